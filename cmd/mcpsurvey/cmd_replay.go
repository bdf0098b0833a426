package main

import (
	"bufio"
	"context"
	"fmt"
	"os"

	"github.com/mcpsurvey/mcpsurvey/internal/replay"
)

const replayExamples = `  # serve one server of an exported corpus as a stdio MCP server
  mcpsurvey corpus export --db corpus.db --out corpus.jsonl
  mcpsurvey replay --input corpus.jsonl --server everything

  # as an entry of a client or gateway config, for offline tests
  {"mcpServers": {"everything": {"command": "mcpsurvey",
    "args": ["replay", "--input", "corpus.jsonl", "--server", "everything"]}}}
`

// runReplay serves a captured corpus as a stdio MCP server: tools/list
// from the captured definitions, tools/call from the captured results.
func runReplay(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "replay", "mcpsurvey replay --input FILE.jsonl [--server NAME]", replayExamples)
	input := fs.String("input", "", "JSONL `file` (corpus export or interchange format)")
	server := fs.String("server", "", "which server of the file to serve (needed when it holds several)")
	list := fs.Bool("list", false, "list the servers in the file and exit")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if *input == "" {
		fmt.Fprintln(e.stderr, "mcpsurvey replay: --input FILE is required")
		return exitUsage
	}
	f, err := os.Open(*input)
	if err != nil {
		return failf(e, "replay: %v", err)
	}
	defer f.Close()
	c, err := replay.Load(bufio.NewReaderSize(f, 1<<20), *input)
	if err != nil {
		return failf(e, "replay: %v", err)
	}
	if *list {
		for _, s := range c.Servers() {
			fmt.Fprintln(e.stdout, s)
		}
		return exitOK
	}
	if err := replay.Serve(ctx, c, *server, e.stdin, e.stdout, e.stderr); err != nil && ctx.Err() == nil {
		return failf(e, "replay: %v", err)
	}
	return exitOK
}
