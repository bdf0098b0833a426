package realservers

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// HeldOutServers names the servers of the held-out real-output test set
// (internal/realout/testdata/heldout): eight servers of Setup's set and four
// more that only the held-out set uses (a Redis store, ESLint, a code runner
// and a fetch server pointed at a local HTTP server).
var HeldOutServers = []string{
	"ea-database", "sqlite-npx", "taskmanager", "time", "calc", "knowledge-graph",
	"go-memory", "go-toolschemas",
	"redis", "eslint", "code-runner", "fetch",
}

// HeldOutSet is a Set with the held-out servers added, plus the local
// services they talk to (a redis-server and an HTTP server on 127.0.0.1).
// Close stops those services.
type HeldOutSet struct {
	*Set
	// LintDir is the folder of JavaScript files the eslint server lints
	// (its working directory, with an eslint.config.mjs).
	LintDir string
	// WebURL is the base URL of the local HTTP server the fetch server reads
	// (http://127.0.0.1:PORT/), serving WebFiles.
	WebURL string
	// RedisURL is the redis:// URL of the local redis-server.
	RedisURL string

	redis *exec.Cmd
	web   *http.Server
}

// SetupHeldOut prepares Setup's set in dir, then the data and services of
// the held-out servers: JavaScript files with an ESLint config, a
// redis-server (Debian's redis-server package) on a free loopback port with
// no persistence, and an HTTP server on 127.0.0.1 serving WebFiles. The
// servers of HeldOutServers are added to Servers (the config file written by
// Setup is left as it is). The caller must Close the set.
func SetupHeldOut(ctx context.Context, dir string) (*HeldOutSet, error) {
	s, err := Setup(ctx, dir)
	if err != nil {
		return nil, err
	}
	h := &HeldOutSet{Set: s, LintDir: filepath.Join(s.Dir, "lint")}
	if err := os.RemoveAll(h.LintDir); err != nil {
		return nil, err
	}
	if err := writeFiles(h.LintDir, LintFiles); err != nil {
		return nil, err
	}
	if err := h.startRedis(ctx); err != nil {
		return nil, err
	}
	if err := h.startWeb(); err != nil {
		h.Close()
		return nil, err
	}
	extra := map[string]Server{
		"redis":       s.server(npmservers.Bin("mcp-server-redis"), []string{h.RedisURL}, nil),
		"eslint":      {Command: npmservers.Bin("mcp"), Cwd: h.LintDir},
		"code-runner": s.server(npmservers.Bin("mcp-server-code-runner"), nil, nil),
		"fetch":       s.server(npmservers.Bin("mcp-npx-fetch"), nil, nil),
	}
	for n, srv := range extra {
		s.Servers[n] = srv
	}
	return h, nil
}

// Close stops the redis-server and the HTTP server.
func (h *HeldOutSet) Close() error {
	var errs []error
	if h.web != nil {
		errs = append(errs, h.web.Close())
		h.web = nil
	}
	if h.redis != nil && h.redis.Process != nil {
		_ = syscall.Kill(-h.redis.Process.Pid, syscall.SIGKILL)
		_ = h.redis.Wait()
		h.redis = nil
	}
	return errors.Join(errs...)
}

// freePort returns a TCP port on 127.0.0.1 that was free a moment ago.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// startRedis runs redis-server on a free loopback port, in its own process
// group, with no snapshot or append-only file, and waits until it answers.
func (h *HeldOutSet) startRedis(ctx context.Context) error {
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		return fmt.Errorf("realservers: redis-server not found on PATH (Debian package redis-server): %w", err)
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", h.data(""), "--loglevel", "warning")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("realservers: redis-server: %w", err)
	}
	h.redis = cmd
	addr := "127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			h.Close()
			return fmt.Errorf("realservers: redis-server on %s did not answer: %v", addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	h.RedisURL = "redis://" + addr
	return nil
}

// startWeb serves WebFiles on 127.0.0.1 (Content-Type by extension).
func (h *HeldOutSet) startWeb() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Path[1:]
		body, ok := WebFiles[name]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", contentType(name))
		_, _ = w.Write([]byte(body))
	})
	h.web = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = h.web.Serve(l) }()
	h.WebURL = "http://" + l.Addr().String() + "/"
	return nil
}

// contentType returns the media type of a WebFiles name by its extension.
func contentType(name string) string {
	switch filepath.Ext(name) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".json":
		return "application/json"
	case ".md":
		return "text/markdown; charset=utf-8"
	default:
		return "text/plain; charset=utf-8"
	}
}
