package corpus

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// This file holds the import's line decoder. encoding/json spends most of
// an import's time on lines like these (it scans each line twice and
// copies every raw value), so lines are decoded by a single validating pass
// that fills importLine and leaves raw values as slices of the line.

// maxDepth bounds nesting, as encoding/json does.
const maxDepth = 10000

// jsonParser is a cursor over one line.
type jsonParser struct {
	b []byte
	i int
}

// syntaxError says what is wrong where: col is 1-based, in bytes.
func (p *jsonParser) syntaxError(msg string) error {
	return fmt.Errorf("invalid JSON at column %d: %s", p.i+1, msg)
}

func (p *jsonParser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// peek returns the current byte, or 0 at the end.
func (p *jsonParser) peek() byte {
	if p.i < len(p.b) {
		return p.b[p.i]
	}
	return 0
}

func (p *jsonParser) consume(c byte) bool {
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// unexpected describes the byte at the cursor for an error.
func (p *jsonParser) unexpected(want string) error {
	if p.i >= len(p.b) {
		return p.syntaxError("unexpected end of line, want " + want)
	}
	return p.syntaxError(fmt.Sprintf("unexpected %q, want %s", p.b[p.i], want))
}

// value skips one JSON value, checking its syntax.
func (p *jsonParser) value(depth int) error {
	if depth > maxDepth {
		return p.syntaxError("nested too deeply")
	}
	switch c := p.peek(); {
	case c == '"':
		return p.str()
	case c == '{':
		p.i++
		p.ws()
		if p.consume('}') {
			return nil
		}
		for {
			p.ws()
			if p.peek() != '"' {
				return p.unexpected("a key")
			}
			if err := p.str(); err != nil {
				return err
			}
			p.ws()
			if !p.consume(':') {
				return p.unexpected("':'")
			}
			p.ws()
			if err := p.value(depth + 1); err != nil {
				return err
			}
			p.ws()
			if p.consume(',') {
				continue
			}
			if p.consume('}') {
				return nil
			}
			return p.unexpected("',' or '}'")
		}
	case c == '[':
		p.i++
		p.ws()
		if p.consume(']') {
			return nil
		}
		for {
			p.ws()
			if err := p.value(depth + 1); err != nil {
				return err
			}
			p.ws()
			if p.consume(',') {
				continue
			}
			if p.consume(']') {
				return nil
			}
			return p.unexpected("',' or ']'")
		}
	case c == 't':
		return p.literal("true")
	case c == 'f':
		return p.literal("false")
	case c == 'n':
		return p.literal("null")
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	}
	return p.unexpected("a value")
}

func (p *jsonParser) literal(word string) error {
	if !bytes.HasPrefix(p.b[p.i:], []byte(word)) {
		return p.unexpected(word)
	}
	p.i += len(word)
	return nil
}

// str skips a string, the cursor being on its opening quote.
func (p *jsonParser) str() error {
	p.i++
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			return nil
		case c == '\\':
			p.i++
			switch p.peek() {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				p.i++
			case 'u':
				p.i++
				for k := 0; k < 4; k++ {
					if !isHex(p.peek()) {
						return p.unexpected("a hex digit in a \\u escape")
					}
					p.i++
				}
			default:
				return p.unexpected("an escape character")
			}
		case c < 0x20:
			return p.syntaxError("control character in a string")
		default:
			p.i++
		}
	}
	return p.syntaxError("unterminated string")
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number skips a number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *jsonParser) number() error {
	p.consume('-')
	switch c := p.peek(); {
	case c == '0':
		p.i++
	case c >= '1' && c <= '9':
		for isDigit(p.peek()) {
			p.i++
		}
	default:
		return p.unexpected("a digit")
	}
	if p.consume('.') {
		if !isDigit(p.peek()) {
			return p.unexpected("a digit after '.'")
		}
		for isDigit(p.peek()) {
			p.i++
		}
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		p.i++
		if c := p.peek(); c == '+' || c == '-' {
			p.i++
		}
		if !isDigit(p.peek()) {
			return p.unexpected("a digit in the exponent")
		}
		for isDigit(p.peek()) {
			p.i++
		}
	}
	return nil
}

// validJSON reports whether b is one JSON value with optional surrounding
// whitespace; it agrees with json.Valid.
func validJSON(b []byte) bool {
	p := jsonParser{b: b}
	p.ws()
	if p.value(0) != nil {
		return false
	}
	p.ws()
	return p.i == len(b)
}

// decodeLine decodes one line, a JSON object, into l. Known keys are matched
// exactly (case-sensitively); other keys are checked and ignored; the last
// of repeated keys wins. Raw fields of l are slices of b.
func decodeLine(b []byte, l *importLine, in *interner) error {
	*l = importLine{}
	p := jsonParser{b: b}
	p.ws()
	if !p.consume('{') {
		return errors.New("not a JSON object")
	}
	p.ws()
	if !p.consume('}') {
		for {
			p.ws()
			if p.peek() != '"' {
				return p.unexpected("a key")
			}
			start := p.i
			if err := p.str(); err != nil {
				return err
			}
			key := b[start+1 : p.i-1]
			if bytes.IndexByte(key, '\\') >= 0 {
				var k string
				if err := json.Unmarshal(b[start:p.i], &k); err != nil {
					return p.syntaxError(err.Error())
				}
				key = []byte(k)
			}
			p.ws()
			if !p.consume(':') {
				return p.unexpected("':'")
			}
			p.ws()
			vstart := p.i
			if err := p.value(1); err != nil {
				return err
			}
			if err := l.set(key, b[vstart:p.i], in); err != nil {
				return err
			}
			p.ws()
			if p.consume(',') {
				continue
			}
			if p.consume('}') {
				break
			}
			return p.unexpected("',' or '}'")
		}
	}
	p.ws()
	if p.i != len(b) {
		return p.syntaxError("data after the object")
	}
	return nil
}

// set stores one known key's value.
func (l *importLine) set(key, v []byte, in *interner) error {
	switch string(key) {
	case "kind":
		return in.str(&l.Kind, v, "kind")
	case "id":
		return setStr(&l.ID, v, "id")
	case "server":
		return in.str(&l.Server, v, "server")
	case "tool":
		return in.str(&l.Tool, v, "tool")
	case "seq":
		return setInt(&l.Seq, v, "seq")
	case "arguments":
		l.Arguments = v
	case "origin":
		return in.str(&l.Origin, v, "origin")
	case "arg_origins":
		return in.strMap(&l.ArgOrigins, v, "arg_origins")
	case "round":
		return setInt(&l.Round, v, "round")
	case "status":
		return in.str(&l.Status, v, "status")
	case "result":
		l.Result = v
	case "result_raw":
		l.ResultRaw = v
	case "error":
		l.Error = v
	case "error_raw":
		l.ErrorRaw = v
	case "detail":
		return setStr(&l.Detail, v, "detail")
	case "duration_ms":
		return setInt64(&l.DurationMS, v, "duration_ms")
	case "size":
		return setInt64(&l.Size, v, "size")
	case "tool_page":
		return setInt(&l.ToolPage, v, "tool_page")
	case "tool_def":
		l.ToolDef = v
	case "skip_reason":
		return setStr(&l.SkipReason, v, "skip_reason")
	case "call_reason":
		return setStr(&l.CallReason, v, "call_reason")
	case "result_type":
		return setStr(&l.ResultType, v, "result_type")
	case "input_requests":
		l.InputRequests = v
	case "input_responses":
		l.InputResponses = v
	case "retries":
		return setInt(&l.Retries, v, "retries")
	case "protocol_path":
		return setStr(&l.ProtocolPath, v, "protocol_path")
	case "advertised_versions":
		return in.strSlice(&l.AdvertisedVersions, v, "advertised_versions")
	case "discover_result":
		l.DiscoverResult = v
	case "discover_error":
		l.DiscoverError = v
	case "wire":
		l.Wire = v
	case "list_results":
		l.ListResults = v
	case "source":
		return setStr(&l.Source, v, "source")
	case "transport":
		return setStr(&l.Transport, v, "transport")
	case "launch":
		l.Launch = v
	case "package":
		return setStr(&l.Package, v, "package")
	case "repository":
		return setStr(&l.Repository, v, "repository")
	case "offered_version":
		return setStr(&l.OfferedVersion, v, "offered_version")
	case "protocol_version":
		return setStr(&l.ProtocolVersion, v, "protocol_version")
	case "initialize_result":
		l.InitializeResult = v
	case "server_name":
		return setStr(&l.ServerName, v, "server_name")
	case "server_version":
		return setStr(&l.ServerVersion, v, "server_version")
	case "instructions":
		return setStr(&l.Instructions, v, "instructions")
	case "session_id":
		return setStr(&l.SessionID, v, "session_id")
	case "call_policy":
		return setStr(&l.CallPolicy, v, "call_policy")
	case "sandbox":
		return setStr(&l.Sandbox, v, "sandbox")
	case "roots":
		return in.strSlice(&l.Roots, v, "roots")
	case "stderr_tail":
		return setStr(&l.StderrTail, v, "stderr_tail")
	case "started_at":
		l.StartedAt = v
	case "init_ms":
		return setInt64(&l.InitMS, v, "init_ms")
	case "list_ms":
		return setInt64(&l.ListMS, v, "list_ms")
	case "list_pages":
		return setInt(&l.ListPages, v, "list_pages")
	case "events":
		l.Events = v
	}
	return nil
}

// plainString returns the contents of a string token that has no escapes
// and is valid UTF-8, so it can be taken as is.
func plainString(v []byte) ([]byte, bool) {
	inner := v[1 : len(v)-1]
	if bytes.IndexByte(inner, '\\') >= 0 || !utf8.Valid(inner) {
		return nil, false
	}
	return inner, true
}

// setStr decodes a string value; null leaves dst alone, as encoding/json
// does.
func setStr(dst *string, v []byte, name string) error {
	switch v[0] {
	case 'n':
		return nil
	case '"':
	default:
		return fmt.Errorf("%q must be a string", name)
	}
	if inner, ok := plainString(v); ok {
		*dst = string(inner)
		return nil
	}
	return json.Unmarshal(v, dst) // escapes; invalid UTF-8 becomes U+FFFD
}

// Integer fields (durations, sizes, seq, round, pages) take any JSON
// number, since other clients write durations such as 2.6 or sizes such as
// 1e3: an integer literal is taken as is, any other number is rounded to
// the nearest integer (halves away from zero). Only what cannot be such a
// count is refused: a value that is not a number, a negative one, or one
// beyond the field's range.

// maxCount is the largest value of the int fields (seq, round, tool_page,
// list_pages); maxCount64 that of the int64 ones (milliseconds, bytes).
const (
	maxCount   = 1<<31 - 1
	maxCount64 = 1<<63 - 1
)

// parseCount reads a count field's JSON value v (valid JSON): ok is false
// for null (absent), err says why a present value is refused.
func parseCount(v []byte, name string, max int64) (n int64, ok bool, err error) {
	switch c := v[0]; {
	case c == 'n':
		return 0, false, nil
	case c != '-' && !isDigit(c):
		return 0, false, fmt.Errorf("%q must be a number, not %.40s", name, v)
	}
	n, isInt := parseInt(v)
	if !isInt {
		f, ferr := strconv.ParseFloat(string(v), 64)
		f = math.Round(f)
		if ferr != nil || f >= 1<<63 || f < -(1<<63) {
			return 0, false, fmt.Errorf("%q is out of range: %.40s", name, v)
		}
		n = int64(f)
	}
	if n < 0 {
		return 0, false, fmt.Errorf("%q must not be negative, not %.40s", name, v)
	}
	if n > max {
		return 0, false, fmt.Errorf("%q is out of range: %.40s (at most %d)", name, v, max)
	}
	return n, true, nil
}

// setInt64 decodes a count field into dst; null leaves dst alone.
func setInt64(dst *jsonInt64, v []byte, name string) error {
	n, ok, err := parseCount(v, name, maxCount64)
	if ok {
		*dst = jsonInt64(n)
	}
	return err
}

// setInt decodes a count field of at most maxCount into dst; null leaves
// dst alone.
func setInt(dst *jsonInt, v []byte, name string) error {
	n, ok, err := parseCount(v, name, maxCount)
	if ok {
		*dst = jsonInt(n)
	}
	return err
}

// jsonInt is an int field of importLine: decodeLine and encoding/json
// (through UnmarshalJSON) read it alike, as parseCount says.
type jsonInt int

// UnmarshalJSON reads a count as decodeLine does.
func (n *jsonInt) UnmarshalJSON(b []byte) error { return setInt(n, b, "value") }

// jsonInt64 is an int64 field of importLine, read as jsonInt is.
type jsonInt64 int64

// UnmarshalJSON reads a count as decodeLine does.
func (n *jsonInt64) UnmarshalJSON(b []byte) error { return setInt64(n, b, "value") }

// parseInt parses a JSON number that is a 64-bit integer literal (no
// fraction or exponent).
func parseInt(v []byte) (int64, bool) {
	neg := false
	if len(v) > 0 && v[0] == '-' {
		neg, v = true, v[1:]
	}
	if len(v) == 0 || len(v) > 19 {
		return 0, false
	}
	var n uint64
	for _, c := range v {
		if !isDigit(c) {
			return 0, false
		}
		n = n*10 + uint64(c-'0')
	}
	if neg {
		if n > 1<<63 {
			return 0, false
		}
		return -int64(n), true
	}
	if n > 1<<63-1 {
		return 0, false
	}
	return int64(n), true
}

// interner shares the strings that repeat from line to line (server and
// tool names, statuses), so a long import does not allocate them per line.
type interner map[string]string

const maxInterned = 1 << 16

// str decodes a string value like setStr, sharing repeated values.
func (in *interner) str(dst *string, v []byte, name string) error {
	if v[0] == '"' {
		if inner, ok := plainString(v); ok {
			if s, ok := (*in)[string(inner)]; ok {
				*dst = s
				return nil
			}
			s := string(inner)
			if len(*in) >= maxInterned {
				clear(*in)
			}
			(*in)[s] = s
			*dst = s
			return nil
		}
	}
	return setStr(dst, v, name)
}

// strSlice decodes an array of strings as encoding/json does into a
// []string: null sets dst to nil, a null element is "". v is a valid JSON
// value (decodeLine checked it).
func (in *interner) strSlice(dst *[]string, v []byte, name string) error {
	switch v[0] {
	case 'n':
		*dst = nil
		return nil
	case '[':
	default:
		return fmt.Errorf("%q must be an array of strings, not %.40s", name, v)
	}
	out := (*dst)[:0]
	if out == nil {
		out = []string{}
	}
	p := jsonParser{b: v, i: 1}
	p.ws()
	if !p.consume(']') {
		for {
			p.ws()
			start := p.i
			if err := p.value(1); err != nil {
				return err
			}
			elem := v[start:p.i]
			if elem[0] != '"' && elem[0] != 'n' {
				return fmt.Errorf("%q must be an array of strings; element %d is %.40s", name, len(out)+1, elem)
			}
			var s string
			if err := in.str(&s, elem, name); err != nil {
				return err
			}
			out = append(out, s)
			p.ws()
			if p.consume(']') {
				break
			}
			p.consume(',')
		}
	}
	*dst = out
	return nil
}

// strMap decodes an object of strings as encoding/json does into a
// map[string]string: null sets dst to nil, a null value is "", and the
// members of a repeated key add to the map decoded before. v is a valid
// JSON value (decodeLine checked it).
func (in *interner) strMap(dst *map[string]string, v []byte, name string) error {
	switch v[0] {
	case 'n':
		*dst = nil
		return nil
	case '{':
	default:
		return fmt.Errorf("%q must be an object of strings, not %.40s", name, v)
	}
	if *dst == nil {
		*dst = map[string]string{}
	}
	p := jsonParser{b: v, i: 1}
	p.ws()
	if p.consume('}') {
		return nil
	}
	for {
		p.ws()
		start := p.i
		if err := p.str(); err != nil {
			return err
		}
		var k string
		if err := in.str(&k, v[start:p.i], name); err != nil {
			return err
		}
		p.ws()
		p.consume(':')
		p.ws()
		start = p.i
		if err := p.value(1); err != nil {
			return err
		}
		elem := v[start:p.i]
		if elem[0] != '"' && elem[0] != 'n' {
			return fmt.Errorf("%q must be an object of strings; the value of %q is %.40s", name, k, elem)
		}
		var s string
		if err := in.str(&s, elem, name); err != nil {
			return err
		}
		(*dst)[k] = s
		p.ws()
		if p.consume('}') {
			return nil
		}
		p.consume(',')
	}
}
