package callplan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// node is a parsed YAML or JSON value that remembers line numbers (plans
// report them; the YAML file format uses them for its errors).
type node struct {
	kind   nodeKind
	line   int
	val    any      // scalar: nil, bool, json.Number or string
	keys   []string // mapping keys, in order
	klines []int    // line of each key
	vals   []*node  // mapping values
	items  []*node  // sequence items
}

type nodeKind int

const (
	scalarNode nodeKind = iota
	mapNode
	seqNode
)

// value is the plain JSON value of n.
func (n *node) value() any {
	switch n.kind {
	case mapNode:
		m := make(map[string]any, len(n.keys))
		for i, k := range n.keys {
			m[k] = n.vals[i].value()
		}
		return m
	case seqNode:
		s := make([]any, len(n.items))
		for i, it := range n.items {
			s[i] = it.value()
		}
		return s
	}
	return n.val
}

// get returns the value of a mapping key, or nil.
func (n *node) get(key string) *node {
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

// posError is a problem at a line (and column, when known).
type posError struct {
	line, col int
	msg       string
}

func (e *posError) Error() string {
	if e.line <= 0 {
		return e.msg
	}
	return fmt.Sprintf("line %d: %s", e.line, e.msg)
}

func errAt(line int, format string, args ...any) *posError {
	return &posError{line: line, msg: fmt.Sprintf(format, args...)}
}

var yamlLineRE = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// yamlError splits a go-yaml error into its line (0 when unknown) and
// message.
func yamlError(err error) *posError {
	msg := err.Error()
	if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &posError{line: line, msg: m[2]}
	}
	return &posError{msg: strings.TrimPrefix(msg, "yaml: ")}
}

// parseYAML parses a single YAML document into a node tree (nil for an
// empty stream). Further documents are an error unless they are empty.
func parseYAML(data []byte) (*node, error) {
	doc, err := parseYAMLNode(data)
	if err != nil {
		var pe *posError
		if errors.As(err, &pe) {
			refineYAMLLine(data, pe)
		}
		return nil, err
	}
	if doc == nil {
		return nil, nil
	}
	c := &yamlConv{budget: 2*len(data) + 1_000_000, active: map[*yaml.Node]bool{}}
	return c.conv(doc, 0)
}

// parseYAMLNode parses the first document of data (nil for an empty
// stream) and checks that no other non-empty document follows.
func parseYAMLNode(data []byte) (doc *yaml.Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, &posError{msg: fmt.Sprintf("internal YAML parser error: %v", r)}
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var first yaml.Node
	if err := dec.Decode(&first); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		return nil, yamlError(err)
	}
	for {
		var more yaml.Node
		err := dec.Decode(&more)
		if errors.Is(err, io.EOF) {
			return &first, nil
		}
		if err != nil {
			return nil, yamlError(err)
		}
		if len(more.Content) == 1 && more.Content[0].Kind == yaml.ScalarNode &&
			more.Content[0].ShortTag() == "!!null" && more.Content[0].Value == "" {
			continue // an empty trailing document ("---" at the end)
		}
		line := more.Line
		if len(more.Content) > 0 {
			line = more.Content[0].Line
		}
		return nil, errAt(line, "multiple YAML documents are not supported")
	}
}

// maxRefineSize bounds the input refineYAMLLine re-parses.
const maxRefineSize = 2 << 20

// refineYAMLLine corrects the line of go-yaml's "did not find expected
// ..." errors, which name the line before the enclosing collection's
// start rather than the problem's. It finds, by bisection over prefixes
// of whole lines, the first line whose inclusion produces the error.
func refineYAMLLine(data []byte, pe *posError) {
	if len(data) > maxRefineSize || pe.line <= 0 ||
		!(strings.HasPrefix(pe.msg, "did not find expected") || pe.msg == "found undefined tag handle") {
		return
	}
	var ends []int // ends[k-1]: offset just past line k
	for i, c := range data {
		if c == '\n' {
			ends = append(ends, i+1)
		}
	}
	if len(ends) == 0 || ends[len(ends)-1] != len(data) {
		ends = append(ends, len(data))
	}
	fails := func(k int) bool {
		_, err := parseYAMLNode(data[:ends[k-1]])
		var e *posError
		return errors.As(err, &e) && e.msg == pe.msg
	}
	lo, hi := min(pe.line, len(ends)), len(ends)
	for lo < hi {
		mid := (lo + hi) / 2
		if fails(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	pe.line = lo
}

// yamlConv converts yaml.Node trees, expanding aliases and merge keys
// within a budget of nodes (against alias bombs).
type yamlConv struct {
	budget int
	active map[*yaml.Node]bool // alias targets being expanded
}

func (c *yamlConv) conv(n *yaml.Node, depth int) (*node, error) {
	if depth > maxDepth {
		return nil, errAt(n.Line, "nesting deeper than %d levels", maxDepth)
	}
	c.budget--
	if c.budget < 0 {
		return nil, errAt(n.Line, "document contains excessive aliasing")
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return &node{line: n.Line}, nil
		}
		return c.conv(n.Content[0], depth)
	case yaml.AliasNode:
		t := n.Alias
		if t == nil {
			return nil, errAt(n.Line, "unknown anchor %q referenced", n.Value)
		}
		if c.active[t] {
			return nil, errAt(n.Line, "anchor %q contains itself", n.Value)
		}
		c.active[t] = true
		defer delete(c.active, t)
		return c.conv(t, depth+1)
	case yaml.ScalarNode:
		return c.scalar(n)
	case yaml.SequenceNode:
		out := &node{kind: seqNode, line: n.Line, items: make([]*node, 0, len(n.Content))}
		for _, it := range n.Content {
			v, err := c.conv(it, depth+1)
			if err != nil {
				return nil, err
			}
			out.items = append(out.items, v)
		}
		return out, nil
	case yaml.MappingNode:
		return c.mapping(n, depth)
	}
	return nil, errAt(n.Line, "unsupported YAML node")
}

func (c *yamlConv) mapping(n *yaml.Node, depth int) (*node, error) {
	out := &node{kind: mapNode, line: n.Line}
	index := make(map[string]bool, len(n.Content)/2)
	var merges []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
			merges = append(merges, v)
			continue
		}
		key, err := c.key(k)
		if err != nil {
			return nil, err
		}
		if index[key] {
			return nil, errAt(k.Line, "duplicate key %q", key)
		}
		val, err := c.conv(v, depth+1)
		if err != nil {
			return nil, err
		}
		index[key] = true
		out.keys = append(out.keys, key)
		out.klines = append(out.klines, k.Line)
		out.vals = append(out.vals, val)
	}
	// Merge keys ("<<: *base"): explicit keys win, then earlier sources.
	for _, m := range merges {
		src, err := c.conv(m, depth+1)
		if err != nil {
			return nil, err
		}
		srcs := []*node{src}
		if src.kind == seqNode {
			srcs = src.items
		}
		for _, s := range srcs {
			if s.kind != mapNode {
				return nil, errAt(m.Line, "a merge key (<<) needs a mapping or a list of mappings")
			}
			for j, k := range s.keys {
				if index[k] {
					continue
				}
				index[k] = true
				out.keys = append(out.keys, k)
				out.klines = append(out.klines, s.klines[j])
				out.vals = append(out.vals, s.vals[j])
			}
		}
	}
	return out, nil
}

// key is the JSON key of a mapping key: scalars as written ("1", "true"),
// null as "null".
func (c *yamlConv) key(k *yaml.Node) (string, error) {
	if k.Kind == yaml.AliasNode && k.Alias != nil {
		k = k.Alias
	}
	if k.Kind != yaml.ScalarNode {
		return "", errAt(k.Line, "mapping keys must be scalars (strings, numbers, booleans)")
	}
	if k.ShortTag() == "!!null" {
		return "null", nil
	}
	return k.Value, nil
}

func (c *yamlConv) scalar(n *yaml.Node) (*node, error) {
	out := &node{line: n.Line}
	switch n.ShortTag() {
	case "!!null":
	case "!!bool":
		var b bool
		if n.Decode(&b) == nil {
			out.val = b
		} else {
			out.val = n.Value
		}
	case "!!int", "!!float":
		if isJSONNumber(n.Value) {
			out.val = json.Number(n.Value)
			break
		}
		var v any
		if n.Decode(&v) != nil {
			out.val = n.Value
			break
		}
		switch x := v.(type) {
		case int:
			out.val = json.Number(strconv.Itoa(x))
		case int64:
			out.val = json.Number(strconv.FormatInt(x, 10))
		case uint64:
			out.val = json.Number(strconv.FormatUint(x, 10))
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, errAt(n.Line, "%s cannot be represented in JSON", n.Value)
			}
			out.val = json.Number(strconv.FormatFloat(x, 'g', -1, 64))
		default:
			out.val = n.Value
		}
	default:
		// Strings, timestamps, binary (base64 text) and custom tags.
		out.val = n.Value
	}
	return out, nil
}

// convertYAML converts a YAML document to a JSON value.
func convertYAML(data []byte) (any, error) {
	n, err := parseYAML(data)
	if err != nil {
		var pe *posError
		if errors.As(err, &pe) {
			return nil, parseError(FormatYAML, pe.msg, pe.line, 0)
		}
		return nil, parseError(FormatYAML, err.Error(), 0, 0)
	}
	if n == nil {
		return nil, nil
	}
	return n.value(), nil
}

// parseJSONTree parses one JSON value into a node tree with line numbers.
func parseJSONTree(data []byte) (*node, error) {
	// Syntax first, so that syntax errors are reported before any
	// problem the tree walk finds earlier in the text.
	if _, jerr := decodeJSON(data); jerr != nil {
		line, col := lineCol(data, jerr.off)
		return nil, &posError{line: line, col: col, msg: jerr.reason}
	}
	p := &jsonTree{data: data, dec: json.NewDecoder(bytes.NewReader(data)), line: 1}
	p.dec.UseNumber()
	return p.value(0)
}

type jsonTree struct {
	data []byte
	dec  *json.Decoder
	off  int // newlines counted up to here
	line int
}

// token reads the next token and the line it ends on.
func (p *jsonTree) token() (json.Token, int, error) {
	tok, err := p.dec.Token()
	if err != nil {
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se):
			line, col := lineCol(p.data, int(se.Offset)-1)
			return nil, 0, &posError{line: line, col: col, msg: se.Error()}
		case errors.Is(err, io.EOF):
			if p.off == 0 {
				return nil, 0, &posError{line: 1, col: 1, msg: "no JSON value (empty content)"}
			}
			fallthrough
		case errors.Is(err, io.ErrUnexpectedEOF):
			line, col := lineCol(p.data, len(p.data))
			return nil, 0, &posError{line: line, col: col, msg: "unexpected end of JSON input"}
		}
		line, col := lineCol(p.data, int(p.dec.InputOffset()))
		return nil, 0, &posError{line: line, col: col, msg: err.Error()}
	}
	end := int(p.dec.InputOffset())
	if end > p.off {
		p.line += bytes.Count(p.data[p.off:end], []byte{'\n'})
		p.off = end
	}
	return tok, p.line, nil
}

func (p *jsonTree) value(depth int) (*node, error) {
	tok, line, err := p.token()
	if err != nil {
		return nil, err
	}
	if depth > maxDepth {
		return nil, errAt(line, "nesting deeper than %d levels", maxDepth)
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			out := &node{kind: mapNode, line: line}
			seen := map[string]bool{}
			for p.dec.More() {
				kt, kline, err := p.token()
				if err != nil {
					return nil, err
				}
				key, _ := kt.(string)
				if seen[key] {
					return nil, errAt(kline, "duplicate key %q", key)
				}
				seen[key] = true
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				out.keys = append(out.keys, key)
				out.klines = append(out.klines, kline)
				out.vals = append(out.vals, v)
			}
			if _, _, err := p.token(); err != nil { // '}'
				return nil, err
			}
			return out, nil
		case '[':
			out := &node{kind: seqNode, line: line}
			for p.dec.More() {
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				out.items = append(out.items, v)
			}
			if _, _, err := p.token(); err != nil { // ']'
				return nil, err
			}
			return out, nil
		}
		return nil, errAt(line, "unexpected %q", string(t))
	}
	return &node{line: line, val: tok}, nil
}
