package callplan

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"
)

// File formats, as returned by DetectFormat and accepted by Convert.
const (
	FormatJSON = "json"
	FormatCSV  = "csv"
	FormatTSV  = "tsv"
	FormatYAML = "yaml"
	FormatXML  = "xml"
	FormatTXT  = "txt"
)

// maxDepth bounds the nesting of converted values (as encoding/json does).
const maxDepth = 10000

// DetectFormat maps a file name's extension (any case) to its format:
// .json, .csv, .tsv, .yaml/.yml, .xml; anything else is text ("txt").
func DetectFormat(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return FormatJSON
	case ".csv":
		return FormatCSV
	case ".tsv":
		return FormatTSV
	case ".yaml", ".yml":
		return FormatYAML
	case ".xml":
		return FormatXML
	}
	return FormatTXT
}

// Convert parses content of the given format (json, csv, tsv, yaml, xml or
// txt; "yml" is accepted for yaml) into a JSON value: map[string]any,
// []any, string, json.Number, bool or nil. Errors are *FileError values of
// kind "parse" whose message names the format and the line.
func Convert(data []byte, format string) (any, error) {
	f := strings.ToLower(format)
	if f == "yml" {
		f = FormatYAML
	}
	switch f {
	case FormatJSON, FormatCSV, FormatTSV, FormatYAML, FormatXML, FormatTXT:
	default:
		return nil, &FileError{Kind: KindParse, Msg: fmt.Sprintf("unsupported file format %q (want json, csv, tsv, yaml, xml or txt)", format)}
	}
	if !utf8.Valid(data) {
		line, col := lineCol(data, firstInvalidUTF8(data))
		return nil, parseError(f, "content is not valid UTF-8", line, col)
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	switch f {
	case FormatJSON:
		v, perr := decodeJSON(data)
		if perr != nil {
			line, col := lineCol(data, perr.off)
			return nil, parseError(f, perr.reason, line, col)
		}
		return v, nil
	case FormatCSV:
		return convertCSV(data, ',', f)
	case FormatTSV:
		return convertCSV(data, '\t', f)
	case FormatYAML:
		return convertYAML(data)
	case FormatXML:
		return convertXML(data)
	}
	return convertText(data), nil
}

// parseError builds the seed's parse error for a format. CSV and TSV use
// the seed's wording ("Invalid format at line N"), with the reason
// appended; the others put the reason first. col is reported when > 0.
func parseError(format, reason string, line, col int) *FileError {
	name := strings.ToUpper(format)
	var msg string
	switch format {
	case FormatCSV, FormatTSV:
		msg = fmt.Sprintf("Failed to parse %s file: Invalid format at line %d", name, max(line, 1))
		if reason != "" {
			msg += " (" + reason + ")"
		}
	default:
		msg = fmt.Sprintf("Failed to parse %s file: %s", name, reason)
		if line > 0 {
			msg += fmt.Sprintf(" at line %d", line)
			if col > 0 {
				msg += fmt.Sprintf(", column %d", col)
			}
		}
	}
	return &FileError{Kind: KindParse, Msg: msg}
}

// lineCol gives the 1-based line and column (in bytes) of data[off].
func lineCol(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte{'\n'})
	col = off - bytes.LastIndexByte(before, '\n')
	return line, col
}

func firstInvalidUTF8(data []byte) int {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(data)
}

// jsonError is a JSON syntax problem at a byte offset.
type jsonError struct {
	off    int
	reason string
}

// decodeJSON parses exactly one JSON value, keeping numbers exact.
func decodeJSON(data []byte) (any, *jsonError) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se):
			// Offset counts the bytes read up to and including the
			// offending one.
			return nil, &jsonError{off: int(se.Offset) - 1, reason: se.Error()}
		case errors.Is(err, io.EOF):
			return nil, &jsonError{off: len(data), reason: "no JSON value (empty content)"}
		case errors.Is(err, io.ErrUnexpectedEOF):
			return nil, &jsonError{off: len(data), reason: "unexpected end of JSON input"}
		}
		return nil, &jsonError{off: int(dec.InputOffset()), reason: err.Error()}
	}
	rest := int(dec.InputOffset())
	for rest < len(data) && isJSONSpace(data[rest]) {
		rest++
	}
	if rest < len(data) {
		return nil, &jsonError{off: rest, reason: "unexpected data after the JSON value"}
	}
	return v, nil
}

func isJSONSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}

// convertText uses the content as JSON when the trimmed content is a JSON
// value, else as a string.
func convertText(data []byte) any {
	if t := bytes.TrimSpace(data); len(t) > 0 {
		if v, err := decodeJSON(t); err == nil {
			return v
		}
	}
	return string(data)
}

// convertCSV turns CSV or TSV into an array of objects keyed by the
// header row.
func convertCSV(data []byte, comma rune, format string) (any, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = comma
	r.LazyQuotes = false
	r.FieldsPerRecord = 0
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, parseError(format, "no header row", 1, 0)
	}
	if err != nil {
		return nil, csvError(err, format, nil, 0)
	}
	seen := make(map[string]bool, len(header))
	for i, h := range header {
		line, _ := r.FieldPos(i)
		if h == "" {
			return nil, parseError(format, fmt.Sprintf("empty name for column %d of the header", i+1), line, 0)
		}
		if seen[h] {
			return nil, parseError(format, fmt.Sprintf("duplicate column name %q in header", h), line, 0)
		}
		seen[h] = true
	}
	rows := []any{}
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			return nil, csvError(err, format, rec, len(header))
		}
		row := make(map[string]any, len(header))
		for i, h := range header {
			row[h] = typeScalar(rec[i])
		}
		rows = append(rows, row)
	}
}

func csvError(err error, format string, rec []string, want int) error {
	var pe *csv.ParseError
	if !errors.As(err, &pe) {
		return parseError(format, err.Error(), 1, 0)
	}
	reason := pe.Err.Error()
	if errors.Is(pe.Err, csv.ErrFieldCount) {
		reason = fmt.Sprintf("wrong number of fields: expected %d, got %d", want, len(rec))
	} else if pe.Column > 0 {
		reason = fmt.Sprintf("%s, column %d", reason, pe.Column)
	}
	return parseError(format, reason, pe.Line, 0)
}

// typeScalar types a CSV cell or XML text: "true"/"false" (any case) are
// booleans, plain integers and decimals of at most 15 digits are numbers
// (recognised with surrounding spaces ignored), everything else is the
// string itself.
func typeScalar(s string) any {
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "true":
		return true
	case "false":
		return false
	}
	if isPlainNumber(t) {
		return json.Number(t)
	}
	return s
}

// isPlainNumber reports whether s is -?(0|[1-9][0-9]*)(\.[0-9]+)? with at
// most 15 digits: numbers that survive a float64 round trip and are not
// identifiers with leading zeros or signs.
func isPlainNumber(s string) bool {
	i := 0
	if strings.HasPrefix(s, "-") {
		i = 1
	}
	start := i
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	intDigits := i - start
	if intDigits == 0 || (intDigits > 1 && s[start] == '0') {
		return false
	}
	digits := intDigits
	if i < len(s) {
		if s[i] != '.' {
			return false
		}
		i++
		fracStart := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		if i == fracStart || i != len(s) {
			return false
		}
		digits += i - fracStart
	}
	return digits <= 15
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

var jsonNumberRE = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// isJSONNumber reports whether s is a number in JSON syntax.
func isJSONNumber(s string) bool { return jsonNumberRE.MatchString(s) }
