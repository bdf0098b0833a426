package corpus

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

func TestSuggestionsSaveLoadReplace(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	first := []SuggestionRow{
		{Server: "b", Tool: "t", Config: json.RawMessage(`{"virtual_tools":{"t":{"source_tool":"b:t"}}}`),
			OutputSchema: json.RawMessage(`{"type":"object"}`), Reason: "old", Version: "1", CreatedAt: at},
		{Server: "a", Tool: "x", Reason: "unstructured prose", Version: "1", CreatedAt: at},
		{Server: "b", Tool: "t", Reason: "other version", Version: "0", CreatedAt: at},
	}
	if err := db.SaveSuggestions(ctx, first); err != nil {
		t.Fatal(err)
	}
	got, err := db.Suggestions(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Server != "a" || got[1].Server != "b" {
		t.Fatalf("version 1 rows not ordered by server: %+v", got)
	}
	if !reflect.DeepEqual(got[1], first[0]) {
		t.Errorf("round trip:\ngot  %+v\nwant %+v", got[1], first[0])
	}
	if got[0].Config != nil || got[0].OutputSchema != nil || got[0].Reason != "unstructured prose" {
		t.Errorf("no-suggestion row: %+v", got[0])
	}

	// A second save replaces b/t of version 1 only.
	second := []SuggestionRow{
		{Server: "b", Tool: "t", Config: json.RawMessage(`{"virtual_tools":{}}`), Reason: "new", Version: "1"},
	}
	if err := db.SaveSuggestions(ctx, second); err != nil {
		t.Fatal(err)
	}
	all, err := db.Suggestions(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	var reasons []string
	for _, r := range all {
		reasons = append(reasons, r.Server+"/"+r.Tool+"@"+r.Version+":"+r.Reason)
		if r.Reason == "new" && r.CreatedAt.IsZero() {
			t.Errorf("zero CreatedAt was not stamped")
		}
	}
	want := []string{"a/x@1:unstructured prose", "b/t@0:other version", "b/t@1:new"}
	if !reflect.DeepEqual(reasons, want) {
		t.Errorf("after replace: got %v, want %v", reasons, want)
	}
}

func TestSuggestionsSameKeyTwiceInOneSave(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	rows := []SuggestionRow{{Server: "s", Tool: "t", Reason: "one", Version: "1"}, {Server: "s", Tool: "t", Reason: "two", Version: "1"}}
	if err := db.SaveSuggestions(ctx, rows); err != nil {
		t.Fatal(err)
	}
	got, err := db.Suggestions(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Reason != "one" || got[1].Reason != "two" {
		t.Errorf("rows of one save must all be kept in order: %+v", got)
	}
}
