package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSecretsNeverReachTheCorpus: a secret in a server's env (echoed by the
// server on stdout, stderr and in a tool result), one expanded from ${VAR}
// into args, and one in a header leave no trace in the corpus files or the
// export; their names are kept.
func TestSecretsNeverReachTheCorpus(t *testing.T) {
	const envSecret = "ghp_EnvSecretValue0123456789"
	const argSecret = "arg-secret-value-9876543210"
	t.Setenv("MCPSURVEY_ARG_SECRET", argSecret)
	srv := fixtureServer("echo-env", map[string]string{"FIXTURE_SECRET": envSecret, "OTHER_TOKEN": "${MCPSURVEY_ARG_SECRET}"})
	srv["args"] = []string{"fixture", "echo-env", "token=${MCPSURVEY_ARG_SECRET}"}
	cfg := writeConfig(t, map[string]any{"leaky": srv})
	db := filepath.Join(t.TempDir(), "c.db")
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db); code != 0 {
		t.Fatalf("probe exit %d: %s %s", code, out, errs)
	}
	export, lines := exportAll(t, db)
	called := false
	for _, l := range lines {
		if l.Tool == "get_env" && l.ID != "" {
			called = true
			if !strings.Contains(string(l.Result), "[REDACTED:env:FIXTURE_SECRET]") {
				t.Errorf("get_env result lacks the marker: %.400s", l.Result)
			}
		}
	}
	if !called {
		t.Fatalf("get_env was not called; export:\n%s", export)
	}
	for _, secret := range []string{envSecret, argSecret} {
		if strings.Contains(export, secret) {
			t.Errorf("export contains secret %q", secret)
		}
		assertNoSecret(t, db, secret)
	}
	if !strings.Contains(export, "${MCPSURVEY_ARG_SECRET}") || !strings.Contains(export, `"FIXTURE_SECRET"`) {
		t.Errorf("export should keep the unexpanded args and the env names:\n%.1500s", export)
	}
	if _, err := os.Stat(db); err != nil {
		t.Fatal(err)
	}
}
