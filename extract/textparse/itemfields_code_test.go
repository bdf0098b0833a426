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

// A pair after a mark is read as a pair; a pair's value that is a list of
// short tokens gives one field per token, except two capitalised ones.
func TestItemFieldsPairAfterMarkWordList(t *testing.T) {
	for _, c := range []struct{ item, want string }{
		{"[Guide](https://x.org/g) — tags: db, docs", "title=Guide url=https://x.org/g tags=db tags_2=docs"},
		{"**web** — topics: Go, Rust, CLI", "name=web topics=Go topics_2=Rust topics_3=CLI"},
		{"City: Seattle, WA", "city=Seattle, WA"},
		{"Note: fast, small and simple", "note=fast, small and simple"},
		{"**web** — ready: yes", "name=web ready=yes"},
	} {
		if got := fieldString(ItemFields(c.item)); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, got, c.want)
		}
	}
}
