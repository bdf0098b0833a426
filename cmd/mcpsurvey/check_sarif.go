package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/owenrumney/go-sarif/v2/sarif"

	"github.com/mcpsurvey/mcpsurvey/check"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// sarifLevel maps a severity to a SARIF result level.
func sarifLevel(s check.Severity) string {
	switch s {
	case check.SeverityError:
		return "error"
	case check.SeverityWarning:
		return "warning"
	}
	return "note"
}

// ruleName turns a check title into a SARIF rule name (PascalCase words).
func ruleName(title string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(title, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		rs := []rune(w)
		rs[0] = unicode.ToUpper(rs[0])
		b.WriteString(string(rs))
	}
	return b.String()
}

// sarifRule describes one check as a SARIF reportingDescriptor.
func sarifRule(run *sarif.Run, c *check.Check) {
	help := c.Doc()
	run.AddRule(c.ID).
		WithName(ruleName(c.Title)).
		WithShortDescription(sarif.NewMultiformatMessageString(c.Title)).
		WithFullDescription(sarif.NewMultiformatMessageString(strings.Join(strings.Fields(c.Explanation), " "))).
		WithHelpURI(c.SpecURL).
		WithHelp(sarif.NewMultiformatMessageString(help)).
		WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(sarifLevel(c.Severity))).
		WithProperties(sarif.Properties{"category": c.Category, "versions": c.VersionsText(), "tags": []string{"mcp", c.Category}})
}

// artifact is the file a server's findings point to: the config file the
// server came from when it is readable (at the line naming the server),
// else the corpus file.
type artifact struct {
	uri  string
	line int
}

// serverArtifact finds where a server's findings point.
func serverArtifact(s *capture.Server, corpusPath string) artifact {
	if src := s.Source; src != "" && src != "cli" && src != "import" {
		if st, err := os.Stat(src); err == nil && st.Mode().IsRegular() {
			return artifact{uri: artifactURI(src), line: lineNaming(src, s.Name)}
		}
	}
	return artifact{uri: artifactURI(corpusPath), line: 1}
}

// lineNaming returns the 1-based line where a config file names a server
// as a JSON key ("name":), or 1.
func lineNaming(path, name string) int {
	f, err := os.Open(path)
	if err != nil {
		return 1
	}
	defer f.Close()
	key := `"` + name + `"`
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if i := strings.Index(l, key); i >= 0 && strings.HasPrefix(strings.TrimSpace(l[i+len(key):]), ":") {
			return n
		}
	}
	return 1
}

// artifactURI renders a path as a SARIF artifact URI: relative to the
// working directory (with forward slashes) when the file is below it, as
// GitHub code scanning wants repository-relative paths, else a file URI.
func artifactURI(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, abs); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	return "file://" + filepath.ToSlash(abs)
}

// fingerprint identifies a finding across runs: a hash of its check,
// server, tool, call and message (stable for an unchanged server).
func fingerprint(f check.Finding) string {
	h := sha256.Sum256([]byte(f.CheckID + "\x00" + f.Server + "\x00" + f.Tool + "\x00" + f.CallID + "\x00" + f.Message))
	return hex.EncodeToString(h[:16])
}

// writeFindingsSARIF writes a SARIF 2.1.0 log: the selected checks as
// rules, the findings as results with a logical location (server, or
// server/tool) and a physical one (config file or corpus file).
func writeFindingsSARIF(w io.Writer, o checkOpts, r *checkResult) error {
	rep, err := sarif.New(sarif.Version210)
	if err != nil {
		return err
	}
	run := sarif.NewRunWithInformationURI("mcpsurvey", "https://github.com/mcpsurvey/mcpsurvey")
	run.Tool.Driver.WithVersion(version)
	index := map[string]int{}
	for i, c := range r.checks {
		sarifRule(run, c)
		index[c.ID] = i
	}
	arts := map[string]artifact{}
	for _, s := range r.servers {
		arts[s.Name] = serverArtifact(s, o.db)
	}
	// Known findings of a baseline are results too, with an external
	// suppression whose justification is the baseline's reason (SARIF
	// 2.1.0 §3.27.23), for consumers that honour suppressions.
	type sarifItem struct {
		f      check.Finding
		reason string
		known  bool
	}
	items := make([]sarifItem, 0, len(r.findings)+len(r.suppressed))
	for _, f := range r.findings {
		items = append(items, sarifItem{f: f})
	}
	for _, s := range r.suppressed {
		items = append(items, sarifItem{f: s.Finding, reason: s.Reason, known: true})
	}
	for _, it := range items {
		f := it.f
		if _, ok := index[f.CheckID]; !ok {
			// An internal error of a check: a rule of its own.
			run.AddRule(f.CheckID).WithName("InternalCheckError").
				WithShortDescription(sarif.NewMultiformatMessageString("A check failed with an internal error")).
				WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel("note"))
			index[f.CheckID] = len(run.Tool.Driver.Rules) - 1
		}
		logical := sarif.NewLogicalLocation().WithName(f.Server).WithFullyQualifiedName(f.Server).WithKind("module")
		if f.Tool != "" {
			logical = sarif.NewLogicalLocation().WithName(f.Tool).WithFullyQualifiedName(f.Server + "/" + f.Tool).WithKind("function")
		}
		a := arts[f.Server]
		if a.uri == "" {
			a = artifact{uri: artifactURI(o.db), line: 1}
		}
		phys := sarif.NewPhysicalLocation().
			WithArtifactLocation(sarif.NewSimpleArtifactLocation(a.uri)).
			WithRegion(sarif.NewSimpleRegion(a.line, a.line))
		msg := f.Message
		if f.Tool != "" {
			msg = f.Server + "/" + f.Tool + ": " + msg
		} else {
			msg = f.Server + ": " + msg
		}
		res := run.CreateResultForRule(f.CheckID).
			WithRuleIndex(index[f.CheckID]).
			WithLevel(sarifLevel(f.Severity)).
			WithMessage(sarif.NewTextMessage(msg)).
			WithLocations([]*sarif.Location{sarif.NewLocationWithPhysicalLocation(phys).WithLogicalLocations([]*sarif.LogicalLocation{logical})}).
			WithPartialFingerPrints(map[string]any{"mcpsurveyFinding/v1": fingerprint(f)})
		props := sarif.Properties{"server": f.Server}
		if f.CallID != "" {
			props["call_id"] = f.CallID
		}
		if len(f.Evidence) > 0 {
			props["evidence"] = f.Evidence
		}
		res.Properties = props
		if it.known {
			res.AddSuppression(sarif.NewSuppression("external").WithStatus("accepted").
				WithJustifcation("baseline " + r.baselinePath + ": " + it.reason))
		}
	}
	run.AddInvocation(true)
	rep.AddRun(run)
	return rep.PrettyWrite(w)
}
