package extract

import (
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// maxMessageBytes caps the text parser auto reads as a short message.
const maxMessageBytes = 600

// messageFields adds to v, the pass-through value of the short text
// r.text[a:b], the message's data tokens (textparse.MessageFields): a
// status line's path, file name, numbers, ids, quoted names, `key=value`
// values and `Label: value` values, named by their kind or label ("path",
// "number", "number_2", "decision_logged"). The wording of a tool's message
// stays the same from call to call while these vary: they are what a
// person reads the message for. Numbers become JSON numbers.
func (r *run) messageFields(v map[string]any, a, b int) {
	r.messageFieldsAt(v, "", a, b)
}

// messageFieldsAt is messageFields for the object v at the JSON pointer
// path.
func (r *run) messageFieldsAt(v map[string]any, path string, a, b int) {
	fs := textparse.MessageFields(r.text[a:b])
	for _, f := range fs {
		s, e := a+f.Span.Start, a+f.Span.End
		name := f.Name
		for n := 2; v[name] != nil; n++ {
			name = f.Name + "_" + strconv.Itoa(n)
		}
		val := any(r.text[s:e])
		if f.Name == "number" && e-s <= 15 && !strings.ContainsAny(r.text[s:e], ",%") {
			if x, err := strconv.ParseFloat(r.text[s:e], 64); err == nil {
				val = x
			}
		}
		v[name] = val
		r.addHit(pointer(path, name), span{s, e})
	}
}
