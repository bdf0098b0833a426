// Input helpers: opening a named file or stdin, and the JSON Lines
// interchange records (what `corpus export` writes) that classify, extract,
// suggest and score read.

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
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

// readLine reads one line of at most limit bytes (without the newline).
func readLine(r *bufio.Reader, limit int) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > limit {
			return nil, fmt.Errorf("line longer than %d bytes", limit)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if n := len(buf); n > 0 && buf[n-1] == '\n' {
			buf = buf[:n-1]
		}
		return buf, err
	}
}

func trimSpace(b []byte) []byte {
	i, j := 0, len(b)
	for i < j && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	for j > i && (b[j-1] == ' ' || b[j-1] == '\t' || b[j-1] == '\r') {
		j--
	}
	return b[i:j]
}
