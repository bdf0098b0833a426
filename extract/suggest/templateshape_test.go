package suggest

import (
	"regexp"
	"testing"
)

// TestShapeTemplate: one-line texts with no shared wording but one inline
// form give that form's parts as fields; texts of no one form give none.
func TestShapeTemplate(t *testing.T) {
	cases := []struct {
		texts []string
		want  map[string]string // field -> its value in the first text
	}{
		{[]string{"[HIGH] Rotate the signing key", "[low] Tidy README", "[Medium] Cache the token lookups"},
			map[string]string{"tag": "HIGH", "text": "Rotate the signing key"}},
		{[]string{"Build cache (3 files)", "Unit tests (passed in 4.2s)", "Docs site (skipped)"},
			map[string]string{"text": "Build cache", "note": "3 files"}},
		{[]string{"[ok] api server (port 8080)", "[down] worker queue (exit 137)"},
			map[string]string{"tag": "ok", "text": "api server", "note": "port 8080"}},
	}
	for _, c := range cases {
		fields, why := learnTemplate(c.texts)
		if len(fields) != len(c.want) {
			t.Errorf("%q: fields %v (%s), want %v", c.texts[0], fields, why, c.want)
			continue
		}
		for name, want := range c.want {
			f, ok := fields[name]
			if !ok {
				t.Errorf("%q: no field %q in %v", c.texts[0], name, fields)
				continue
			}
			for _, text := range c.texts {
				if !regexp.MustCompile(f.regex).MatchString(text) {
					t.Errorf("%s does not match %q", f.regex, text)
				}
			}
			if got := regexp.MustCompile(f.regex).FindStringSubmatch(c.texts[0])[f.group]; got != want {
				t.Errorf("%q: %s = %q, want %q", c.texts[0], name, got, want)
			}
		}
	}
	for _, texts := range [][]string{
		{"[a] first thing", "second thing without a tag"},
		{"Done.", "Nothing to do!"},
		{"[x] same", "[x] same"},
	} {
		if fields, _ := learnTemplate(texts); fields != nil {
			t.Errorf("%q: fields %v, want none", texts, fields)
		}
	}
}

// TestLinesTemplateShapedLine: in a multi-line template, a line that
// varies whole but keeps one inline form gives that form's parts.
func TestLinesTemplateShapedLine(t *testing.T) {
	texts := []string{
		"Ticket opened (#11)\n[P2] Printer jams on duplex",
		"Ticket opened (#12)\n[P1] VPN drops every hour",
		"Ticket opened (#13)\n[P3] Update the wiki links",
	}
	fields, why := learnLinesTemplate(texts)
	tag, ok1 := fields["tag"]
	text, ok2 := fields["text"]
	if !ok1 || !ok2 {
		t.Fatalf("fields %v (%s), want tag and text", fields, why)
	}
	m := regexp.MustCompile(tag.regex).FindStringSubmatch(texts[1])
	if m == nil || m[tag.group] != "P1" || m[text.group] != "VPN drops every hour" {
		t.Errorf("second text read as %q", m)
	}
}
