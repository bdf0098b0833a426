package jsonx

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

var stringSamples = []string{
	`""`, `"x"`, `"a\nb\u00e9"`, "\"\xff\"", `"\ud800"`, `"\ud800x"`, `"\ud800\u0041"`,
	`"\ud83d\ude00"`, `"\udc00\ud800"`, `"\ud800\ud800\udc00"`, `"\/\b\f\r\t\"\\"`,
	`"café \u00E9\u00e9 ` + strings.Repeat(`{\"k\": \"v\\n\"}`, 40) + `"`, "\"é\xc3\"",
}

// TestUnquoteValidMatchesUnquote: on valid string tokens UnquoteValid
// gives what Unquote (encoding/json's decoding) gives, after dst.
func TestUnquoteValidMatchesUnquote(t *testing.T) {
	for _, s := range stringSamples {
		checkUnquoteValid(t, []byte(s))
	}
}

// TestUnquoteValidNoPanic: broken tokens give some text, not a panic.
func TestUnquoteValidNoPanic(t *testing.T) {
	for _, s := range []string{``, `"`, `x`, `"\"`, `"\u12"`, `"\ud800\u"`, `"\ud800\uzzzz"`, `"\u`, `"\`} {
		UnquoteValid(nil, []byte(s))
	}
}

func checkUnquoteValid(t *testing.T, tok []byte) {
	t.Helper()
	var want string
	if len(tok) < 2 || tok[0] != '"' || tok[len(tok)-1] != '"' || json.Unmarshal(tok, &want) != nil {
		return // not a string token (white space around it included)
	}
	ref, ok := Unquote(nil, tok)
	if !ok || string(ref) != want {
		t.Fatalf("Unquote(%q) = %q %v, encoding/json %q", tok, ref, ok, want)
	}
	if got := UnquoteValid([]byte("pre"), tok); string(got) != "pre"+want {
		t.Fatalf("UnquoteValid(%q) = %q, want %q", tok, got, "pre"+want)
	}
}

func FuzzUnquoteValid(f *testing.F) {
	for _, s := range stringSamples {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, tok []byte) {
		UnquoteValid(nil, tok)
		checkUnquoteValid(t, tok)
	})
}

// TestTexts: plain tokens come back as their own bytes, escaped ones
// decoded into the buffer, earlier texts unchanged by later ones.
func TestTexts(t *testing.T) {
	tx := NewTexts()
	defer tx.Release()
	plain := []byte(`"café"`)
	if got := tx.Text(plain); string(got) != "café" || &got[0] != &plain[1] {
		t.Errorf("plain text %q copied or wrong", got)
	}
	var got [][]byte
	for _, s := range stringSamples {
		got = append(got, tx.Text([]byte(s)))
	}
	for k, s := range stringSamples {
		want, _ := Unquote(nil, []byte(s))
		if string(got[k]) != string(want) {
			t.Errorf("Text(%q) = %q, want %q", s, got[k], want)
		}
	}
	if tx.Text([]byte(`"`)) != nil {
		t.Error("a broken token gave text")
	}
}

// TestTextUTF8: on tokens of valid UTF-8 (what a strict Scanner returns)
// TextUTF8 gives Text's text.
func TestTextUTF8(t *testing.T) {
	tx := NewTexts()
	defer tx.Release()
	n := 0
	for _, s := range stringSamples {
		if !utf8.Valid([]byte(s)) {
			continue
		}
		n++
		if got, want := tx.TextUTF8([]byte(s)), tx.Text([]byte(s)); string(got) != string(want) {
			t.Errorf("TextUTF8(%q) = %q, want %q", s, got, want)
		}
	}
	if n == 0 {
		t.Fatal("no valid UTF-8 sample")
	}
	if tx.TextUTF8([]byte(`"`)) != nil {
		t.Error("a broken token gave text")
	}
}

// TestStrictScanner: invalid UTF-8 in a string is an error for a strict
// Scanner and decodes for a lenient one.
func TestStrictScanner(t *testing.T) {
	src := []byte("{\"a\":\"bad \xff\"}")
	for _, strict := range []bool{false, true} {
		s := NewScanner(src)
		if strict {
			s = NewStrictScanner(src)
		}
		_, _, err := s.Value()
		s.Release()
		if (err != nil) != strict {
			t.Errorf("strict %v: err = %v", strict, err)
		}
	}
}
