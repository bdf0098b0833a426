package jsonx

import (
	"bytes"
	"encoding/json/jsontext"
	"errors"
	"io"
	"sync"
)

// Kind is the kind of the next JSON token: '{', '}', '[', ']', '"' (a
// string), '0' (a number), 't', 'f', 'n', or 0 at the end of the input or
// after a syntax error.
type Kind = byte

// Scanner walks one JSON text (or a stream of them) token by token over a
// caller's buffer. Values come back as sub-slices of that buffer with their
// byte offsets, so callers can quote evidence and record accounts without
// copying. A Scanner is not safe for concurrent use; get one with
// NewScanner and hand it back with Release.
type Scanner struct {
	dec    *jsontext.Decoder
	buf    bytes.Buffer
	src    []byte
	err    error
	strict bool // invalid UTF-8 is a syntax error (NewStrictScanner)
}

var scanners = sync.Pool{New: func() any {
	s := new(Scanner)
	s.dec = jsontext.NewDecoder(&s.buf, v1Opts)
	return s
}}

var strictScanners = sync.Pool{New: func() any {
	s := &Scanner{strict: true}
	s.dec = jsontext.NewDecoder(&s.buf, strictOpts)
	return s
}}

// strictOpts accepts duplicate names, as v1 does, but not invalid UTF-8.
var strictOpts = jsontext.AllowDuplicateNames(true)

// NewScanner returns a Scanner positioned at the start of src, with
// encoding/json's leniency (duplicate names, invalid UTF-8 in strings).
func NewScanner(src []byte) *Scanner {
	return newScanner(&scanners, src)
}

// NewStrictScanner is NewScanner but invalid UTF-8 in a string is a
// syntax error: every string token it returns is valid UTF-8, so its text
// needs no second check (Texts.TextUTF8). For a fast path whose caller
// falls back to a lenient decoding on error.
func NewStrictScanner(src []byte) *Scanner {
	return newScanner(&strictScanners, src)
}

func newScanner(pool *sync.Pool, src []byte) *Scanner {
	s := pool.Get().(*Scanner)
	s.src, s.err = src, nil
	s.buf = *bytes.NewBuffer(src)
	s.dec.Reset(&s.buf, s.opts())
	return s
}

func (s *Scanner) opts() jsontext.Options {
	if s.strict {
		return strictOpts
	}
	return v1Opts
}

// Release returns s to the pool; s must not be used afterwards.
func (s *Scanner) Release() {
	s.src, s.err = nil, nil
	s.buf = bytes.Buffer{}
	s.dec.Reset(&s.buf, s.opts())
	if s.strict {
		strictScanners.Put(s)
		return
	}
	scanners.Put(s)
}

// Err is the first syntax error met, nil if none.
func (s *Scanner) Err() error { return s.err }

func (s *Scanner) fail(err error) error {
	if s.err == nil {
		s.err = err
	}
	return err
}

// Offset is the number of bytes of src consumed so far.
func (s *Scanner) Offset() int { return int(s.dec.InputOffset()) }

// Peek reports the kind of the next token without consuming it (0 at the
// end of input or on a syntax error).
func (s *Scanner) Peek() Kind {
	if s.err != nil {
		return 0
	}
	return byte(s.dec.PeekKind())
}

// Begin consumes the '{' or '[' that opens the next value and returns it.
func (s *Scanner) Begin() (Kind, error) {
	if s.err != nil {
		return 0, s.err
	}
	t, err := s.dec.ReadToken()
	if err != nil {
		return 0, s.fail(err)
	}
	k := byte(t.Kind())
	if k != '{' && k != '[' {
		return 0, s.fail(errors.New("jsonx: expected an object or array"))
	}
	return k, nil
}

// More reports whether the current object or array has another member or
// element.
func (s *Scanner) More() bool {
	k := s.Peek()
	return k != 0 && k != '}' && k != ']'
}

// End consumes the '}' or ']' that closes the current value.
func (s *Scanner) End() error {
	if s.err != nil {
		return s.err
	}
	if _, err := s.dec.ReadToken(); err != nil {
		return s.fail(err)
	}
	return nil
}

// Name reads an object member's name and returns its raw string token
// (quotes included), a sub-slice of src. Use NameText for its text.
func (s *Scanner) Name() ([]byte, error) {
	v, _, err := s.Value()
	return v, err
}

// Value reads the next complete value (validating it) and returns it as a
// sub-slice of src with its start offset.
func (s *Scanner) Value() ([]byte, int, error) {
	if s.err != nil {
		return nil, 0, s.err
	}
	v, err := s.dec.ReadValue()
	if err != nil {
		return nil, 0, s.fail(err)
	}
	end := int(s.dec.InputOffset())
	start := end - len(v)
	if start < 0 || end > len(s.src) {
		// Not reading from src directly (cannot happen with bytes.Buffer
		// input); fall back to a copy.
		return append([]byte(nil), v...), start, nil
	}
	return s.src[start:end:end], start, nil
}

// Skip reads past the next complete value.
func (s *Scanner) Skip() error {
	if s.err != nil {
		return s.err
	}
	if err := s.dec.SkipValue(); err != nil {
		return s.fail(err)
	}
	return nil
}

// AtEOF reports whether only whitespace is left and no error was met: the
// check that a text held exactly the values read.
func (s *Scanner) AtEOF() bool {
	if s.err != nil {
		return false
	}
	_, err := s.dec.ReadToken()
	if err == io.EOF {
		return true
	}
	if err != nil {
		s.fail(err)
	}
	return false
}

// NameText returns the text of a member name token, aliasing tok when it
// holds no escapes.
func NameText(tok []byte) []byte {
	if len(tok) >= 2 && !hasEscapeOrHigh(tok[1:len(tok)-1]) {
		return tok[1 : len(tok)-1]
	}
	b, _ := Unquote(nil, tok)
	return b
}
