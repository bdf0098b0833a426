package suggest

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// learnJSON: JSON in the text is parsed as it is (auto_detect_json).
func learnJSON(ds []decoded) learnt {
	found := 0
	for _, d := range ds {
		if _, ok := textparse.DetectJSON(d.text); ok {
			found++
		} else if _, ok := textparse.FindJSON(d.text); ok {
			found++ // behind a header, JSON Lines, …: auto_detect_json finds it too
		}
	}
	if found == 0 {
		return learnt{reason: "classified json_in_text, but no sample's text holds a JSON object or array the extractor detects"}
	}
	l := learnt{te: &extract.TextExtraction{Enabled: true, AutoDetectJSON: true}, parser: ParserJSON,
		reason: "the text is one JSON object or array"}
	if found < len(ds) {
		l.notes = append(l.notes, fmt.Sprintf("JSON detected in %d of %d samples", found, len(ds)))
	}
	return l
}

// learnKV chooses the key_value_pairs config from the text: the separator
// used most, indent_aware when pairs are indented or "Section:" headers
// exist, section_marker "\n\n" when blank lines separate groups of pairs.
func learnKV(ds []decoded) learnt {
	for _, d := range ds {
		if diffUnderHeader(d.text) {
			return learnAuto("key-value header over a git diff (a commit or tag shown with its changes): parser auto reads the header's pairs, its message and the files the diff touches")
		}
	}
	seps := []string{":", "=", " - "}
	counts := make([]int, len(seps))
	indented, headers, sections, headings := false, false, false, false
	for _, d := range ds {
		lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(d.text), "\r\n", "\n"), "\n")
		blankBetween := false
		pairsSeen := 0
		for _, line := range lines {
			t := strings.TrimSpace(line)
			if t == "" {
				if pairsSeen > 0 {
					blankBetween = true
				}
				continue
			}
			if k := kvSep(t); k >= 0 {
				counts[k]++
				if blankBetween {
					sections = true
				}
				pairsSeen++
				if len(line) > len(strings.TrimLeft(line, " \t")) {
					indented = true
				}
			}
			if strings.HasSuffix(t, ":") && !strings.Contains(t[:len(t)-1], ": ") && len(t) < 80 {
				headers = true
			}
			if markdownHeading(t) {
				// "## Step 2/3 - Build" over pairs: a section header
				// (its number, total and title become fields); the
				// headings, not blank lines, cut the sections
				headers, headings = true, true
			}
		}
	}
	colonPairs := counts[0]
	best := 0
	for k := range seps {
		if counts[k] > counts[best] {
			best = k
		}
	}
	for _, d := range ds {
		if counts[best] == 0 && textparse.HasAlignedPairs(d.text) {
			counts[0]++ // aligned `Key   value` blocks: read with ":"
		}
	}
	if counts[best] == 0 {
		return learnt{reason: "classified key_value, but no line holds a `key: value` pair"}
	}
	if best == 0 {
		for _, d := range ds {
			if k := repeatedKey(d.text); k != "" {
				// records of the same pairs: seed 000's parser keeps each
				// key's values apart from their records (and a schema
				// fitted on one record joins the next output's)
				return learnAuto(fmt.Sprintf("key-value records: %q repeats at one level in a sample; parser auto reads each record", k))
			}
			if k := headedRecord(d.text); k != "" {
				// "Bookmark ID: bm_1" over indented pairs: a record led by
				// its id; the next output may hold several, which seed
				// 000's parser would join key by key
				return learnAuto(fmt.Sprintf("key-value records: %q heads indented pairs; parser auto reads each record", k))
			}
			if v := pairsInValue(d.text); v != "" {
				// "Bookmarks: 3 (human: 2, ai: 1)", "Exchange: NYSE |
				// Currency: USD": seed 000's parser keeps the pairs
				// inside the value as one string
				return learnAuto(fmt.Sprintf("key-value text whose values hold pairs of their own (%q); parser auto reads them as fields", v))
			}
		}
	}
	if best == 0 && colonPairs > 0 {
		for _, d := range ds {
			if n, line := otherLines(d.text); n > 0 {
				// a status line, a description, a glyph line or a list
				// item among the pairs: seed 000's parser drops it, auto
				// reads its tokens (spent sets +21 values; 2 and 3 lines
				// a sample as the bound gained 10 only)
				return learnAuto(fmt.Sprintf("key-value text with %d line(s) that are neither pairs nor headers (%q): parser auto reads those lines too", n, line))
			}
		}
	}
	cfg := &extract.ParserConfig{Separator: seps[best], IndentAware: indented || headers}
	if sections && !headings {
		cfg.SectionMarker = "\n\n"
	}
	why := fmt.Sprintf("key-value text, separator %q", cfg.Separator)
	if cfg.IndentAware {
		why += ", indented pairs or section headers"
	}
	if sections && !headings {
		why += ", blank-line sections"
	}
	return learnt{te: &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue, Config: cfg},
		parser: extract.ParserKeyValue, reason: why}
}

// kvKeyRE is a short label at the start of a line, with optional bullet
// and bold markers.
var kvKeyRE = regexp.MustCompile(`^(?:[-*+]\s+)?(?:\*\*)?[A-Za-z][\w .()/'-]{0,40}?(?:\*\*)?\s*(:|=| - )(?:\*\*)?(?:\s|$)`)

// envPairRE is a `NAME=value` line with no blanks around '=' (an .env
// file, printenv, logfmt-like settings): an identifier, '=', a value.
var envPairRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.]{0,40}=\S`)

// kvSep returns which separator a trimmed line uses (index into ":", "=",
// " - "), or -1.
func kvSep(line string) int {
	m := kvKeyRE.FindStringSubmatch(line)
	if m == nil {
		if envPairRE.MatchString(line) {
			return 1 // "APP_PORT=9000", "PATH=/usr/bin:/bin"
		}
		return -1
	}
	switch m[1] {
	case ":":
		return 0
	case "=":
		return 1
	}
	return 2
}

// learnTable: the table's rows under table_field, named after a heading
// above the table, else the noun of a count in the line above ("3 rows
// returned"), else "rows".
func learnTable(ds []decoded) learnt {
	field := ""
	tables := 0
	for _, d := range ds {
		ts := textparse.TablesOrFenced(d.text)
		if len(ts) == 0 {
			continue
		}
		tables++
		if field == "" {
			above := lastLineBefore(d.text, ts[0].Span.Start)
			if n := headingName(above); n != "" {
				field = n
			} else if n := countNoun(above); n != "" {
				field = n
			}
		}
	}
	if tables == 0 {
		return learnt{reason: "classified markdown_table, but no sample holds a GFM table the extractor parses"}
	}
	if field == "" {
		field = extract.DefaultTableField
	}
	l := learnt{te: &extract.TextExtraction{Enabled: true, Parser: extract.ParserTable, TableField: field},
		parser: extract.ParserTable, reason: "a GFM table; its header names the fields"}
	if tables < len(ds) {
		l.notes = append(l.notes, fmt.Sprintf("a table in %d of %d samples", tables, len(ds)))
	}
	return l
}

// lastLineBefore is the last non-blank line before offset off.
func lastLineBefore(text string, off int) string {
	if off > len(text) {
		off = len(text)
	}
	lines := strings.Split(text[:off], "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if t := strings.TrimSpace(lines[i]); t != "" {
			return t
		}
	}
	return ""
}

// learnUnstructured proposes custom_regex when every sample is one line
// of a shared template with variable parts; otherwise no entry.
func learnUnstructured(ds []decoded) learnt {
	texts := make([]string, len(ds))
	oneLine := true
	for i, d := range ds {
		texts[i] = strings.TrimSpace(d.text)
		if len(d.texts) > 1 {
			// the config reads the text blocks joined, as the
			// gateway does: a template of one block would not match
			texts[i] = strings.TrimSpace(strings.Join(d.texts, "\n"))
		}
		if strings.ContainsAny(texts[i], "\n\r") {
			oneLine = false
		}
	}
	var fields map[string]regexField
	why := ""
	if oneLine {
		fields, why = learnTemplate(texts)
		if fields == nil {
			return learnt{reason: "unstructured one-line text: " + why}
		}
	} else if fields, _ = learnLinesTemplate(texts); fields == nil {
		return learnt{reason: "unstructured text (prose, messages, logs or code): no list, table, key-value pairs or JSON, and no template shared line by line; nothing reliable extracts it"}
	}
	te := &extract.TextExtraction{Enabled: true, Parser: extract.ParserCustomRegex, Patterns: map[string]*extract.RegexField{}}
	for name, f := range fields {
		rf := &extract.RegexField{Regex: f.regex, Group: f.group, Required: true}
		if f.kind != "string" {
			rf.Type = f.kind
		}
		if f.removeCommas {
			rf.Transform = extract.Transforms{"remove_commas"}
		}
		te.Patterns[name] = rf
	}
	what := "one-line text"
	if !oneLine {
		what = "lines"
	}
	return learnt{te: te, parser: extract.ParserCustomRegex,
		reason: fmt.Sprintf("%s of a shared template across %d samples; the varying parts are fields", what, len(ds))}
}

// repeatedKey returns a key that starts two or more `Key: value` lines at
// the same indentation of one text with no header line (a line ending in
// ':' or a markdown heading) between them: records of the same pairs
// ("Bookmark ID: …" blocks). It returns "" when no key repeats so.
func repeatedKey(text string) string {
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		if strings.HasSuffix(t, ":") || markdownHeading(t) {
			clear(seen) // a new section: its pairs are its own
			continue
		}
		m := kvKeyRE.FindStringSubmatch(t)
		if m == nil || m[1] != ":" {
			continue
		}
		k := itoaIndent(len(line)-len(strings.TrimLeft(line, " \t"))) + strings.TrimSpace(strings.SplitN(t, ":", 2)[0])
		if seen[k] {
			return k[strings.IndexByte(k, '|')+1:]
		}
		seen[k] = true
	}
	return ""
}

// itoaIndent is an indentation as a key prefix ("4|").
func itoaIndent(n int) string { return fmt.Sprintf("%d|", n) }

// inlinePairRE finds a pair inside a pair's value: after "(" or ", "
// within a parenthesis ("3 (human: 2, ai: 1)"), or after " | " ("NYSE |
// Currency: USD").
var inlinePairRE = regexp.MustCompile(`(?:\(|\s\|\s)[A-Za-z][\w -]{0,30}:\s\S`)

// pairsInValue returns the value of a `Key: value` line of text that holds
// pairs of its own (inlinePairRE), or "".
func pairsInValue(text string) string {
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		m := kvKeyRE.FindStringSubmatchIndex(t)
		if m == nil || t[m[2]:m[3]] != ":" {
			continue
		}
		if v := t[m[1]:]; inlinePairRE.MatchString(v) {
			return v
		}
	}
	return ""
}

// otherLines counts the non-blank lines of text that are neither
// `Key: value` pairs nor section headers ("Current Conditions:", a
// markdown heading), and returns the first of them.
func otherLines(text string) (int, string) {
	n, first := 0, ""
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || kvSep(t) >= 0 || markdownHeading(t) || strings.HasSuffix(t, ":") && len(t) < 80 {
			continue
		}
		if n == 0 {
			first = t
		}
		n++
	}
	return n, first
}

// headedRecord returns the key of a pair at the left margin with a value
// of its own that heads two indented pairs or more ("Bookmark ID: bm_1"
// over "  Title: …"), or "".
func headedRecord(text string) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if line == "" || line[0] == ' ' || line[0] == '\t' || kvSep(strings.TrimSpace(line)) != 0 {
			continue
		}
		k, v, _ := strings.Cut(line, ":")
		if strings.TrimSpace(v) == "" {
			continue // a section header, not a record's pair
		}
		n := 0
		for _, next := range lines[i+1:] {
			t := strings.TrimSpace(next)
			if t == "" || next[0] != ' ' && next[0] != '\t' || kvSep(t) != 0 {
				break
			}
			n++
		}
		if n >= 2 {
			return strings.TrimSpace(k)
		}
	}
	return ""
}
