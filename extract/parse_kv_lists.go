package extract

import "strings"

// kvLists adds to obj, the object of key-value text, the list items the
// pairs left out: each run of items at the left margin that no field
// took, under the name of the line above it when that line is a banner
// or heading ("--- Thought Sequence ---", "## Steps", "Steps:"), else
// under "items". The key_value_pairs parser reads pairs only and would
// drop a record's list (its steps, its thoughts). hits from h0 on are
// this parse's; names obj already has are kept.
func (r *run) kvLists(obj map[string]any, h0 int) {
	text := r.text
	if !marginItem(text) {
		return
	}
	// the bytes the pairs took, sorted by start, with the furthest end
	// so far: a line is covered when a span starting before its end
	// reaches past its start
	covered := coverage(r.takenSince(h0))
	prevLine := span{-1, -1} // the last non-blank line before the run
	var run []span
	var runHeader span
	flush := func() {
		if len(run) >= 1 {
			name := bannerName(text, runHeader)
			if name == "" {
				name = DefaultListField
			}
			if _, clash := obj[name]; !clash {
				obj[name] = r.spanValues(name, run)
			}
		}
		run = run[:0]
	}
	for ls := 0; ls < len(text); {
		le, next := lineBounds(text, ls)
		ind, t := indentOf(text[ls:le])
		a := ls + ind
		b := a + len(t)
		ls = next
		if t == "" {
			continue
		}
		m := listMarker(t)
		if m > 0 && ind == 0 && !covered(a, b) {
			if len(run) == 0 {
				runHeader = prevLine
			}
			v := a + m
			for v < b && (text[v] == ' ' || text[v] == '\t') {
				v++
			}
			if v < b {
				run = append(run, span{v, b})
			}
		} else {
			flush()
		}
		prevLine = span{a, b}
	}
	flush()
}

// bannerName is the name a header line gives the list under it: the
// words of "--- Name ---", "=== Name ===", "## Name" or "Name:", or "".
func bannerName(text string, s span) string {
	if s.start < 0 || s.end > len(text) || s.start >= s.end {
		return ""
	}
	t := text[s.start:s.end]
	switch {
	case strings.HasPrefix(t, "---") || strings.HasPrefix(t, "===") || strings.HasPrefix(t, "#"):
		t = strings.Trim(t, "-=# \t")
	case strings.HasSuffix(t, ":") && kvShape(t) == 0:
		t = strings.TrimSuffix(t, ":")
	default:
		return ""
	}
	t = strings.TrimSpace(strings.Trim(t, "*_"))
	if t == "" || len(t) > 60 {
		return ""
	}
	return t
}

// marginItem reports whether a line of text starts with a list marker
// character at the left margin ('-', '*', '+' or a digit): a cheap test
// before kvLists reads the lines.
func marginItem(text string) bool {
	for i := 0; i < len(text); {
		if c := text[i]; c == '-' || c == '*' || c == '+' || c >= '0' && c <= '9' {
			return true
		}
		k := strings.IndexByte(text[i:], '\n')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}
