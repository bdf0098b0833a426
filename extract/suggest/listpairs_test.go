package suggest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestListLinePairs: continuation lines holding several `Key: value`
// pairs cut by " · " or " | " give one field per key, values in code
// spans taken inside them, each value stopping at the next mark.
func TestListLinePairs(t *testing.T) {
	outs := []string{
		"1. **api** — ok\n   Region: `eu-1` · Zone: `b`\n   Owner: ana | Tier: gold\n2. **web** — down\n   Region: `us-2` · Zone: `a`\n   Owner: bo | Tier: free\n",
		"1. **db** — ok\n   Region: `ap-3` · Zone: `c`\n   Owner: cy | Tier: silver\n2. **queue** — ok\n   Region: `eu-9` · Zone: `a`\n   Owner: di | Tier: gold\n3. **cache** — ok\n   Region: `us-1` · Zone: `d`\n   Owner: ed | Tier: free\n",
	}
	tl := Tool{Server: "srv", Tool: "list_services"}
	for i, o := range outs {
		tl.Samples = append(tl.Samples, Sample{ID: "srv/list_services/" + string(rune('1'+i)), Result: textResult(o)})
	}
	s := Suggest(tl)
	if s.VirtualTool == nil || s.Parser != extract.ParserNumberedList {
		t.Fatalf("parser %q: %s", s.Parser, s.Reason)
	}
	res, err := extract.Apply(s.VirtualTool, textResult("1. **mail** — ok\n   Region: `sa-1` · Zone: `e`\n   Owner: fa | Tier: bronze\n2. **auth** — down\n   Region: `eu-4` · Zone: `f`\n   Owner: gu | Tier: gold\n"))
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	b, _ := json.Marshal(res.Value)
	for _, v := range []string{`"region":"sa-1"`, `"zone":"e"`, `"owner":"fa"`, `"tier":"bronze"`, `"region":"eu-4"`, `"tier":"gold"`} {
		if !strings.Contains(string(b), v) {
			t.Errorf("value %s lacks %s", b, v)
		}
	}
}
