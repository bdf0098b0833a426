package extract

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// node is a decoded JSON value that remembers where it was in the input,
// so configuration errors can name a line and column and extracted JSON
// fields can name their bytes.
type node struct {
	kind     byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	start    int  // offset of the value's first byte
	end      int  // offset after its last byte
	keys     []string
	keyStart []int // offset of each key's opening quote
	kids     []*node
	str      string
	num      json.Number
	b        bool
}

// maxNodes bounds the size of a node tree.
const maxNodes = 1_000_000

// parseNodes decodes exactly one JSON value from data (trailing white
// space allowed). Errors carry the byte offset where they happened.
func parseNodes(data []byte) (*node, error) {
	p := &nodeParser{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	p.dec.UseNumber()
	n, err := p.value()
	if err != nil {
		return nil, err
	}
	for off := int(p.dec.InputOffset()); off < len(data); off++ {
		switch data[off] {
		case ' ', '\t', '\r', '\n':
		default:
			return nil, &offsetError{off: off, msg: "invalid JSON: unexpected data after the JSON value"}
		}
	}
	return n, nil
}

type nodeParser struct {
	data  []byte
	dec   *json.Decoder
	count int
}

// offsetError is a JSON error at a byte offset.
type offsetError struct {
	off int
	msg string
}

func (e *offsetError) Error() string { return e.msg }

func (p *nodeParser) wrap(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return &offsetError{off: int(se.Offset), msg: "invalid JSON: " + se.Error()}
	}
	// The reader is in memory: any other error is the input ending early.
	return &offsetError{off: len(p.data), msg: "invalid JSON: unexpected end of input"}
}

// skipSpace returns the offset of the first byte at or after off that is
// not white space, a colon or a comma: where the next token starts.
func (p *nodeParser) skipSpace(off int) int {
	for off < len(p.data) {
		switch p.data[off] {
		case ' ', '\t', '\r', '\n', ':', ',':
			off++
		default:
			return off
		}
	}
	return off
}

func (p *nodeParser) value() (*node, error) {
	p.count++
	if p.count > maxNodes {
		return nil, &offsetError{off: int(p.dec.InputOffset()), msg: fmt.Sprintf("JSON value too large (more than %d values)", maxNodes)}
	}
	start := p.skipSpace(int(p.dec.InputOffset()))
	tok, err := p.dec.Token()
	if err != nil {
		return nil, p.wrap(err)
	}
	n := &node{start: start}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.kind = 'o'
			for p.dec.More() {
				ks := p.skipSpace(int(p.dec.InputOffset()))
				kt, err := p.dec.Token()
				if err != nil {
					return nil, p.wrap(err)
				}
				key, _ := kt.(string)
				child, err := p.value()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, key)
				n.keyStart = append(n.keyStart, ks)
				n.kids = append(n.kids, child)
			}
		case '[':
			n.kind = 'a'
			for p.dec.More() {
				child, err := p.value()
				if err != nil {
					return nil, err
				}
				n.kids = append(n.kids, child)
			}
		default:
			return nil, &offsetError{off: start, msg: fmt.Sprintf("invalid JSON: unexpected %q", rune(t))}
		}
		if _, err := p.dec.Token(); err != nil { // closing delimiter
			return nil, p.wrap(err)
		}
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.num = 'n', t
	case bool:
		n.kind, n.b = 'b', t
	case nil:
		n.kind = 'z'
	}
	n.end = int(p.dec.InputOffset())
	return n, nil
}

// get returns the value of key in an object node.
func (n *node) get(key string) *node {
	if n == nil || n.kind != 'o' {
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.kids[i]
		}
	}
	return nil
}

// kindName names a node's JSON type for messages.
func (n *node) kindName() string {
	if n == nil {
		return "nothing"
	}
	switch n.kind {
	case 'o':
		return "an object"
	case 'a':
		return "an array"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	}
	return "null"
}

// lineCol turns a byte offset into a 1-based line and column (in bytes).
func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	if off < 0 {
		off = 0
	}
	line := 1 + bytes.Count(data[:off], []byte{'\n'})
	col := off + 1
	if i := bytes.LastIndexByte(data[:off], '\n'); i >= 0 {
		col = off - i
	}
	return line, col
}
