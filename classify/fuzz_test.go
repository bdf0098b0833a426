package classify

import (
	"encoding/json"
	"reflect"
	"testing"
	"unicode/utf8"
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
		i := skipWS(b, 0)
		if _, got := parseResult(b); got != (json.Valid(b) && b[i] == '{') {
			t.Fatalf("parseResult(%q) ok = %v, json.Valid = %v", b, got, json.Valid(b))
		}
		if len(b) > 0 && b[0] == '"' {
			e1, ok1 := scanString(b, 0)
			e2, _, ok2 := scanText(b, 0)
			if ok1 != ok2 || (ok1 && e1 != e2) {
				t.Fatalf("scanString(%q) = %d %v, scanText = %d %v", b, e1, ok1, e2, ok2)
			}
		}
		if !json.Valid(b) {
			return
		}
		end, ok := scanValue(b, i)
		if !ok || skipWS(b, end) != len(b) {
			t.Fatalf("scanValue(%q) = %d, %v", b, end, ok)
		}
		if b[i] == '"' {
			var s string
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatal(err)
			}
			if got := string(unquote(b[i:end])); got != s || !utf8.ValidString(got) {
				t.Fatalf("unquote(%q) = %q, want %q", b, got, s)
			}
			if e2, got, ok := scanText(b, i); !ok || e2 != end || string(got) != s {
				t.Fatalf("scanText(%q) = %d %q %v, want %d %q", b, e2, got, ok, end, s)
			}
		}
	})
}
