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

// TestKVMailboxKeepsValue: a pair whose value is a mailbox gives the value
// as written beside its name and address.
func TestKVMailboxKeepsValue(t *testing.T) {
	x, err := Compile(&VirtualTool{SourceTool: "s:t", TextExtraction: &TextExtraction{Enabled: true, Parser: ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := x.Apply([]byte(`{"content":[{"type":"text","text":"From: Larkspur Books <events@news.example>\nSubject: Seats held\n"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	m, _ := res.Value.(map[string]any)
	from, _ := m["From"].(map[string]any)
	if from[DefaultTextField] != "Larkspur Books <events@news.example>" || from["name"] != "Larkspur Books" || from["email"] != "events@news.example" {
		t.Errorf("From: %v", m["From"])
	}
}
