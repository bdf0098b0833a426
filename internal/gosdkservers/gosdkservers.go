package gosdkservers

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

// examplePrefix is the import path of the SDK's example servers.
const examplePrefix = "github.com/modelcontextprotocol/go-sdk/examples/server/"

// Names lists the stdio example servers Ensure builds, each named as its
// folder under examples/server. All of them speak stdio when run without
// flags; "memory" takes -memory FILE to persist its knowledge graph, and
// all but "hello" and "toolschemas" take -http ADDR to serve Streamable
// HTTP (stateful: over HTTP they advertise 2025-11-25 and older only).
var Names = []string{"everything", "memory", "sequentialthinking", "toolschemas", "hello"}

// HTTPNames lists the HTTP-only example servers Ensure builds as well.
// "distributed", run with DistributedChildEnv=PORT, is one stateless
// Streamable HTTP server on localhost:PORT with the tool "inc": the SDK
// serves MCP 2026-07-28 over HTTP only from stateless handlers.
var HTTPNames = []string{"distributed"}

// DistributedChildEnv is the environment variable that makes the
// "distributed" example serve one stateless Streamable HTTP backend on
// localhost at the port it names, instead of forking backends and proxying.
const DistributedChildEnv = "MCP_CHILD_PORT"

// moduleRoot returns the absolute path of this module's root folder.
func moduleRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Dir returns the absolute path of the cache folder testdata/gosdk.
func Dir() string {
	return filepath.Join(moduleRoot(), "testdata", "gosdk")
}

// Bin returns the path of a built example server's executable (name is one
// of Names or HTTPNames, for example "everything").
func Bin(name string) string {
	return filepath.Join(Dir(), "bin", name)
}

// Ensure builds every server of Names and HTTPNames whose executable is missing or older
// than go.mod, with `go build` run from the module root (so the SDK version
// is the one go.mod requires). Concurrent callers (test binaries of several
// packages run in parallel) are serialized with a file lock.
func Ensure(ctx context.Context) error {
	if _, err := exec.LookPath("go"); err != nil {
		return fmt.Errorf("go not found on PATH: needed to build the go-sdk example servers")
	}
	if err := os.MkdirAll(filepath.Join(Dir(), "bin"), 0o755); err != nil {
		return err
	}
	return filelock.With(filepath.Join(Dir(), ".build.lock"), func() error {
		modInfo, err := os.Stat(filepath.Join(moduleRoot(), "go.mod"))
		if err != nil {
			return err
		}
		ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
		defer cancel()
		for _, name := range append(append([]string(nil), Names...), HTTPNames...) {
			if st, err := os.Stat(Bin(name)); err == nil && !st.ModTime().Before(modInfo.ModTime()) {
				continue
			}
			if err := build(ctx, name); err != nil {
				return err
			}
		}
		return nil
	})
}

// build compiles one example server to a temporary name and renames it into
// place, so a killed build never leaves a truncated executable behind.
func build(ctx context.Context, name string) error {
	tmp := Bin(name) + ".tmp"
	cmd := exec.CommandContext(ctx, "go", "build", "-o", tmp, examplePrefix+name)
	cmd.Dir = moduleRoot()
	out, err := cmd.CombinedOutput()
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("go build %s%s: %v\n%s", examplePrefix, name, err, out)
	}
	return os.Rename(tmp, Bin(name))
}
