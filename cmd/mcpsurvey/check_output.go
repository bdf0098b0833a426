// check's text and JSON output; SARIF and JUnit are in check_sarif.go and
// check_junit.go.

package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// writeCheckOutput writes the findings in the chosen format to --out.
func writeCheckOutput(e *env, o checkOpts, r *checkResult, rank int) int {
	var w io.Writer = e.stdout
	var f *os.File
	if o.out != "-" && o.out != "" {
		var err error
		if f, err = os.Create(o.out); err != nil {
			return failf(e, "check: %v", err)
		}
		w = f
	}
	bw := bufio.NewWriter(w)
	var err error
	switch o.format {
	case "json":
		err = writeFindingsJSON(bw, r)
	case "sarif":
		err = writeFindingsSARIF(bw, o, r)
	case "junit":
		err = writeFindingsJUnit(bw, r, rank)
	default:
		err = writeFindingsText(bw, r)
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	if f != nil {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return failf(e, "check: write %s: %v", o.out, err)
	}
	return exitOK
}

// findingLine is one line of `check --format json`.
type findingLine struct {
	CheckID  string         `json:"check_id"`
	Severity string         `json:"severity"`
	Title    string         `json:"title"`
	Server   string         `json:"server"`
	Tool     string         `json:"tool,omitempty"`
	CallID   string         `json:"call_id,omitempty"`
	Message  string         `json:"message"`
	SpecURL  string         `json:"spec_url,omitempty"`
	Evidence map[string]any `json:"evidence,omitempty"`
}

// checkByID indexes the selected checks.
func (r *checkResult) checkByID(id string) *check.Check {
	for _, c := range r.checks {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// specURL is the spec link of a finding's check for its server's version.
func (r *checkResult) specURL(f check.Finding) (title, url string) {
	c := r.checkByID(f.CheckID)
	if c == nil {
		return "internal error in a check", ""
	}
	v := ""
	if t := r.targets[f.Server]; t != nil {
		v = t.Version
	}
	return c.Title, c.URLFor(v)
}

// writeFindingsJSON writes one JSON object per finding (JSON Lines).
func writeFindingsJSON(w io.Writer, r *checkResult) error {
	enc := json.NewEncoder(w)
	for _, f := range r.findings {
		title, url := r.specURL(f)
		if err := enc.Encode(findingLine{CheckID: f.CheckID, Severity: string(f.Severity), Title: title, Server: f.Server,
			Tool: f.Tool, CallID: f.CallID, Message: f.Message, SpecURL: url, Evidence: f.Evidence}); err != nil {
			return err
		}
	}
	return nil
}

// writeFindingsText prints the findings grouped by server, then tool
// (server-level findings first, tools in listed order).
func writeFindingsText(w io.Writer, r *checkResult) error {
	byServer := map[string][]check.Finding{}
	for _, f := range r.findings {
		byServer[f.Server] = append(byServer[f.Server], f)
	}
	known := map[string]int{}
	for _, f := range r.suppressed {
		known[f.Server]++
	}
	for _, s := range r.servers {
		t := r.targets[s.Name]
		fs := byServer[s.Name]
		head := fmt.Sprintf("server %s (protocol %s, status %s)", s.Name, dash(s.ProtocolVersion), s.Status)
		if n := known[s.Name]; n > 0 {
			head += fmt.Sprintf(" [%s suppressed by the baseline]", pluralize(n, "known finding"))
		}
		if len(fs) == 0 {
			fmt.Fprintf(w, "%s: no findings\n", head)
			continue
		}
		fmt.Fprintf(w, "%s: %s\n", head, pluralize(len(fs), "finding"))
		if t != nil && t.VersionNote != "" {
			fmt.Fprintf(w, "  note: %s\n", t.VersionNote)
		}
		for _, tool := range toolOrder(s, fs) {
			if tool == "" {
				fmt.Fprintln(w, "  (server)")
			} else {
				fmt.Fprintf(w, "  tool %s\n", tool)
			}
			for _, f := range fs {
				if f.Tool != tool {
					continue
				}
				title, _ := r.specURL(f)
				fmt.Fprintf(w, "    %-7s %s  %s\n", f.Severity, f.CheckID, title)
				fmt.Fprintf(w, "            %s\n", oneLine(f.Message, 1000))
			}
		}
	}
	_, err := fmt.Fprintln(w, r.summary())
	return err
}

// toolOrder lists the tools findings name: "" (server level) first, then
// the server's tools in listed order, then any others by first finding.
func toolOrder(s *capture.Server, fs []check.Finding) []string {
	has := map[string]bool{}
	for _, f := range fs {
		has[f.Tool] = true
	}
	var out []string
	seen := map[string]bool{}
	add := func(n string) {
		if has[n] && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	add("")
	for _, t := range s.Tools {
		add(t.Name)
	}
	for _, f := range fs {
		add(f.Tool)
	}
	return out
}
