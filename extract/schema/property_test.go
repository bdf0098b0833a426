package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// gen produces random JSON values whose shapes overlap enough for the
// inference rules (required, enums, formats, maps) to fire.
type gen struct {
	r *rand.Rand
}

var (
	genKeys    = []string{"id", "name", "url", "created_at", "status", "tags", "owner", "count", "score", "items", "meta", "a", "b", "é", "a/b", "~x", "$ref", ""}
	genStrings = []string{
		"open", "closed", "merged", "2025-12-23T09:46:14-05:00", "2024-02-29", "2024-02-29T00:00:00Z",
		"123e4567-e89b-12d3-a456-426614174000", "alice@example.com", "https://example.com/a?b=c",
		"http://localhost:8080", "", " ", "null", "42", "héllo wörld ★", "line\nbreak", "<b>&</b>",
		strings.Repeat("long text ", 10),
	}
)

func (g *gen) str() string {
	if g.r.IntN(4) == 0 {
		b := make([]rune, g.r.IntN(12))
		for i := range b {
			b[i] = rune(32 + g.r.IntN(0x3000))
		}
		return string(b)
	}
	return genStrings[g.r.IntN(len(genStrings))]
}

func (g *gen) num() any {
	switch g.r.IntN(6) {
	case 0:
		return float64(g.r.IntN(5))
	case 1:
		return float64(g.r.IntN(1_000_000) - 500_000)
	case 2:
		return g.r.Float64()*200 - 100
	case 3:
		return float64(1 << 60) // integral, beyond 2^53
	case 4:
		return 1e-7 * float64(g.r.IntN(100))
	default:
		return float64(g.r.IntN(3)) + 0.5
	}
}

func (g *gen) value(depth int) any {
	k := g.r.IntN(10)
	if depth > 5 {
		k = 3 + g.r.IntN(7) // scalars only
	}
	switch k {
	case 0, 1:
		m := map[string]any{}
		n := g.r.IntN(6)
		for i := 0; i < n; i++ {
			key := genKeys[g.r.IntN(len(genKeys))]
			if g.r.IntN(8) == 0 {
				key = fmt.Sprintf("k%d", g.r.IntN(1000))
			}
			m[key] = g.value(depth + 1)
		}
		return m
	case 2:
		n := g.r.IntN(5)
		a := make([]any, n)
		for i := range a {
			a[i] = g.value(depth + 1)
		}
		return a
	case 3:
		return nil
	case 4:
		return g.r.IntN(2) == 0
	case 5, 6:
		return g.num()
	default:
		return g.str()
	}
}

// mutate returns a variant of v: keys dropped or added, values nulled or
// replaced, arrays resized. Most of the structure is kept.
func (g *gen) mutate(v any, depth int) any {
	if g.r.IntN(12) == 0 {
		return g.value(depth)
	}
	switch v := v.(type) {
	case map[string]any:
		m := map[string]any{}
		// Sorted keys: map order would make the generator (and so the
		// test) differ from run to run despite the fixed seed.
		for _, k := range slices.Sorted(maps.Keys(v)) {
			e := v[k]
			switch g.r.IntN(10) {
			case 0:
				continue // drop
			case 1:
				m[k] = nil
			default:
				m[k] = g.mutate(e, depth+1)
			}
		}
		if g.r.IntN(5) == 0 {
			m[genKeys[g.r.IntN(len(genKeys))]] = g.value(depth + 1)
		}
		return m
	case []any:
		n := g.r.IntN(len(v) + 2)
		a := make([]any, 0, n)
		for i := 0; i < n; i++ {
			if len(v) > 0 {
				a = append(a, g.mutate(v[g.r.IntN(len(v))], depth+1))
			} else {
				a = append(a, g.value(depth+1))
			}
		}
		return a
	case string:
		if g.r.IntN(2) == 0 {
			return g.str()
		}
		return v
	case float64:
		if g.r.IntN(2) == 0 {
			return g.num()
		}
		return v
	default:
		return v
	}
}

// kindOf names the JSON type of a decoded value.
func kindOf(v any) string {
	return fmt.Sprintf("%T", v)
}

// toNumbers re-decodes v with json.Number numbers.
func toNumbers(t testing.TB, v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var out any
	if err := d.Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestInferPropertyRandom(t *testing.T) {
	groups := 300
	if testing.Short() {
		groups = 80
	}
	g := &gen{r: rand.New(rand.NewPCG(20251223, 1))}
	total := 0
	seen := map[string]int{} // keywords the random schemas used
	for gi := 0; gi < groups; gi++ {
		size := 1 + g.r.IntN(30)
		var samples []any
		switch gi % 5 {
		case 0: // unrelated values
			for i := 0; i < size; i++ {
				samples = append(samples, g.value(0))
			}
		case 4: // objects keyed by data (ids, names) with one value shape
			tmpl := g.value(2)
			for i := 0; i < size; i++ {
				m := map[string]any{}
				for j := g.r.IntN(30); j > 0; j-- {
					key := fmt.Sprintf("%d", g.r.IntN(5000))
					if gi%2 == 0 {
						key = "user-" + key
					}
					v := g.mutate(tmpl, 2)
					if kindOf(v) != kindOf(tmpl) && v != nil {
						v = tmpl
					}
					m[key] = v
				}
				samples = append(samples, map[string]any{"by_id": m, "total": float64(len(m))})
			}
		default: // variants of one template, usually an object
			tmpl := g.value(0)
			if gi%5 != 3 {
				for {
					if _, ok := tmpl.(map[string]any); ok {
						break
					}
					tmpl = g.value(0)
				}
			}
			for i := 0; i < size; i++ {
				samples = append(samples, g.mutate(tmpl, 0))
			}
		}
		if gi%2 == 1 {
			for i := range samples {
				samples[i] = toNumbers(t, samples[i])
			}
		}
		total += len(samples)
		opts := Options{EnumMinSamples: 1 + g.r.IntN(12), MapMinKeys: 1 + g.r.IntN(25)}
		in, err := Infer(samples, opts)
		if err != nil {
			t.Fatalf("group %d: %v", gi, err)
		}
		assertValidates(t, in, samples)
		for _, kw := range []string{`"enum"`, `"format"`, `"additionalProperties"`, `"anyOf"`, `"required"`, `"integer"`, `"number"`, `"null"`} {
			if bytes.Contains(in.JSON(), []byte(kw)) {
				seen[kw]++
			}
		}

		shuffled := append([]any(nil), samples...)
		g.r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		in2, err := Infer(shuffled, opts)
		if err != nil {
			t.Fatalf("group %d shuffled: %v", gi, err)
		}
		if !bytes.Equal(in.JSON(), in2.JSON()) || in.Wrapped != in2.Wrapped {
			t.Fatalf("group %d: output depends on sample order:\n%s\nvs\n%s", gi, in.JSON(), in2.JSON())
		}
	}
	t.Logf("%d groups, %d samples, keyword use %v", groups, total, seen)
	for _, kw := range []string{`"enum"`, `"format"`, `"additionalProperties"`, `"anyOf"`, `"required"`} {
		if seen[kw] == 0 {
			t.Errorf("no random schema used %s: the generator does not exercise that rule", kw)
		}
	}
}

// TestInferMergeOrderIndependent checks the map-mode switch (more than
// maxTrackedKeys keys) gives the same schema whichever order keys arrive in.
func TestInferMergeOrderIndependent(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var samples []any
	for i := 0; i < 60; i++ {
		m := map[string]any{}
		for j := 0; j < 40; j++ {
			k := fmt.Sprintf("key-%d", r.IntN(2000))
			switch r.IntN(3) {
			case 0:
				m[k] = "open"
			case 1:
				m[k] = float64(r.IntN(3))
			default:
				m[k] = map[string]any{"x": nil}
			}
		}
		samples = append(samples, map[string]any{"m": m})
	}
	in, err := Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := at(normal(t, in.Schema), "/properties/m/additionalProperties"); !ok {
		t.Fatalf("over %d keys should give a map:\n%s", maxTrackedKeys, in.JSON())
	}
	for i := 0; i < 5; i++ {
		r.Shuffle(len(samples), func(a, b int) { samples[a], samples[b] = samples[b], samples[a] })
		in2, err := Infer(samples, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(in.JSON(), in2.JSON()) {
			t.Fatalf("order dependence:\n%s\nvs\n%s", in.JSON(), in2.JSON())
		}
	}
}

// TestNodeMergeMatchesObserve checks that merging two accumulators equals
// observing all their values in one (the property map detection relies on).
func TestNodeMergeMatchesObserve(t *testing.T) {
	g := &gen{r: rand.New(rand.NewPCG(3, 4))}
	e := &emitter{enumMin: 2, mapMinKeys: 3}
	for round := 0; round < 300; round++ {
		var a, b, all node
		for i := 0; i < 1+g.r.IntN(8); i++ {
			v := g.value(0)
			target := &a
			if g.r.IntN(2) == 0 {
				target = &b
			}
			if err := target.observe(v, 0, i); err != nil {
				t.Fatal(err)
			}
			if err := all.observe(v, 0, i); err != nil {
				t.Fatal(err)
			}
		}
		var m node
		m.merge(&a)
		m.merge(&b)
		got, _ := json.Marshal(e.schema(&m))
		want, _ := json.Marshal(e.schema(&all))
		if !bytes.Equal(got, want) {
			t.Fatalf("round %d: merge %s != observe %s", round, got, want)
		}
		// merge must not alias: changing m leaves a untouched.
		before, _ := json.Marshal(e.schema(&a))
		_ = m.observe(map[string]any{"new": []any{"x"}}, 0, 1<<20)
		after, _ := json.Marshal(e.schema(&a))
		if !bytes.Equal(before, after) {
			t.Fatalf("round %d: merge aliased its argument", round)
		}
	}
}
