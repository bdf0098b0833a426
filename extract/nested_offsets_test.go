package extract

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// TestStringOffsets: every decoded byte of a JSON string maps to the raw
// byte it came from (itself when not escaped, the escape's backslash
// otherwise), and the end maps to the closing quote.
func TestStringOffsets(t *testing.T) {
	for _, raw := range []string{
		`"plain"`, `"a\nb\tc"`, `"\"q\" \\ \/"`, `"caf\u00e9"`, `"\ud83d\ude00!"`,
		`"lone \ud800 x"`, `"lone \udc00"`, "\"zo\u00eb \xff bad\"", `""`, `"\u0041\u00e9\u4e2d"`,
	} {
		var s string
		if err := json.Unmarshal([]byte(raw), &s); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		text := "x " + raw + " y"
		tok := span{2, 2 + len(raw)}
		offs := stringOffsets(text, tok, len(s), true)
		if len(offs) != len(s)+1 {
			t.Fatalf("%s: %d offsets for %d bytes", raw, len(offs), len(s))
		}
		if offs[len(s)] != tok.end-1 {
			t.Errorf("%s: end maps to %d, want %d", raw, offs[len(s)], tok.end-1)
		}
		for i := 0; i < len(s); i++ {
			o := offs[i]
			if o <= tok.start || o >= tok.end-1 || (i > 0 && o < offs[i-1]) {
				t.Fatalf("%s: byte %d maps to %d", raw, i, o)
			}
			if text[o] != s[i] && text[o] != '\\' && !(s[i] >= utf8.RuneSelf) {
				t.Errorf("%s: byte %d (%q) maps to %q", raw, i, s[i], text[o])
			}
		}
	}
	// an unknown token maps nothing
	for _, o := range stringOffsets("abc", span{0, 3}, 2, false) {
		if o != -1 {
			t.Fatalf("unknown token mapped to %d", o)
		}
	}
}
