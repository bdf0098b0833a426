package textparse

import "strings"

// slugHead reports whether the key s[p:k] of a `key: value` first line
// ending at b is the name of a record rather than a label: a lowercase
// slug with a hyphen and no blank ("billing-bugfix: 6 items") heading an
// item that goes on with further lines ("  Sessions: 1").
func slugHead(s string, p, k, b int) bool {
	key := s[p:k]
	if len(key) < 3 || key[0] < 'a' || key[0] > 'z' || !strings.Contains(key, "-") || strings.ContainsAny(key, " \t") {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return strings.TrimSpace(s[b:]) != ""
}
