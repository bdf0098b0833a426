package textparse

import "testing"

// API reference items: a parenthetical of code spans (which may hold
// parentheses and pipes) gives one field per part; parameters right after
// a name are a field; after "name:" a code span and a later " — " are
// cells.
func TestItemFieldsCodeReference(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"`size` (`\"sm\" | \"md\"`, default: `\"md\"`) — box size", `name=size details="sm" | "md" default="md" description=box size`},
		{"`onClose` (`() => void`, default: `null`) — called on close", "name=onClose details=() => void default=null description=called on close"},
		{"`onClose`: `() => void` — called on close", "name=onClose description=() => void details=called on close"},
		{"**open**(path, mode): `File`", "name=open params=path, mode description=File"},
		{"**now**(): `Date`", "name=now description=Date"},
		{"**Note** (draft) — keep", "name=Note details=draft description=keep"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}
