package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

const regressExamples = `  # write goldens once (suggested configs over the corpus), commit them
  mcpsurvey regress --input testdata/mcp/corpus.jsonl --config gateway.json --golden testdata/mcp/golden --update

  # in CI: fail (exit 1, with a diff per tool) when extraction changed
  mcpsurvey regress --input testdata/mcp/corpus.jsonl --config gateway.json --golden testdata/mcp/golden

  # without --config the configs are suggested from the same corpus: the
  # goldens then also capture the suggester's behaviour
  mcpsurvey regress --db corpus.db --golden golden/

  # one source tool only
  mcpsurvey regress --input calls.jsonl --config gateway.json --golden golden/ --tool github:search_repositories
`

// maxDiffLines is how many differences are printed per golden file.
const maxDiffLines = 20

// regressOptions are the flags of regress.
type regressOptions struct {
	input, db, golden, config string
	update                    bool
	tools                     []string
}

func runRegress(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "regress", "mcpsurvey regress (--input FILE.jsonl | --db FILE) --golden DIR [--config gateway.json] [--update] [--tool server:tool]...", regressExamples)
	var o regressOptions
	fs.StringVar(&o.input, "input", "", "JSONL `file` (corpus export; - for stdin) whose calls are extracted")
	fs.StringVar(&o.db, "db", "", "corpus `file` whose latest calls are extracted")
	fs.StringVar(&o.golden, "golden", "", "`directory` of golden files, one <server>__<tool>.json per virtual tool")
	fs.StringVar(&o.config, "config", "", "gateway config `file` (virtual_tools); default: configs suggested from the same corpus")
	fs.BoolVar(&o.update, "update", false, "rewrite the goldens (and remove stale ones) instead of comparing")
	var tools listFlag
	fs.Var(&tools, "tool", "only the virtual tools of this source `server:tool` (repeatable)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	o.tools = tools
	if (o.input == "") == (o.db == "") {
		fmt.Fprintln(e.stderr, "mcpsurvey regress: give exactly one of --input FILE.jsonl or --db FILE")
		return exitUsage
	}
	if o.golden == "" {
		fmt.Fprintln(e.stderr, "mcpsurvey regress: --golden DIR is required")
		return exitUsage
	}
	for _, t := range o.tools {
		if _, _, ok := cutSourceTool(t); !ok {
			fmt.Fprintf(e.stderr, "mcpsurvey regress: --tool %q: want server:tool\n", t)
			return exitUsage
		}
	}
	return regress(ctx, e, o)
}

func regress(ctx context.Context, e *env, o regressOptions) int {
	tools, err := regressCorpus(ctx, e, o)
	if err != nil {
		return failf(e, "regress: %v", err)
	}
	gw, origin, err := regressGateway(o, tools)
	if err != nil {
		return failf(e, "regress: %v", err)
	}
	current, err := runGateway(gw, tools, o.tools)
	if err != nil {
		return failf(e, "regress: %v", err)
	}
	if o.update {
		return updateGoldens(e, o, current, origin)
	}
	return compareGoldens(e, o, current, origin)
}

// regressCorpus reads the calls of --input or --db.
func regressCorpus(ctx context.Context, e *env, o regressOptions) ([]suggest.Tool, error) {
	if o.input != "" {
		r, name, closer, err := openInput(e, o.input)
		if err != nil {
			return nil, err
		}
		defer closer.Close()
		return fileTools(r, name)
	}
	if _, err := os.Stat(o.db); err != nil {
		return nil, fmt.Errorf("corpus %s: %w", o.db, err)
	}
	d, err := corpus.Open(ctx, o.db)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	tools, _, err := dbTools(ctx, d)
	return tools, err
}

// regressGateway loads --config, or suggests a config per tool.
func regressGateway(o regressOptions, tools []suggest.Tool) (*extract.Gateway, string, error) {
	if o.config != "" {
		data, err := os.ReadFile(o.config)
		if err != nil {
			return nil, "", err
		}
		gw, err := extract.LoadGateway(data, o.config)
		if err != nil {
			return nil, "", err
		}
		return gw, "config " + o.config, nil
	}
	sugs := make([]suggest.Suggestion, 0, len(tools))
	for _, t := range tools {
		sugs = append(sugs, suggest.Suggest(t))
	}
	return suggest.Gateway(sugs), "configs suggested from the corpus", nil
}

// goldenSet is the current outcome: golden file name -> content.
type goldenSet map[string]*goldenFile

// runGateway applies every virtual tool to the calls of its source tool.
func runGateway(gw *extract.Gateway, tools []suggest.Tool, only []string) (goldenSet, error) {
	byKey := map[string]*suggest.Tool{}
	for i := range tools {
		byKey[tools[i].Server+":"+tools[i].Tool] = &tools[i]
	}
	keep := map[string]bool{}
	for _, t := range only {
		keep[t] = true
	}
	sources := map[string][2]string{}
	for _, name := range gw.Names() {
		vt := gw.VirtualTools[name]
		if vt == nil {
			continue
		}
		server, tool, ok := cutSourceTool(vt.SourceTool)
		if !ok {
			return nil, fmt.Errorf("virtual tool %q: source_tool %q is not server:tool (regress needs one source per virtual tool)", name, vt.SourceTool)
		}
		if len(keep) > 0 && !keep[vt.SourceTool] {
			continue
		}
		sources[name] = [2]string{server, tool}
	}
	names := goldenNames(sources)
	out := goldenSet{}
	for name, src := range sources {
		vt := gw.VirtualTools[name]
		x, err := extract.Compile(vt)
		if err != nil {
			return nil, fmt.Errorf("virtual tool %q: %w", name, err)
		}
		g := &goldenFile{VirtualTool: name, SourceTool: vt.SourceTool, ConfigSHA256: goldenConfigHash(vt), Calls: []goldenCall{}}
		if t := byKey[src[0]+":"+src[1]]; t != nil {
			for _, s := range t.Samples {
				c := goldenCall{ID: s.ID}
				res, err := x.Apply(s.Result)
				if err != nil {
					c.Error = err.Error()
				} else if res.Value != nil {
					if c.Value, err = goldenValue(res.Value); err != nil {
						c.Error = "value is not JSON: " + err.Error()
					}
				}
				g.Calls = append(g.Calls, c)
			}
		}
		sort.SliceStable(g.Calls, func(i, j int) bool { return g.Calls[i].ID < g.Calls[j].ID })
		out[names[name]] = g
	}
	return out, nil
}

// updateGoldens writes the current outcome and removes stale goldens.
func updateGoldens(e *env, o regressOptions, cur goldenSet, origin string) int {
	if err := os.MkdirAll(o.golden, 0o755); err != nil {
		return failf(e, "regress: %v", err)
	}
	written, unchanged := 0, 0
	for _, name := range goldenSortedNames(cur) {
		b, err := encodeGolden(cur[name])
		if err != nil {
			return failf(e, "regress: %s: %v", name, err)
		}
		path := goldenPath(o.golden, name)
		if old, err := os.ReadFile(path); err == nil && string(old) == string(b) {
			unchanged++
			continue
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return failf(e, "regress: %v", err)
		}
		written++
	}
	removed := 0
	if len(o.tools) == 0 {
		files, err := goldenFiles(o.golden)
		if err != nil {
			return failf(e, "regress: %v", err)
		}
		for _, f := range files {
			if cur[f] == nil {
				if err := os.Remove(goldenPath(o.golden, f)); err != nil {
					return failf(e, "regress: %v", err)
				}
				removed++
			}
		}
	}
	fmt.Fprintf(e.stdout, "regress: %d golden file(s) written, %d unchanged, %d stale removed in %s (%s)\n", written, unchanged, removed, o.golden, origin)
	return exitOK
}

// compareGoldens compares the current outcome with the stored goldens.
func compareGoldens(e *env, o regressOptions, cur goldenSet, origin string) int {
	fi, err := os.Stat(o.golden)
	if errors.Is(err, os.ErrNotExist) {
		return failf(e, "regress: golden directory %s does not exist (create it with --update)", o.golden)
	}
	if err != nil {
		return failf(e, "regress: %v", err)
	}
	if !fi.IsDir() {
		return failf(e, "regress: golden %s is not a directory", o.golden)
	}
	failed, calls := 0, 0
	var notes []string
	for _, name := range goldenSortedNames(cur) {
		g := cur[name]
		calls += len(g.Calls)
		path := goldenPath(o.golden, name)
		want, err := readGolden(path)
		if errors.Is(err, os.ErrNotExist) {
			failed++
			printGoldenDiff(e.stdout, path, g, []string{fmt.Sprintf("no golden file for virtual tool %q (%d calls); run with --update to create it", g.VirtualTool, len(g.Calls))})
			continue
		}
		if err != nil {
			return failf(e, "regress: %v", err)
		}
		diffs := diffGolden(want, g)
		if want.VirtualTool != g.VirtualTool || want.SourceTool != g.SourceTool {
			diffs = append([]string{fmt.Sprintf("golden is for virtual tool %q of %s, now %q of %s", want.VirtualTool, want.SourceTool, g.VirtualTool, g.SourceTool)}, diffs...)
		}
		if len(diffs) > 0 {
			failed++
			printGoldenDiff(e.stdout, path, g, diffs)
			continue
		}
		if want.ConfigSHA256 != g.ConfigSHA256 {
			notes = append(notes, fmt.Sprintf("note: %s: the config of %q changed since the golden was written; extracted values are unchanged", path, g.VirtualTool))
		}
	}
	stale := 0
	if len(o.tools) == 0 {
		files, err := goldenFiles(o.golden)
		if err != nil {
			return failf(e, "regress: %v", err)
		}
		for _, f := range files {
			if cur[f] == nil {
				stale++
				failed++
				fmt.Fprintf(e.stdout, "--- %s\n    golden for a virtual tool that the config no longer has (remove it with --update)\n", goldenPath(o.golden, f))
			}
		}
	}
	for _, n := range notes {
		fmt.Fprintln(e.stderr, n)
	}
	if failed > 0 {
		fmt.Fprintf(e.stdout, "regress: FAIL: %d of %d golden file(s) differ (%d virtual tools, %d calls, %s); run with --update to accept the new values\n",
			failed, len(cur)+stale, len(cur), calls, origin)
		return exitFailure
	}
	fmt.Fprintf(e.stdout, "regress: ok: %d virtual tool(s), %d call(s) match the goldens in %s (%s)\n", len(cur), calls, o.golden, origin)
	return exitOK
}

// printDiff prints the differences of one golden file, the first
// maxDiffLines of them.
func printGoldenDiff(w io.Writer, path string, g *goldenFile, diffs []string) {
	fmt.Fprintf(w, "--- %s (virtual tool %q, source %s)\n", path, g.VirtualTool, g.SourceTool)
	for i, d := range diffs {
		if i == maxDiffLines {
			fmt.Fprintf(w, "    ... and %d more difference(s)\n", len(diffs)-maxDiffLines)
			break
		}
		fmt.Fprintf(w, "    %s\n", tableText(d))
	}
}

func goldenSortedNames(s goldenSet) []string {
	out := make([]string, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// cutSource splits "server:tool" at its last colon (tool names cannot
// hold one; server names may).
func cutSourceTool(s string) (server, tool string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i <= 0 || i == len(s)-1 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}
