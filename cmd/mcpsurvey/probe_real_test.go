package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// exportLine is the part of an export line the tests read.
type exportLine struct {
	Kind      string          `json:"kind"`
	ID        string          `json:"id"`
	Server    string          `json:"server"`
	Tool      string          `json:"tool"`
	Status    string          `json:"status"`
	Arguments json.RawMessage `json:"arguments"`
	Result    json.RawMessage `json:"result"`
	Error     json.RawMessage `json:"error"`
	ToolDef   json.RawMessage `json:"tool_def"`
	Skip      string          `json:"skip_reason"`
}

func needNPM(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("real npm servers: skipped with -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := npmservers.Ensure(ctx); err != nil {
		t.Fatalf("installing the pinned MCP servers: %v", err)
	}
}

func writeConfig(t *testing.T, servers map[string]any) string {
	t.Helper()
	b, err := json.MarshalIndent(map[string]any{"mcpServers": servers}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "servers.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func exportAll(t *testing.T, db string) (string, []exportLine) {
	t.Helper()
	out, errs, code := cli(t, "corpus", "export", "--db", db)
	if code != 0 {
		t.Fatalf("corpus export: exit %d: %s", code, errs)
	}
	var lines []exportLine
	err := jsonx.ReadLines(strings.NewReader(out), 0, func(_ int, line []byte) error {
		var l exportLine
		if err := json.Unmarshal(line, &l); err != nil {
			return fmt.Errorf("export line is not JSON: %v: %s", err, line)
		}
		lines = append(lines, l)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out, lines
}

const testSecret = "sk-mcpsurvey-test-7f3a9c1e5b"

func realServersConfig(t *testing.T, root string) map[string]any {
	return map[string]any{
		"everything": map[string]any{"command": npmservers.Bin("mcp-server-everything"), "args": []string{"stdio"},
			"env": map[string]string{"MCPSURVEY_FAKE_TOKEN": testSecret}},
		"memory":              map[string]any{"command": npmservers.Bin("mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(root, "memory.jsonl")}},
		"filesystem":          map[string]any{"command": npmservers.Bin("mcp-server-filesystem"), "args": []string{root}},
		"sequential-thinking": map[string]any{"command": npmservers.Bin("mcp-server-sequential-thinking")},
	}
}

// TestProbeFourRealServers is the first "done when": the four
// pinned servers, one concurrent run, every tool, the read-only calls, and
// an export whose results are the servers' bytes.
func TestProbeFourRealServers(t *testing.T) {
	needNPM(t)
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "notes.txt"), []byte("hello from the corpus\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := writeConfig(t, realServersConfig(t, root))
	db := filepath.Join(t.TempDir(), "c.db")
	out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--format", "json", "--jobs", "4")
	if code != 0 {
		t.Fatalf("probe exit %d\nstdout: %s\nstderr: %s", code, out, errs)
	}
	var sum struct {
		Servers []serverSummary `json:"servers"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("summary: %v\n%s", err, out)
	}
	if len(sum.Servers) != 4 {
		t.Fatalf("got %d servers in the summary, want 4: %s", len(sum.Servers), out)
	}
	for _, s := range sum.Servers {
		if s.Status != "ok" {
			t.Errorf("server %s: status %s (%s)", s.Name, s.Status, s.Error)
		}
	}

	_, lines := exportAll(t, db)
	tools := map[string]map[string]bool{}
	called := map[string]exportLine{}
	for _, l := range lines {
		if l.Kind == "server" {
			continue
		}
		if tools[l.Server] == nil {
			tools[l.Server] = map[string]bool{}
		}
		tools[l.Server][l.Tool] = true
		if l.ID != "" {
			called[l.Server+"/"+l.Tool] = l
		}
		if len(l.ToolDef) == 0 {
			t.Errorf("%s/%s: export line without tool_def", l.Server, l.Tool)
		}
	}
	want := map[string][]string{
		"everything":          {"echo", "get-env", "get-structured-content", "get-sum", "get-tiny-image", "toggle-simulated-logging"},
		"memory":              {"create_entities", "read_graph", "search_nodes", "open_nodes", "delete_entities"},
		"filesystem":          {"read_text_file", "write_file", "list_directory", "directory_tree", "list_allowed_directories", "move_file"},
		"sequential-thinking": {"sequentialthinking"},
	}
	for server, names := range want {
		for _, n := range names {
			if !tools[server][n] {
				t.Errorf("server %s: tool %s missing from the export", server, n)
			}
		}
	}
	if n := len(tools["filesystem"]); n != 14 {
		t.Errorf("filesystem: %d tools, want 14", n)
	}
	if n := len(tools["memory"]); n != 9 {
		t.Errorf("memory: %d tools, want 9", n)
	}
	// Read-only tools are called, others are not.
	for _, key := range []string{"everything/echo", "everything/get-structured-content", "memory/read_graph", "filesystem/list_allowed_directories", "sequential-thinking/sequentialthinking"} {
		if _, ok := called[key]; !ok {
			t.Errorf("read-only tool %s was not called", key)
		}
	}
	for _, key := range []string{"memory/create_entities", "memory/delete_entities", "filesystem/write_file", "filesystem/move_file", "everything/toggle-simulated-logging"} {
		if _, ok := called[key]; ok {
			t.Errorf("tool %s without readOnlyHint was called", key)
		}
	}
	// Tools declaring an outputSchema answer with structuredContent.
	for _, key := range []string{"everything/get-structured-content", "memory/read_graph", "filesystem/list_allowed_directories"} {
		var r map[string]json.RawMessage
		if err := json.Unmarshal(called[key].Result, &r); err != nil {
			t.Errorf("%s: result not an object: %v", key, err)
			continue
		}
		if _, ok := r["structuredContent"]; !ok {
			t.Errorf("%s: result lacks structuredContent: %s", key, called[key].Result)
		}
	}
	if got := string(called["filesystem/list_allowed_directories"].Result); !strings.Contains(got, filepath.Base(root)) {
		t.Errorf("list_allowed_directories result does not name the root %s: %s", root, got)
	}

	// Byte-exact: the exported echo result equals what the server sends
	// to a plain client for the same call.
	echo := called["everything/echo"]
	direct := directCall(t, npmservers.Bin("mcp-server-everything"), []string{"stdio"}, "echo", echo.Arguments)
	if !bytes.Equal(direct, echo.Result) {
		t.Errorf("echo result not byte-exact:\nexport: %s\nserver: %s", echo.Result, direct)
	}

	// The secret the server's environment held never reaches the corpus.
	if !strings.Contains(string(called["everything/get-env"].Result), "[REDACTED:env:MCPSURVEY_FAKE_TOKEN]") {
		t.Errorf("get-env result does not carry the redaction marker: %.300s", called["everything/get-env"].Result)
	}
	assertNoSecret(t, db, testSecret)
}

// assertNoSecret greps the corpus files' bytes for a value.
func assertNoSecret(t *testing.T, db, secret string) {
	t.Helper()
	for _, p := range []string{db, db + "-wal", db + "-shm"} {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if bytes.Contains(b, []byte(secret)) {
			t.Errorf("%s contains the secret value", p)
		}
	}
}

// directCall speaks to a stdio server without mcpsurvey and returns the
// raw bytes of the result of one tools/call.
func directCall(t *testing.T, bin string, args []string, tool string, arguments json.RawMessage) json.RawMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	params, _ := json.Marshal(map[string]any{"name": tool, "arguments": arguments})
	cmd.Stdin = strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":` + string(params) + "}\n")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var m struct {
			ID     json.RawMessage `json:"id"`
			Result json.RawMessage `json:"result"`
		}
		if json.Unmarshal(sc.Bytes(), &m) == nil && string(m.ID) == "2" {
			return append(json.RawMessage(nil), m.Result...)
		}
	}
	t.Fatalf("no answer to tools/call %s from %s", tool, bin)
	return nil
}
