package main

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/mcpsurvey/mcpsurvey/check"
)

const explainExamples = `  mcpsurvey explain              # list every check
  mcpsurvey explain MCP2002       # what MCP2002 checks, why, and how to fix it
  mcpsurvey explain --format markdown > checks.md
`

func runExplain(_ context.Context, e *env, args []string) int {
	fs := newFlags(e, "explain", "mcpsurvey explain [--format text|markdown] [ID ...]", explainExamples)
	format := fs.String("format", "text", "text, or markdown (the whole catalogue, as docs/checks.md)")
	pos, _, code, ok := parseInterleaved(e, fs, args)
	if !ok {
		return code
	}
	if !checkFormat(e, *format, "text", "markdown") {
		return exitUsage
	}
	if *format == "markdown" {
		if len(pos) > 0 {
			fmt.Fprintln(e.stderr, "mcpsurvey explain: --format markdown prints every check; give no ID")
			return exitUsage
		}
		fmt.Fprint(e.stdout, check.Markdown())
		return exitOK
	}
	if len(pos) == 0 {
		listChecks(e)
		return exitOK
	}
	var docs []string
	for _, id := range pos {
		c, ok := check.Lookup(id)
		if !ok {
			msg := fmt.Sprintf("mcpsurvey explain: unknown check ID %q", id)
			if s := check.Similar(id); len(s) > 0 {
				msg += "; did you mean " + strings.Join(s, ", ") + "?"
			}
			fmt.Fprintln(e.stderr, msg+` (run "mcpsurvey explain" for the list)`)
			return exitUsage
		}
		docs = append(docs, c.Doc())
	}
	fmt.Fprint(e.stdout, strings.Join(docs, "\n"+strings.Repeat("-", 72)+"\n\n"))
	return exitOK
}

// listChecks prints one line per check.
func listChecks(e *env) {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSEVERITY\tVERSIONS\tTITLE")
	for _, c := range check.All() {
		v := c.VersionsText()
		if len(c.Versions) > 0 {
			v = c.Versions[0] + "…" + c.Versions[len(c.Versions)-1]
			if len(c.Versions) == 1 {
				v = c.Versions[0]
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", c.ID, c.Severity, v, c.Title)
	}
	_ = tw.Flush()
	fmt.Fprintln(e.stdout, "\nmcpsurvey explain ID prints a check's documentation; docs/checks.md has them all.")
}
