package extract

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// CountSuffix ends the name of a count read from a preamble line ("11
// rules" → rules_count).
const CountSuffix = "_count"

// maxPreambleBytes is the longest first line preambleCounts reads.
const maxPreambleBytes = 120

// preambleCounts adds to v, the object parser auto read from a table,
// a list or record lines, the counts of the text's first line when no
// field came from it: a number followed by a word ("11 rules", "Found 8
// symbols across 2 files.", "Found 1 results for \"x\":") gives
// <word>_count (rules_count: 11), and so does a word followed by a
// number in parentheses ("Available tags (3):" gives tags_count: 3).
// Names v already has are kept; hits from h0 on are the ones this parse
// recorded.
func (r *run) preambleCounts(v any, h0 int) {
	obj, ok := v.(map[string]any)
	if !ok {
		return
	}
	text := r.text
	a, b := trimSpaceSpan(text, 0, len(text))
	if a == b {
		return
	}
	le, _ := lineBounds(text, strings.LastIndexByte(text[:a], '\n')+1)
	line := text[a:le]
	if len(line) > maxPreambleBytes || le >= b {
		return // no preamble: the text is one line
	}
	if key := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line), ":")); key != "" && strings.ContainsAny(key, "0123456789") {
		if v, ok := obj[key].(string); ok && v == "" {
			// "Found 2 topics:" over records read as key-value text: a
			// count line taken for a section's header with nothing in
			// it, read as the preamble it is
			delete(obj, key)
			p := pointer("", key)
			kept, before := r.hits[:0], 0
			for i, h := range r.hits {
				if h.path != p {
					kept = append(kept, h)
				} else if i < h0 {
					before++
				}
			}
			r.hits, h0 = kept, h0-before
		}
	}
	for _, h := range r.hits[h0:] {
		if h.val.start < le && h.val.end > a {
			return // the line is part of the payload
		}
	}
	hp := len(r.hits)
	defer r.preambleTokens(obj, a, le, hp)
	defer r.headerBlockTokens(obj, le, h0, hp)
	r.preambleTitle(obj, a, le)
	for i := 0; i < len(line); {
		if line[i] < '0' || line[i] > '9' || i > 0 && line[i-1] != ' ' && line[i-1] != '(' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		n := line[i:j]
		i = j
		if len(n) > 9 || j >= len(line) {
			continue
		}
		var word string
		if s := j - len(n); s >= 2 && line[s-1] == '(' && line[s-2] == ' ' && line[j] == ')' {
			// "tags (3):": the word before the parenthesis
			e := s - 2
			b := e
			for b > 0 && isASCIILetter(line[b-1]) {
				b--
			}
			word = strings.ToLower(line[b:e])
		} else {
			if line[j] != ' ' {
				continue
			}
			w := j + 1
			for w < len(line) && isASCIILetter(line[w]) {
				w++
			}
			word = strings.ToLower(line[j+1 : w])
			if w < len(line) && strings.IndexByte(" :.,;)", line[w]) < 0 {
				continue
			}
		}
		if len(word) < 2 {
			continue
		}
		name := word + CountSuffix
		if _, clash := obj[name]; clash {
			continue
		}
		k := 0
		for _, c := range n {
			k = k*10 + int(c-'0')
		}
		obj[name] = k
		r.addHit(pointer("", name), span{a + j - len(n), a + j})
	}
}

// preambleTitle adds to obj what the preamble line text[a:le] names
// besides counts: the text of a heading ("# Onyx API" over the list: its
// title) and a double-quoted name ("Found 3 results for \"pagination\":",
// name). Names obj already has are kept.
func (r *run) preambleTitle(obj map[string]any, a, le int) {
	text := r.text
	if text[a] == '#' {
		h := a
		for h < le && text[h] == '#' {
			h++
		}
		if h-a <= 6 && h < le && text[h] == ' ' {
			s, e := trimSpaceSpan(text, h, le)
			if _, clash := obj[TitleName]; !clash && s < e {
				obj[TitleName] = text[s:e]
				r.addHit(pointer("", TitleName), span{s, e})
				r.titleStrong(obj, s, e)
				r.titlePair(obj, s, e)
			}
		}
		return
	}
	q := strings.IndexByte(text[a:le], '"')
	if q < 0 {
		return
	}
	s := a + q + 1
	e := strings.IndexByte(text[s:le], '"')
	if e <= 0 || e > 80 || strings.Contains(text[s+e+1:le], "\"") {
		return
	}
	if _, clash := obj["name"]; !clash {
		obj["name"] = text[s : s+e]
		r.addHit(pointer("", "name"), span{s, s + e})
	}
}

// titleStrong adds to obj, as "name", the one bold span of the title
// text[s:e] when the title holds more than it ("Projects in
// **fernweh**": the organisation is the value the title is about).
func (r *run) titleStrong(obj map[string]any, s, e int) {
	text := r.text
	i := strings.Index(text[s:e], "**")
	if i < 0 {
		return
	}
	a := s + i + 2
	j := strings.Index(text[a:e], "**")
	if j <= 0 || strings.Contains(text[a+j+2:e], "**") || i == 0 && a+j+2 == e {
		return
	}
	if _, clash := obj["name"]; !clash {
		obj["name"] = text[a : a+j]
		r.addHit(pointer("", "name"), span{a, a + j})
	}
}

// preambleTokens adds to obj the message tokens (textparse.MessageFields)
// of the preamble line text[a:le] that no count or title of it (the hits
// from hp on) already gave: "Job logs for publish #5521 (team/site):"
// over pairs gives the number and the path. A name obj already has gets
// a suffix ("number_2"), as among a message's tokens.
func (r *run) preambleTokens(obj map[string]any, a, le, hp int) {
	taken := r.hits[hp:]
	for _, f := range textparse.TitleFields(r.text[a:le]) {
		s, e := a+f.Span.Start, a+f.Span.End
		if slices.ContainsFunc(taken, func(h hit) bool { return h.val.start < e && h.val.end > s }) {
			continue
		}
		name := f.Name // a second number is number_2, as among messages
		for n := 2; obj[name] != nil; n++ {
			name = f.Name + "_" + strconv.Itoa(n)
		}
		obj[name] = messageValue(f.Name, r.text[s:e])
		r.addHit(pointer("", name), span{s, e})
	}
}

// maxHeaderBlockBytes bounds the lines between a preamble line and the
// payload that headerBlockTokens reads.
const maxHeaderBlockBytes = 400

// headerBlockTokens adds to obj the message tokens of the lines between
// the preamble line (ending at le) and the payload (the hits from h0 to
// hp, the parse's own): "Document ID: ord_7\nScore: 1.0" between a status
// line and the JSON gives document_id and score. Names obj already has are
// kept.
func (r *run) headerBlockTokens(obj map[string]any, le, h0, hp int) {
	start := len(r.text)
	for _, h := range r.hits[h0:hp] {
		start = min(start, h.val.start)
	}
	end := min(start, len(r.text))
	end = strings.LastIndexByte(r.text[:end], '\n') + 1 // the payload's first line is not the header's
	for end > le {
		// nor are the lines of its opening brackets ("{", "[")
		ls := strings.LastIndexByte(r.text[:end-1], '\n') + 1
		if strings.Trim(r.text[ls:end], " \t\r\n{[") != "" {
			break
		}
		end = ls
	}
	if end <= le {
		return
	}
	a, b := trimSpaceSpan(r.text, le, end)
	if a >= b || b-a > maxHeaderBlockBytes {
		return
	}
	for _, f := range textparse.MessageFields(r.text[a:b]) {
		if _, clash := obj[f.Name]; clash {
			continue
		}
		s, e := a+f.Span.Start, a+f.Span.End
		obj[f.Name] = messageValue(f.Name, r.text[s:e])
		r.addHit(pointer("", f.Name), span{s, e})
	}
}

// titlePair adds to obj the pair a title text[s:e] is written as ("#
// Recipe: release-checklist" over the steps: recipe, release-checklist),
// unless obj has the label's name already.
func (r *run) titlePair(obj map[string]any, s, e int) {
	t := r.text[s:e]
	c := strings.Index(t, ": ")
	if c <= 0 || c > 40 || len(strings.Fields(t[:c])) > 3 {
		return
	}
	name := snakeKey(t[:c])
	vs, ve := trimSpaceSpan(r.text, s+c+2, e)
	if name == "" || name == TitleName || vs >= ve {
		return
	}
	if _, clash := obj[name]; clash {
		return
	}
	obj[name] = r.text[vs:ve]
	r.addHit(pointer("", name), span{vs, ve})
}
