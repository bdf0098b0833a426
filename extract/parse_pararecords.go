package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// Bounds of paragraphRecords.
const (
	minParaRecords     = 2
	maxParaRecordLines = 6
	maxParaRecords     = 200
)

// paraLine is one line of a paragraph record: its kind and its span.
type paraLine struct {
	kind byte // 'u' a URL, 'k' a pair, 't' text
	s, e int
}

// paragraphRecords reads text[a:b] as records written one paragraph
// each, without labels: a title line, a URL line, a snippet (search
// results, bookmarks, a feed), every record's lines of the same kinds in
// the same order. An optional first paragraph (a caption: "Search results
// for …:") and a last one (a count, a hint) may differ. It returns the
// records as objects: the first text line "title", later text lines
// "description" (from the first to the last), a URL line "url", a
// `Label: value` line its label; nil unless there are minParaRecords
// records or more holding a URL or a pair, or three or more.
func (r *run) paragraphRecords(a, b int) []any {
	text := r.text
	var paras [][]paraLine
	var cur []paraLine
	ok := true
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, cur)
			cur = nil
		}
	}
	eachTrimmedLine(text, a, b, func(s, e int) bool {
		if s == e {
			flush()
			return true
		}
		t := text[s:e]
		switch {
		case !proseLine(t) && !strings.HasPrefix(t, "["):
			ok = false // a list, a heading, a table: other structure
		case singleURL(t):
			cur = append(cur, paraLine{'u', s, e})
		case textparse.LabelLine(t):
			cur = append(cur, paraLine{'k', s, e})
		default:
			cur = append(cur, paraLine{'t', s, e})
		}
		if len(cur) > maxParaRecordLines+1 || len(paras) > maxParaRecords {
			ok = false
		}
		return ok
	})
	flush()
	if !ok || len(paras) < minParaRecords {
		return nil
	}
	sig := func(p []paraLine) string {
		var sb strings.Builder
		for _, l := range p {
			sb.WriteByte(l.kind)
		}
		return sb.String()
	}
	// the records: the paragraphs sharing the second paragraph's kinds,
	// a first and a last paragraph that differ left aside
	from, to := 0, len(paras)
	want := sig(paras[min(1, len(paras)-1)])
	if sig(paras[0]) != want {
		from = 1
	}
	if to-from >= 2 && sig(paras[to-1]) != want {
		to--
	}
	recs := paras[from:to]
	if len(recs) < minParaRecords || len(want) < 2 || len(want) > maxParaRecordLines {
		return nil
	}
	for _, p := range recs {
		if sig(p) != want {
			return nil
		}
	}
	if !strings.ContainsAny(want, "uk") && len(recs) < 3 || !strings.Contains(want, "t") {
		return nil
	}
	out := make([]any, len(recs))
	for i, p := range recs {
		base := pointerIndex(pointer("", DefaultListField), i)
		m := map[string]any{}
		put := func(base0 string, s, e int) {
			name := base0
			for n := 2; m[name] != nil; n++ {
				name = base0 + "_" + itoa(n)
			}
			m[name] = text[s:e]
			r.addHit(pointer(base, name), span{s, e})
		}
		texts := 0
		for j := 0; j < len(p); j++ {
			l := p[j]
			switch l.kind {
			case 'u':
				put("url", l.s, l.e)
			case 'k':
				c := strings.Index(text[l.s:l.e], ": ")
				if name := textparse.Snake(strings.Trim(text[l.s:l.s+c], "*_ ")); name != "" {
					vs, ve := trimSpaceSpan(text, l.s+c+2, l.e)
					put(name, vs, ve)
				}
			case 't':
				if texts == 0 {
					put("title", l.s, l.e)
				} else {
					k := j
					for k+1 < len(p) && p[k+1].kind == 't' {
						k++
					}
					put(DescriptionField, l.s, p[k].e)
					j = k
				}
				texts++
			}
		}
		out[i] = m
	}
	return out
}

// singleURL reports whether t is one URL and nothing else.
func singleURL(t string) bool {
	return (strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://")) && !strings.ContainsAny(t, " \t")
}
