package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"text/tabwriter"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

const corpusUsage = `Usage: mcpsurvey corpus <export|import|merge|stats> [flags]

  export  write the corpus as JSONL (one line per server, tool and call)
  import  read JSONL files into a corpus
  merge   combine shard corpora into one
  stats   count servers, tools and calls by status

Run "mcpsurvey corpus <subcommand> --help" for flags and examples.
`

func runCorpus(ctx context.Context, e *env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(e.stdout, corpusUsage)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	switch args[0] {
	case "export":
		return runCorpusExport(ctx, e, args[1:])
	case "import":
		return runCorpusImport(ctx, e, args[1:])
	case "merge":
		return runCorpusMerge(ctx, e, args[1:])
	case "stats":
		return runCorpusStats(ctx, e, args[1:])
	}
	fmt.Fprintf(e.stderr, "mcpsurvey corpus: unknown subcommand %q\n\n%s", args[0], corpusUsage)
	return exitUsage
}

// openExisting opens a corpus that must already exist.
func openExisting(ctx context.Context, e *env, path string) (*corpus.DB, int) {
	if _, err := os.Stat(path); err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey: corpus %s: %v\n", path, err)
		return nil, exitFailure
	}
	db, err := corpus.Open(ctx, path)
	if err != nil {
		return nil, failf(e, "%v", err)
	}
	return db, exitOK
}

func runCorpusExport(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "corpus export", "mcpsurvey corpus export [--db FILE] [--out FILE]",
		"  mcpsurvey corpus export --db corpus.db --out corpus.jsonl\n  mcpsurvey corpus export --db corpus.db | jq -c 'select(.result)'\n")
	db := fs.String("db", "mcpsurvey.db", "corpus `file`")
	out := fs.String("out", "-", "output `file` (- for stdout)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	d, code := openExisting(ctx, e, *db)
	if d == nil {
		return code
	}
	defer d.Close()
	var w io.Writer = e.stdout
	var f *os.File
	if *out != "-" {
		var err error
		if f, err = os.Create(*out); err != nil {
			return failf(e, "corpus export: %v", err)
		}
		w = f
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	err := corpus.Export(ctx, d, bw)
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if f != nil {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return failf(e, "corpus export: %v", err)
	}
	return exitOK
}

func runCorpusImport(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "corpus import", "mcpsurvey corpus import [--db FILE] FILE.jsonl...",
		"  mcpsurvey corpus import --db corpus.db testdata/mcp/corpus.jsonl\n  mcpsurvey corpus import --db corpus.db - < calls.jsonl\n")
	db := fs.String("db", "mcpsurvey.db", "corpus `file` (created if missing)")
	format := fs.String("format", "text", "output format: text or json")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if !checkFormat(e, *format, "text", "json") {
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "mcpsurvey corpus import: name at least one JSONL file (- for stdin)")
		return exitUsage
	}
	d, err := corpus.Open(ctx, *db)
	if err != nil {
		return failf(e, "%v", err)
	}
	defer d.Close()
	var all []any
	for _, path := range fs.Args() {
		r, name, closer, err := openInput(e, path)
		if err != nil {
			return failf(e, "corpus import: %v", err)
		}
		defer closer.Close()
		st, err := corpus.Import(ctx, d, bufio.NewReaderSize(r, 1<<20), name)
		if err != nil {
			return failf(e, "corpus import: %v", err)
		}
		if *format == "json" {
			all = append(all, map[string]any{"file": name, "stats": st})
		} else {
			fmt.Fprintf(e.stdout, "%s: %d lines, %d servers, %d tools, %d calls imported into %s\n",
				name, st.Lines, st.Servers, st.Tools, st.Calls, *db)
		}
	}
	if *format == "json" {
		return writeJSON(e, all)
	}
	return exitOK
}

func runCorpusMerge(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "corpus merge", "mcpsurvey corpus merge --db OUT.db IN.db...",
		"  mcpsurvey corpus merge --db corpus.db shard-*.db\n")
	db := fs.String("db", "mcpsurvey.db", "output corpus `file` (created if missing)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "mcpsurvey corpus merge: name at least one input corpus")
		return exitUsage
	}
	out, err := corpus.Open(ctx, *db)
	if err != nil {
		return failf(e, "%v", err)
	}
	defer out.Close()
	var ins []*corpus.DB
	for _, p := range fs.Args() {
		in, code := openExisting(ctx, e, p)
		if in == nil {
			return code
		}
		defer in.Close()
		ins = append(ins, in)
	}
	if err := corpus.Merge(ctx, out, ins...); err != nil {
		return failf(e, "corpus merge: %v", err)
	}
	return exitOK
}

func runCorpusStats(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "corpus stats", "mcpsurvey corpus stats [--db FILE] [--format text|json]",
		"  mcpsurvey corpus stats --db corpus.db\n  mcpsurvey corpus stats --db corpus.db --format json | jq .calls\n")
	db := fs.String("db", "mcpsurvey.db", "corpus `file`")
	format := fs.String("format", "text", "output format: text or json")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if !checkFormat(e, *format, "text", "json") {
		return exitUsage
	}
	d, code := openExisting(ctx, e, *db)
	if d == nil {
		return code
	}
	defer d.Close()
	st, err := d.Stats(ctx)
	if err != nil {
		return failf(e, "corpus stats: %v", err)
	}
	if *format == "json" {
		return writeJSON(e, st)
	}
	// The text form is read off the JSON form, so the two never disagree.
	var m map[string]any
	b, _ := json.Marshal(st)
	_ = json.Unmarshal(b, &m)
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	printStats(tw, "", m)
	_ = tw.Flush()
	return exitOK
}

func printStats(w io.Writer, prefix string, m map[string]any) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch v := m[k].(type) {
		case map[string]any:
			printStats(w, prefix+k+".", v)
		default:
			fmt.Fprintf(w, "%s%s\t%v\n", prefix, k, v)
		}
	}
}
