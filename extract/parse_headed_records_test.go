package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Record lines grouped under "Name:" headers (parser auto) give groups
// with the header as a value and each line's fields; a header over pairs,
// a count over a table, or lines outside any group are not groups.
func TestHeadedRecords(t *testing.T) {
	x, err := extract.Compile(&extract.VirtualTool{TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"Open:\n  [LOW] BUG-7 - Fix the footer\nClosed:\n  [HIGH] BUG-2 - Crash on start\n",
			`{"groups":[{"items":[{"description":"Fix the footer","name":"BUG-7","type":"LOW"}],"name":"Open"},{"items":[{"description":"Crash on start","name":"BUG-2","type":"HIGH"}],"name":"Closed"}]}`},
		{"Runs on 2026-04-15 (2 found):\n  #12 build - passed\n  #13 deploy - failed\n",
			`{"groups":[{"date":"2026-04-15","items":[{"description":"passed","number":"12","title":"build"},{"description":"failed","number":"13","title":"deploy"}],"name":"Runs on 2026-04-15 (2 found)","number":2}]}`},
		{"Pages (2):\n  [0] id=net cells=7\n  [1] id=rooms cells=4\n",
			`{"groups":[{"items":[{"cells":"7","id":"net","index":"0"},{"cells":"4","id":"rooms","index":"1"}],"name":"Pages (2)","number":2}]}`},
	} {
		res, err := x.Apply(textResult(c.text))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res.Value)
		if string(b) != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.text, b, c.want)
		}
	}
	for _, text := range []string{
		"Limits:\n  cpu: 2\n  mem: 4G\n",
		"Hosts:\n  db-1 eu\nstray line\n",
		"3 results:\n  a | b\n  ---|---\n  1 | 2\n",
	} {
		res, err := x.Apply(textResult(text))
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := res.Value.(map[string]any); ok && m["groups"] != nil {
			t.Errorf("%q read as groups: %v", text, m)
		}
	}
}

// Bulleted lines under a group header are records without their marker:
// no field holds the bullet.
func TestHeadedRecordsBullets(t *testing.T) {
	b := string(applyParser(t, "auto", "Active connections (2):\n  • web-1: deploy@10.0.0.7:22 [linux]\n  • db-2: admin@10.0.0.9:22 [linux]\n"))
	if strings.Contains(b, `"-"`) || !strings.Contains(b, `"state":"linux"`) {
		t.Errorf("bulleted records: %s", b)
	}
}
