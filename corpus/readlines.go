package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// Import reads and decodes lines in its own goroutine while the importing
// goroutine writes to the database, so the two overlap on two cores.

// Batch limits: a batch is handed over when it holds this many lines or
// bytes.
const (
	batchLines = 256
	batchBytes = 1 << 20
)

// parsedLine is one decoded non-blank line.
type parsedLine struct {
	n   int   // 1-based line number
	err error // why the line could not be decoded
	l   importLine
	// Precomputed digests of the arguments and of the result (result or
	// result_raw, whichever is set), when present.
	argD, resD *digest
	digests    [2]digest
}

// lineBatch is a run of lines; the raw values of its lines are slices of
// buf.
type lineBatch struct {
	buf   []byte
	lines []parsedLine
	last  int   // number of the last line read, blank lines included
	err   error // a read error after the lines, as a *lineError
}

// lineReader runs the decoding goroutine.
type lineReader struct {
	file    string
	batches chan *lineBatch // decoded batches, in order; closed at the end
	free    chan *lineBatch // batches handed back for reuse
	stop    chan struct{}   // closed when the consumer stops early
	done    chan struct{}   // closed when the goroutine has returned
}

// startLineReader starts decoding r.
func startLineReader(r io.Reader, file string) *lineReader {
	lr := &lineReader{
		file:    file,
		batches: make(chan *lineBatch, 4),
		free:    make(chan *lineBatch, 6),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
	}
	go lr.run(r)
	return lr
}

// close stops the goroutine and waits until it no longer reads r.
func (lr *lineReader) close() {
	close(lr.stop)
	<-lr.done
}

// recycle hands a processed batch back.
func (lr *lineReader) recycle(b *lineBatch) {
	select {
	case lr.free <- b:
	default:
	}
}

func (lr *lineReader) newBatch() *lineBatch {
	select {
	case b := <-lr.free:
		b.buf, b.lines, b.last, b.err = b.buf[:0], b.lines[:0], 0, nil
		return b
	default:
		return &lineBatch{buf: make([]byte, 0, batchBytes+batchBytes/4), lines: make([]parsedLine, 0, batchLines)}
	}
}

// send hands b over; it reports false when the consumer has stopped.
func (lr *lineReader) send(b *lineBatch) bool {
	select {
	case lr.batches <- b:
		return true
	case <-lr.stop:
		return false
	}
}

// errStopped stops the reading when the consumer has stopped or a line
// could not be decoded.
var errStopped = errors.New("stopped")

func (lr *lineReader) run(r io.Reader) {
	defer close(lr.done)
	defer close(lr.batches)
	cr := &lineCounter{r: r}
	dec := newLineDecoder()
	b := lr.newBatch()
	err := jsonx.ReadLines(cr, MaxLineBytes, func(n int, text []byte) error {
		select {
		case <-lr.stop:
			return errStopped
		default:
		}
		b.last = n
		off := len(b.buf)
		b.buf = append(b.buf, text...)
		b.lines = append(b.lines, parsedLine{n: n})
		pl := &b.lines[len(b.lines)-1]
		if pl.err = dec.decode(b.buf[off:], &pl.l); pl.err != nil {
			lr.send(b) // the consumer stops at this line
			return errStopped
		}
		pl.hash()
		if len(b.lines) >= batchLines || len(b.buf) >= batchBytes {
			if !lr.send(b) {
				return errStopped
			}
			b = lr.newBatch()
			b.last = n
		}
		return nil
	})
	var le *jsonx.LineError
	switch {
	case err == nil:
		b.last = cr.lines()
	case errors.Is(err, errStopped):
		return
	case errors.As(err, &le) && errors.Is(err, jsonx.ErrLineTooLong):
		b.err = &lineError{file: lr.file, line: le.Line, err: fmt.Errorf("line longer than %d bytes", MaxLineBytes)}
	case errors.As(err, &le):
		b.err = &lineError{file: lr.file, line: le.Line, err: fmt.Errorf("read: %w", le.Err)}
	default:
		b.err = &lineError{file: lr.file, line: b.last + 1, err: fmt.Errorf("read: %w", err)}
	}
	lr.send(b)
}

// lineCounter counts the lines read through it, blank lines included.
type lineCounter struct {
	r        io.Reader
	newlines int
	last     byte // the last byte read
}

func (c *lineCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if n > 0 {
		c.newlines += bytes.Count(p[:n], []byte{'\n'})
		c.last = p[n-1]
	}
	return n, err
}

// lines is the number of lines read: a last line without a line end counts.
func (c *lineCounter) lines() int {
	if c.last != 0 && c.last != '\n' {
		return c.newlines + 1
	}
	return c.newlines
}

// hash precomputes the digests the writer will need.
func (pl *parsedLine) hash() {
	if a := nullToEmpty(pl.l.Arguments); len(a) > 0 {
		pl.digests[0] = digestOf(a)
		pl.argD = &pl.digests[0]
	}
	res := nullToEmpty(pl.l.Result)
	if len(res) == 0 {
		res = nullToEmpty(pl.l.ResultRaw)
	}
	if len(res) > 0 {
		pl.digests[1] = digestOf(res)
		pl.resD = &pl.digests[1]
	}
}
