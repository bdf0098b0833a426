package suggest

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// snake turns a label a person wrote ("Feels like", "createdAt",
// "Chance of rain (%)") into a snake_case field name ("feels_like",
// "created_at", "chance_of_rain"). It returns "" when the label has no
// letter or digit.
func snake(s string) string {
	out := textparse.Snake(s)
	if len(out) > 48 {
		out = strings.TrimRight(out[:48], "_")
	}
	return out
}

// uniqueName returns base, or base_2, base_3… when base is taken; taken
// is updated.
func uniqueName(base string, taken map[string]bool) string {
	name := base
	for k := 2; taken[name]; k++ {
		name = base + "_" + strconv.Itoa(k)
	}
	taken[name] = true
	return name
}

// countNoun finds "<number> <noun>" in a preamble line ("Found 5
// repositories:", "Query executed successfully. 3 rows returned.", "(3
// results)") and returns the noun snake_cased, when it is a plural word.
var countNounRE = regexp.MustCompile(`(?:^|[\s(])\d[\d,]*\s+([A-Za-z][A-Za-z_-]*)`)

func countNoun(line string) string {
	for _, m := range countNounRE.FindAllStringSubmatch(line, -1) {
		if w := m[1]; plural(w) {
			return snake(w)
		}
	}
	return ""
}

// plural reports whether an English word looks like a plural noun.
func plural(w string) bool {
	w = strings.ToLower(w)
	if len(w) < 3 || !strings.HasSuffix(w, "s") {
		return false
	}
	for _, not := range []string{"ss", "us", "is", "was", "has", "does", "yes"} {
		if strings.HasSuffix(w, not) {
			return false
		}
	}
	return true
}

// toolNoun returns the last word of a tool name when it is a plural noun
// ("search_repositories" → "repositories", "list-commits" → "commits").
func toolNoun(tool string) string {
	parts := strings.FieldsFunc(snake(tool), func(r rune) bool { return r == '_' })
	if len(parts) == 0 {
		return ""
	}
	if w := parts[len(parts)-1]; plural(w) {
		return w
	}
	return ""
}

// headingName returns the snake_cased text of a markdown heading line
// ("## Open issues" → "open_issues"), or "".
func headingName(line string) string {
	t := strings.TrimSpace(line)
	if !strings.HasPrefix(t, "#") {
		return ""
	}
	return snake(strings.TrimLeft(t, "#"))
}

// virtualName is the virtual tool's name: the tool name in snake_case.
func virtualName(tool string) string {
	if n := snake(tool); n != "" {
		return n
	}
	return "tool"
}
