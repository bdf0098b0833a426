package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract/schema"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// checkServer is a capture with known problems: an array outputSchema
// (MCP1004), a result that does not match its schema (MCP2002), a banner on
// stdout (MCP4001) and a tool name with a space (MCP1001).
func checkServer(source string) *capture.Server {
	return &capture.Server{
		Name: "bad", Source: source, Transport: capture.TransportStdio, Status: capture.ServerOK,
		OfferedVersion: "2025-11-25", ProtocolVersion: "2025-11-25",
		InitializeResult: json.RawMessage(`{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"bad","version":"1"}}`),
		InitMS:           10, ListPages: 1,
		Events: []capture.Event{{Kind: capture.EventStdoutNoise, Detail: "non-JSON line on stdout", Raw: "Server starting..."}},
		Tools: []capture.Tool{
			{Name: "arr", Page: 1, Def: json.RawMessage(`{"name":"arr","inputSchema":{"type":"object"},"outputSchema":{"type":"array"},"annotations":{"readOnlyHint":true}}`)},
			{Name: "user", Page: 1, Def: json.RawMessage(`{"name":"user","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"n":{"type":"integer"}}},"annotations":{"readOnlyHint":true}}`)},
			{Name: "bad name", Page: 1, Def: json.RawMessage(`{"name":"bad name","inputSchema":{"type":"object"}}`)},
		},
		Calls: []capture.Call{{ID: "bad/user/1", Tool: "user", Seq: 1, Status: capture.CallOK,
			Result: json.RawMessage(`{"content":[{"type":"text","text":"{\"n\":\"x\"}"}],"structuredContent":{"n":"x"}}`)}},
	}
}

// warnServer has only a warning (MCP1001) and an info finding (MCP2007).
func warnServer() *capture.Server {
	return &capture.Server{
		Name: "warn", Source: "cli", Transport: capture.TransportStdio, Status: capture.ServerOK,
		OfferedVersion: "2025-11-25", ProtocolVersion: "2025-11-25",
		InitializeResult: json.RawMessage(`{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"warn","version":"1"}}`),
		Tools:            []capture.Tool{{Name: "get/x", Page: 1, Def: json.RawMessage(`{"name":"get/x","inputSchema":{"type":"object"}}`)}},
		Calls: []capture.Call{{ID: "warn/get/x/1", Tool: "get/x", Seq: 1, Status: capture.CallOK,
			Result: json.RawMessage(`{"content":[{"type":"text","text":"{\"a\":1,\"b\":[1,2,3]}"}]}`)}},
	}
}

// cleanServer passes every check.
func cleanServer() *capture.Server {
	return &capture.Server{
		Name: "good", Source: "cli", Transport: capture.TransportStdio, Status: capture.ServerOK,
		OfferedVersion: "2025-11-25", ProtocolVersion: "2025-11-25",
		InitializeResult: json.RawMessage(`{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"good","version":"1"}}`),
		Tools:            []capture.Tool{{Name: "echo", Page: 1, Def: json.RawMessage(`{"name":"echo","inputSchema":{"type":"object"}}`)}},
		Calls:            []capture.Call{{ID: "good/echo/1", Tool: "echo", Seq: 1, Status: capture.CallOK, Result: json.RawMessage(`{"content":[{"type":"text","text":"hi"}]}`)}},
	}
}

// checkCorpus writes a corpus holding servers and returns its path.
func checkCorpus(t *testing.T, servers ...*capture.Server) string {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	d, err := corpus.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	run, err := d.BeginRun(ctx, corpus.RunMeta{Tool: "test"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range servers {
		if err := d.SaveServer(ctx, run, s); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// sarifSubset is the part of the SARIF 2.1.0 schema that consumers (GitHub
// code scanning among them) require of a log, results and rules.
const sarifSubset = `{
  "type": "object",
  "required": ["version", "$schema", "runs"],
  "properties": {
    "version": {"const": "2.1.0"},
    "$schema": {"type": "string", "pattern": "sarif-schema-2\\.1\\.0\\.json$"},
    "runs": {"type": "array", "minItems": 1, "items": {
      "type": "object",
      "required": ["tool", "results"],
      "properties": {
        "tool": {"type": "object", "required": ["driver"], "properties": {
          "driver": {"type": "object", "required": ["name", "rules"], "properties": {
            "name": {"type": "string", "minLength": 1},
            "rules": {"type": "array", "items": {
              "type": "object",
              "required": ["id", "shortDescription", "fullDescription", "helpUri", "defaultConfiguration"],
              "properties": {
                "id": {"type": "string"},
                "shortDescription": {"type": "object", "required": ["text"]},
                "fullDescription": {"type": "object", "required": ["text"]},
                "helpUri": {"type": "string", "pattern": "^https://"},
                "defaultConfiguration": {"type": "object", "required": ["level"], "properties": {"level": {"enum": ["error", "warning", "note"]}}}
              }
            }}
          }}
        }},
        "results": {"type": "array", "items": {
          "type": "object",
          "required": ["ruleId", "ruleIndex", "level", "message", "locations"],
          "properties": {
            "ruleId": {"type": "string"},
            "ruleIndex": {"type": "integer", "minimum": 0},
            "level": {"enum": ["error", "warning", "note", "none"]},
            "message": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string", "minLength": 1}}},
            "locations": {"type": "array", "minItems": 1, "items": {
              "type": "object",
              "required": ["physicalLocation", "logicalLocations"],
              "properties": {
                "physicalLocation": {"type": "object", "required": ["artifactLocation", "region"], "properties": {
                  "artifactLocation": {"type": "object", "required": ["uri"], "properties": {"uri": {"type": "string", "minLength": 1}}},
                  "region": {"type": "object", "required": ["startLine"], "properties": {"startLine": {"type": "integer", "minimum": 1}}}
                }},
                "logicalLocations": {"type": "array", "minItems": 1, "items": {"type": "object", "required": ["name", "fullyQualifiedName", "kind"],
                  "properties": {"kind": {"enum": ["function", "module"]}}}}
              }
            }}
          }
        }}
      }
    }}
  }
}`

// sarifLog is the part of a SARIF log the test reads.
type sarifLog struct {
	Runs []struct {
		Tool struct {
			Driver struct {
				Rules []struct {
					ID string `json:"id"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Level     string `json:"level"`
			Message   struct {
				Text string `json:"text"`
			} `json:"message"`
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI string `json:"uri"`
					} `json:"artifactLocation"`
					Region struct {
						StartLine int `json:"startLine"`
					} `json:"region"`
				} `json:"physicalLocation"`
				LogicalLocations []struct {
					FullyQualifiedName string `json:"fullyQualifiedName"`
					Kind               string `json:"kind"`
				} `json:"logicalLocations"`
			} `json:"locations"`
		} `json:"results"`
	} `json:"runs"`
}

func TestCheckSARIF(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "mcp.json")
	if err := os.WriteFile(cfg, []byte("{\n  \"mcpServers\": {\n    \"bad\": {\"command\": \"bad-server\"},\n    \"good\": {\"command\": \"x\"}\n  }\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := checkCorpus(t, checkServer(cfg), cleanServer())
	out := filepath.Join(dir, "out.sarif")
	_, errs, code := cli(t, "check", "--db", db, "--format", "sarif", "--out", out, "--fail-on", "never")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	raw, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	sch, err := schema.Compile([]byte(sarifSubset), "2020-12")
	if err != nil {
		t.Fatal(err)
	}
	vs, err := sch.ValidateJSON(raw)
	if err != nil || len(vs) > 0 {
		t.Fatalf("SARIF does not have the required structure: %v %v\n%s", err, vs, raw)
	}
	var log sarifLog
	if err := json.Unmarshal(raw, &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	var ruleIDs []string
	for _, r := range run.Tool.Driver.Rules {
		ruleIDs = append(ruleIDs, r.ID)
	}
	for _, id := range []string{"MCP1001", "MCP2002", "MCP4008"} {
		if !slices.Contains(ruleIDs, id) {
			t.Errorf("rule %s missing: %v", id, ruleIDs)
		}
	}
	type key struct{ rule, level, where, kind string }
	got := map[key]bool{}
	for _, r := range run.Results {
		if run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %s has ruleIndex %d pointing at %s", r.RuleID, r.RuleIndex, run.Tool.Driver.Rules[r.RuleIndex].ID)
		}
		loc := r.Locations[0]
		got[key{r.RuleID, r.Level, loc.LogicalLocations[0].FullyQualifiedName, loc.LogicalLocations[0].Kind}] = true
		if strings.HasPrefix(loc.LogicalLocations[0].FullyQualifiedName, "bad") {
			if !strings.HasSuffix(loc.PhysicalLocation.ArtifactLocation.URI, "mcp.json") || loc.PhysicalLocation.Region.StartLine != 3 {
				t.Errorf("%s: physical location %s:%d, want the config file at the line naming the server (3)", r.RuleID, loc.PhysicalLocation.ArtifactLocation.URI, loc.PhysicalLocation.Region.StartLine)
			}
		}
		if strings.HasPrefix(loc.LogicalLocations[0].FullyQualifiedName, "good") {
			t.Errorf("the clean server has a result: %+v", r)
		}
	}
	for _, want := range []key{
		{"MCP1004", "error", "bad/arr", "function"},
		{"MCP2002", "error", "bad/user", "function"},
		{"MCP4001", "error", "bad", "module"},
		{"MCP1001", "warning", "bad/bad name", "function"},
	} {
		if !got[want] {
			t.Errorf("SARIF lacks result %+v; has %v", want, got)
		}
	}
}

func TestCheckExitCodes(t *testing.T) {
	withErrors := checkCorpus(t, checkServer("cli"), cleanServer())
	onlyWarn := checkCorpus(t, warnServer(), cleanServer())
	clean := checkCorpus(t, cleanServer())
	for _, c := range []struct {
		db, failOn string
		want       int
	}{
		{withErrors, "", exitFindings}, {withErrors, "never", exitOK},
		{onlyWarn, "", exitOK}, {onlyWarn, "error", exitOK}, {onlyWarn, "warning", exitFindings}, {onlyWarn, "info", exitFindings}, {onlyWarn, "never", exitOK},
		{clean, "info", exitOK},
	} {
		args := []string{"check", "--db", c.db, "--format", "json"}
		if c.failOn != "" {
			args = append(args, "--fail-on", c.failOn)
		}
		if _, errs, code := cli(t, args...); code != c.want {
			t.Errorf("%s --fail-on %q: exit %d, want %d (%s)", filepath.Base(filepath.Dir(c.db)), c.failOn, code, c.want, errs)
		}
	}
	// Only MCP2007 (info) is selected: a warning threshold passes.
	if _, errs, code := cli(t, "check", "--db", onlyWarn, "--checks", "MCP2007", "--fail-on", "warning"); code != exitOK {
		t.Errorf("info-only selection: exit %d %s", code, errs)
	}
}

func TestCheckUsageErrors(t *testing.T) {
	db := checkCorpus(t, cleanServer())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--checks", "MCP2020"}, "did you mean"},
		{[]string{"--checks", "all,-MCP9999"}, "unknown check ID"},
		{[]string{"--checks", "MCP9*"}, "no check ID starts"},
		{[]string{"--format", "xml"}, "--format"},
		{[]string{"--fail-on", "fatal"}, "--fail-on"},
		{[]string{"extra"}, "unexpected argument"},
	} {
		_, errs, code := cli(t, append([]string{"check", "--db", db}, c.args...)...)
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want exit 2 and %q", c.args, code, errs, c.want)
		}
	}
	if _, errs, code := cli(t, "check", "--db", filepath.Join(t.TempDir(), "missing.db")); code != exitFailure || !strings.Contains(errs, "missing.db") {
		t.Errorf("missing corpus: %d %s", code, errs)
	}
	if out, _, code := cli(t, "check", "--help"); code != exitOK || !strings.Contains(out, "Examples:") {
		t.Errorf("check --help: %d %s", code, out)
	}
}

func TestCheckTextJSONAndStorage(t *testing.T) {
	ctx := context.Background()
	db := checkCorpus(t, checkServer("cli"), warnServer(), cleanServer())
	out, _, code := cli(t, "check", "--db", db)
	if code != exitFindings {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{
		"server bad (protocol 2025-11-25, status ok): ",
		"  (server)\n    error   MCP4001  Non-JSON output on stdout\n",
		"  tool arr\n    error   MCP1004  outputSchema root is not \"type\": \"object\"\n",
		"server good (protocol 2025-11-25, status ok): no findings",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	if strings.Index(out, "server bad") > strings.Index(out, "server good") || strings.Index(out, "(server)") > strings.Index(out, "tool arr") {
		t.Errorf("text output not grouped in order:\n%s", out)
	}
	d, err := corpus.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	first, err := d.Findings(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	// A second run of the same selection replaces, never duplicates.
	if _, _, code := cli(t, "check", "--db", db, "--format", "json"); code != exitFindings {
		t.Fatalf("second run: exit %d", code)
	}
	second, _ := d.Findings(ctx, 0)
	if len(second) != len(first) || len(first) == 0 || second[0].RunID == first[0].RunID {
		t.Errorf("re-run: %d findings then %d (runs %d, %d)", len(first), len(second), first[0].RunID, second[0].RunID)
	}
	// A run of one check replaces only that check's findings.
	out, _, _ = cli(t, "check", "--db", db, "--checks", "MCP4001", "--format", "json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 1 {
		t.Fatalf("--checks MCP4001: %d lines: %s", len(lines), out)
	}
	var l findingLine
	if err := json.Unmarshal([]byte(lines[0]), &l); err != nil || l.CheckID != "MCP4001" || l.Server != "bad" || l.Severity != "error" ||
		!strings.Contains(l.SpecURL, "/2025-11-25/basic/transports") || l.Evidence["count"] != float64(1) {
		t.Errorf("JSON line: %v %+v", err, l)
	}
	third, _ := d.Findings(ctx, 0)
	if len(third) != len(first) {
		t.Errorf("after --checks MCP4001: %d findings, want %d", len(third), len(first))
	}
	runs := map[int64]int{}
	for _, f := range third {
		runs[f.RunID]++
		if f.CheckID == "MCP4001" && f.RunID == second[0].RunID {
			t.Errorf("MCP4001 finding not replaced by the last run")
		}
	}
	if len(runs) != 2 {
		t.Errorf("findings from %d runs, want 2 (the full re-run and the MCP4001 run): %v", len(runs), runs)
	}
}

func TestExplain(t *testing.T) {
	out, _, code := cli(t, "explain", "mcp2002")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"MCP2002: structuredContent does not validate against outputSchema", "Severity:  error", "Versions:  2025-06-18, 2025-11-25, 2026-07-28",
		"https://modelcontextprotocol.io/specification/2026-07-28/server/tools#output-schema", "Before (fails):", "After (passes):", "instance location"} {
		if !strings.Contains(out, want) {
			t.Errorf("explain MCP2002 lacks %q:\n%s", want, out)
		}
	}
	_, errs, code := cli(t, "explain", "MCP2020")
	if code != exitUsage || !strings.Contains(errs, "did you mean MCP20") {
		t.Errorf("unknown ID: exit %d, %s", code, errs)
	}
	out, _, code = cli(t, "explain")
	if code != exitOK || !strings.Contains(out, "MCP1001") || !strings.Contains(out, "MCP4006") || strings.Count(out, "\nMCP") < 23 {
		t.Errorf("explain without ID: exit %d\n%s", code, out)
	}
	out, _, code = cli(t, "explain", "MCP1001", "MCP4005")
	if code != exitOK || !strings.Contains(out, "MCP1001: ") || !strings.Contains(out, "MCP4005: ") {
		t.Errorf("two IDs: %d\n%s", code, out)
	}
	if out, _, code = cli(t, "explain", "--format", "markdown"); code != exitOK || !strings.HasPrefix(out, "# Conformance checks") {
		t.Errorf("markdown: %d", code)
	}
}

// TestCheckFixtureServers probes built-in fixture servers with known
// faults and checks that each fault is found where it is, and nothing
// else: the good and paginated servers stay clean.
func TestCheckFixtureServers(t *testing.T) {
	scenarios := []string{"good", "paginated", "banner", "garbage", "cursor-loop", "wrong-id", "raw-shapes", "rpc-error-tool", "crash-mid-call", "version-old"}
	servers := map[string]any{}
	for _, s := range scenarios {
		servers[s] = fixtureServer(s, nil)
	}
	cfg := writeConfig(t, servers)
	db := filepath.Join(t.TempDir(), "c.db")
	if out, errs, code := cli(t, "probe", "--config", cfg, "--db", db, "--calls", "all", "--allow-destructive", "--quiet"); code != exitOK {
		t.Fatalf("probe: exit %d\n%s\n%s", code, out, errs)
	}
	out, errs, code := cli(t, "check", "--db", db, "--format", "json", "--fail-on", "never")
	if code != exitOK {
		t.Fatalf("check: exit %d: %s", code, errs)
	}
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var l findingLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		got = append(got, l.Server+" "+l.CheckID+" "+l.Tool+" "+l.Severity)
	}
	want := []string{
		"banner MCP4001  error",                       // start-up lines on stdout
		"garbage MCP4001  error",                      // junk lines on stdout
		"cursor-loop MCP4004  warning",                // nextCursor cycles p2 -> p3 -> p2
		"wrong-id MCP4006  error",                     // an answer with a wrong id
		"wrong-id MCP4006  error",                     // an answer tagged "jsonrpc": "1.0"
		"wrong-id MCP4006 no_result error",            // an answer with neither result nor error
		"raw-shapes MCP2006 extra_fields info",        // a non-standard top-level member
		"raw-shapes MCP2008 weird_content error",      // content type "weird"
		"raw-shapes MCP2002 bad_structured error",     // structuredContent against its schema
		"raw-shapes MCP1002 odd_definition error",     // no inputSchema
		"rpc-error-tool MCP3002 invalid_args warning", // -32602 for bad arguments on 2025-11-25
		"crash-mid-call MCP4007  info",                // the server exited
		"crash-mid-call MCP4007 boom info",            // during tools/call boom
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
