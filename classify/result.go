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

// parseResult validates raw and picks out the members classification uses,
// in one pass: the top-level object and the content array are walked by
// the validating scanner itself, so the (usually large) text strings are
// scanned once and then decoded once. ok is false when raw is not a JSON
// object.
func parseResult(raw []byte) (parsedResult, bool) {
	r := parsedResult{raw: raw}
	i := skipWS(raw, 0)
	if i == len(raw) {
		r.reason = "no result"
		return r, false
	}
	if raw[i] != '{' {
		if validJSON(raw) {
			r.reason = fmt.Sprintf("result is a JSON %s, not an object", jsonKind(raw[i]))
		} else {
			r.reason = "result is not valid JSON"
		}
		return r, false
	}
	end, ok := scanObject(raw, i, func(key []byte, v int) (int, bool) {
		var end int
		var ok bool
		name := memberName(raw, key)
		if name == "content" && raw[v] == '[' {
			r.blocks, r.nonText, r.badContent = nil, nil, ""
			end, ok = r.scanContent(v)
		} else {
			end, ok = scanValueAt(raw, v, 1)
		}
		if !ok {
			return 0, false
		}
		p := rawPiece{name: name, start: v, end: end}
		switch name {
		case "content":
			r.content = &p
			if raw[v] != '[' {
				r.blocks, r.nonText, r.badContent = nil, nil, ""
				if raw[v] != 'n' {
					r.badContent = "content is a JSON " + jsonKind(raw[v]) + ", not an array"
				}
			}
		case "structuredContent":
			r.structured = nil
			if raw[v] != 'n' {
				r.structured = &p
			}
		case "isError":
			r.isError = nil
			if raw[v] == 't' {
				r.isError = &p
			}
		case "data", "display", "metadata":
			r.dual = append(r.dual, p)
		}
		return end, true
	})
	if !ok || skipWS(raw, end) != len(raw) {
		return parsedResult{raw: raw, reason: "result is not valid JSON"}, false
	}
	return r, true
}

// memberName returns a member's key (the string literal key, quotes
// included) for the keys classification cares about, "" for others.
func memberName(raw, key []byte) string {
	k := key[1 : len(key)-1]
	if bytes.IndexByte(k, '\\') >= 0 {
		k = unquote(key)
	}
	switch string(k) {
	case "content", "structuredContent", "isError", "data", "display", "metadata", "type", "text", "code", "message", "outputSchema":
		return string(k)
	}
	return ""
}

// scanContent validates the content array at raw[at] and records its
// blocks.
func (r *parsedResult) scanContent(at int) (int, bool) {
	raw := r.raw
	k := 0
	return scanArray(raw, at, func(v int) (int, bool) {
		index := k
		k++
		r.contentSize = k
		if raw[v] != '{' {
			end, ok := scanValueAt(raw, v, 2)
			r.nonText = append(r.nonText, rawPiece{name: "content:unknown", start: v, end: end})
			return end, ok
		}
		var typ, text []byte
		hasText := false
		end, ok := scanObject(raw, v, func(key []byte, at int) (int, bool) {
			name := memberName(raw, key)
			if name == "text" && raw[at] == '"' {
				end, t, ok := scanText(raw, at)
				text, hasText = t, ok
				return end, ok
			}
			end, ok := scanValueAt(raw, at, 3)
			if !ok {
				return 0, false
			}
			switch name {
			case "type":
				typ = nil
				if raw[at] == '"' {
					typ = raw[at:end]
				}
			case "text":
				hasText = false
			}
			return end, true
		})
		if !ok {
			return 0, false
		}
		t := ""
		if typ != nil {
			t = string(unquote(typ))
		}
		switch {
		case t == "text" && hasText:
			r.blocks = append(r.blocks, textBlock{index: index, text: text})
		case t == "image" || t == "audio" || t == "resource" || t == "resource_link":
			r.nonText = append(r.nonText, rawPiece{name: "content:" + t, start: v, end: end})
		default:
			r.nonText = append(r.nonText, rawPiece{name: "content:unknown", start: v, end: end})
		}
		return end, true
	})
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
	if i == len(def) || def[i] != '{' {
		return false
	}
	found := false
	end, ok := scanObject(def, i, func(key []byte, v int) (int, bool) {
		if memberName(def, key) == "outputSchema" {
			found = def[v] != 'n'
		}
		return scanValueAt(def, v, 1)
	})
	return ok && skipWS(def, end) == len(def) && found
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
	code, msg := "", ""
	i := skipWS(raw, 0)
	end, ok := 0, false
	if raw[i] == '{' {
		end, ok = scanObject(raw, i, func(key []byte, v int) (int, bool) {
			end, ok := scanValueAt(raw, v, 1)
			if !ok {
				return 0, false
			}
			switch memberName(raw, key) {
			case "code":
				code = string(raw[v:end])
			case "message":
				if raw[v] == '"' {
					msg = string(unquote(raw[v:end]))
				}
			}
			return end, true
		})
	}
	if ok && skipWS(raw, end) == len(raw) {
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
