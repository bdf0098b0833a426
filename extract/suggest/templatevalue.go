package suggest

import "strings"

// dropStopAnchors drops, for a template learnt from two samples, the
// anchors that are an article ("the", "a", "an") between two varying
// parts in every sample ("Plan the release" and "Name the product" share
// "the" by chance): two samples cannot tell an article inside the values
// from wording. Articles next to other wording ("Created the file X")
// stay, and so do other words ("20:11 in Reykjavik").
func dropStopAnchors(anchors []token, toks [][]token) []token {
	drop := make([]bool, len(anchors))
	for k, a := range anchors {
		drop[k] = a.s == "the" || a.s == "a" || a.s == "an"
	}
	for _, t := range toks {
		pos := align(t, anchors)
		if pos == nil {
			return anchors
		}
		for k := range anchors {
			if !drop[k] {
				continue
			}
			prev, next := -1, len(t)
			if k > 0 {
				prev = pos[k-1]
			}
			if k+1 < len(anchors) {
				next = pos[k+1]
			}
			if !wordsBetween(t, prev, pos[k]) || !wordsBetween(t, pos[k], next) {
				drop[k] = false
			}
		}
	}
	out := anchors[:0:0]
	for k, a := range anchors {
		if !drop[k] {
			out = append(out, a)
		}
	}
	return out
}

// wordsBetween reports whether tokens a+1..b-1 hold a token that is not
// white space.
func wordsBetween(t []token, a, b int) bool {
	for i := a + 1; i < b && i < len(t); i++ {
		if !t[i].space {
			return true
		}
	}
	return false
}

// numberGroup captures a number as people write it, whatever the fitted
// samples showed: a sign, thousands separators, a fraction, an exponent
// ("-3", "1,024", "0.25", "1e-7"). Two samples of whole numbers do not
// show that the next is whole ("The square root of 2" and "of 9", then
// "of 0.25").
const numberGroup = `([-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?)`

// numberKind is the type a template's number field is declared with:
// "integer" only for a count — a number followed by a plural noun ("3
// entities") or after "number of", "count" or "total" —, any other
// number "number", so a fraction in the next output is kept; a string
// field stays "string".
func numberKind(kind string, v templateVar) string {
	if kind != "integer" {
		return kind
	}
	if plural(v.after) || countWords(v.before) {
		return "integer"
	}
	return "number"
}

// countLabel reports whether a `Key: value` label names a count: a
// plural noun ("Files", "Open issues") or a count word ("Count", "Total",
// "Number of tests"). Other whole numbers in the samples ("Price: 10",
// "Ratio: 1") are typed number, so the next output's fraction is kept.
func countLabel(label string) bool {
	words := strings.Fields(label)
	if len(words) > 0 && plural(words[len(words)-1]) {
		return true
	}
	return countWords(label)
}

// countWords reports whether s holds "number of", "count" or "total".
func countWords(s string) bool {
	s = strings.ToLower(s)
	for _, w := range []string{"number of", "count", "total"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
