package classify

// logfmtRecord returns the number of `key=value` pairs of a line made of
// two or more of them and nothing else (logfmt: "id=1 name=Oak
// price=89.5", `level=warn msg="slow query"`), else 0. A key is an
// identifier (a letter or '_', then letters, digits, '_', '.', '-'); a
// value runs to the next white space or is a double-quoted string.
func logfmtRecord(t []byte) int {
	n := 0
	for p := 0; p < len(t); {
		k := p
		for k < len(t) && k-p <= maxEqKeyBytes && (isLetterByte(t[k]) || t[k] == '_' || k > p && (isDigit(t[k]) || t[k] == '.' || t[k] == '-')) {
			k++
		}
		if k == p || k >= len(t) || t[k] != '=' {
			return 0
		}
		v := k + 1
		if v < len(t) && t[v] == '"' {
			v++
			for v < len(t) && t[v] != '"' {
				if t[v] == '\\' {
					v++
				}
				v++
			}
			if v >= len(t) {
				return 0
			}
			v++
		} else {
			for v < len(t) && t[v] != ' ' && t[v] != '\t' {
				if t[v] == '=' {
					return 0
				}
				v++
			}
		}
		if v < len(t) && t[v] != ' ' && t[v] != '\t' {
			return 0
		}
		for v < len(t) && (t[v] == ' ' || t[v] == '\t') {
			v++
		}
		n++
		p = v
	}
	if n < 2 {
		return 0
	}
	return n
}
