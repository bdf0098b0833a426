package extract_test

import "testing"

// A heading above a list is the list's title, a quoted name in a count
// line its name (parser auto).
func TestPreambleTitle(t *testing.T) {
	x := tool(t, autoCfg)
	for text, want := range map[string]string{
		"# Mirror hosts\n\n- [Alpha](https://a.example)\n- [Beta](https://b.example)\n": `{"items":[{"title":"Alpha","url":"https://a.example"},{"title":"Beta","url":"https://b.example"}],"title":"Mirror hosts"}`,
		"Found 2 results for \"fjord\":\n\n1. Fjord setup\n2. Fjord limits\n":           `{"items":["Fjord setup","Fjord limits"],"name":"fjord","results_count":2}`,
	} {
		if got := mustJSON(t, apply(t, x, textResult(text)).Value); got != want {
			t.Errorf("%q:\n got  %s\n want %s", text, got, want)
		}
	}
}
