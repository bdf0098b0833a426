package realout

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe"
)

// TestCaptureHeldOut2 captures the raw outputs of the servers of the second
// held-out set (realservers.HeldOut2Servers). It runs only with
// MCPSURVEY_CAPTURE_HELDOUT2=1 and writes unlabelled lines (pattern and
// values empty) to MCPSURVEY_CAPTURE_HELDOUT2_OUT (default: a temporary
// folder it logs), one <server>.jsonl each. The labelled copy is
// testdata/heldout2; labels are written by hand, never by mcpsurvey's own
// classify, suggest or extract code.
//
// The servers' data is prepared in MCPSURVEY_CAPTURE_HELDOUT2_DIR (default:
// a new folder under the home directory, removed at the end; not under
// /tmp, which the Obsidian server refuses as a vault).
func TestCaptureHeldOut2(t *testing.T) {
	if os.Getenv("MCPSURVEY_CAPTURE_HELDOUT2") != "1" {
		t.Skip("set MCPSURVEY_CAPTURE_HELDOUT2=1 to capture the servers of the second held-out set")
	}
	out := os.Getenv("MCPSURVEY_CAPTURE_HELDOUT2_OUT")
	if out == "" {
		out = t.TempDir()
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("writing to %s", out)
	dir := os.Getenv("MCPSURVEY_CAPTURE_HELDOUT2_DIR")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			t.Fatal(err)
		}
		if dir, err = os.MkdirTemp(home, "mcpsurvey-heldout2-"); err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(dir)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	set, err := realservers.SetupHeldOut2(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer set.Close()
	only := os.Getenv("MCPSURVEY_CAPTURE_HELDOUT2_ONLY") // comma-separated server names, for reruns
	plans := h2Plans(set)
	for _, name := range realservers.HeldOut2Servers {
		if only != "" && !strings.Contains(","+only+",", ","+name+",") {
			continue
		}
		if len(plans[name]) == 0 {
			t.Errorf("%s: no calls planned", name)
		}
		if err := h2CaptureServer(ctx, t, set.Servers[name], name, plans[name], out); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// h2CaptureServer starts one server, lists its tools, runs plan and writes
// out/<name>.jsonl, and the tools listed to out/<name>.tools.json.
func h2CaptureServer(ctx context.Context, t *testing.T, srv realservers.Server, name string, plan []hoCall, out string) error {
	env := os.Environ()
	for k, v := range srv.Env {
		env = append(env, k+"="+v)
	}
	conn, err := probe.DialStdio(ctx, srv.Command, srv.Args, env, srv.Cwd, probe.DialOptions{MaxMessage: 16 << 20, StderrTail: 4096})
	if err != nil {
		return err
	}
	defer conn.Close()
	c := &hoClient{conn: conn}
	ictx, icancel := context.WithTimeout(ctx, 60*time.Second)
	_, err = c.call(ictx, "initialize", map[string]any{
		"protocolVersion": "2025-06-18",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "mcpsurvey-heldout2-capture", "version": "1"},
	})
	icancel()
	if err != nil {
		return fmt.Errorf("initialize: %w", err)
	}
	if err := c.send(ctx, map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"}); err != nil {
		return err
	}
	defs := map[string]json.RawMessage{}
	cursor := ""
	for {
		params := map[string]any{}
		if cursor != "" {
			params["cursor"] = cursor
		}
		res, err := c.call(ctx, "tools/list", params)
		if err != nil {
			return fmt.Errorf("tools/list: %w", err)
		}
		var page struct {
			Tools      []json.RawMessage `json:"tools"`
			NextCursor string            `json:"nextCursor"`
		}
		if err := json.Unmarshal(res, &page); err != nil {
			return fmt.Errorf("tools/list: %w", err)
		}
		for _, d := range page.Tools {
			var n struct{ Name string }
			_ = json.Unmarshal(d, &n)
			defs[n.Name] = d
		}
		if page.NextCursor == "" {
			break
		}
		cursor = page.NextCursor
	}
	listed, err := json.MarshalIndent(defs, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, name+".tools.json"), listed, 0o644); err != nil {
		return err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	count := map[string]int{}
	for _, call := range plan {
		def, ok := defs[call.Tool]
		if !ok {
			t.Errorf("%s: tool %q not listed", name, call.Tool)
			continue
		}
		args, err := json.Marshal(call.Args)
		if err != nil {
			return err
		}
		cctx, cancel := context.WithTimeout(ctx, 60*time.Second)
		res, err := c.call(cctx, "tools/call", map[string]any{"name": call.Tool, "arguments": json.RawMessage(args)})
		cancel()
		if err != nil {
			t.Logf("%s/%s %s: not written: %v", name, call.Tool, args, err)
			continue
		}
		count[call.Tool]++
		line := hoLine{
			ID: fmt.Sprintf("%s/%s/%d", name, call.Tool, count[call.Tool]), Server: name, Tool: call.Tool,
			Package: realservers.HeldOut2Packages[name], ToolDef: def, Arguments: args, Result: res, Values: []string{},
		}
		if err := enc.Encode(line); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(out, name+".jsonl"), buf.Bytes(), 0o644)
}
