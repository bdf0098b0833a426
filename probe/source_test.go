package probe

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

var testEnv = map[string]string{
	"GITHUB_TOKEN":    "ghp_secret123456",
	"HOME":            "/home/tester",
	"NODE_BIN":        "/opt/node/bin",
	"EXAMPLE_KEY":     "ex-key-9876",
	"ALPHA_TOKEN":     "alpha-tok-555",
	"WEATHER_API_KEY": "wkey-abcdef",
	"tenant":          "acme",
	"token":           "tok-remote-1",
	"EMPTY":           "",
}

func testGetenv(k string) (string, bool) {
	v, ok := testEnv[k]
	return v, ok
}

func loadTestdata(t *testing.T, name string) ([]ServerSpec, []string) {
	t.Helper()
	path := filepath.Join("..", "testdata", "sources", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	specs, warnings, err := LoadSources(path, data, testGetenv)
	if err != nil {
		t.Fatalf("LoadSources(%s): %v", name, err)
	}
	return specs, warnings
}

func names(specs []ServerSpec) []string {
	var out []string
	for _, s := range specs {
		out = append(out, s.Name)
	}
	return out
}

func byName(t *testing.T, specs []ServerSpec, name string) ServerSpec {
	t.Helper()
	for _, s := range specs {
		if s.Name == name {
			return s
		}
	}
	t.Fatalf("no server %q in %v", name, names(specs))
	return ServerSpec{}
}

func hasSecret(s ServerSpec, name, value string) bool {
	for _, sec := range s.Secrets {
		if sec.Name == name && sec.Value == value {
			return true
		}
	}
	return false
}

func findWarning(warnings []string, parts ...string) bool {
	for _, w := range warnings {
		ok := true
		for _, p := range parts {
			if !strings.Contains(w, p) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func TestLoadSourcesMCPServers(t *testing.T) {
	specs, warnings := loadTestdata(t, "mcpServers.json")
	want := []string{"github", "filesystem", "remote-windsurf", "legacy", "cline", "unset-var"}
	if got := names(specs); !reflect.DeepEqual(got, want) {
		t.Fatalf("servers = %v, want %v (file order, bad entries skipped)", got, want)
	}
	path := filepath.Join("..", "testdata", "sources", "mcpServers.json")

	gh := byName(t, specs, "github")
	if gh.Transport != capture.TransportStdio || gh.Command != "npx" || gh.Source != path {
		t.Errorf("github: transport %q command %q source %q", gh.Transport, gh.Command, gh.Source)
	}
	if want := []string{"-y", "@modelcontextprotocol/server-github", "--token=ghp_secret123456"}; !reflect.DeepEqual(gh.Args, want) {
		t.Errorf("github args = %q, want %q", gh.Args, want)
	}
	if want := []string{"-y", "@modelcontextprotocol/server-github", "--token=${GITHUB_TOKEN}"}; !reflect.DeepEqual(gh.RawArgs, want) {
		t.Errorf("github raw args = %q, want %q", gh.RawArgs, want)
	}
	if want := map[string]string{"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_secret123456", "LOG_LEVEL": "info"}; !reflect.DeepEqual(gh.Env, want) {
		t.Errorf("github env = %v, want %v", gh.Env, want)
	}
	for _, s := range []Secret{{"env:GITHUB_PERSONAL_ACCESS_TOKEN", "ghp_secret123456"}, {"env:GITHUB_TOKEN", "ghp_secret123456"}} {
		if !hasSecret(gh, s.Name, s.Value) {
			t.Errorf("github secrets %v lack %v", gh.Secrets, s)
		}
	}
	// A log level is config, not a credential: it is never redacted.
	if hasSecret(gh, "env:LOG_LEVEL", "info") || len(gh.Secrets) != 2 {
		t.Errorf("github secrets = %v, want the token only", gh.Secrets)
	}
	// The corpus view keeps names and the args as written.
	l := gh.Launch()
	if strings.Contains(strings.Join(l.Args, " "), "ghp_secret") || !reflect.DeepEqual(l.Env, []string{"GITHUB_PERSONAL_ACCESS_TOKEN", "LOG_LEVEL"}) {
		t.Errorf("Launch() leaks or loses data: %+v", l)
	}

	fs := byName(t, specs, "filesystem")
	if fs.Command != "/opt/node/bin/node" {
		t.Errorf("filesystem command = %q", fs.Command)
	}
	if want := []string{"server.js", "/home/tester/notes", "8080"}; !reflect.DeepEqual(fs.Args, want) {
		t.Errorf("filesystem args = %q, want %q (numbers accepted as text)", fs.Args, want)
	}
	if want := filepath.Join("..", "testdata", "sources", "servers", "fs"); fs.Cwd != want {
		t.Errorf("filesystem cwd = %q, want %q (relative to the config file)", fs.Cwd, want)
	}
	if len(fs.Secrets) != 0 {
		t.Errorf("filesystem secrets = %v, want none (paths are not credentials)", fs.Secrets)
	}

	ws := byName(t, specs, "remote-windsurf")
	if ws.Transport != capture.TransportHTTP || ws.URL != "https://mcp.example.com/mcp?api_key=ex-key-9876" ||
		ws.RawURL != "https://mcp.example.com/mcp?api_key=${EXAMPLE_KEY}" {
		t.Errorf("remote-windsurf = %q %q %q", ws.Transport, ws.URL, ws.RawURL)
	}
	if !hasSecret(ws, "url:api_key", "ex-key-9876") || !hasSecret(ws, "env:EXAMPLE_KEY", "ex-key-9876") {
		t.Errorf("remote-windsurf secrets = %v", ws.Secrets)
	}

	legacy := byName(t, specs, "legacy")
	if legacy.Transport != capture.TransportSSE {
		t.Errorf("legacy transport = %q, want sse (url ends in /sse)", legacy.Transport)
	}
	if legacy.Headers["Authorization"] != "Bearer ex-key-9876" ||
		!hasSecret(legacy, "header:Authorization", "Bearer ex-key-9876") ||
		!hasSecret(legacy, "header:Authorization", "ex-key-9876") {
		t.Errorf("legacy headers %v secrets %v", legacy.Headers, legacy.Secrets)
	}

	cline := byName(t, specs, "cline")
	if cline.Transport != capture.TransportHTTP || !hasSecret(cline, "header:X-Api-Key", "literal-key-value") {
		t.Errorf("cline = %q, secrets %v", cline.Transport, cline.Secrets)
	}

	unset := byName(t, specs, "unset-var")
	if want := []string{"--key", ""}; !reflect.DeepEqual(unset.Args, want) {
		t.Errorf("unset-var args = %q, want %q", unset.Args, want)
	}

	for _, w := range [][]string{
		{path, `server "off"`, "disabled"},
		{path + `: server "broken-args": "args" must be an array of strings, not a string; skipped`},
		{`server "empty"`, `neither "command" nor "url"`},
		{`server "unset-var"`, "MISSING_VAR", "not set"},
	} {
		if !findWarning(warnings, w...) {
			t.Errorf("no warning with %q in:\n%s", w, strings.Join(warnings, "\n"))
		}
	}
	if len(warnings) != 4 {
		t.Errorf("got %d warnings, want 4:\n%s", len(warnings), strings.Join(warnings, "\n"))
	}
}

func TestLoadSourcesVSCode(t *testing.T) {
	specs, warnings := loadTestdata(t, "vscode.json")
	if got, want := names(specs), []string{"zeta", "alpha", "beta"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("servers = %v, want %v", got, want)
	}
	zeta := byName(t, specs, "zeta")
	if want := []string{"mcp-server-zeta", "--url=http://localhost:1234/path//x"}; !reflect.DeepEqual(zeta.Args, want) {
		t.Errorf("zeta args = %q, want %q (// inside strings is not a comment)", zeta.Args, want)
	}
	if zeta.Env["ZETA_KEY"] != "${input:api-key}" || zeta.Env["ZETA_HOME"] != "/home/tester" {
		t.Errorf("zeta env = %v", zeta.Env)
	}
	if !findWarning(warnings, `server "zeta"`, "${input:api-key}", "left as written") {
		t.Errorf("no ${input:...} warning in %q", warnings)
	}
	alpha := byName(t, specs, "alpha")
	if alpha.Transport != capture.TransportHTTP || alpha.Headers["Authorization"] != "Bearer alpha-tok-555" ||
		!hasSecret(alpha, "env:ALPHA_TOKEN", "alpha-tok-555") {
		t.Errorf("alpha = %q %v %v", alpha.Transport, alpha.Headers, alpha.Secrets)
	}
	if beta := byName(t, specs, "beta"); beta.Transport != capture.TransportSSE {
		t.Errorf("beta transport = %q, want sse from type", beta.Transport)
	}
}

func TestLoadSourcesVSCodeSettings(t *testing.T) {
	specs, warnings := loadTestdata(t, "vscode-settings.json")
	if len(specs) != 1 || specs[0].Name != "memory" || len(warnings) != 0 {
		t.Fatalf("specs %v warnings %q", names(specs), warnings)
	}
	if want := filepath.Join("..", "testdata", "sources", "data"); specs[0].Cwd != want {
		t.Errorf("cwd = %q, want %q (${workspaceFolder})", specs[0].Cwd, want)
	}
}

func TestLoadSourcesRegistry(t *testing.T) {
	specs, warnings := loadTestdata(t, "server.json")
	base := "io.github.example/weather"
	want := []string{base + "#npm", base + "#pypi", base + "#oci", base + "#remote-1", base + "#remote-2"}
	if got := names(specs); !reflect.DeepEqual(got, want) {
		t.Fatalf("servers = %v, want %v", got, want)
	}
	for _, s := range specs {
		if s.Repository != "https://github.com/example/weather" {
			t.Errorf("%s: repository %q", s.Name, s.Repository)
		}
	}

	npm := specs[0]
	if npm.Command != "npx" || npm.Package != "npm:@example/weather-mcp@1.2.3" {
		t.Errorf("npm: command %q package %q", npm.Command, npm.Package)
	}
	if want := []string{"-y", "@example/weather-mcp@1.2.3", "serve", "--units", "metric", "--region", "eu"}; !reflect.DeepEqual(npm.Args, want) {
		t.Errorf("npm args = %q, want %q", npm.Args, want)
	}
	if want := []string{"-y", "@example/weather-mcp@1.2.3", "serve", "--units", "metric", "--region", "{region}"}; !reflect.DeepEqual(npm.RawArgs, want) {
		t.Errorf("npm raw args = %q, want %q", npm.RawArgs, want)
	}
	if want := map[string]string{"WEATHER_API_KEY": "wkey-abcdef", "WEATHER_MODE": "fast", "WEATHER_CACHE": "/tmp/weather"}; !reflect.DeepEqual(npm.Env, want) {
		t.Errorf("npm env = %v, want %v", npm.Env, want)
	}
	if !hasSecret(npm, "env:WEATHER_API_KEY", "wkey-abcdef") {
		t.Errorf("npm secrets = %v", npm.Secrets)
	}

	pypi := specs[1]
	if pypi.Command != "uvx" || !reflect.DeepEqual(pypi.Args, []string{"weather-mcp==1.2.3"}) || pypi.Package != "pypi:weather-mcp@1.2.3" {
		t.Errorf("pypi = %q %q %q", pypi.Command, pypi.Args, pypi.Package)
	}

	oci := specs[2]
	if want := []string{"run", "-i", "--rm", "-e", "WEATHER_API_KEY", "ghcr.io/example/weather:1.2.3"}; oci.Command != "docker" || !reflect.DeepEqual(oci.Args, want) {
		t.Errorf("oci = %q %q, want docker %q", oci.Command, oci.Args, want)
	}
	if oci.Package != "oci:ghcr.io/example/weather:1.2.3" {
		t.Errorf("oci package = %q", oci.Package)
	}

	r1 := specs[3]
	if r1.Transport != capture.TransportHTTP || r1.URL != "https://acme.weather.example.com/mcp" || r1.RawURL != "https://{tenant}.weather.example.com/mcp" {
		t.Errorf("remote-1 = %q %q %q", r1.Transport, r1.URL, r1.RawURL)
	}
	if r1.Headers["Authorization"] != "Bearer tok-remote-1" || !hasSecret(r1, "header:Authorization", "tok-remote-1") {
		t.Errorf("remote-1 headers %v secrets %v", r1.Headers, r1.Secrets)
	}
	if r2 := specs[4]; r2.Transport != capture.TransportSSE {
		t.Errorf("remote-2 transport = %q", r2.Transport)
	}

	for _, w := range [][]string{
		{`"config_path"`, "omitted"},
		{"WEATHER_REQUIRED_MISSING", "not set"},
		{`"mcpb"`, "not supported"},
	} {
		if !findWarning(warnings, w...) {
			t.Errorf("no warning with %q in:\n%s", w, strings.Join(warnings, "\n"))
		}
	}
}

func TestLoadSourcesRegistrySingleAndWrapped(t *testing.T) {
	single := `{"name": "io.github.a/b", "version": "1.0.0",
		"packages": [{"registry_type": "npm", "identifier": "b-mcp", "version": "1.0.0"}]}`
	specs, _, err := LoadSources("server.json", []byte(single), nil)
	if err != nil || len(specs) != 1 {
		t.Fatalf("single: %v %v", names(specs), err)
	}
	if specs[0].Name != "io.github.a/b" || !reflect.DeepEqual(specs[0].Args, []string{"-y", "b-mcp@1.0.0"}) {
		t.Errorf("single = %q %q (one entry: no suffix; snake_case accepted)", specs[0].Name, specs[0].Args)
	}

	list := `{"servers": [{"server": {"name": "io.github.a/r", "remotes": [{"type": "streamable-http", "url": "https://r.example.com/mcp"}]}, "_meta": {}}],
		"metadata": {"count": 1}}`
	specs, _, err = LoadSources("list.json", []byte(list), nil)
	if err != nil || len(specs) != 1 || specs[0].URL != "https://r.example.com/mcp" {
		t.Fatalf("registry list: %+v %v", specs, err)
	}

	wrapped := `{"server": {"name": "io.github.a/w", "remotes": [{"type": "sse", "url": "https://w.example.com/sse"}]}, "_meta": {}}`
	specs, _, err = LoadSources("w.json", []byte(wrapped), nil)
	if err != nil || len(specs) != 1 || specs[0].Transport != capture.TransportSSE {
		t.Fatalf("wrapped: %+v %v", specs, err)
	}
}

func TestLoadSourcesErrors(t *testing.T) {
	cases := []struct {
		name, data string
		want       []string
	}{
		{"syntax", "{\n  \"mcpServers\": {\n    \"a\" {\"command\": \"x\"}\n  }\n}", []string{"bad.json:3:9:", "invalid JSON"}},
		{"truncated", "{\"mcpServers\": {", []string{"bad.json:1:", "invalid JSON"}},
		{"array", `[{"command": "x"}]`, []string{"bad.json", "must be a JSON object", "mcpServers"}},
		{"unknown shape", `{"foo": {"command": "x"}}`, []string{"bad.json", "no MCP servers found", `{"mcpServers"`, "server.json"}},
		{"servers not object", `{"mcpServers": ["a"]}`, []string{"bad.json", `"mcpServers"`, "must be a JSON object"}},
		{"empty", ``, []string{"bad.json", "invalid JSON"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			specs, _, err := LoadSources("bad.json", []byte(c.data), nil)
			if err == nil {
				t.Fatalf("no error; specs %v", names(specs))
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestLoadSourcesLineColumnAfterComments(t *testing.T) {
	// Comments are blanked in place, so the position is the file's.
	data := "// header\n{\"mcpServers\": { /* x */ \"a\": {\"command\": tru}}}"
	_, _, err := LoadSources("c.json", []byte(data), nil)
	if err == nil || !strings.Contains(err.Error(), "c.json:2:") {
		t.Fatalf("err = %v, want position on line 2", err)
	}
	col := strings.Index("{\"mcpServers\": { /* x */ \"a\": {\"command\": tru}}}", "tru}") + 1 + 3 // the byte after "tru"
	if !strings.Contains(err.Error(), "c.json:2:"+strconv.Itoa(col)+":") {
		t.Errorf("err = %v, want column %d", err, col)
	}
}

func TestLoadSourcesMisc(t *testing.T) {
	t.Run("duplicate key", func(t *testing.T) {
		data := `{"mcpServers": {"a": {"command": "one"}, "b": {"command": "b"}, "a": {"command": "two"}}}`
		specs, warnings, err := LoadSources("d.json", []byte(data), nil)
		if err != nil || !reflect.DeepEqual(names(specs), []string{"a", "b"}) || specs[0].Command != "two" {
			t.Fatalf("specs %+v err %v", specs, err)
		}
		if !findWarning(warnings, `"a"`, "more than once") {
			t.Errorf("warnings %q", warnings)
		}
	})
	t.Run("default and env prefix", func(t *testing.T) {
		data := `{"mcpServers": {"a": {"command": "x", "args": ["${EMPTY:-dflt}", "${UNSET_X:-d2}", "${env:HOME}", "${EMPTY}", "${not a var}", "$HOME"]}}}`
		specs, warnings, err := LoadSources("d.json", []byte(data), testGetenv)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"dflt", "d2", "/home/tester", "", "${not a var}", "$HOME"}
		if !reflect.DeepEqual(specs[0].Args, want) || len(warnings) != 0 {
			t.Errorf("args %q warnings %q, want %q and no warnings", specs[0].Args, warnings, want)
		}
	})
	t.Run("claude code projects", func(t *testing.T) {
		data := `{"numStartups": 3, "mcpServers": {"g": {"command": "g"}},
			"projects": {"/work/p": {"mcpServers": {"p": {"type": "http", "url": "https://p.example.com/mcp"}}}, "/work/q": {"allowedTools": []}}}`
		specs, _, err := LoadSources("claude.json", []byte(data), nil)
		if err != nil || !reflect.DeepEqual(names(specs), []string{"g", "p"}) {
			t.Fatalf("specs %v err %v", names(specs), err)
		}
	})
	t.Run("bad type and bad url", func(t *testing.T) {
		data := `{"mcpServers": {"t": {"type": "websocket", "url": "wss://x"}, "u": {"url": "ftp://x.example.com"}, "ok": {"command": "ok"}}}`
		specs, warnings, err := LoadSources("b.json", []byte(data), nil)
		if err != nil || !reflect.DeepEqual(names(specs), []string{"ok"}) {
			t.Fatalf("specs %v err %v", names(specs), err)
		}
		if !findWarning(warnings, `server "t"`, `unknown type "websocket"`) || !findWarning(warnings, `server "u"`, "not an http(s) URL") {
			t.Errorf("warnings %q", warnings)
		}
	})
	t.Run("command expands to nothing", func(t *testing.T) {
		data := `{"mcpServers": {"a": {"command": "${NOPE_CMD}"}}}`
		specs, warnings, err := LoadSources("e.json", []byte(data), nil)
		if err != nil || len(specs) != 0 || !findWarning(warnings, `e.json: server "a": "command" "${NOPE_CMD}" expands to nothing; skipped`) {
			t.Fatalf("specs %+v warnings %q err %v", specs, warnings, err)
		}
	})
	t.Run("gemini httpUrl", func(t *testing.T) {
		data := `{"mcpServers": {"g": {"httpUrl": "https://g.example.com/sse"}}}`
		specs, _, err := LoadSources("g.json", []byte(data), nil)
		if err != nil || specs[0].Transport != capture.TransportHTTP {
			t.Fatalf("specs %+v err %v", specs, err)
		}
	})
	t.Run("no getenv", func(t *testing.T) {
		data := `{"mcpServers": {"a": {"command": "x", "env": {"K": "${K}"}}}}`
		specs, warnings, err := LoadSources("n.json", []byte(data), nil)
		if err != nil || specs[0].Env["K"] != "" || !findWarning(warnings, "K is not set") {
			t.Fatalf("specs %+v warnings %q err %v", specs, warnings, err)
		}
	})
}

func TestStripJSONC(t *testing.T) {
	in := "\xEF\xBB\xBF{\"a\": \"x//y /* z */\", // c\n \"b\": [1, 2,], /* multi\nline */ \"c\": {\"d\": 1,},}"
	out := stripJSONC([]byte(in))
	if len(out) != len(in) {
		t.Fatalf("length changed: %d → %d", len(in), len(out))
	}
	if strings.Count(string(out), "\n") != strings.Count(in, "\n") {
		t.Errorf("newlines changed")
	}
	want := "   {\"a\": \"x//y /* z */\",     \n \"b\": [1, 2 ],         \n        \"c\": {\"d\": 1 } }"
	if string(out) != want {
		t.Errorf("got  %q\nwant %q", out, want)
	}
}

func TestSpecFromCommand(t *testing.T) {
	s := SpecFromCommand("", []string{"/usr/local/bin/my-server", "--token", "${GITHUB_TOKEN}", "${NOPE}"}, testGetenv)
	if s.Name != "my-server" || s.Source != "cli" || s.Transport != capture.TransportStdio || s.Command != "/usr/local/bin/my-server" {
		t.Errorf("spec = %+v", s)
	}
	if want := []string{"--token", "ghp_secret123456", "${NOPE}"}; !reflect.DeepEqual(s.Args, want) {
		t.Errorf("args = %q, want %q (unset left as written)", s.Args, want)
	}
	if want := []string{"--token", "${GITHUB_TOKEN}", "${NOPE}"}; !reflect.DeepEqual(s.RawArgs, want) {
		t.Errorf("raw args = %q, want %q", s.RawArgs, want)
	}
	if !hasSecret(s, "env:GITHUB_TOKEN", "ghp_secret123456") {
		t.Errorf("secrets = %v", s.Secrets)
	}
	if s := SpecFromCommand("named", []string{"npx", "-y", "pkg"}, nil); s.Name != "named" || !reflect.DeepEqual(s.Args, []string{"-y", "pkg"}) {
		t.Errorf("named spec = %+v", s)
	}
	if s := SpecFromCommand("", nil, nil); s.Command != "" {
		t.Errorf("empty argv spec = %+v", s)
	}
}

func TestSpecFromURL(t *testing.T) {
	s, err := SpecFromURL("", "https://user:pa55word@api.example.com/mcp?token=${EXAMPLE_KEY}&page=2", "", map[string]string{"Authorization": "Bearer ${ALPHA_TOKEN}"}, testGetenv)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "api.example.com" || s.Transport != capture.TransportHTTP || s.Source != "cli" {
		t.Errorf("spec = %+v", s)
	}
	if s.URL != "https://user:pa55word@api.example.com/mcp?token=ex-key-9876&page=2" || !strings.Contains(s.RawURL, "${EXAMPLE_KEY}") {
		t.Errorf("url %q raw %q", s.URL, s.RawURL)
	}
	for _, sec := range []Secret{{"url:password", "pa55word"}, {"url:token", "ex-key-9876"}, {"header:Authorization", "Bearer alpha-tok-555"}, {"header:Authorization", "alpha-tok-555"}, {"env:EXAMPLE_KEY", "ex-key-9876"}} {
		if !hasSecret(s, sec.Name, sec.Value) {
			t.Errorf("secrets %v lack %v", s.Secrets, sec)
		}
	}
	if hasSecret(s, "url:page", "2") {
		t.Errorf("page is not a secret parameter")
	}

	if s, err := SpecFromURL("x", "https://h.example.com/sse", "", nil, nil); err != nil || s.Transport != capture.TransportSSE {
		t.Errorf("/sse: %+v %v", s, err)
	}
	if s, err := SpecFromURL("x", "https://h.example.com/sse", "http", nil, nil); err != nil || s.Transport != capture.TransportHTTP {
		t.Errorf("explicit http: %+v %v", s, err)
	}
	if s, err := SpecFromURL("x", "https://h.example.com/mcp", "streamable-http", nil, nil); err != nil || s.Transport != capture.TransportHTTP {
		t.Errorf("streamable-http: %+v %v", s, err)
	}
	for _, bad := range []struct{ url, transport, want string }{
		{"not a url", "", "not an http(s) URL"},
		{"https:///nohost", "", "no host"},
		{"https://h.example.com", "websocket", `transport "websocket"`},
		{"https://h.example.com", "stdio", `transport "stdio"`},
		{"https://${NO_SUCH_HOST}/mcp", "", "NO_SUCH_HOST is not set"},
	} {
		if _, err := SpecFromURL("x", bad.url, bad.transport, nil, testGetenv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("SpecFromURL(%q, %q) err = %v, want %q", bad.url, bad.transport, err, bad.want)
		}
	}
}

func TestDedupeNames(t *testing.T) {
	a := ServerSpec{Name: "gh", Source: "a.json", Transport: "stdio", Command: "npx", Args: []string{"x"}, Env: map[string]string{"K": "1"}}
	aSame := a
	aSame.Source = "b.json"
	aSame.Env = map[string]string{"K": "1"}
	aOther := a
	aOther.Source = "c.json"
	aOther.Args = []string{"y"}
	aThird := a
	aThird.Source = "d.json"
	aThird.Env = map[string]string{"K": "2"}
	existing := ServerSpec{Name: "gh~2", Source: "e.json", Command: "other"}
	aOtherAgain := aOther
	aOtherAgain.Source = "f.json"

	out, warnings := DedupeNames([]ServerSpec{a, existing, aSame, aOther, aThird, aOtherAgain})
	got := map[string]string{}
	for _, s := range out {
		got[s.Name] = s.Source
	}
	want := map[string]string{"gh": "a.json", "gh~2": "e.json", "gh~3": "c.json", "gh~4": "d.json"}
	if !reflect.DeepEqual(got, want) || len(out) != 4 {
		t.Fatalf("DedupeNames = %v, want %v", got, want)
	}
	if want := []string{"gh", "gh~2", "gh~3", "gh~4"}; !reflect.DeepEqual(names(out), want) {
		t.Errorf("order = %v, want %v", names(out), want)
	}
	if !findWarning(warnings, `"gh"`, "c.json", `renamed "gh~3"`) || !findWarning(warnings, "b.json", "same") || !findWarning(warnings, "f.json", "same") {
		t.Errorf("warnings %q", warnings)
	}
	if len(warnings) != 4 {
		t.Errorf("got %d warnings, want 4: %q", len(warnings), warnings)
	}
}

func FuzzLoadSources(f *testing.F) {
	for _, name := range []string{"mcpServers.json", "vscode.json", "vscode-settings.json", "server.json"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "sources", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"servers":[{"server":{"name":"a/b","packages":[{"registryType":"oci","identifier":"x","runtimeArguments":[{"type":"named","name":"-v","value":"{a}","variables":{"a":{}}}]}]}}]}`))
	f.Add([]byte("{\"mcpServers\":{\"a\":{\"command\":\"${X:-${Y}}\",\"cwd\":\"~/x\"}}} // c"))
	f.Fuzz(func(t *testing.T, data []byte) {
		specs, _, err := LoadSources("f.json", data, testGetenv)
		if err != nil && len(specs) > 0 {
			t.Fatalf("specs with an error")
		}
		for _, s := range specs {
			if s.Source != "f.json" {
				t.Fatalf("source %q", s.Source)
			}
			switch s.Transport {
			case capture.TransportStdio:
				if s.Command == "" {
					t.Fatalf("stdio spec without command: %+v", s)
				}
			case capture.TransportHTTP, capture.TransportSSE:
				if checkURL(s.URL) != nil {
					t.Fatalf("remote spec with bad URL: %+v", s)
				}
			default:
				t.Fatalf("transport %q", s.Transport)
			}
		}
	})
}

// TestAddSecretsChoosesCredentials: of the values a config uses, only
// credentials become secrets: by their variable's name, by the flag an
// argument gives them, by their shape, or as the credential part of a URL.
func TestAddSecretsChoosesCredentials(t *testing.T) {
	env := map[string]string{
		"GH":        "plainvalue1",
		"K":         "kval-1",
		"WORKDIR":   "/srv/work",
		"LEVEL":     "debug",
		"SHAPED":    "Zq7Xv2Lp9Rt4Wm8Kc3Nb",
		"APP_TOKEN": "tokval-2",
	}
	getenv := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	s := SpecFromCommand("", []string{"srv", "--token", "${GH}", "--dir=${WORKDIR}", "--log-level", "${LEVEL}",
		"--api-key=${K}", "--id", "${SHAPED}", "--x", "${APP_TOKEN}"}, getenv)
	want := []Secret{{"env:APP_TOKEN", "tokval-2"}, {"env:GH", "plainvalue1"}, {"env:K", "kval-1"}, {"env:SHAPED", "Zq7Xv2Lp9Rt4Wm8Kc3Nb"}}
	if !reflect.DeepEqual(s.Secrets, want) {
		t.Errorf("secrets = %v, want %v", s.Secrets, want)
	}

	u, err := SpecFromURL("", "https://svc:pw%2Fsecret@api.example.com/hooks/aB3dE5gH7jK9mN1pQ3sT5vX7?page=2&lang=en&sig=abcd1234", "",
		map[string]string{"Accept": "application/json", "X-Tenant": "acme-corp", "X-Api-Key": "key-5678"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want = []Secret{{"header:X-Api-Key", "key-5678"}, {"url:password", "pw/secret"}, {"url:password", "pw%2Fsecret"},
		{"url:sig", "abcd1234"}, {"url:path", "aB3dE5gH7jK9mN1pQ3sT5vX7"}}
	if !reflect.DeepEqual(u.Secrets, want) {
		t.Errorf("url secrets = %v\nwant %v", u.Secrets, want)
	}
}
