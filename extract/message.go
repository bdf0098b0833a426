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
	r.tokenFieldsAt(v, path, a, b, textparse.MessageFields(r.text[a:b]))
}

// lineFieldsAt is messageFieldsAt for one line of a text read line by
// line: its tokens count without wording around them ("Errors 3",
// "Build #812 finished"), as a title line's do (textparse.TitleFields).
func (r *run) lineFieldsAt(v map[string]any, path string, a, b int) {
	r.tokenFieldsAt(v, path, a, b, textparse.TitleFields(r.text[a:b]))
}

// tokenFieldsAt adds the tokens fs of r.text[a:b] to v (see
// messageFieldsAt).
func (r *run) tokenFieldsAt(v map[string]any, path string, a, b int, fs []textparse.MessageField) {
	for _, f := range fs {
		s, e := a+f.Span.Start, a+f.Span.End
		name := f.Name
		for n := 2; v[name] != nil; n++ {
			name = f.Name + "_" + strconv.Itoa(n)
		}
		if labelledAt(r.text, a, s) {
			// "Priority: 🟡 MEDIUM", "Security: 0 fix(es)": a pair's
			// value keeps the fields key-value text gives it (the word
			// and its symbol, a count and its unit)
			p := pointer(path, name)
			if m := r.kvValueFields(p, r.text[s:e], span{s, e}, nil); m != nil {
				v[name] = m
				continue
			}
		}
		if f.Name == "quantity" {
			// "212 MiB": as a pair's value with a unit reads
			if k := strings.LastIndexByte(r.text[s:e], ' '); k > 0 {
				p := pointer(path, name)
				v[name] = map[string]any{DefaultTextField: r.text[s:e], "value": r.text[s : s+k], "unit": r.text[s+k+1 : e]}
				r.addHit(pointer(p, DefaultTextField), span{s, e})
				r.addHit(pointer(p, "value"), span{s, s + k})
				r.addHit(pointer(p, "unit"), span{s + k + 1, e})
				continue
			}
		}
		v[name] = messageValue(f.Name, r.text[s:e])
		r.addHit(pointer(path, name), span{s, e})
	}
}

// labelledAt reports whether the token at s (in a message starting at a)
// is the value of a `Label: value` pair: a colon before it, blanks and
// closing emphasis between.
func labelledAt(text string, a, s int) bool {
	i := s
	for i > a && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	for i > a && (text[i-1] == '*' || text[i-1] == '_') {
		i--
	}
	return i > a && text[i-1] == ':'
}

// messageValue is the value of a message token of kind name: a number
// token as a JSON number when it is a plain one, else the token's text.
func messageValue(name, tok string) any {
	if name == "number" && len(tok) <= 15 && !strings.ContainsAny(tok, ",%") {
		if x, err := strconv.ParseFloat(tok, 64); err == nil {
			return x
		}
	}
	return tok
}

// maxParagraphs bounds the paragraphs paragraphFields reads.
const maxParagraphs = 100

// paragraphFields adds to v the message tokens (messageFields) of each
// paragraph of text[a:b] (lines up to a blank line) short enough to be a
// message: a text too long to be one message is often several ("Found 3
// matches." … "Showing page 1 of 4."). A paragraph of two lines or more
// that is not one message is read line by line.
func (r *run) paragraphFields(v map[string]any, a, b int) {
	r.paragraphFieldsAt(v, "", a, b)
}

// paragraphFieldsAt is paragraphFields for the object v at the JSON
// pointer path. Emphasis around whole pairs parted by bars ("*Category:
// apex* | *Score: 50%*") is read as the pairs.
func (r *run) paragraphFieldsAt(v map[string]any, path string, a, b int) {
	if text := normalizeEmphasisPairs(r.text); text != r.text {
		orig := r.text
		r.text = text
		defer func() { r.text = orig }()
	}
	n := 0
	for ls := a; ls < b && n < maxParagraphs; {
		for ls < b {
			le, next := lineBounds(r.text, ls)
			if strings.TrimSpace(r.text[ls:min(le, b)]) != "" {
				break
			}
			ls = next
		}
		if ls >= b {
			return
		}
		start, end := ls, ls
		for ls < b {
			le, next := lineBounds(r.text, ls)
			le = min(le, b)
			if strings.TrimSpace(r.text[ls:le]) == "" {
				break
			}
			end = le
			ls = next
		}
		n++
		s, e := trimSpaceSpan(r.text, start, end)
		if s >= e {
			continue
		}
		before := len(v)
		if e-s <= maxMessageBytes {
			r.messageFieldsAt(v, path, s, e)
		}
		if len(v) == before && (strings.Count(r.text[s:e], "\n") >= 1 || e-s > maxMessageBytes) {
			// not one message (too many lines, a list line or a rule
			// among them): short messages one under the other (a
			// page's text, a command's report, a log), each line read
			// as one
			r.lineMessageFields(v, path, s, e)
		}
	}
}

// maxMessageLinesRead bounds the lines lineMessageFields reads.
const maxMessageLinesRead = 400

// lineMessageFields adds the message tokens (messageFieldsAt) of each
// line of text[a:b], of its first maxMessageLinesRead lines.
func (r *run) lineMessageFields(v map[string]any, path string, a, b int) {
	for ls, n := a, 0; ls < b && n < maxMessageLinesRead; n++ {
		le, next := lineBounds(r.text, ls)
		if s, e := trimSpaceSpan(r.text, ls, min(le, b)); s < e {
			if m := listMarker(r.text[s:e]); m > 0 && m < e-s {
				// "* Tuesday: 10:00 - 18:00": the item's text
				s, e = trimSpaceSpan(r.text, s+m, e)
			}
			if e-s <= maxMessageBytes {
				r.lineFieldsAt(v, path, s, e)
			} else {
				// a paragraph written on one line: its sentences
				for _, sp := range textparse.Sentences(r.text[s:e]) {
					if sp.End-sp.Start <= maxMessageBytes {
						r.messageFieldsAt(v, path, s+sp.Start, s+sp.End)
					}
				}
			}
		}
		ls = next
	}
}
