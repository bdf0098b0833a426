package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/internal/gosdkservers"
	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// needGoSDK builds the go-sdk v1.8.0 example servers (module proxy).
func needGoSDK(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("go-sdk example servers: skipped with -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := gosdkservers.Ensure(ctx); err != nil {
		t.Fatalf("building the go-sdk example servers: %v", err)
	}
}

// modernChecks are the checks of 2026-07-28 sessions.
var modernChecks = []string{"MCP4009", "MCP4010", "MCP4011", "MCP4012", "MCP4013", "MCP4014", "MCP4015", "MCP4016"}

// TestCheckModernRealServer runs the 2026-07-28 checks on a real
// 2026-07-28 session: the go-sdk v1.8.0 everything example over stdio,
// every tool called. The SDK's stateless results pass them all; its
// findings are tool names with spaces and parentheses (MCP1001) and the
// ping request its "ping" tool sends (MCP4016); a baseline of those keeps
// the run clean. Then the captured session is
// edited the way a broken server would answer (the second tools/list
// reordered and without resultType, on the wire too; a call result
// without _meta) and imported: exactly the 2026-07-28 checks that cover
// those defects fire, as new findings (exit 3), and nothing else.
func TestCheckModernRealServer(t *testing.T) {
	needGoSDK(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	cfg := writeConfig(t, map[string]any{"gosdk-everything": map[string]any{"command": gosdkservers.Bin("everything")}})
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--calls", "all", "--allow-destructive", "--quiet"); code != exitOK {
		t.Fatalf("probe: exit %d\n%s\n%s", code, out, errs)
	}

	// The capture is a 2026-07-28 session with what the checks read.
	export, _, code := cli(t, "corpus", "export", "--db", db)
	if code != exitOK {
		t.Fatalf("export: exit %d", code)
	}
	var lines []map[string]json.RawMessage
	serverLine := -1
	err := jsonx.ReadLines(strings.NewReader(export), 0, func(_ int, line []byte) error {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(line, &m); err != nil {
			return err
		}
		if string(m["kind"]) == `"server"` {
			serverLine = len(lines)
		}
		lines = append(lines, m)
		return nil
	})
	if err != nil {
		t.Fatalf("export: %v", err)
	}
	if serverLine < 0 {
		t.Fatal("no server line in the export")
	}
	srv := lines[serverLine]
	var pv, path string
	_ = json.Unmarshal(srv["protocol_version"], &pv)
	_ = json.Unmarshal(srv["protocol_path"], &path)
	var wire []map[string]json.RawMessage
	var lists []struct {
		Round int             `json:"round"`
		Page  int             `json:"page"`
		Raw   json.RawMessage `json:"raw"`
	}
	_ = json.Unmarshal(srv["wire"], &wire)
	_ = json.Unmarshal(srv["list_results"], &lists)
	if pv != "2026-07-28" || path != "discover" || len(wire) < 6 || len(lists) < 2 || len(srv["discover_result"]) == 0 {
		t.Fatalf("not a recorded 2026-07-28 session: protocol %q path %q, %d wire messages, %d list pages", pv, path, len(wire), len(lists))
	}

	// Every message of the session, mcpsurvey's requests included, conforms
	// to the 2026-07-28 schema.
	var msgs []capture.WireMessage
	if err := json.Unmarshal(srv["wire"], &msgs); err != nil {
		t.Fatal(err)
	}
	sent := 0
	cache := check.NewSchemaCache()
	for i, m := range msgs {
		if m.Truncated {
			continue
		}
		def, vs, err := check.ValidateWireMessage(cache, "2026-07-28", m)
		if err != nil || len(vs) > 0 {
			t.Errorf("wire message %d (%s %s, %s): %v %v\n%s", i+1, m.Dir, m.Method, def, err, vs, m.Raw)
		}
		if m.Dir == capture.WireSend {
			sent++
		}
	}
	if sent < 3 {
		t.Errorf("only %d messages sent", sent)
	}

	base := []string{"check", "--slow-init", "120s"}
	out, errs, code := cli(t, append(base, "--db", db, "--format", "json", "--fail-on", "never")...)
	if code != exitOK {
		t.Fatalf("check: exit %d: %s", code, errs)
	}
	known := jsonFindings(t, out)
	t.Logf("findings: %v", known)
	// Reviewed by hand: the tool names with spaces and parentheses break
	// the naming rules (MCP1001), and the "ping" tool makes the server send
	// a ping request to the client, which 2026-07-28 removed along with all
	// server-to-client requests (MCP4016, a server-level finding). The
	// SDK's stateless results pass every other 2026-07-28 check.
	var modern []string
	for _, k := range known {
		f := strings.Fields(k)
		switch {
		case f[1] == "MCP4016" && len(f) == 2:
			modern = append(modern, f[1])
		case slices.Contains(modernChecks, f[1]):
			t.Errorf("the go-sdk's 2026-07-28 session fails %s (a false positive, or an SDK defect to review): %s", f[1], k)
		case f[1] != "MCP1001" || !strings.ContainsAny(k[len(f[0])+len(f[1])+2:], " ()"):
			t.Errorf("unexpected finding: %s", k)
		}
	}
	if !slices.Equal(modern, []string{"MCP4016"}) {
		t.Errorf("the ping request of the ping tool: MCP4016 findings %v, want one", modern)
	}
	bl := filepath.Join(dir, "baseline.json")
	if _, errs, code := cli(t, append(base, "--db", db, "--fail-on", "never", "--write-baseline", bl)...); code != exitOK {
		t.Fatalf("write baseline: %d %s", code, errs)
	}
	if out, errs, code := cli(t, append(base, "--db", db, "--fail-on", "info", "--baseline", bl, "--format", "json")...); code != exitOK || strings.TrimSpace(out) != "" {
		t.Fatalf("re-run with the baseline: exit %d %q %s", code, out, errs)
	}

	// Break the second listing: reversed order, no resultType (in
	// list_results and on the wire); drop a call result's _meta.
	second := -1
	for i, l := range lists {
		if l.Round == 2 {
			second = i
			break
		}
	}
	if second < 0 {
		t.Fatal("no second listing")
	}
	var page map[string]json.RawMessage
	if err := json.Unmarshal(lists[second].Raw, &page); err != nil {
		t.Fatal(err)
	}
	var tools []json.RawMessage
	_ = json.Unmarshal(page["tools"], &tools)
	if len(tools) < 2 {
		t.Fatalf("second listing has %d tools", len(tools))
	}
	slices.Reverse(tools)
	page["tools"], _ = json.Marshal(tools)
	delete(page, "resultType")
	lists[second].Raw, _ = json.Marshal(page)
	edited := false
	for _, w := range wire {
		var dir, method string
		_ = json.Unmarshal(w["dir"], &dir)
		_ = json.Unmarshal(w["method"], &method)
		var msg map[string]json.RawMessage
		if dir != "recv" || method != "tools/list" || json.Unmarshal(w["raw"], &msg) != nil {
			continue
		}
		if edited {
			msg["result"] = lists[second].Raw
			w["raw"], _ = json.Marshal(msg)
			break
		}
		edited = true // the first tools/list answer stays
	}
	srv["list_results"], _ = json.Marshal(lists)
	srv["wire"], _ = json.Marshal(wire)
	for _, l := range lines {
		var ok bool
		if string(l["kind"]) == `"call"` && string(l["status"]) == `"ok"` {
			var res map[string]json.RawMessage
			if json.Unmarshal(l["result"], &res) == nil && res["_meta"] != nil {
				delete(res, "_meta")
				l["result"], _ = json.Marshal(res)
				ok = true
			}
		}
		if ok {
			break
		}
	}
	var b strings.Builder
	for _, l := range lines {
		lb, _ := json.Marshal(l)
		b.Write(lb)
		b.WriteByte('\n')
	}
	editedPath := filepath.Join(dir, "edited.jsonl")
	if err := os.WriteFile(editedPath, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	db2 := filepath.Join(dir, "edited.db")
	if _, errs, code := cli(t, "corpus", "import", "--db", db2, editedPath); code != exitOK {
		t.Fatalf("import: exit %d: %s", code, errs)
	}
	out, errs, code = cli(t, append(base, "--db", db2, "--fail-on", "info", "--baseline", bl, "--format", "json")...)
	if code != exitFindings {
		t.Fatalf("edited session: exit %d, want %d: %s\n%s", code, exitFindings, errs, out)
	}
	var ids []string
	for _, k := range jsonFindings(t, out) {
		f := strings.Fields(k)
		if f[0] != "gosdk-everything" {
			t.Errorf("finding on another server: %s", k)
		}
		ids = append(ids, f[1])
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	// MCP4009: the wire answer misses the required resultType; MCP4010: the
	// listing has no resultType; MCP4013: the order changed; MCP4015: a call
	// result does not name the server.
	if want := []string{"MCP4009", "MCP4010", "MCP4013", "MCP4015"}; !slices.Equal(ids, want) {
		t.Errorf("new findings %v, want %v:\n%s", ids, want, out)
	}
}
