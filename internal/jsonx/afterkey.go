package jsonx

// AfterKey returns where a JSON object or array starts right after the
// first key separator of one line of text ("Result: {", "Components:[",
// a full-width colon "组件：[" as CJK text writes it), spaces skipped, or -1
// when the line has no separator or something else follows it. It says
// nothing of whether a valid value starts there: callers decode it.
func AfterKey[T ~string | ~[]byte](t T) int {
	const fullWidthColon = "：" // U+FF1A
	for i := 0; i < len(t); i++ {
		w := 0
		switch {
		case t[i] == ':':
			w = 1
		case i+3 <= len(t) && string(t[i:i+3]) == fullWidthColon:
			w = 3
		default:
			continue
		}
		j := i + w
		for j < len(t) && t[j] == ' ' {
			j++
		}
		if j < len(t) && (t[j] == '{' || t[j] == '[') {
			return j
		}
		return -1
	}
	return -1
}
