package classify

import "testing"

// TestLineFieldCount checks the field count of list-item lines (DESIGN.md
// §4: a record carries several fields; a bare string carries one).
func TestLineFieldCount(t *testing.T) {
	cases := []struct {
		line string
		want int
	}{
		{"README.md", 1},
		{"`users`", 1},
		{"https://example.com/about", 1},
		{"📄 go.mod", 1},
		{"Clicked **Submit** on the form", 1},            // bold inside a sentence is formatting
		{"Run `make` first, then restart the server", 1}, // so is code
		{"README.md (2.1 KB)", 2},
		{"[Example Domain](https://example.com/)", 2},         // link text and URL
		{"[](https://example.com/)", 1},                       // a link without text
		{"0: (current) [Google](https://www.google.com/)", 4}, // index, parenthetical, link
		{"**express** — Fast web framework", 2},               // name and description
		{"**express**", 1},                                    // a name only
		{"simple_prompt - A prompt without arguments", 2},     // separator
		{"#1423 Crash when config is empty (bug, open) — @alice", 3},
		{"[bug] Crash on start", 2}, // bracketed tag and text
		{"", 0},
		{"---", 0},
		{"Model Context Protocol https://modelcontextprotocol.io", 2},
	}
	for _, c := range cases {
		if got, _ := lineFieldCount([]byte(c.line)); got != c.want {
			t.Errorf("lineFieldCount(%q) = %d, want %d", c.line, got, c.want)
		}
	}
}

// TestTaskBox checks the task-box detection on raw list lines.
func TestTaskBox(t *testing.T) {
	for line, want := range map[string]bool{
		"- [ ] ship":       true,
		"* [x] tests":      true,
		"1. [X] done":      true,
		"- [link](u)":      false,
		"- [ ]":            false,
		"[ ] not a list":   false,
		"10) [ ] numbered": true,
	} {
		if got := taskBox([]byte(line)); got != want {
			t.Errorf("taskBox(%q) = %v, want %v", line, got, want)
		}
	}
}
