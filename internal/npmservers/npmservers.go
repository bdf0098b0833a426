package npmservers

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/filelock"
)

// Dir returns the absolute path of testdata/npm.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "npm")
}

// Bin returns the path of an installed server's executable (for example
// "mcp-server-everything").
func Bin(name string) string {
	return filepath.Join(Dir(), "node_modules", ".bin", name)
}

// Ensure installs the pinned servers unless they are installed and the
// lock file has not changed since. Concurrent callers (test binaries of
// several packages run in parallel) are serialized with a file lock.
func Ensure(ctx context.Context) error {
	dir := Dir()
	if _, err := exec.LookPath("npm"); err != nil {
		return fmt.Errorf("npm not found on PATH: the integration tests need Node.js and npm to install the pinned MCP servers")
	}
	return filelock.With(filepath.Join(dir, ".install.lock"), func() error {
		stamp := filepath.Join(dir, "node_modules", ".mcpsurvey-installed")
		lockInfo, err := os.Stat(filepath.Join(dir, "package-lock.json"))
		if err != nil {
			return err
		}
		if st, err := os.Stat(stamp); err == nil && !st.ModTime().Before(lockInfo.ModTime()) {
			return nil
		}
		ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			return fmt.Errorf("npm ci in %s: %v\n%s", dir, err, out)
		}
		return os.WriteFile(stamp, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644)
	})
}
