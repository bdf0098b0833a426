package extract

import "strings"

// ParsedCSS is Account.Parser when parser auto read a CSS stylesheet.
const ParsedCSS = "css"

// maxCSSRules bounds the rules parseCSS reads, maxCSSDepth the nesting of
// at-rules.
const (
	maxCSSRules = 2000
	maxCSSDepth = 8
)

// parseCSS reads a text that is a CSS stylesheet (a file a tool read, a
// component's styles): {"rules": [{"selector", "declarations": {property:
// value}}, {"selector": "@media …", "rules": [...]}]}, values without
// their ';', comments left out. The text must look like CSS: blocks
// opened by a selector and '{', closed by '}', holding `property: value;`
// declarations that carry most of its lines.
func (x *Extractor) parseCSS(r *run) (any, bool) {
	if r.depth > 0 || !cssLike(r.text) {
		return nil, false
	}
	p := cssParser{r: r, text: r.text}
	rules, _ := p.rules(0, pointer("", "rules"), 0)
	if len(rules) == 0 || p.count < 2 {
		return nil, false
	}
	r.acc.Parser = ParsedCSS
	r.acc.Pattern = PatternUnstructured
	r.acc.Items += p.count
	r.acc.ItemsKept += p.count
	return map[string]any{"rules": rules}, true
}

// cssLike is parseCSS's gate: two declaration lines or more (`name:
// value;`), one opening line ending in '{' at least, and those lines,
// closing braces and comments making nine in ten of the non-blank lines.
func cssLike(text string) bool {
	if strings.IndexByte(text, '{') < 0 || strings.IndexByte(text, ';') < 0 {
		return false
	}
	lines, css, decls, opens := 0, 0, 0, 0
	inComment := false
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		a, b := trimSpaceSpan(text, ls, le)
		ls = next
		if a == b {
			continue
		}
		t := text[a:b]
		lines++
		switch {
		case inComment || strings.HasPrefix(t, "/*"):
			css++
			inComment = !strings.Contains(t, "*/")
		case t == "}" || t == "};":
			css++
		case strings.HasSuffix(t, "{"):
			css++
			opens++
		case strings.HasSuffix(t, ";") && cssDecl(t[:len(t)-1]):
			css++
			decls++
		case strings.HasSuffix(t, "}") && strings.Contains(t, "{"):
			css++ // ".a { color: red; }"
			opens++
			decls++
		}
	}
	return decls >= 2 && opens >= 1 && css*10 >= lines*9
}

// cssDecl reports whether t is `property: value` with a property name of
// letters, digits and '-' ("color", "--accent", "-webkit-box").
func cssDecl(t string) bool {
	c := strings.IndexByte(t, ':')
	if c <= 0 || c+1 >= len(t) {
		return false
	}
	for _, ch := range strings.TrimSpace(t[:c]) {
		if !(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '-' || ch == '_') {
			return false
		}
	}
	return strings.TrimSpace(t[:c]) != ""
}

// cssParser reads rules from text, recording hits on r.
type cssParser struct {
	r     *run
	text  string
	count int
}

// skip moves i past blanks and comments.
func (p *cssParser) skip(i int) int {
	for i < len(p.text) {
		switch {
		case isSpaceASCII(p.text[i]):
			i++
		case strings.HasPrefix(p.text[i:], "/*"):
			k := strings.Index(p.text[i+2:], "*/")
			if k < 0 {
				return len(p.text)
			}
			i += k + 4
		default:
			return i
		}
	}
	return i
}

// next moves i past blanks and comments; closed reports the block's '}'
// (i then past it) or the text's end.
func (p *cssParser) next(i int) (_ int, closed bool) {
	i = p.skip(i)
	if i >= len(p.text) {
		return i, true
	}
	if p.text[i] == '}' {
		return i + 1, true
	}
	return i, false
}

// rules reads rules from i up to a closing '}' (returned past it) or the
// end, under the JSON pointer path.
func (p *cssParser) rules(i int, path string, depth int) ([]any, int) {
	var out []any
	for {
		j, closed := p.next(i)
		if closed {
			return out, j
		}
		i = j
		open := strings.IndexByte(p.text[i:], '{')
		if open < 0 || p.count >= maxCSSRules {
			return out, len(p.text)
		}
		s, e := trimSpaceSpan(p.text, i, i+open)
		if s >= e || strings.ContainsAny(p.text[s:e], ";}") {
			return out, len(p.text) // not a selector: stop reading
		}
		rp := pointerIndex(path, len(out))
		rule := map[string]any{"selector": p.text[s:e]}
		p.r.addHit(pointer(rp, "selector"), span{s, e})
		p.count++
		body := i + open + 1
		if p.text[s] == '@' && depth < maxCSSDepth && p.nested(body) {
			// "@media (…) {" over rules of its own
			inner, next := p.rules(body, pointer(rp, "rules"), depth+1)
			rule["rules"] = inner
			out = append(out, rule)
			i = next
			continue
		}
		decls, next := p.declarations(body, pointer(rp, "declarations"))
		if len(decls) > 0 {
			rule["declarations"] = decls
		}
		out = append(out, rule)
		i = next
	}
}

// nested reports whether the block starting at i holds a '{' before its
// first ';' or '}': rules rather than declarations.
func (p *cssParser) nested(i int) bool {
	for ; i < len(p.text); i++ {
		switch p.text[i] {
		case '{':
			return true
		case ';', '}':
			return false
		}
	}
	return false
}

// declarations reads `property: value;` pairs from i to the block's '}'
// (returned past it) under path; the first property of a name is kept.
func (p *cssParser) declarations(i int, path string) (map[string]any, int) {
	out := map[string]any{}
	for {
		j, closed := p.next(i)
		if closed {
			return out, j
		}
		i = j
		end := i
		for end < len(p.text) && p.text[end] != ';' && p.text[end] != '}' {
			end++
		}
		if c := strings.IndexByte(p.text[i:end], ':'); c > 0 {
			ks, ke := trimSpaceSpan(p.text, i, i+c)
			vs, ve := trimSpaceSpan(p.text, i+c+1, end)
			if k := p.text[ks:ke]; ks < ke && vs < ve && out[k] == nil {
				out[k] = p.text[vs:ve]
				p.r.addHit(pointer(path, k), span{vs, ve}, span{ks, ke})
			}
		}
		if end < len(p.text) && p.text[end] == ';' {
			end++
		}
		i = end
	}
}
