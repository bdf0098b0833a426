// Output helpers every command shares: errors on stderr, JSON on stdout,
// and short text forms for tables and messages.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

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

func writeJSON(e *env, v any) int {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return failf(e, "%v", err)
	}
	return exitOK
}

// pluralize renders "1 finding" / "2 findings".
func pluralize(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// countOf renders "1 entry" / "2 entries".
func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// oneLine flattens s to one line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// tableText keeps captured strings on one table line: control characters
// (tabs, newlines, escapes) become spaces.
func tableText(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return ' '
		}
		return r
	}, s)
}
