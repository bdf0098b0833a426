package score

import (
	"hash/fnv"
	"math"
	"sort"
)

// split divides n samples, named by ids, into a fitted part and a held-out
// part. The split is deterministic and does not depend on the order of the
// samples: the samples are ranked by a hash of seed and id, and the first
// round(n*holdOut) of that ranking are held out. With two or more samples
// both parts get at least one sample; a single sample is fitted only.
// Both returned index lists are in the original order.
func split(ids []string, holdOut float64, seed string) (fit, held []int) {
	n := len(ids)
	if n == 0 {
		return nil, nil
	}
	k := int(math.Round(float64(n) * holdOut))
	if n >= 2 {
		k = max(1, min(k, n-1))
	} else {
		k = 0
	}
	type ranked struct {
		h   uint64
		id  string
		idx int
	}
	r := make([]ranked, n)
	for i, id := range ids {
		f := fnv.New64a()
		f.Write([]byte(seed))
		f.Write([]byte{0})
		f.Write([]byte(id))
		r[i] = ranked{f.Sum64(), id, i}
	}
	sort.Slice(r, func(a, b int) bool {
		if r[a].h != r[b].h {
			return r[a].h < r[b].h
		}
		if r[a].id != r[b].id {
			return r[a].id < r[b].id
		}
		return r[a].idx < r[b].idx
	})
	isHeld := make([]bool, n)
	for _, x := range r[:k] {
		isHeld[x.idx] = true
	}
	for i := range n {
		if isHeld[i] {
			held = append(held, i)
		} else {
			fit = append(fit, i)
		}
	}
	return fit, held
}
