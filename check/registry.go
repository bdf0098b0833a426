package check

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Severity says how strongly the specification asks for what a check tests.
type Severity string

// Severities, strongest first.
const (
	SeverityError   Severity = "error"   // a MUST (or a schema requirement) is broken
	SeverityWarning Severity = "warning" // a SHOULD is broken
	SeverityInfo    Severity = "info"    // advice: not a spec violation, worth knowing
)

// Rank orders severities: error 3, warning 2, info 1, anything else 0.
func (s Severity) Rank() int {
	switch s {
	case SeverityError:
		return 3
	case SeverityWarning:
		return 2
	case SeverityInfo:
		return 1
	}
	return 0
}

// Valid reports whether s is one of the three severities.
func (s Severity) Valid() bool { return s.Rank() > 0 }

// ParseSeverity reads a severity name (case-insensitive).
func ParseSeverity(s string) (Severity, error) {
	v := Severity(strings.ToLower(strings.TrimSpace(s)))
	if !v.Valid() {
		return "", fmt.Errorf("severity %q: want error, warning or info", s)
	}
	return v, nil
}

// Categories of checks, one per ID range.
const (
	CategoryToolDefinition = "tool-definition" // MCP1xxx
	CategoryResult         = "result"          // MCP2xxx
	CategoryError          = "error-reporting" // MCP3xxx
	CategoryProtocol       = "protocol"        // MCP4xxx
)

// Check is one conformance rule.
type Check struct {
	ID       string   // stable, MCP + 4 digits
	Title    string   // one line, no final period
	Severity Severity // the default severity; a finding may carry a lower one for some versions
	Category string
	// Versions lists the protocol versions the check applies to; empty
	// means every version.
	Versions []string
	// SpecSection names the rule's place in the spec ("Tools › Output
	// Schema"); SpecURL links to it (latest version the check applies to;
	// URLFor gives the page of another version).
	SpecSection, SpecURL string
	// SpecQuote is the spec text the rule rests on, quoted briefly with
	// the revision and section it comes from.
	SpecQuote string
	// Explanation says what the rule is, why it matters and how the check
	// decides, including how it differs between versions.
	Explanation string
	// Before and After are JSON snippets: a failing shape and its fix.
	Before, After string
	// Run inspects one target and returns its findings. It is pure and may
	// leave CheckID, Severity and Server empty: RunTarget fills them in.
	Run func(t *Target) []Finding
}

// Finding is one problem a check found.
type Finding struct {
	CheckID  string         `json:"check_id"`
	Severity Severity       `json:"severity"`
	Server   string         `json:"server"`
	Tool     string         `json:"tool,omitempty"`
	CallID   string         `json:"call_id,omitempty"`
	Message  string         `json:"message"`
	Evidence map[string]any `json:"evidence,omitempty"`
}

// InternalCheckID is the check ID of the finding reported when a check
// panics (a defect of mcpsurvey, not of the server).
const InternalCheckID = "MCP0000"

// ValidID reports whether id has the shape of a registered check ID: MCP
// and four digits, the first of them 1-9.
func ValidID(id string) bool {
	if len(id) != 7 || !strings.HasPrefix(id, "MCP") || id[3] < '1' || id[3] > '9' {
		return false
	}
	for i := 4; i < 7; i++ {
		if id[i] < '0' || id[i] > '9' {
			return false
		}
	}
	return true
}

// All returns every registered check, ordered by ID. Each call builds
// fresh values, so callers may modify them.
func All() []*Check {
	cs := []*Check{
		checkToolName(), checkInputSchema(), checkOutputSchemaValid(), checkOutputSchemaRoot(),
		checkDuplicateTools(), checkAnnotations(), checkInputSchemaValid(), checkDefaultAnnotations(),
		checkMissingStructured(), checkStructuredValid(), checkTextMirror(), checkDerivable(),
		checkStructuredObject(), checkDualMode(), checkJSONWithoutSchema(), checkContentBlocks(),
		checkErrorText(), checkRPCToolError(), checkErrorStructured(),
		checkStdoutNoise(), checkToolsCapability(), checkVersionAnswer(), checkPagination(),
		checkSlowInit(), checkFraming(), checkSessionIncomplete(), checkInitializeResult(),
		checkWireSchema(), checkResultType(), checkCaching(), checkDiscover(), checkListOrder(), checkErrorCodes(), checkServerInfoMeta(), checkServerRequests(),
	}
	slices.SortFunc(cs, func(a, b *Check) int { return cmp.Compare(a.ID, b.ID) })
	return cs
}

// Lookup finds a check by ID (case-insensitive).
func Lookup(id string) (*Check, bool) {
	id = strings.ToUpper(strings.TrimSpace(id))
	for _, c := range All() {
		if c.ID == id {
			return c, true
		}
	}
	return nil, false
}

// Similar returns up to five registered IDs close to id (same prefix, or
// one or two edits away), best first, for "did you mean" messages.
func Similar(id string) []string {
	id = strings.ToUpper(strings.TrimSpace(id))
	type cand struct {
		id   string
		dist int
	}
	var cs []cand
	for _, c := range All() {
		d := editDistance(id, c.ID)
		if d <= 2 || (len(id) >= 4 && strings.HasPrefix(c.ID, id)) {
			cs = append(cs, cand{c.ID, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].dist < cs[j].dist })
	var out []string
	for i := 0; i < len(cs) && i < 5; i++ {
		out = append(out, cs[i].id)
	}
	return out
}

// editDistance is the Levenshtein distance of two short strings.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Select parses a check selection: comma-separated terms, each "all", an
// ID ("MCP2002"), a prefix pattern ending in "*" ("MCP1*", "MCP20*"), or one
// of those preceded by "-" to remove it. Terms apply in order; a selection
// that starts with a removal (or is empty) starts from all checks. It
// returns the selected checks in ID order, and an error naming the term for
// an unknown ID (with close matches) or a pattern that matches nothing.
func Select(spec string) ([]*Check, error) {
	all := All()
	terms := strings.Split(spec, ",")
	selected := map[string]bool{}
	started := false
	for i, raw := range terms {
		term := strings.ToUpper(strings.TrimSpace(raw))
		if term == "" {
			continue
		}
		remove := strings.HasPrefix(term, "-")
		if remove {
			term = strings.TrimSpace(term[1:])
		} else {
			term = strings.TrimPrefix(term, "+")
		}
		if !started && remove {
			for _, c := range all {
				selected[c.ID] = true
			}
		}
		started = true
		ids, err := matchTerm(all, term)
		if err != nil {
			return nil, fmt.Errorf("--checks term %d %q: %w", i+1, strings.TrimSpace(raw), err)
		}
		for _, id := range ids {
			selected[id] = !remove
		}
	}
	if !started {
		return all, nil
	}
	var out []*Check
	for _, c := range all {
		if selected[c.ID] {
			out = append(out, c)
		}
	}
	return out, nil
}

// matchTerm resolves one selection term (without its sign) to IDs.
func matchTerm(all []*Check, term string) ([]string, error) {
	var ids []string
	switch {
	case term == "ALL":
		for _, c := range all {
			ids = append(ids, c.ID)
		}
	case strings.HasSuffix(term, "*"):
		prefix := strings.TrimSuffix(term, "*")
		if strings.Contains(prefix, "*") {
			return nil, fmt.Errorf("only a trailing * is supported")
		}
		for _, c := range all {
			if strings.HasPrefix(c.ID, prefix) {
				ids = append(ids, c.ID)
			}
		}
		if len(ids) == 0 {
			return nil, fmt.Errorf("no check ID starts with %q", prefix)
		}
	default:
		for _, c := range all {
			if c.ID == term {
				return []string{c.ID}, nil
			}
		}
		msg := "unknown check ID"
		if s := Similar(term); len(s) > 0 {
			msg += " (did you mean " + strings.Join(s, ", ") + "?)"
		}
		return nil, fmt.Errorf("%s; run `mcpsurvey explain` for the list", msg)
	}
	return ids, nil
}

// Run runs checks over one captured server with default options; see
// RunTarget.
func Run(checks []*Check, s *capture.Server) []Finding {
	return RunTarget(checks, NewTarget(s, Options{}))
}

// RunTarget runs the checks that apply to t's protocol version, in the
// given order, and returns their findings in that order (each check's
// findings in the order it produced them: tools, then calls, as captured).
// Missing CheckID, Severity and Server fields are filled in; when the
// version rules were substituted (unknown version), every finding's
// evidence says so. A check that panics yields one InternalCheckID finding
// of severity info naming it; the other checks still run.
func RunTarget(checks []*Check, t *Target) []Finding {
	if t == nil || t.Server == nil {
		return nil
	}
	var out []Finding
	for _, c := range checks {
		if c == nil || c.Run == nil || !c.AppliesTo(t.Version) {
			continue
		}
		for _, f := range runOne(c, t) {
			if f.CheckID == "" {
				f.CheckID = c.ID
			}
			if f.Severity == "" {
				f.Severity = c.Severity
			}
			if f.Server == "" {
				f.Server = t.Server.Name
			}
			if f.Evidence == nil {
				f.Evidence = map[string]any{}
			}
			f.Evidence["rules_version"] = t.Version
			if t.VersionNote != "" {
				f.Evidence["version_note"] = t.VersionNote
			}
			out = append(out, f)
		}
	}
	return out
}

// runOne runs one check, turning a panic into an internal finding.
func runOne(c *Check, t *Target) (fs []Finding) {
	defer func() {
		if r := recover(); r != nil {
			fs = []Finding{{CheckID: InternalCheckID, Severity: SeverityInfo, Server: t.Server.Name,
				Message:  fmt.Sprintf("internal error: check %s failed on this server and was skipped (%v); please report it", c.ID, r),
				Evidence: map[string]any{"check": c.ID}}}
		}
	}()
	return c.Run(t)
}
