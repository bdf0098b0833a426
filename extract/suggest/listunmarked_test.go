package suggest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListWithoutMarkers: a tool whose lists are written one record a
// line without markers gets parser auto, which reads each line's fields.
func TestListWithoutMarkers(t *testing.T) {
	outs := []string{
		"3 checks\nnet/dns-ok (B, fast) — Resolves the host name.\nnet/tls-valid (A, slow) — Certificate chain is trusted.\ndisk/free (C, fast) — At least 10% free.\n",
		"2 checks\nnet/ping (B, fast) — Answers ICMP echo.\nmem/swap (C, slow) — Swap below half.\n",
	}
	tl := Tool{Server: "srv", Tool: "list_checks"}
	for i, o := range outs {
		tl.Samples = append(tl.Samples, Sample{ID: "srv/list_checks/" + string(rune('1'+i)), Result: textResult(o)})
	}
	s := Suggest(tl)
	if s.VirtualTool == nil || s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q: %s", s.Parser, s.Reason)
	}
	res, err := extract.Apply(s.VirtualTool, textResult("2 checks\ncpu/load (A, fast) — Load below 4.\nnet/mtu (B, slow) — MTU is 1500.\n"))
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	b, _ := json.Marshal(res.Value)
	for _, v := range []string{`"name":"cpu/load"`, `"details_2":"slow"`, `"description":"MTU is 1500."`} {
		if !strings.Contains(string(b), v) {
			t.Errorf("value %s lacks %s", b, v)
		}
	}
}
