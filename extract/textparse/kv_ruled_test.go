package textparse

import (
	"strings"
	"testing"
)

// A `Name:` header over a rule line holds the lines after the rule at its
// own indentation: prose is its value, list items its items; tree lines
// ("└─ …") under a header are its items; a geometric status glyph before
// a value is cut.
func TestKeyValuesRuledSections(t *testing.T) {
	for _, c := range []struct {
		text, want string
		section    bool
	}{
		{"Summary:\n----------\nThe cache is cold after deploys.\n\nOwner: kim\n",
			"Summary=The cache is cold after deploys.\nOwner=kim\n", false},
		{"Summary:\n==========\nThe cache is cold\nafter deploys.\n",
			"Summary=The cache is cold after deploys.\n", false},
		{"Steps:\n-----\n- [ ] build the image\n- [x] push it\n",
			"Steps=\n  - build the image\n  - push it\n", false},
		{"Steps:\n-----\n- build\n\nNotes:\n-----\nnone\n",
			"Steps=\n  - build\nNotes=none\n", true},
		{"Blocked by (1):\n└─ ISS-4 - Rename the column [Open]\n├── ISS-5 - Drop rows [Done]\n",
			"Blocked by (1)=\n  - └─ ISS-4 - Rename the column [Open]\n  - ├── ISS-5 - Drop rows [Done]\n", false},
		{"State: ◐ Half done\nLevel: ● high\nMood: ✓ fine\nScore: ◆\n",
			"State=Half done\nLevel=high\nMood=✓ fine\nScore=◆\n", false},
		// no rule: a line at the header's indentation is not its value
		{"Summary:\nThe cache is cold.\n", "Summary=\n", false},
	} {
		o := KVOptions{Separator: ":", IndentAware: true}
		if c.section {
			o.SectionMarker = "\n\n"
		}
		var sb strings.Builder
		kvDump(KeyValues(c.text, o), 0, &sb)
		if sb.String() != c.want {
			t.Errorf("%q:\n got  %q\n want %q", c.text, sb.String(), c.want)
		}
	}
}

func TestRuleLine(t *testing.T) {
	for s, want := range map[string]bool{"---": true, "=====": true, "- - -": true, "--": false, "-- x": false, "___": true, "-=-": false} {
		if RuleLine(s) != want {
			t.Errorf("RuleLine(%q) = %v", s, !want)
		}
	}
}

// List items whose key is an identifier ("r-1: Spring (due …)") under a
// header are its items (records), not pairs; label keys stay pairs.
func TestKeyValuesIDItems(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Releases (2):\n  - r-1: Spring (due 2027-03-01)\n  - r-2: Summer\n",
			"Releases (2)=\n  - r-1: Spring (due 2027-03-01)\n  - r-2: Summer\n"},
		{"Limits:\n  - cpu: 2\n  - mem: 4G\n", "Limits=\n  cpu=2\n  mem=4G\n"},
		{"- r-1: Spring\n", "r-1=Spring\n"},
	} {
		var sb strings.Builder
		kvDump(KeyValues(c.text, KVOptions{Separator: ":", IndentAware: true}), 0, &sb)
		if sb.String() != c.want {
			t.Errorf("%q:\n got  %q\n want %q", c.text, sb.String(), c.want)
		}
	}
}

// Indented "ID - Title" record lines under a header are its items even
// with a pair inside their parenthetical; IDTitleLead finds the title.
func TestKeyValuesIDTitleItems(t *testing.T) {
	text := "Tickets:\n  BUG-7 - Footer overlaps (owner: kim)\n  BUG-9 - Retry (owner: li)\n"
	var sb strings.Builder
	kvDump(KeyValues(text, KVOptions{Separator: ":", IndentAware: true}), 0, &sb)
	want := "Tickets=\n  - BUG-7 - Footer overlaps (owner: kim)\n  - BUG-9 - Retry (owner: li)\n"
	if sb.String() != want {
		t.Errorf("got  %q\nwant %q", sb.String(), want)
	}
	for s, want := range map[string]int{"BUG-7 - Footer": 8, "#42 — Retry": 8, "doc_3 – Notes": 10, "BUG7 - x": 0, "BUG-7: x": 0, "Plain - text": 0, "BUG-7 - ": 0} {
		if got := IDTitleLead(s); got != want {
			t.Errorf("IDTitleLead(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestFramed(t *testing.T) {
	for in, want := range map[string]string{
		"--- Thought Sequence ---": "Thought Sequence",
		"=== Review: db-2 ===":     "Review: db-2",
		"~~  spaced  ~~":           "spaced",
		"--- no closing run":       "",
		"-- x --":                  "x",
		"== ==":                    "",
		"Plain line":               "",
		"---":                      "",
		"--- mixed ===":            "",
	} {
		got, ok := Framed(in)
		if got != want || ok != (want != "") {
			t.Errorf("Framed(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}
