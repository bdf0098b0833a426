package schema

import (
	"strings"
	"testing"
	"time"
)

// teamsPattern is a real tool's inputSchema pattern: a comma-separated list
// in which no scope appears twice. Lookahead and the backreference \1 are
// ECMA-262 (JSON Schema's dialect) but not Go RE2.
const teamsPattern = `^(?!.*(?:^|,)(team|scim),(?:.*,)?\1(?:$|,)).*$`

func TestCompilePatternECMA(t *testing.T) {
	cases := []struct {
		pattern, s string
		want       bool
	}{
		{teamsPattern, "user,team", true},
		{teamsPattern, "team,user,scim", true},
		{teamsPattern, "team,user,team", false},
		{teamsPattern, "scim,scim", false},
		{`^(?<word>[a-z]+)-\k<word>$`, "ab-ab", true},
		{`^(?<word>[a-z]+)-\k<word>$`, "ab-ba", false},
		{`(?<=\$)\d+`, "cost $12", true},
		{`(?<=\$)\d+`, "cost 12", false},
		// ECMA semantics: \d and \w are ASCII, "$" is the very end.
		{`^\d+$`, "٣", false},
		{`^\w+$`, "é", false},
		{`^a$`, "a\n", false},
		// The "u" flag: code point escapes and whole code points.
		{`^\u{1F600}$`, "😀", true},
		{`^.$`, "😀", true},
		// Not anchored unless the pattern says so.
		{`b`, "abc", true},
		{`\cc`, "\u0003", true},
	}
	for _, c := range cases {
		p, err := CompilePattern(c.pattern)
		if err != nil {
			t.Errorf("%q: %v", c.pattern, err)
			continue
		}
		if got := p.MatchString(c.s); got != c.want {
			t.Errorf("%q on %q: %v, want %v", c.pattern, c.s, got, c.want)
		}
		if p.String() != c.pattern {
			t.Errorf("String() = %q, want %q", p.String(), c.pattern)
		}
	}
	for _, bad := range []string{"(", "[a-", "a++", "(?P<n>a)", "*"} {
		if _, err := CompilePattern(bad); err == nil {
			t.Errorf("%q compiled; it is not an ECMA-262 regular expression", bad)
		}
	}
}

func TestValidateECMAPattern(t *testing.T) {
	for _, draft := range []string{"2020-12", "draft-07"} {
		c, err := Compile([]byte(`{"type":"object","properties":{"scopes":{"type":"string","pattern":`+jsonString(teamsPattern)+`}},"patternProperties":{"^(?!x-)":{"type":"string"}}}`), draft)
		if err != nil {
			t.Fatalf("%s: %v", draft, err)
		}
		if vs, _ := c.ValidateJSON([]byte(`{"scopes":"user,team"}`)); len(vs) != 0 {
			t.Errorf("%s: user,team: %v", draft, vs)
		}
		vs, _ := c.ValidateJSON([]byte(`{"scopes":"team,user,team"}`))
		if len(vs) != 1 || vs[0].InstanceLocation != "/scopes" || !strings.Contains(vs[0].Message, "does not match pattern") {
			t.Errorf("%s: team,user,team: %v", draft, vs)
		}
		// patternProperties uses the same engine: "other" is not x-
		// prefixed, so it must be a string.
		if vs, _ := c.ValidateJSON([]byte(`{"other":1,"x-ext":1}`)); len(vs) != 1 || vs[0].InstanceLocation != "/other" {
			t.Errorf("%s: patternProperties lookahead: %v", draft, vs)
		}
	}
}

// TestFormatRegexIsECMA: draft-07 asserts formats, and format "regex" is
// checked with the same ECMA-262 engine as "pattern".
func TestFormatRegexIsECMA(t *testing.T) {
	c, err := Compile([]byte(`{"$schema":"http://json-schema.org/draft-07/schema#","type":"string","format":"regex"}`), "")
	if err != nil {
		t.Fatal(err)
	}
	if vs, _ := c.ValidateJSON([]byte(jsonString(teamsPattern))); len(vs) != 0 {
		t.Errorf("an ECMA-262 regex fails format regex: %v", vs)
	}
	if vs, _ := c.ValidateJSON([]byte(`"("`)); len(vs) != 1 || !strings.Contains(vs[0].Message, "regex") {
		t.Errorf(`"(" passes format regex: %v`, vs)
	}
}

// TestPatternTimeout: catastrophic backtracking is cut off, and the value
// is not failed for it.
func TestPatternTimeout(t *testing.T) {
	c, err := Compile([]byte(`{"type":"string","pattern":"^(a+)+$"}`), "")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	vs, _ := c.ValidateJSON([]byte(`"` + strings.Repeat("a", 40) + `!"`))
	if d := time.Since(start); d > 20*PatternTimeout {
		t.Errorf("validation took %v; the pattern timeout is %v", d, PatternTimeout)
	}
	if len(vs) != 0 {
		t.Errorf("a value whose match timed out was failed: %v", vs)
	}
	p, _ := CompilePattern(`^(a+)+$`)
	if _, err := p.Match(strings.Repeat("a", 40) + "!"); err == nil {
		t.Error("Match did not report the timeout")
	}
	if vs, _ := c.ValidateJSON([]byte(`"b"`)); len(vs) != 1 {
		t.Errorf("a quick non-match must still fail: %v", vs)
	}
}

func TestNewCompilerIsOffline(t *testing.T) {
	c := NewCompiler()
	if err := c.AddResource("mem://t/s.json", map[string]any{"$ref": "https://example.com/x.json", "pattern": "(?!x)"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Compile("mem://t/s.json"); err == nil || !strings.Contains(err.Error(), "not fetched") {
		t.Errorf("remote $ref: %v", err)
	}
}

// jsonString quotes s as a JSON string.
func jsonString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
