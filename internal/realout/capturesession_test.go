package realout

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe"
)

// captureSession starts srv, initializes as client, lists its tools, runs
// plan (each call bounded by callTimeout) and writes out/<name>.jsonl,
// unlabelled, and the tools listed to out/<name>.tools.json. The held-out
// capture tests share it.
func captureSession(ctx context.Context, t *testing.T, srv realservers.Server, name, pkg, client string, plan []hoCall, out string, callTimeout time.Duration) error {
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
		"clientInfo":      map[string]any{"name": client, "version": "1"},
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
		cctx, cancel := context.WithTimeout(ctx, callTimeout)
		res, err := c.call(cctx, "tools/call", map[string]any{"name": call.Tool, "arguments": json.RawMessage(args)})
		cancel()
		if err != nil {
			t.Logf("%s/%s %s: not written: %v", name, call.Tool, args, err)
			continue
		}
		count[call.Tool]++
		line := hoLine{
			ID: fmt.Sprintf("%s/%s/%d", name, call.Tool, count[call.Tool]), Server: name, Tool: call.Tool,
			Package: pkg, ToolDef: def, Arguments: args, Result: res, Values: []string{},
		}
		if err := enc.Encode(line); err != nil {
			return err
		}
	}
	for tool := range defs {
		if count[tool] == 0 {
			t.Logf("%s: tool %s not captured", name, tool)
		}
	}
	return os.WriteFile(filepath.Join(out, name+".jsonl"), buf.Bytes(), 0o644)
}
