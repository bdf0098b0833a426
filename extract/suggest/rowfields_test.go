package suggest

import (
	"slices"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

func TestPersonKeyLeavesDataKeys(t *testing.T) {
	for k, want := range map[string]string{
		"2025-01-02": "2025-01-02", // a date used as a key stays a date
		"Total Size": "total_size",
		"userName":   "user_name",
	} {
		if got := personKey(k); got != want {
			t.Errorf("personKey(%q) = %q, want %q", k, got, want)
		}
	}
}

func TestRowFieldsFollowTheParser(t *testing.T) {
	te := &extract.TextExtraction{TableField: "results", ListField: "files"}
	if got := rowFields(te, extract.ParserTable); !slices.Equal(got, []string{"results"}) {
		t.Errorf("table: %v", got)
	}
	if got := rowFields(te, extract.ParserAuto); !slices.Equal(got, []string{"items", "files", "results"}) {
		t.Errorf("auto: %v", got)
	}
	if got := rowFields(te, extract.ParserNumberedList); got != nil {
		t.Errorf("list: %v, want none (item records are records)", got)
	}
}
