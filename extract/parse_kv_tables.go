package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// maxBodyTables bounds the tables kvTables reads in one text.
const maxBodyTables = 16

// kvTables adds to obj, the object of key-value text, the markdown tables
// of its body: a document that opens with `Key: value` pairs and goes on
// with headings, prose and tables ("Type: spec" … "## Ports" over "| service
// | port |") holds data in its tables too; the pairs parser reads pairs
// only. Each table's rows (objects keyed by its header) go under the
// name of the heading or `Name:` line above it, else under "rows"; names
// obj already has are kept unless empty (a heading over the table alone).
func (r *run) kvTables(obj map[string]any) {
	text := r.text
	if !strings.Contains(text, "|") || !(strings.Contains(text, "-|") || strings.Contains(text, "|-") || strings.Contains(text, "|:-") || strings.Contains(text, "| -")) {
		return
	}
	tables := textparse.Tables(text)
	for ti, t := range tables {
		if ti >= maxBodyTables || len(t.Rows) == 0 {
			break
		}
		name := bannerName(text, lineAbove(text, t.Span.Start))
		if name == "" {
			name = DefaultTableField
		}
		if v, clash := obj[name]; clash && !emptyValue(v) {
			continue
		}
		keys := headerKeys(t.Header)
		base := pointer("", name)
		rows := make([]any, 0, len(t.Rows))
		for _, row := range t.Rows {
			if len(rows) >= maxItems {
				break
			}
			path := pointerIndex(base, len(rows))
			o := make(map[string]any, len(keys))
			for c, key := range keys {
				if c >= len(row) {
					o[key] = ""
					continue
				}
				var label span
				if c < len(t.Header) {
					label = span{t.Header[c].Span.Start, t.Header[c].Span.End}
				}
				o[key] = row[c].Text
				r.addHit(pointer(path, key), span{row[c].Span.Start, row[c].Span.End}, label)
			}
			rows = append(rows, o)
		}
		obj[name] = rows
	}
}

// emptyValue reports whether v is what a heading with nothing the pairs
// parser reads under it gives: "" or an empty object.
func emptyValue(v any) bool {
	switch t := v.(type) {
	case string:
		return t == ""
	case map[string]any:
		return len(t) == 0
	}
	return false
}

// lineAbove returns the last non-blank line before the line holding at,
// trimmed, skipping at most a few prose lines' worth of blank lines; an
// empty span (-1) when there is none. A table under "## Ports" then a
// sentence takes the heading's name only when the heading is right above
// the table or above one paragraph line.
func lineAbove(text string, at int) span {
	ls := strings.LastIndexByte(text[:at], '\n') + 1
	for hops := 0; ls > 0 && hops < 4; hops++ {
		pe := ls - 1
		ps := strings.LastIndexByte(text[:pe], '\n') + 1
		a, b := trimSpaceSpan(text, ps, pe)
		ls = ps
		if a == b {
			continue
		}
		if bannerName(text, span{a, b}) != "" {
			return span{a, b}
		}
		if hops >= 2 {
			break
		}
	}
	return span{-1, -1}
}
