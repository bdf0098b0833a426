package probe

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestNewRedactorIgnores(t *testing.T) {
	r := NewRedactor([]Secret{{"env:A", "abc"}, {"env:B", "true"}, {"env:C", "null"}, {"env:D", "false"}, {"env:E", ""}, {"env:F", " ,[ ]"}})
	if !r.Empty() {
		t.Errorf("short, literal and punctuation-only values must be ignored")
	}
	if !(*Redactor)(nil).Empty() || (*Redactor)(nil).String("x") != "x" {
		t.Errorf("nil redactor must redact nothing")
	}
	if NewRedactor([]Secret{{"env:A", "abcd"}}).Empty() {
		t.Errorf("a 4-byte value must be kept")
	}
}

func TestRedactBytes(t *testing.T) {
	r := NewRedactor([]Secret{
		{"env:SHORT", "s3cret"},
		{"env:LONG", "my-secret-token"},
		{"env:DUP", "s3cret"}, // same value: first name wins
		{"env:OVER", "token-suffix"},
	})
	cases := []struct{ in, want string }{
		{"nothing hidden here", "nothing hidden here"},
		{"a s3cret b", "a [REDACTED:env:SHORT] b"},
		{"x my-secret-token y", "x [REDACTED:env:LONG] y"},
		// Overlapping secrets: the whole stretch goes.
		{"my-secret-token-suffix!", "[REDACTED:env:LONG]!"},
		{"s3crets3cret", "[REDACTED:env:SHORT][REDACTED:env:SHORT]"},
	}
	for _, c := range cases {
		if got := string(r.Bytes([]byte(c.in))); got != c.want {
			t.Errorf("Bytes(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := r.String(c.in); got != c.want {
			t.Errorf("String(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	in := []byte("nothing to see")
	if out := r.Bytes(in); &out[0] != &in[0] {
		t.Errorf("Bytes without a secret must return its input")
	}
	// Overlapping repeats of one secret.
	r2 := NewRedactor([]Secret{{"env:A", "aa1a"}})
	if got := r2.String("xaa1aa1ay"); got != "x[REDACTED:env:A]y" {
		t.Errorf("overlapping repeats: %q", got)
	}
}

func TestRedactJSON(t *testing.T) {
	r := NewRedactor([]Secret{
		{"env:TOKEN", "tok-12345"},
		{"env:QUOTE", `pa"ss\word`},
		{"env:SLASH", "a/b/c/d"},
		{"env:UNI", "clé-secrète"},
		{"env:NUM", "987654321"},
		{"header:Authorization", "Bearer xyz-789"},
	})
	cases := []struct{ name, in, want string }{
		{"plain", `{"a": "x tok-12345 y", "b": 1}`, `{"a": "x [REDACTED:env:TOKEN] y", "b": 1}`},
		{"key", `{"tok-12345": true}`, `{"[REDACTED:env:TOKEN]": true}`},
		{"escaped quote", `{"p":"pa\"ss\\word"}`, `{"p":"[REDACTED:env:QUOTE]"}`},
		{"escaped slash", `["a\/b\/c\/d"]`, `["[REDACTED:env:SLASH]"]`},
		{"unicode escape", `"x cl\u00e9-secr\u00e8te"`, `"x [REDACTED:env:UNI]"`},
		{"raw non-ascii", `"clé-secrète"`, `"[REDACTED:env:UNI]"`},
		{"escaped ascii", `"\u0074ok-12345"`, `"[REDACTED:env:TOKEN]"`},
		{"number", `{"n": 987654321, "m": 9876543210}`, `{"n": "[REDACTED:env:NUM]", "m": "[REDACTED:env:NUM]"}`},
		{"number in string", `{"n": "id 987654321"}`, `{"n": "id [REDACTED:env:NUM]"}`},
		{"other escapes kept", `{"a":"line\nTab\t tok-12345 <b>","b":"untouched \u00e9\/"}`, `{"a":"line\nTab\t [REDACTED:env:TOKEN] <b>","b":"untouched \u00e9\/"}`},
		{"across tokens", `{"a":"Bearer","b":"x"} {"c": "Bearer xyz-789"}`, ``}, // not one JSON value: Bytes
		{"spanning tokens", `["x","tok-1","2345"]`, `["x","tok-1","2345"]`},
		{"whitespace kept", "{ \"a\" :\n\t\"tok-12345\" }\n", "{ \"a\" :\n\t\"[REDACTED:env:TOKEN]\" }\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := r.JSON([]byte(c.in))
			if c.want == "" {
				if !bytes.Equal(out, r.Bytes([]byte(c.in))) {
					t.Errorf("invalid JSON must go through Bytes: %q", out)
				}
				return
			}
			if string(out) != c.want {
				t.Errorf("JSON(%s)\n got %s\nwant %s", c.in, out, c.want)
			}
			if json.Valid([]byte(c.in)) && !json.Valid(out) {
				t.Errorf("output is not valid JSON: %s", out)
			}
		})
	}
}

func TestRedactJSONStraddling(t *testing.T) {
	// A secret that only exists across token boundaries still goes, and
	// the document stays valid.
	r := NewRedactor([]Secret{{"env:X", `abc","def`}})
	in := []byte(`["abc","def","ghi"]`)
	out := r.JSON(in)
	if !json.Valid(out) || bytes.Contains(out, []byte(`abc","def`)) {
		t.Fatalf("JSON = %s", out)
	}
	if string(out) != `["[REDACTED:env:X]","[REDACTED:env:X]","ghi"]` {
		t.Errorf("JSON = %s", out)
	}
	// A secret spanning an escape sequence as written.
	r = NewRedactor([]Secret{{"env:Y", `\u0041BCD`}})
	out = r.JSON([]byte(`{"k":"x\u0041BCD"}`))
	if !json.Valid(out) || bytes.Contains(out, []byte(`\u0041BCD`)) {
		t.Errorf("escape-spanning secret: %s", out)
	}
}

func TestRedactJSONUnchanged(t *testing.T) {
	r := NewRedactor([]Secret{{"env:TOKEN", "tok-12345"}})
	docs := []string{
		`{"a": "b", "c": [1, 2.5e3, true, null], "d": "\u00e9\/\n"}`,
		`  "just a string"  `,
		`{"a":"tok-1234"}`,
		`[]`,
	}
	for _, d := range docs {
		in := []byte(d)
		out := r.JSON(in)
		if !bytes.Equal(out, in) {
			t.Errorf("JSON changed a document without secrets: %s → %s", in, out)
		}
		if len(in) > 0 && &out[0] != &in[0] {
			t.Errorf("JSON copied a document without secrets: %s", in)
		}
	}
	if out := NewRedactor(nil).JSON([]byte(`{"a":1}`)); string(out) != `{"a":1}` {
		t.Errorf("empty redactor: %s", out)
	}
}

// maskMarker replaces each occurrence of marker by NUL bytes, so a secret
// that is a piece of the marker text is not mistaken for a leak.
func maskMarker(b []byte, marker string) []byte {
	return bytes.ReplaceAll(b, []byte(marker), bytes.Repeat([]byte{0}, len(marker)))
}

func FuzzRedactJSON(f *testing.F) {
	f.Add([]byte(`{"a":"tok-12345"}`), "tok-12345")
	f.Add([]byte(`{"a":"x\u0074ok-12345\"y"}`), "tok-12345\"y")
	f.Add([]byte(`[987654321, "987654321", {"987654321": 1}]`), "987654321")
	f.Add([]byte(`["abc","def"]`), `abc","def`)
	f.Add([]byte(`{"a":"p\\q\/r"}`), `p\q/r`)
	f.Add([]byte(`"cl\u00e9 s\u00e8"`), "clé s")
	f.Add([]byte(`{"a":"[REDACTED:env:S]abcd"}`), "]abcd")
	f.Add([]byte(`not json tok-12345`), "tok-12345")
	f.Fuzz(func(t *testing.T, doc []byte, secret string) {
		r := NewRedactor([]Secret{{Name: "env:S", Value: secret}})
		out := r.JSON(doc)
		if json.Valid(doc) && !json.Valid(out) {
			t.Fatalf("valid JSON in, invalid out:\n in %q\nout %q", doc, out)
		}
		if r.Empty() {
			if !bytes.Equal(out, doc) {
				t.Fatalf("empty redactor changed %q to %q", doc, out)
			}
			return
		}
		if strings.Contains(secret, "\x00") {
			return // NUL is what the check below masks markers with
		}
		if bytes.Contains(maskMarker(out, "[REDACTED:env:S]"), []byte(secret)) {
			t.Fatalf("secret %q still in output:\n in %q\nout %q", secret, doc, out)
		}
		if json.Valid(doc) {
			// And decoded: no string in the output holds it either.
			var v any
			dec := json.NewDecoder(bytes.NewReader(out))
			dec.UseNumber()
			if err := dec.Decode(&v); err != nil {
				t.Fatal(err)
			}
			checkDecoded(t, v, secret)
		}
	})
}

func checkDecoded(t *testing.T, v any, secret string) {
	t.Helper()
	switch x := v.(type) {
	case string:
		// Invalid UTF-8 decodes to U+FFFD, which is not in the bytes.
		if strings.Contains(strings.ReplaceAll(x, "[REDACTED:env:S]", "\x00"), secret) && !strings.Contains(secret, "\uFFFD") {
			t.Fatalf("decoded string %q holds secret %q", x, secret)
		}
	case []any:
		for _, e := range x {
			checkDecoded(t, e, secret)
		}
	case map[string]any:
		for k, e := range x {
			checkDecoded(t, k, secret)
			checkDecoded(t, e, secret)
		}
	}
}

func TestRedactShortValuesOnlyAsWholeWords(t *testing.T) {
	r := NewRedactor([]Secret{{Name: "env:LOG_LEVEL", Value: "info"}, {Name: "env:TOKEN", Value: "ghp_abc123"}})
	got := r.String("information: level=info; tokenghp_abc123X")
	want := "information: level=[REDACTED:env:LOG_LEVEL]; token[REDACTED:env:TOKEN]X"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	gotJSON := string(r.JSON([]byte(`{"LOG_LEVEL":"info","msg":"informative"}`)))
	if gotJSON != `{"LOG_LEVEL":"[REDACTED:env:LOG_LEVEL]","msg":"informative"}` {
		t.Errorf("JSON: %s", gotJSON)
	}
}
