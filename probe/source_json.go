package probe

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// stripJSONC returns a copy of data in which // and /* */ comments outside
// strings, trailing commas before } or ], and a leading UTF-8 byte order mark
// are replaced by spaces. Newlines are kept, so byte offsets (and the
// line:column of a later syntax error) are those of the original file.
func stripJSONC(data []byte) []byte {
	out := bytes.Clone(data)
	if bytes.HasPrefix(out, []byte("\xEF\xBB\xBF")) {
		copy(out, "   ")
	}
	blank := func(i int) {
		if out[i] != '\n' && out[i] != '\r' {
			out[i] = ' '
		}
	}
	// Pass 1: comments.
	for i := 0; i < len(out); i++ {
		switch out[i] {
		case '"':
			i = skipString(out, i)
		case '/':
			if i+1 >= len(out) {
				continue
			}
			switch out[i+1] {
			case '/':
				for ; i < len(out) && out[i] != '\n'; i++ {
					blank(i)
				}
			case '*':
				start := i
				end := bytes.Index(out[i+2:], []byte("*/"))
				if end < 0 {
					i = len(out)
				} else {
					i += 2 + end + 2
				}
				for j := start; j < i; j++ {
					blank(j)
				}
				i--
			}
		}
	}
	// Pass 2: trailing commas.
	for i := 0; i < len(out); i++ {
		switch out[i] {
		case '"':
			i = skipString(out, i)
		case ',':
			j := i + 1
			for j < len(out) && isJSONSpace(out[j]) {
				j++
			}
			if j < len(out) && (out[j] == '}' || out[j] == ']') {
				out[i] = ' '
			}
		}
	}
	return out
}

// skipString returns the index of the closing quote of the string starting at
// b[i] (or len(b)-1 when it is unterminated).
func skipString(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(b) - 1
}

func isJSONSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}

// lineCol converts a byte offset into a 1-based line and column (columns
// count characters, not bytes).
func lineCol(data []byte, off int64) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	prefix := data[:off]
	line = 1 + bytes.Count(prefix, []byte{'\n'})
	lineStart := bytes.LastIndexByte(prefix, '\n') + 1
	col = 1 + utf8.RuneCount(prefix[lineStart:])
	return line, col
}

// parseJSONC parses a JSON (with comments) document into a raw value and
// turns syntax errors into "file:line:col: ..." errors.
func parseJSONC(path string, data []byte) (json.RawMessage, error) {
	clean := stripJSONC(data)
	var raw json.RawMessage
	if err := json.Unmarshal(clean, &raw); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			// Offset is the number of bytes read when the error was found;
			// point at the offending byte itself.
			off := se.Offset
			if off > 0 && off <= int64(len(clean)) {
				off--
			}
			line, col := lineCol(data, off)
			return nil, fmt.Errorf("%s:%d:%d: invalid JSON: %v", path, line, col, se)
		}
		return nil, fmt.Errorf("%s: invalid JSON: %v", path, err)
	}
	return raw, nil
}

// member is one key of a JSON object, in file order.
type member struct {
	Key   string
	Value json.RawMessage
}

// orderedObject splits a JSON object into its members in the order written.
// A later duplicate key replaces the earlier value (as JSON decoders do) and
// is reported in dups.
func orderedObject(raw json.RawMessage) (members []member, dups []string, err error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, nil, fmt.Errorf("must be a JSON object, not %s", jsonKind(raw))
	}
	index := map[string]int{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, err
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, err
		}
		if i, ok := index[key]; ok {
			members[i].Value = v
			dups = append(dups, key)
			continue
		}
		index[key] = len(members)
		members = append(members, member{key, v})
	}
	return members, dups, nil
}

// jsonKind names the JSON type of a raw value for error messages.
func jsonKind(raw json.RawMessage) string {
	b := bytes.TrimLeft(raw, " \t\r\n")
	if len(b) == 0 {
		return "empty"
	}
	switch b[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	default:
		return "a number"
	}
}

// isNull reports whether raw is absent or the JSON null.
func isNull(raw json.RawMessage) bool {
	b := bytes.TrimSpace(raw)
	return len(b) == 0 || string(b) == "null"
}

// fields is a JSON object with typed, error-reporting accessors. Absent
// keys and null values read as absent.
type fields map[string]json.RawMessage

func parseFields(raw json.RawMessage) (fields, error) {
	if bytes.HasPrefix(bytes.TrimLeft(raw, " \t\r\n"), []byte("{")) {
		var f fields
		if err := json.Unmarshal(raw, &f); err == nil {
			return f, nil
		}
	}
	return nil, fmt.Errorf("must be a JSON object, not %s", jsonKind(raw))
}

// key returns the first of keys that is present and not null.
func (f fields) key(keys ...string) (string, json.RawMessage) {
	for _, k := range keys {
		if v, ok := f[k]; ok && !isNull(v) {
			return k, v
		}
	}
	return "", nil
}

// str reads a string. Numbers and booleans are accepted as their literal
// text (people write "port": 8080).
func (f fields) str(keys ...string) (string, error) {
	k, v := f.key(keys...)
	if k == "" {
		return "", nil
	}
	s, ok := scalarText(v)
	if !ok {
		return "", fmt.Errorf("%q must be a string, not %s", k, jsonKind(v))
	}
	return s, nil
}

// boolean reads a boolean; anything but true reads as false.
func (f fields) boolean(keys ...string) bool {
	_, v := f.key(keys...)
	return string(bytes.TrimSpace(v)) == "true"
}

// strList reads an array of strings (scalars accepted as text).
func (f fields) strList(key string) ([]string, error) {
	k, v := f.key(key)
	if k == "" {
		return nil, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(v, &items); err != nil {
		return nil, fmt.Errorf("%q must be an array of strings, not %s", k, jsonKind(v))
	}
	out := make([]string, 0, len(items))
	for i, it := range items {
		s, ok := scalarText(it)
		if !ok {
			return nil, fmt.Errorf("%q[%d] must be a string, not %s", k, i, jsonKind(it))
		}
		out = append(out, s)
	}
	return out, nil
}

// strMap reads an object of strings (scalars accepted as text; null values
// are dropped).
func (f fields) strMap(key string) (map[string]string, error) {
	k, v := f.key(key)
	if k == "" {
		return nil, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(v, &m); err != nil || m == nil {
		return nil, fmt.Errorf("%q must be an object of strings, not %s", k, jsonKind(v))
	}
	out := make(map[string]string, len(m))
	for name, it := range m {
		if isNull(it) {
			continue
		}
		s, ok := scalarText(it)
		if !ok {
			return nil, fmt.Errorf("%q.%s must be a string, not %s", k, name, jsonKind(it))
		}
		out[name] = s
	}
	return out, nil
}

// scalarText returns the text of a JSON string, number or boolean.
func scalarText(v json.RawMessage) (string, bool) {
	b := bytes.TrimSpace(v)
	if len(b) == 0 {
		return "", false
	}
	switch b[0] {
	case '"':
		var s string
		if json.Unmarshal(b, &s) != nil {
			return "", false
		}
		return s, true
	case 't', 'f':
		return string(b), string(b) == "true" || string(b) == "false"
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		if _, err := strconv.ParseFloat(string(b), 64); err != nil {
			// Still valid JSON (e.g. a huge exponent); keep the text.
			return string(b), json.Valid(b)
		}
		return string(b), true
	}
	return "", false
}
