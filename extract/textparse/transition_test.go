package textparse

import "testing"

func TestTransition(t *testing.T) {
	for in, want := range map[string][2]string{
		"unresolved → resolved":      {"unresolved", "resolved"},
		"main -> box":                {"main", "box"},
		"du -> du -sh .":             {"du", "du -sh ."},
		"v1.0.131 => v1.0.169":       {"v1.0.131", "v1.0.169"},
		"volume (value=0.8 -> 0.78)": {},
		"a -> b -> c":                {},
		"a -> b => c":                {},
		"no arrow here":              {},
		"x ->":                       {},
	} {
		from, to, ok := Transition(in)
		if ok != (want[0] != "") {
			t.Errorf("Transition(%q) ok = %v", in, ok)
			continue
		}
		if ok && (in[from.Start:from.End] != want[0] || in[to.Start:to.End] != want[1]) {
			t.Errorf("Transition(%q) = %q, %q, want %q", in, in[from.Start:from.End], in[to.Start:to.End], want)
		}
	}
}

// A label's value that is a change or a mapping gives its sides; a
// lone '.' at its end is data, not a sentence's stop.
func TestMessageTransition(t *testing.T) {
	text := "✅ Command alias created: du -> du -sh ."
	got := messageFieldMap(text)
	want := map[string]string{"command_alias_created": "du -> du -sh .", "from": "du", "to": "du -sh ."}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q (all: %q)", k, got[k], v, got)
		}
	}
}
