package probe

import (
	"sync"
	"unicode/utf8"
)

// transportPeek is how many bytes of an oversized message, a noise line or an
// error body are kept for reporting.
const transportPeek = 4 << 10

// transportDefaultMax is the message cap used when DialOptions.MaxMessage is
// not set.
const transportDefaultMax = 16 << 20

// transportDefaultStderr is the stderr tail kept when DialOptions.StderrTail is
// not set.
const transportDefaultStderr = 64 << 10

func msgLimit(o DialOptions) int64 {
	if o.MaxMessage <= 0 {
		return transportDefaultMax
	}
	return o.MaxMessage
}

// dialEvent reports a transport fact through o.Event, if set. raw is
// capped at transportPeek bytes on a UTF-8 boundary.
func dialEvent(o DialOptions, kind, detail string, raw []byte) {
	if o.Event == nil {
		return
	}
	o.Event(kind, detail, cutUTF8(raw, transportPeek))
}

// cutUTF8 returns at most n bytes of b as a string, cut so that a
// multi-byte UTF-8 sequence is not split.
func cutUTF8(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	cut := n
	// Back off at most utf8.UTFMax-1 bytes to a rune start.
	for i := 0; i < utf8.UTFMax-1 && cut > 0 && !utf8.RuneStart(b[cut]); i++ {
		cut--
	}
	if !utf8.RuneStart(b[cut]) {
		cut = n
	}
	return string(b[:cut])
}

// tailRing keeps the last cap bytes written to it. It is safe for concurrent
// use and never blocks the writer for longer than a copy.
type tailRing struct {
	mu    sync.Mutex
	buf   []byte // len == capacity once full
	next  int    // write position once full
	full  bool
	total int64
	limit int
}

func newTailRing(limit int) *tailRing {
	if limit <= 0 {
		limit = transportDefaultStderr
	}
	return &tailRing{limit: limit}
}

// Write appends p, dropping the oldest bytes beyond the limit.
func (r *tailRing) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := len(p)
	r.total += int64(n)
	if len(p) >= r.limit {
		p = p[len(p)-r.limit:]
		if cap(r.buf) < r.limit {
			r.buf = make([]byte, r.limit)
		}
		r.buf = r.buf[:r.limit]
		copy(r.buf, p)
		r.next = 0
		r.full = true
		return n, nil
	}
	if !r.full {
		if len(r.buf)+len(p) <= r.limit {
			r.buf = append(r.buf, p...)
			if len(r.buf) == r.limit {
				r.full = true
				r.next = 0
			}
			return n, nil
		}
		// Grow to the full size, then fall through to the wrapping write.
		have := len(r.buf)
		nb := make([]byte, r.limit)
		copy(nb, r.buf)
		k := copy(nb[have:], p)
		p = p[k:]
		r.buf = nb
		r.full = true
		r.next = 0
	}
	for len(p) > 0 {
		k := copy(r.buf[r.next:], p)
		p = p[k:]
		r.next = (r.next + k) % r.limit
	}
	return n, nil
}

// Tail returns the kept bytes in order and whether earlier bytes were
// dropped.
func (r *tailRing) Tail() ([]byte, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.full {
		return append([]byte(nil), r.buf...), false
	}
	out := make([]byte, 0, r.limit)
	out = append(out, r.buf[r.next:]...)
	out = append(out, r.buf[:r.next]...)
	return out, r.total > int64(r.limit)
}

// capBuf collects one message of unknown length in bounded memory: up to
// limit bytes are kept whole; past that only the first and last transportPeek
// bytes are kept and the size is counted.
type capBuf struct {
	limit int64
	buf   []byte
	size  int64
	over  bool
	head  []byte
	tail  []byte
}

func newCapBuf(limit int64) *capBuf { return &capBuf{limit: limit} }

// Write appends p.
func (c *capBuf) Write(p []byte) {
	if len(p) == 0 {
		return
	}
	c.size += int64(len(p))
	if !c.over {
		if need := int64(len(c.buf)) + int64(len(p)); need <= c.limit {
			if need > int64(cap(c.buf)) {
				// Grow by doubling, not by append's gentler factor: the
				// total allocated for one message stays within 2x its size.
				nc := max(2*int64(cap(c.buf)), need, 512)
				nc = min(nc, c.limit)
				nb := make([]byte, len(c.buf), nc)
				copy(nb, c.buf)
				c.buf = nb
			}
			c.buf = append(c.buf, p...)
			return
		}
		c.over = true
		c.head = make([]byte, 0, transportPeek)
		c.head = appendUpTo(c.head, c.buf, transportPeek)
		c.head = appendUpTo(c.head, p, transportPeek)
		c.tail = make([]byte, 0, 2*transportPeek)
		c.pushTail(c.buf)
		c.buf = nil
		c.pushTail(p)
		return
	}
	c.head = appendUpTo(c.head, p, transportPeek)
	c.pushTail(p)
}

func appendUpTo(dst, src []byte, n int) []byte {
	room := n - len(dst)
	if room <= 0 {
		return dst
	}
	if len(src) > room {
		src = src[:room]
	}
	return append(dst, src...)
}

func (c *capBuf) pushTail(p []byte) {
	if len(p) >= transportPeek {
		c.tail = append(c.tail[:0], p[len(p)-transportPeek:]...)
		return
	}
	c.tail = append(c.tail, p...)
	if len(c.tail) > transportPeek {
		n := copy(c.tail, c.tail[len(c.tail)-transportPeek:])
		c.tail = c.tail[:n]
	}
}

// Len is the number of bytes written so far.
func (c *capBuf) Len() int64 { return c.size }

// Over reports whether the limit was exceeded.
func (c *capBuf) Over() bool { return c.over }

// Bytes returns the message, or nil when the limit was exceeded.
func (c *capBuf) Bytes() []byte { return c.buf }

// TooLarge returns the error describing an oversized message, or nil.
func (c *capBuf) TooLarge() *TooLargeError {
	if !c.over {
		return nil
	}
	return &TooLargeError{
		Size:  c.size,
		Limit: c.limit,
		Head:  append([]byte(nil), c.head...),
		Tail:  append([]byte(nil), c.tail...),
	}
}

// Take returns the message (or the too-large error) and resets c for the
// next message. The returned slice is owned by the caller.
func (c *capBuf) Take() ([]byte, *TooLargeError) {
	msg, tl := c.buf, c.TooLarge()
	*c = capBuf{limit: c.limit}
	return msg, tl
}
