package callplan

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// xelem is an XML element being collected.
type xelem struct {
	name  string
	attrs []xml.Attr
	kids  []*xelem
	text  strings.Builder
}

func xname(n xml.Name) string {
	if n.Space != "" {
		return n.Space + ":" + n.Local
	}
	return n.Local
}

// convertXML converts an XML document to JSON: the root element's content
// becomes the value (see the package documentation).
func convertXML(data []byte) (any, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	fail := func(reason string) error {
		line, _ := d.InputPos()
		return parseError(FormatXML, reason, line, 0)
	}
	var root *xelem
	var stack []*xelem
	for {
		// RawToken keeps namespace prefixes as written; element
		// nesting is checked below.
		tok, err := d.RawToken()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			msg, line := strings.TrimPrefix(err.Error(), "xml: "), 0
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				msg, line = se.Msg, se.Line
			} else {
				line, _ = d.InputPos()
			}
			msg = strings.Replace(msg, " declared but Decoder.CharsetReader is nil", " declared: only UTF-8 is supported", 1)
			return nil, parseError(FormatXML, msg, line, 0)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if len(stack) == 0 && root != nil {
				return nil, fail(fmt.Sprintf("second root element <%s> (a document has exactly one root)", xname(t.Name)))
			}
			if len(stack) >= maxDepth {
				return nil, fail(fmt.Sprintf("elements nested more than %d deep", maxDepth))
			}
			e := &xelem{name: xname(t.Name)}
			seen := make(map[string]bool, len(t.Attr))
			for _, a := range t.Attr {
				n := xname(a.Name)
				if seen[n] {
					return nil, fail(fmt.Sprintf("duplicate attribute %q on <%s>", n, e.name))
				}
				seen[n] = true
				e.attrs = append(e.attrs, xml.Attr{Name: a.Name, Value: a.Value})
			}
			if len(stack) == 0 {
				root = e
			} else {
				top := stack[len(stack)-1]
				top.kids = append(top.kids, e)
			}
			stack = append(stack, e)
		case xml.EndElement:
			n := xname(t.Name)
			if len(stack) == 0 {
				return nil, fail(fmt.Sprintf("unexpected end element </%s>", n))
			}
			if top := stack[len(stack)-1]; top.name != n {
				return nil, fail(fmt.Sprintf("element <%s> closed by </%s>", top.name, n))
			}
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) == 0 {
				if len(bytes.TrimSpace(t)) > 0 {
					return nil, fail("text outside the root element")
				}
				continue
			}
			stack[len(stack)-1].text.Write(t)
		}
		// Comments, processing instructions and directives are ignored.
	}
	if len(stack) > 0 {
		return nil, fail(fmt.Sprintf("unexpected end of input: element <%s> is not closed", stack[len(stack)-1].name))
	}
	if root == nil {
		return nil, fail("no root element")
	}
	return xvalue(root), nil
}

// xvalue is the JSON value of an element's content.
func xvalue(e *xelem) any {
	text := e.text.String()
	if len(e.kids) == 0 && len(e.attrs) == 0 {
		return typeScalar(text)
	}
	obj := make(map[string]any, len(e.attrs)+len(e.kids)+1)
	for _, a := range e.attrs {
		obj["@"+xname(a.Name)] = typeScalar(a.Value)
	}
	count := make(map[string]int, len(e.kids))
	for _, k := range e.kids {
		count[k.name]++
	}
	for _, k := range e.kids {
		v := xvalue(k)
		if count[k.name] == 1 {
			obj[k.name] = v
			continue
		}
		list, _ := obj[k.name].([]any)
		obj[k.name] = append(list, v)
	}
	if len(e.kids) > 0 {
		// Mixed content: the text between the children, with
		// whitespace collapsed.
		if t := strings.Join(strings.Fields(text), " "); t != "" {
			obj["#text"] = typeScalar(t)
		}
	} else if strings.TrimSpace(text) != "" {
		obj["#text"] = typeScalar(text)
	}
	return obj
}
