package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestKVSplit: pairs written on one line after ", " are pairs of their
// own; comma lists of numbers (two or more) or capitalised names (three
// or more) become arrays; phrases with commas stay one string; a list
// where a string is declared is joined back as written.
func TestKVSplit(t *testing.T) {
	cases := []struct{ text, want, not string }{
		{"Job: j-7\nMode: fast, Level: high\n", `"Level":"high","Mode":"fast"`, ""},
		{"Job: j-7\nSize: 4 files, 2 folders\n", `"Size":["4 files","2 folders"]`, ""},
		{"Job: j-7\nLimits: $1,000, $25,000\n", `"Limits":["$1,000","$25,000"]`, ""},
		{"Job: j-7\nRegions: North, South East, West\n", `"Regions":["North","South East","West"]`, ""},
		{"Job: j-7\nPlace: Oslo, Norway\n", `"Place":"Oslo, Norway"`, ""},
		{"Job: j-7\nNote: slow start, quick finish\n", `"Note":"slow start, quick finish"`, ""},
		{"Job: j-7\nMode: fast, Job: other\n", `"Mode":"fast, Job: other"`, ""},
		{"Job: j-7\nSent: Mon, 24 Nov 2025\n", `"Sent":"Mon, 24 Nov 2025"`, ""},
		// pairs after the value cut by " | " or " · "
		{"Job: j-7\nState: open | Priority: high | Owner: Ana Lima\n", `"Owner":"Ana Lima","Priority":"high","State":"open"`, ""},
		{"Job: j-7\nRisk: CRITICAL; Score: 10; Exposure: PUBLIC\n", `"Exposure":"PUBLIC","Job":"j-7","Risk":"CRITICAL","Score":"10"`, ""},
		{"Job: j-7\nNote: slow; fix: later\n", `"Note":"slow; fix: later"`, ""},
		{"Job: j-7\nState: open · Author: ana\n", `"Author":"ana","Job":"j-7","State":"open"`, ""},
		{"Job: j-7\nState: open · Author: ana · 3 comments\n", `"Author":"ana","Job":"j-7","State":"open","comments":"3"`, ""},
		{"Job: j-7\nState: open · Author: ana · in review\n", `"State":"open · Author: ana · in review"`, ""},
		{"Job: j-7\nNote: a | b\n", `"Note":"a | b"`, ""},
		// key=value pairs parted by commas
		{"Job: j-7\nProperties: osType=LINUX, cpuCores=4\n", `"Properties":{"cpuCores":"4","osType":"LINUX"}`, ""},
		{"Job: j-7\nNote: a=b, c d\n", `"Note":"a=b, c d"`, ""},
		{"Job: j-7\nPoints: 1763897000000: 34.2, 1763897600000: 71.8\n", `"Points":{"1763897000000":"34.2","1763897600000":"71.8"}`, ""},
		{"Job: j-7\n**Type**: Bug | **Status**: Open | **Priority**: High\n", `"Priority":"High","Status":"Open","Type":"Bug"`, ""},
		// a repeated key whose lines go on with inline pairs: a record a line
		{"Day: mon, Open: 9, Close: 17\nDay: tue, Open: 10, Close: 16\n", `"Day":[{"Close":"17","Day":"mon","Open":"9"},{"Close":"16","Day":"tue","Open":"10"}]`, ""},
		// a comma ending a pair's line parts the pairs of a record
		{"Event: Harvest supper,\n - Start: 18:00,\n - Place: barn,\n", `"Event":"Harvest supper"`, `supper,`},
		// lists of single tokens: three or more, or two marked as ids
		{"Job: j-7\nLangs: go, rust, python\n", `"Langs":["go","rust","python"]`, ""},
		{"Job: j-7\nRegions: eu-west, ap-south.\n", `"Regions":["eu-west","ap-south"]`, ""},
		{"Job: j-7\nPair: salt, pepper\n", `"Pair":"salt, pepper"`, ""},
		{"Job: j-7\nNote: fast, cheap, good enough\n", `"Note":"fast, cheap, good enough"`, ""},
		// a bracketed list (YAML flow sequence, a printed array) is an array
		{"kind: plan\nlabels: [red, blue]\n", `"labels":["red","blue"]`, ""},
		{"kind: plan\nlabels: [ red, sky blue ]\n", `"labels":["red","sky blue"]`, ""},
		{"kind: plan\nports: [80,443]\n", `"ports":["80","443"]`, ""},
		{"kind: plan\nnames: ['ana', \"bo\"]\n", `"names":["ana","bo"]`, ""},
		{"kind: plan\nwhen: [Date]\n", `"when":"[Date]"`, ""},
		{"kind: plan\nrows: [[1, 2], [3]]\n", `"rows":"[[1, 2], [3]]"`, ""},
	}
	for _, c := range cases {
		out, res := applyIndentKV(t, c.text)
		if !strings.Contains(out, c.want) || c.not != "" && strings.Contains(out, c.not) {
			t.Errorf("%q: %s (want %s)", c.text, out, c.want)
		}
		for _, f := range res.Account.Fields {
			if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
				t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
			}
		}
	}
	// a declared string receives the list joined back
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": "Job: j-7\nSize: 4 files, 2 folders\n"}}})
	vt := &extract.VirtualTool{SourceTool: "s:t", OutputSchema: json.RawMessage(`{"type":"object","properties":{"Size":{"type":"string"}}}`),
		TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue, Config: &extract.ParserConfig{Separator: ":", IndentAware: true}}}
	res, err := extract.Apply(vt, b)
	if err != nil {
		t.Fatal(err)
	}
	if out, _ := json.Marshal(res.Value); !strings.Contains(string(out), `"Size":"4 files, 2 folders"`) {
		t.Errorf("declared string: %s", out)
	}
}

// TestKVJSONValues: a pair's value written as a JSON object or array is
// its decoded value; a pair beside a list (a trailer) reads the same and
// splits a value with inline structure.
func TestKVJSONValues(t *testing.T) {
	b := string(applyParser(t, "auto", "Resolution: 10m\nMetric: cpu.usage\nDimension data: {\"dt.entity.host\":\"HOST-7D7D\"}\nDimensions: [\"HOST-7D7D\", \"HOST-0C4E\"]\n"))
	for _, w := range []string{`"dt.entity.host":"HOST-7D7D"`, `"Dimensions":["HOST-7D7D","HOST-0C4E"]`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	b = string(applyParser(t, "auto", "**Attachment**: notes.txt (text/plain, 1.8 KB)\n\n- New braking curve (level 3 default)\n- Battery guard raised to 52 C\n- Fixed: dock handshake retry loop\n"))
	if !strings.Contains(b, `"Attachment":{`) || !strings.Contains(b, `"notes.txt"`) {
		t.Errorf("trailer pair not split: %s", b)
	}
}
