package probe

import (
	"bytes"
	"encoding/json"
	"reflect"
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

func TestConfigSecrets(t *testing.T) {
	const ghp = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
	cases := []struct {
		name, value string
		want        []string // nil: nothing is redacted
	}{
		// Plain config: never a secret.
		{"LOG_LEVEL", "error", nil},
		{"MCP_LOG_LEVEL", "warn", nil},
		{"PORT", "8080", nil},
		{"MY_SERVICE_URL", "https://x.example", nil},
		{"GITLAB_API_URL", "https://gitlab.example.com/api/v4", nil},
		{"SEARXNG_URL", "http://localhost:8888", nil},
		{"AZURE_DEVOPS_DEFAULT_PROJECT", "Contoso", nil},
		{"MEMORY_FILE_PATH", "/home/u/.local/share/memory.jsonl", nil},
		{"DEBUG", "true", nil},
		{"MAX_TOKENS", "4096", nil},
		{"KEYBOARD_LAYOUT", "dvorak", nil},
		{"MONKEY", "bananas", nil},
		{"SORT_KEY", "created_at", nil},
		{"GITHUB_TOKEN_FILE", "/run/secrets/gh", nil},
		{"AUTH_TYPE", "oauth", nil},
		{"OAUTH_TOKEN_URL", "https://auth.example.com/token", nil},
		{"PRIVATE_KEY_PATH", "/etc/keys/id.pem", nil},
		{"SESSION_TIMEOUT", "3600", nil},
		{"PWD", "/home/tester/project", nil},
		{"MODEL", "gpt-4o-mini-2024-07-18", nil},
		{"BUCKET", "myproject2024backup-eu", nil},
		{"PROJECT", "MyProjectNameForTesting", nil},
		{"AZURE_TENANT_ID", "72f988bf-86f1-41af-91ab-2d7cd011db47", nil},
		{"NOTION_DATABASE_ID", "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d", nil},
		{"SLACK_TEAM_ID", "T00FAKE0000", nil},
		{"GIT_AUTHOR_EMAIL", "dev@example.com", nil},
		{"PATH", "/usr/local/bin:/usr/bin:/bin", nil},
		{"DATABASE_URL", "postgres://localhost:5432/app", nil},
		{"X-Request-Id", "abc-123", nil},
		// By name: the whole value, whatever its shape.
		{"GITHUB_TOKEN", "abcd", []string{"abcd"}},
		{"API_KEY", "hello-world", []string{"hello-world"}},
		{"AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE", []string{"AKIAIOSFODNN7EXAMPLE"}},
		{"AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", []string{"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}},
		{"DB_PASSWORD", "hunter2", []string{"hunter2"}},
		{"DB_PASS", "hunter2", []string{"hunter2"}},
		{"DB_PWD", "hunter2", []string{"hunter2"}},
		{"SMTP_PASSWD", "hunter2", []string{"hunter2"}},
		{"CLIENT_SECRET", "s3cr3t", []string{"s3cr3t"}},
		{"CLIENTSECRET", "s3cr3t", []string{"s3cr3t"}},
		{"apiKey", "k-123", []string{"k-123"}},
		{"OPENAI_APIKEY", "k-123", []string{"k-123"}},
		{"GOOGLE_APPLICATION_CREDENTIALS", "/etc/gcp.json", []string{"/etc/gcp.json"}},
		{"AZURE_DEVOPS_PAT", "patvalue", []string{"patvalue"}},
		{"SESSION_COOKIE", "sid=abc", []string{"sid=abc"}},
		{"JWT_SIGNATURE", "sig-value", []string{"sig-value"}},
		{"Authorization", "Bearer xyz-789", []string{"Bearer xyz-789", "xyz-789"}},
		{"Proxy-Authorization", "Basic dXNlcjpwYXNz", []string{"Basic dXNlcjpwYXNz", "dXNlcjpwYXNz"}},
		{"Cookie", "session=abcdef", []string{"session=abcdef", "abcdef"}},
		{"Set-Cookie", "id=a3fWa; Max-Age=2592000", []string{"id=a3fWa; Max-Age=2592000"}},
		{"X-Api-Key", "literal-key-value", []string{"literal-key-value"}},
		{"X-Auth-Token", "tok", []string{"tok"}},
		{"X-Goog-Api-Key", "kkkk", []string{"kkkk"}},
		// By shape, whatever the name.
		{"FOO", ghp, []string{ghp}},
		{"SOMETHING", "xoxb-1234567890-abcdefghij", []string{"xoxb-1234567890-abcdefghij"}},
		{"X", "sk-proj-abcdefgh12345678", []string{"sk-proj-abcdefgh12345678"}},
		{"X", "sk_live_abcdefgh12345678", []string{"sk_live_abcdefgh12345678"}},
		{"X", "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6", []string{"AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"}},
		{"X", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", []string{"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"}},
		{"X", "glpat-abcdefghij1234567890", []string{"glpat-abcdefghij1234567890"}},
		{"X", "npm_abcdefghij1234567890", []string{"npm_abcdefghij1234567890"}},
		{"X", "hf_abcdefghij1234567890", []string{"hf_abcdefghij1234567890"}},
		{"BRAVE", "BSAfakeMcpsurveyTestKey7h8J9k0L1m2", []string{"BSAfakeMcpsurveyTestKey7h8J9k0L1m2"}},
		{"CHECKSUM", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", []string{"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b"}},
		{"UPSTREAM", "Bearer abc123", []string{"Bearer abc123", "abc123"}},
		{"ARGS", "--verbose --token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", []string{ghp}},
		// Identifiers trust prefixes only.
		{"FOO_ID", ghp, []string{ghp}},
		// Parts: credentials inside URLs and connection strings.
		{"DATABASE_URL", "postgres://u:p4ss@h/db", []string{"p4ss"}},
		{"MONGO_URI", "mongodb+srv://admin:s%40fe-pw@cluster0.example.net/db", []string{"s@fe-pw", "s%40fe-pw"}},
		{"SENTRY_DSN", "https://9f86d081884c7d659a2feaa0c55ad015@o0.ingest.sentry.io/1", []string{"9f86d081884c7d659a2feaa0c55ad015"}},
		{"REPO", "https://" + ghp + "@github.com/o/r.git", []string{ghp}},
		{"GIT_REMOTE", "ssh://git@github.com/o/r.git", nil},
		{"WEBHOOK", "https://hooks.example.com/services/T000/B000/aB3dE5gH7jK9mN1pQ3sT5vX7", []string{"aB3dE5gH7jK9mN1pQ3sT5vX7"}},
		{"SEARCH_ENDPOINT", "https://api.example.com/search?api_key=k-123&page=2", []string{"k-123"}},
		{"CALLBACK", "https://app.example.com/cb#access_token=tok-456&state=x", []string{"tok-456"}},
		{"MSSQL_CONNECTION", "Server=db;Database=app;User Id=sa;Password=Str0ng!pw;", []string{"Str0ng!pw"}},
		{"STORAGE", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=a1B2c3D4e5F6g7H8i9J0==;", []string{"a1B2c3D4e5F6g7H8i9J0=="}},
		{"CONFIG_JSON", `{"endpoint":"https://x.example","apiKey":"k-789","level":"info"}`, []string{"k-789"}},
	}
	for _, c := range cases {
		got := configSecrets(c.name, c.value)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("configSecrets(%q, %q) = %q, want %q", c.name, c.value, got, c.want)
		}
	}
}

func TestIsCredentialName(t *testing.T) {
	yes := []string{"TOKEN", "GITHUB_TOKEN", "SLACK_BOT_TOKEN", "GITHUB_PERSONAL_ACCESS_TOKEN", "ACCESSTOKEN", "accessToken",
		"API_KEY", "ACCESS_KEY", "APIKEY", "apiKey", "X-API-KEY", "Ocp-Apim-Subscription-Key", "SECRET", "SECRETS_JSON",
		"PASSWORD", "DB_PASS", "PASSWD", "PGPWD", "MYSQL_PWD", "AUTH", "X-Auth", "X-Authentication",
		"CREDENTIALS", "AWS_CREDS", "COOKIE", "SESSION", "PRIVATE_KEY", "GITHUB_PAT", "BEARER", "X-Hub-Signature-256",
		"sig", "access_token", "GITHUB_TOKENS", "REFRESH_TOKEN", "Authorization", "Proxy-Authorization", "Set-Cookie"}
	no := []string{"LOG_LEVEL", "PORT", "URL", "KEYBOARD", "MONKEY", "TURKEY", "HOTKEY_MODE", "PARTITION_KEY", "AUTHOR",
		"GIT_AUTHOR_NAME", "TOKEN_URL", "TOKENIZER", "MAX_TOKENS", "TOKEN_LIMIT", "PASSWORD_FILE", "SECRET_NAME",
		"AUTH_TYPE", "AUTH_ENABLED", "SESSION_TIMEOUT", "PATH", "PATTERN", "BYPASS", "COMPASS", "PWD", "OLDPWD",
		"page", "keyword", "passage", "signal", "Accept", "Content-Type", "X-Request-Id", "User-Agent"}
	for _, n := range yes {
		if !isCredentialName(n) {
			t.Errorf("isCredentialName(%q) = false, want true", n)
		}
	}
	for _, n := range no {
		if isCredentialName(n) {
			t.Errorf("isCredentialName(%q) = true, want false", n)
		}
	}
}

// TestRedactSelective: with the secrets of a whole config, a capture keeps
// every plain config value (LOG_LEVEL=error turns no "error" into a
// marker) and loses the credentials.
func TestRedactSelective(t *testing.T) {
	s := ServerSpec{Env: map[string]string{
		"LOG_LEVEL":    "error",
		"SERVICE_URL":  "http://127.0.0.1:9/x",
		"MY_API_TOKEN": "tok-0123456789",
		"DATABASE_URL": "postgres://u:p4ss@h/db",
		"PORT":         "8080",
	}}
	addSecrets(&s, nil)
	r := NewRedactor(s.Secrets)
	in := `{"error":"connection to postgres://u:p4ss@h/db refused","level":"error","url":"http://127.0.0.1:9/x","port":8080,"auth":"tok-0123456789"}`
	want := `{"error":"connection to postgres://u:[REDACTED:env:DATABASE_URL]@h/db refused","level":"error","url":"http://127.0.0.1:9/x","port":8080,"auth":"[REDACTED:env:MY_API_TOKEN]"}`
	if got := string(r.JSON([]byte(in))); got != want {
		t.Errorf("JSON\n got %s\nwant %s", got, want)
	}
	if got := r.String("level=error port 8080"); got != "level=error port 8080" {
		t.Errorf("String = %q", got)
	}
}

func TestLaunchKeepsNoLiteralCredential(t *testing.T) {
	spec := ServerSpec{Command: "srv",
		RawArgs: []string{"--api-key", "abc123literal", "--token=xyz789literal", "--db", "postgres://u:p4ssw0rd@db.local/x",
			"--log-level", "error", "--key", "${API_KEY}", "ghp_0123456789abcdefghijABCDEFGHIJ012345", "/srv/data"},
		RawURL: "https://user:s3cretpw@api.example.com/mcp?region=eu"}
	l := spec.Launch()
	want := []string{"--api-key", "[REDACTED]", "--token=[REDACTED]", "--db", "postgres://u:[REDACTED]@db.local/x",
		"--log-level", "error", "--key", "${API_KEY}", "[REDACTED]", "/srv/data"}
	if strings.Join(l.Args, " ") != strings.Join(want, " ") {
		t.Errorf("args %q\nwant %q", l.Args, want)
	}
	if strings.Contains(l.URL, "s3cretpw") || !strings.Contains(l.URL, "api.example.com/mcp?region=eu") {
		t.Errorf("url %q", l.URL)
	}
}
