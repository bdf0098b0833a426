package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// JSONField holds the JSON values that stand as paragraphs of their own
// in a text that is mostly prose (jsonParagraphs).
const JSONField = "json"

// maxJSONParagraphs bounds the paragraphs jsonParagraphs decodes.
const maxJSONParagraphs = 20

// jsonParagraphs adds to v, the pass-through value of text[a:b], under
// "json", the decoded value of each paragraph (lines up to a blank line)
// that is one JSON object or array holding two scalars or more, or else
// of each of its lines (or list items) that is one (between a header and
// notes; one scalar is enough between an opening and a closing tag line):
// the data of an answer whose explanation around it carries more bytes
// than the JSON, so that the JSON is not its payload. Its scalars are
// recorded.
func (r *run) jsonParagraphs(v map[string]any, a, b int) {
	if _, clash := v[JSONField]; clash || !strings.ContainsAny(r.text[a:b], "{[") {
		return
	}
	var vals []any
	for ls := a; ls < b && len(vals) < maxJSONParagraphs; {
		ls = skipBlankLines(r.text, ls)
		if ls >= b {
			break
		}
		pe := ls
		for pe < b {
			le, next := lineBounds(r.text, pe)
			if strings.TrimSpace(r.text[pe:min(le, b)]) == "" {
				break
			}
			pe = next
		}
		s, e := trimSpaceSpan(r.text, ls, min(pe, b))
		ls = pe
		if val, ok := r.jsonSpan(s, e, len(vals)); ok {
			vals = append(vals, val)
			continue
		}
		if strings.IndexByte(r.text[s:e], '\n') < 0 {
			continue
		}
		// "Details … in the following json:" / {…} / "Next Steps:": a
		// line of the paragraph that is one JSON object or array
		prevOpen := false // the line above opens a tag ("<untrusted-data-…>")
		for ls2 := s; ls2 < e && len(vals) < maxJSONParagraphs; {
			le, next := lineBounds(r.text, ls2)
			x, y := trimSpaceSpan(r.text, ls2, min(le, e))
			ls2 = next
			if m := listMarker(r.text[x:y]); m > 0 && m < y-x {
				x, y = trimSpaceSpan(r.text, x+m, y) // "* {…}": an item's JSON
			}
			wrapped := false
			if prevOpen && ls2 < e {
				// a line between an opening and a closing tag is the
				// payload they mark, one scalar is enough ([{"count":3}])
				nle, _ := lineBounds(r.text, ls2)
				nx, ny := trimSpaceSpan(r.text, ls2, min(nle, e))
				wrapped = closingTag(r.text[nx:ny])
			}
			prevOpen = openingTag(r.text[x:y])
			minScalars := 2
			if wrapped {
				minScalars = 1
			}
			if val, ok := r.jsonAtMin(x, y, pointerIndex(pointer("", JSONField), len(vals)), minScalars); ok {
				vals = append(vals, val)
			}
		}
	}
	if len(vals) > 0 {
		v[JSONField] = vals
	}
}

// doubleEncoded reads a text that is one JSON string whose content is a
// JSON object or array (JSON encoded twice: "{\"id\": 7}") as that value.
func (x *Extractor) doubleEncoded(r *run) (any, bool) {
	t := strings.TrimSpace(r.text)
	if i := strings.Index(t, "\n\""); len(t) > 0 && t[0] != '"' && i > 0 && i <= maxStringHeader && strings.Count(t[:i], "\n") < 2 {
		// "Execution result:\n\"a: 1\\nb: 2\"": a short header over the
		// string
		t = t[i+1:]
	}
	if len(t) < 4 || t[0] != '"' || t[len(t)-1] != '"' {
		return nil, false
	}
	inner, ok := jsonx.Unquote(nil, []byte(t))
	if !ok {
		return nil, false
	}
	s := strings.TrimSpace(string(inner))
	if len(s) < 2 || (s[0] != '{' || s[len(s)-1] != '}') && (s[0] != '[' || s[len(s)-1] != ']') {
		// "\"# Summary\\n- **Rows**: 3\"": text encoded as a JSON string
		return x.encodedText(r, t, string(inner))
	}
	v, err := jsonx.DecodeNumbers([]byte(s))
	if err != nil {
		return nil, false
	}
	r.acc.Pattern = PatternJSON
	r.acc.Parser = ParsedJSONString
	return x.literalValue(r, v), true
}

// maxStringHeader bounds the header (two lines at most) doubleEncoded
// takes above a JSON string.
const maxStringHeader = 200

// ParsedJSONString is Account.Parser when parser auto read a JSON string
// whose content is JSON (doubleEncoded).
const ParsedJSONString = "json_string"

// encodedText reads a text that is one JSON string token t whose content
// inner is text of two lines or more (a server that JSON-encoded its
// markdown answer): auto reads the content, its fields mapped back to the
// bytes of the escaped token, and the account records the string as a
// nested part of form "string".
func (x *Extractor) encodedText(r *run, t, inner string) (any, bool) {
	if r.nest >= maxNest || len(inner) > maxNestedBytes || !multiLine(inner) {
		return nil, false
	}
	at := strings.Index(r.text, t)
	if at < 0 {
		return nil, false
	}
	tok := span{at, at + len(t)}
	sub := newRun(inner, &Account{Source: SourceText})
	sub.nest = r.nest + 1
	v, ok := x.extractAuto(sub)
	if !ok || v == nil || sub.acc.Parser == ParsedText || isEmptyMap(v) {
		return nil, false
	}
	r.adopt(sub, "", stringOffsets(r.text, tok, len(inner), true))
	r.acc.Pattern, r.acc.Parser = sub.acc.Pattern, sub.acc.Parser
	r.acc.Nested = append(r.acc.Nested, NestedPart{Form: NestedString, Pattern: sub.acc.Pattern, Parser: sub.acc.Parser, Range: r.rangeOf(tok)})
	return v, true
}

// jsonSpan decodes text[s:e] when it is one JSON object or array holding
// two scalars or more, records its scalars as item k of "json", and
// returns its value.
func (r *run) jsonSpan(s, e, k int) (any, bool) {
	return r.jsonAt(s, e, pointerIndex(pointer("", JSONField), k))
}

// jsonAt decodes text[s:e] when it is one JSON object or array holding
// two scalars or more and records its scalars at the JSON pointer ptr.
func (r *run) jsonAt(s, e int, ptr string) (any, bool) {
	return r.jsonAtMin(s, e, ptr, 2)
}

// jsonAtMin is jsonAt asking for minScalars scalars or more.
func (r *run) jsonAtMin(s, e int, ptr string, minScalars int) (any, bool) {
	if e-s < 5 || (r.text[s] != '{' || r.text[e-1] != '}') && (r.text[s] != '[' || r.text[e-1] != ']') {
		return nil, false
	}
	jm, ok := textparse.DetectJSON(r.text[s:e])
	if !ok || jm.Form != textparse.JSONWhole || ScalarLeaves(jm.Value) < minScalars {
		return nil, false
	}
	r.walkJSON(s+jm.Span.Start, s+jm.Span.End, ptr)
	return jm.Value, true
}

// openingTag reports whether the trimmed line t is one opening tag
// ("<untrusted-data-3a94…>", "<result>").
func openingTag(t string) bool {
	return len(t) >= 3 && t[0] == '<' && t[len(t)-1] == '>' && isASCIILetter(t[1]) && !strings.ContainsAny(t[1:len(t)-1], "<>")
}

// closingTag reports whether the trimmed line t is one closing tag
// ("</result>").
func closingTag(t string) bool {
	return len(t) >= 4 && t[0] == '<' && t[1] == '/' && t[len(t)-1] == '>' && !strings.ContainsAny(t[2:len(t)-1], "<>")
}
