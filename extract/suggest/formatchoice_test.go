package suggest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestJSONFormatChoice: a tool whose input chooses the output format,
// JSON among others, gets parser auto even when its samples are all
// key-value text: the next call may ask for JSON. A choice without JSON,
// or no choice, keeps the learnt parser.
func TestJSONFormatChoice(t *testing.T) {
	kv := func(n string) string {
		return "Project: " + n + "\nExported: 2026-03-0" + n + "\nItems: 1" + n + "\nOwner: kim"
	}
	withDef := func(enum string) Tool {
		tl := toolOf("export_notes", kv("1"), kv("2"), kv("3"))
		tl.Def = json.RawMessage(`{"name":"export_notes","inputSchema":{"type":"object","properties":{"format":{"type":"string","enum":` + enum + `}}}}`)
		return tl
	}
	s := Suggest(withDef(`["json","markdown"]`))
	if s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, `"format"`) {
		t.Errorf("json or markdown: parser %q (%s), want auto", s.Parser, s.Reason)
	}
	for _, enum := range []string{`["markdown","text"]`, `["json"]`} {
		if s := Suggest(withDef(enum)); s.Parser != extract.ParserKeyValue {
			t.Errorf("%s: parser %q (%s), want %s", enum, s.Parser, s.Reason, extract.ParserKeyValue)
		}
	}
	if s := Suggest(toolOf("export_notes", kv("1"), kv("2"), kv("3"))); s.Parser != extract.ParserKeyValue {
		t.Errorf("no definition: parser %q (%s)", s.Parser, s.Reason)
	}
}

func TestJSONFormatChoiceNames(t *testing.T) {
	for def, want := range map[string]string{
		`{"inputSchema":{"properties":{"output_format":{"enum":["JSON","table"]}}}}`: "output_format",
		`{"inputSchema":{"properties":{"format":{"enum":["csv","tsv"]}}}}`:           "",
		`{"inputSchema":{"properties":{"style":{"enum":["json","markdown"]}}}}`:      "",
		`not json`: "",
	} {
		if got := jsonFormatChoice(json.RawMessage(def)); got != want {
			t.Errorf("%s: %q, want %q", def, got, want)
		}
	}
}

// TestFetchesURL: a tool that fetches a URL answers in the page's form,
// so samples of several patterns give parser auto, as a file reader's do.
func TestFetchesURL(t *testing.T) {
	if !fetchesURL(json.RawMessage(`{"inputSchema":{"properties":{"url":{"type":"string"}}}}`)) {
		t.Error("url: not a fetcher")
	}
	if fetchesURL(json.RawMessage(`{"inputSchema":{"properties":{"query":{"type":"string"}}}}`)) {
		t.Error("query: a fetcher")
	}
	table := "URL: http://x/a\nContent: Parts\n\n| Code | Name |\n| --- | --- |\n| P-1 | Bolt |\n| P-2 | Nut |"
	kv := "URL: http://x/b\nStatus: 200\nContent: plain page\nLength: 42"
	prose := "The page says the shop is closed on Sundays and opens at nine on other days of the week."
	tl := toolOf("fetch_page", kv, table, kv, prose)
	tl.Def = json.RawMessage(`{"name":"fetch_page","inputSchema":{"type":"object","properties":{"url":{"type":"string"}}}}`)
	if s := Suggest(tl); s.Parser != extract.ParserAuto {
		t.Errorf("parser %q (%s), want auto", s.Parser, s.Reason)
	}
}
