package textparse

import "testing"

// TestKeyValuesItems: list items indented under a `Name:` header, also
// the header opening a blank-line section, are its values (Item nodes);
// items not under a header are not pairs.
func TestKeyValuesItems(t *testing.T) {
	cases := []struct {
		name, text string
		o          KVOptions
		want       string
	}{
		{"under a header", "owner: kim\ntags:\n  - red\n  - blue\n", KVOptions{IndentAware: true}, "owner=kim; tags{=red; =blue}"},
		{"under a section's header", "Host: a1\n\nRecent jobs:\n  - job_1 (done)\n  - job_2 (new)\n", KVOptions{IndentAware: true, SectionMarker: "\n\n"},
			"Host=a1; Recent jobs{=job_1 (done); =job_2 (new)}"},
		{"not under a header", "- alpha\n- beta\n", KVOptions{IndentAware: true}, ""},
	}
	for _, c := range cases {
		if got := kvString(KeyValues(c.text, c.o)); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
