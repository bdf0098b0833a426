package extract_test

import (
	"strings"
	"testing"
)

// TestAutoAriaSnapshot: a browser's accessibility snapshot gives its
// elements (role, name, ref, attributes, a "- /url:" property as url),
// bare or in a fence beside the page's other fields, which stay.
func TestAutoAriaSnapshot(t *testing.T) {
	snap := "- heading \"Sign in\" [level=1] [ref=e3]\n- textbox \"Email\" [ref=e5]\n- button \"Continue\" [ref=e9]\n- link \"Forgot password?\" [ref=e11]:\n  - /url: /reset\n"
	b := string(applyParser(t, "auto", snap))
	for _, w := range []string{`{"depth":0,"level":"1","name":"Sign in","ref":"e3","role":"heading"}`, `"name":"Forgot password?","ref":"e11","role":"link","url":"/reset"`} {
		if !strings.Contains(b, w) {
			t.Errorf("bare: want %s in %s", w, b)
		}
	}
	page := "- Page URL: https://example.com/login\n- Page Title: Sign in\n- Page Snapshot:\n```yaml\n" + snap + "```\n"
	b = string(applyParser(t, "auto", page))
	for _, w := range []string{`"snapshot":[`, `"ref":"e5"`, `https://example.com/login`} {
		if !strings.Contains(b, w) {
			t.Errorf("fenced: want %s in %s", w, b)
		}
	}
	list := "- apple \"red\"\n- banana \"yellow\"\n- cherry \"dark\"\n"
	if b := string(applyParser(t, "auto", list)); strings.Contains(b, `"snapshot"`) {
		t.Errorf("a list of quoted names read as a snapshot: %s", b)
	}
}
