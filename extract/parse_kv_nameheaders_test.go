package extract_test

import "testing"

// TestAutoKVNameHeaders: under parser auto, a short line that is no pair
// heads the pairs indented under it ("📁 web (dynamic)" over
// "   Description: …"), as a "web:" line would; a sentence over indented
// pairs does not, and the configured key_value_pairs parser is unchanged.
func TestAutoKVNameHeaders(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Server Groups\n\n📁 all\n   Description: All configured servers\n   Servers: 2\n\n📁 web\n   Description: front boxes\n   Servers: 1\n\nTotal groups: 2\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	want := `{"Total groups":"2","all":{"Description":"All configured servers","Servers":"2"},"web":{"Description":"front boxes","Servers":"1"}}`
	if got != want {
		t.Errorf("name headers\n got %s\nwant %s", got, want)
	}
	sentence := "The groups were listed below.\n   Description: All configured servers\n   Servers: 2\n"
	got = mustJSON(t, apply(t, x, textResult(sentence)).Value)
	if got != `{"Description":"All configured servers","Servers":"2"}` {
		t.Errorf("a sentence taken for a header: %s", got)
	}
	kv := tool(t, `{"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true}}`)
	got = mustJSON(t, apply(t, kv, textResult(text)).Value)
	if got == want {
		t.Errorf("key_value_pairs took name headers too: %s", got)
	}
}
