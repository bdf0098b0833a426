// Flag helpers every command shares: the flag set with help text, parsing
// (also interleaved with positional arguments), and flag value types.

package main

import (
	"errors"
	"flag"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// parseProtocolFlag checks --protocol: "auto" (or "") selects the version
// like a 2026-07-28 client; anything else must be a protocol version date
// (YYYY-MM-DD), which is forced.
func parseProtocolFlag(v string) (string, error) {
	if v == "" || v == "auto" {
		return "", nil
	}
	if _, err := time.Parse("2006-01-02", v); err != nil {
		return "", fmt.Errorf("--protocol %q: want auto or a protocol version such as 2026-07-28 or 2025-11-25", v)
	}
	return v, nil
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
// ended the command (help asked, a usage error, or e.parseOnly).
func parseFlags(e *env, fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, false
		}
		return exitUsage, false
	}
	if e.parseOnly {
		return exitOK, false
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

// parseInterleaved parses flags that may come before, between or after
// positional arguments (`call SERVER TOOL --args '{}'`). Everything after
// a `--` is returned apart, untouched (a server command line).
func parseInterleaved(e *env, fs *flag.FlagSet, args []string) (pos, command []string, code int, ok bool) {
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
	if e.parseOnly {
		return nil, nil, exitOK, false
	}
	return pos, command, 0, true
}

// byteSize is a flag holding a size in bytes, written as 8MiB, 512KiB,
// 10MB or a plain number.
type byteSize int64

func (b *byteSize) String() string { return strconv.FormatInt(int64(*b), 10) }

func parseByteSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(strings.ToUpper(t), strings.ToUpper(u.suffix)) {
			t, mult = strings.TrimSpace(t[:len(t)-len(u.suffix)]), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil || n <= 0 || n*float64(mult) > 1<<40 {
		return 0, fmt.Errorf("size %q: want a positive number with an optional unit (KiB, MiB, GiB, KB, MB, GB)", s)
	}
	return int64(n * float64(mult)), nil
}

func (b *byteSize) Set(s string) error {
	n, err := parseByteSize(s)
	if err != nil {
		return err
	}
	*b = byteSize(n)
	return nil
}
