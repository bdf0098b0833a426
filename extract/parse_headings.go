package extract

import (
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// ParsedHeadings names, in Account.Parser, parser auto's reading of a
// text of numbered headings (parseNumberedHeadings).
const ParsedHeadings = "numbered_headings"

// headingRec is one numbered heading: its number, title and body spans.
type headingRec struct {
	num, t0, t1, b0, b1 int
}

// parseNumberedHeadings reads a text whose records are numbered markdown
// headings of one level ("## 1. pkg - file.md", "### 2) Title"), each
// over a body of any form (a fenced excerpt, prose): search results, a
// report's findings. Each record is {index, the heading's item fields
// (textparse.ItemFields: name, description, title, url …), text: the body
// (a whole fence's content)} under "items"; the short lines before the
// first heading add their data tokens (textparse.MessageFields: "Found 36
// results, showing top 5"). Two headings or more are needed.
func (x *Extractor) parseNumberedHeadings(r *run) (any, bool) {
	text := r.text
	if !strings.Contains(text, "#") {
		return nil, false
	}
	var recs []headingRec
	level := 0
	firstHead := -1
	inFence := false
	closeAt := func(e int) {
		if n := len(recs); n > 0 && recs[n-1].b1 < 0 {
			recs[n-1].b1 = e
		}
	}
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := text[start:end]
		if strings.HasPrefix(strings.TrimLeft(line, " "), "```") {
			inFence = !inFence // a heading inside a fence is the excerpt's
		}
		if len(line) > 0 && line[0] == '#' && !inFence {
			h := 0
			for h < len(line) && h < 7 && line[h] == '#' {
				h++
			}
			if h <= 6 && h < len(line) && line[h] == ' ' {
				num, t0 := headingNumber(line, h+1)
				switch {
				case num >= 0 && (level == 0 || level == h):
					level = h
					closeAt(start)
					if firstHead < 0 {
						firstHead = start
					}
					recs = append(recs, headingRec{num: num, t0: start + t0, t1: start + len(strings.TrimRight(line, " \t\r#")), b0: min(end+1, len(text)), b1: -1})
				case level > 0 && h <= level:
					closeAt(start) // a heading of the same level or above ends the record
				}
			}
		}
		start = end + 1
	}
	closeAt(len(text))
	if len(recs) < 2 {
		return nil, false
	}
	base := pointer("", DefaultListField)
	items := make([]any, 0, len(recs))
	for k, rec := range recs {
		path := pointerIndex(base, k)
		obj := map[string]any{"index": rec.num}
		title := text[rec.t0:rec.t1]
		for _, f := range textparse.ItemFields(title) {
			if _, taken := obj[f.Name]; taken {
				continue
			}
			obj[f.Name] = f.Value
			r.addHit(pointer(path, f.Name), span{rec.t0 + f.Start, rec.t0 + f.End})
		}
		b0, b1 := trimSpaceSpan(text, rec.b0, rec.b1)
		if _, body, ok := textparse.WholeFence(text[b0:b1]); ok {
			b0, b1 = trimSpaceSpan(text, b0+body.Start, b0+body.End)
		}
		if b0 < b1 {
			if _, taken := obj[DefaultTextField]; !taken {
				obj[DefaultTextField] = text[b0:b1]
				r.addHit(pointer(path, DefaultTextField), span{b0, b1})
			}
			if r.depth == 0 {
				// the body's own structure ("- **Status**: unresolved"
				// bullets under each result) beside its text
				x.bodyFields(r, obj, path, b0, b1)
			}
		}
		items = append(items, obj)
	}
	v := map[string]any{DefaultListField: items}
	// the lines before the first heading: a count, a query
	for start := 0; start < firstHead; {
		end := strings.IndexByte(text[start:firstHead], '\n')
		if end < 0 {
			end = firstHead
		} else {
			end += start
		}
		if line := text[start:end]; len(line) > 0 && line[0] != '#' {
			for _, f := range textparse.MessageFields(line) {
				name := f.Name
				for n := 2; v[name] != nil; n++ {
					name = f.Name + "_" + strconv.Itoa(n)
				}
				val := any(line[f.Span.Start:f.Span.End])
				if f.Name == "number" {
					if n, err := strconv.Atoi(line[f.Span.Start:f.Span.End]); err == nil {
						val = n
					}
				}
				v[name] = val
				r.addHit(pointer("", name), span{start + f.Span.Start, start + f.Span.End})
			}
		}
		start = end + 1
	}
	r.acc.Parser = ParsedHeadings
	r.acc.Items += len(items)
	r.acc.ItemsKept += len(items)
	return v, true
}

// headingNumber reads "12. " or "3) " at line[i:]: the number and where
// the title starts; -1 when the heading is not numbered.
func headingNumber(line string, i int) (int, int) {
	j := i
	for j < len(line) && j-i < 4 && line[j] >= '0' && line[j] <= '9' {
		j++
	}
	if j == i || j+1 >= len(line) || line[j] != '.' && line[j] != ')' || line[j+1] != ' ' {
		return -1, 0
	}
	n, err := strconv.Atoi(line[i:j])
	if err != nil {
		return -1, 0
	}
	k := j + 1
	for k < len(line) && line[k] == ' ' {
		k++
	}
	if k >= len(strings.TrimRight(line, " \t\r#")) {
		return -1, 0
	}
	return n, k
}

// trimSpaceSpan trims ASCII white space off text[a:b].
func trimSpaceSpan(text string, a, b int) (int, int) {
	for a < b && isSpaceASCII(text[a]) {
		a++
	}
	for b > a && isSpaceASCII(text[b-1]) {
		b--
	}
	return a, b
}

// bodyFields adds to obj (at path) the fields parser auto reads from
// text[b0:b1], a record's body, when it reads structure there (pairs, a
// list, a table), or else the message tokens of the body's paragraphs;
// fields obj already has are kept.
func (x *Extractor) bodyFields(r *run, obj map[string]any, path string, b0, b1 int) {
	sub := &Account{}
	sr := newRun(r.text[b0:b1], sub)
	sr.depth = r.depth + 1
	v, _ := x.extractAuto(sr)
	m, ok := v.(map[string]any)
	if !ok || sr.acc.Parser == ParsedText {
		// prose under the heading: the message tokens of its
		// paragraphs ("Version 4.0.2, deployed 2026-11-20 by ana")
		r.paragraphFieldsAt(obj, path, b0, b1)
		return
	}
	if sr.acc.Parser == ParsedHeadingSections {
		return
	}
	added := map[string]bool{}
	for k, val := range m {
		if _, taken := obj[k]; !taken && k != DefaultTextField {
			obj[k] = val
			added[k] = true
		}
	}
	for _, h := range sr.hits {
		top := strings.TrimPrefix(h.path, "/")
		if i := strings.IndexByte(top, '/'); i >= 0 {
			top = top[:i]
		}
		if !added[strings.ReplaceAll(strings.ReplaceAll(top, "~1", "/"), "~0", "~")] {
			continue
		}
		labels := make([]span, len(h.labels))
		for k, l := range h.labels {
			labels[k] = span{l.start + b0, l.end + b0}
		}
		r.addHit(path+h.path, span{h.val.start + b0, h.val.end + b0}, labels...)
	}
}

// numberedTables reports a text of two numbered markdown headings or more
// ("### 1. Title"), each followed by a GFM table before the next: records
// whose fields are tables, read by parseNumberedHeadings rather than as
// one table of all the rows.
func numberedTables(text string) bool {
	heads, withTable := 0, 0
	open := false
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		t := strings.TrimSpace(text[ls:le])
		ls = next
		switch {
		case strings.HasPrefix(t, "#"):
			h := strings.IndexByte(t, ' ')
			if h > 0 && strings.Trim(t[:h], "#") == "" {
				if num, _ := headingNumber(t, h+1); num >= 0 {
					heads++
					open = true
				}
			}
		case open && isDelimiterRow(t):
			withTable++
			open = false
		}
	}
	return heads >= 2 && withTable == heads
}
