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
			map[string]string{"sum": "number", "sum_2": "number", "result": "number"}, map[string]string{"sum": "1", "sum_2": "2", "result": "3"}},
		{"quoted", []string{"Session 'rel-1' - Step 2 of 3", "Session 'db-2' - Step 1 of 5", "Session 'nm-3' - Step 4 of 4"},
			map[string]string{"session": "string", "step": "number", "of": "number"}, map[string]string{"session": "rel-1", "step": "2", "of": "3"}},
		{"two samples sharing a sentence", []string{"The number of days in month is 28.", "The number of days in month is 30."},
			map[string]string{"count": "integer"}, map[string]string{"count": "28"}},
		{"two samples: equal numbers stay variable", []string{"The week of the year is 1, and the ISO week of the year is 1.", "The week of the year is 1, and the ISO week of the year is 52."},
			map[string]string{"week": "number", "week_2": "number"}, map[string]string{"week": "1", "week_2": "1"}},
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
		"one sample":          {"Created 3 entities"},
		"two, a word":         {"7 years ago", "23 days ago"},
		"two, a greet":        {"Hi Ann", "Hi Bo"},
		"two, little wording": {"Status of Rotterdam: open, 42 orders, 17 shipped today", "Status of Lyon and Marseille: closed for the holidays"},
		"multi-line":          {"a\nb", "a\nc", "a\nd"},
		"no constants":        {"alpha", "beta", "gamma"},
		"all same":            {"Done", "Done", "Done"},
	} {
		if got, reason := learnTemplate(texts); reason == "" {
			t.Errorf("%s: learnt %v", name, got)
		}
	}
}

// TestLearnTemplatePairUnseen: a template learnt from two samples that
// share a sentence reads a third text whose numbers differ from both.
func TestLearnTemplatePairUnseen(t *testing.T) {
	got, reason := learnTemplate([]string{"The timestamp of 2026-01-01 00:00:00 (parsed as UTC) is 1767225600000 ms.", "The timestamp of 1999-12-31T23:59:59Z (parsed as UTC) is 946684799000 ms."})
	if reason != "" {
		t.Fatalf("no template: %s", reason)
	}
	text := "The timestamp of 2000-02-29 12:00:00 (parsed as UTC) is 951825600000 ms."
	vals := map[string]bool{}
	for _, f := range got {
		m := regexp.MustCompile(f.regex).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("regex %s does not match %q", f.regex, text)
		}
		vals[m[f.group]] = true
	}
	if !vals["2000-02-29 12:00:00"] || !vals["951825600000"] {
		t.Errorf("values %v (fields %v)", vals, got)
	}
}

// TestLearnTemplateWordPunctuation: punctuation ending a word is wording
// of its own, so a value that ends in a word ("6:42 AM,") and one that
// ends in a number ("07:15,") share the comma after them.
func TestLearnTemplateWordPunctuation(t *testing.T) {
	got, reason := learnTemplate([]string{"Sunrise at 6:42 AM, sunset at 5:03 PM in Oslo.", "Sunrise at 07:15, sunset at 19:40 in Lima."})
	if reason != "" {
		t.Fatalf("no template: %s", reason)
	}
	text := "Sunrise at 5:58 AM, sunset at 20:11 in Reykjavik."
	vals := map[string]bool{}
	for _, f := range got {
		m := regexp.MustCompile(f.regex).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("regex %s does not match %q", f.regex, text)
		}
		vals[m[f.group]] = true
	}
	for _, want := range []string{"5:58 AM", "20:11", "Reykjavik"} {
		if !vals[want] {
			t.Errorf("no value %q in %v", want, vals)
		}
	}
}

// FuzzLearnTemplate: any two or three one-line texts: no panic, and a
// learnt template's regex compiles and matches every text it was learnt
// from.
func FuzzLearnTemplate(f *testing.F) {
	f.Add("The week of the year is 1, and the ISO week is 1.", "The week of the year is 1, and the ISO week is 52.", "")
	f.Add("Sunrise at 6:42 AM, sunset at 5:03 PM in Oslo.", "Sunrise at 07:15, sunset at 19:40 in Lima.", "")
	f.Add("Created 3 entities", "Created 12 entities", "Created 1,204 entities")
	f.Add("a-b-c", "a-b", "--")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		texts := []string{a, b}
		if c != "" {
			texts = append(texts, c)
		}
		fields, _ := learnTemplate(texts)
		for name, rf := range fields {
			re, err := regexp.Compile(rf.regex)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, x := range texts {
				if !re.MatchString(x) {
					t.Fatalf("%s: %s does not match %q", name, rf.regex, x)
				}
			}
		}
	})
}
