package classify

import "testing"

// TestGlyphLists: lists bulleted with glyphs other than CommonMark's
// markers are judged like markdown lists, a header line ending in ':'
// announces a list of one record, and a list of records under a key among
// pairs is that key's value.
func TestGlyphLists(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"glyph records with indented pairs",
			"Sessions:\n\n• alpha (a1)\n  Created: 2025-01-01\n  Items: 3\n\n• beta (b2)\n  Created: 2025-01-02\n  Items: 0\n",
			MarkdownList},
		{"middle-dot records with a description line",
			"· [warn] disk_full (ops)\n  Volume /data at 97%\n· [info] backup_ok (ops)\n  Nightly backup finished\n",
			MarkdownList},
		{"en-dash records",
			"– **lib-a** — parses things\n– **lib-b** — prints things\n", MarkdownList},
		{"square bullets, one field each", "▪ a.txt\n▪ b.txt\n▪ c.txt\n", Unstructured},
		{"glyph pairs", "• Host: db.local\n• Port: 5432\n• User: app\n", KeyValue},
		{"one record announced by a header",
			"Found 1 match for \"x\":\n\n• [high] fix_login (task)\n  Repair the login form\n", MarkdownList},
		{"one markdown record announced by a header",
			"Matching entries:\n\n- **entry_7** (draft)\n  Written yesterday, not reviewed\n", MarkdownList},
		{"one record without a header", "• [high] fix_login (task)\n  Repair the login form\n", Unstructured},
		{"one record after prose",
			"We looked everywhere and this is what turned up in the archive today:\nSee below.\n• [high] fix_login (task)\n  Repair the login form\n", Unstructured},
		{"an attribution dash is not a list", "Simplicity is prerequisite for reliability.\n– E. W. Dijkstra\n", Unstructured},
		{"record list under a key among pairs",
			"Name: main\nOwner: ops\nCreated: 2025-01-01\n\nRecent:\n  • [normal] a_1 (note)\n  • [low] b_2 (task)\n  • [high] c_3 (error)\n  • [high] d_4 (error)\n  • [low] e_5 (note)\n  • [low] f_6 (note)\n",
			KeyValue},
		{"markdown record list under a key among pairs",
			"Name: main\nOwner: ops\nRecent:\n- [normal] a_1 (note)\n- [low] b_2 (task)\n- [high] c_3 (error)\n- [high] d_4 (error)\n- [low] e_5 (note)\n",
			KeyValue},
		{"record list under a header without pairs",
			"Recent:\n- [normal] a_1 (note)\n- [low] b_2 (task)\n- [high] c_3 (error)\n", MarkdownList},
	}
	for _, c := range cases {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
}

func TestGlyphMarker(t *testing.T) {
	for s, want := range map[string]int{
		"• a": 4, "·  b": 4, "– c": 4, "•a": 0, "•": 0, "• ": 0, "- a": 0, "é a": 0, "▪\tx": 4,
	} {
		if got := glyphMarker([]byte(s)); got != want {
			t.Errorf("glyphMarker(%q) = %d, want %d", s, got, want)
		}
	}
}
