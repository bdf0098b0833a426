package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/check"
)

// BaselineFormat is the value of a baseline file's "format" member.
const BaselineFormat = "mcpsurvey-baseline/v1"

// baselineReasonTODO is the reason --write-baseline gives a new entry; the
// user replaces it with why the finding is accepted.
const baselineReasonTODO = "TODO: say why this finding is accepted"

// Baseline is a file of known findings that `check --baseline` does not
// fail on. docs/ci.md describes the format.
type Baseline struct {
	Format  string          `json:"format"`
	Entries []BaselineEntry `json:"entries"`
}

// BaselineEntry accepts the findings of one check on one server and tool.
// Tool "" is a server-level finding; "*" matches every tool of the server
// and the server level. Severity and Message are written for the reader
// and not matched: a known finding whose message changes stays known.
type BaselineEntry struct {
	Check    string `json:"check"`
	Server   string `json:"server"`
	Tool     string `json:"tool,omitempty"`
	Reason   string `json:"reason"`
	Severity string `json:"severity,omitempty"`
	Message  string `json:"message,omitempty"`
}

// matches reports whether e accepts f.
func (e BaselineEntry) matches(f check.Finding) bool {
	return strings.EqualFold(e.Check, f.CheckID) && e.Server == f.Server && (e.Tool == "*" || e.Tool == f.Tool)
}

// label names an entry for messages: "MCP2003 fs/read_file".
func (e BaselineEntry) label() string {
	s := e.Check + " " + e.Server
	if e.Tool != "" {
		s += "/" + e.Tool
	}
	return s
}

// readBaseline reads and validates a baseline file; errors name the file
// and the entry.
func readBaseline(path string) (*Baseline, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	var bl Baseline
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&bl); err != nil {
		return nil, fmt.Errorf("baseline %s: not a baseline file: %v", path, err)
	}
	if bl.Format != BaselineFormat {
		return nil, fmt.Errorf("baseline %s: format %q, want %q", path, bl.Format, BaselineFormat)
	}
	for i, e := range bl.Entries {
		switch {
		case !check.ValidID(strings.ToUpper(e.Check)):
			return nil, fmt.Errorf("baseline %s: entry %d: check %q is not a check ID (MCP and four digits)", path, i+1, e.Check)
		case strings.TrimSpace(e.Server) == "":
			return nil, fmt.Errorf("baseline %s: entry %d (%s): no server", path, i+1, e.Check)
		case strings.TrimSpace(e.Reason) == "":
			return nil, fmt.Errorf("baseline %s: entry %d (%s): no reason: say why the finding is accepted", path, i+1, e.label())
		}
		bl.Entries[i].Check = strings.ToUpper(e.Check)
	}
	return &bl, nil
}

// baselineOutcome is what applying a baseline to a run's findings gives.
type baselineOutcome struct {
	fresh      []check.Finding // not in the baseline: these decide the exit code
	suppressed []suppressedFinding
	stale      []BaselineEntry // the check ran on the server and found nothing the entry matches
	unchecked  []BaselineEntry // the server is not in the corpus, or the check did not run on it
}

// suppressedFinding is a finding the baseline accepts, with the reason.
type suppressedFinding struct {
	check.Finding
	Reason string
}

// applyBaseline splits findings into new and known ones and sorts the
// entries that matched nothing into stale and unchecked. ran reports
// whether a check ran on a server.
func applyBaseline(bl *Baseline, findings []check.Finding, ran func(checkID, server string) bool) baselineOutcome {
	var out baselineOutcome
	used := make([]bool, len(bl.Entries))
	for _, f := range findings {
		hit := -1
		for i, e := range bl.Entries {
			if e.matches(f) {
				hit = i
				break
			}
		}
		if hit < 0 {
			out.fresh = append(out.fresh, f)
			continue
		}
		used[hit] = true
		// Later entries with the same key are used too (not stale).
		for i := hit + 1; i < len(bl.Entries); i++ {
			if bl.Entries[i].matches(f) {
				used[i] = true
			}
		}
		out.suppressed = append(out.suppressed, suppressedFinding{Finding: f, Reason: bl.Entries[hit].Reason})
	}
	for i, e := range bl.Entries {
		if used[i] {
			continue
		}
		if ran(e.Check, e.Server) {
			out.stale = append(out.stale, e)
		} else {
			out.unchecked = append(out.unchecked, e)
		}
	}
	return out
}

// baselineFrom builds a baseline of findings: one entry per check, server
// and tool, with the reason of a matching entry of prev when there is one
// (so re-writing a baseline keeps what the user wrote), else a placeholder.
func baselineFrom(findings []check.Finding, prev *Baseline) *Baseline {
	bl := &Baseline{Format: BaselineFormat, Entries: []BaselineEntry{}}
	seen := map[string]int{}
	for _, f := range findings {
		if f.CheckID == check.InternalCheckID {
			continue // a defect of mcpsurvey, not something to accept
		}
		key := f.CheckID + "\x00" + f.Server + "\x00" + f.Tool
		if i, ok := seen[key]; ok {
			// Keep the strongest severity of the findings an entry covers.
			if check.Severity(bl.Entries[i].Severity).Rank() < f.Severity.Rank() {
				bl.Entries[i].Severity = string(f.Severity)
			}
			continue
		}
		reason := baselineReasonTODO
		if prev != nil {
			for _, e := range prev.Entries {
				if e.matches(f) {
					reason = e.Reason
					break
				}
			}
		}
		seen[key] = len(bl.Entries)
		bl.Entries = append(bl.Entries, BaselineEntry{Check: f.CheckID, Server: f.Server, Tool: f.Tool, Reason: reason,
			Severity: string(f.Severity), Message: oneLine(f.Message, 200)})
	}
	slices.SortStableFunc(bl.Entries, func(a, b BaselineEntry) int {
		return cmp.Or(cmp.Compare(a.Server, b.Server), cmp.Compare(a.Check, b.Check), cmp.Compare(a.Tool, b.Tool))
	})
	return bl
}

// writeBaseline writes bl as indented JSON (stable order, so a baseline
// under version control diffs well) through a temporary file.
func writeBaseline(path string, bl *Baseline) error {
	b, err := json.MarshalIndent(bl, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return fmt.Errorf("write baseline %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("write baseline %s: %w", path, err)
	}
	return nil
}
