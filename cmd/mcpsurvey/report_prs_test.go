package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
	"github.com/mcpsurvey/mcpsurvey/report"
)

// prServer is a capture of a server that answered initialize and listed
// tools (each "name" or "name!" for one declaring an outputSchema), with
// the given calls.
func prServer(name string, tools []string, calls ...capture.Call) *capture.Server {
	s := &capture.Server{
		Name: name, Source: "cli", Transport: capture.TransportStdio, Status: capture.ServerOK,
		OfferedVersion: "2025-11-25", ProtocolVersion: "2025-11-25",
		InitializeResult: json.RawMessage(`{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"` + name + `","version":"1"}}`),
		ListPages:        1,
	}
	for _, t := range tools {
		def := `{"name":"` + strings.TrimSuffix(t, "!") + `","inputSchema":{"type":"object"}`
		if strings.HasSuffix(t, "!") {
			def += `,"outputSchema":{"type":"object","properties":{"ok":{"type":"boolean"}}}`
		}
		s.Tools = append(s.Tools, capture.Tool{Name: strings.TrimSuffix(t, "!"), Page: 1, Def: json.RawMessage(def + "}")})
	}
	for i := range calls {
		calls[i].Seq = i + 1
		calls[i].ID = fmt.Sprintf("%s/%s/%d", name, calls[i].Tool, i+1)
	}
	s.Calls = calls
	return s
}

// textCall is an answered call whose result is one text block.
func textCall(tool, text string, isError bool) capture.Call {
	res := map[string]any{"content": []map[string]string{{"type": "text", "text": text}}}
	status := capture.CallOK
	if isError {
		res["isError"] = true
		status = capture.CallToolError
	}
	raw, _ := json.Marshal(res)
	return capture.Call{Tool: tool, Status: status, Result: raw}
}

// rpcErrorCall is a call answered with a JSON-RPC error.
func rpcErrorCall(tool string) capture.Call {
	return capture.Call{Tool: tool, Status: capture.CallRPCError, Error: json.RawMessage(`{"code":-32603,"message":"internal error"}`)}
}

// TestPRReportsOnlyWithAProposal: a PR report is written only for servers
// with a schema inferred from usable outputs; the others are listed once
// in prs.md with their reason, and a written report sums up the tools
// without a proposal in one line per reason.
func TestPRReportsOnlyWithAProposal(t *testing.T) {
	var uncalled []string
	for i := 1; i <= 14; i++ {
		uncalled = append(uncalled, fmt.Sprintf("admin_%02d", i))
	}
	servers := []*capture.Server{
		// (1) one tool with usable JSON outputs; error answers of the same
		// tool (an error-shaped JSON text) must not shape the schema.
		prServer("usable", []string{"get_user"},
			textCall("get_user", `{"name":"ann","age":31}`, false),
			textCall("get_user", `{"name":"bob","age":7}`, false),
			textCall("get_user", `{"error":"user not found"}`, false)),
		// (2) every answer an error: isError, a JSON-RPC error, error text.
		prServer("failing", []string{"fetch", "lookup", "resolve"},
			textCall("fetch", "request failed: 403", true),
			textCall("fetch", "request failed: 404", true),
			rpcErrorCall("lookup"),
			textCall("resolve", "Error: fetch failed (ECONNREFUSED)", false)),
		// (3) tools listed, none called.
		prServer("silent", []string{"create_page", "delete_page"}),
		// (4) many tools not called and one with a usable output.
		prServer("wide", append([]string{"list_items"}, uncalled...),
			textCall("list_items", `{"items":[{"id":1,"title":"a"},{"id":2,"title":"b"}],"total":2}`, false)),
		// every tool declares an outputSchema.
		prServer("typed", []string{"status!"},
			capture.Call{Tool: "status", Status: capture.CallOK, Result: json.RawMessage(`{"content":[{"type":"text","text":"{\"ok\":true}"}],"structuredContent":{"ok":true}}`)}),
	}
	db := checkCorpus(t, servers...)
	out := filepath.Join(t.TempDir(), "r")
	// A stale report from an earlier run of a server that now gets none
	// must go.
	if err := os.MkdirAll(filepath.Join(out, "prs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "prs", "silent.md"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := cli(t, "report", "--db", db, "--out", out)
	if code != 0 {
		t.Fatalf("report: exit %d\n%s\n%s", code, stdout, stderr)
	}

	prs, _ := filepath.Glob(filepath.Join(out, "prs", "*.md"))
	var names []string
	for _, p := range prs {
		names = append(names, filepath.Base(p))
	}
	if got := strings.Join(names, ","); got != "usable.md,wide.md" {
		t.Fatalf("PR reports = %s, want usable.md,wide.md", got)
	}
	if want := "2 PR reports; none for 3 servers: already declares outputSchema on every tool (1), not called (1), only errors (1)"; !strings.Contains(stderr, want) {
		t.Errorf("report summary does not say %q:\n%s", want, stderr)
	}

	// (1) the proposal: the schema of the usable outputs only.
	md := readFile(t, filepath.Join(out, "prs", "usable.md"))
	schema := firstJSONBlock(t, md)
	props, _ := schema["properties"].(map[string]any)
	if props["name"] == nil || props["age"] == nil {
		t.Errorf("proposed schema lacks name/age: %v", schema)
	}
	if props["error"] != nil {
		t.Errorf("the error answer shaped the proposed schema: %v", schema)
	}
	if !strings.Contains(md, "| `get_user` |") || !strings.Contains(md, "| 2/3 |") {
		t.Errorf("tools table does not show get_user with 2 usable outputs of 3 calls:\n%s", md)
	}

	// (4) uncalled tools in one line, not a row each.
	md = readFile(t, filepath.Join(out, "prs", "wide.md"))
	if n := strings.Count(md, "admin_"); n != 14 {
		t.Errorf("uncalled tools named %d times, want 14 (once each):\n%s", n, md)
	}
	line := regexp.MustCompile("(?m)^- Not called \\(14\\): `admin_01`, .*`admin_14`$")
	if !line.MatchString(md) {
		t.Errorf("no one-line summary of the 14 uncalled tools:\n%s", md)
	}
	if rows := regexp.MustCompile("(?m)^\\| `").FindAllString(md, -1); len(rows) != 1 {
		t.Errorf("tools table has %d rows, want 1 (list_items)", len(rows))
	}

	// (2), (3) and the typed server: listed once in prs.md with the reason.
	index := readFile(t, filepath.Join(out, report.PRIndexFile))
	for _, want := range []string{
		"Servers with a PR report in `prs/`: 2 of 5.",
		"| usable | [prs/usable.md](prs/usable.md) |",
		"| wide | [prs/wide.md](prs/wide.md) |",
		"| failing | only errors | 3 tools only errors |",
		"| silent | not called | 2 tools not called |",
		"| typed | already declares outputSchema on every tool | 1 tool |",
	} {
		if !strings.Contains(index, want) {
			t.Errorf("prs.md lacks %q:\n%s", want, index)
		}
	}
	for _, s := range []string{"failing", "silent", "typed"} {
		if n := strings.Count(index, "| "+s+" |"); n != 1 {
			t.Errorf("%s listed %d times in prs.md, want once", s, n)
		}
	}
}

// TestPRSummaryText: the survey's end-summary phrase for PR reports.
func TestPRSummaryText(t *testing.T) {
	for _, c := range []struct {
		t    report.PRTally
		want string
	}{
		{report.PRTally{Written: 1, Skipped: map[string]int{}}, "1 PR report"},
		{report.PRTally{Written: 7, Skipped: map[string]int{report.ReasonNoSchema: 1, report.ReasonNotCalled: 2}},
			"7 PR reports; none for 3 servers: not called (2), no schema inferred (1)"},
	} {
		if got := prsText(c.t); got != c.want {
			t.Errorf("prsText(%v) = %q, want %q", c.t, got, c.want)
		}
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// firstJSONBlock decodes the first ```json block of md.
func firstJSONBlock(t *testing.T, md string) map[string]any {
	t.Helper()
	m := regexp.MustCompile("(?s)```json\n(.*?)\n```").FindStringSubmatch(md)
	if m == nil {
		t.Fatalf("no json block:\n%s", md)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(m[1]), &v); err != nil {
		t.Fatalf("json block: %v\n%s", err, m[1])
	}
	return v
}
