package classify

import (
	"bytes"
	"fmt"
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

// parseResult validates raw and picks out the members classification uses.
// ok is false when raw is not a JSON object.
func parseResult(raw []byte) (parsedResult, bool) {
	r := parsedResult{raw: raw}
	i := skipWS(raw, 0)
	if i == len(raw) {
		r.reason = "no result"
		return r, false
	}
	if !validJSON(raw) {
		r.reason = "result is not valid JSON"
		return r, false
	}
	if raw[i] != '{' {
		r.reason = fmt.Sprintf("result is a JSON %s, not an object", jsonKind(raw[i]))
		return r, false
	}
	for _, m := range objectMembers(raw, i) {
		p := rawPiece{name: m.key, start: m.start, end: m.end}
		switch m.key {
		case "content":
			r.content = &p
			r.blocks, r.nonText, r.badContent = nil, nil, ""
			switch raw[m.start] {
			case '[':
				r.parseContent(m.start)
			case 'n':
			default:
				r.badContent = "content is a JSON " + jsonKind(raw[m.start]) + ", not an array"
			}
		case "structuredContent":
			if raw[m.start] == 'n' {
				r.structured = nil
			} else {
				r.structured = &p
			}
		case "isError":
			if raw[m.start] == 't' {
				r.isError = &p
			} else {
				r.isError = nil
			}
		case "data", "display", "metadata":
			r.dual = append(r.dual, p)
		}
	}
	return r, true
}

func (r *parsedResult) parseContent(at int) {
	raw := r.raw
	elems := arrayElements(raw, at)
	r.contentSize = len(elems)
	for k, el := range elems {
		typ, text := "", []byte(nil)
		hasText := false
		if raw[el[0]] == '{' {
			for _, m := range objectMembers(raw, el[0]) {
				switch m.key {
				case "type":
					if raw[m.start] == '"' {
						typ = string(unquote(raw[m.start:m.end]))
					} else {
						typ = ""
					}
				case "text":
					hasText = raw[m.start] == '"'
					if hasText {
						text = unquote(raw[m.start:m.end])
					}
				}
			}
		}
		switch {
		case typ == "text" && hasText:
			r.blocks = append(r.blocks, textBlock{index: k, text: text})
		case typ == "image" || typ == "audio" || typ == "resource" || typ == "resource_link":
			r.nonText = append(r.nonText, rawPiece{name: "content:" + typ, start: el[0], end: el[1]})
		default:
			r.nonText = append(r.nonText, rawPiece{name: "content:unknown", start: el[0], end: el[1]})
		}
	}
}

func jsonKind(c byte) string {
	switch c {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	return "number"
}

// hasOutputSchema reports whether a raw tool definition declares a non-null
// outputSchema.
func hasOutputSchema(def []byte) bool {
	i := skipWS(def, 0)
	if i == len(def) || def[i] != '{' || !validJSON(def) {
		return false
	}
	found := false
	for _, m := range objectMembers(def, i) {
		if m.key == "outputSchema" {
			found = def[m.start] != 'n'
		}
	}
	return found
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

// trimmedSpan is the span of raw without surrounding white space.
func trimmedSpan(raw []byte) (int, int) {
	s, e := 0, len(raw)
	for s < e && isWS(raw[s]) {
		s++
	}
	for e > s && isWS(raw[e-1]) {
		e--
	}
	return s, e
}

func rpcErrorLabel(raw []byte) Label {
	note := "JSON-RPC error"
	i := skipWS(raw, 0)
	if validJSON(raw) && raw[i] == '{' {
		code, msg := "", ""
		for _, m := range objectMembers(raw, i) {
			switch m.key {
			case "code":
				code = string(raw[m.start:m.end])
			case "message":
				if raw[m.start] == '"' {
					msg = string(unquote(raw[m.start:m.end]))
				}
			}
		}
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
