package extract_test

import "testing"

// TestAutoKVPluralKeyLists: under parser auto, two plain words after a
// key naming several things ("Tags", "MCP Servers") are a list; after
// another key ("Address") they stay one value.
func TestAutoKVPluralKeyLists(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"Tags: payments, architecture\nType: spec\n", `{"Tags":["payments","architecture"],"Type":"spec"}`},
		{"Status: ok\nMCP Servers: github-development, slack\n", `{"MCP Servers":["github-development","slack"],"Status":"ok"}`},
		{"Address: Berlin, Germany\nStatus: ok\n", `{"Address":"Berlin, Germany","Status":"ok"}`},
		{"Address: Berlin, Germany\nClass: first, second\n", `{"Address":"Berlin, Germany","Class":"first, second"}`},
	} {
		if got := mustJSON(t, apply(t, x, textResult(c.text)).Value); got != c.want {
			t.Errorf("%q\n got %s\nwant %s", c.text, got, c.want)
		}
	}
}
