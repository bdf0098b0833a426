package extract

import "strings"

// diffStat is a git diffstat (git show --stat, git diff --stat): its
// start, the files it lists with their spans, and the counts of its
// summary line ("2 files changed, 5 insertions(+), 1 deletion(-)").
type diffStat struct {
	start, end int
	files      []span
	counts     []diffCount
}

// diffCount is one number of a diffstat's summary line.
type diffCount struct {
	name string // files_changed, insertions, deletions
	val  span
}

// findDiffStat finds in text[a:b] a diffstat that runs to the end of the
// text: lines " path | 12 ++--" (or "| Bin 0 -> 12 bytes") and the summary
// line after them.
func findDiffStat(text string, a, b int) (diffStat, bool) {
	if !strings.Contains(text[a:b], " changed") || !strings.Contains(text[a:b], " | ") {
		return diffStat{}, false
	}
	var st diffStat
	st.start = -1
	for ls := a; ls < b; {
		le, next := lineBounds(text, ls)
		_, t := indentOf(text[ls:le])
		cur := ls
		ls = next
		if t == "" {
			if st.start >= 0 {
				return diffStat{}, false // a blank line inside the stat
			}
			continue
		}
		if f, ok := statLine(text, cur, le); ok {
			if st.start < 0 {
				st.start = cur
			}
			st.files = append(st.files, f)
			continue
		}
		if st.start < 0 {
			continue // header lines
		}
		counts, ok := statSummary(text, cur, le)
		if !ok || next < b && strings.TrimSpace(text[next:b]) != "" {
			return diffStat{}, false
		}
		st.counts, st.end = counts, le
		return st, true
	}
	return diffStat{}, false
}

// statLine reads a diffstat file line (" config.yaml | 2 ++"): the path's
// span.
func statLine(text string, a, b int) (span, bool) {
	s := text[a:b]
	bar := strings.Index(s, " | ")
	if bar <= 0 {
		return span{}, false
	}
	rest := strings.TrimSpace(s[bar+3:])
	if !strings.HasPrefix(rest, "Bin") {
		n := 0
		for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
			n++
		}
		if n == 0 || strings.Trim(rest[n:], " +-") != "" {
			return span{}, false
		}
	}
	p0, p1 := 0, bar
	for p0 < p1 && (s[p0] == ' ' || s[p0] == '\t') {
		p0++
	}
	for p1 > p0 && s[p1-1] == ' ' {
		p1--
	}
	if p0 == p1 || strings.ContainsAny(s[p0:p1], "\t") {
		return span{}, false
	}
	return span{a + p0, a + p1}, true
}

// statSummary reads "N file(s) changed[, N insertion(s)(+)][, N
// deletion(s)(-)]".
func statSummary(text string, a, b int) ([]diffCount, bool) {
	s := text[a:b]
	var out []diffCount
	for _, part := range strings.Split(s, ",") {
		off := strings.Index(s, part)
		p := strings.TrimSpace(part)
		lead := strings.Index(part, p)
		n := 0
		for n < len(p) && p[n] >= '0' && p[n] <= '9' {
			n++
		}
		if n == 0 {
			return nil, false
		}
		name := ""
		switch w := p[n:]; {
		case w == " file changed" || w == " files changed":
			name = "files_changed"
		case strings.HasPrefix(w, " insertion"):
			name = "insertions"
		case strings.HasPrefix(w, " deletion"):
			name = "deletions"
		default:
			return nil, false
		}
		at := a + off + lead
		out = append(out, diffCount{name, span{at, at + n}})
	}
	return out, len(out) > 0 && out[0].name == "files_changed"
}

// parseStatHeader reads a commit shown with its diffstat (git show
// --stat), or a diffstat alone (git diff --stat): the header of two pairs
// or more above it (diffHeader) when there are lines above it, the files
// the stat lists under "files", its counts (files_changed, insertions,
// deletions) and the stat itself under "text".
func (x *Extractor) parseStatHeader(r *run, a, b int) (any, bool) {
	text := r.text
	st, ok := findDiffStat(text, a, b)
	if !ok {
		return nil, false
	}
	var header []diffHeaderField
	if st.start > a {
		// lines above the stat: a commit's header of pairs (git show)
		if header, ok = diffHeader(text, a, st.start); !ok {
			return nil, false
		}
	}
	r.acc.Parser = ParsedDiff
	v := map[string]any{DiffFilesField: r.spanValues(DiffFilesField, st.files), DefaultTextField: text[st.start:st.end]}
	r.addHit(pointer("", DefaultTextField), span{st.start, st.end})
	for _, c := range st.counts {
		n := 0
		for _, ch := range text[c.val.start:c.val.end] {
			n = n*10 + int(ch-'0')
		}
		v[c.name] = n
		r.addHit(pointer("", c.name), c.val)
	}
	for _, f := range header {
		if _, dup := v[f.name]; dup {
			continue
		}
		if f.val != "" {
			v[f.name] = f.val
		} else {
			v[f.name] = text[f.a:f.b]
		}
		r.addHit(pointer("", f.name), span{f.a, f.b})
	}
	return v, true
}
