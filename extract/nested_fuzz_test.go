package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// FuzzNested: text inside JSON (string members, wrapped results) under
// auto and nested_text: no panic, deterministic, ranges inside the text.
func FuzzNested(f *testing.F) {
	for _, s := range []string{
		`{"stdout": "a,b\n1,2\n", "rc": 0}`,
		`{"data": {"content": "k: v\nq: \u00e9\ud83d\ude00\n"}}`,
		`{"content": [{"type": "text", "text": "x: 1\ny: 2"}], "isError": false}`,
		`{"content": [{"type": "text", "text": "{\"content\": [{\"type\": \"text\", \"text\": \"a\\nb\"}]}"}]}`,
		`{"content": [{"type": "text", "text": "e"}], "isError": true}`,
		`{"content": [{"type": "image", "data": ""}], "structuredContent": {"a": [1]}}`,
		`[{"log": "1. a\n2. b"}, {"log": "| x |\n|---|\n| 1 |"}]`,
		`{"v": "{\"v\": \"{\\\"v\\\": 1}\"}"}`,
		`{"s": "\ud800\n\udc00\nA: b\nC: d"}`,
	} {
		f.Add(uint8(0), []byte(s))
		f.Add(uint8(1), []byte(s))
	}
	var xs []*extract.Extractor
	for _, c := range []string{autoCfg, nestedCfg} {
		g, err := extract.LoadGateway([]byte(c), "fuzz")
		if err != nil {
			f.Fatal(err)
		}
		for _, name := range g.Names() {
			x, err := extract.Compile(g.VirtualTools[name])
			if err != nil {
				f.Fatal(err)
			}
			xs = append(xs, x)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, text []byte) {
		check(t, xs[int(which)%len(xs)], textResult(string(text)))
	})
}
