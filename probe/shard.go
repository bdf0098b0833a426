package probe

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// Shard selects one part of a server list, so that several machines can
// share a run: with --shard=1/4 ... --shard=4/4 every server is probed by
// exactly one of them. Index is 1-based, like Playwright's --shard. The
// zero Shard selects everything.
type Shard struct{ Index, Count int }

// ParseShard parses "INDEX/COUNT", e.g. "2/5".
func ParseShard(s string) (Shard, error) {
	is, cs, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Shard{}, fmt.Errorf("--shard %s: want INDEX/COUNT, e.g. 1/4", s)
	}
	count, err := strconv.Atoi(strings.TrimSpace(cs))
	if err != nil || count < 1 {
		return Shard{}, fmt.Errorf("--shard %s: count must be a whole number of at least 1", s)
	}
	index, err := strconv.Atoi(strings.TrimSpace(is))
	if err != nil {
		return Shard{}, fmt.Errorf("--shard %s: index must be a whole number between 1 and %d", s, count)
	}
	if index < 1 || index > count {
		return Shard{}, fmt.Errorf("--shard %s: index must be between 1 and %d", s, count)
	}
	return Shard{Index: index, Count: count}, nil
}

// String formats the shard as "INDEX/COUNT" ("" for the zero Shard).
func (s Shard) String() string {
	if s.Count == 0 {
		return ""
	}
	return strconv.Itoa(s.Index) + "/" + strconv.Itoa(s.Count)
}

// Select returns the specs of this shard, in their input order. A server
// belongs to shard 1 + FNV-1a(name) mod Count, so the choice depends only
// on its name, not on the order or content of the list. The zero Shard (or
// any Count below 1) selects all specs.
func (s Shard) Select(specs []ServerSpec) []ServerSpec {
	if s.Count < 1 {
		return specs
	}
	var out []ServerSpec
	for _, spec := range specs {
		if shardOf(spec.Name, s.Count) == s.Index {
			out = append(out, spec)
		}
	}
	return out
}

// shardOf returns the 1-based shard a server name belongs to.
func shardOf(name string, count int) int {
	h := fnv.New32a()
	h.Write([]byte(name))
	return int(uint64(h.Sum32())%uint64(count)) + 1
}
