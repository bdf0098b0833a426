package schema

import (
	"time"

	"github.com/dlclark/regexp2"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// PatternTimeout bounds one match of a schema pattern against one string.
// ECMA-262 regular expressions backtrack, so a pattern such as "^(a+)+$"
// can take exponential time on a hostile string; a match that runs past
// the limit is abandoned (see Pattern.MatchString for what it counts as).
const PatternTimeout = 100 * time.Millisecond

// patternOptions compile patterns the way JSON Schema asks: ECMA-262
// syntax and semantics (\d and \w are ASCII, "$" matches only at the end,
// lookaround and backreferences work), with the "u" flag the 2020-12 core
// specification recommends (\u{1F600} escapes, whole code points).
const patternOptions = regexp2.ECMAScript | regexp2.Unicode

// Pattern is a JSON Schema regular expression ("pattern",
// "patternProperties", format "regex") compiled as ECMA-262. It is safe for
// concurrent use.
type Pattern struct {
	re *regexp2.Regexp
}

// CompilePattern compiles expr as an ECMA-262 regular expression (JSON
// Schema's dialect, not Go's RE2: lookahead such as "(?!x)" and
// backreferences such as "\1" compile). The error says why expr is not a
// regular expression.
func CompilePattern(expr string) (*Pattern, error) {
	re, err := regexp2.Compile(expr, patternOptions)
	if err != nil {
		return nil, err
	}
	re.MatchTimeout = PatternTimeout
	return &Pattern{re: re}, nil
}

// Match reports whether s contains a match of p (patterns are not
// anchored). The error is non-nil only when the match ran past
// PatternTimeout and was abandoned.
func (p *Pattern) Match(s string) (bool, error) {
	return p.re.MatchString(s)
}

// MatchString reports whether s contains a match of p. A match abandoned
// after PatternTimeout counts as a match: the value cannot be shown to
// break the pattern, and a validator must not fail a server's value for
// the cost of the schema's own regular expression.
func (p *Pattern) MatchString(s string) bool {
	ok, err := p.re.MatchString(s)
	return ok || err != nil
}

// String returns the source text of the pattern.
func (p *Pattern) String() string { return p.re.String() }

// ecmaEngine is the jsonschema/v6 regexp engine backed by CompilePattern.
func ecmaEngine(expr string) (jsonschema.Regexp, error) {
	p, err := CompilePattern(expr)
	if err != nil {
		return nil, err // not a typed nil inside the interface
	}
	return p, nil
}

// NewCompiler returns a jsonschema/v6 compiler set up as every schema in
// mcpsurvey is compiled: patterns (and format "regex", when formats are
// asserted) are ECMA-262 through CompilePattern, and references load only
// from the documents added to it and the built-in draft metaschemas (never
// the network or the disk). The caller sets the default draft, adds
// resources and compiles.
func NewCompiler() *jsonschema.Compiler {
	c := jsonschema.NewCompiler()
	c.UseRegexpEngine(ecmaEngine)
	c.UseLoader(offlineLoader{})
	return c
}
