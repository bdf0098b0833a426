package corpus

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
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

func (lr *lineReader) run(r io.Reader) {
	defer close(lr.done)
	defer close(lr.batches)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLineBytes)
	in := interner{}
	b := lr.newBatch()
	n := 0
	for sc.Scan() {
		select {
		case <-lr.stop:
			return
		default:
		}
		n++
		b.last = n
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		off := len(b.buf)
		b.buf = append(b.buf, text...)
		b.lines = append(b.lines, parsedLine{n: n})
		pl := &b.lines[len(b.lines)-1]
		if pl.err = decodeLine(b.buf[off:], &pl.l, &in); pl.err != nil {
			lr.send(b) // the consumer stops at this line
			return
		}
		pl.hash()
		if len(b.lines) >= batchLines || len(b.buf) >= batchBytes {
			if !lr.send(b) {
				return
			}
			b = lr.newBatch()
			b.last = n
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("line longer than %d bytes", MaxLineBytes)
		} else {
			err = fmt.Errorf("read: %w", err)
		}
		b.err = &lineError{file: lr.file, line: n + 1, err: err}
	}
	lr.send(b)
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
