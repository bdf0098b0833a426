package textparse

import "testing"

// TestItemFieldsLogEntry: a list item that is a log entry gives its time,
// its source, the entry's kind and its detail.
func TestItemFieldsLogEntry(t *testing.T) {
	cases := []struct{ item, want string }{
		{"[09:15:02 AM] [Build bot] Deploy done: release 7 is live", "date=09:15:02 AM source=Build bot event=Deploy done description=release 7 is live"},
		{"[2025-03-04 10:00] [ops] - Restarted: cache node b", "date=2025-03-04 10:00 source=ops event=Restarted description=cache node b"},
		{"[2025-03-04] - Backup finished", "date=2025-03-04 description=Backup finished"},
	}
	for _, c := range cases {
		got := ""
		for _, f := range ItemFields(c.item) {
			if got != "" {
				got += " "
			}
			got += f.Name + "=" + f.Value
		}
		if got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.item, got, c.want)
		}
	}
	// a bracketed tag that is not a time stays a tag
	if fs := ItemFields("[FILE] notes.md"); len(fs) == 0 || fs[0].Name != FieldType {
		t.Errorf("[FILE] notes.md: %+v", fs)
	}
}
