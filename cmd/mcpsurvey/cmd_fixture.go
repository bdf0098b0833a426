package main

import (
	"context"

	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
)

// runFixture serves a built-in fixture server (hidden: for tests, demos and
// the benchmark). `mcpsurvey fixture --list` names the scenarios.
func runFixture(ctx context.Context, e *env, args []string) int {
	return fixture.Main(args, e.stdin, e.stdout, e.stderr)
}
