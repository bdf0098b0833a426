package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// maxSections bounds the sections parseSections reads.
const maxSections = 1000

// section is one part of a text cut at thematic breaks: an optional
// header line ending in ':' and a body, as byte offsets of the text.
type section struct {
	head, body span // head.start < 0: no header
}

// splitSections cuts text at thematic-break lines ("---", "***", "___",
// three or more, after a blank line so a setext heading underline is not
// taken) into sections of a header line ending in ':' (a path, a name)
// and a body. It returns nil unless there are two sections or more and
// every one has a header and a non-blank body: the shape of several files
// read at once ("path:\n<content>\n\n---\npath:\n<content>").
func splitSections(text string) []section {
	var cuts []span // the break lines
	prevBlank := true
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		t := strings.TrimSpace(text[ls:le])
		if prevBlank && isBreakLine(t) {
			cuts = append(cuts, span{ls, next})
			if len(cuts) > maxSections {
				return nil
			}
		}
		prevBlank = t == ""
		ls = next
	}
	if len(cuts) == 0 {
		return blankSections(text)
	}
	var out []section
	from := 0
	for i := 0; i <= len(cuts); i++ {
		to := len(text)
		if i < len(cuts) {
			to = cuts[i].start
		}
		sec, ok := headedSection(text, from, to)
		if !ok {
			return nil
		}
		out = append(out, sec)
		if i < len(cuts) {
			from = cuts[i].end
		}
	}
	return out
}

// isBreakLine reports whether a trimmed line is a thematic break of
// three or more '-', '*' or '_' (spaces allowed between them).
func isBreakLine(t string) bool {
	if len(t) < 3 || (t[0] != '-' && t[0] != '*' && t[0] != '_') {
		return false
	}
	n := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case t[0]:
			n++
		case ' ', '\t':
		default:
			return false
		}
	}
	return n >= 3
}

// headedSection reads text[from:to] as a header line ending in ':' (at
// most 300 bytes) followed by a non-blank body.
func headedSection(text string, from, to int) (section, bool) {
	a := from
	for a < to && isSpaceASCII(text[a]) {
		a++
	}
	le := strings.IndexByte(text[a:to], '\n')
	if le < 0 {
		return oneLineSection(text, a, to)
	}
	if strings.TrimSpace(text[a+le:to]) == "" {
		return oneLineSection(text, a, a+le)
	}
	he := a + le
	for he > a && isSpaceASCII(text[he-1]) {
		he--
	}
	if he-a < 2 || he-a > 300 || text[he-1] != ':' {
		return section{}, false
	}
	b0, b1 := a+le+1, to
	for b0 < b1 && isSpaceASCII(text[b0]) {
		b0++
	}
	for b1 > b0 && isSpaceASCII(text[b1-1]) {
		b1--
	}
	if b0 >= b1 {
		return section{}, false
	}
	return section{head: span{a, he - 1}, body: span{b0, b1}}, true
}

// parseSections is parser auto on each section of a text cut by
// splitSections: {"sections": [{"name": header, "value": what auto
// extracts from the body}, ...]}. Every field keeps its bytes in the
// whole text.
func (x *Extractor) parseSections(r *run, secs []section) any {
	base := pointer("", "sections")
	out := make([]any, 0, len(secs))
	for i, sec := range secs {
		path := pointerIndex(base, i)
		sub := &Account{}
		sr := newRun(r.text[sec.body.start:sec.body.end], sub)
		sr.depth = r.depth + 1
		sr.headed = sec.head.start >= 0 // its header announces a one-item list
		v, _ := x.extractAuto(sr)
		obj := map[string]any{"value": v}
		if sec.head.start >= 0 {
			linked := r.headLink(obj, path, sec.head) || r.headParen(obj, path, sec.head)
			if !linked {
				h := sec.head
				if num, t0 := headingNumber(r.text[h.start:h.end], 0); num >= 0 {
					// "### 1. Pagination": the number is the index
					obj["index"] = num
					r.addHit(pointer(path, "index"), span{h.start, h.start + strings.IndexAny(r.text[h.start:h.end], ".)")})
					h.start += t0
				}
				obj["name"] = r.text[h.start:h.end]
				r.addHit(pointer(path, "name"), h)
			}
			if r.depth == 0 && !linked {
				// "Results for \"x\" (3)": the header's own data
				r.messageFieldsAt(obj, path, sec.head.start, sec.head.end)
			}
		}
		vp := pointer(path, "value")
		for _, h := range sr.hits {
			labels := make([]span, len(h.labels))
			for k, l := range h.labels {
				labels[k] = span{l.start + sec.body.start, l.end + sec.body.start}
			}
			r.addHit(vp+h.path, span{h.val.start + sec.body.start, h.val.end + sec.body.start}, labels...)
		}
		if m, ok := v.(map[string]any); ok && sr.acc.Parser == ParsedText && r.depth == 0 {
			// a paragraph of prose among blocks or under a heading: its
			// data tokens ("On branch develop", "Found 1 document(s)"),
			// else those of each of its paragraphs ("*Category: apex* |
			// *Score: 50%*" over a quoted excerpt)
			n := len(m)
			r.messageFieldsAt(m, vp, sec.body.start, sec.body.end)
			if len(m) == n {
				r.paragraphFieldsAt(m, vp, sec.body.start, sec.body.end)
			}
		}
		for _, jp := range sub.JSON {
			s := span{jp.Start + sec.body.start, jp.End + sec.body.start}
			r.acc.JSON = append(r.acc.JSON, r.jsonPart(vp+jp.Path, jp.Form, s))
		}
		out = append(out, obj)
	}
	r.acc.Items, r.acc.ItemsKept = len(secs), len(secs)
	r.acc.Parser = ParsedSections
	return map[string]any{"sections": out}
}

// ParsedSections is Account.Parser when parser auto read the text as
// sections ("path:" headers and bodies between "---" lines), each with
// parser auto.
const ParsedSections = "sections"

// lineBounds returns the end of the line starting at ls in text (the index
// of its '\n', or len(text) for the last line) and where the next line
// starts.
func lineBounds(text string, ls int) (le, next int) {
	i := strings.IndexByte(text[ls:], '\n')
	if i < 0 {
		return len(text), len(text)
	}
	return ls + i, ls + i + 1
}

// skipBlankLines returns the start of the first line at or after ls that
// holds more than white space (len(text) when there is none).
func skipBlankLines(text string, ls int) int {
	for ls < len(text) {
		le, next := lineBounds(text, ls)
		if strings.TrimSpace(text[ls:le]) != "" {
			break
		}
		ls = next
	}
	return ls
}

// oneLineSection reads a section that is one line "<path>: <message>"
// (a file that could not be read among files that could: "src/x.js:
// Error - ENOENT …"): the path, with no white space and a '/' or '.' in
// it, is the header, the message the body.
func oneLineSection(text string, a, to int) (section, bool) {
	line := strings.TrimRight(text[a:to], " \t\r")
	c := strings.Index(line, ": ")
	if c < 2 || c > 300 || strings.ContainsAny(line[:c], " \t") || !strings.ContainsAny(line[:c], "/.") {
		return section{}, false
	}
	b0 := a + c + 2
	for b0 < a+len(line) && isSpaceASCII(text[b0]) {
		b0++
	}
	if b0 >= a+len(line) {
		return section{}, false
	}
	return section{head: span{a, a + c}, body: span{b0, a + len(line)}}, true
}

// headLink reads a section heading that is a markdown link ("## [Wire
// Adapters](https://…/wire.html)"): the link text as the section's name and
// its target as its url, with what else the heading carries
// (textparse.ItemFields). It reports false, adding nothing, for a heading
// without a link.
func (r *run) headLink(obj map[string]any, path string, head span) bool {
	h := r.text[head.start:head.end]
	if !strings.Contains(h, "](") {
		return false
	}
	fs := textparse.ItemFields(h)
	title, url := -1, -1
	for i, f := range fs {
		switch f.Name {
		case "title":
			title = i
		case "url":
			url = i
		}
	}
	if title < 0 || url < 0 {
		return false
	}
	for i, f := range fs {
		name := f.Name
		if i == title {
			name = "name"
		}
		if _, taken := obj[name]; taken || f.Start < 0 {
			continue
		}
		obj[name] = f.Value
		r.addHit(pointer(path, name), span{head.start + f.Start, head.start + f.End})
	}
	return true
}

// headParen reads a section heading that ends in a parenthesis ("Fix
// login loop (ID: 1)", "Results (3)"): its name before the parenthesis
// and what the parenthesis holds, as textparse.ItemFields reads an item
// (id, count, details …). It reports false, adding nothing, for another
// heading.
func (r *run) headParen(obj map[string]any, path string, head span) bool {
	h := r.text[head.start:head.end]
	if !strings.HasSuffix(h, ")") || !strings.Contains(h, " (") {
		return false
	}
	fs := textparse.ItemFields(h)
	named := false
	for _, f := range fs {
		named = named || f.Name == "name" && f.Start >= 0
	}
	if !named || len(fs) < 2 {
		return false
	}
	for _, f := range fs {
		if _, taken := obj[f.Name]; taken || f.Start < 0 {
			continue
		}
		obj[f.Name] = f.Value
		r.addHit(pointer(path, f.Name), span{head.start + f.Start, head.start + f.End})
	}
	return true
}
