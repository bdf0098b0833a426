package jsonx

// Partial decodes the JSON object or array that opens s (leading white
// space allowed) as far as it is well formed: a value cut short (a
// server's "… (truncated)" after 2,000 bytes) or broken by a trailing
// comma keeps the members and elements read before the break, its open
// containers closed. It returns the value, the offset just after the last
// member or element kept, and ok when the root is an object or array with
// at least one of them. Numbers are json.Number, as in First.
func Partial(s string) (v any, end int, ok bool) {
	sc := NewScanner([]byte(s))
	defer sc.Release()
	p := partial{builder: builder{sc: sc, str: s}}
	switch sc.Peek() {
	case '{', '[':
	default:
		return nil, 0, false
	}
	v, _ = p.value()
	return v, p.end, p.kept > 0
}

// partial builds a value like builder, keeping what it read before a
// syntax error; end is the offset after the last complete member or
// element, kept how many were kept at any depth.
type partial struct {
	builder
	end, kept int
}

// value builds the next value; complete is false when it was cut short.
func (p *partial) value() (v any, complete bool) {
	switch p.sc.Peek() {
	case '{':
		return p.object()
	case '[':
		return p.array()
	}
	v, err := p.builder.value()
	return v, err == nil
}

func (p *partial) object() (any, bool) {
	m := map[string]any{}
	if _, err := p.sc.Begin(); err != nil {
		return m, false
	}
	for p.sc.More() {
		tok, at, err := p.sc.Value()
		if err != nil {
			return m, false
		}
		v, complete := p.value()
		if !complete {
			if c, ok := v.(map[string]any); ok && len(c) > 0 {
				m[p.text(tok, at)] = c
			} else if c, ok := v.([]any); ok && len(c) > 0 {
				m[p.text(tok, at)] = c
			}
			return m, false
		}
		m[p.text(tok, at)] = v
		p.end, p.kept = p.sc.Offset(), p.kept+1
	}
	if err := p.sc.End(); err != nil {
		return m, false
	}
	p.end = p.sc.Offset()
	return m, true
}

func (p *partial) array() (any, bool) {
	a := make([]any, 0)
	if _, err := p.sc.Begin(); err != nil {
		return a, false
	}
	for p.sc.More() {
		v, complete := p.value()
		if !complete {
			if c, ok := v.(map[string]any); ok && len(c) > 0 {
				a = append(a, c)
			} else if c, ok := v.([]any); ok && len(c) > 0 {
				a = append(a, c)
			}
			return a, false
		}
		a = append(a, v)
		p.end, p.kept = p.sc.Offset(), p.kept+1
	}
	if err := p.sc.End(); err != nil {
		return a, false
	}
	p.end = p.sc.Offset()
	return a, true
}
