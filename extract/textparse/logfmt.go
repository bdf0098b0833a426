package textparse

import "strings"

// LogfmtPairs reads s[a:b] (trimmed) as a line of two or more
// `key=value` pairs and nothing else (logfmt: "id=1 name=Oak
// price=89.5", `level=warn msg="slow query" ms=2140`): a key is
// LogfmtKey, a value runs to the next white space or is a double-quoted
// string (its quotes are not the value's; "a=b=c" is no pair). It returns
// the key and value spans in turn, or nil.
func LogfmtPairs(s string, a, b int) []Span {
	var out []Span
	for p := a; p < b; {
		eq := strings.IndexByte(s[p:b], '=')
		if eq <= 0 || !LogfmtKey(s[p:p+eq]) {
			return nil
		}
		k := Span{p, p + eq}
		v0 := p + eq + 1
		v1 := v0
		if v0 < b && s[v0] == '"' {
			e := v0 + 1
			for e < b && s[e] != '"' {
				if s[e] == '\\' {
					e++
				}
				e++
			}
			if e >= b {
				return nil
			}
			v0, v1, p = v0+1, e, e+1
		} else {
			for v1 < b && s[v1] != ' ' && s[v1] != '\t' {
				v1++
			}
			if strings.IndexByte(s[v0:v1], '=') >= 0 && !strings.ContainsAny(s[v0:v1], "/?&") {
				return nil
			}
			p = v1
		}
		if p < b && s[p] != ' ' && s[p] != '\t' {
			return nil
		}
		for p < b && (s[p] == ' ' || s[p] == '\t') {
			p++
		}
		out = append(out, k, Span{v0, v1})
	}
	if len(out) < 4 {
		return nil
	}
	return out
}

// LogfmtKey reports whether k is a logfmt key: a letter or '_', then
// letters, digits, '_', '.' or '-', at most 40 bytes.
func LogfmtKey(k string) bool {
	if k == "" || len(k) > 40 || !(k[0] >= 'a' && k[0] <= 'z' || k[0] >= 'A' && k[0] <= 'Z' || k[0] == '_') {
		return false
	}
	for i := 1; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && (c < '0' || c > '9') && c != '_' && c != '.' && c != '-' {
			return false
		}
	}
	return true
}
