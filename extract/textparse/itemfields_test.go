package textparse

import (
	"strings"
	"testing"
)

// fieldList renders fields as "name=value" joined by " | ".
func fieldList(fs []ItemField) string {
	var parts []string
	for _, f := range fs {
		parts = append(parts, f.Name+"="+f.Value)
	}
	return strings.Join(parts, " | ")
}

func TestItemFields(t *testing.T) {
	cases := []struct{ in, want string }{
		// browser tab list
		{"0: [Example Domain](https://example.com/)", "index=0 | title=Example Domain | url=https://example.com/"},
		{"1: [Report (draft)](file:///tmp/a%20b.html)", "index=1 | title=Report (draft) | url=file:///tmp/a%20b.html"},
		// search results with bold names and parentheticals
		{"**anthropics/mcp-python** (★ 2,341)\n   Python SDK for MCP\n   https://github.com/anthropics/mcp-python",
			"name=anthropics/mcp-python | stars=2,341 | description=Python SDK for MCP | url=https://github.com/anthropics/mcp-python"},
		{"**repo** - A fast parser (⭐ 12)", "name=repo | description=A fast parser | stars=12"},
		// file listings
		{"[FILE] main.go", "type=FILE | name=main.go"},
		{"[DIR] src", "type=DIR | name=src"},
		{"`go.mod` — module file (1.2 KB)", "name=go.mod | description=module file | size=1.2 KB"},
		// issue lists
		{"#12 Fix the parser (open)", "number=12 | title=Fix the parser | details=open"},
		{"[3] Third result - https://example.com/x", "index=3 | title=Third result | url=https://example.com/x"},
		{"Contact us -> http://127.0.0.1:8080/contact.html", "name=Contact us | url=http://127.0.0.1:8080/contact.html"},
		{"09:00–09:30 Standup (Zoom)", "time=09:00–09:30 | name=Standup | details=Zoom"},
		{"id (INTEGER) PK", "name=id | details=INTEGER | description=PK"},
		{"40:13 warning Unexpected console statement", "line=40 | column=13 | severity=warning | name=Unexpected console statement"},
		{"12:30 error Unexpected console statement", "line=12 | column=30 | severity=error | name=Unexpected console statement"},
		{"[0] id=\"net\" name=\"Branch network\" cells=7", "index=0 | id=net | name=Branch network | cells=7"},
		// key: value sub-items
		{"**mcp-go**\n  - Language: Go\n  - **Stars:** 1,234\n  - Updated: 2024-01-02",
			"name=mcp-go | language=Go | stars=1,234 | updated=2024-01-02"},
		{"Name: alpha", "name=alpha"},
		{"**Status**: running", "status=running"},
		// links later on the line, autolinks
		{"[text](https://a.b/c) by someone", "title=text | url=https://a.b/c | description=by someone"},
		{"**tool** - [docs](https://d.e/f)", "name=tool | title=docs | url=https://d.e/f"},
		{"0: (current) [Example](https://example.com/)", "index=0 | state=current | title=Example | url=https://example.com/"},
		{"Lars Holm <lars@example.net> — gardener", "name=Lars Holm | url=lars@example.net | description=gardener"},
		{"acme/rake ⭐ 1,204", "name=acme/rake | stars=1,204"},
		{"**rake** — garden tools ★ 12", "name=rake | description=garden tools | stars=12"},
		{"rated 5 stars", "name=rated 5 stars"},
		{"Lars Holm <https://holm.example/> (2 posts)", "name=Lars Holm | url=https://holm.example/ | posts=2"},
		// column layouts
		{"[FILE] env.conf                             55 B", "type=FILE | name=env.conf | size=55 B"},
		{"[DIR] data                           ", "type=DIR | name=data"},
		{"main.go\t1204\t2025-12-20", "name=main.go | count=1204 | date=2025-12-20"},
		// pairs with parentheticals, several pairs on one line
		{"**a1b2c3d** Fix typo\n   Author: @alice (2025-12-20)", "name=a1b2c3d | description=Fix typo | author=@alice | date=2025-12-20"},
		{"id: 3 | name: alpha | size: 12", "id=3 | name=alpha | size=12"},
		{"City: Seattle, WA", "city=Seattle, WA"},
		// a key that reads as data is a name with its description
		{"notes.txt: plain text", "name=notes.txt | description=plain text"},
		{"data/config.json: settings (2 KB)", "name=data/config.json | description=settings | size=2 KB"},
		// task lists, commit hashes, accessibility snapshots, middle dots
		{"[x] Ship the survey", "checked=x | name=Ship the survey"},
		{"[ ] Write the report", "name=Write the report"},
		{"a1b2c3d Fix the parser (2025-12-20)", "hash=a1b2c3d | name=Fix the parser | date=2025-12-20"},
		{`button "Submit order" [ref=e12] [cursor=pointer]:`, "type=button | name=Submit order | ref=e12 | cursor=pointer"},
		{`heading "Welcome" [level=1] [ref=e3]`, "type=heading | name=Welcome | level=1 | ref=e3"},
		{"**mcp-go** · Go SDK · 7,012 stars", "name=mcp-go | description=Go SDK | stars=7,012"},
		{"deadbeef", "name=deadbeef"},
		{"#general (C01ABC12): General discussion", "name=#general | details=C01ABC12 | description=General discussion"},
		{"users (3 rows): the accounts", "name=users | rows=3 | description=the accounts"},
		{"**express** — Fast, unopinionated web framework (★ 64,812) https://github.com/expressjs/express",
			"name=express | description=Fast, unopinionated web framework | stars=64,812 | url=https://github.com/expressjs/express"},
		{"`search` (read-only) — full-text search", "name=search | details=read-only | description=full-text search"},
		{"12:5 error 'foo' is assigned a value but never used (no-unused-vars)",
			"line=12 | column=5 | severity=error | name='foo' is assigned a value but never used | details=no-unused-vars"},
		{"src/main.go:3:1: warning: unused import", "file=src/main.go | line=3 | column=1 | severity=warning | name=unused import"},
		{"10:30 standup", "time=10:30 | name=standup"},
		{"📁 src", "type=📁 | name=src"},
		{"📄 main.go (1.2 KB)", "type=📄 | name=main.go | size=1.2 KB"},
		{"⭐ 12 stars", "name=⭐ 12 stars"},
		{"<https://x.y/z>", "url=https://x.y/z"},
		// plain items
		{"plain item text", "name=plain item text"},
		{"alpha (12)", "name=alpha | count=12"},
		{"2024-01-02 - release notes", "name=2024-01-02 | description=release notes"},
		// not fields: URLs are not keys, unbalanced markup is text
		{"https://example.com/a:b", "url=https://example.com/a:b"},
		{"**unclosed bold", "name=**unclosed bold"},
		{"", ""},
		{"   \n  ", ""},
	}
	for _, c := range cases {
		got := ItemFields(c.in)
		if s := fieldList(got); s != c.want {
			t.Errorf("ItemFields(%q)\n got  %s\n want %s", c.in, s, c.want)
		}
		checkFields(t, c.in, got)
	}
}

// checkFields asserts ItemFields' invariants: Value is item[Start:End],
// non-empty, trimmed, in text order without overlaps, names non-empty and
// unique except description.
func checkFields(t *testing.T, item string, fs []ItemField) {
	t.Helper()
	seen := map[string]bool{}
	last := 0
	for _, f := range fs {
		if f.Start < last || f.End <= f.Start || f.End > len(item) {
			t.Fatalf("ItemFields(%q): field %+v out of order or out of range (previous end %d)", item, f, last)
		}
		if item[f.Start:f.End] != f.Value {
			t.Fatalf("ItemFields(%q): field %s value %q is not item[%d:%d] = %q", item, f.Name, f.Value, f.Start, f.End, item[f.Start:f.End])
		}
		if strings.Trim(f.Value, " \t\r\n") != f.Value {
			t.Fatalf("ItemFields(%q): field %s value %q not trimmed", item, f.Name, f.Value)
		}
		if f.Name == "" || f.Name != FieldDescription && seen[f.Name] {
			t.Fatalf("ItemFields(%q): bad or repeated name %q", item, f.Name)
		}
		seen[f.Name] = true
		last = f.End
	}
}

func FuzzItemFields(f *testing.F) {
	for _, s := range []string{
		"0: [Example Domain](https://example.com/)",
		"**anthropics/mcp-python** (★ 2,341)\n   Python SDK\n   https://github.com/x/y",
		"[FILE] main.go", "#12 Fix (open)", "`a` — b (1 KB)",
		"**k**\n  - Language: Go\n  - **Stars:** 1,234",
		"[a](<b c> \"t\") x", "![img](p.png) cap", "***x*** **y** _z_", "[[a](b)](c)",
		"(((", "[x](", "**a:** ", "#", "[]", "\x00*\xff`", "a | b - c — d (e) (f)",
		"0: (current) [T](u)", "[FILE] a.txt       55 B", "id: 1 | name: x (y)", "a\tb\t2025-01-02",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkFields(t, s, ItemFields(s))
	})
}

// TestItemFieldsLongInputs runs ItemFields on large pathological items
// (goldmark's link parser is quadratic on unclosed links; repeated names
// and columns): the invariants hold and the field count stays bounded.
func TestItemFieldsLongInputs(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("[", 70000), strings.Repeat("*a", 32000), strings.Repeat("[a](", 16000),
		strings.Repeat("a  ", 20000), strings.Repeat("- k: v (x)\n", 6000), strings.Repeat("a: b, ", 10000),
		strings.Repeat("(", 30000) + strings.Repeat(")", 30000), strings.Repeat("<http://a", 7000),
	} {
		fs := ItemFields(s)
		if len(fs) > maxItemFields {
			t.Errorf("%q…: %d fields, more than %d", s[:8], len(fs), maxItemFields)
		}
		checkFields(t, s, fs)
	}
}

// TestItemFieldsList checks that one goldmark parse for a list's items
// gives each item the fields ItemFields gives it alone, and leaves the
// caller's slice unchanged.
func TestItemFieldsList(t *testing.T) {
	items := []string{
		"0: [Example Domain](https://example.com/)", "plain", "",
		"**a** - `b` (★ 3)\n  - **Port:** 80", "[unclosed link", "*x\n\ny*",
		"ends with a backslash\\", strings.Repeat("[a](", 2000), "a_b_c", "<https://x.y>",
		strings.Repeat("x", maxItemFieldsBytes+10),
	}
	before := append([]string(nil), items...)
	checkList(t, items)
	for i := range items {
		if items[i] != before[i] {
			t.Fatalf("ItemFieldsList changed item %d", i)
		}
	}
}

func checkList(t *testing.T, items []string) {
	t.Helper()
	got := ItemFieldsList(items)
	if len(got) != len(items) {
		t.Fatalf("%d results for %d items", len(got), len(items))
	}
	for i, it := range items {
		if a, b := fieldList(got[i]), fieldList(ItemFields(it)); a != b {
			t.Errorf("item %d %q:\n list  %s\n alone %s", i, it, a, b)
		}
	}
}

func FuzzItemFieldsList(f *testing.F) {
	f.Add("0: [a](b)", "**x** *y", "`c` [d](<e f>)")
	f.Add("*a", "b*", "[x](")
	f.Add("`", "`", "**")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		checkList(t, []string{a, b, c})
	})
}
