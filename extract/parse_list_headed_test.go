package extract_test

import (
	"strings"
	"testing"
)

// TestAutoHeadedLists: list items under headings that name records (a
// name and a date) are grouped per heading; under one-word headings they
// stay one list. The document's first heading is its title.
func TestAutoHeadedLists(t *testing.T) {
	x := tool(t, autoCfg)
	text := "# Changelog\n\n## r12 (2025-11-02)\n- Faster start on cold machines\n- New icon for the tray menu\n\n## r11 (2025-10-01)\n- First cut of the whole thing\n"
	res := apply(t, x, textResult(text))
	want := `{"items":[{"date":"2025-11-02","items":["Faster start on cold machines","New icon for the tray menu"],"name":"r12"},{"date":"2025-10-01","items":["First cut of the whole thing"],"name":"r11"}],"title":"Changelog"}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, f := range res.Account.Fields {
		if f.Start < 0 || f.End > len(text) || f.Start > f.End {
			t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
		}
		if v := text[f.Start:f.End]; strings.HasSuffix(f.Path, "/items/1") && v != "New icon for the tray menu" {
			t.Errorf("field %s holds %q", f.Path, v)
		}
	}
	plain := "# Changes\n\n### Added\n- a thing\n- b thing\n\n### Fixed\n- c thing\n"
	if got := mustJSON(t, apply(t, x, textResult(plain)).Value); got != `{"items":["a thing","b thing","c thing"],"title":"Changes"}` {
		t.Errorf("one-word headings grouped: %s", got)
	}
}
