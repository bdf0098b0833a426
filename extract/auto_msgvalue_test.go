package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoMessagePairValues: a `Label: value` pair read among prose (a
// report's paragraphs, not key-value text) keeps the fields key-value
// text gives its value: the word after a status symbol.
func TestAutoMessagePairValues(t *testing.T) {
	x := tool(t, autoCfg)
	text := "⚠️ Dockerfile check finished with three findings that need a look before the next release of the image.\n\n" +
		"**Priority:** 🟡 MEDIUM\n**Policy:** ❌ FAILED\n\n" +
		"The base image is old and the container runs as root; both are easy to fix, and the notes below say how to go about it step by step.\n\n" +
		"Each finding links to the rule that raised it, and the rules can be tuned in the policy file that the repository keeps next to its Dockerfile.\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	for _, v := range []string{`"value":"MEDIUM"`, `"value":"FAILED"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s (%s)", v, got, res.Account.Pattern)
		}
	}
}

// TestAutoParenthesizedCounts: a pair's value wholly in parentheses that
// is a count ("(3 total)", "(25)") gives its number as "value".
func TestAutoParenthesizedCounts(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Current Issues: (3 total)\nFix Recommendations: (25)\nBest Practices: 3 fix(es)\nOwner: dana\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"unit":"total","value":"3"`, `"text":"(25)","value":"25"`, `"unit":"fix(es)","value":"3"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoLiteralLineBreaks: a text escaped twice, its line breaks
// written out as "\n" on one line, is read as the lines they make: here a
// table, whose rows come out; the account says so.
func TestAutoLiteralLineBreaks(t *testing.T) {
	x := tool(t, autoCfg)
	text := `✅ **Query successful** (11ms)\n\n| name | trips |\n|---|---|\n| Mateus Pinto | 60 |\n| Ilse Brandt | 58 |\n`
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	for _, v := range []string{`"Mateus Pinto"`, `"Ilse Brandt"`, `"58"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
	if !strings.Contains(strings.Join(res.Account.Warnings, "\n"), "escaped twice") {
		t.Errorf("no warning in %v", res.Account.Warnings)
	}
}

// TestAutoPairsBesideFence: a short page of pairs over a fenced block
// gives the pairs, beside the code and prose parts.
func TestAutoPairsBesideFence(t *testing.T) {
	x := tool(t, autoCfg)
	text := "# Apex Trigger: CaseEscalation\n\n**API Version:** 59\n**Object:** Case\n**Status:** Active\n\n```apex\ntrigger CaseEscalation on Case (before update) {\n    for (Case c : Trigger.new) {\n        if (c.Priority == 'High') c.Status = 'Escalated';\n    }\n}\n```\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"api_version":"59"`, `"object":"Case"`, `"status":"Active"`, `"code":`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoShortItemsUnderTitle: short numbered items under a bold title
// that is longer than they are make a list: the title announces it.
func TestAutoShortItemsUnderTitle(t *testing.T) {
	x := tool(t, autoCfg)
	res := apply(t, x, textResult("📋 **Field Values of the country column (ID: 1024)**\n\n1. AT\n2. DE\n3. GB\n"))
	if got := mustJSON(t, res.Value); res.Account.Pattern != extract.PatternList || !strings.Contains(got, `"items":["AT","DE","GB"]`) {
		t.Errorf("%s %s, want a list of AT, DE, GB", res.Account.Pattern, got)
	}
}

// TestAutoOneItemUnderSectionHeader: a section's one list item is a list
// of one record: the section's header announces it.
func TestAutoOneItemUnderSectionHeader(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Search results for \"fleet\" (2 items):\n\nDASHBOARDS (1):\n  - [5] Fleet health\n\nCOLLECTIONS (1):\n  - [6] Fleet\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"title":"Fleet health"`, `"index":"5"`, `"title":"Fleet"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoPreambleRepeatedTokens: the preamble's tokens of one kind are
// all kept ("page 1 of 3, total: 42": number, then number_2).
func TestAutoPreambleRepeatedTokens(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Found 2 redirects (page 1 of 3, total: 42):\n\n1. **/a** → /b (ID: 61)\n   Status: active\n\n2. **/c** → /d (ID: 62)\n   Status: active\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	if !strings.Contains(got, "42") {
		t.Errorf("the total is missing from %s", got)
	}
}

// TestAutoINISections: "[name]" lines over pairs (an INI or TOML file)
// name the sections that hold those pairs.
func TestAutoINISections(t *testing.T) {
	x := tool(t, autoCfg)
	got := mustJSON(t, apply(t, x, textResult("[database]\nhost = db.internal\nport = 5432\n\n[tool.cache]\nhost = redis.internal\nttl = 300\n")).Value)
	if want := `{"database":{"host":"db.internal","port":"5432"},"tool.cache":{"host":"redis.internal","ttl":"300"}}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestAutoChannelLines: lines of channels with a count in parentheses
// ("#general (1,204 members) - …") are records, not a CSV file cut at the
// count's thousands separator.
func TestAutoChannelLines(t *testing.T) {
	x := tool(t, autoCfg)
	got := mustJSON(t, apply(t, x, textResult("#general (1,204 members) - Company-wide announcements\n#random (1,198 members) - Non-work banter\n#eng-backend (84 members) - Backend engineering\n")).Value)
	for _, v := range []string{`"name":"#general"`, `"members":"1,204"`, `"description":"Backend engineering"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}
