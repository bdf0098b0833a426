package suggest

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestLearnTemplateDates: timestamps are whole values; the digits two of
// them share are not a template's wording.
func TestLearnTemplateDates(t *testing.T) {
	if _, reason := learnTemplate([]string{"2025-07-16T00:00:00Z", "2025-07-09T13:00:00Z", "2025-07-11T09:00:00Z"}); reason == "" {
		t.Errorf("bare timestamps learnt as a template")
	}
	got, reason := learnTemplate([]string{"Next run at 2025-07-16T00:00:00Z", "Next run at 2025-07-09T13:00:00Z", "Next run at 2025-06-11T09:30:00Z"})
	if reason != "" || len(got) != 1 {
		t.Fatalf("template %v: %s", got, reason)
	}
	for _, f := range got {
		m := regexp.MustCompile(f.regex).FindStringSubmatch("Next run at 2026-01-02T03:04:05Z")
		if m == nil || m[f.group] != "2026-01-02T03:04:05Z" {
			t.Errorf("regex %s reads %q", f.regex, m)
		}
	}
}

// TestLearnTemplateArticles: with two samples, an article the varying
// parts share by chance is not wording; other short words are.
func TestLearnTemplateArticles(t *testing.T) {
	got, reason := learnTemplate([]string{"Opened session 'k-1' for the task: Plan the release today", "Opened session 'k-2' for the task: Name the product now"})
	if reason != "" {
		t.Fatalf("no template: %s", reason)
	}
	found := false
	for _, f := range got {
		m := regexp.MustCompile(f.regex).FindStringSubmatch("Opened session 'k-3' for the task: Fix a flaky test")
		if m != nil && m[f.group] == "Fix a flaky test" {
			found = true
		}
	}
	if !found {
		t.Errorf("no field reads the whole task: %v", got)
	}
}

// TestTemplateNumbersWiden: a template fitted on whole numbers reads a
// fraction, a negative number, thousands and an exponent in the next
// output; a count (a number before a plural noun) stays an integer.
func TestTemplateNumbersWiden(t *testing.T) {
	s := Suggest(toolOf("root", "The cube root of 8 is 2", "The cube root of 27 is 3"))
	if s.Parser != extract.ParserCustomRegex {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	for text, want := range map[string][]string{
		"The cube root of 0.125 is 0.5":      {"0.125", "0.5"},
		"The cube root of -1,000 is -10":     {"-1000", "-10"},
		"The cube root of 1e-9 is 0.001":     {"1e-9", "0.001"},
		"The cube root of 1,728.5 is 12.003": {"1728.5", "12.003"},
	} {
		res, err := extract.Apply(s.VirtualTool, textResult(text))
		if err != nil {
			t.Fatal(err)
		}
		got := mustJSON(t, res.Value)
		for _, w := range want {
			if !strings.Contains(got, ":"+w) {
				t.Errorf("%q: got %s, want %v", text, got, want)
			}
		}
	}
	c := Suggest(toolOf("create", "Created 3 entities", "Created 12 entities", "Created 7 entities"))
	if p := c.VirtualTool.TextExtraction.Patterns["count"]; p == nil || p.Type != "integer" {
		t.Errorf("count: %s", mustJSON(t, c.VirtualTool.TextExtraction.Patterns))
	}
}
