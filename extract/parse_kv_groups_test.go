package extract_test

import (
	"strings"
	"testing"
)

// TestKVRecordBlocks: blocks of the same pairs are records under "items"
// (a count line above them stays beside), each with the body paragraph
// below its pairs; pairs whose keys differ from block to block stay one
// array a key, their keys kept as values.
func TestKVRecordBlocks(t *testing.T) {
	text := "Found 2 results:\n\nTitle: Getting started\nURL: https://example.com/a\nScore: 0.92\n\n" +
		"Title: Persistence\nURL: https://example.com/b\nScore: 0.87\n"
	b := string(applyParser(t, "auto", text))
	want := `"items":[{"Score":"0.92","Title":"Getting started","URL":"https://example.com/a"},{"Score":"0.87","Title":"Persistence","URL":"https://example.com/b"}]`
	if !strings.Contains(b, want) {
		t.Errorf("records: want %s in %s", want, b)
	}
	// a pair of the whole answer above them leads no record
	total := "Total results: 2\nticket_id: SUP-1\nstatus: open\nreplies: 2\nticket_id: SUP-2\nstatus: closed\nreplies: 0\n"
	b = string(applyParser(t, "auto", total))
	if want := `"items":[{"replies":"2","status":"open","ticket_id":"SUP-1"},{"replies":"0","status":"closed","ticket_id":"SUP-2"}]`; !strings.Contains(b, want) || !strings.Contains(b, `"Total results":"2"`) {
		t.Errorf("records under a total: want %s in %s", want, b)
	}
	log := "commit 0bac915f64c4f4551ac53ef28911cd7b7ddf483e\nAuthor: Noah Haddad <noah@ember.dev>\nDate:   2026-12-16 09:00:53 +0100\n\n    Bump ember parser\n\n" +
		"commit 1f32480c7fe744efbe13dcbd66657c6b33e32de7\nAuthor: Ines Rossi <ines@sierra.dev>\nDate:   2026-07-24 11:15:12 +0100\n\n    Refactor nimbus config\n"
	b = string(applyParser(t, "auto", log))
	for _, w := range []string{`"body":["Bump ember parser"],"commit":"0bac915f64c4f4551ac53ef28911cd7b7ddf483e"`, `"body":["Refactor nimbus config"],"commit":"1f32480c7fe744efbe13dcbd66657c6b33e32de7"`} {
		if !strings.Contains(b, w) {
			t.Errorf("git log: want %s in %s", w, b)
		}
	}
	status := "added: a.go\nremoved: b.go\nadded: c.go\nrenamed: d.go\nmodified: e.go\nadded: f.go\nmodified: g.go\n"
	b = string(applyParser(t, "auto", status))
	if strings.Contains(b, `"items"`) || !strings.Contains(b, `"key":"added"`) {
		t.Errorf("statuses read as records: %s", b)
	}
	// key_value_pairs as the seed wrote it keeps one array a key
	b = string(applyParser(t, "key_value_pairs", text))
	if strings.Contains(b, `"items"`) || !strings.Contains(b, `"Title":["Getting started","Persistence"]`) {
		t.Errorf("key_value_pairs changed: %s", b)
	}
}
