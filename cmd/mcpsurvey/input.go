// Input helpers: opening a named file or stdin, and the JSON Lines
// interchange records (what `corpus export` writes) that classify, extract,
// suggest and score read.

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// openInput opens a named input file, or stdin for "-"; name is what
// errors call it. The caller closes the returned closer.
func openInput(e *env, path string) (r io.Reader, name string, closer io.Closer, err error) {
	if path == "-" {
		return e.stdin, "stdin", io.NopCloser(nil), nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", nil, err
	}
	return f, path, f, nil
}

// interchangeLine is the part of a JSONL line classify reads.
type interchangeLine struct {
	Kind      string          `json:"kind"`
	ID        string          `json:"id"`
	Server    string          `json:"server"`
	Tool      string          `json:"tool"`
	Result    json.RawMessage `json:"result"`
	ResultRaw json.RawMessage `json:"result_raw"`
	Error     json.RawMessage `json:"error"`
	ErrorRaw  json.RawMessage `json:"error_raw"`
	ToolDef   json.RawMessage `json:"tool_def"`
}

func firstOf(a, b json.RawMessage) json.RawMessage {
	if len(a) > 0 && string(a) != "null" {
		return a
	}
	if string(b) == "null" {
		return nil
	}
	return b
}

// readJSONL calls fn with each non-blank line of a JSON Lines input (see
// jsonx.ReadLines; lines longer than max bytes fail). Errors name the
// input and the line: "calls.jsonl:3: not a JSON object: ...".
func readJSONL(r io.Reader, name string, max int, fn func(n int, line []byte) error) error {
	return namedLineError(name, jsonx.ReadLines(r, max, fn))
}

// namedLineError puts the input's name before the line number of a
// jsonx.LineError ("name:3: ..."), or before any other error.
func namedLineError(name string, err error) error {
	if err == nil {
		return nil
	}
	var le *jsonx.LineError
	if errors.As(err, &le) {
		return fmt.Errorf("%s:%d: %w", name, le.Line, le.Err)
	}
	return fmt.Errorf("%s: %w", name, err)
}

// decodeInterchange decodes one interchange line; the error says the line
// is not a JSON object.
func decodeInterchange(line []byte) (interchangeLine, error) {
	var l interchangeLine
	if err := json.Unmarshal(line, &l); err != nil {
		return l, fmt.Errorf("not a JSON object: %v", err)
	}
	return l, nil
}

// objectNames returns the member names of b when b is exactly one JSON
// object (surrounding white space allowed); ok is false otherwise.
func objectNames(b []byte) (names []string, ok bool) {
	s := jsonx.NewScanner(b)
	defer s.Release()
	if k, err := s.Begin(); err != nil || k != '{' {
		return nil, false
	}
	for s.More() {
		tok, err := s.Name()
		if err != nil || s.Skip() != nil {
			return nil, false
		}
		names = append(names, string(jsonx.NameText(tok)))
	}
	if s.End() != nil || !s.AtEOF() {
		return nil, false
	}
	return names, true
}

// hasName reports whether names holds any of want.
func hasName(names []string, want ...string) bool {
	for _, n := range names {
		for _, w := range want {
			if n == w {
				return true
			}
		}
	}
	return false
}
