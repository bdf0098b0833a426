package textparse

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

func TestListItemsSeedGitHub(t *testing.T) {
	text := fixtureText(t, "server-github", "search_repositories")
	items := ListItems(text)
	if len(items) != 2 {
		t.Fatalf("got %d items, want 2: %+v", len(items), items)
	}
	name := regexp.MustCompile(`\*\*([^*]+)\*\*`)
	stars := regexp.MustCompile(`\(★ ([\d,]+)\)`)
	desc := regexp.MustCompile(`(?m)^   (.+)$`)
	url := regexp.MustCompile(`https://github\.com/[^\s]+`)
	want := []struct{ name, stars, desc, url string }{
		{"anthropics/mcp-python", "2,341", "Official Python SDK for Model Context Protocol", "https://github.com/anthropics/mcp-python"},
		{"modelcontextprotocol/servers", "1,892", "Reference MCP server implementations", "https://github.com/modelcontextprotocol/servers"},
	}
	for i, it := range items {
		if !it.Ordered || it.Number != i+1 || it.Marker != strings.TrimSpace(it.Marker) || it.List != 0 {
			t.Errorf("item %d: %+v", i, it)
		}
		if it.Text != text[it.Offset:it.Span.End] {
			t.Errorf("item %d: Text is not text[Offset:End]", i)
		}
		if got := name.FindStringSubmatch(it.Text); got == nil || got[1] != want[i].name {
			t.Errorf("item %d name: %v", i, got)
		}
		if got := stars.FindStringSubmatch(it.Text); got == nil || got[1] != want[i].stars {
			t.Errorf("item %d stars: %v", i, got)
		}
		d := desc.FindAllStringSubmatch(it.Text, -1)
		if len(d) != 2 || d[0][1] != want[i].desc || d[1][1] != want[i].url {
			t.Errorf("item %d description lines: %q", i, d)
		}
		if got := url.FindString(it.Text); got != want[i].url {
			t.Errorf("item %d url: %q", i, got)
		}
		if strings.HasSuffix(it.Text, "\n") || strings.HasSuffix(it.Text, " ") {
			t.Errorf("item %d ends with blank: %q", i, it.Text)
		}
		// positions map back to the text
		m := url.FindStringIndex(it.Text)
		if text[m[0]+it.Offset:m[1]+it.Offset] != want[i].url {
			t.Errorf("item %d: match offset does not map back", i)
		}
	}
	if text[items[0].Span.Start:items[0].Span.Start+2] != "1." {
		t.Errorf("span does not start at the marker: %q", text[items[0].Span.Start:])
	}
}

func TestListItemsShapes(t *testing.T) {
	cases := []struct {
		name  string
		text  string
		want  []string // item texts
		lists []int
	}{
		{"brave web search with trailing spaces line", fixtureText(t, "server-search", "brave_web_search"), []string{
			"**Model Context Protocol | Anthropic**\n   https://www.anthropic.com/news/model-context-protocol\n   The Model Context Protocol (MCP) is an open standard...",
			"**Model Context Protocol - GitHub**\n   https://github.com/modelcontextprotocol\n   Official GitHub organization for...",
		}, []int{0, 0}},
		{"bullets after preamble", fixtureText(t, "server-database", "list_tables"),
			[]string{"users (3 rows)", "orders (12 rows)", "products (8 rows)"}, []int{0, 0, 0}},
		{"lazy continuation", "1. **Go**\nhttps://go.dev\nThe release.\n\n2. **Effective Go**\nhttps://go.dev/e\n",
			[]string{"**Go**\nhttps://go.dev\nThe release.", "**Effective Go**\nhttps://go.dev/e"}, []int{0, 0}},
		{"nested sub-bullets stay with parent", "- **api**\n  - Status: running\n  - Port: 8080\n- **worker**\n  - Port: 9090\n",
			[]string{"**api**\n  - Status: running\n  - Port: 8080", "**worker**\n  - Port: 9090"}, []int{0, 0}},
		{"list interrupting a paragraph", "Tools:\n- `search` (read-only)\n- `fetch`\n",
			[]string{"`search` (read-only)", "`fetch`"}, []int{0, 0}},
		{"ordered list may start at any number", "Results:\n\n7. seven\n8) eight\n", []string{"seven", "eight"}, []int{0, 1}},
		{"ordered list not at 1 does not interrupt a paragraph", "Total\n2. not an item\n", nil, nil},
		{"fence ends the list and hides markers", "- a\n```\n- not an item\n```\n- b\n", []string{"a", "b"}, []int{0, 1}},
		{"fence inside an item", "- a\n  ```\n  - code\n  ```\n- b\n", []string{"a\n  ```\n  - code\n  ```", "b"}, []int{0, 0}},
		{"heading and thematic break end lists", "- a\n# H\n- b\n***\n* c\n", []string{"a", "b", "c"}, []int{0, 1, 2}},
		{"blank lines keep the list", "- a\n\n\n- b\n", []string{"a", "b"}, []int{0, 0}},
		{"paragraph after blank ends the list", "- a\n\nfooter\n- b\n", []string{"a", "b"}, []int{0, 1}},
		{"indented paragraph after blank continues the item", "- a\n\n  more\n", []string{"a\n\n  more"}, []int{0}},
		{"marker change starts a new list", "- a\n* b\n+ c\n1. d\n1) e\n", []string{"a", "b", "c", "d", "e"}, []int{0, 1, 2, 3, 4}},
		{"task list", "- [ ] write\n- [x] test\n", []string{"[ ] write", "[x] test"}, []int{0, 0}},
		{"empty item", "-\n  foo\n- bar\n", []string{"\n  foo", "bar"}, []int{0, 0}},
		{"CRLF", "1. a\r\n   b\r\n2. c\r\n", []string{"a\r\n   b", "c"}, []int{0, 0}},
		{"not a list", "-not\n1.5 liters\n#tag\n", nil, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			items := ListItems(c.text)
			var got []string
			var lists []int
			for _, it := range items {
				got = append(got, it.Text)
				lists = append(lists, it.List)
				checkSpan(t, "item", c.text, it.Span)
				if it.Text != c.text[it.Offset:it.Span.End] {
					t.Errorf("Text != text[Offset:End]")
				}
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
				t.Errorf("items:\n got %q\nwant %q", got, c.want)
			}
			if fmt.Sprint(lists) != fmt.Sprint(c.lists) {
				t.Errorf("list indexes: got %v want %v", lists, c.lists)
			}
		})
	}
}

func TestListItemsMarkers(t *testing.T) {
	items := ListItems("10. ten\n11. eleven\n\n- dash\n")
	if len(items) != 3 {
		t.Fatalf("got %d items", len(items))
	}
	if items[0].Number != 10 || items[1].Number != 11 || items[0].Marker != "10." || !items[0].Ordered {
		t.Errorf("ordered: %+v %+v", items[0], items[1])
	}
	if items[2].Ordered || items[2].Number != 0 || items[2].Marker != "-" || items[2].List != 1 {
		t.Errorf("bullet: %+v", items[2])
	}
}
