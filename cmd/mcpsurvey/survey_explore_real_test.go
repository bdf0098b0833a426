package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
	"github.com/mcpsurvey/mcpsurvey/report"
)

// exploreReach is, per pinned real server, the least number of tools a
// `survey --calls explore` must get a usable result from (no isError, no
// JSON-RPC error). The figures are a little under what the exploration
// reached when the test was written, so a regression of argument discovery
// fails it while one slow answer does not. taskmanager's look-ups by a
// guessed ID answer {"status": "error", "message": "Request not found"} and
// {"status": "task_not_found", …}: since classifier version 4 those are
// error answers, not usable output, so only its listing counts.
var exploreReach = map[string]int{
	"everything":          7,
	"filesystem":          8,
	"git":                 4,
	"mcp-sqlite":          3,
	"ea-database":         3,
	"sqlite-npx":          3,
	"knowledge-graph":     2,
	"memory":              3,
	"sequential-thinking": 0,
	"calc":                10,
	"time":                5,
	"taskmanager":         1,
	"go-everything":       0,
	"go-memory":           3,
	"go-toolschemas":      0,
	"go-hello":            0,
}

// writeWords are name words that mark a tool as one that changes state;
// the test's own list, independent of the policy's.
var writeWords = map[string]bool{
	"create": true, "write": true, "delete": true, "remove": true, "move": true, "rename": true,
	"set": true, "update": true, "insert": true, "drop": true, "push": true, "add": true,
	"edit": true, "append": true, "clear": true, "kill": true, "exec": true, "execute": true,
	"commit": true, "merge": true, "reset": true, "checkout": true, "clone": true, "init": true,
	"rebase": true, "stash": true, "tag": true, "clean": true, "alter": true, "apply": true,
	"start": true, "stop": true, "save": true, "store": true, "upload": true, "send": true,
}

func nameWords(name string) []string {
	var out []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, strings.ToLower(cur.String()))
			cur.Reset()
		}
	}
	for i, r := range name {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ':
			flush()
		case r >= 'A' && r <= 'Z' && i > 0:
			flush()
			cur.WriteRune(r)
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return out
}

func treeHashes(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			out[rel+"/"] = "dir"
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		out[rel] = hex.EncodeToString(sum[:])
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSurveyExploresRealServers(t *testing.T) {
	if testing.Short() {
		t.Skip("real servers: skipped with -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	set, err := realservers.Setup(ctx, t.TempDir())
	if err != nil {
		t.Fatalf("preparing the real servers: %v", err)
	}
	roots := []string{set.Root}
	if set.Repo != "" {
		roots = append(roots, set.Repo)
	}
	before := map[string]map[string]string{}
	for _, r := range roots {
		before[r] = treeHashes(t, r)
	}
	out := filepath.Join(t.TempDir(), "report")
	args := []string{"survey", "--config", set.Config, "--out", out, "--calls", "explore", "--call-timeout", "15s", "--quiet"}
	for _, r := range roots {
		args = append(args, "--root", r)
	}
	if stdout, errs, code := cli(t, args...); code != exitOK && code != exitFindings {
		t.Fatalf("survey exit %d\n%s\n%s", code, stdout, errs)
	}
	for _, r := range roots {
		after := treeHashes(t, r)
		for k, v := range before[r] {
			if after[k] != v {
				t.Errorf("%s: %s changed during an exploration", r, k)
			}
		}
		for k := range after {
			if _, ok := before[r][k]; !ok && !strings.HasPrefix(k, ".git/") {
				t.Errorf("%s: %s appeared during an exploration", r, k)
			}
		}
	}

	db, err := corpus.Open(ctx, filepath.Join(out, "corpus.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	servers, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*capture.Server{}
	for _, s := range servers {
		got[s.Name] = s
	}
	var report []string
	for name, min := range exploreReach {
		if _, skipped := set.Skipped[name]; skipped {
			continue
		}
		s := got[name]
		if s == nil {
			t.Errorf("server %s missing from the corpus", name)
			continue
		}
		if s.Status != capture.ServerOK || s.CallPolicy != "explore" {
			t.Errorf("server %s: status %q (%s), policy %q", name, s.Status, s.Error, s.CallPolicy)
		}
		usable := map[string]bool{}
		called := map[string]bool{}
		for _, c := range s.Calls {
			called[c.Tool] = true
			if usableCall(c) {
				usable[c.Tool] = true
			}
			if c.Origin != capture.OriginExplore && c.Origin != "" {
				t.Errorf("%s: origin %q, want explore", c.ID, c.Origin)
			}
			var args map[string]json.RawMessage
			_ = json.Unmarshal(c.Arguments, &args)
			for k := range args {
				if c.ArgOrigins[k] == "" {
					t.Errorf("%s: argument %q has no recorded origin (%v)", c.ID, k, c.ArgOrigins)
				}
			}
		}
		report = append(report, name+" "+itoa(len(s.Tools))+" listed, "+itoa(len(called))+" called, "+itoa(len(usable))+" usable")
		if len(usable) < min {
			t.Errorf("server %s: %d tools with a usable result, want at least %d", name, len(usable), min)
		}
		for _, tool := range s.Tools {
			if !called[tool.Name] {
				if tool.SkipReason == "" {
					t.Errorf("%s/%s: not called and no skip reason", name, tool.Name)
				}
				continue
			}
			if tool.CallReason == "" {
				t.Errorf("%s/%s: called without a recorded reason", name, tool.Name)
			}
			for _, w := range nameWords(tool.Name) {
				if writeWords[w] {
					t.Errorf("%s/%s: called, but its name says %q", name, tool.Name, w)
				}
			}
			var def struct {
				Annotations struct {
					ReadOnly    *bool `json:"readOnlyHint"`
					Destructive *bool `json:"destructiveHint"`
				} `json:"annotations"`
			}
			_ = json.Unmarshal(tool.Def, &def)
			if d := def.Annotations.Destructive; d != nil && *d {
				t.Errorf("%s/%s: called, but annotated destructiveHint: true", name, tool.Name)
			}
		}
	}
	sort.Strings(report)
	t.Logf("reach:\n%s", strings.Join(report, "\n"))
	checkSurveyFilesAgree(t, out)
}

// checkSurveyFilesAgree checks that survey.json, survey.md and index.html
// print the same counts (each share with its numerator and denominator),
// that no share exceeds 100%, and that every PR report proposes
// something.
func checkSurveyFilesAgree(t *testing.T, out string) {
	t.Helper()
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	var doc report.SurveyDoc
	if err := json.Unmarshal([]byte(read("survey.json")), &doc); err != nil {
		t.Fatal(err)
	}
	md, page := read("survey.md"), read("index.html")
	d := doc.Survey.Denominators
	var want []string
	for _, p := range doc.Survey.Patterns {
		want = append(want, fmt.Sprintf("(%d/%d)", p.Servers, d.ServersUsable), fmt.Sprintf("(%d/%d)", p.Calls, d.CallsUsable))
		if p.ServerShare > 100 || p.CallShare > 100 || p.Servers > d.ServersUsable || p.Calls > d.CallsUsable {
			t.Errorf("pattern %s: %+v over %+v", p.Pattern, p, d)
		}
	}
	for _, e := range doc.Survey.Errors {
		want = append(want, fmt.Sprintf("(%d/%d)", e.Calls, d.CallsMade))
	}
	for _, r := range doc.ROI {
		if r.ServerPct > 100 || r.ToolPct > 100 || r.CallPct > 100 {
			t.Errorf("ROI row over 100%%: %+v", r)
		}
	}
	if d.CallsUsable+d.CallsErrors != d.CallsMade {
		t.Errorf("usable %d + errors %d != calls made %d", d.CallsUsable, d.CallsErrors, d.CallsMade)
	}
	for _, w := range want {
		if !strings.Contains(md, w) {
			t.Errorf("survey.md lacks %s, which survey.json has", w)
		}
		if !strings.Contains(page, w) {
			t.Errorf("index.html lacks %s, which survey.json has", w)
		}
	}
	prs, _ := filepath.Glob(filepath.Join(out, "prs", "*.md"))
	for _, f := range prs {
		b, _ := os.ReadFile(f)
		if !strings.Contains(string(b), "proposed below") && !strings.Contains(string(b), "MCP2004") {
			t.Errorf("%s proposes nothing", f)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
