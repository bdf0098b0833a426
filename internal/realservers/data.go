package realservers

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// rootFiles are the files of Root, by path relative to it.
var rootFiles = map[string]string{
	"notes.txt": "Meeting notes\n- ship the survey tool\n- pin the real servers\n- write the report\n",
	"README.md": "# Sample folder\n\nFiles for the filesystem server of the integration tests.\n\n" +
		"## Contents\n\n- notes.txt: plain text\n- data/config.json: settings\n",
	"data/config.json": "{\n  \"name\": \"sample\",\n  \"version\": 3,\n  \"debug\": false,\n" +
		"  \"tags\": [\"alpha\", \"beta\"]\n}\n",
}

// prepare creates the folders and data files under s.Dir, removing what an
// earlier Setup left there.
func (s *Set) prepare(ctx context.Context) error {
	for _, d := range []string{s.work(), s.data(""), s.Root, filepath.Join(s.Dir, "repo")} {
		if err := os.RemoveAll(d); err != nil {
			return err
		}
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	if err := writeFiles(s.Root, rootFiles); err != nil {
		return err
	}
	for _, name := range SQLiteServers {
		if err := createDB(ctx, s.DB(name)); err != nil {
			return fmt.Errorf("realservers: database for %s: %w", name, err)
		}
	}
	if _, err := exec.LookPath("git"); err != nil {
		return nil // no git server then; Setup records why
	}
	s.Repo = filepath.Join(s.Dir, "repo")
	return s.initRepo(ctx)
}

// writeFiles writes files (path relative to dir → content) under dir.
func writeFiles(dir string, files map[string]string) error {
	for rel, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// initRepo makes s.Repo a git repository with two commits, so the git
// server's log, show and diff tools have history to read, and an identity
// in its own config, so its commit tools work without a global one.
func (s *Set) initRepo(ctx context.Context) error {
	steps := []struct {
		files map[string]string
		args  []string
	}{
		{nil, []string{"init", "-q", "-b", "main"}},
		{nil, []string{"config", "user.name", "mcpsurvey test"}},
		{nil, []string{"config", "user.email", "test@example.com"}},
		{map[string]string{"README.md": "# demo\n", "main.go": "package main\n\nfunc main() {}\n"}, nil},
		{nil, []string{"add", "-A"}},
		{nil, []string{"commit", "-q", "-m", "first commit"}},
		{map[string]string{"README.md": "# demo\n\nA repository for the git server.\n"}, nil},
		{nil, []string{"commit", "-q", "-a", "-m", "describe the repository"}},
	}
	for _, st := range steps {
		if st.files != nil {
			if err := writeFiles(s.Repo, st.files); err != nil {
				return err
			}
			continue
		}
		cmd := exec.CommandContext(ctx, "git", st.args...)
		cmd.Dir = s.Repo
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_AUTHOR_DATE=2026-01-02T03:04:05Z", "GIT_COMMITTER_DATE=2026-01-02T03:04:05Z")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("realservers: git %v: %v\n%s", st.args, err, out)
		}
	}
	return nil
}
