package extract

import (
	"bytes"
	"encoding/xml"
	"strings"
)

// ParsedXML is Account.Parser when parser auto read the text as an XML
// document (parseXML).
const ParsedXML = "xml"

// XMLField holds the document's root element in parser auto's value.
const XMLField = "xml"

// Names of an element's members besides its attributes.
const (
	xmlTag      = "tag"      // the element's local name
	xmlChildren = "children" // its child elements, in order
)

// XML limits: parseXML leaves bigger or deeper documents as text.
const (
	maxXMLBytes    = 1 << 20
	maxXMLDepth    = 64
	maxXMLElements = 10_000
)

// parseXML reads a text whose payload is one well-formed XML document (a
// diagram, an SVG, a configuration file), behind at most two short
// preamble lines ("Graph xml representation:"): every element becomes
// {"tag": name, <attribute>: value …, "text": its text, "children":
// [...]}, the root under "xml". Attributes named tag, text or children
// get a leading "@". HTML that is not well-formed XML (void elements,
// unquoted attributes) is not read.
func (x *Extractor) parseXML(r *run) (any, bool) {
	text := r.text
	a, b := trimSpaceSpan(text, 0, len(text))
	if a == b || b-a > maxXMLBytes {
		return nil, false
	}
	if text[b-1] != '>' {
		// a short trailer under the document ("Pages (2): …")
		if b = xmlTrailerStart(text, a, b); b < 0 {
			return nil, false
		}
	}
	// the document starts at the first line starting with '<'
	start := -1
	for ls, lines := a, 0; ls < b && lines <= 2; lines++ {
		le, next := lineBounds(text, ls)
		_, t := indentOf(text[ls:le])
		if strings.HasPrefix(t, "<") {
			start = ls + strings.IndexByte(text[ls:le], '<')
			break
		}
		if len(t) > shortPreamble {
			return nil, false
		}
		ls = next
	}
	if start < 0 || start+1 >= b || !(isASCIILetter(text[start+1]) || text[start+1] == '?' || text[start+1] == '!') {
		return nil, false
	}
	doc := text[start:b]
	dec := xml.NewDecoder(strings.NewReader(doc))
	dec.Strict = true
	type frame struct {
		obj      map[string]any
		children []any
		text     bytes.Buffer
		path     string
		count    int
	}
	var stack []*frame
	var root map[string]any
	elements := 0
	var hits []hit
	prev := int64(0)
	for {
		tok, err := dec.RawToken()
		if err != nil {
			if int(dec.InputOffset()) >= len(doc) && root != nil && len(stack) == 0 {
				break // the end of the document
			}
			return nil, false
		}
		off := dec.InputOffset()
		raw := doc[prev:off]
		rawAt := start + int(prev)
		prev = off
		switch t := tok.(type) {
		case xml.StartElement:
			elements++
			if elements > maxXMLElements || len(stack) >= maxXMLDepth || root != nil && len(stack) == 0 {
				return nil, false
			}
			path := pointer("", XMLField)
			if n := len(stack); n > 0 {
				p := stack[n-1]
				path = pointerIndex(pointer(p.path, xmlChildren), p.count)
				p.count++
			}
			obj := map[string]any{xmlTag: t.Name.Local}
			for _, at := range t.Attr {
				name := at.Name.Local
				if name == xmlTag || name == xmlChildren || name == DefaultTextField {
					name = "@" + name
				}
				if _, dup := obj[name]; dup {
					continue
				}
				obj[name] = at.Value
				if s, e, ok := attrSpan(raw, at.Name.Local, at.Value); ok {
					hits = append(hits, hit{path: pointer(path, name), val: span{rawAt + s, rawAt + e}})
				}
			}
			stack = append(stack, &frame{obj: obj, path: path})
		case xml.EndElement:
			n := len(stack)
			if n == 0 {
				return nil, false
			}
			f := stack[n-1]
			if f.obj[xmlTag] != t.Name.Local {
				return nil, false // mismatched tags
			}
			stack = stack[:n-1]
			if s := strings.TrimSpace(f.text.String()); s != "" {
				f.obj[DefaultTextField] = s
			}
			if len(f.children) > 0 {
				f.obj[xmlChildren] = f.children
			}
			if n == 1 {
				root = f.obj
			} else {
				p := stack[n-2]
				p.children = append(p.children, f.obj)
			}
		case xml.Directive:
			if d := strings.ToLower(strings.TrimSpace(string(t))); strings.HasPrefix(d, "doctype html") {
				return nil, false // an HTML page: markup, not data
			}
		case xml.CharData:
			if n := len(stack); n > 0 {
				stack[n-1].text.Write(t)
			} else if len(bytes.TrimSpace(t)) > 0 {
				return nil, false // text outside the root
			}
		}
	}
	if root == nil || len(stack) > 0 || htmlRoot(root[xmlTag]) || len(root) <= 2 && root[xmlChildren] == nil {
		// (a root of text alone, "<untrusted-data>[…]</untrusted-data>",
		// wraps the payload: the text's other readers take it)
		return nil, false
	}
	r.acc.Parser = ParsedXML
	for _, h := range hits {
		r.addHit(h.path, h.val)
	}
	v := map[string]any{XMLField: root}
	if r.depth == 0 {
		// the caption above and the trailer under the document: their
		// tokens ("Page 1 (\"Study rooms\"):", "Pages (2): …")
		if pa, pb := trimSpaceSpan(text, a, start); pa < pb {
			r.paragraphFields(v, pa, pb)
		}
		if ta, tb := trimSpaceSpan(text, b, len(text)); ta < tb {
			r.paragraphFields(v, ta, tb)
		}
	}
	return v, true
}

// maxXMLTrailerLines bounds the lines of a trailer under a document.
const maxXMLTrailerLines = 4

// xmlTrailerStart returns where the trailer of text[a:b] starts when the
// text ends with a few short lines (none longer than shortPreamble, none
// starting with '<'; blank lines between) under a line ending in '>': the
// end of that line. It returns -1 otherwise.
func xmlTrailerStart(text string, a, b int) int {
	end := b
	for n := 0; n < 2*maxXMLTrailerLines; n++ {
		ls := strings.LastIndexByte(text[a:end], '\n')
		if ls < 0 {
			return -1
		}
		ls += a
		t := strings.TrimSpace(text[ls+1 : end])
		if t != "" && (len(t) > shortPreamble || t[0] == '<') {
			return -1
		}
		end = trimRight(text, a, ls)
		if end > a && text[end-1] == '>' {
			return end
		}
	}
	return -1
}

// trimRight returns the end of text[a:b] without its trailing white space.
func trimRight(text string, a, b int) int {
	for b > a && isSpaceASCII(text[b-1]) {
		b--
	}
	return b
}

// htmlRoot reports whether the root element's tag is one of HTML's
// (a page, a fragment): markup rather than XML data.
func htmlRoot(tag any) bool {
	s, _ := tag.(string)
	switch strings.ToLower(s) {
	case "html", "head", "body", "div", "p", "span", "a", "ol", "ul", "li", "dl", "table", "tr", "td",
		"section", "article", "main", "nav", "header", "footer", "form", "pre", "code", "blockquote",
		"h1", "h2", "h3", "h4", "h5", "h6", "img", "br", "hr", "em", "strong", "b", "i":
		return true
	}
	return false
}

// shortPreamble is the longest line parseXML skips above a document.
const shortPreamble = 200

// attrSpan finds the value of attribute name in the raw start tag raw:
// the bytes between the quotes after `name=`; ok is false when the raw
// value differs from the decoded one (entities) or is not found.
func attrSpan(raw, name, value string) (int, int, bool) {
	for from := 0; from < len(raw); {
		i := strings.Index(raw[from:], name)
		if i < 0 {
			return 0, 0, false
		}
		i += from
		from = i + len(name)
		if i == 0 || (raw[i-1] != ' ' && raw[i-1] != '\t' && raw[i-1] != '\n' && raw[i-1] != ':') {
			continue
		}
		j := from
		for j < len(raw) && (raw[j] == ' ' || raw[j] == '\t' || raw[j] == '\n') {
			j++
		}
		if j >= len(raw) || raw[j] != '=' {
			continue
		}
		j++
		for j < len(raw) && (raw[j] == ' ' || raw[j] == '\t' || raw[j] == '\n') {
			j++
		}
		if j >= len(raw) || (raw[j] != '"' && raw[j] != '\'') {
			return 0, 0, false
		}
		q := raw[j]
		e := strings.IndexByte(raw[j+1:], q)
		if e < 0 || raw[j+1:j+1+e] != value {
			return 0, 0, false
		}
		return j + 1, j + 1 + e, true
	}
	return 0, 0, false
}
