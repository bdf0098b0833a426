package classify

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

func addCorpusSeeds(f *testing.F) {
	for _, c := range loadAll(f) {
		if len(c.Input.Result) > 64<<10 {
			continue
		}
		text := ""
		for _, t := range c.Texts {
			if t != nil {
				text = string(t)
				break
			}
		}
		f.Add([]byte(c.Input.Result), text)
	}
}

// FuzzClassify: no panic, deterministic, a valid pattern and consistent
// evidence, both for raw results and for arbitrary text in a text block.
func FuzzClassify(f *testing.F) {
	addCorpusSeeds(f)
	f.Add([]byte(`{"content":[{"type":"text","text":"| a |\n|---|\n| 1 |"}]}`), "- **A:** 1\n- **B:** 2")
	f.Fuzz(func(t *testing.T, result []byte, text string) {
		for _, in := range []Input{{Result: result}, {Result: textResult(text)}, {Error: result}} {
			l := Classify(in)
			if again := Classify(in); !reflect.DeepEqual(l, again) {
				t.Fatalf("not deterministic: %+v vs %+v", l, again)
			}
			checkLabel(t, "fuzz", in, decodeTexts(in.Result), l)
		}
		// Skipping goldmark for texts with no block syntax changes nothing.
		if got, want := analyzeWith(0, []byte(text), parseMarkdown, false), analyzeWith(0, []byte(text), parseMarkdown, true); !reflect.DeepEqual(got, want) {
			t.Fatalf("needsMarkdown shortcut changes the analysis of %q:\n%+v\n%+v", text, got, want)
		}
	})
}

// FuzzParseResult: validJSON agrees with json.Valid, parseResult accepts
// exactly the objects json.Valid accepts and decodes a text block as
// encoding/json does, and leadingValue ends a leading value where
// json.Decoder does.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{`{}`, `[1,2.5e3,-0]`, `{"a":"\ud83c\udfaf\n"}`, `"\ud800x"`, `01`, `{"a":}`, "\"\xff\"", `[` + `"x"` + `]`, ` true `, `nul`, `{"a":1} tail`, `-1.5e+3`, `-`, `1x`, ` null `, `nulls`, `""`, `"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := validJSON(b), json.Valid(b); got != want {
			t.Fatalf("validJSON(%q) = %v, json.Valid = %v", b, got, want)
		}
		t0 := trimASCII(b)
		if _, got := parseResult(b, jsonx.NewTexts()); got != (json.Valid(b) && len(t0) > 0 && t0[0] == '{') {
			t.Fatalf("parseResult(%q) ok = %v, json.Valid = %v", b, got, json.Valid(b))
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		var raw json.RawMessage
		want := dec.Decode(&raw) == nil && (raw[0] == '{' || raw[0] == '[')
		if end, ok := leadingValue(b); ok != want || ok && end != int(dec.InputOffset()) {
			t.Fatalf("leadingValue(%q) = %d %v, json.Decoder: %v at %d", b, end, ok, want, dec.InputOffset())
		}
		var s string
		if len(t0) == 0 || t0[0] != '"' || json.Unmarshal(b, &s) != nil {
			return // not a string
		}
		res, ok := parseResult(textResultRaw(b), jsonx.NewTexts())
		if !ok || len(res.blocks) != 1 {
			t.Fatalf("text %q: parseResult ok = %v, %d blocks", b, ok, len(res.blocks))
		}
		if got := string(res.blocks[0].text); got != s || !utf8.ValidString(got) {
			t.Fatalf("text %q decoded as %q, want %q", b, got, s)
		}
	})
}

// textResultRaw is a result whose one text block has the raw JSON string
// tok as its text.
func textResultRaw(tok []byte) []byte {
	return []byte(`{"content":[{"type":"text","text":` + string(tok) + `}]}`)
}
