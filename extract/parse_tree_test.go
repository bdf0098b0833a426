package extract_test

import (
	"strings"
	"testing"
)

// TestAutoTree: a tree drawn with connectors (box-drawing or ASCII, bare
// or in a fence) gives one item a line with its depth and path; a
// trailing "(…)" is details, a comment after "  #" a description.
func TestAutoTree(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"box", "src/\n├── main.go\n├── server/\n│   ├── http.go\n│   └── routes.go\n└── util/\n    └── log.go (2.1 KB)\n"},
		{"ascii", "Project structure:\n\nsrc\n|-- main.go\n|-- server\n|   |-- http.go\n|   `-- routes.go  # the router\n`-- util\n    `-- log.go (2.1 KB)\n\n3 directories, 5 files\n"},
		{"fenced", "```\nsrc/\n├── main.go\n├── server/\n│   ├── http.go\n│   └── routes.go\n└── util/\n    └── log.go (2.1 KB)\n```\n"},
	} {
		b := string(applyParser(t, "auto", tc.text))
		for _, want := range []string{
			`{"depth":1,"name":"main.go","path":"src/main.go"}`,
			`{"depth":2,"name":"http.go","path":"src/server/http.go"}`,
			`{"depth":2,"details":"2.1 KB","name":"log.go","path":"src/util/log.go"}`,
		} {
			if !strings.Contains(b, want) {
				t.Errorf("%s: want %s in %s", tc.name, want, b)
			}
		}
		if tc.name == "ascii" && !strings.Contains(b, `"description":"the router"`) {
			t.Errorf("ascii: comment not read as a description: %s", b)
		}
	}
	// One connector line in prose is no tree.
	b := string(applyParser(t, "auto", "Moved the file.\n└── see notes below\nDone, and the rest of this paragraph is prose.\n"))
	if strings.Contains(b, `"depth"`) {
		t.Errorf("a lone connector line read as a tree: %s", b)
	}
}
