package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// env is what every command gets: its streams and the process context.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) (string, bool)
}

// command is one subcommand.
type command struct {
	name    string
	summary string
	hidden  bool
	run     func(ctx context.Context, e *env, args []string) int
}

func commands() []command {
	return []command{
		{name: "survey", summary: "the whole pipeline in one command: probe, classify, check, suggest, score, report (built-in example servers without --config)", run: runSurvey},
		{name: "report", summary: "write the report: survey.md/json, index.html with charts, gateway.json, upstream-PR reports (GitHub look-ups, issue filing)", run: runReport},
		{name: "probe", summary: "launch or connect to MCP servers and capture tools and read-only calls into the corpus", run: runProbe},
		{name: "classify", summary: "label every captured output with its pattern (six-pattern taxonomy), from a corpus or a JSONL file", run: runClassify},
		{name: "extract", summary: "apply text_extraction configs (gateway virtual_tools) to captured outputs or one raw output: value + account per call", run: runExtract},
		{name: "suggest", summary: "suggest a text_extraction config and output_schema per tool from its captured outputs (gateway JSON)", run: runSuggest},
		{name: "survey-table", summary: "print the survey tables: servers analyzed and pattern prevalence (text, markdown, json)", run: runSurveyTable},
		{name: "check", summary: "run the conformance checks over a corpus (text, json, sarif; exit 3 on findings at --fail-on)", run: runCheck},
		{name: "explain", summary: "print the documentation of a conformance check (mcpsurvey explain MCP2002), or list them", run: runExplain},
		{name: "call", summary: "call one tool of one server and print the result (arguments inline or from a file)", run: runCall},
		{name: "replay", summary: "serve a captured corpus (JSONL) as a stdio MCP server, for offline tests", run: runReplay},
		{name: "score", summary: "measure how much structured data suggested configs recover, on held-out outputs (coverage)", run: runScore},
		{name: "regress", summary: "run extraction configs over a corpus and compare with stored goldens (for CI)", run: runRegress},
		{name: "corpus", summary: "export, import, merge and count corpus files (corpus help for details)", run: runCorpus},
		{name: "version", summary: "print the version", run: func(_ context.Context, e *env, _ []string) int {
			fmt.Fprintln(e.stdout, "mcpsurvey", version)
			return exitOK
		}},
		{name: "fixture", summary: "serve a built-in fixture MCP server (for tests and demos)", hidden: true, run: runFixture},
	}
}

// run is the real entry point: main is a thin wrapper so tests can call it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.LookupEnv}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			return run(ctx, []string{args[1], "--help"}, stdin, stdout, stderr)
		}
		usage(stdout)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(ctx, e, args[1:])
		}
	}
	fmt.Fprintf(stderr, "mcpsurvey: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprint(w, `mcpsurvey: survey and check Model Context Protocol servers.

Usage:
  mcpsurvey <command> [flags]

Commands:
`)
	for _, c := range commands() {
		if !c.hidden {
			fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
		}
	}
	fmt.Fprint(w, `
Run "mcpsurvey <command> --help" for a command's flags and examples.
Exit codes: 0 ok, 1 failure (also: regress found differences), 2 usage,
3 findings at or above --fail-on (check, survey), 4 server failures with
--strict, 5 the called tool answered isError, 130 interrupted.
`)
}

// newFlags makes a flag set whose usage prints synopsis, flags and examples.
func newFlags(e *env, name, synopsis, examples string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		w := e.stdout
		fmt.Fprintf(w, "Usage: %s\n\nFlags:\n", synopsis)
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(e.stderr)
		if examples != "" {
			fmt.Fprintf(w, "\nExamples:\n%s", examples)
		}
	}
	return fs
}

// parseFlags parses args; it returns the exit code to use when parsing
// ended the command (help asked, or a usage error).
func parseFlags(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, false
		}
		return exitUsage, false
	}
	return 0, true
}

// listFlag is a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// formatFlag checks --format against the allowed values.
func checkFormat(e *env, format string, allowed ...string) bool {
	for _, a := range allowed {
		if format == a {
			return true
		}
	}
	sort.Strings(allowed)
	fmt.Fprintf(e.stderr, "mcpsurvey: --format %q: want one of %s\n", format, strings.Join(allowed, ", "))
	return false
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// failf prints an error and returns exitFailure.
func failf(e *env, format string, a ...any) int {
	fmt.Fprintf(e.stderr, "mcpsurvey: "+format+"\n", a...)
	return exitFailure
}

// parseInterleaved parses flags that may come before, between or after
// positional arguments (`call SERVER TOOL --args '{}'`). Everything after
// a `--` is returned apart, untouched (a server command line).
func parseInterleaved(fs *flag.FlagSet, args []string) (pos, command []string, code int, ok bool) {
	for i, a := range args {
		if a == "--" {
			args, command = args[:i], args[i+1:]
			if command == nil {
				command = []string{}
			}
			break
		}
	}
	rest := args
	for guard := 0; guard <= len(args); guard++ {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, nil, exitOK, false
			}
			return nil, nil, exitUsage, false
		}
		if fs.NArg() == 0 {
			break
		}
		pos = append(pos, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	return pos, command, 0, true
}

// openInput opens a named input file, or stdin for "-"; name is what
// errors call it. The caller closes the returned closer.
func openInput(e *env, path string) (r io.Reader, name string, closer io.Closer, err error) {
	if path == "-" {
		return e.stdin, "stdin", io.NopCloser(nil), nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", nil, err
	}
	return f, path, f, nil
}
