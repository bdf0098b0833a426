package main

import (
	"context"
	"fmt"
	"io"
	"os"
)

// env is what every command gets: its streams and the process context.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) (string, bool)
	// parseOnly stops every command right after its flags parse, before
	// it does anything (docs_test.go parses the README's examples so).
	parseOnly bool
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
		{name: "version", summary: "print the version", run: runVersion},
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
