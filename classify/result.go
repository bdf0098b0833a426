package classify

import (
	"bytes"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// textBlock is one text content block: its index in content[] and its
// decoded text.
type textBlock struct {
	index int
	text  []byte
}

// rawPiece is a result-level piece (a member or content element) with its
// byte span in the raw result.
type rawPiece struct {
	name       string
	start, end int
}

// parsedResult is what Classify needs from a raw CallToolResult.
type parsedResult struct {
	raw         []byte
	reason      string // why the result is invalid
	structured  *rawPiece
	isError     *rawPiece
	content     *rawPiece
	badContent  string // content present but unusable
	dual        []rawPiece
	nonText     []rawPiece // name = content type flag ("content:image")
	blocks      []textBlock
	contentSize int // number of content elements
}

// parseResult validates raw and picks out the members classification uses,
// in one pass of a jsonx.Scanner: the top-level object and the content
// array are walked member by member, so the (usually large) text strings
// are scanned once and then decoded once, into texts (the blocks' text is
// valid until texts is released). ok is false when raw is not a JSON
// object.
func parseResult(raw []byte, texts *jsonx.Texts) (parsedResult, bool) {
	r := parsedResult{raw: raw}
	t := trimASCII(raw)
	if len(t) == 0 {
		r.reason = "no result"
		return r, false
	}
	if t[0] != '{' {
		if jsonx.Valid(raw) {
			r.reason = fmt.Sprintf("result is a JSON %s, not an object", jsonKind(t[0]))
		} else {
			r.reason = "result is not valid JSON"
		}
		return r, false
	}
	pieces := new([3]rawPiece) // content, structuredContent, isError: one allocation, not one a member
	ok := eachObjectMember(raw, func(s *jsonx.Scanner, key []byte) bool {
		name := memberName(key)
		kind := s.Peek()
		if name == "" {
			return s.Skip() == nil
		}
		var p rawPiece
		ok := false
		if name == "content" && kind == '[' {
			r.blocks, r.nonText, r.badContent = nil, nil, ""
			p.start, p.end, ok = r.scanContent(s, texts)
		} else {
			p.start, p.end, ok = valueSpan(s)
		}
		if !ok {
			return false
		}
		p.name = name
		switch name {
		case "content":
			pieces[0] = p
			r.content = &pieces[0]
			if kind != '[' {
				r.blocks, r.nonText, r.badContent = nil, nil, ""
				if kind != 'n' {
					r.badContent = "content is a JSON " + jsonKind(kind) + ", not an array"
				}
			}
		case "structuredContent":
			r.structured = nil
			if kind != 'n' {
				pieces[1] = p
				r.structured = &pieces[1]
			}
		case "isError":
			r.isError = nil
			if kind == 't' {
				pieces[2] = p
				r.isError = &pieces[2]
			}
		case "data", "display", "metadata":
			r.dual = append(r.dual, p)
		}
		return true
	})
	if !ok {
		return parsedResult{raw: raw, reason: "result is not valid JSON"}, false
	}
	return r, true
}

// memberName returns a member's name (its name token given, quotes
// included) for the names classification cares about, "" for others.
func memberName(key []byte) string {
	k := jsonx.NameText(key)
	for _, name := range [...]string{"content", "structuredContent", "isError", "data", "display", "metadata", "type", "text", "code", "message", "outputSchema"} {
		if string(k) == name {
			return name
		}
	}
	return ""
}

// scanContent reads the content array at the scanner's position, records
// its blocks (texts decoded into texts) and returns its span.
func (r *parsedResult) scanContent(s *jsonx.Scanner, texts *jsonx.Texts) (start, end int, ok bool) {
	if _, err := s.Begin(); err != nil {
		return 0, 0, false
	}
	start = s.Offset() - 1
	for index := 0; s.More(); index++ {
		r.contentSize = index + 1
		if s.Peek() != '{' {
			vs, ve, ok := valueSpan(s)
			if !ok {
				return 0, 0, false
			}
			r.nonText = append(r.nonText, rawPiece{name: "content:unknown", start: vs, end: ve})
			continue
		}
		var typ, text []byte
		hasText := false
		vs, ve, ok := walkObject(s, func(s *jsonx.Scanner, key []byte) bool {
			name := memberName(key)
			if name != "type" && name != "text" {
				return s.Skip() == nil
			}
			v, _, err := s.Value()
			if err != nil {
				return false
			}
			switch {
			case name == "type":
				typ = nil
				if v[0] == '"' {
					typ = v
				}
			case v[0] == '"':
				text = texts.Text(v)
				hasText = true
			default:
				hasText = false
			}
			return true
		})
		if !ok {
			return 0, 0, false
		}
		t := ""
		if typ != nil {
			t = string(jsonx.NameText(typ))
		}
		switch {
		case t == "text" && hasText:
			r.blocks = append(r.blocks, textBlock{index: index, text: text})
		case t == "image" || t == "audio" || t == "resource" || t == "resource_link":
			r.nonText = append(r.nonText, rawPiece{name: "content:" + t, start: vs, end: ve})
		default:
			r.nonText = append(r.nonText, rawPiece{name: "content:unknown", start: vs, end: ve})
		}
	}
	if s.End() != nil {
		return 0, 0, false
	}
	return start, s.Offset(), true
}

// jsonKind names the kind of JSON value that starts with byte c.
func jsonKind(c byte) string { return jsonx.KindName(c) }

// hasOutputSchema reports whether a raw tool definition declares a non-null
// outputSchema.
func hasOutputSchema(def []byte) bool {
	// Most definitions never name it: skip the walk over their input
	// schemas unless the name is there, or a \u escape that could spell
	// one of its letters.
	if !bytes.Contains(def, []byte("outputSchema")) && !bytes.Contains(def, []byte(`\u`)) {
		return false
	}
	found := false
	ok := eachObjectMember(def, func(s *jsonx.Scanner, key []byte) bool {
		if memberName(key) == "outputSchema" {
			found = s.Peek() != 'n'
		}
		return s.Skip() == nil
	})
	return ok && found
}

// rawEvidence is a result-level Evidence over raw[s:e].
func rawEvidence(raw []byte, pattern string, s, e int, note string) Evidence {
	sl := bytes.Count(raw[:s], []byte{'\n'}) + 1
	el := sl
	if e > s {
		el = sl + bytes.Count(raw[s:e-1], []byte{'\n'})
	}
	return Evidence{Pattern: pattern, Block: -1, StartLine: sl, EndLine: el, StartByte: s, EndByte: e, Note: note}
}

func rpcErrorLabel(raw []byte) Label {
	note := "JSON-RPC error"
	code, msg := "", ""
	ok := eachObjectMember(raw, func(s *jsonx.Scanner, key []byte) bool {
		v, _, err := s.Value()
		if err != nil {
			return false
		}
		switch memberName(key) {
		case "code":
			code = string(v)
		case "message":
			if v[0] == '"' {
				msg = string(jsonx.NameText(v))
			}
		}
		return true
	})
	if ok {
		if code != "" {
			note += " " + code
		}
		if msg != "" {
			note += ": " + clip(msg, 80)
		}
	} else {
		note += " (not a JSON object)"
	}
	s, e := trimmedSpan(raw)
	return Label{
		Pattern: Unstructured, Flags: []string{FlagRPCError}, Confidence: 1, Block: -1,
		Evidence: []Evidence{rawEvidence(raw, FlagRPCError, s, e, note)},
	}
}

func invalidLabel(raw []byte, reason string) Label {
	s, e := trimmedSpan(raw)
	return Label{
		Pattern: Unstructured, Flags: []string{FlagInvalidResult}, Confidence: 1, Block: -1,
		Evidence: []Evidence{rawEvidence(raw, FlagInvalidResult, s, e, reason)},
	}
}

// clip shortens s to at most n bytes (on a rune boundary) for notes.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
