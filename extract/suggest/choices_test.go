package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestFixedParserSuggestsFallback: a suggestion of one of seed 000's
// parsers carries "fallback": "auto", so that a later output in another
// form (pairs written with a dash) still gives its values; a suggestion
// of parser auto carries none.
func TestFixedParserSuggestsFallback(t *testing.T) {
	kv := toolOf("get_user",
		"Company: Atlas Inc\nUsername: g.sato\nRole: Maintainer\n",
		"Company: Cobalt Inc\nUsername: b.okafor\nRole: Owner\n")
	res := suggestParser(t, kv, extract.ParserKeyValue, "## User profile\n\n* **Company** — Quartz Ltd\n* **Username** — d.novak\n")
	if got := mustJSON(t, res.Value); res.Account.FellBack == "" || !strings.Contains(got, "Quartz Ltd") || !strings.Contains(got, "d.novak") {
		t.Errorf("a dashed output under the suggestion: %s (fell_back %q)", got, res.Account.FellBack)
	}
	auto := Suggest(toolOf("read_file", "a,b\n1,2\n", "Status: ok\nUptime: 3 days\n", "- x\n- y\n"))
	if auto.VirtualTool != nil && auto.VirtualTool.TextExtraction.Parser == extract.ParserAuto && auto.VirtualTool.TextExtraction.Fallback != "" {
		t.Errorf("parser auto given a fallback: %+v", auto.VirtualTool.TextExtraction)
	}
}

// TestJSONBehindDataLinesTakesAuto: JSON behind lines that carry data of
// their own (the request's URL, "Status: 200 OK") gets parser auto, which
// reads those lines too; auto_detect_json would hand over the JSON alone.
func TestJSONBehindDataLinesTakesAuto(t *testing.T) {
	tl := toolOf("patch",
		"PATCH request to http://127.0.0.1:1/api/books/4\nStatus: 200 OK\nResponse: {\"id\": 4, \"title\": \"Clean Code\"}",
		"PATCH request to http://127.0.0.1:1/api/books/7\nStatus: 200 OK\nResponse: {\"id\": 7, \"title\": \"Refactoring\"}")
	res := suggestParser(t, tl, extract.ParserAuto, "PATCH request to http://127.0.0.1:1/api/books/9\nStatus: 201 Created\nResponse: {\"id\": 9, \"title\": \"SICP\"}")
	got := mustJSON(t, res.Value)
	for _, want := range []string{"SICP", "http://127.0.0.1:1/api/books/9", "201 Created"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in %s", want, got)
		}
	}
}

// TestKeyValueRecordsTakeAuto: key-value text whose pairs repeat at one
// level (records of the same pairs) gets parser auto, which keeps each
// record whole; pairs repeated under headers of their own keep
// key_value_pairs.
func TestKeyValueRecordsTakeAuto(t *testing.T) {
	recs := toolOf("get_bookmarks",
		"Bookmark ID: bm_1\n  Title: Starter notes\n  Archived: false\n\nBookmark ID: bm_2\n  Title: Hydration chart\n  Archived: true\n",
		"Bookmark ID: bm_7\n  Title: Rye loaf\n  Archived: false\n")
	suggestParser(t, recs, extract.ParserAuto, "Bookmark ID: bm_9\n  Title: Rye\n")
	// one record in the only sample, led by an id pair over indented
	// pairs: the next output may hold several
	one := toolOf("get_bookmarks", "Bookmark ID: bm_1\n  Title: Starter notes\n  Archived: false\n")
	res := suggestParser(t, one, extract.ParserAuto, "Bookmark ID: bm_7\n  Title: Rye\n  Archived: true\n\nBookmark ID: bm_8\n  Title: Spelt\n  Archived: false\n")
	if got := mustJSON(t, res.Value); !strings.Contains(got, `"bm_8"`) || strings.Contains(got, "bm_7, bm_8") {
		t.Errorf("two records: %s", got)
	}
	sections := toolOf("get_forecast",
		"Today:\n  High: 5\n  Low: -1\n\nTomorrow:\n  High: 7\n  Low: 0\n",
		"Today:\n  High: 9\n  Low: 2\n\nTomorrow:\n  High: 8\n  Low: 1\n")
	suggestParser(t, sections, extract.ParserKeyValue, "Today:\n  High: 4\n")
}

// TestKeyValuePairsInValuesTakeAuto: key-value text whose values hold
// pairs of their own ("3 (human: 2, ai: 1)", "NYSE | Currency: USD") gets
// parser auto; a value with a plain parenthesis ("58°F (14°C)") holds
// none.
func TestKeyValuePairsInValuesTakeAuto(t *testing.T) {
	inner := toolOf("get_tag",
		"Tag ID: tg_1\nName: space\nBookmarks: 1 (human: 0, ai: 1)\n",
		"Tag ID: tg_2\nName: to-read\nBookmarks: 3 (human: 3, ai: 0)\n")
	suggestParser(t, inner, extract.ParserAuto, "Tag ID: tg_3\nBookmarks: 2 (human: 1, ai: 1)\n")
	for _, text := range []string{"Temperature: 58°F (14°C)\nWind: 12 mph NW\n", "Status: ok | fast\n"} {
		if v := pairsInValue(text); v != "" {
			t.Errorf("%q: pairs found in %q", text, v)
		}
	}
	if v := pairsInValue("Exchange: NYSE | Currency: USD\n"); v == "" {
		t.Errorf("bar pairs after a value not found")
	}
}

// TestTableWithDataAroundTakesAuto: a table under lines that carry
// values of their own (totals beside the rows) gets parser auto, which
// reads the rows and those lines; markdown_table gives the rows alone. A
// table with nothing around it keeps markdown_table (seed 000's
// query_users).
func TestTableWithDataAroundTakesAuto(t *testing.T) {
	around := toolOf("list_containers",
		"| name | status |\n|---|---|\n| web | up |\n| db | down |\n\nTotal: 2\nRunning: 1\nChecked at: 2026-01-02 10:00\n",
		"| name | status |\n|---|---|\n| cron | up |\n\nTotal: 1\nRunning: 1\nChecked at: 2026-01-03 09:00\n")
	res := suggestParser(t, around, extract.ParserAuto, "| name | status |\n|---|---|\n| mail | exited |\n\nTotal: 1\nRunning: 0\nChecked at: 2026-01-04 08:30\n")
	got := mustJSON(t, res.Value)
	for _, want := range []string{"mail", "exited", "2026-01-04 08:30"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in %s", want, got)
		}
	}
	bare := toolOf("query",
		"| name | email |\n|---|---|\n| Ann | ann@x.org |\n",
		"| name | email |\n|---|---|\n| Bo | bo@x.org |\n| Cy | cy@x.org |\n")
	suggestParser(t, bare, extract.ParserTable, "| name | email |\n|---|---|\n| Di | di@x.org |\n")
}

// TestKeyValueWithOtherLinesTakesAuto: key-value text with a line that is
// neither a pair nor a section header (a status line over the pairs) gets
// parser auto, from one sample already (with two, leaving one out shows
// it too), which reads that line's tokens too; pairs under section
// headers alone keep key_value_pairs (seed 000's weather example).
func TestKeyValueWithOtherLinesTakesAuto(t *testing.T) {
	status := toolOf("group_create", "✅ Group 'web' created\nMembers: 3\nOwner: ann\n")
	res := suggestParser(t, status, extract.ParserAuto, "✅ Group 'cache' created\nMembers: 5\nOwner: cy\n")
	got := mustJSON(t, res.Value)
	for _, want := range []string{`"cache"`, `"cy"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in %s", want, got)
		}
	}
	if n, _ := otherLines("Weather for Oslo:\n\nNow:\n  Temperature: 5°C\n  Wind: 3 m/s\n\nLast updated: 09:00\n"); n != 0 {
		t.Errorf("headers and pairs counted as %d other lines", n)
	}
}

// suggestParser suggests for tl, fails the test unless the parser is
// want, and returns the suggestion's extractor applied to text.
func suggestParser(t *testing.T, tl Tool, want, text string) extract.Result {
	t.Helper()
	s := Suggest(tl)
	if s.VirtualTool == nil || s.VirtualTool.TextExtraction.Parser != want {
		t.Fatalf("want parser %q, got %+v (%s)", want, s.VirtualTool, s.Reason)
	}
	if want != extract.ParserAuto && s.VirtualTool.TextExtraction.Fallback != extract.ParserAuto {
		t.Fatalf("fallback = %q, want %q", s.VirtualTool.TextExtraction.Fallback, extract.ParserAuto)
	}
	x, err := extract.Compile(s.VirtualTool)
	if err != nil {
		t.Fatal(err)
	}
	res, err := x.Apply(textResult(text))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestReportSectionsBeatOneList: a report of heading sections whose one
// short list the list learner takes gets parser auto, which reads the
// sections' pairs too.
func TestReportSectionsBeatOneList(t *testing.T) {
	report := "Executed 1 commands.\n\n## Indexed Sections\n\n- Inventory (0.3KB)\n- Prices (0.1KB)\n\n## Aisle 3\n\nSKU: BK-101\nItem: Brake pads\nQty: 42\n\n## Rack B\n\nSKU: TR-305\nItem: Tyre 700x28c\nQty: 24\n"
	tl := toolOf("batch", report)
	for i := range tl.Samples {
		tl.Samples[i].Pattern = "markdown_list"
	}
	res := suggestParser(t, tl, extract.ParserAuto, strings.ReplaceAll(report, "BK-101", "BK-102"))
	if got := mustJSON(t, res.Value); !strings.Contains(got, "BK-102") || !strings.Contains(got, "Tyre 700x28c") {
		t.Errorf("sections: %s", got)
	}
}
