package realservers

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"

	"github.com/mcpsurvey/mcpsurvey/internal/gosdkservers"
	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// Server is one entry of the config: how to launch a stdio server.
type Server struct {
	Command string            `json:"command"`
	Args    []string          `json:"args,omitempty"`
	Env     map[string]string `json:"env,omitempty"`
	Cwd     string            `json:"cwd,omitempty"`
}

// Set is a prepared folder of real servers.
type Set struct {
	// Dir is the folder Setup prepared.
	Dir string
	// Config is the path of Dir/servers.json, {"mcpServers": {...}} listing
	// every server of Servers.
	Config string
	// Root is the folder of text, markdown and JSON files that the
	// filesystem server may read and write (Dir/root).
	Root string
	// Repo is the git repository the git server works in (Dir/repo), or ""
	// when git is not on PATH.
	Repo string
	// Servers maps each server's name to its launch.
	Servers map[string]Server
	// Skipped maps the name of a server left out to the reason (git
	// missing).
	Skipped map[string]string
}

// Setup installs the pinned npm servers and builds the go-sdk example
// servers (both only when needed), prepares their data under dir (which it
// creates) and writes dir/servers.json. Calling it again on the same dir
// recreates the data from scratch.
func Setup(ctx context.Context, dir string) (*Set, error) {
	if err := npmservers.Ensure(ctx); err != nil {
		return nil, err
	}
	if err := gosdkservers.Ensure(ctx); err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	s := &Set{
		Dir:     dir,
		Config:  filepath.Join(dir, "servers.json"),
		Root:    filepath.Join(dir, "root"),
		Skipped: map[string]string{},
	}
	if err := s.prepare(ctx); err != nil {
		return nil, err
	}
	s.Servers = s.servers()
	if s.Repo == "" {
		delete(s.Servers, "git")
		s.Skipped["git"] = "git not found on PATH"
	}
	if err := s.WriteConfig(s.Config); err != nil {
		return nil, err
	}
	return s, nil
}

// Names returns the names of the servers of the set, sorted.
func (s *Set) Names() []string {
	names := make([]string, 0, len(s.Servers))
	for n := range s.Servers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// WriteConfig writes {"mcpServers": {...}} to path, listing the named
// servers, or every server of the set when names is empty. An unknown name
// is an error.
func (s *Set) WriteConfig(path string, names ...string) error {
	if len(names) == 0 {
		names = s.Names()
	}
	servers := map[string]Server{}
	for _, n := range names {
		srv, ok := s.Servers[n]
		if !ok {
			return fmt.Errorf("realservers: no server %q", n)
		}
		servers[n] = srv
	}
	b, err := json.MarshalIndent(map[string]any{"mcpServers": servers}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// Command returns an unstarted command that runs the named server over
// stdio: its environment is the current one with the server's env laid
// over it, its working directory the server's. The caller connects its
// stdin and stdout (Cmd.StdinPipe, Cmd.StdoutPipe) and starts it; ctx
// kills it.
func (s *Set) Command(ctx context.Context, name string) (*exec.Cmd, error) {
	srv, ok := s.Servers[name]
	if !ok {
		return nil, fmt.Errorf("realservers: no server %q", name)
	}
	cmd := exec.CommandContext(ctx, srv.Command, srv.Args...)
	cmd.Env = os.Environ()
	for k, v := range srv.Env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Dir = srv.Cwd
	return cmd, nil
}
