// Command mcpsurvey is the offline conformance and corpus-analysis tool for
// Model Context Protocol servers: it probes many servers at once and keeps
// their tool definitions and raw tool-call results in a SQLite corpus.
//
// Run `mcpsurvey help` for the commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
