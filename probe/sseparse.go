package probe

import (
	"bytes"
	"io"
)

// sseEvent is one dispatched server-sent event.
type sseEvent struct {
	Type string // "message" when the stream named none
	ID   string // the last event ID in effect
	Data []byte // data lines joined with "\n"; nil when TooLarge is set
	// TooLarge is set when the data exceeded the parser's cap; Data is
	// then nil.
	TooLarge *TooLargeError
}

// sseFieldCap caps the name of a field and the values of the event and id
// fields; longer values are cut.
const sseFieldCap = 4 << 10

// sseNameCap caps a field name; longer names match no known field.
const sseNameCap = 64

type sseField int

const (
	sseFieldNone sseField = iota // unknown field or comment: ignored
	sseFieldData
	sseFieldEvent
	sseFieldID
)

// sseParser reads server-sent events (the WHATWG event-stream format) from
// r in bounded memory: each event's data is capped at max bytes. Lines may
// end in CRLF, LF or CR.
type sseParser struct {
	r   io.Reader
	buf []byte
	pos int
	n   int
	err error

	zeroReads int

	skipLF bool // the previous line ended in CR; a following LF belongs to it

	// Line state.
	lineLen  int // bytes seen in the current line
	name     []byte
	nameOver bool
	inValue  bool
	trimSP   bool // the next value byte is a single optional space to drop
	field    sseField
	value    []byte // event or id value of the current line

	// Event state.
	data      *capBuf
	dataLines int
	evType    []byte
	lastID    string
}

func newSSEParser(r io.Reader, max int64) *sseParser {
	if max <= 0 {
		max = transportDefaultMax
	}
	return &sseParser{r: r, buf: make([]byte, 32<<10), data: newCapBuf(max)}
}

// Next returns the next event. At the end of the stream it returns io.EOF
// (or the read error); an event not terminated by a blank line is dropped,
// as the format requires.
func (p *sseParser) Next() (sseEvent, error) {
	for {
		if p.pos == p.n {
			if p.err != nil {
				return sseEvent{}, p.err
			}
			n, err := p.r.Read(p.buf)
			p.pos, p.n = 0, n
			if err != nil {
				p.err = err
			}
			if n == 0 && err == nil {
				// io.Reader discourages (0, nil); give up on a reader
				// that keeps returning it rather than spin.
				p.zeroReads++
				if p.zeroReads >= 100 {
					p.err = io.ErrNoProgress
				}
				continue
			}
			p.zeroReads = 0
			continue
		}
		chunk := p.buf[p.pos:p.n]
		if p.skipLF {
			p.skipLF = false
			if chunk[0] == '\n' {
				p.pos++
				continue
			}
		}
		i := bytes.IndexAny(chunk, "\r\n")
		if i < 0 {
			p.addLine(chunk)
			p.pos = p.n
			continue
		}
		p.addLine(chunk[:i])
		if chunk[i] == '\r' {
			p.skipLF = true
		}
		p.pos += i + 1
		if ev, ok := p.endLine(); ok {
			return ev, nil
		}
	}
}

// addLine feeds a piece of the current line.
func (p *sseParser) addLine(seg []byte) {
	if len(seg) == 0 {
		return
	}
	p.lineLen += len(seg)
	if !p.inValue {
		j := bytes.IndexByte(seg, ':')
		if j < 0 {
			p.addName(seg)
			return
		}
		p.addName(seg[:j])
		p.inValue = true
		p.trimSP = true
		p.startField()
		seg = seg[j+1:]
	}
	if p.trimSP && len(seg) > 0 {
		p.trimSP = false
		if seg[0] == ' ' {
			seg = seg[1:]
		}
	}
	switch p.field {
	case sseFieldData:
		p.data.Write(seg)
	case sseFieldEvent, sseFieldID:
		p.value = appendUpTo(p.value, seg, sseFieldCap)
	}
}

func (p *sseParser) addName(b []byte) {
	if p.nameOver {
		return
	}
	if len(p.name)+len(b) > sseNameCap {
		p.nameOver = true
		return
	}
	p.name = append(p.name, b...)
}

// startField decides what the current line's field is, once its name is
// complete.
func (p *sseParser) startField() {
	p.field = sseFieldNone
	if p.nameOver {
		return
	}
	switch string(p.name) {
	case "data":
		p.field = sseFieldData
		if p.dataLines > 0 {
			p.data.Write([]byte{'\n'})
		}
		p.dataLines++
	case "event":
		p.field = sseFieldEvent
	case "id":
		p.field = sseFieldID
	}
}

// endLine finishes the current line and returns an event when the line was
// blank and an event is pending.
func (p *sseParser) endLine() (sseEvent, bool) {
	defer p.resetLine()
	if p.lineLen == 0 {
		return p.dispatch()
	}
	if !p.inValue {
		// A line without a colon is a field name with an empty value.
		p.startField()
	}
	switch p.field {
	case sseFieldEvent:
		p.evType = append(p.evType[:0], p.value...)
	case sseFieldID:
		if bytes.IndexByte(p.value, 0) < 0 {
			p.lastID = string(p.value)
		}
	}
	return sseEvent{}, false
}

func (p *sseParser) resetLine() {
	p.lineLen = 0
	p.name = p.name[:0]
	p.nameOver = false
	p.inValue = false
	p.trimSP = false
	p.field = sseFieldNone
	p.value = p.value[:0]
}

func (p *sseParser) dispatch() (sseEvent, bool) {
	if p.dataLines == 0 {
		p.evType = p.evType[:0]
		return sseEvent{}, false
	}
	ev := sseEvent{Type: string(p.evType), ID: p.lastID}
	if ev.Type == "" {
		ev.Type = "message"
	}
	data, tl := p.data.Take()
	if tl != nil {
		ev.TooLarge = tl
	} else {
		if data == nil {
			data = []byte{}
		}
		ev.Data = data
	}
	p.dataLines = 0
	p.evType = p.evType[:0]
	return ev, true
}
