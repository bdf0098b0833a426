package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// localPackage is what the package.json of a locally installed server
// says: its name and version, repository and dependencies (which name the
// MCP SDK it is built with).
type localPackage struct {
	Name, Version, Repository string
	Deps                      map[string]string
}

// findLocalPackage looks for the npm package a stdio server was launched
// from: the command or a script argument that resolves (through symlinks,
// as node_modules/.bin entries are) to a file inside a directory with a
// package.json. It reads at most a few directories up and never fails: a
// server launched another way (npx, docker, a URL) gives ok false.
func findLocalPackage(l capture.Launch) (localPackage, bool) {
	cands := []string{l.Command}
	for _, a := range l.Args {
		if strings.HasSuffix(a, ".js") || strings.HasSuffix(a, ".mjs") || strings.HasSuffix(a, ".cjs") || strings.Contains(a, string(filepath.Separator)) {
			cands = append(cands, a)
		}
	}
	for _, c := range cands {
		if c == "" || !strings.Contains(c, string(filepath.Separator)) {
			continue // a bare name found on PATH: not a local package
		}
		if !filepath.IsAbs(c) && l.Cwd != "" {
			c = filepath.Join(l.Cwd, c)
		}
		real, err := filepath.EvalSymlinks(c)
		if err != nil {
			continue
		}
		dir := filepath.Dir(real)
		for range 6 {
			if p, ok := readPackageJSON(filepath.Join(dir, "package.json")); ok {
				return p, true
			}
			parent := filepath.Dir(dir)
			if parent == dir || filepath.Base(dir) == "node_modules" {
				break
			}
			dir = parent
		}
	}
	return localPackage{}, false
}

// readPackageJSON reads the fields findLocalPackage needs; a package.json
// without a name (a workspace root) does not count.
func readPackageJSON(path string) (localPackage, bool) {
	b, err := os.ReadFile(path)
	if err != nil || len(b) > 1<<20 {
		return localPackage{}, false
	}
	var pj struct {
		Name         string            `json:"name"`
		Version      string            `json:"version"`
		Repository   json.RawMessage   `json:"repository"`
		Dependencies map[string]string `json:"dependencies"`
		Peer         map[string]string `json:"peerDependencies"`
	}
	if json.Unmarshal(b, &pj) != nil || pj.Name == "" {
		return localPackage{}, false
	}
	p := localPackage{Name: pj.Name, Version: pj.Version, Deps: map[string]string{}}
	for k, v := range pj.Peer {
		p.Deps[k] = v
	}
	for k, v := range pj.Dependencies {
		p.Deps[k] = v
	}
	var s string
	var o struct {
		URL       string `json:"url"`
		Directory string `json:"directory"`
	}
	switch {
	case json.Unmarshal(pj.Repository, &s) == nil:
		p.Repository = s
	case json.Unmarshal(pj.Repository, &o) == nil && o.URL != "":
		p.Repository = strings.TrimSuffix(strings.TrimPrefix(o.URL, "git+"), ".git")
		if o.Directory != "" {
			p.Repository = strings.TrimSuffix(p.Repository, "/") + "/tree/HEAD/" + strings.Trim(o.Directory, "/")
		}
	}
	return p, true
}
