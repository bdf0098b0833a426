package probe

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// callsPlanner calls the tools it names, once each with the given
// arguments, and no other tool.
type callsPlanner map[string]string

func (p callsPlanner) Plan(server string, tool capture.Tool) Decision {
	args, ok := p[tool.Name]
	if !ok {
		return Decision{Skip: "not in the test's plan"}
	}
	return Decision{Calls: []PlannedCall{{Arguments: json.RawMessage(args), Origin: capture.OriginPlan}}}
}

// needNpmServers installs the pinned npm servers, or skips the test where
// that cannot be done (-short, no node).
func needNpmServers(t *testing.T, ctx context.Context) {
	t.Helper()
	if testing.Short() {
		t.Skip("real servers: skipped with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node not installed")
	}
	if err := npmservers.Ensure(ctx); err != nil {
		t.Fatal(err)
	}
}

// loadOne loads a one-server {"mcpServers": ...} config the way a user's
// file is loaded, so that its secrets are chosen as in a survey.
func loadOne(t *testing.T, servers map[string]any) []ServerSpec {
	t.Helper()
	data, err := json.Marshal(map[string]any{"mcpServers": servers})
	if err != nil {
		t.Fatal(err)
	}
	specs, warnings, err := LoadSources("servers.json", data, func(string) (string, bool) { return "", false })
	if err != nil || len(warnings) > 0 {
		t.Fatalf("LoadSources: %v %q", err, warnings)
	}
	return specs
}

// captureJSON is everything of a capture that reaches the corpus.
func captureJSON(t *testing.T, srv *capture.Server) string {
	t.Helper()
	b, err := json.Marshal(srv)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func callOf(t *testing.T, srv *capture.Server, tool string) capture.Call {
	t.Helper()
	for _, c := range srv.Calls {
		if c.Tool == tool {
			return c
		}
	}
	t.Fatalf("%s: no call of %s (status %s, %s)", srv.Name, tool, srv.Status, srv.Error)
	return capture.Call{}
}

// directAnswers runs a stdio server as a plain client would, lists its
// tools and calls one, and returns the raw tool definitions by name and the
// raw result of the call.
func directAnswers(t *testing.T, env []string, command string, args []string, tool, arguments string) (map[string]json.RawMessage, json.RawMessage) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, command, args...)
	cmd.Env = env
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = stdin.Close(); _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	_, _ = stdin.Write([]byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}` + "\n" +
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + arguments + `}}` + "\n"))
	defs := map[string]json.RawMessage{}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var m struct {
			ID     json.RawMessage `json:"id"`
			Result json.RawMessage `json:"result"`
		}
		if json.Unmarshal(sc.Bytes(), &m) != nil {
			continue
		}
		switch string(m.ID) {
		case "2":
			var list struct {
				Tools []json.RawMessage `json:"tools"`
			}
			if err := json.Unmarshal(m.Result, &list); err != nil {
				t.Fatal(err)
			}
			for _, d := range list.Tools {
				var name struct{ Name string }
				_ = json.Unmarshal(d, &name)
				defs[name.Name] = d
			}
		case "3":
			return defs, m.Result
		}
	}
	t.Fatalf("no answer to tools/call %s from %s", tool, command)
	return nil, nil
}

// TestRedactRealServerKeepsConfigValues probes the pinned server-everything
// with a credential and plain config values in its env. Its get-env tool
// answers with its whole environment; a banner on stdout and stderr shows
// the values too. The credential leaves no trace in the capture and shows
// as its marker everywhere it was; the log level "error" and the service
// URL stay as the server wrote them, and so do the tool definitions,
// arguments and answers that hold the word "error".
func TestRedactRealServerKeepsConfigValues(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	needNpmServers(t, ctx)
	bin := npmservers.Bin("mcp-server-everything")

	const token = "fake-api-token-for-redaction-0042"
	const marker = "[REDACTED:env:MY_API_TOKEN]"
	env := map[string]string{
		"LOG_LEVEL":    "error",
		"MY_API_TOKEN": token,
		"SERVICE_URL":  "http://127.0.0.1:9/x",
	}
	// The banner lines put the values on stdout (a noise event) and stderr.
	script := `echo "banner: token $MY_API_TOKEN, log level $LOG_LEVEL"; ` +
		`echo "stderr: token $MY_API_TOKEN, service $SERVICE_URL, log level $LOG_LEVEL" >&2; exec "$0" "$@"`
	specs := loadOne(t, map[string]any{"everything": map[string]any{
		"command": "sh", "args": []string{"-c", script, bin, "stdio"}, "env": env}})
	spec := specs[0]
	for _, s := range spec.Secrets {
		if s.Name != "env:MY_API_TOKEN" {
			t.Errorf("secret %s: only the token is a credential", s.Name)
		}
	}

	environ := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	annotatedArgs := `{"messageType":"error"}`
	srv := Probe(ctx, spec, Options{Environ: environ, CallTimeout: 30 * time.Second,
		Planner: callsPlanner{"get-env": `{}`, "get-annotated-message": annotatedArgs}})
	if srv.Status != capture.ServerOK {
		t.Fatalf("status %s: %s\nstderr: %s", srv.Status, srv.Error, srv.StderrTail)
	}

	// The token: nowhere, in no form; its marker where it was.
	all := captureJSON(t, srv)
	if strings.Contains(all, token) {
		t.Errorf("the capture holds the token:\n%.2000s", all)
	}
	if strings.Contains(all, "[REDACTED:env:LOG_LEVEL]") || strings.Contains(all, "[REDACTED:env:SERVICE_URL]") {
		t.Errorf("a plain config value was redacted:\n%.2000s", all)
	}
	wantTail := "stderr: token " + marker + ", service http://127.0.0.1:9/x, log level error"
	if !strings.Contains(srv.StderrTail, wantTail) {
		t.Errorf("stderr tail %q lacks %q", srv.StderrTail, wantTail)
	}
	banner := false
	for _, e := range srv.Events {
		if e.Kind == capture.EventStdoutNoise && strings.Contains(e.Raw, "banner: token "+marker+", log level error") {
			banner = true
		}
	}
	if !banner {
		t.Errorf("no stdout noise event with the redacted banner: %+v", srv.Events)
	}

	// get-env: the environment as the server sent it, but the token.
	getEnv := callOf(t, srv, "get-env")
	if getEnv.Status != capture.CallOK {
		t.Fatalf("get-env: %s %s", getEnv.Status, getEnv.Result)
	}
	for _, want := range []string{`\"LOG_LEVEL\": \"error\"`, `\"SERVICE_URL\": \"http://127.0.0.1:9/x\"`, `\"MY_API_TOKEN\": \"` + marker + `\"`} {
		if !strings.Contains(string(getEnv.Result), want) {
			t.Errorf("get-env result lacks %s: %s", want, getEnv.Result)
		}
	}
	var res struct {
		Content []struct{ Text string } `json:"content"`
	}
	if err := json.Unmarshal(getEnv.Result, &res); err != nil || len(res.Content) == 0 {
		t.Fatalf("get-env result: %v %s", err, getEnv.Result)
	}
	var got map[string]string
	if err := json.Unmarshal([]byte(res.Content[0].Text), &got); err != nil {
		t.Fatalf("get-env text: %v", err)
	}
	want := map[string]string{"MY_API_TOKEN": marker, "LOG_LEVEL": "error", "SERVICE_URL": "http://127.0.0.1:9/x"}
	for _, kv := range environ {
		k, v, _ := strings.Cut(kv, "=")
		want[k] = v
	}
	var diffs []string
	for k, v := range want {
		if got[k] != v {
			diffs = append(diffs, k+": got "+got[k]+", want "+v)
		}
	}
	sort.Strings(diffs)
	if len(diffs) > 0 {
		t.Errorf("get-env environment differs:\n%s", strings.Join(diffs, "\n"))
	}

	// get-annotated-message: definition (its enum lists "error"),
	// arguments and answer byte-exact.
	directEnv := append(append([]string(nil), environ...), "LOG_LEVEL=error", "MY_API_TOKEN="+token, "SERVICE_URL=http://127.0.0.1:9/x")
	defs, direct := directAnswers(t, directEnv, bin, []string{"stdio"}, "get-annotated-message", annotatedArgs)
	ann := callOf(t, srv, "get-annotated-message")
	if string(ann.Arguments) != annotatedArgs {
		t.Errorf("arguments %s, want %s", ann.Arguments, annotatedArgs)
	}
	if string(ann.Result) != string(direct) {
		t.Errorf("get-annotated-message result not byte-exact:\ncapture: %s\nserver:  %s", ann.Result, direct)
	}
	if !strings.Contains(string(direct), "Error") {
		t.Errorf("the server's answer changed: %s", direct)
	}
	found := false
	for _, tool := range srv.Tools {
		if tool.Name == "get-annotated-message" {
			found = true
			if string(tool.Def) != string(defs[tool.Name]) {
				t.Errorf("definition not byte-exact:\ncapture: %s\nserver:  %s", tool.Def, defs[tool.Name])
			}
			if !strings.Contains(string(tool.Def), `"error"`) {
				t.Errorf("definition lacks \"error\": %s", tool.Def)
			}
		}
	}
	if !found {
		t.Error("get-annotated-message not listed")
	}
}

// TestRedactRealSaaSServersFakeCredentials probes the pinned SaaS servers
// of realservers (GitHub, Slack, Brave Search) with their fake credentials:
// they start and list their tools offline, their calls fail, and no fake
// credential reaches the capture, even where the arguments carried one
// and the server logged them to stderr. Slack's plain LOG_LEVEL=error
// leaves its {"error": ...} answers alone.
func TestRedactRealSaaSServersFakeCredentials(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	needNpmServers(t, ctx)
	fake := realservers.FakeCredentials
	plans := map[string]callsPlanner{
		"github": {
			"search_repositories": `{"query":"mcp"}`,
			"get_file_contents":   `{"owner":"octocat","repo":"hello-world","path":"README.md"}`,
		},
		"slack": {
			"slack_list_channels":    `{}`,
			"slack_get_user_profile": `{"user_id":"` + fake["SLACK_BOT_TOKEN"] + `"}`,
		},
		"brave-search": {
			"brave_web_search": `{"query":"` + fake["BRAVE_API_KEY"] + `"}`,
		},
	}
	servers := realservers.SaaS()
	if len(servers) != len(realservers.SaaSServers) {
		t.Fatalf("SaaS() = %d servers, SaaSServers names %d", len(servers), len(realservers.SaaSServers))
	}
	for _, name := range realservers.SaaSServers {
		t.Run(name, func(t *testing.T) {
			specs := loadOne(t, map[string]any{name: servers[name]})
			srv := Probe(ctx, specs[0], Options{CallTimeout: 30 * time.Second, Planner: plans[name]})
			if srv.Status != capture.ServerOK || len(srv.Tools) == 0 {
				t.Fatalf("status %s (%s), %d tools\nstderr: %s", srv.Status, srv.Error, len(srv.Tools), srv.StderrTail)
			}
			if len(srv.Calls) != len(plans[name]) {
				t.Errorf("%d calls, want %d", len(srv.Calls), len(plans[name]))
			}
			for _, c := range srv.Calls {
				if c.Status == capture.CallOK && !strings.Contains(string(c.Result), "error") {
					t.Errorf("%s: succeeded without an API: %s", c.Tool, c.Result)
				}
			}
			all := captureJSON(t, srv)
			for k, v := range fake {
				if strings.Contains(all, v) {
					t.Errorf("the capture holds the fake %s", k)
				}
			}
			if strings.Contains(all, "[REDACTED:env:LOG_LEVEL]") || strings.Contains(all, "[REDACTED:env:SLACK_TEAM_ID]") {
				t.Errorf("a plain config value was redacted:\n%.3000s", all)
			}
			switch name {
			case "slack":
				// Slack logs each request, arguments included, to stderr.
				if !strings.Contains(srv.StderrTail, "[REDACTED:env:SLACK_BOT_TOKEN]") {
					t.Errorf("stderr lacks the token's marker: %s", srv.StderrTail)
				}
				list := callOf(t, srv, "slack_list_channels")
				if !strings.Contains(string(list.Result), `\"error\"`) {
					t.Errorf("slack_list_channels: %s %s, want an answer with an \"error\" key", list.Status, list.Result)
				}
			case "brave-search":
				if c := callOf(t, srv, "brave_web_search"); string(c.Arguments) != `{"query":"[REDACTED:env:BRAVE_API_KEY]"}` {
					t.Errorf("brave_web_search arguments %s", c.Arguments)
				}
			}
			for _, c := range srv.Calls {
				t.Logf("%s: %s %.200s%.200s", c.Tool, c.Status, c.Result, c.Error)
			}
		})
	}
}
