package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// readmeSection returns the README section under heading (up to the next
// "## ").
func readmeSection(t *testing.T, heading string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("README has no %q section", heading)
	}
	s = s[i+len(heading)+2:]
	if j := strings.Index(s, "\n## "); j >= 0 {
		s = s[:j]
	}
	return s
}

// fences returns the bodies of the ```lang blocks of s.
func fences(s, lang string) []string {
	var out []string
	for {
		i := strings.Index(s, "```"+lang+"\n")
		if i < 0 {
			return out
		}
		s = s[i+len(lang)+4:]
		j := strings.Index(s, "```")
		if j < 0 {
			return out
		}
		out = append(out, s[:j])
		s = s[j+3:]
	}
}

// TestReadmeRegressExamples runs the README's regress commands and the
// mcpsurvey steps of its GitHub Actions job, in that order, in a directory
// holding the files they name.
func TestReadmeRegressExamples(t *testing.T) {
	sec := readmeSection(t, "## Regression tests for extraction configs (CI)")
	var cmds []string
	for _, body := range fences(sec, "sh") {
		for _, l := range strings.Split(body, "\n") {
			if strings.HasPrefix(l, "mcpsurvey ") {
				cmds = append(cmds, l)
			}
		}
	}
	ys := fences(sec, "yaml")
	if len(ys) != 1 {
		t.Fatalf("want one yaml block, got %d", len(ys))
	}
	var wf struct {
		Jobs map[string]struct {
			Steps []struct {
				Run string `yaml:"run"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal([]byte(ys[0]), &wf); err != nil {
		t.Fatalf("the workflow is not YAML: %v", err)
	}
	if len(wf.Jobs["regress"].Steps) == 0 {
		t.Fatal("the workflow has no regress job steps")
	}
	for _, st := range wf.Jobs["regress"].Steps {
		for _, l := range strings.Split(st.Run, "\n") {
			if strings.HasPrefix(l, "mcpsurvey ") {
				cmds = append(cmds, l)
			}
		}
	}
	if len(cmds) < 4 {
		t.Fatalf("commands found: %q", cmds)
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "testdata", "mcp"), 0o755); err != nil {
		t.Fatal(err)
	}
	src := writeRegressCorpus(t, dir, 4)
	if err := os.Rename(src, filepath.Join(dir, "testdata", "mcp", "corpus.jsonl")); err != nil {
		t.Fatal(err)
	}
	writeGateway(t, dir, `Temperature: (\d+)`)
	t.Chdir(dir)
	for _, c := range cmds {
		args := strings.Fields(strings.TrimPrefix(c, "mcpsurvey "))
		if out, errOut, code := cli(t, args...); code != exitOK {
			t.Errorf("%s: exit %d\n%s%s", c, code, out, errOut)
		}
	}
}
