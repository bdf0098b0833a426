package main

import (
	"bytes"
	"context"
	"os"
	"os/signal"
	"syscall"
	"testing"
)

// TestMain lets the test binary act as mcpsurvey itself when
// MCPSURVEY_TEST_MAIN=1, so configs in tests can launch
// `<test binary> fixture SCENARIO` as a real stdio server subprocess.
func TestMain(m *testing.M) {
	if os.Getenv("MCPSURVEY_TEST_MAIN") == "1" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		stop()
		if f := os.Getenv("MCPSURVEY_TEST_PEAK_FILE"); f != "" {
			writePeakRSS(f)
		}
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// cli runs mcpsurvey in-process and returns its output and exit code.
func cli(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return cliCtx(context.Background(), t, args...)
}

func cliCtx(ctx context.Context, t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(ctx, args, bytes.NewReader(nil), &out, &errb)
	return out.String(), errb.String(), code
}

// fixtureServer is an mcpServers entry launching a built-in fixture.
func fixtureServer(scenario string, env map[string]string) map[string]any {
	e := map[string]any{"MCPSURVEY_TEST_MAIN": "1"}
	for k, v := range env {
		e[k] = v
	}
	return map[string]any{"command": os.Args[0], "args": []string{"fixture", scenario}, "env": e}
}
