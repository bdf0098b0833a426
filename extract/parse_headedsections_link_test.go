package extract_test

import (
	"strings"
	"testing"
)

// TestAutoHeadingSectionLinks: under parser auto, a section heading that
// is a markdown link gives the section's name (the link text) and url; one
// section under a title heading is read as a section; and the pairs of an
// emphasis-wrapped bar line over a quoted excerpt are fields of the
// section.
func TestAutoHeadingSectionLinks(t *testing.T) {
	x := tool(t, autoCfg)
	one := "# Search Results for \"API version\"\n\n## [What is Apex?](https://docs.example.com/apex_intro.htm)\n*Category: apex* | *Score: 100.0%*\n\n> ## Apex Is Versioned\n\nYou can save your code against versions of the API....\n\n---\n"
	res := apply(t, x, textResult(one))
	got := mustJSON(t, res.Value)
	for _, want := range []string{`"name":"What is Apex?"`, `"url":"https://docs.example.com/apex_intro.htm"`, `"category":"apex"`, `"score":"100.0%"`} {
		if !strings.Contains(got, want) {
			t.Errorf("one section: no %s in\n%s", want, got)
		}
	}
	if strings.Contains(got, `"path":`) {
		t.Errorf("one section: the link's target read again as a path:\n%s", got)
	}
	two := "## [Wire Adapters](https://docs.example.com/wire.html)\n*Category: lwc* | *Score: 33.3%*\n\n> To read data, components use a reactive wire service....\n\n---\n## Plain heading\n\nSome prose under it, with no data at all in it.\n"
	got = mustJSON(t, apply(t, x, textResult(two)).Value)
	for _, want := range []string{`"name":"Wire Adapters"`, `"url":"https://docs.example.com/wire.html"`, `"category":"lwc"`, `"score":"33.3%"`, `"name":"Plain heading"`} {
		if !strings.Contains(got, want) {
			t.Errorf("two sections: no %s in\n%s", want, got)
		}
	}
	// a heading alone over its text is no section: the text stays whole
	lone := "## Notes\n\nNothing here but prose, over two lines\nof a short note.\n"
	got = mustJSON(t, apply(t, x, textResult(lone)).Value)
	if strings.Contains(got, `"sections"`) {
		t.Errorf("a lone heading read as sections:\n%s", got)
	}
}

// TestAutoHeadingSectionIndex: a numbered section heading ("### 1.
// Pagination") gives the section's index and a name without the number.
func TestAutoHeadingSectionIndex(t *testing.T) {
	x := tool(t, autoCfg)
	text := "# Suggested for: \"retries\"\n\n### 1. Pagination\n\n**Why:** Fetch paginated data\n\n---\n\n## Combined\n\nSome closing prose here.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"index":1`, `"name":"Pagination"`, `"name":"Combined"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in\n%s", want, got)
		}
	}
}

// TestAutoHeadingSectionParen: a section heading ending in a parenthesis
// ("Fix login loop (ID: 1)") gives the name before it and what it holds.
func TestAutoHeadingSectionParen(t *testing.T) {
	x := tool(t, autoCfg)
	text := "## Agent Sessions\n\nFound 2 session(s):\n\n### Fix login loop (ID: 1)\n\n- **Status:** running\n- **Branch:** main\n\n### Bump deps (ID: 2)\n\n- **Status:** needs_input\n- **Branch:** deps/nov\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"id":"1","name":"Fix login loop"`, `"id":"2","name":"Bump deps"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in\n%s", want, got)
		}
	}
}
