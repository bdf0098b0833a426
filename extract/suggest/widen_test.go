package suggest

import (
	"strings"
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

// TestKeyValueRecordKeepsNewPairs: a key-value text of one section gets
// an open record: the next output's pair the samples did not print is
// kept (in its section), the declared pairs still come out flat.
func TestKeyValueRecordKeepsNewPairs(t *testing.T) {
	tl := toolOf("get_status",
		"Status of node-a:\n\nHealth:\n  Load: 0.4\n  Memory: 61%\n  Uptime: 3 days",
		"Status of node-b:\n\nHealth:\n  Load: 1.2\n  Memory: 20%\n  Uptime: 9 days",
	)
	s := Suggest(tl)
	if s.Parser != extract.ParserKeyValue {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	v := apply(t, s.VirtualTool, textResult("Status of node-c:\n\nHealth:\n  Load: 0.9\n  Memory: 33%\n  Swap: 2%\n  Uptime: 1 day"))
	got := mustJSON(t, v)
	want := `{"Health":{"Swap":"2%"},"load":"0.9","memory":"33%","uptime":"1 day"}`
	if got != want {
		t.Errorf("got  %s\nwant %s\nschema %s", got, want, s.Schema)
	}
}

// TestListKeyLineNumbers: a list field read from `Key: value` lines whose
// samples were whole numbers keeps the next output's fraction, unless its
// label names a count.
func TestListKeyLineNumbers(t *testing.T) {
	tl := toolOf("list_products",
		"Found 2 products:\n\n1. **Lamp**\n   Price: 10\n   Reviews: 4\n\n2. **Desk**\n   Price: 120\n   Reviews: 12",
		"Found 2 products:\n\n1. **Chair**\n   Price: 45\n   Reviews: 3\n\n2. **Shelf**\n   Price: 80\n   Reviews: 0",
	)
	s := Suggest(tl)
	if s.Parser != extract.ParserNumberedList {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	te := s.VirtualTool.TextExtraction
	if p := te.ItemPatterns["price"]; p == nil || p.Type != "number" {
		t.Errorf("price: %s", mustJSON(t, te.ItemPatterns))
	}
	if p := te.ItemPatterns["reviews"]; p == nil || p.Type != "integer" {
		t.Errorf("reviews: %s", mustJSON(t, te.ItemPatterns))
	}
	v := apply(t, s.VirtualTool, textResult("Found 1 products:\n\n1. **Stool**\n   Price: 19.5\n   Reviews: 7"))
	if got := mustJSON(t, v); !strings.Contains(got, `"price":19.5`) || !strings.Contains(got, `"reviews":7`) {
		t.Errorf("got %s\nschema %s", got, s.Schema)
	}
}

// TestStructuredProjectionKeepsNewKeys: the projection suggested for a
// tool that returns structuredContent keeps a key and a fraction the
// samples did not show.
func TestStructuredProjectionKeepsNewKeys(t *testing.T) {
	sc := func(s string) []byte {
		return []byte(`{"content":[{"type":"text","text":"ok"}],"structuredContent":` + s + `}`)
	}
	tl := Tool{Server: "srv", Tool: "stats", Samples: []Sample{
		{ID: "1", Result: sc(`{"count": 3, "ratio": 1, "tags": ["a"]}`)},
		{ID: "2", Result: sc(`{"count": 5, "ratio": 2, "tags": []}`)},
	}}
	s := Suggest(tl)
	if s.Parser != ParserStructured || s.VirtualTool == nil {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	v := apply(t, s.VirtualTool, sc(`{"count": 4, "ratio": 0.5, "tags": [{"name": "b"}], "median": 2}`))
	want := `{"count":4,"median":2,"ratio":0.5,"tags":[{"name":"b"}]}`
	if got := mustJSON(t, v); got != want {
		t.Errorf("got  %s\nwant %s\nschema %s", got, want, s.Schema)
	}
}
