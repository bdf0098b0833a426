package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The documentation set the examples tests read: README.md and the
// docs/*.md pages README.md links to (docs/ci.md, docs/checks.md,
// docs/extraction.md). Only code counts: the lines of fenced blocks and
// inline code spans. A help example is "in the docs" when its mcpsurvey
// command (from the word mcpsurvey up to a pipe or redirection), with white
// space folded and any trailing "# comment" dropped, is part of one such
// line. Every mcpsurvey command line of the fenced blocks must parse with
// its command's flags (inline spans are often fragments, such as
// `--fail-on`, and are only checked by TestDocsCommandsUseRealFlags).

// docFile is one documentation file: its name, its fenced code lines (a
// line ending in a backslash joined with the next) and its inline code
// spans.
type docFile struct {
	name  string
	lines []string
	spans []string
}

var codeSpanRE = regexp.MustCompile("`[^`\n]+`")

// codeSpans returns the inline code spans of a Markdown text, outside the
// fenced blocks.
func codeSpans(md string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			in = !in
			continue
		}
		if !in {
			for _, m := range codeSpanRE.FindAllString(l, -1) {
				out = append(out, strings.Trim(m, "`"))
			}
		}
	}
	return out
}

var docLinkRE = regexp.MustCompile(`\]\((docs/[A-Za-z0-9_.-]+\.md)\)`)

// readDocs reads README.md and the docs/*.md pages it links to.
func readDocs(t *testing.T) []docFile {
	t.Helper()
	root := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	docs := []docFile{{name: "README.md", lines: codeLines(string(readme)), spans: codeSpans(string(readme))}}
	seen := map[string]bool{}
	for _, m := range docLinkRE.FindAllStringSubmatch(string(readme), -1) {
		if seen[m[1]] {
			continue
		}
		seen[m[1]] = true
		b, err := os.ReadFile(filepath.Join(root, m[1]))
		if err != nil {
			t.Fatalf("README.md links %s: %v", m[1], err)
		}
		docs = append(docs, docFile{name: m[1], lines: codeLines(string(b)), spans: codeSpans(string(b))})
	}
	return docs
}

// codeLines returns the lines of the fenced code blocks of a Markdown text.
func codeLines(md string) []string {
	var out []string
	in := false
	pending := ""
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			in = !in
			continue
		}
		if !in {
			continue
		}
		if strings.HasSuffix(l, `\`) {
			pending += strings.TrimSuffix(l, `\`) + " "
			continue
		}
		out = append(out, pending+l)
		pending = ""
	}
	return out
}

var trailingCommentRE = regexp.MustCompile(`\s+#\s.*$`)

// normExample folds white space and drops a trailing "# comment".
func normExample(s string) string {
	return strings.Join(strings.Fields(trailingCommentRE.ReplaceAllString(s, "")), " ")
}

// helpTopics are the commands (and corpus subcommands) whose --help the
// tests read: every listed command but version, which has no flags.
func helpTopics() [][]string {
	var out [][]string
	for _, c := range commands() {
		switch {
		case c.hidden || c.name == "version":
		case c.name == "corpus":
			for _, sub := range []string{"export", "import", "merge", "stats"} {
				out = append(out, []string{"corpus", sub})
			}
		default:
			out = append(out, []string{c.name})
		}
	}
	return out
}

// helpExamples returns the example command lines of a --help text: the
// indented lines under "Examples:" that run mcpsurvey (comments and the
// prose after the examples are left out).
func helpExamples(help string) []string {
	_, ex, ok := strings.Cut(help, "\nExamples:\n")
	if !ok {
		return nil
	}
	var out []string
	for _, l := range strings.Split(ex, "\n") {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(l, "  ") || strings.HasPrefix(t, "#") || !strings.Contains(t, "mcpsurvey ") {
			continue
		}
		out = append(out, exampleCommand(t))
	}
	return out
}

// exampleCommand is the mcpsurvey command of an example line: from the word
// mcpsurvey up to a pipe or redirection, normalised.
func exampleCommand(line string) string {
	if i := strings.Index(line, "mcpsurvey "); i >= 0 {
		line = line[i:]
	}
	for _, op := range []string{" | ", " > ", " < "} {
		line, _, _ = strings.Cut(line, op)
	}
	return normExample(line)
}

// missingExamples lists the examples no documentation code line holds.
func missingExamples(examples []string, docs []docFile) []string {
	var missing []string
	for _, ex := range examples {
		found := false
		for _, d := range docs {
			for _, l := range append(d.lines[:len(d.lines):len(d.lines)], d.spans...) {
				if strings.Contains(normExample(l), ex) {
					found = true
					break
				}
			}
		}
		if !found {
			missing = append(missing, ex)
		}
	}
	return missing
}

// TestHelpExamplesAreInTheDocs keeps every command's --help and the docs in
// step: each example command line of a --help is in README.md or a docs
// page it links to.
func TestHelpExamplesAreInTheDocs(t *testing.T) {
	docs := readDocs(t)
	total := 0
	for _, topic := range helpTopics() {
		out, errs, code := cli(t, append(topic, "--help")...)
		if code != exitOK {
			t.Errorf("mcpsurvey %s --help: exit %d: %s", strings.Join(topic, " "), code, errs)
			continue
		}
		ex := helpExamples(out)
		if len(ex) == 0 {
			t.Errorf("mcpsurvey %s --help shows no examples", strings.Join(topic, " "))
		}
		total += len(ex)
		for _, m := range missingExamples(ex, docs) {
			t.Errorf("mcpsurvey %s --help example is in no code block of README.md or the docs it links: %s", strings.Join(topic, " "), m)
		}
	}
	if total < 20 {
		t.Fatalf("only %d help examples found: the Examples: section is no longer recognised", total)
	}
	t.Run("fails when the docs lack an example", func(t *testing.T) {
		broken := []docFile{{name: "README.md", lines: []string{"mcpsurvey check --db corpus.db"}}}
		got := missingExamples([]string{"mcpsurvey check --db corpus.db", "mcpsurvey score --db corpus.db"}, broken)
		if len(got) != 1 || got[0] != "mcpsurvey score --db corpus.db" {
			t.Errorf("missingExamples = %q, want only the score line", got)
		}
	})
}

// shellWords splits one shell line into words up to the first operator
// (|, &&, ;, >, <) or comment; quotes are removed, nothing is expanded.
func shellWords(line string) []string {
	var words []string
	var cur strings.Builder
	inWord := false
	flush := func() {
		if inWord {
			words = append(words, cur.String())
			cur.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				j = len(line) - i - 1
			}
			cur.WriteString(line[i+1 : i+1+j])
			inWord = true
			i += j + 1
		case c == '"':
			inWord = true
			for i++; i < len(line) && line[i] != '"'; i++ {
				if line[i] == '\\' && i+1 < len(line) {
					i++
				}
				cur.WriteByte(line[i])
			}
		case c == '\\' && i+1 < len(line):
			i++
			cur.WriteByte(line[i])
			inWord = true
		case c == ' ' || c == '\t':
			flush()
		case c == '|' || c == ';' || c == '>' || c == '<' || (c == '&' && i+1 < len(line) && line[i+1] == '&'):
			flush()
			return words
		case c == '#' && !inWord:
			return words
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return words
}

var commandWordRE = regexp.MustCompile(`^[a-z][a-z-]*$`)

// docInvocations returns the mcpsurvey command lines of code lines: the
// words after each "mcpsurvey" (or ".../mcpsurvey") word that is followed by
// a command name.
func docInvocations(lines []string) [][]string {
	var out [][]string
	for _, l := range lines {
		w := shellWords(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "run:")))
		for i := 0; i+1 < len(w); i++ {
			if (w[i] == "mcpsurvey" || strings.HasSuffix(w[i], "/mcpsurvey")) && commandWordRE.MatchString(w[i+1]) {
				out = append(out, w[i+1:])
				break
			}
		}
	}
	return out
}

// parseInvocation parses one documented command line with its command's
// flag set, stopping before the command runs; it returns "" when the line
// parses, else what is wrong.
func parseInvocation(args []string) string {
	if args[0] == "help" || args[0] == "fixture" {
		return ""
	}
	var out, errb bytes.Buffer
	e := &env{stdin: bytes.NewReader(nil), stdout: &out, stderr: &errb, getenv: func(string) (string, bool) { return "", false }, parseOnly: true}
	for _, c := range commands() {
		if c.name == args[0] {
			if code := c.run(context.Background(), e, args[1:]); code != exitOK {
				return strings.TrimSpace(errb.String())
			}
			return ""
		}
	}
	return "no such command " + args[0]
}

// TestDocExamplesParse parses every mcpsurvey command line in the code
// blocks of README.md and the docs it links to with that command's flag
// set: an unknown flag, a missing flag value or an unknown command fails.
func TestDocExamplesParse(t *testing.T) {
	parsed := 0
	for _, d := range readDocs(t) {
		for _, args := range docInvocations(d.lines) {
			parsed++
			if msg := parseInvocation(args); msg != "" {
				t.Errorf("%s: `mcpsurvey %s` does not parse: %s", d.name, strings.Join(args, " "), msg)
			}
		}
	}
	if parsed < 20 {
		t.Fatalf("only %d documented command lines parsed: the pattern no longer finds them", parsed)
	}
	t.Run("fails on a broken copy", func(t *testing.T) {
		broken := codeLines("```sh\nmcpsurvey check --db corpus.db --no-such-flag\nGITHUB_TOKEN=x mcpsurvey report --db c.db --out r/ --file-issue | cat\n./mcpsurvey survey-tables --db c.db\nmcpsurvey probe --db\n```\n")
		inv := docInvocations(broken)
		if len(inv) != 4 {
			t.Fatalf("found %d command lines in the broken copy, want 4: %q", len(inv), inv)
		}
		for _, args := range inv {
			if parseInvocation(args) == "" {
				t.Errorf("`mcpsurvey %s` parses, want an error", strings.Join(args, " "))
			}
		}
		if msg := parseInvocation([]string{"check", "--db", "corpus.db", "--format", "sarif"}); msg != "" {
			t.Errorf("a good line fails: %s", msg)
		}
	})
}

// TestDocsCommandsUseRealFlags keeps the documentation true: every
// `mcpsurvey CMD ...` line in the code of README.md and the docs it links
// (fenced blocks and inline spans) names a command that exists, and every
// --flag it passes is one that command's --help lists, also after
// positional arguments (TestDocExamplesParse parses the fenced lines).
func TestDocsCommandsUseRealFlags(t *testing.T) {
	flagRE := regexp.MustCompile(`(?:^|\s)--?([a-z][a-z0-9-]*)`)
	cmdRE := regexp.MustCompile(`(?:^|[\s;|&(]|run: )mcpsurvey ([a-z-]+)((?: [^|;&#\n]*)?)`)
	help := map[string]string{}
	checked := 0
	for _, d := range readDocs(t) {
		doc := d.name
		code := strings.Join(append(d.lines[:len(d.lines):len(d.lines)], d.spans...), "\n")
		for _, m := range cmdRE.FindAllStringSubmatch(code, -1) {
			name, rest := m[1], m[2]
			if name == "help" || strings.HasPrefix(rest, " -- ") {
				continue
			}
			sub := ""
			if name == "corpus" {
				f := strings.Fields(rest)
				if len(f) == 0 {
					continue
				}
				sub = f[0]
			}
			key := strings.TrimSpace(name + " " + sub)
			h, ok := help[key]
			if !ok {
				args := []string{name}
				if sub != "" {
					args = append(args, sub)
				}
				out, errOut, code := cli(t, append(args, "--help")...)
				if code != exitOK {
					t.Errorf("%s: `mcpsurvey %s --help` exits %d: %s", doc, key, code, errOut)
					continue
				}
				h = out + errOut
				help[key] = h
			}
			if before, _, found := strings.Cut(rest, " -- "); found {
				rest = before // the server command's own flags
			}
			for _, f := range flagRE.FindAllStringSubmatch(rest, -1) {
				if f[1] == "help" {
					continue
				}
				checked++
				if !strings.Contains(h, "  -"+f[1]+" ") && !strings.Contains(h, "  -"+f[1]+"\n") {
					t.Errorf("%s: `mcpsurvey %s` is given --%s, which its --help does not list", doc, key, f[1])
				}
			}
		}
	}
	if checked < 30 {
		t.Fatalf("only %d documented flags checked: the pattern no longer finds the commands", checked)
	}
}
