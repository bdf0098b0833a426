package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// FuzzAutoShapes: parser auto (and key_value_pairs) on texts near the
// shapes of the record-line, grouped-match, logfmt, front-matter, wrapped
// and bracketed-list readers: no panic, deterministic, ranges inside the
// text (check).
func FuzzAutoShapes(f *testing.F) {
	for _, s := range []string{
		"src/a.ts(12,5): error X: bad\nsrc/b.ts(3): warning\n",
		"a/b.go\n  12: x\n  13:4: y\nFile: c.go\n  Line 7: z\n",
		"id=1 name=\"a b\" v=2\nid=2 name=c v=\\\"\n- k=1 j=2\n",
		"---\ntags: [a, b]\nports: [1,2,]\nx: [\"a\", 'b']\n---\n# T\n",
		"Summary: a value long enough to be wrapped by the tool here\nat the margin\n  and indented\nNext: v\n",
		"Oak shelf ($89.50) - out of stock\nWalnut desk ($349) — 12 in stock\n",
		"Saved draft: notes/plan.txt (mode: append, eta: 1)\nMoved /a to /b (x: )\n",
		"Regions: eu-west, ap-south.\nLangs: go, rust, python\n",
		"Ana <a@b.org> — x\n- Ana <https://x.y/> (2 posts)\n",
		"+---+----+\n| a | b  |\n+---+----+\n| 1 | ⭐ |\n└─┴┘\n│ x │ y │\n",
		"State: open | Priority: high · Owner: a | b\nBody:\n  text here\n  Key: v\n- acme ⭐ 1,2k\n",
		"Templates:\n  A b: one two three\n  C: four five six\n  D: seven eight nine\n\"q\"\n\"r\"\n",
		"ID   IMAGE   STATE\n4f2a9c1d2e3f   x:1   up 3\n",
		"{'id': 7, 'ok': True, 'x': None, 't': ('a', 'b'),}\n",
		"[{\"id\": 1}, {\"id\": 2, \"na\n... (truncated)",
		"\"{\\\"id\\\": 1, \\\"n\\\": [1, 2]}\"",
		"URL: http://x/a.csv\nContent: id,name\n1,a\n2,b\n3,c\n",
		"Entity: x | 4 facts | 63 tokens\n=== Review: r-1 ===\n--- Steps ---\n1. a\n2. b\n",
		"1. **acme/web** / `a/b`\n   9 stars • 2 forks • Oslo\n2. **b** (1965)\n",
		"Description:\n-----\nprose here\n\n## Session: x\n- **ID:** 2\n```json\n{\"a\": 1}\n```\n",
		".\n├── a  # b\n│   └── c (1 KB)\n│       └── \n└── d/\n|-- e\n`-- ",
		"[09:12] a: b\n[9:1] :\n[2026-11-25 09:20:00] c d e f: g\n*x -> y -> z\n a -> \n- x \"y\" [ref=e1] [k]:\n  - /url: \n- /:\n[UID 1] From: a (b) (c) (d)\n",
		"CREATE TABLE \"a\".[b] (x int not null default, y, primary key (x), `z` text default 'q,(' references t(\n);\ncreate table (",
	} {
		f.Add([]byte(s))
	}
	var xs []*extract.Extractor
	for _, cfg := range []string{autoCfg, `{"source_tool": "s:t", "text_extraction": {"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true}}}`} {
		g, err := extract.LoadGateway([]byte(cfg), "fuzz")
		if err != nil {
			f.Fatal(err)
		}
		xs = append(xs, g.ForSource("s", "t")[0].Extractor)
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		for _, x := range xs {
			check(t, x, textResult(string(text)))
		}
	})
}
