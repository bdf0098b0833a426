package check

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

// contentTypes returns the content block types a protocol version defines:
// text, image and resource from 2024-11-05, audio from 2025-03-26,
// resource_link from 2025-06-18.
func contentTypes(version string) []string {
	ts := []string{"text", "image"}
	if atLeast(version, V20250326) {
		ts = append(ts, "audio")
	}
	if atLeast(version, V20250618) {
		ts = append(ts, "resource_link")
	}
	return append(ts, "resource")
}

// blockProblems lists what is wrong with one content block under version.
func blockProblems(raw json.RawMessage, version string) []string {
	var blk map[string]json.RawMessage
	if why := decodeObject(raw, &blk); why != "" {
		return []string{why}
	}
	var typ string
	if t, ok := blk["type"]; !ok {
		return []string{`no "type"`}
	} else if json.Unmarshal(t, &typ) != nil {
		return []string{`"type" is not a string`}
	}
	known := contentTypes(version)
	found := false
	for _, k := range known {
		found = found || k == typ
	}
	if !found {
		return []string{fmt.Sprintf("unknown type %s (protocol %s defines %s)", quoteCap(typ, 60), version, strings.Join(known, ", "))}
	}
	var out []string
	str := func(obj map[string]json.RawMessage, field, where string) (string, bool) {
		v, ok := obj[field]
		if !ok {
			out = append(out, fmt.Sprintf("%s: required %q missing", where, field))
			return "", false
		}
		var s string
		if json.Unmarshal(v, &s) != nil {
			out = append(out, fmt.Sprintf("%s: %q is not a string", where, field))
			return "", false
		}
		return s, true
	}
	b64 := func(s, field, where string) {
		if !isBase64(s) {
			out = append(out, fmt.Sprintf("%s: %q is not base64", where, field))
		}
	}
	where := typ + " block"
	switch typ {
	case "text":
		str(blk, "text", where)
	case "image", "audio":
		if s, ok := str(blk, "data", where); ok {
			b64(s, "data", where)
		}
		str(blk, "mimeType", where)
	case "resource_link":
		str(blk, "uri", where)
		str(blk, "name", where)
	case "resource":
		rraw, ok := blk["resource"]
		if !ok {
			out = append(out, where+`: required "resource" missing`)
			break
		}
		var res map[string]json.RawMessage
		if why := decodeObject(rraw, &res); why != "" {
			out = append(out, where+`: "resource" `+why)
			break
		}
		str(res, "uri", where+" resource")
		_, hasText := res["text"]
		_, hasBlob := res["blob"]
		switch {
		case hasText:
			str(res, "text", where+" resource")
		case hasBlob:
			if s, ok := str(res, "blob", where+" resource"); ok {
				b64(s, "blob", where+" resource")
			}
		default:
			out = append(out, where+` resource: needs "text" or "blob"`)
		}
	}
	return out
}

// isBase64 reports whether s is standard base64 (padding optional, as
// many servers omit it).
func isBase64(s string) bool {
	if _, err := base64.StdEncoding.DecodeString(s); err == nil {
		return true
	}
	_, err := base64.RawStdEncoding.DecodeString(s)
	return err == nil
}

func checkContentBlocks() *Check {
	return &Check{
		ID: "MCP2008", Title: "content missing, or a content block with an unknown type or missing fields", Severity: SeverityError,
		Category:    CategoryResult,
		SpecSection: "Tools › Tool Result (content blocks)", SpecURL: specURL(V20260728, toolsPage+"#tool-result"),
		SpecQuote: `2026-07-28, Tools › Tool Result: "Unstructured content is returned in the content field of a result, and can contain multiple content items of different types" (text, image, audio, resource links, embedded resources); schema CallToolResult requires "content", each item a ContentBlock.`,
		Explanation: `A CallToolResult must have "content", an array of content blocks, even when
it also has structuredContent. Each block needs a known "type" and that
type's required fields (from the version's schema): text → text; image and
audio → data (base64) and mimeType; resource_link → uri and name; resource →
resource with uri and text or blob (base64). audio exists from 2025-03-26,
resource_link from 2025-06-18. SDK clients reject a result with an unknown
block type or a missing field, losing the whole answer.`,
		Before: `{"content": [{"type": "image", "url": "https://example.com/a.png"}, {"type": "markdown", "text": "# hi"}]}`,
		After:  `{"content": [{"type": "resource_link", "uri": "https://example.com/a.png", "name": "a.png", "mimeType": "image/png"}, {"type": "text", "text": "# hi"}]}`,
		Run: func(t *Target) []Finding {
			var out []Finding
			for _, ci := range t.allCalls() {
				if ci.res == nil && ci.resErr == "" {
					continue // no result (error, timeout, crash)
				}
				var probs []string
				var first json.RawMessage
				raw, ok := ci.res["content"]
				switch {
				case ci.resErr != "":
					probs = append(probs, ci.resErr+" (a CallToolResult is an object with a content array)")
				case !ok:
					probs = append(probs, `the result has no "content" array (required, also next to structuredContent)`)
				case !ci.contentOK:
					probs = append(probs, `"content" is `+kindPhrase(raw)+`, not an array`)
				default:
					for i, b := range ci.blocks {
						for _, p := range blockProblems(b, t.Version) {
							probs = append(probs, fmt.Sprintf("block %d: %s", i, p))
							if first == nil {
								first = b
							}
						}
					}
				}
				if len(probs) == 0 {
					continue
				}
				msg := probs[0]
				if len(probs) > 1 {
					msg += fmt.Sprintf(" (and %d more)", len(probs)-1)
				}
				ev := map[string]any{"problems": capList(probs, 20)}
				if first != nil {
					ev["block"] = snippet(first)
				} else {
					ev["result"] = snippet(ci.call.Result)
				}
				out = append(out, Finding{Tool: ci.call.Tool, CallID: ci.call.ID, Message: msg, Evidence: ev})
			}
			return out
		},
	}
}

// kindPhrase names a JSON value's kind for a message.
func kindPhrase(raw []byte) string {
	if k := jsonKind(raw); k != "" {
		return "a JSON " + k
	}
	return "invalid JSON"
}

// capList keeps at most n items.
func capList(s []string, n int) []string {
	if len(s) <= n {
		return s
	}
	return append(s[:n:n], fmt.Sprintf("… %d more", len(s)-n))
}
