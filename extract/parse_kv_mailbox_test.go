package extract

import "testing"

func TestMailbox(t *testing.T) {
	for _, c := range []struct {
		in, name, addr string
		ok             bool
	}{
		{"Ana Lima <ana@example.org>", "Ana Lima", "ana@example.org", true},
		{"ops-bot <bot@ci.local>", "ops-bot", "bot@ci.local", true},
		{"<ana@example.org>", "", "", false},
		{"Ana <ana at example.org>", "", "", false},
		{"a <b@c> <d@e>", "", "", false},
		{"x<ana@example.org>", "", "", false},
		{"Ana <a@b@c>", "", "", false},
	} {
		n, a, ok := mailbox(c.in, span{0, len(c.in)})
		if ok != c.ok || ok && (c.in[n.start:n.end] != c.name || c.in[a.start:a.end] != c.addr) {
			t.Errorf("%q: got %v %v %v", c.in, n, a, ok)
		}
	}
}
