package jsonx

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// MaxLine is the longest JSON Lines record ReadLines accepts by default
// (256 MiB): far above any captured result, low enough that a runaway
// file without newlines fails with a clear error instead of eating memory.
const MaxLine = 256 << 20

// LineError is an error tied to one line of a JSON Lines input.
type LineError struct {
	Line int // 1-based
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Unwrap returns the underlying error.
func (e *LineError) Unwrap() error { return e.Err }

// ErrLineTooLong is returned (inside a LineError) for a line longer than
// the limit.
var ErrLineTooLong = errors.New("line too long")

// ReadLines reads JSON Lines from r and calls fn with each non-blank line
// (trailing "\r\n" or "\n" and surrounding space trimmed) and its 1-based
// number. The slice is only valid during the call. Lines longer than max
// bytes (MaxLine if max <= 0) fail. An error from fn stops the reading and
// is returned wrapped in a LineError unless it already is one.
func ReadLines(r io.Reader, max int, fn func(n int, line []byte) error) error {
	if max <= 0 {
		max = MaxLine
	}
	br, ok := r.(*bufio.Reader)
	if !ok {
		br = bufio.NewReaderSize(r, 1<<20)
	}
	var long []byte
	n := 0
	for {
		b, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			long = append(long[:0], b...)
			for err == bufio.ErrBufferFull {
				if len(long) > max {
					return &LineError{Line: n + 1, Err: fmt.Errorf("%w (over %d bytes)", ErrLineTooLong, max)}
				}
				b, err = br.ReadSlice('\n')
				long = append(long, b...)
			}
			b = long
		}
		if len(b) > 0 {
			n++
			if len(b) > max {
				return &LineError{Line: n, Err: fmt.Errorf("%w (over %d bytes)", ErrLineTooLong, max)}
			}
			if line := bytes.TrimSpace(b); len(line) > 0 {
				if ferr := fn(n, line); ferr != nil {
					var le *LineError
					if errors.As(ferr, &le) {
						return ferr
					}
					return &LineError{Line: n, Err: ferr}
				}
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return &LineError{Line: n + 1, Err: err}
		}
	}
}
