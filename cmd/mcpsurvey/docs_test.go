package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocsCommandsUseRealFlags keeps the documentation true: every
// `mcpsurvey CMD ...` line in the README and docs/ci.md names a command
// that exists, and every --flag it passes is one that command's --help
// lists.
func TestDocsCommandsUseRealFlags(t *testing.T) {
	flagRE := regexp.MustCompile(`(?:^|\s)--?([a-z][a-z0-9-]*)`)
	cmdRE := regexp.MustCompile(`(?:^|[\s;|&(]|run: )mcpsurvey ([a-z-]+)((?: [^|;&#\n]*)?)`)
	codeRE := regexp.MustCompile("(?s)```.*?```|`[^`\n]+`")
	help := map[string]string{}
	checked := 0
	for _, doc := range []string{filepath.Join("..", "..", "README.md"), filepath.Join("..", "..", "docs", "ci.md")} {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		// Only code counts: fenced blocks and inline code spans.
		code := strings.Join(codeRE.FindAllString(string(b), -1), "\n")
		for _, m := range cmdRE.FindAllStringSubmatch(code, -1) {
			name, rest := m[1], m[2]
			if name == "help" || strings.HasPrefix(rest, " -- ") {
				continue
			}
			sub := ""
			if name == "corpus" {
				f := strings.Fields(rest)
				if len(f) == 0 {
					continue
				}
				sub = f[0]
			}
			key := strings.TrimSpace(name + " " + sub)
			h, ok := help[key]
			if !ok {
				args := []string{name}
				if sub != "" {
					args = append(args, sub)
				}
				out, errOut, code := cli(t, append(args, "--help")...)
				if code != exitOK {
					t.Errorf("%s: `mcpsurvey %s --help` exits %d: %s", doc, key, code, errOut)
					continue
				}
				h = out + errOut
				help[key] = h
			}
			if before, _, found := strings.Cut(rest, " -- "); found {
				rest = before // the server command's own flags
			}
			for _, f := range flagRE.FindAllStringSubmatch(rest, -1) {
				if f[1] == "help" {
					continue
				}
				checked++
				if !strings.Contains(h, "  -"+f[1]+" ") && !strings.Contains(h, "  -"+f[1]+"\n") {
					t.Errorf("%s: `mcpsurvey %s` is given --%s, which its --help does not list", doc, key, f[1])
				}
			}
		}
	}
	if checked < 30 {
		t.Fatalf("only %d documented flags checked: the pattern no longer finds the commands", checked)
	}
}
