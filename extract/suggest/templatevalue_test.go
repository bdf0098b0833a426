package suggest

import (
	"regexp"
	"testing"
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
