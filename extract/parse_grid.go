package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// parseGrid reads text whose main payload is a grid of cells
// (textparse.FindGrid): a CSV, TSV or semicolon file, cells between
// pipes without a GFM delimiter row, or columns aligned with spaces
// (ls -l, ps, df). The grid must carry at least half of the text's
// non-blank bytes, `Key: value` lines aside; those lines outside it (a
// summary) are added next to the rows. Rows become objects named by the
// header row when there is one, else column_1, column_2, …, under
// list_field ("items" by default); a delimited file's trimmed text is
// kept under "text" too.
func (x *Extractor) parseGrid(r *run) (any, bool) {
	text := r.text
	g, ok := textparse.FindGrid(text)
	if !ok {
		return nil, false
	}
	total := 0
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		_, t := indentOf(text[ls:le])
		if t != "" && (ls >= g.Start && le <= g.End || kvShape(t) != ':') {
			total += len(t)
		}
		ls = next
	}
	inside := 0
	for ls := g.Start; ls < g.End; {
		le, next := lineBounds(text, ls)
		_, t := indentOf(text[ls:min(le, g.End)])
		inside += len(t)
		ls = next
	}
	if inside*2 < total {
		return nil, false
	}
	names := make([]string, 0, len(g.Header))
	seen := map[string]bool{}
	for k, c := range g.Header {
		n := text[c.Start:c.End]
		if seen[n] {
			n = "column_" + itoa(k+1)
		}
		seen[n] = true
		names = append(names, n)
	}
	name := x.te.ListField
	if name == "" {
		name = DefaultListField
	}
	base := pointer("", name)
	rows := g.Rows
	if len(rows) > maxItems {
		rows = rows[:maxItems]
	}
	out := make([]any, 0, len(rows))
	for i, cells := range rows {
		path := pointerIndex(base, i)
		r.acc.Items++
		r.acc.ItemsKept++
		obj := make(map[string]any, len(cells))
		for k, c := range cells {
			if c.Start == c.End {
				continue
			}
			key := "column_" + itoa(k+1)
			if k < len(names) && names[k] != "" {
				key = names[k]
			}
			v := text[c.Start:c.End]
			if strings.Contains(v, `""`) && g.Kind != textparse.GridAligned {
				v = strings.ReplaceAll(v, `""`, `"`)
			}
			obj[key] = v
			var labels []span
			if k < len(g.Header) {
				labels = []span{{g.Header[k].Start, g.Header[k].End}}
			}
			r.addHit(pointer(path, key), span{c.Start, c.End}, labels...)
		}
		out = append(out, obj)
	}
	v := map[string]any{name: out}
	if g.Kind != textparse.GridAligned {
		// a delimited file's content is a value of its own too (handed
		// on as written), next to its rows
		a, b := trimSpaceSpan(text, 0, len(text))
		v[DefaultTextField] = text[a:b]
		r.addHit(pointer("", DefaultTextField), span{a, b})
	}
	r.trailerPairs(v, g.Start, g.End)
	r.acc.Parser = ParsedLines
	return v, true
}
