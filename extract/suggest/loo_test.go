package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// item patterns fitted on two outputs of one wording read little of the
// next output in another wording, though each config reads its own
// samples: out of sample, parser auto reads more, and is chosen.
func TestLooPrefersAutoOnOverfitList(t *testing.T) {
	texts := []string{
		"1. **alpha** — Owner: ann | Stars: 3 | Lang: go\n2. **beta** — Owner: bob | Stars: 5 | Lang: rust",
		"1. **gamma** — Owner: cy | Stars: 1 | Lang: c\n2. **delta** — Owner: dee | Stars: 9 | Lang: zig",
		"1. **eps** - maintained by eve since 2019 with 4 forks\n2. **zeta** - maintained by zed since 2020 with 7 forks",
		"1. **eta** - maintained by eli since 2021 with 2 forks\n2. **theta** - maintained by tom since 2018 with 3 forks",
	}
	s := Suggest(toolOf("repos", texts...))
	// the comparison with auto's values (autoReadsMore) may see it first:
	// the list config leaves the half of the samples in the other wording
	// as blobs
	if s.Parser != extract.ParserAuto || !strings.HasPrefix(s.Reason, "fitted on the other samples") && !strings.Contains(s.Reason, "config misses") {
		t.Fatalf("parser %q (%s)", s.Parser, s.Reason)
	}
	// one sample: no leave-one-out, the learnt config stays
	one := Suggest(toolOf("repos", texts[0]))
	if one.Parser == extract.ParserAuto {
		t.Errorf("one sample: parser %q (%s)", one.Parser, one.Reason)
	}
}

// a list whose outputs share one wording keeps its learnt config: the
// config fitted on the others reads the left-out output as well as auto.
func TestLooKeepsConsistentList(t *testing.T) {
	texts := []string{
		"1. **alpha** — Owner: ann | Stars: 3 | Lang: go\n2. **beta** — Owner: bob | Stars: 5 | Lang: rust",
		"1. **gamma** — Owner: cy | Stars: 1 | Lang: c\n2. **delta** — Owner: dee | Stars: 9 | Lang: zig",
		"1. **eps** — Owner: eve | Stars: 4 | Lang: ts\n2. **zeta** — Owner: zed | Stars: 7 | Lang: py",
	}
	var ds []decoded
	for _, x := range toolOf("repos", texts...).Samples {
		ds = append(ds, decode(x, nil))
	}
	l := learnList(ds, "repos")
	if l.te == nil || l.parser == extract.ParserAuto {
		t.Fatalf("learner: parser %q (%s)", l.parser, l.reason)
	}
	if worse, why := looPrefersAuto(l, ds[0].pattern, ds, "repos"); worse {
		t.Errorf("consistent list degraded: %s", why)
	}
	if s := Suggest(toolOf("repos", texts...)); s.Parser == extract.ParserAuto {
		t.Errorf("consistent list: parser %q (%s)", s.Parser, s.Reason)
	}
	// no learnt config, auto, JSON or a single sample: nothing to check
	if worse, _ := looPrefersAuto(learnAuto("x"), ds[0].pattern, ds, "repos"); worse {
		t.Error("auto checked against itself")
	}
	if worse, _ := looPrefersAuto(l, ds[0].pattern, ds[:1], "repos"); worse {
		t.Error("one sample checked")
	}
}

func TestVerbatimLeaves(t *testing.T) {
	v := map[string]any{"a": "Ann", "b": []any{"ann", "x-1", 3}, "c": "absent"}
	if n := verbatimLeaves(v, "owner ann has x-1 and 3 repos"); n != 3 {
		t.Errorf("verbatim leaves %d, want 3 (ann, x-1, 3)", n)
	}
}
