package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// junitDoc is JUnit XML read back the way CI systems read it: every count
// as an attribute string, so a missing one shows.
type junitDoc struct {
	XMLName  xml.Name `xml:"testsuites"`
	Name     string   `xml:"name,attr"`
	Tests    string   `xml:"tests,attr"`
	Failures string   `xml:"failures,attr"`
	Errors   string   `xml:"errors,attr"`
	Skipped  string   `xml:"skipped,attr"`
	Suites   []struct {
		Name     string `xml:"name,attr"`
		Tests    string `xml:"tests,attr"`
		Failures string `xml:"failures,attr"`
		Errors   string `xml:"errors,attr"`
		Skipped  string `xml:"skipped,attr"`
		Props    []struct {
			Name  string `xml:"name,attr"`
			Value string `xml:"value,attr"`
		} `xml:"properties>property"`
		Cases []struct {
			Name      string `xml:"name,attr"`
			Classname string `xml:"classname,attr"`
			Time      string `xml:"time,attr"`
			Failures  []struct {
				Message string `xml:"message,attr"`
				Type    string `xml:"type,attr"`
				Text    string `xml:",chardata"`
			} `xml:"failure"`
			Errors  []struct{} `xml:"error"`
			Skipped []struct {
				Message string `xml:"message,attr"`
			} `xml:"skipped"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

// validateJUnit checks the structure CI systems rely on (the Ant/Jenkins
// JUnit schema): a <testsuites> root; each <testsuite> with a name and
// integer tests/failures/errors/skipped that equal what its testcases hold;
// each <testcase> with a name, a classname and at most one of failure,
// error and skipped, a failure with a message and type; the root's counts
// the sums of the suites'. It returns the parsed document.
func validateJUnit(t *testing.T, out string) junitDoc {
	t.Helper()
	if !strings.HasPrefix(out, `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Errorf("no XML declaration: %.80q", out)
	}
	var doc junitDoc
	if err := xml.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("JUnit XML does not parse: %v\n%s", err, out)
	}
	num := func(what, s string) int {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			t.Errorf("%s = %q: not a count", what, s)
		}
		return n
	}
	var tests, failures, errs, skipped int
	for _, s := range doc.Suites {
		if s.Name == "" {
			t.Error("testsuite without a name")
		}
		var f, e, sk int
		names := map[string]bool{}
		for _, c := range s.Cases {
			if c.Name == "" || c.Classname == "" || c.Time == "" {
				t.Errorf("suite %s: testcase %+v lacks name, classname or time", s.Name, c)
			}
			if names[c.Name] {
				t.Errorf("suite %s: testcase %q twice", s.Name, c.Name)
			}
			names[c.Name] = true
			if len(c.Failures)+len(c.Errors)+len(c.Skipped) > 1 {
				t.Errorf("suite %s: testcase %q has more than one outcome", s.Name, c.Name)
			}
			for _, fl := range c.Failures {
				if fl.Message == "" || fl.Type == "" {
					t.Errorf("suite %s: testcase %q: failure without message or type", s.Name, c.Name)
				}
			}
			f += len(c.Failures)
			e += len(c.Errors)
			sk += len(c.Skipped)
		}
		if num("tests", s.Tests) != len(s.Cases) || num("failures", s.Failures) != f || num("errors", s.Errors) != e || num("skipped", s.Skipped) != sk {
			t.Errorf("suite %s: counts tests=%s failures=%s errors=%s skipped=%s, testcases hold %d/%d/%d/%d",
				s.Name, s.Tests, s.Failures, s.Errors, s.Skipped, len(s.Cases), f, e, sk)
		}
		tests += len(s.Cases)
		failures += f
		errs += e
		skipped += sk
	}
	if num("tests", doc.Tests) != tests || num("failures", doc.Failures) != failures || num("errors", doc.Errors) != errs || num("skipped", doc.Skipped) != skipped {
		t.Errorf("root counts %s/%s/%s/%s, suites sum to %d/%d/%d/%d", doc.Tests, doc.Failures, doc.Errors, doc.Skipped, tests, failures, errs, skipped)
	}
	return doc
}

func TestCheckJUnit(t *testing.T) {
	db := checkCorpus(t, checkServer("cli"), warnServer(), cleanServer())
	out, errs, code := cli(t, "check", "--db", db, "--format", "junit")
	if code != exitFindings {
		t.Fatalf("exit %d: %s", code, errs)
	}
	doc := validateJUnit(t, out)
	suite := func(d junitDoc, name string) int {
		for i, s := range d.Suites {
			if s.Name == name {
				return i
			}
		}
		t.Fatalf("no testsuite %q", name)
		return -1
	}
	if len(doc.Suites) != 3 {
		t.Fatalf("%d suites, want one per server", len(doc.Suites))
	}
	// The error findings of --format json are exactly the failing testcases.
	jsonOut, _, _ := cli(t, "check", "--db", db, "--format", "json", "--fail-on", "never")
	wantFail := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(jsonOut), "\n") {
		var l findingLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatal(err)
		}
		if l.Severity == "error" {
			where := "server"
			if l.Tool != "" {
				where = "tool " + l.Tool
			}
			wantFail[l.Server+" "+l.CheckID+" ["+where+"]"] = true
		}
	}
	gotFail := map[string]bool{}
	for _, s := range doc.Suites {
		for _, c := range s.Cases {
			if c.Classname != "mcpsurvey."+s.Name {
				t.Errorf("classname %q in suite %s", c.Classname, s.Name)
			}
			if len(c.Failures) > 0 {
				id, _, _ := strings.Cut(c.Name, " ")
				gotFail[s.Name+" "+id+" ["+c.Name[strings.LastIndex(c.Name, "[")+1:]] = true
				if c.Failures[0].Type != id || !strings.Contains(c.Failures[0].Text, "spec: https://modelcontextprotocol.io/specification/") {
					t.Errorf("failure of %s: type %q, text %q", c.Name, c.Failures[0].Type, c.Failures[0].Text)
				}
			}
		}
	}
	if len(wantFail) == 0 || len(gotFail) != len(wantFail) {
		t.Errorf("failing testcases %v, want the error findings %v", gotFail, wantFail)
	}
	for k := range wantFail {
		if !gotFail[k] {
			t.Errorf("error finding %s is not a failing testcase (failing: %v)", k, gotFail)
		}
	}
	// A testcase per tool-level check and listed tool: the clean server's
	// one tool has a passing MCP1001 testcase, its server a MCP4001 one.
	good := doc.Suites[suite(doc, "good")]
	has := func(name string) bool {
		for _, c := range good.Cases {
			if c.Name == name {
				return len(c.Failures) == 0 && len(c.Skipped) == 0
			}
		}
		return false
	}
	if !has("MCP1001 Tool name outside the tool-name rules [tool echo]") || !has("MCP4001 Non-JSON output on stdout [server]") {
		t.Errorf("passing testcases of the clean server missing: %+v", good.Cases)
	}
	if good.Failures != "0" {
		t.Errorf("clean server has failures: %s", good.Failures)
	}

	// --fail-on warning makes the warning a failure; never makes none.
	out, _, _ = cli(t, "check", "--db", db, "--format", "junit", "--fail-on", "warning")
	if d := validateJUnit(t, out); d.Suites[suite(d, "warn")].Failures != "1" {
		t.Errorf("--fail-on warning: warn suite failures %s", d.Suites[suite(d, "warn")].Failures)
	}
	out, _, code = cli(t, "check", "--db", db, "--format", "junit", "--fail-on", "never")
	if d := validateJUnit(t, out); d.Failures != "0" || code != exitOK {
		t.Errorf("--fail-on never: failures %s, exit %d", d.Failures, code)
	}

	// With a baseline the known findings are skipped testcases that say why.
	bl := filepath.Join(t.TempDir(), "b.json")
	if _, errs, code := cli(t, "check", "--db", db, "--write-baseline", bl); code != exitOK {
		t.Fatalf("write baseline: %d %s", code, errs)
	}
	outFile := filepath.Join(t.TempDir(), "r.xml")
	if _, errs, code := cli(t, "check", "--db", db, "--format", "junit", "--baseline", bl, "--out", outFile); code != exitOK {
		t.Fatalf("junit with baseline: %d %s", code, errs)
	}
	b, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	d := validateJUnit(t, string(b))
	if d.Failures != "0" || d.Skipped != strconv.Itoa(len(gotFail)) {
		t.Errorf("with the baseline: failures %s, skipped %s, want 0 and %d", d.Failures, d.Skipped, len(gotFail))
	}
	if !strings.Contains(string(b), "accepted by baseline "+bl+": "+baselineReasonTODO) {
		t.Errorf("skipped testcases do not give the reason:\n%s", b)
	}
}

// The SARIF of a run with a baseline keeps the known findings as results
// with an external suppression carrying the reason.
func TestCheckBaselineSARIFSuppressions(t *testing.T) {
	db := checkCorpus(t, checkServer("cli"))
	bl := filepath.Join(t.TempDir(), "b.json")
	if _, errs, code := cli(t, "check", "--db", db, "--write-baseline", bl, "--fail-on", "never"); code != exitOK {
		t.Fatalf("write: %d %s", code, errs)
	}
	out, errs, code := cli(t, "check", "--db", db, "--format", "sarif", "--baseline", bl)
	if code != exitOK {
		t.Fatalf("sarif: %d %s", code, errs)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID       string `json:"ruleId"`
				Suppressions []struct {
					Kind          string `json:"kind"`
					Status        string `json:"status"`
					Justification string `json:"justification"`
				} `json:"suppressions"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Results) == 0 {
		t.Fatalf("no results: %s", out)
	}
	for _, r := range log.Runs[0].Results {
		if len(r.Suppressions) != 1 || r.Suppressions[0].Kind != "external" || r.Suppressions[0].Status != "accepted" ||
			!strings.Contains(r.Suppressions[0].Justification, baselineReasonTODO) {
			t.Errorf("result %s: suppressions %+v", r.RuleID, r.Suppressions)
		}
	}
}

// Names and messages with markup, control characters and invalid UTF-8
// still give well-formed XML.
func TestCheckJUnitOddNames(t *testing.T) {
	s := checkServer("cli")
	s.Name = "odd <&> \x01 server"
	s.Tools[2].Name = "bad name <x> & \x02 \xff"
	s.Tools[2].Def = json.RawMessage(`{"name":"bad name <x> & \u0002 \ufffd","inputSchema":{"type":"object"}}`)
	db := checkCorpus(t, s)
	out, errs, code := cli(t, "check", "--db", db, "--format", "junit")
	if code != exitFindings {
		t.Fatalf("exit %d: %s", code, errs)
	}
	doc := validateJUnit(t, out)
	if len(doc.Suites) != 1 || doc.Suites[0].Failures == "0" {
		t.Errorf("suites %+v", doc.Suites)
	}
}
