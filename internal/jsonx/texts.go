package jsonx

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"slices"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// Texts decodes the string tokens of one piece of work (one tool result,
// say) into one pooled buffer, so that decoding allocates nothing once the
// pool is warm. Get one with NewTexts and hand it back with Release; a
// Texts is not safe for concurrent use.
type Texts struct{ buf []byte }

var textsPool = sync.Pool{New: func() any { return new(Texts) }}

// maxPooledText is the largest buffer Release keeps for reuse.
const maxPooledText = 16 << 20

// NewTexts returns an empty Texts.
func NewTexts() *Texts { return textsPool.Get().(*Texts) }

// Release returns t to the pool: no text it gave may be used afterwards.
func (t *Texts) Release() {
	if cap(t.buf) > maxPooledText {
		t.buf = nil
	}
	t.buf = t.buf[:0]
	textsPool.Put(t)
}

// Text returns the text of a valid JSON string token (quotes included, as
// a Scanner returns it): a sub-slice of tok (capacity cut) when it has no
// escapes and is valid UTF-8, else its decoding (encoding/json's, as
// Unquote gives it) in t's buffer, valid until Release. Callers must not
// modify it.
func (t *Texts) Text(tok []byte) []byte {
	if len(tok) < 2 {
		return nil
	}
	inner := tok[1 : len(tok)-1 : len(tok)-1]
	if bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return inner
	}
	n := len(t.buf)
	t.buf = UnquoteValid(t.buf, tok)
	return t.buf[n:len(t.buf):len(t.buf)]
}

// TextUTF8 is Text for a token known to hold valid UTF-8 (from a
// NewStrictScanner): the same text, without a pass to check the UTF-8.
func (t *Texts) TextUTF8(tok []byte) []byte {
	if len(tok) < 2 {
		return nil
	}
	inner := tok[1 : len(tok)-1 : len(tok)-1]
	if bytes.IndexByte(inner, '\\') < 0 {
		return inner
	}
	n := len(t.buf)
	t.buf = unquoteValid(t.buf, tok, false)
	return t.buf[n:len(t.buf):len(t.buf)]
}

// UnquoteValid is Unquote for a string token already validated (by a
// Scanner, Valid or Decode): it appends the same text to dst, several
// times faster on long texts with many escapes (JSON or code inside a
// string), as it moves the runs between escapes eight bytes a step into
// room reserved once. A token that is not a valid string gives
// unspecified text, never a panic.
func UnquoteValid(dst, tok []byte) []byte {
	return unquoteValid(dst, tok, true)
}

// unquoteValid is UnquoteValid; checkUTF8 false skips the UTF-8 check of
// a token known to be valid UTF-8.
func unquoteValid(dst, tok []byte, checkUTF8 bool) []byte {
	const lsb, msb = 0x0101010101010101, 0x8080808080808080
	if len(tok) < 2 {
		return dst
	}
	s := tok[1 : len(tok)-1]
	// No escape is shorter than its text, so the text fits in len(s), and
	// j (written) never passes i (read). high gathers the bytes read: a
	// text with a byte over 0x7F is checked for invalid UTF-8 at the end
	// (Unquote then decodes it), so ASCII texts are read once.
	n := len(dst)
	dst = slices.Grow(dst, len(s))[:n+len(s)]
	out := dst[n:]
	i, j := 0, 0
	var high uint64
	for {
		// The run up to the next backslash, a word a step: the word
		// holding the backslash is copied whole, and its bytes past the
		// run are overwritten or cut off later.
		for len(s)-i >= 8 {
			w := binary.LittleEndian.Uint64(s[i:])
			binary.LittleEndian.PutUint64(out[j:], w)
			high |= w
			// (x - lsb) &^ x & msb flags the zero bytes of x, the
			// lowest exactly: here the first backslash.
			x := w ^ (lsb * '\\')
			if z := (x - lsb) &^ x & msb; z != 0 {
				m := bits.TrailingZeros64(z) / 8
				i, j = i+m, j+m
				break
			}
			i, j = i+8, j+8
		}
		for i < len(s) && s[i] != '\\' {
			out[j] = s[i]
			high |= uint64(s[i])
			i, j = i+1, j+1
		}
		if i+1 >= len(s) { // the end, or a backslash ending a broken token
			if i < len(s) {
				out[j] = s[i]
				j++
			}
			if checkUTF8 && high&msb != 0 && !utf8.Valid(s) {
				out, _ := Unquote(dst[:n], tok)
				return out
			}
			return dst[:n+j]
		}
		// The escape, through a table rather than a switch: in JSON
		// held in a string, '"' and 'n' escapes alternate every few
		// bytes, and a switch's branches mispredict on them.
		if d := unescaped[s[i+1]]; d != 0 {
			out[j] = d
			i, j = i+2, j+1
			continue
		}
		if s[i+1] == 'u' {
			if r, rw := escapedRune(s[i:]); rw > 0 {
				j += utf8.EncodeRune(out[j:], r)
				i += rw
				continue
			}
		}
		// A broken escape (only in a token that is not valid) stands
		// for the byte after the backslash.
		out[j] = s[i+1]
		i, j = i+2, j+1
	}
}

// unescaped maps the byte after a backslash to the byte its escape stands
// for; 0 marks 'u' and the bytes that cannot follow one.
var unescaped = [256]byte{
	'"': '"', '\\': '\\', '/': '/',
	'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
}

// escapedRune decodes the \\uXXXX escape at the start of s, with the low
// half that follows a high surrogate, and returns the rune and the bytes
// used (0 when the escape is broken). A lone or unpaired surrogate is
// U+FFFD (6 bytes used), as encoding/json decodes it.
func escapedRune(s []byte) (rune, int) {
	r := hex4(s[2:])
	if r < 0 {
		return 0, 0
	}
	if !utf16.IsSurrogate(r) {
		return r, 6
	}
	if len(s) >= 12 && s[6] == '\\' && s[7] == 'u' {
		if r2 := hex4(s[8:]); r2 >= 0 {
			if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
				return d, 12
			}
		}
	}
	return utf8.RuneError, 6
}

// hex4 is the value of the four hex digits at the start of s, -1 if there
// are not four.
func hex4(s []byte) rune {
	if len(s) < 4 {
		return -1
	}
	var r rune
	for _, c := range s[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}
