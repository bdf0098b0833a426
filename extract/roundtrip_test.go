package extract_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// The round-trip property: structured values rendered into the text
// shapes real servers use, extracted back with the matching config, equal
// the original. Cases are random but deterministic (fixed seeds).

// repo is one generated record.
type repo struct {
	Name        string
	Stars       int64
	Description []string // lines
	URL         string
}

const (
	plainRunes    = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüß中文жπ🙂"
	nameExtra     = " -./()*_`[]\\|<~#!:'"
	markdownSpecs = "\\`*_[]<>|~#!"
)

func pick(r *rand.Rand, alphabet string) string {
	rs := []rune(alphabet)
	return string(rs[r.IntN(len(rs))])
}

// word makes a word starting with a letter or digit.
func word(r *rand.Rand, extra string, n int) string {
	var b strings.Builder
	b.WriteString(pick(r, plainRunes))
	for i := 1; i < n; i++ {
		if extra != "" && r.IntN(4) == 0 {
			b.WriteString(pick(r, extra))
		} else {
			b.WriteString(pick(r, plainRunes))
		}
	}
	return b.String()
}

// phrase makes words separated by single spaces, ending in a plain rune.
func phrase(r *rand.Rand, extra string, words int) string {
	parts := make([]string, words)
	for i := range parts {
		parts[i] = word(r, extra, 1+r.IntN(8))
	}
	s := strings.Join(parts, " ")
	return strings.TrimRight(s, " ") + pick(r, plainRunes)
}

func genRepo(r *rand.Rand, extra string) repo {
	rp := repo{
		Name:  phrase(r, extra, 1+r.IntN(3)),
		Stars: r.Int64N(5_000_000),
		URL:   fmt.Sprintf("https://example.com/%s/%d?q=%s", strings.ToLower(word(r, "", 5)), r.IntN(1000), word(r, "", 3)),
	}
	for i := 0; i < 1+r.IntN(3); i++ {
		rp.Description = append(rp.Description, phrase(r, ".,;:()'\"!?-/", 1+r.IntN(6)))
	}
	return rp
}

// escapeMarkdown escapes what a markdown renderer would.
func escapeMarkdown(s string) string {
	var b strings.Builder
	for _, c := range s {
		if strings.ContainsRune(markdownSpecs, c) {
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// leadingMarker reports whether s starts like an ordered list item.
func leadingMarker(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && i < len(s) && (s[i] == '.' || s[i] == ')')
}

// thousands writes n with comma separators.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	return strings.Join(append([]string{s}, out...), ",")
}

// want is the projected value a list of repos should come back as.
func want(field string, repos []repo, multiLine bool) string {
	arr := make([]any, len(repos))
	for i, rp := range repos {
		d := rp.Description[0]
		if multiLine {
			d = strings.Join(rp.Description, "\n")
		}
		arr[i] = map[string]any{"name": rp.Name, "stars": rp.Stars, "description": d, "url": rp.URL}
	}
	b, _ := json.Marshal(map[string]any{field: arr})
	return string(b)
}

func repoSchema(field string) string {
	return `{"type": "object", "properties": {"` + field + `": {"type": "array", "items": {"type": "object", "properties": {
	  "name": {"type": "string"}, "stars": {"type": "integer"}, "description": {"type": "string"}, "url": {"type": "string"}}}}}}`
}

func vtFrom(t *testing.T, schema, te string) *extract.Extractor {
	t.Helper()
	g, err := extract.LoadGateway([]byte(`{"source_tool": "s:t", "output_schema": `+schema+`, "text_extraction": `+te+`}`), "roundtrip")
	if err != nil {
		t.Fatal(err)
	}
	return g.ForSource("s", "t")[0].Extractor
}

func cases(t *testing.T) int {
	if testing.Short() {
		return 100
	}
	return 1000
}

// roundTrip renders n cases with render and checks extraction gives want.
func roundTrip(t *testing.T, seed uint64, x *extract.Extractor, render func(r *rand.Rand) (text, want string)) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	failures := 0
	for i := 0; i < cases(t) && failures < 5; i++ {
		text, wantJSON := render(r)
		res, err := x.Apply(textResult(text))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := json.Marshal(res.Value)
		if string(got) != wantJSON {
			failures++
			t.Errorf("case %d\ntext:\n%s\n got %s\nwant %s\nmisses %+v", i, text, got, wantJSON, res.Account.Misses)
			continue
		}
		if cov := res.Account.LineCoverage(); cov <= 0 || cov > 1 {
			t.Errorf("case %d: line coverage %v", i, cov)
		}
	}
}

// TestRoundTripList: numbered (1. and 1)) and bulleted lists with bold
// escaped names, inline star counts with thousands separators, indented
// multi-line descriptions and URL lines, with a preamble and a footer.
func TestRoundTripList(t *testing.T) {
	x := vtFrom(t, repoSchema("repositories"), `{"enabled": true, "parser": "markdown_numbered_list", "list_field": "repositories", "item_patterns": {
	  "name": {"regex": "\\*\\*((?:\\\\.|[^*\\\\])+)\\*\\*", "required": true, "transform": "strip_markdown"},
	  "stars": {"regex": "\\(★ ([\\d,]+)\\)", "type": "integer", "transform": "remove_commas"},
	  "url": {"regex": "https://\\S+"},
	  "description": {"regex": "^ {2,}(\\S.*)$", "multiline": true}}}`)
	roundTrip(t, 1, x, func(r *rand.Rand) (string, string) {
		n := 1 + r.IntN(12)
		repos := make([]repo, n)
		marker := []string{"%d. ", "%d) ", "- ", "* "}[r.IntN(4)]
		var b strings.Builder
		fmt.Fprintf(&b, "Found %d repositories:\n\n", n)
		for i := range repos {
			repos[i] = genRepo(r, nameExtra)
			rp := repos[i]
			m := marker
			if strings.Contains(m, "%d") {
				m = fmt.Sprintf(m, i+1)
			}
			fmt.Fprintf(&b, "%s**%s** (★ %s)\n", m, escapeMarkdown(rp.Name), thousands(rp.Stars))
			for _, d := range rp.Description {
				fmt.Fprintf(&b, "   %s\n", d)
			}
			fmt.Fprintf(&b, "   %s\n", rp.URL)
			if r.IntN(2) == 0 {
				b.WriteString("\n")
			}
		}
		b.WriteString("\nShowing page 1.")
		return b.String(), want("repositories", repos, true)
	})
}

// TestRoundTripKeyValue: one record as key-value lines in sections
// ("Name:" headers with indented pairs, or "## Heading" sections with
// "- **Key:** value" bullets), extracted back through a flat schema.
func TestRoundTripKeyValue(t *testing.T) {
	schema := `{"type": "object", "properties": {"name": {"type": "string"}, "stars": {"type": "integer"},
	  "description": {"type": "string"}, "homepage": {"type": "string"}, "last_updated": {"type": "string"}}}`
	x := vtFrom(t, schema, `{"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":", "indent_aware": true, "section_marker": "\n\n"}}`)
	roundTrip(t, 2, x, func(r *rand.Rand) (string, string) {
		rp := genRepo(r, " -./(),:'")
		updated := fmt.Sprintf("2025-%02d-%02d %02d:%02d UTC", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60))
		var b strings.Builder
		fmt.Fprintf(&b, "Repository report:\n\n")
		if r.IntN(2) == 0 {
			fmt.Fprintf(&b, "General:\n  Name: %s\n  Stars: %s\n  Description: %s\n\nLinks:\n  Homepage: %s\n\nLast updated: %s",
				rp.Name, thousands(rp.Stars), rp.Description[0], rp.URL, updated)
		} else {
			fmt.Fprintf(&b, "## General\n\n- **Name:** %s\n- **Stars:** %s\n- **Description:** %s\n\n## Links\n\n- **Homepage:** %s\n\nLast updated: %s",
				rp.Name, thousands(rp.Stars), rp.Description[0], rp.URL, updated)
		}
		w, _ := json.Marshal(map[string]any{"name": rp.Name, "stars": rp.Stars, "description": rp.Description[0], "homepage": rp.URL, "last_updated": updated})
		return b.String(), string(w)
	})
}

// TestRoundTripTable: GFM tables with escaped pipes and markdown, optional
// outer pipes, alignment rows, thousands separators.
func TestRoundTripTable(t *testing.T) {
	x := vtFrom(t, repoSchema("rows"), `{"enabled": true, "parser": "markdown_table", "table_field": "rows"}`)
	roundTrip(t, 3, x, func(r *rand.Rand) (string, string) {
		n := 1 + r.IntN(15)
		repos := make([]repo, n)
		outer := r.IntN(2) == 0
		row := func(cells ...string) string {
			s := strings.Join(cells, " | ")
			if outer {
				return "| " + s + " |\n"
			}
			return s + "\n"
		}
		for i := range repos {
			repos[i] = genRepo(r, nameExtra)
		}
		for _, rp := range repos {
			if !outer && leadingMarker(rp.Name) {
				outer = true // a row like "1) x | y" would start a list; servers add the outer pipes
			}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "Query returned %d rows.\n\n", n)
		b.WriteString(row("Name", "Stars", "URL", "Description"))
		b.WriteString(row([]string{":---", "---:", ":---:", "---"}[r.IntN(4)], "---:", "---", "---"))
		for _, rp := range repos {
			b.WriteString(row(escapeMarkdown(rp.Name), thousands(rp.Stars), rp.URL, escapeMarkdown(rp.Description[0])))
		}
		b.WriteString("\nQuery time: 42ms")
		return b.String(), want("rows", repos, false)
	})
}

// TestRoundTripJSON: JSON as the whole text, in a fence, and followed by
// prose.
func TestRoundTripJSON(t *testing.T) {
	x := vtFrom(t, repoSchema("repositories"), `{"enabled": true, "auto_detect_json": true}`)
	roundTrip(t, 4, x, func(r *rand.Rand) (string, string) {
		n := r.IntN(6)
		repos := make([]repo, n)
		arr := make([]any, n)
		for i := range repos {
			repos[i] = genRepo(r, nameExtra+"\"{}")
			rp := repos[i]
			arr[i] = map[string]any{"name": rp.Name, "stars": rp.Stars, "description": strings.Join(rp.Description, "\n"), "url": rp.URL, "extra": i}
		}
		obj := map[string]any{"repositories": arr, "total_count": n}
		var body []byte
		if r.IntN(2) == 0 {
			body, _ = json.MarshalIndent(obj, "", "  ")
		} else {
			body, _ = json.Marshal(obj)
		}
		var text string
		switch r.IntN(3) {
		case 0:
			text = "\n" + string(body) + "\n"
		case 1:
			text = "Here are the results:\n\n```json\n" + string(body) + "\n```\n\nLet me know if you need more."
		default:
			text = string(body) + "\n\nNote: results are cached for 5 minutes."
		}
		return text, want("repositories", repos, true)
	})
}
