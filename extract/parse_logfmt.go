package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// logfmtTail reads the `key=value` pairs that end the log message
// r.text[a:b] ("slow query table=stock ms=2140"): each pair whose key is
// not in obj yet becomes a field (value kept as written); it returns where
// the message proper ends (b when no pair ends it). A pair inside the
// message, before other words, stays message text.
func (r *run) logfmtTail(obj map[string]any, path string, a, b int) int {
	text := r.text
	type pair struct{ k0, k1, v0, v1 int }
	var pairs []pair
	end := b
	for end > a && len(pairs) < 16 {
		if text[end-1] == '"' {
			// error="connect ECONNREFUSED 127.0.0.1:22": a quoted value
			q := strings.LastIndexByte(text[a:end-1], '"')
			if q < 0 || a+q < a+2 || text[a+q-1] != '=' || strings.IndexByte(text[a+q+1:end-1], '\\') >= 0 {
				break
			}
			q += a
			k0 := strings.LastIndexAny(text[a:q-1], " \t") + 1 + a
			if !logfmtKey(text[k0 : q-1]) {
				break
			}
			pairs = append(pairs, pair{k0, q - 1, q + 1, end - 1})
			end = k0
		} else {
			s := strings.LastIndexAny(text[a:end], " \t")
			tok0 := a
			if s >= 0 {
				tok0 = a + s + 1
			}
			eq := strings.IndexByte(text[tok0:end], '=')
			if eq <= 0 || tok0+eq+1 >= end || !logfmtKey(text[tok0:tok0+eq]) || strings.ContainsAny(text[tok0+eq+1:end], "\"'") {
				break
			}
			pairs = append(pairs, pair{tok0, tok0 + eq, tok0 + eq + 1, end})
			end = tok0
		}
		for end > a && (text[end-1] == ' ' || text[end-1] == '\t') {
			end--
		}
	}
	for k := len(pairs) - 1; k >= 0; k-- {
		p := pairs[k]
		key := text[p.k0:p.k1]
		if _, taken := obj[key]; taken {
			continue
		}
		obj[key] = text[p.v0:p.v1]
		r.addHit(pointer(path, key), span{p.v0, p.v1}, span{p.k0, p.k1})
	}
	return end
}

// logfmtKey: a letter or '_', then letters, digits, '_', '.' or '-'.
func logfmtKey(k string) bool { return textparse.LogfmtKey(k) }

// logfmtLine reads text[a:b] (trimmed) as a logfmt line
// (textparse.LogfmtPairs: "id=1 name=Oak price=89.5"); it returns key and
// value cells in turn, or nil.
func logfmtLine(text string, a, b int) []cell {
	ps := textparse.LogfmtPairs(text, a, b)
	if ps == nil {
		return nil
	}
	out := make([]cell, len(ps))
	for i, p := range ps {
		out[i] = cell{p.Start, p.End}
	}
	return out
}
