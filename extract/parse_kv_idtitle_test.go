package extract_test

import (
	"strings"
	"testing"
)

// TestKVRecordTitle: a first line or a heading "[Kind ]ID - Title" gives
// the record's id and title; a line elsewhere, a sentence or a word
// without digits does not.
func TestKVRecordTitle(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Ticket BUG-7 - Footer overlaps\nState: open\nOwner: kim\n", `"id":"BUG-7"`},
		{"Path: /x/y.md\n\nIssue ISS-12 – Rename the column (v2)\n===========\n\nState: open\n", `"title":"Rename the column (v2)"`},
		{"## #42 - Retry on 503\nState: open\n", `"id":"#42"`},
		{"r_3 - Spring release\nState: open\n", `"id":"r_3"`},
		{"State: open\nOwner: kim\nBUG-7 - Footer overlaps\n", ""},
		{"Saved.\n\nTicket BUG-8 - Header wraps\nState: open\n", `"title":"Header wraps"`},
		{"Release notes - spring\nState: open\n", ""},
		{"Task BUG7 - x\nState: open\n", ""},
	}
	for _, c := range cases {
		out, _ := applyIndentKV(t, c.text)
		has := strings.Contains(out, `"id":`)
		if c.want == "" && has || c.want != "" && !strings.Contains(out, c.want) {
			t.Errorf("%q: %s (want %s)", c.text, out, c.want)
		}
	}
}
