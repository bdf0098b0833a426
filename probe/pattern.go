package probe

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
)

// maxPatternLen bounds the strings generated from a pattern.
const maxPatternLen = 256

// patternString returns a short string matching the JSON Schema pattern
// (an ECMA regex, read here as RE2, which covers the simple patterns tool
// schemas use), at least minLen bytes long where the pattern allows. ok is
// false when the pattern does not parse as RE2 or no match was found.
func patternString(pattern string, minLen int) (string, bool) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return "", false
	}
	tree, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	tree = tree.Simplify()
	// Patterns are unanchored: a match anywhere counts, so try the
	// generated core first and pad it only when it is too short.
	for _, extra := range []int{0, 1, 2, 4, 8} {
		var b strings.Builder
		gen(&b, tree, extra)
		s := b.String()
		if len(s) > maxPatternLen {
			return "", false
		}
		if len(s) >= minLen && re.MatchString(s) {
			return s, true
		}
	}
	return "", false
}

// gen writes a minimal string matched by re; extra asks each unbounded
// repetition for that many more items (to reach a minimum length).
func gen(b *strings.Builder, re *syntax.Regexp, extra int) {
	if b.Len() > maxPatternLen {
		return
	}
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			b.WriteRune(r)
		}
	case syntax.OpCharClass:
		b.WriteRune(pickRune(re.Rune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteByte('x')
	case syntax.OpCapture:
		gen(b, re.Sub[0], extra)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			gen(b, s, extra)
		}
	case syntax.OpAlternate:
		gen(b, re.Sub[0], extra)
	case syntax.OpStar, syntax.OpQuest:
		if re.Op == syntax.OpStar {
			for i := 0; i < extra; i++ {
				gen(b, re.Sub[0], 0)
			}
		}
	case syntax.OpPlus:
		for i := 0; i < 1+extra; i++ {
			gen(b, re.Sub[0], 0)
		}
	case syntax.OpRepeat:
		n := re.Min
		if re.Max < 0 || re.Max > re.Min {
			n += extra
			if re.Max >= 0 && n > re.Max {
				n = re.Max
			}
		}
		for i := 0; i < n && b.Len() <= maxPatternLen; i++ {
			gen(b, re.Sub[0], 0)
		}
	}
	// Anchors, word boundaries and empty matches write nothing.
}

// pickRune chooses a readable rune from a class given as [lo, hi] pairs:
// a lower-case letter, a digit or an upper-case letter when the class has
// one, else its first rune.
func pickRune(ranges []rune) rune {
	for _, want := range []rune{'a', 'x', '0', '1', 'A', 'X', '-', '_'} {
		for i := 0; i+1 < len(ranges); i += 2 {
			if ranges[i] <= want && want <= ranges[i+1] {
				return want
			}
		}
	}
	for i := 0; i+1 < len(ranges); i += 2 {
		for r := ranges[i]; r <= ranges[i+1] && r-ranges[i] < 256; r++ {
			if unicode.IsPrint(r) && !unicode.IsSpace(r) {
				return r
			}
		}
	}
	if len(ranges) > 0 {
		return ranges[0]
	}
	return 'x'
}
