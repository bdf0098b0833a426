package classify

import (
	"encoding/json"
	"reflect"
	"testing"
	"unicode/utf8"
)

func addCorpusSeeds(f *testing.F) {
	for _, c := range loadCorpus(f) {
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
	})
}

// FuzzValidJSON: the classifier's own validator agrees with json.Valid,
// and its string decoder with encoding/json.
func FuzzValidJSON(f *testing.F) {
	for _, s := range []string{`{}`, `[1,2.5e3,-0]`, `{"a":"\ud83c\udfaf\n"}`, `"\ud800x"`, `01`, `{"a":}`, "\"\xff\"", `[` + `"x"` + `]`, ` true `, `nul`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := validJSON(b), json.Valid(b); got != want {
			t.Fatalf("validJSON(%q) = %v, json.Valid = %v", b, got, want)
		}
		if !json.Valid(b) {
			return
		}
		i := skipWS(b, 0)
		if end := skipValue(b, i); skipWS(b, end) != len(b) {
			t.Fatalf("skipValue(%q) stops at %d", b, end)
		}
		if b[i] == '"' {
			var s string
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatal(err)
			}
			end := skipValue(b, i)
			if got := string(unquote(b[i:end])); got != s || !utf8.ValidString(got) {
				t.Fatalf("unquote(%q) = %q, want %q", b, got, s)
			}
		}
	})
}
