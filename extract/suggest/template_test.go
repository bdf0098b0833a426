package suggest

import (
	"regexp"
	"testing"
)

func TestLearnTemplate(t *testing.T) {
	cases := []struct {
		name  string
		texts []string
		want  map[string]string // field → kind
		vals  map[string]string // field → value on texts[0]
	}{
		{"count", []string{"Created 3 entities", "Created 12 entities", "Created 1,204 entities"},
			map[string]string{"count": "integer"}, map[string]string{"count": "3"}},
		{"label", []string{"Clicked element: button.submit", "Clicked element: #go", "Clicked element: a.link"},
			map[string]string{"element": "string"}, map[string]string{"element": "button.submit"}},
		{"url", []string{"Navigated to https://example.com", "Navigated to https://a.org/x", "Navigated to http://b.net"},
			map[string]string{"url": "string"}, map[string]string{"url": "https://example.com"}},
		{"two", []string{"Filled input#email with: user@example.com", "Filled #q with: hello world", "Filled x with: y"},
			map[string]string{"filled": "string", "with": "string"}, map[string]string{"filled": "input#email", "with": "user@example.com"}},
		{"numbers", []string{"The sum of 1 and 2 is 3.", "The sum of 10 and 20 is 30.", "The sum of 2.5 and 1 is 3.5."},
			map[string]string{"of": "number", "count": "integer", "is": "number"}, map[string]string{"of": "1", "count": "2", "is": "3"}},
		{"quoted", []string{"Session 'rel-1' - Step 2 of 3", "Session 'db-2' - Step 1 of 5", "Session 'nm-3' - Step 4 of 4"},
			map[string]string{"session": "string", "step": "integer", "of": "integer"}, map[string]string{"session": "rel-1", "step": "2", "of": "3"}},
		{"short constant", []string{"Hi world", "Hi Q", "Hi team"},
			map[string]string{"hi": "string"}, map[string]string{"hi": "world"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, reason := learnTemplate(c.texts)
			if reason != "" {
				t.Fatalf("no template: %s", reason)
			}
			if len(got) != len(c.want) {
				t.Fatalf("fields %v, want %v", got, c.want)
			}
			for name, kind := range c.want {
				f, ok := got[name]
				if !ok || f.kind != kind {
					t.Fatalf("field %s: got %+v (all %v)", name, f, got)
				}
				m := regexp.MustCompile(f.regex).FindStringSubmatch(c.texts[0])
				if m == nil || m[f.group] != c.vals[name] {
					t.Errorf("field %s on %q: got %q, want %q (regex %s)", name, c.texts[0], m, c.vals[name], f.regex)
				}
			}
		})
	}
}

// TestLearnTemplateUnseen applies learnt templates to texts they were not
// fitted on: the last part of a text runs to its end even when the
// fitted values were single words.
func TestLearnTemplateUnseen(t *testing.T) {
	got, reason := learnTemplate([]string{"Hi world", "Hi Q", "Hi team"})
	if reason != "" {
		t.Fatalf("no template: %s", reason)
	}
	f := got["hi"]
	m := regexp.MustCompile(f.regex).FindStringSubmatch("Hi Ada Lovelace")
	if m == nil || m[f.group] != "Ada Lovelace" {
		t.Errorf("regex %s on an unseen text: %q", f.regex, m)
	}
}

func TestLearnTemplateRefuses(t *testing.T) {
	for name, texts := range map[string][]string{
		"two samples":  {"Created 3 entities", "Created 4 entities"},
		"multi-line":   {"a\nb", "a\nc", "a\nd"},
		"no constants": {"alpha", "beta", "gamma"},
		"all same":     {"Done", "Done", "Done"},
	} {
		if got, reason := learnTemplate(texts); reason == "" {
			t.Errorf("%s: learnt %v", name, got)
		}
	}
}
