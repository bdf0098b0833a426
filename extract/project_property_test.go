package extract_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// sampleGen makes random tool outputs: records with optional keys,
// objects keyed by data, rows whose columns change per sample, and random
// nesting.
type sampleGen struct{ r *rand.Rand }

var (
	fieldNames = []string{"id", "name", "title", "state", "url", "count", "tags", "owner", "items", "meta",
		"value", "a_b", "aB", "x-y", "", "rows", "data", "created_at", "n"}
	columnNames = []string{"id", "name", "email", "title", "body", "user_id", "price", "qty", "sku", "city", "zip", "created"}
)

func (g *sampleGen) scalar() any {
	switch g.r.IntN(7) {
	case 0:
		return nil
	case 1:
		return g.r.IntN(2) == 0
	case 2:
		return float64(g.r.IntN(2000) - 1000)
	case 3:
		return float64(g.r.IntN(10000)) / 8
	case 4:
		return fmt.Sprintf("2025-0%d-1%d", 1+g.r.IntN(9), g.r.IntN(10))
	default:
		return []string{"open", "closed", "x", "", "1,204", "a b  c", "https://x.example/p", "ann@x.example", "ünï"}[g.r.IntN(9)]
	}
}

func (g *sampleGen) dataKey() string {
	switch g.r.IntN(4) {
	case 0:
		return strconv.Itoa(g.r.IntN(5000))
	case 1:
		return fmt.Sprintf("src/f%d.go", g.r.IntN(50))
	case 2:
		return fmt.Sprintf("2025-01-%02d", 1+g.r.IntN(28))
	default:
		return fmt.Sprintf("%08x-0000-4000-8000-%012x", g.r.Uint32(), g.r.IntN(1<<20))
	}
}

func (g *sampleGen) value(depth int) any {
	if depth >= 4 {
		return g.scalar()
	}
	switch g.r.IntN(8) {
	case 0, 1:
		return g.object(depth, g.r.IntN(3) == 0)
	case 2:
		n := g.r.IntN(4)
		tmpl := g.value(depth + 1)
		a := []any{} // never nil: JSON null is not an empty array
		for i := 0; i < n; i++ {
			if g.r.IntN(3) == 0 {
				a = append(a, g.value(depth+1))
			} else {
				a = append(a, g.mutate(tmpl, depth+1))
			}
		}
		return a
	default:
		return g.scalar()
	}
}

func (g *sampleGen) object(depth int, dataKeyed bool) map[string]any {
	m := map[string]any{}
	for i := g.r.IntN(6); i > 0; i-- {
		k := fieldNames[g.r.IntN(len(fieldNames))]
		if dataKeyed {
			k = g.dataKey()
		}
		m[k] = g.value(depth + 1)
	}
	return m
}

// mutate returns a variant of v: keys dropped or added, scalars replaced
// by others (sometimes of another type).
func (g *sampleGen) mutate(v any, depth int) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			if g.r.IntN(5) > 0 {
				out[k] = g.mutate(e, depth+1)
			}
		}
		if g.r.IntN(4) == 0 {
			out[fieldNames[g.r.IntN(len(fieldNames))]] = g.value(depth + 1)
		}
		return out
	case []any:
		out := []any{}
		for _, e := range x {
			out = append(out, g.mutate(e, depth+1))
		}
		return out
	}
	if g.r.IntN(4) == 0 {
		return g.scalar()
	}
	return v
}

// rows is a SQL-like answer: each sample has its own columns.
func (g *sampleGen) rows(field string) map[string]any {
	cols := map[string]bool{}
	for i := 1 + g.r.IntN(4); i > 0; i-- {
		cols[columnNames[g.r.IntN(len(columnNames))]] = true
	}
	var rows []any
	for i := g.r.IntN(4); i >= 0; i-- {
		row := map[string]any{}
		for c := range cols {
			row[c] = g.scalar()
		}
		rows = append(rows, row)
	}
	return map[string]any{field: rows, "rowCount": float64(len(rows))}
}

// leaves lists the scalar leaves of a JSON value in canonical form
// (numbers compared by value).
func leaves(t *testing.T, v any) map[string]int {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var w any
	if err := d.Decode(&w); err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		case json.Number:
			f, _ := strconv.ParseFloat(string(x), 64)
			out["n:"+strconv.FormatFloat(f, 'g', -1, 64)]++
		case string:
			out["s:"+x]++
		default:
			out[fmt.Sprint(x)]++
		}
	}
	walk(w)
	return out
}

// TestProjectionKeepsEveryLeafOfFittedSamples is the property behind
// output_schema never silently dropping data: for random groups of
// samples, projecting each sample through the schema inferred from the
// group keeps every scalar leaf.
func TestProjectionKeepsEveryLeafOfFittedSamples(t *testing.T) {
	g := &sampleGen{r: rand.New(rand.NewPCG(14, 3))}
	groups, maps, records := 600, 0, 0
	for gi := 0; gi < groups; gi++ {
		var samples []any
		n := 1 + g.r.IntN(6)
		switch gi % 4 {
		case 0: // one record shape with optional keys
			tmpl := g.object(0, false)
			for i := 0; i < n; i++ {
				samples = append(samples, g.mutate(tmpl, 0))
			}
		case 1: // rows of different queries, under a row name or not
			field := []string{"rows", "result", "data"}[g.r.IntN(3)]
			for i := 0; i < n; i++ {
				samples = append(samples, g.rows(field))
			}
		default: // anything, roots of any type
			for i := 0; i < n; i++ {
				samples = append(samples, g.value(0))
			}
		}
		opts := schema.Options{MapMinKeys: 1 + g.r.IntN(25)}
		inf, err := schema.Infer(samples, opts)
		if err != nil {
			t.Fatalf("group %d: infer: %v", gi, err)
		}
		doc := inf.JSON()
		if bytes.Contains(doc, []byte(`"additionalProperties"`)) {
			maps++
		}
		if bytes.Contains(doc, []byte(`"required"`)) {
			records++
		}
		vt := &extract.VirtualTool{SourceTool: "s:t", OutputSchema: json.RawMessage(doc)}
		for si, s := range samples {
			sc := inf.Wrap(s)
			raw, err := json.Marshal(map[string]any{"content": []any{}, "structuredContent": sc})
			if err != nil {
				t.Fatal(err)
			}
			res, err := extract.Apply(vt, raw)
			if err != nil {
				t.Fatalf("group %d sample %d: %v", gi, si, err)
			}
			in, out := leaves(t, sc), leaves(t, res.Value)
			var lost []string
			for leaf, c := range in {
				if out[leaf] < c {
					lost = append(lost, fmt.Sprintf("%q×%d", leaf, c-out[leaf]))
				}
			}
			if len(lost) > 0 {
				sort.Strings(lost)
				sb, _ := json.Marshal(sc)
				vb, _ := json.Marshal(res.Value)
				t.Fatalf("group %d sample %d lost %s\nsample %s\nvalue  %s\nschema %s\nmisses %+v",
					gi, si, strings.Join(lost, ", "), sb, vb, doc, res.Account.Misses)
			}
		}
	}
	t.Logf("%d groups: %d schemas with additionalProperties, %d with required", groups, maps, records)
	if maps < groups/10 || records < groups/10 {
		t.Errorf("the generator exercises too few maps (%d) or records (%d)", maps, records)
	}
}

// TestProjectionKeepsColumnsOfUnseenQueries is the held-out side of the
// property: for random answers of queries whose columns differ (under a
// row field, or under any name once two fitted queries disagree), an
// answer with columns never seen while fitting loses no scalar leaf.
func TestProjectionKeepsColumnsOfUnseenQueries(t *testing.T) {
	g := &sampleGen{r: rand.New(rand.NewPCG(5, 14))}
	answer := func(field, prefix string) map[string]any {
		ncols := 1 + g.r.IntN(4)
		rows := []any{}
		for i := g.r.IntN(4); i >= 0; i-- {
			row := map[string]any{}
			for c := 0; c < ncols; c++ {
				row[fmt.Sprintf("%s%d", prefix, c)] = g.scalar()
			}
			rows = append(rows, row)
		}
		return map[string]any{field: rows}
	}
	for gi := 0; gi < 300; gi++ {
		field, minFit := "rows", 1
		if gi%2 == 1 {
			field, minFit = []string{"result", "data", "items"}[g.r.IntN(3)], 2
		}
		var fit []any
		for i := minFit + g.r.IntN(4); i > 0; i-- {
			fit = append(fit, answer(field, fmt.Sprintf("q%d_c", i)))
		}
		inf, err := schema.Infer(fit, schema.Options{})
		if err != nil {
			t.Fatal(err)
		}
		vt := &extract.VirtualTool{SourceTool: "s:t", OutputSchema: json.RawMessage(inf.JSON())}
		novel := answer(field, "new_c")
		raw, _ := json.Marshal(map[string]any{"content": []any{}, "structuredContent": novel})
		res, err := extract.Apply(vt, raw)
		if err != nil {
			t.Fatal(err)
		}
		in, out := leaves(t, novel), leaves(t, res.Value)
		for leaf, c := range in {
			if out[leaf] < c {
				t.Fatalf("group %d: lost %q\nnew    %s\nvalue  %s\nschema %s", gi, leaf, mustJSON(t, novel), mustJSON(t, res.Value), inf.JSON())
			}
		}
	}
}
