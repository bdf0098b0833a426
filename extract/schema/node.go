package schema

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Bounds that keep memory per schema position independent of the number of
// samples.
const (
	// maxDepth is the nesting depth below which values are not inspected;
	// positions there get the empty (accept-anything) schema.
	maxDepth = 64
	// maxEnumValues is the number of distinct values kept per position for
	// enum detection; a position with more distinct values gets no enum.
	maxEnumValues = 64
	// maxEnumStringLen: a string longer than this marks the position as free
	// text, which never becomes an enum.
	maxEnumStringLen = 64
	// maxTrackedKeys is the number of distinct property names kept per object
	// position; beyond it the object is treated as a map.
	maxTrackedKeys = 1000
	// maxSafeInt is the largest integer float64 represents exactly; integer
	// enums are only built from values within ±maxSafeInt.
	maxSafeInt = 1 << 53
)

// node accumulates what was seen at one schema position. Every field is a
// counter, a flag or a capped set, and combining them is commutative, so the
// result does not depend on sample order.
type node struct {
	deep  bool // values at or below maxDepth were seen
	nulls int
	bools int
	num   *numStats
	str   *strStats
	obj   *objStats
	arr   *arrStats
}

type numStats struct {
	count    int
	fraction bool               // a non-integral value was seen
	ints     map[int64]struct{} // distinct integers, nil once enumOff
	enumOff  bool               // too many distinct values or an unsafe integer
}

type strStats struct {
	count   int
	formats format              // formats every string matched so far
	vals    map[string]struct{} // distinct values, nil once enumOff
	enumOff bool                // too many distinct values or a long string
}

type objStats struct {
	count int
	// samples counts the samples with an object at this position (last
	// is the latest such sample's index + 1, so one sample counts once);
	// after a merge it counts samples of both sides.
	samples int
	last    int
	props   map[string]*prop
	// additional is non-nil once more than maxTrackedKeys distinct keys
	// were seen: from then on all values merge here (map mode).
	additional *node
}

type prop struct {
	present int // objects that have the key
	samples int // samples in which some object here has the key
	last    int // index + 1 of the latest such sample
	n       node
}

type arrStats struct {
	count int
	items *node // nil while no element was seen
}

// pathError locates an unsupported value inside a sample.
type pathError struct {
	path []string // reversed JSON pointer tokens
	msg  string
}

func (e *pathError) Error() string {
	var b strings.Builder
	for i := len(e.path) - 1; i >= 0; i-- {
		b.WriteByte('/')
		b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(e.path[i]))
	}
	if b.Len() == 0 {
		return "at root: " + e.msg
	}
	return "at " + b.String() + ": " + e.msg
}

func withToken(err error, tok string) error {
	if pe, ok := err.(*pathError); ok {
		pe.path = append(pe.path, tok)
	}
	return err
}

// observe records value v seen at this position; depth is the nesting depth
// of the position (the root is 0) and sample the index of the sample v is
// part of (samples are observed one after another, so each position can
// count the samples it was seen in without remembering them).
func (n *node) observe(v any, depth, sample int) error {
	if depth >= maxDepth {
		n.deep = true
		return nil
	}
	switch v := v.(type) {
	case nil:
		n.nulls++
	case bool:
		n.bools++
	case string:
		n.observeString(v)
	case json.Number:
		return n.observeNumber(string(v))
	case float64:
		return n.observeFloat(v)
	case float32:
		return n.observeFloat(float64(v))
	case int:
		n.observeInt(int64(v), true)
	case int8:
		n.observeInt(int64(v), true)
	case int16:
		n.observeInt(int64(v), true)
	case int32:
		n.observeInt(int64(v), true)
	case int64:
		n.observeInt(v, true)
	case uint8:
		n.observeInt(int64(v), true)
	case uint16:
		n.observeInt(int64(v), true)
	case uint32:
		n.observeInt(int64(v), true)
	case uint:
		n.observeInt(int64(v), v <= math.MaxInt64)
	case uint64:
		n.observeInt(int64(v), v <= math.MaxInt64)
	case map[string]any:
		if n.obj == nil {
			n.obj = &objStats{props: map[string]*prop{}}
		}
		return n.obj.observe(v, depth, sample)
	case []any:
		if n.arr == nil {
			n.arr = &arrStats{}
		}
		n.arr.count++
		for i, e := range v {
			if n.arr.items == nil {
				n.arr.items = &node{}
			}
			if err := n.arr.items.observe(e, depth+1, sample); err != nil {
				return withToken(err, strconv.Itoa(i))
			}
		}
	default:
		return &pathError{msg: fmt.Sprintf("unsupported Go type %T (want a decoded JSON value)", v)}
	}
	return nil
}

func (n *node) observeString(s string) {
	if n.str == nil {
		n.str = &strStats{formats: fmtAll, vals: map[string]struct{}{}}
	}
	st := n.str
	st.count++
	if st.formats != 0 {
		st.formats = matchFormats(s, st.formats)
	}
	if st.enumOff {
		return
	}
	if len(s) > maxEnumStringLen || !utf8.ValidString(s) {
		st.disableEnum()
		return
	}
	st.vals[s] = struct{}{}
	if len(st.vals) > maxEnumValues {
		st.disableEnum()
	}
}

func (st *strStats) disableEnum() {
	st.enumOff = true
	st.vals = nil
}

func (n *node) numStats() *numStats {
	if n.num == nil {
		n.num = &numStats{ints: map[int64]struct{}{}}
	}
	return n.num
}

// observeNumber records a json.Number. Only the plain integer syntax counts
// as integral; "1.0" and "1e3" are numbers.
func (n *node) observeNumber(s string) error {
	if !isJSONNumber(s) {
		return &pathError{msg: fmt.Sprintf("invalid json.Number %q", s)}
	}
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		n.observeInt(i, true)
		return nil
	}
	ns := n.numStats()
	ns.count++
	if strings.ContainsAny(s, ".eE") {
		ns.fraction = true
	} else {
		ns.disableEnum() // an integer beyond int64
	}
	return nil
}

// isJSONNumber reports whether s follows the JSON number grammar.
func isJSONNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == j {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == j {
			return false
		}
	}
	return i == len(s)
}

func (n *node) observeFloat(f float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return &pathError{msg: fmt.Sprintf("%v is not a JSON number", f)}
	}
	if f == math.Trunc(f) {
		if math.Abs(f) <= maxSafeInt {
			n.observeInt(int64(f), true)
			return nil
		}
		ns := n.numStats()
		ns.count++
		ns.disableEnum()
		return nil
	}
	ns := n.numStats()
	ns.count++
	ns.fraction = true
	return nil
}

// observeInt records an integer; ok is false for integers outside int64.
func (n *node) observeInt(i int64, ok bool) {
	ns := n.numStats()
	ns.count++
	if ns.enumOff {
		return
	}
	if !ok || i > maxSafeInt || i < -maxSafeInt {
		ns.disableEnum()
		return
	}
	ns.ints[i] = struct{}{}
	if len(ns.ints) > maxEnumValues {
		ns.disableEnum()
	}
}

func (ns *numStats) disableEnum() {
	ns.enumOff = true
	ns.ints = nil
}

func (s *objStats) observe(m map[string]any, depth, sample int) error {
	s.count++
	if s.last != sample+1 {
		s.samples++
		s.last = sample + 1
	}
	for k, v := range m {
		if !utf8.ValidString(k) {
			return withToken(&pathError{msg: "property name is not valid UTF-8"}, k)
		}
		if s.additional == nil && s.props[k] == nil && len(s.props) >= maxTrackedKeys {
			s.toMap()
		}
		var err error
		if s.additional != nil {
			err = s.additional.observe(v, depth+1, sample)
		} else {
			p := s.props[k]
			if p == nil {
				p = &prop{}
				s.props[k] = p
			}
			p.present++
			if p.last != sample+1 {
				p.samples++
				p.last = sample + 1
			}
			err = p.n.observe(v, depth+1, sample)
		}
		if err != nil {
			return withToken(err, k)
		}
	}
	return nil
}

// toMap switches the object position to map mode: every value seen so far
// and from now on merges into one value schema.
func (s *objStats) toMap() {
	add := &node{}
	for _, p := range s.props {
		add.merge(&p.n)
	}
	s.additional = add
	s.props = nil
}

// merge adds everything o recorded to n. o is left unchanged and shares no
// memory with n afterwards.
func (n *node) merge(o *node) {
	n.deep = n.deep || o.deep
	n.nulls += o.nulls
	n.bools += o.bools
	if o.num != nil {
		ns := n.numStats()
		ns.count += o.num.count
		ns.fraction = ns.fraction || o.num.fraction
		if o.num.enumOff {
			ns.disableEnum()
		} else if !ns.enumOff {
			for i := range o.num.ints {
				ns.ints[i] = struct{}{}
			}
			if len(ns.ints) > maxEnumValues {
				ns.disableEnum()
			}
		}
	}
	if o.str != nil {
		if n.str == nil {
			n.str = &strStats{formats: fmtAll, vals: map[string]struct{}{}}
		}
		st := n.str
		st.count += o.str.count
		st.formats &= o.str.formats
		if o.str.enumOff {
			st.disableEnum()
		} else if !st.enumOff {
			for s := range o.str.vals {
				st.vals[s] = struct{}{}
			}
			if len(st.vals) > maxEnumValues {
				st.disableEnum()
			}
		}
	}
	if o.obj != nil {
		if n.obj == nil {
			n.obj = &objStats{props: map[string]*prop{}}
		}
		n.obj.merge(o.obj)
	}
	if o.arr != nil {
		if n.arr == nil {
			n.arr = &arrStats{}
		}
		n.arr.count += o.arr.count
		if o.arr.items != nil {
			if n.arr.items == nil {
				n.arr.items = &node{}
			}
			n.arr.items.merge(o.arr.items)
		}
	}
}

func (s *objStats) merge(o *objStats) {
	s.count += o.count
	s.samples += o.samples
	s.last = max(s.last, o.last)
	if s.additional == nil && o.additional == nil {
		union := len(s.props)
		for k := range o.props {
			if s.props[k] == nil {
				union++
			}
		}
		if union <= maxTrackedKeys {
			for k, op := range o.props {
				p := s.props[k]
				if p == nil {
					p = &prop{}
					s.props[k] = p
				}
				p.present += op.present
				p.samples += op.samples
				p.last = max(p.last, op.last)
				p.n.merge(&op.n)
			}
			return
		}
	}
	if s.additional == nil {
		s.toMap()
	}
	if o.additional != nil {
		s.additional.merge(o.additional)
	}
	for _, op := range o.props {
		s.additional.merge(&op.n)
	}
}
