package extract

import "strings"

// SnapshotField holds the elements of an accessibility snapshot.
const SnapshotField = "snapshot"

// ParsedSnapshot is Account.Parser when parser auto read the text as an
// accessibility snapshot (parseSnapshot).
const ParsedSnapshot = "snapshot"

// Browser servers print a page as an accessibility tree in YAML, one
// element a line:
//
//	- heading "Sign in" [level=1] [ref=e3]
//	- link "Forgot password?" [ref=e11]:
//	  - /url: /reset
//
// ariaItems reads such lines of text[a:b] as {"role", "name", "ref",
// "depth", other [key=value] attributes, "text" after a ':'}; a
// "- /url: …" property line below an element is its "url". ok is false
// unless two thirds of the non-blank lines, and three at least, are
// element or property lines.

// ariaItems reads the snapshot lines of text[a:b] (see above); each
// field's bytes are recorded under base/<i>/<field>.
func (r *run) ariaItems(a, b int, base string) ([]any, bool) {
	text := r.text
	type elem struct {
		obj  map[string]any
		path string
	}
	var out []any
	var last *elem
	nonblank, hits := 0, 0
	h0 := len(r.hits)
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		le = min(le, b)
		ls0 := ls
		ls = next
		t0, t1 := trimSpaceSpan(text, ls0, le)
		if t0 == t1 {
			continue
		}
		nonblank++
		if t1-t0 < 3 || text[t0] != '-' || text[t0+1] != ' ' {
			continue
		}
		p := t0 + 2
		if text[p] == '/' {
			// "- /url: /reset": a property of the element above
			c := strings.Index(text[p:t1], ": ")
			if c > 1 && last != nil {
				key := text[p+1 : p+c]
				if _, clash := last.obj[key]; !clash && ariaWord(key) {
					last.obj[key] = text[p+c+2 : t1]
					r.addHit(pointer(last.path, key), span{p + c + 2, t1})
				}
				hits++
			}
			continue
		}
		rs := p
		for p < t1 && (isASCIILetter(text[p]) || text[p] == '-') {
			p++
		}
		if p == rs || p < t1 && text[p] != ' ' && text[p] != ':' {
			continue
		}
		if len(out) >= maxItems {
			break
		}
		role := span{rs, p}
		for p < t1 && text[p] == ' ' {
			p++
		}
		if p < t1 && text[p] != '"' && text[p] != '[' && text[p] != ':' {
			continue // "- Page URL: …": words, not an element
		}
		path := pointerIndex(base, len(out))
		obj := map[string]any{"role": text[role.start:role.end], "depth": (t0 - ls0) / 2}
		r.addHit(pointer(path, "role"), role)
		if p < t1 && text[p] == '"' {
			if e := strings.IndexByte(text[p+1:t1], '"'); e >= 0 {
				obj["name"] = text[p+1 : p+1+e]
				r.addHit(pointer(path, "name"), span{p + 1, p + 1 + e})
				p += e + 2
			}
		}
		for p < t1 {
			for p < t1 && text[p] == ' ' {
				p++
			}
			if p >= t1 || text[p] != '[' {
				break
			}
			e := strings.IndexByte(text[p:t1], ']')
			if e < 0 {
				break
			}
			attr := text[p+1 : p+e]
			k, v, hasV := strings.Cut(attr, "=")
			if ariaWord(k) {
				if _, clash := obj[k]; !clash {
					if hasV {
						obj[k] = v
						r.addHit(pointer(path, k), span{p + 1 + len(k) + 1, p + e})
					} else {
						obj[k] = true
					}
				}
			}
			p += e + 1
		}
		if p < t1 && text[p] == ':' {
			if v0, v1 := trimSpaceSpan(text, p+1, t1); v0 < v1 {
				obj[DefaultTextField] = text[v0:v1]
				r.addHit(pointer(path, DefaultTextField), span{v0, v1})
			}
		}
		out = append(out, obj)
		last = &elem{obj, path}
		hits++
	}
	if len(out) < minTreeLines || hits*3 < nonblank*2 {
		r.hits = r.hits[:h0]
		return nil, false
	}
	return out, true
}

// ariaWord reports whether k is an attribute or property name: letters,
// digits, '-' and '_'.
func ariaWord(k string) bool {
	if k == "" || len(k) > 32 {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !isASCIILetter(c) && !(c >= '0' && c <= '9') && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// fencedSnapshots adds to m, under SnapshotField, the elements of the
// first fenced block of code that is an accessibility snapshot.
func (r *run) fencedSnapshots(m map[string]any, code []span) {
	if _, clash := m[SnapshotField]; clash {
		return
	}
	for _, c := range code {
		if items, ok := r.ariaItems(c.start, c.end, pointer("", SnapshotField)); ok {
			m[SnapshotField] = items
			return
		}
	}
}

// parseSnapshot reads a text that is an accessibility snapshot, with no
// fence, as {"snapshot": its elements}.
func (x *Extractor) parseSnapshot(r *run) (any, bool) {
	if !strings.Contains(r.text, "- ") || !strings.Contains(r.text, "[ref=") || strings.Contains(r.text, "```") {
		// elements carry refs (a list of quoted names is a list); a
		// snapshot in a fence sits among the page's other fields, read
		// with them (fencedSnapshots)
		return nil, false
	}
	items, ok := r.ariaItems(0, len(r.text), pointer("", SnapshotField))
	if !ok {
		return nil, false
	}
	r.acc.Items += len(items)
	r.acc.ItemsKept += len(items)
	r.acc.Pattern = PatternUnstructured
	r.acc.Parser = ParsedSnapshot
	return map[string]any{SnapshotField: items}, true
}
