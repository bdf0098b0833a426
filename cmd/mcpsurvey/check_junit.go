package main

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// JUnit XML as CI systems read it (Jenkins, GitLab, Azure Pipelines,
// CircleCI, Buildkite, GitHub test-report actions): <testsuites> holding a
// <testsuite> per server, a <testcase> per check and tool, <failure> for
// findings at or above --fail-on, <skipped> for findings a baseline
// accepts, <error> for a check that failed internally.

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name       string          `xml:"name,attr"`
	Tests      int             `xml:"tests,attr"`
	Failures   int             `xml:"failures,attr"`
	Errors     int             `xml:"errors,attr"`
	Skipped    int             `xml:"skipped,attr"`
	Time       string          `xml:"time,attr"`
	Properties []junitProperty `xml:"properties>property,omitempty"`
	Cases      []junitCase     `xml:"testcase"`
}

type junitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitSkipped `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

type junitSkipped struct {
	Message string `xml:"message,attr"`
}

// toolScoped reports whether a category's checks judge tools one by one
// (so each tool gets a testcase); protocol checks judge the server.
func toolScoped(category string) bool {
	return category == check.CategoryToolDefinition || category == check.CategoryResult || category == check.CategoryError
}

// junitCaseKey identifies a testcase: a check on a tool ("" = the server).
type junitCaseKey struct{ check, tool string }

// junitFindings are the findings of one testcase.
type junitFindings struct {
	failing, below []check.Finding
	known          []suppressedFinding
}

// writeFindingsJUnit writes the run as JUnit XML.
func writeFindingsJUnit(w io.Writer, r *checkResult, rank int) error {
	doc := junitSuites{Name: "mcpsurvey check", Time: "0"}
	byServer := map[string]map[junitCaseKey]*junitFindings{}
	get := func(server string, k junitCaseKey) *junitFindings {
		m := byServer[server]
		if m == nil {
			m = map[junitCaseKey]*junitFindings{}
			byServer[server] = m
		}
		if m[k] == nil {
			m[k] = &junitFindings{}
		}
		return m[k]
	}
	for _, f := range r.findings {
		jf := get(f.Server, junitCaseKey{f.CheckID, f.Tool})
		if f.Severity.Rank() >= rank {
			jf.failing = append(jf.failing, f)
		} else {
			jf.below = append(jf.below, f)
		}
	}
	for _, s := range r.suppressed {
		jf := get(s.Server, junitCaseKey{s.CheckID, s.Tool})
		jf.known = append(jf.known, s)
	}
	for _, s := range r.servers {
		suite := junitSuite{Name: s.Name, Time: "0", Properties: []junitProperty{
			{"protocol_version", s.ProtocolVersion}, {"status", s.Status}, {"transport", s.Transport}}}
		if t := r.targets[s.Name]; t != nil {
			suite.Properties = append(suite.Properties, junitProperty{"rules_version", t.Version})
		}
		names := map[string]int{}
		for _, k := range junitCaseKeys(r, s, byServer[s.Name]) {
			c := junitTestcase(r, s.Name, k, byServer[s.Name][k])
			// Keep names unique as XML shows them (tool names that differ
			// only in characters XML cannot carry would collide).
			c.Name = xmlText(c.Name)
			if n := names[c.Name]; n > 0 {
				names[c.Name]++
				c.Name = fmt.Sprintf("%s #%d", c.Name, n+1)
			} else {
				names[c.Name] = 1
			}
			suite.Tests++
			switch {
			case c.Error != nil:
				suite.Errors++
			case c.Failure != nil:
				suite.Failures++
			case c.Skipped != nil:
				suite.Skipped++
			}
			suite.Cases = append(suite.Cases, c)
		}
		doc.Tests += suite.Tests
		doc.Failures += suite.Failures
		doc.Errors += suite.Errors
		doc.Skipped += suite.Skipped
		doc.Suites = append(doc.Suites, suite)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// junitCaseKeys lists a server's testcases in a stable order: for each
// selected check that applies to the server's version, the server level
// (protocol checks, or any check with a server-level finding) and then
// every listed tool (tool checks); then testcases of findings on tools
// that were not listed, and internal errors.
func junitCaseKeys(r *checkResult, s *capture.Server, found map[junitCaseKey]*junitFindings) []junitCaseKey {
	var out []junitCaseKey
	seen := map[junitCaseKey]bool{}
	add := func(k junitCaseKey) {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	t := r.targets[s.Name]
	for _, c := range r.checks {
		if t == nil || !c.AppliesTo(t.Version) {
			continue
		}
		if !toolScoped(c.Category) || found[junitCaseKey{c.ID, ""}] != nil {
			add(junitCaseKey{c.ID, ""})
		}
		if toolScoped(c.Category) {
			for _, tl := range s.Tools {
				add(junitCaseKey{c.ID, tl.Name})
			}
		}
	}
	// Findings outside the grid above, in finding order.
	for _, f := range r.all {
		if f.Server != s.Name {
			continue
		}
		if k := (junitCaseKey{f.CheckID, f.Tool}); found[k] != nil {
			add(k)
		}
	}
	return out
}

// junitTestcase builds one testcase from its findings (nil: it passed).
func junitTestcase(r *checkResult, server string, k junitCaseKey, jf *junitFindings) junitCase {
	title := "internal error in a check"
	if c := r.checkByID(k.check); c != nil {
		title = c.Title
	}
	where := "server"
	if k.tool != "" {
		where = "tool " + k.tool
	}
	c := junitCase{Name: k.check + " " + title + " [" + where + "]", Classname: "mcpsurvey." + server, Time: "0"}
	if jf == nil {
		return c
	}
	if len(jf.failing) > 0 {
		p := &junitProblem{Type: k.check, Message: junitMessage(jf.failing), Text: junitDetails(r, jf.failing)}
		if k.check == check.InternalCheckID {
			c.Error = p
		} else {
			c.Failure = p
		}
	} else if len(jf.known) > 0 {
		c.Skipped = &junitSkipped{Message: "known finding, accepted by baseline " + r.baselinePath + ": " + oneLine(jf.known[0].Reason, 300)}
	}
	var out []string
	for _, f := range jf.below {
		out = append(out, fmt.Sprintf("%s (below --fail-on): %s", f.Severity, oneLine(f.Message, 1000)))
	}
	if len(jf.failing) > 0 {
		for _, s := range jf.known {
			out = append(out, fmt.Sprintf("%s (known, baseline): %s", s.Severity, oneLine(s.Message, 1000)))
		}
	}
	c.SystemOut = strings.Join(out, "\n")
	return c
}

// junitMessage is a failure's one-line message: the first finding, and
// how many more there are.
func junitMessage(fs []check.Finding) string {
	m := string(fs[0].Severity) + ": " + oneLine(fs[0].Message, 500)
	if len(fs) > 1 {
		m += fmt.Sprintf(" (and %d more)", len(fs)-1)
	}
	return m
}

// junitDetails lists every finding of a failure, with its call and spec
// link.
func junitDetails(r *checkResult, fs []check.Finding) string {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%s %s: %s\n", f.Severity, f.CheckID, oneLine(f.Message, 2000))
		if f.CallID != "" {
			fmt.Fprintf(&b, "  call: %s\n", f.CallID)
		}
		if _, url := r.specURL(f); url != "" {
			fmt.Fprintf(&b, "  spec: %s\n", url)
		}
	}
	return b.String()
}

// xmlText replaces what XML 1.0 cannot carry (invalid UTF-8, control
// characters other than tab, newline and carriage return) with U+FFFD, as
// encoding/xml does when it writes the text.
func xmlText(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return r
		case r < 0x20, r >= 0xD800 && r <= 0xDFFF, r == 0xFFFE, r == 0xFFFF:
			return '\uFFFD'
		}
		return r
	}, s)
}
