package jsonx

// KindName names the kind of the JSON value that starts with byte c (the
// first byte after any white space): object, array, string, boolean, null
// or number.
func KindName(c byte) string {
	switch c {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	return "number"
}

// ValueKind names the kind of the JSON value b (surrounding white space
// allowed), or returns "" when b is not valid JSON.
func ValueKind(b []byte) string {
	if !Valid(b) {
		return ""
	}
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return KindName(c)
		}
	}
	return ""
}
