package textparse

import "testing"

// SymbolLead needs a symbol, a blank and a value.
func TestSymbolLead(t *testing.T) {
	for _, c := range []struct {
		in   string
		sym  rune
		val  string
		want bool
	}{
		{"📍 Room 1", '📍', "Room 1", true},
		{"⏱\ufe0f 3m", '⏱', "3m", true},
		{"📍Room", 0, "", false},
		{"Room 📍 1", 0, "", false},
		{"📍 ", 0, "", false},
	} {
		sym, val, ok := SymbolLead(c.in)
		if ok != c.want || ok && (sym != c.sym || val != c.val) {
			t.Errorf("%q: got %q %q %v", c.in, sym, val, ok)
		}
	}
}

// Continuation lines led by a symbol are fields named after the symbol,
// or after the word following a number; other lines stay description.
func TestItemFieldsSymbolLines(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"**Standup**\n  📍 Room 4\n  👥 1,204 attendees", "name=Standup location=Room 4 attendees=1,204"},
		{"**A**\n  🎯 ship it\n  plain words", "name=A info=ship it description=plain words"},
		{"**A**\n  📍 here\n  📍 there", "name=A location=here description=📍 there"},
		{"**A**\n  📍here", "name=A description=📍here"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}
