package score

import (
	"fmt"
	"slices"
	"testing"
)

func TestSplitDeterministicAndOrderFree(t *testing.T) {
	var ids []string
	for i := range 20 {
		ids = append(ids, fmt.Sprintf("s/t/%d", i))
	}
	fit, held := split(ids, 0.3, "")
	if len(held) != 6 || len(fit) != 14 {
		t.Fatalf("split of 20 at 0.3: fit %d held %d, want 14 and 6", len(fit), len(held))
	}
	heldIDs := func(ids []string, held []int) []string {
		var out []string
		for _, i := range held {
			out = append(out, ids[i])
		}
		slices.Sort(out)
		return out
	}
	want := heldIDs(ids, held)
	rev := slices.Clone(ids)
	slices.Reverse(rev)
	_, held2 := split(rev, 0.3, "")
	if got := heldIDs(rev, held2); !slices.Equal(got, want) {
		t.Fatalf("held-out set depends on order: %v vs %v", got, want)
	}
	_, held3 := split(ids, 0.3, "other seed")
	if slices.Equal(heldIDs(ids, held3), want) {
		t.Fatalf("seed does not change the split: %v", want)
	}
	seen := map[int]bool{}
	for _, i := range append(slices.Clone(fit), held...) {
		if seen[i] {
			t.Fatalf("index %d in both parts", i)
		}
		seen[i] = true
	}
	if len(seen) != 20 {
		t.Fatalf("parts cover %d of 20 samples", len(seen))
	}
}

func TestSplitBounds(t *testing.T) {
	for _, tc := range []struct {
		n             int
		holdOut       float64
		wantFit, held int
	}{
		{0, 0.3, 0, 0}, {1, 0.3, 1, 0}, {2, 0.3, 1, 1}, {3, 0.3, 2, 1}, {3, 0.99, 1, 2}, {10, 0.01, 9, 1}, {10, 0.5, 5, 5},
	} {
		ids := make([]string, tc.n)
		for i := range ids {
			ids[i] = fmt.Sprint(i)
		}
		fit, held := split(ids, tc.holdOut, "")
		if len(fit) != tc.wantFit || len(held) != tc.held {
			t.Errorf("n=%d holdOut=%v: fit %d held %d, want %d and %d", tc.n, tc.holdOut, len(fit), len(held), tc.wantFit, tc.held)
		}
	}
}
