package suggest

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestWidenedJSONKeepsOtherForms: a JSON tool fitted on listings of names
// and whole prices keeps records in a listing asked with details and a
// fractional price: a few samples do not pin the element kind or the
// number type down.
func TestWidenedJSONKeepsOtherForms(t *testing.T) {
	tl := toolOf("list_items",
		`{"total": 2, "price": 10, "entries": ["alpha/", "beta.txt"]}`,
		`{"total": 1, "price": 4, "entries": ["gamma.md"]}`,
	)
	s := Suggest(tl)
	if s.VirtualTool == nil {
		t.Fatalf("no suggestion: %s", s.Reason)
	}
	res, err := extract.Apply(s.VirtualTool, textResult(`{"total": 2, "price": 0.25, "entries": [{"name": "alpha", "size": 12}, {"name": "beta.txt", "size": 3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"entries":[{"name":"alpha","size":12},{"name":"beta.txt","size":3}],"price":0.25,"total":2}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("got  %s\nwant %s\nschema %s", got, want, s.Schema)
	}
	if len(res.Account.Misses) > 0 {
		t.Errorf("misses: %+v", res.Account.Misses)
	}
}
