package classify

import (
	"bytes"
	"encoding/json"
	"regexp"
)

// FlagErrorText marks a result that reads as an error although isError is
// absent or false: its main text begins like an error message ("Error:
// fetch failed", "Failed to open …", "ENOENT: …") or is a small JSON
// object whose "error" member is set ({"error":"fetch failed"},
// {"success":false,"error":…}). Such answers are error answers, not
// outputs of a pattern.
const FlagErrorText = "error_text"

// errorLead matches the first line of an error message.
var errorLead = regexp.MustCompile(`(?i)^[^\pL\pN]{0,4}(?:error|err!|exception|traceback|fatal|failed|failure|unable to|cannot|can't|could not|couldn't|permission denied|access denied|not found|no such|invalid|unknown (?:tool|command|method|argument|parameter)|missing required)\b|(?-i:^E[A-Z]{3,}:)`)

// maxErrorJSONKeys bounds the members of a JSON object read as an error
// envelope: a record with an "error" field among many is data.
const maxErrorJSONKeys = 4

// ErrorShapedText reports whether a text reads as an error answer (the
// rule behind FlagErrorText), with a note saying why. Fitting and scoring
// leave such outputs out, like isError results.
func ErrorShapedText(text []byte) (string, bool) { return errorShaped(text) }

// errorShaped reports whether a text block reads as an error, with a note
// saying why.
func errorShaped(text []byte) (string, bool) {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return "", false
	}
	if t[0] == '{' {
		var m map[string]json.RawMessage
		if json.Unmarshal(t, &m) == nil && len(m) <= maxErrorJSONKeys {
			for _, k := range []string{"error", "Error", "err", "errorMessage", "error_message"} {
				v, ok := m[k]
				if !ok {
					continue
				}
				v = bytes.TrimSpace(v)
				if len(v) == 0 || string(v) == "null" || string(v) == "false" || string(v) == `""` || string(v) == "{}" {
					continue
				}
				return `JSON object with a set "` + k + `" member`, true
			}
		}
		return "", false
	}
	line := t
	if i := bytes.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	if len(line) > 300 {
		line = line[:300]
	}
	if errorLead.Match(line) {
		return "first line reads as an error message", true
	}
	return "", false
}
