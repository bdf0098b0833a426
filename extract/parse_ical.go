package extract

import "strings"

// ParsedICal is Account.Parser when parser auto read the text as
// iCalendar or vCard content lines (parseICal).
const ParsedICal = "ical"

// maxICalDepth bounds the nesting of BEGIN/END components parseICal
// follows.
const maxICalDepth = 16

// parseICal reads an iCalendar or vCard text (RFC 5545, RFC 6350):
// `BEGIN:VCALENDAR` … `END:VCALENDAR`, content lines `NAME;PARAMS:VALUE`
// (a line starting with a blank continues the one before). Each component
// is an object under its lower-cased name, holding its properties by
// lower-cased name (the value as written; a repeated property or
// component is an array): {"vcalendar": {"version": "2.0", "vevent":
// {"uid": …, "dtstart": …, "summary": …}}}. ok is false unless the
// trimmed text starts with BEGIN:V and every BEGIN has its END.
func (x *Extractor) parseICal(r *run) (any, bool) {
	text := r.text
	a, b := trimSpaceSpan(text, 0, len(text))
	if b-a < 20 || !strings.HasPrefix(strings.ToUpper(text[a:min(a+7, b)]), "BEGIN:V") {
		return nil, false
	}
	type frame struct {
		name string
		obj  map[string]any
		path string
	}
	root := map[string]any{}
	stack := []frame{{obj: root}}
	h0 := len(r.hits)
	fail := func() (any, bool) {
		r.hits = r.hits[:h0]
		return nil, false
	}
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		le = min(le, b)
		folded := text[ls] == ' ' || text[ls] == '\t'
		la, lb := trimSpaceSpan(text, ls, le)
		ls = next
		if la == lb || folded {
			continue // a folded continuation stays in the text only
		}
		line := text[la:lb]
		c := strings.IndexByte(line, ':')
		if c <= 0 {
			return fail()
		}
		name := line[:c]
		if p := strings.IndexByte(name, ';'); p > 0 {
			name = name[:p]
		}
		if strings.ContainsAny(name, " \t") {
			return fail()
		}
		key := strings.ToLower(name)
		va, vb := la+c+1, lb
		top := stack[len(stack)-1]
		switch key {
		case "begin":
			if len(stack) > maxICalDepth {
				return fail()
			}
			comp := strings.ToLower(strings.TrimSpace(text[va:vb]))
			if comp == "" {
				return fail()
			}
			obj := map[string]any{}
			path := pointer(top.path, comp)
			switch prev := top.obj[comp].(type) {
			case nil:
				top.obj[comp] = obj
			case []any:
				path = pointerIndex(path, len(prev))
				top.obj[comp] = append(prev, obj)
			case map[string]any:
				top.obj[comp] = []any{prev, obj}
				path = pointerIndex(path, 1)
			default:
				return fail()
			}
			stack = append(stack, frame{name: comp, obj: obj, path: path})
			continue
		case "end":
			if len(stack) < 2 || !strings.EqualFold(strings.TrimSpace(text[va:vb]), top.name) {
				return fail()
			}
			stack = stack[:len(stack)-1]
			continue
		}
		if len(stack) < 2 {
			return fail() // a property outside any component
		}
		val := text[va:vb]
		switch prev := top.obj[key].(type) {
		case nil:
			top.obj[key] = val
			r.addHit(pointer(top.path, key), span{va, vb}, span{la, la + len(name)})
		case []any:
			r.addHit(pointerIndex(pointer(top.path, key), len(prev)), span{va, vb}, span{la, la + len(name)})
			top.obj[key] = append(prev, val)
		default:
			top.obj[key] = []any{prev, val}
			r.addHit(pointerIndex(pointer(top.path, key), 1), span{va, vb}, span{la, la + len(name)})
		}
	}
	if len(stack) != 1 || len(root) == 0 {
		return fail()
	}
	r.acc.Pattern = PatternUnstructured
	r.acc.Parser = ParsedICal
	return root, true
}
