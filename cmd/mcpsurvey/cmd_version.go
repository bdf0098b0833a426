package main

import (
	"context"
	"fmt"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// runVersion prints the version; it takes no flags.
func runVersion(_ context.Context, e *env, _ []string) int {
	fmt.Fprintln(e.stdout, "mcpsurvey", version)
	return exitOK
}
