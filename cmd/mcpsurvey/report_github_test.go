package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// fakeGitHubAPI serves the three endpoints report uses and counts the
// issues it is asked to open.
type fakeGitHubAPI struct {
	mu      sync.Mutex
	posts   []string // titles of opened issues
	gets    int
	related bool // the search finds an open outputSchema issue
}

func (f *fakeGitHubAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	// A base URL given for GitHub Enterprise gets the /api/v3/ prefix.
	r.URL.Path = strings.TrimPrefix(r.URL.Path, "/api/v3")
	switch {
	case r.Method == http.MethodGet && r.URL.Path == "/repos/acme/weather-mcp":
		f.gets++
		io.WriteString(w, `{"full_name":"acme/weather-mcp","html_url":"https://github.com/acme/weather-mcp","stargazers_count":4321,
			"archived":false,"default_branch":"main","pushed_at":"2026-10-01T12:00:00Z","has_issues":true,"open_issues_count":3}`)
	case r.Method == http.MethodGet && r.URL.Path == "/search/issues":
		if !strings.Contains(r.URL.Query().Get("q"), "repo:acme/weather-mcp") {
			http.Error(w, `{"message":"bad query"}`, http.StatusUnprocessableEntity)
			return
		}
		if f.related {
			io.WriteString(w, `{"total_count":1,"items":[{"number":9,"title":"Support outputSchema","state":"open",
				"html_url":"https://github.com/acme/weather-mcp/issues/9","updated_at":"2026-09-01T00:00:00Z"}]}`)
			return
		}
		io.WriteString(w, `{"total_count":0,"items":[]}`)
	case r.Method == http.MethodPost && r.URL.Path == "/repos/acme/weather-mcp/issues":
		var body struct{ Title, Body string }
		_ = json.NewDecoder(r.Body).Decode(&body)
		if r.Header.Get("Authorization") != "Bearer test-token" || body.Body == "" {
			http.Error(w, `{"message":"Bad credentials"}`, http.StatusUnauthorized)
			return
		}
		f.posts = append(f.posts, body.Title)
		w.WriteHeader(http.StatusCreated)
		io.WriteString(w, `{"number":12,"title":"x","state":"open","html_url":"https://github.com/acme/weather-mcp/issues/12"}`)
	default:
		http.Error(w, `{"message":"Not Found"}`, http.StatusNotFound)
	}
}

// installedServer lays out a locally installed npm package whose bin
// script launches the weather fixture, so report finds its package.json
// (repository and SDK dependency) the way it does for real npm servers.
func installedServer(t *testing.T) map[string]any {
	t.Helper()
	root := t.TempDir()
	pkg := filepath.Join(root, "node_modules", "weather-mcp")
	bin := filepath.Join(root, "node_modules", ".bin")
	for _, d := range []string{pkg, bin} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	pj := `{"name":"weather-mcp","version":"1.4.0","repository":{"type":"git","url":"git+https://github.com/acme/weather-mcp.git"},
		"dependencies":{"@modelcontextprotocol/sdk":"^1.20.0"}}`
	script := "#!/bin/sh\nexec \"" + os.Args[0] + "\" fixture seed-weather\n"
	if err := os.WriteFile(filepath.Join(pkg, "package.json"), []byte(pj), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "server.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(bin, "weather-mcp")
	if err := os.Symlink(filepath.Join("..", "weather-mcp", "server.sh"), link); err != nil {
		t.Fatal(err)
	}
	return map[string]any{"command": link, "env": map[string]any{"MCPSURVEY_TEST_MAIN": "1"}}
}

func TestFindLocalPackage(t *testing.T) {
	entry := installedServer(t)
	p, ok := findLocalPackage(capture.Launch{Command: entry["command"].(string)})
	if !ok || p.Name != "weather-mcp" || p.Repository != "https://github.com/acme/weather-mcp" || p.Deps["@modelcontextprotocol/sdk"] == "" {
		t.Fatalf("findLocalPackage: %+v %v", p, ok)
	}
	for _, l := range []capture.Launch{{Command: "npx", Args: []string{"-y", "pkg"}}, {Command: "/no/such/file"}, {}} {
		if p, ok := findLocalPackage(l); ok {
			t.Errorf("%+v: found %+v, want nothing", l, p)
		}
	}
}

// TestReportGitHubFlow runs report's GitHub look-ups and issue filing
// against a fake API on 127.0.0.1: facts and the SDK reach the PR report,
// --file-issues alone is a dry run, --send files once, and a second --send
// files nothing (remembered in the corpus).
func TestReportGitHubFlow(t *testing.T) {
	api := &fakeGitHubAPI{}
	srv := httptest.NewServer(api)
	defer srv.Close()
	t.Setenv("GITHUB_TOKEN", "test-token")
	db := filepath.Join(t.TempDir(), "c.db")
	cfg := writeConfig(t, map[string]any{"weather": installedServer(t)})
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--calls", "all", "--allow-destructive", "--quiet"); code != 0 {
		t.Fatalf("probe: %d %s %s", code, out, errs)
	}
	out := t.TempDir()
	report := func(extra ...string) (string, string) {
		t.Helper()
		args := append([]string{"report", "--db", db, "--out", out, "--github", "--github-api-url", srv.URL + "/"}, extra...)
		stdout, stderr, code := cli(t, args...)
		if code != 0 {
			t.Fatalf("report %v: exit %d\n%s\n%s", extra, code, stdout, stderr)
		}
		return stdout, stderr
	}
	report()
	pr, err := os.ReadFile(filepath.Join(out, "prs", "weather.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"acme/weather-mcp", "4321", "registerTool", "@modelcontextprotocol/sdk"} {
		if !strings.Contains(string(pr), want) {
			t.Errorf("PR report lacks %q:\n%s", want, pr)
		}
	}
	if api.gets == 0 {
		t.Fatal("no repository look-up reached the fake API")
	}

	stdout, _ := report("--file-issues")
	if !strings.Contains(stdout, "dry run") || len(api.posts) != 0 {
		t.Fatalf("--file-issues without --send must be a dry run: posts %v, stdout %s", api.posts, stdout)
	}
	stdout, _ = report("--file-issues", "--send")
	if len(api.posts) != 1 || !strings.Contains(stdout, "issues/12") {
		t.Fatalf("--send: posts %v, stdout %s", api.posts, stdout)
	}
	stdout, _ = report("--file-issues", "--send")
	if len(api.posts) != 1 || !strings.Contains(stdout, "already filed") {
		t.Fatalf("second --send must not file again: posts %v, stdout %s", api.posts, stdout)
	}
}

// TestReportGitHubExistingIssue: an open issue mentioning outputSchema is
// linked in the PR report and no new issue is filed.
func TestReportGitHubExistingIssue(t *testing.T) {
	api := &fakeGitHubAPI{related: true}
	srv := httptest.NewServer(api)
	defer srv.Close()
	t.Setenv("GITHUB_TOKEN", "test-token")
	db := filepath.Join(t.TempDir(), "c.db")
	cfg := writeConfig(t, map[string]any{"weather": installedServer(t)})
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--calls", "all", "--allow-destructive", "--quiet"); code != 0 {
		t.Fatalf("probe: %d %s %s", code, out, errs)
	}
	out := t.TempDir()
	stdout, stderr, code := cli(t, "report", "--db", db, "--out", out, "--github-api-url", srv.URL+"/", "--file-issues", "--send")
	if code != 0 {
		t.Fatalf("report: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if len(api.posts) != 0 || !strings.Contains(stdout, "#9") {
		t.Fatalf("an open related issue must stop filing: posts %v, stdout %s", api.posts, stdout)
	}
	pr, _ := os.ReadFile(filepath.Join(out, "prs", "weather.md"))
	if !strings.Contains(string(pr), "issues/9") {
		t.Errorf("PR report does not link the existing issue:\n%s", pr)
	}
}
