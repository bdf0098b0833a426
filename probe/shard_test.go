package probe

import (
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	good := map[string]Shard{"1/1": {1, 1}, "2/5": {2, 5}, " 4/4 ": {4, 4}, "3 / 7": {3, 7}}
	for in, want := range good {
		got, err := ParseShard(in)
		if err != nil || got != want {
			t.Errorf("ParseShard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if s := (Shard{2, 5}).String(); s != "2/5" {
		t.Errorf("String = %q", s)
	}
	bad := map[string]string{
		"0/3":   "--shard 0/3: index must be between 1 and 3",
		"4/3":   "--shard 4/3: index must be between 1 and 3",
		"-1/3":  "index must be between 1 and 3",
		"1/0":   "--shard 1/0: count must be a whole number of at least 1",
		"x/3":   "index must be a whole number between 1 and 3",
		"1/y":   "count must be",
		"2":     "--shard 2: want INDEX/COUNT, e.g. 1/4",
		"":      "want INDEX/COUNT",
		"1/2/3": "count must be",
	}
	for in, want := range bad {
		_, err := ParseShard(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseShard(%q) err = %v, want %q", in, err, want)
		}
	}
}

func shardSpecs(n int) []ServerSpec {
	specs := make([]ServerSpec, n)
	for i := range specs {
		specs[i] = ServerSpec{Name: fmt.Sprintf("server-%03d", i)}
	}
	return specs
}

func TestShardPartition(t *testing.T) {
	specs := shardSpecs(200)
	for _, count := range []int{1, 2, 3, 4, 7, 16} {
		seen := map[string]int{}
		total := 0
		for i := 1; i <= count; i++ {
			part := Shard{i, count}.Select(specs)
			total += len(part)
			for _, s := range part {
				seen[s.Name]++
			}
			if count > 1 && len(part) == len(specs) {
				t.Errorf("shard %d/%d took every server", i, count)
			}
		}
		if total != len(specs) || len(seen) != len(specs) {
			t.Errorf("count %d: %d selections of %d distinct servers, want %d each once", count, total, len(seen), len(specs))
		}
		for name, n := range seen {
			if n != 1 {
				t.Errorf("count %d: %s in %d shards", count, name, n)
			}
		}
	}
	// With 200 servers in 4 shards, none should be empty.
	for i := 1; i <= 4; i++ {
		if len(Shard{i, 4}.Select(specs)) == 0 {
			t.Errorf("shard %d/4 empty", i)
		}
	}
}

func TestShardOrderIndependent(t *testing.T) {
	specs := shardSpecs(100)
	shuffled := append([]ServerSpec(nil), specs...)
	rand.New(rand.NewSource(1)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	// A subset, too: membership must not depend on the other servers.
	subset := shuffled[:37]
	for i := 1; i <= 3; i++ {
		sh := Shard{i, 3}
		a, b, c := names(sh.Select(specs)), names(sh.Select(shuffled)), names(sh.Select(subset))
		sort.Strings(a)
		sort.Strings(b)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("shard %v differs with input order", sh)
		}
		in := map[string]bool{}
		for _, n := range a {
			in[n] = true
		}
		for _, n := range c {
			if !in[n] {
				t.Errorf("shard %v: %s selected from the subset but not from the full list", sh, n)
			}
		}
		for _, s := range subset {
			if in[s.Name] && !contains(c, s.Name) {
				t.Errorf("shard %v: %s selected from the full list but not from the subset", sh, s.Name)
			}
		}
	}
	// Select keeps input order.
	part := Shard{1, 2}.Select(shuffled)
	idx := map[string]int{}
	for i, s := range shuffled {
		idx[s.Name] = i
	}
	for i := 1; i < len(part); i++ {
		if idx[part[i-1].Name] > idx[part[i].Name] {
			t.Fatalf("Select reordered servers")
		}
	}
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

func TestShardZeroAndKnownHash(t *testing.T) {
	specs := shardSpecs(5)
	if got := (Shard{}).Select(specs); len(got) != 5 {
		t.Errorf("zero shard selected %d of 5", len(got))
	}
	// FNV-1a 32 of "a" is 0xe40c292c = 3826002220; 3826002220 mod 3 = 1 → shard 2.
	if got := shardOf("a", 3); got != 2 {
		t.Errorf("shardOf(a, 3) = %d, want 2", got)
	}
	if got := names(Shard{2, 3}.Select([]ServerSpec{{Name: "a"}})); !reflect.DeepEqual(got, []string{"a"}) {
		t.Errorf("Select = %v", got)
	}
}
