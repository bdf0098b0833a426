package realout

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe"
)

// TestCaptureHeldOut captures the raw outputs of the held-out servers
// (realservers.HeldOutServers) for the held-out set. It runs only with
// MCPSURVEY_CAPTURE_HELDOUT=1 and writes unlabelled lines (pattern and
// values empty) to MCPSURVEY_CAPTURE_HELDOUT_OUT (default: a temporary
// folder it logs), one <server>.jsonl each. The labelled copy is
// testdata/heldout; labels are written by hand, never by mcpsurvey's own
// classify, suggest or extract code.
//
// Each server runs over stdio (probe.DialStdio, which returns every message
// exactly as received); the calls of hoPlans run in order, so writes that
// create data come before the reads of it. A call answered with a JSON-RPC
// error instead of a result is logged and not written.
func TestCaptureHeldOut(t *testing.T) {
	if os.Getenv("MCPSURVEY_CAPTURE_HELDOUT") != "1" {
		t.Skip("set MCPSURVEY_CAPTURE_HELDOUT=1 to capture the held-out servers")
	}
	out := os.Getenv("MCPSURVEY_CAPTURE_HELDOUT_OUT")
	if out == "" {
		out = t.TempDir()
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("writing to %s", out)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	set, err := realservers.SetupHeldOut(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer set.Close()
	only := os.Getenv("MCPSURVEY_CAPTURE_HELDOUT_ONLY") // comma-separated server names, for reruns
	for _, name := range realservers.HeldOutServers {
		if only != "" && !strings.Contains(","+only+",", ","+name+",") {
			continue
		}
		plan := hoPlans(set)[name]
		if len(plan) == 0 {
			t.Errorf("%s: no calls planned", name)
		}
		if err := hoCaptureServer(ctx, t, set, name, plan, out); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// hoCall is one planned tools/call.
type hoCall struct {
	Tool string
	Args map[string]any
}

// hoLine is one unlabelled line of the capture (the REALOUT format).
type hoLine struct {
	ID        string          `json:"id"`
	Server    string          `json:"server"`
	Tool      string          `json:"tool"`
	Package   string          `json:"package"`
	ToolDef   json.RawMessage `json:"tool_def"`
	Arguments json.RawMessage `json:"arguments"`
	Result    json.RawMessage `json:"result"`
	Pattern   string          `json:"pattern"`
	Values    []string        `json:"values"`
}

// hoPackages names the package of each held-out server as pinned.
var hoPackages = map[string]string{
	"ea-database":     "npm:@executeautomation/database-server@1.1.0",
	"sqlite-npx":      "npm:mcp-server-sqlite-npx@0.8.0",
	"taskmanager":     "npm:@kazuph/mcp-taskmanager@1.1.1",
	"time":            "npm:time-mcp@1.0.6",
	"calc":            "npm:@coo-quack/calc-mcp@2.1.1",
	"knowledge-graph": "npm:@itseasy21/mcp-knowledge-graph@1.0.7",
	"go-memory":       "go:github.com/modelcontextprotocol/go-sdk/examples/server/memory@v1.8.0",
	"go-toolschemas":  "go:github.com/modelcontextprotocol/go-sdk/examples/server/toolschemas@v1.8.0",
	"redis":           "npm:@modelcontextprotocol/server-redis@2025.4.25",
	"eslint":          "npm:@eslint/mcp@0.3.13",
	"code-runner":     "npm:mcp-server-code-runner@0.1.8",
	"fetch":           "npm:@tokenizin/mcp-npx-fetch@1.0.0",
}

// hoCaptureServer starts one server, lists its tools, runs plan and writes
// out/<name>.jsonl, and the tools listed to out/<name>.tools.json.
func hoCaptureServer(ctx context.Context, t *testing.T, set *realservers.HeldOutSet, name string, plan []hoCall, out string) error {
	return captureSession(ctx, t, set.Servers[name], name, hoPackages[name], "mcpsurvey-heldout-capture", plan, out, 30*time.Second)
}

// hoClient is a sequential JSON-RPC client over a probe.Conn: one request
// at a time; requests from the server are answered with an empty result
// (roots/list) or method-not-found, notifications are dropped.
type hoClient struct {
	conn probe.Conn
	next int64
}

func (c *hoClient) send(ctx context.Context, msg any) error {
	b, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	return c.conn.Send(ctx, b)
}

// call sends a request and returns the raw "result" of its answer.
func (c *hoClient) call(ctx context.Context, method string, params any) (json.RawMessage, error) {
	c.next++
	id := c.next
	if err := c.send(ctx, map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params}); err != nil {
		return nil, err
	}
	for {
		raw, err := c.conn.Recv(ctx)
		if err != nil {
			return nil, err
		}
		var env struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Result json.RawMessage `json:"result"`
			Error  json.RawMessage `json:"error"`
		}
		if err := json.Unmarshal(raw, &env); err != nil {
			continue
		}
		if env.Method != "" {
			if len(env.ID) > 0 {
				reply := map[string]any{"jsonrpc": "2.0", "id": env.ID}
				if env.Method == "roots/list" {
					reply["result"] = map[string]any{"roots": []any{}}
				} else {
					reply["error"] = map[string]any{"code": -32601, "message": "method not found"}
				}
				if err := c.send(ctx, reply); err != nil {
					return nil, err
				}
			}
			continue
		}
		if string(env.ID) != fmt.Sprint(id) {
			continue
		}
		if len(env.Error) > 0 && string(env.Error) != "null" {
			return nil, fmt.Errorf("JSON-RPC error %s", env.Error)
		}
		if len(env.Result) == 0 {
			return nil, errors.New("answer without result")
		}
		return env.Result, nil
	}
}
