package ghub

import (
	"strings"
	"testing"
)

func TestParseRepo(t *testing.T) {
	ok := func(owner, name, path string) Repo { return Repo{Owner: owner, Name: name, Path: path} }
	tests := []struct {
		in   string
		want Repo
	}{
		{"https://github.com/acme/tool", ok("acme", "tool", "")},
		{"https://github.com/acme/tool.git", ok("acme", "tool", "")},
		{"https://github.com/acme/tool/", ok("acme", "tool", "")},
		{"  http://www.GitHub.com/Acme/Tool.js#readme ", ok("Acme", "Tool.js", "")},
		{"https://github.com/acme/tool?tab=readme", ok("acme", "tool", "")},
		{"git+https://github.com/acme/tool.git", ok("acme", "tool", "")},
		{"git+ssh://git@github.com/acme/tool.git", ok("acme", "tool", "")},
		{"ssh://git@github.com/acme/tool", ok("acme", "tool", "")},
		{"git://github.com/acme/tool.git", ok("acme", "tool", "")},
		{"git@github.com:acme/tool.git", ok("acme", "tool", "")},
		{"github:acme/tool", ok("acme", "tool", "")},
		{"github:acme/tool#v1.2", ok("acme", "tool", "")},
		{"github.com/acme/tool", ok("acme", "tool", "")},
		{"acme/tool", ok("acme", "tool", "")},
		{"acme/my_tool-2.x", ok("acme", "my_tool-2.x", "")},
		{"https://github.com/modelcontextprotocol/servers/tree/main/src/memory", ok("modelcontextprotocol", "servers", "src/memory")},
		{"https://github.com/o/r/blob/v1/packages/x/README.md", ok("o", "r", "packages/x/README.md")},
		{"https://github.com/o/r/tree/main", ok("o", "r", "")},
		{"https://github.com/o/r/issues/12", ok("o", "r", "")},
		{`{"type":"git","url":"git+https://github.com/o/r.git","directory":"./packages/server/"}`, ok("o", "r", "packages/server")},
		{`{"type":"git","url":"https://github.com/o/r/tree/main/a","directory":"b"}`, ok("o", "r", "a")},
		{`{"url":"github:o/r","directory":"../../etc"}`, ok("o", "r", "")},
	}
	for _, tt := range tests {
		got, isRepo := ParseRepo(tt.in)
		if !isRepo || got != tt.want {
			t.Errorf("ParseRepo(%q) = %+v, %v; want %+v", tt.in, got, isRepo, tt.want)
		}
	}
}

func TestParseRepoRejects(t *testing.T) {
	for _, in := range []string{
		"", "   ", "acme", "acme/", "/acme/tool", "a/b/c",
		"@scope/pkg", "./local/dir", "../x/y",
		"https://gitlab.com/acme/tool", "gitlab:acme/tool", "bitbucket:acme/tool", "gist:abc/def",
		"git@gitlab.com:acme/tool.git", "file:acme/tool", "ftp://github.com/acme/tool",
		"https://github.com/acme", "https://github.com/orgs/acme", "https://github.com/sponsors/someone",
		"https://github.com/-bad/tool", "https://github.com/acme/..", "https://github.com/acme/to%20ol",
		"https://github.com/ac me/tool", "https://github.com:notaport/acme/tool", "example.com/acme/tool",
		`{"url":5}`, `{"url":"{\"url\":\"o/r\"}"}`, "{", "https://github.com/" + strings.Repeat("a", 40) + "/x",
		"https://github.com/a/" + strings.Repeat("b", 101), strings.Repeat("x/", 3000),
	} {
		if got, ok := ParseRepo(in); ok {
			t.Errorf("ParseRepo(%q) = %+v, want no repository", in, got)
		}
	}
}

func TestClientParseRepoEnterpriseHost(t *testing.T) {
	c, err := New(Options{BaseURL: "https://ghe.example.com/api/v3/"})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"https://ghe.example.com/team/tool", "git@ghe.example.com:team/tool.git", "https://github.com/team/tool"} {
		if r, ok := c.ParseRepo(in); !ok || r.String() != "team/tool" {
			t.Errorf("ParseRepo(%q) = %+v, %v", in, r, ok)
		}
	}
	if _, ok := ParseRepo("https://ghe.example.com/team/tool"); ok {
		t.Error("package ParseRepo accepted an Enterprise host")
	}
	if _, err := New(Options{BaseURL: "ghe.example.com"}); err == nil {
		t.Error("New accepted a base URL without scheme")
	}
	if _, err := New(Options{BaseURL: "https://ghe.example.com/", UploadURL: "::"}); err == nil {
		t.Error("New accepted a bad upload URL")
	}
}

func TestRepoKey(t *testing.T) {
	r := Repo{Owner: "Acme", Name: "Tool.JS"}
	if r.Key() != "acme/tool.js" || r.String() != "Acme/Tool.JS" {
		t.Errorf("Key %q String %q", r.Key(), r.String())
	}
}

func FuzzParseRepo(f *testing.F) {
	for _, s := range []string{"https://github.com/o/r/tree/main/x", "git@github.com:o/r.git", `{"url":"o/r","directory":"d"}`, "github:o/r"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, ok := ParseRepo(s)
		if !ok {
			return
		}
		if !r.valid() || strings.Contains(r.Path, "..") || strings.HasPrefix(r.Path, "/") {
			t.Errorf("ParseRepo(%q) = %+v", s, r)
		}
	})
}
