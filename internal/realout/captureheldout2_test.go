package realout

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
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
	return captureSession(ctx, t, srv, name, realservers.HeldOut2Packages[name], "mcpsurvey-heldout2-capture", plan, out, 60*time.Second)
}
