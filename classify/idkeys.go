package classify

import (
	"strings"
	"unicode"
)

// idKeyedRecords turns the `Key: value` items of a list whose keys are
// identifiers of one shape ("m-0: v1.9", "m-1: v2.0"; "PROJ-12: Fix
// login", "PROJ-7: Add export"; "#12: …") into records: such a key is
// data (an item's id), not a field name, so each item carries an id and a
// value. It applies when two or more items have keys of the same shape
// and they are at least half of the items.
func idKeyedRecords(infos []itemInfo) {
	shapes := map[string]int{}
	for _, info := range infos {
		if s := idShape(info.key); s != "" {
			shapes[s]++
		}
	}
	best, n := "", 0
	for s, c := range shapes {
		if c > n || c == n && s < best {
			best, n = s, c
		}
	}
	if n < 2 || n*2 < len(infos) {
		return
	}
	for k := range infos {
		if infos[k].class == itemKV && infos[k].pairs == 1 && idShape(infos[k].key) == best {
			infos[k].class, infos[k].pairs = itemRecord, 0
			infos[k].count = max(infos[k].count, 2)
		}
	}
}

// idShape is the shape of a key that reads as an identifier, its digit
// runs written "0" ("m-0", "PROJ-0", "#0", "0.0.0"), or "" for a key that
// is a field name: one with white space, no digit, or letters only around
// a trailing number ("ipv4", "sha256", "Step 2" are names, not ids).
func idShape(key string) string {
	if key == "" || len(key) > 40 || strings.ContainsAny(key, " \t") {
		return ""
	}
	var b strings.Builder
	digits, sep := false, false
	inRun := false
	for _, r := range key {
		switch {
		case unicode.IsDigit(r):
			digits = true
			if !inRun {
				b.WriteByte('0')
			}
			inRun = true
			continue
		case r == '-' || r == '.' || r == '#' || r == '/' || r == '_':
			sep = true
		case !unicode.IsLetter(r):
			return ""
		}
		inRun = false
		b.WriteRune(r)
	}
	if !digits || !sep {
		return ""
	}
	return b.String()
}
