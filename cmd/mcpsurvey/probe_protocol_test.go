package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/internal/fixture"
	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// toolPlanner plans the given calls per tool name and calls nothing else.
type toolPlanner map[string]probe.PlannedCall

func (p toolPlanner) Plan(_ string, t capture.Tool) probe.Decision {
	pc, ok := p[t.Name]
	if !ok {
		return probe.Decision{Skip: "not planned"}
	}
	return probe.Decision{Calls: []probe.PlannedCall{pc}}
}

// everyTool plans one call with {} for each of the modern fixture's tools.
func everyTool(extra map[string]probe.PlannedCall) toolPlanner {
	p := toolPlanner{}
	for _, n := range []string{"greet", "confirm", "where"} {
		p[n] = probe.PlannedCall{Arguments: json.RawMessage(`{}`), Origin: capture.OriginPlan}
	}
	for k, v := range extra {
		p[k] = v
	}
	return p
}

// probeFixture probes a fixture scenario over stdio with opts.
func probeFixture(t *testing.T, scenario string, opts probe.Options) *capture.Server {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	if opts.ServerTimeout == 0 {
		opts.ServerTimeout = 45 * time.Second
	}
	if opts.CallTimeout == 0 {
		opts.CallTimeout = 10 * time.Second
	}
	return probe.Probe(ctx, probe.ServerSpec{Name: scenario, Transport: capture.TransportStdio,
		Command: os.Args[0], Args: []string{"fixture", scenario}, Env: map[string]string{"MCPSURVEY_TEST_MAIN": "1"}}, opts)
}

func callOf(t *testing.T, s *capture.Server, tool string) capture.Call {
	t.Helper()
	for _, c := range s.Calls {
		if c.Tool == tool {
			return c
		}
	}
	t.Fatalf("no call of %s in %+v", tool, s.Calls)
	return capture.Call{}
}

// TestProtocolStatelessSessionWithInputRequired: a dual-era server is
// surveyed statelessly after server/discover; its input_required results
// are recorded as such (no input made up), and retried only with input a
// plan gives or roots the client offers.
func TestProtocolStatelessSessionWithInputRequired(t *testing.T) {
	s := probeFixture(t, "modern", probe.Options{Planner: everyTool(nil)})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathDiscover || s.ProtocolVersion != "2026-07-28" {
		t.Fatalf("status %s (%s), path %q, version %q", s.Status, s.Error, s.ProtocolPath, s.ProtocolVersion)
	}
	if s.ServerName != "fixture-modern" || s.ServerVersion != "2.0.0" || s.Instructions != "A stateless fixture." {
		t.Errorf("identity from discover's _meta: %q %q %q", s.ServerName, s.ServerVersion, s.Instructions)
	}
	if len(s.InitializeResult) != 0 || len(s.AdvertisedVersions) != 1 || s.AdvertisedVersions[0] != "2026-07-28" {
		t.Errorf("initialize result %s, advertised %v", s.InitializeResult, s.AdvertisedVersions)
	}
	if g := callOf(t, s, "greet"); g.Status != capture.CallOK || g.ResultType != capture.ResultComplete {
		t.Errorf("greet: %s %q", g.Status, g.ResultType)
	}
	for _, tool := range []string{"confirm", "where"} {
		c := callOf(t, s, tool)
		if c.Status != capture.CallInputRequired || c.ResultType != capture.ResultInputRequired || len(c.InputRequests) == 0 || c.Retries != 0 {
			t.Errorf("%s: status %s resultType %q input requests %s retries %d", tool, c.Status, c.ResultType, c.InputRequests, c.Retries)
		}
	}
	if len(s.ListResults) != 2 || s.ListResults[0].Round != 1 || s.ListResults[1].Round != 2 {
		t.Errorf("list results %+v, want one page per round", s.ListResults)
	}
	// The fixture refuses (-32602/-32022) any request without the
	// per-request _meta, so every answer above proves it was sent; the
	// wire holds both directions.
	var sent, recv int
	for _, w := range s.Wire {
		switch w.Dir {
		case capture.WireSend:
			sent++
			if w.Method == "initialize" || w.Method == "ping" {
				t.Errorf("sent %s in a stateless session", w.Method)
			}
		case capture.WireRecv:
			recv++
		}
	}
	if sent != 6 || recv != 6 { // discover, 2 × tools/list, 3 × tools/call
		t.Errorf("wire: %d sent, %d received; want 6 and 6", sent, recv)
	}

	// With planned inputResponses and a root, both tools complete on a
	// retry that echoes the requestState.
	root := t.TempDir()
	s = probeFixture(t, "modern", probe.Options{Roots: []string{root}, Planner: everyTool(map[string]probe.PlannedCall{
		"confirm": {Arguments: json.RawMessage(`{}`), Origin: capture.OriginPlan,
			InputResponses: json.RawMessage(`{"confirm":{"action":"accept","content":{"ok":true}}}`)},
		"insist": {Arguments: json.RawMessage(`{}`), Origin: capture.OriginPlan,
			InputResponses: json.RawMessage(`{"again":{"action":"decline"}}`)},
		"state": {Arguments: json.RawMessage(`{}`), Origin: capture.OriginPlan},
	})})
	c := callOf(t, s, "confirm")
	if c.Status != capture.CallOK || c.Retries != 1 || !strings.Contains(string(c.Result), `confirmed: accept {\"ok\":true}`) ||
		len(c.InputRequests) == 0 || len(c.InputResponses) == 0 {
		t.Errorf("confirm with inputResponses: %s retries %d result %s", c.Status, c.Retries, c.Result)
	}
	// The same question again after a retry with the planned answers
	// ends the retries; a requestState alone is echoed without answers.
	ins := callOf(t, s, "insist")
	if ins.Status != capture.CallInputRequired || ins.Retries != 1 || !strings.Contains(string(ins.InputRequests), "Again?") {
		t.Errorf("insist: %s retries %d input requests %s", ins.Status, ins.Retries, ins.InputRequests)
	}
	st := callOf(t, s, "state")
	if st.Status != capture.CallOK || st.Retries != 1 || len(st.InputResponses) != 0 || !strings.Contains(string(st.Result), "state echoed") {
		t.Errorf("state: %s retries %d responses %s result %s", st.Status, st.Retries, st.InputResponses, st.Result)
	}
	w := callOf(t, s, "where")
	if w.Status != capture.CallOK || w.Retries != 1 || !strings.Contains(string(w.Result), "file://"+root) {
		t.Errorf("where with a root: %s retries %d result %s", w.Status, w.Retries, w.Result)
	}
}

// TestProtocolDiscoverFailuresFallBackToInitialize: legacy servers that
// answer server/discover with an error, a malformed response or a modern
// error without 2026-07-28 are surveyed through initialize at once: with a
// discover timeout longer than the server timeout, waiting for it would
// end the session.
func TestProtocolDiscoverFailuresFallBackToInitialize(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		code     string // in the recorded discover error, "" for none
	}{
		{"paginated", "-32601"},
		{"discover-invalid-params", "-32602"},
		{"discover-server-error", "-32000"},
		{"discover-garbage", ""},
		{"discover-unsupported", "-32022"},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			s := probeFixture(t, tc.scenario, probe.Options{Planner: probe.Policy{Mode: probe.CallsReadOnly},
				DiscoverTimeout: 10 * time.Minute, ServerTimeout: 30 * time.Second})
			if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathInitialize || s.ProtocolVersion != "2025-11-25" || len(s.InitializeResult) == 0 {
				t.Fatalf("status %s (%s) path %q version %q", s.Status, s.Error, s.ProtocolPath, s.ProtocolVersion)
			}
			if len(s.Tools) == 0 || len(s.Calls) == 0 || s.Calls[0].Status != capture.CallOK {
				t.Errorf("%d tools, calls %+v", len(s.Tools), s.Calls)
			}
			if tc.code == "" && len(s.DiscoverError) != 0 || tc.code != "" && !strings.Contains(string(s.DiscoverError), `"code":`+tc.code) {
				t.Errorf("discover error %s, want code %q", s.DiscoverError, tc.code)
			}
			if len(s.DiscoverResult) != 0 || s.ListResults != nil {
				t.Errorf("discover result %s, list results %d in an initialize session", s.DiscoverResult, len(s.ListResults))
			}
			if tc.scenario == "discover-unsupported" && (len(s.AdvertisedVersions) == 0 || s.AdvertisedVersions[0] != "2025-11-25") {
				t.Errorf("advertised %v, want the error's supported list", s.AdvertisedVersions)
			}
			for _, w := range s.Wire {
				if w.Method != "server/discover" {
					t.Errorf("wire of an initialize session holds %s", w.Method)
				}
			}
		})
	}
}

// TestProtocolDiscoverExitRestarts: a legacy stdio server that exits on
// server/discover is started again and surveyed through initialize.
func TestProtocolDiscoverExitRestarts(t *testing.T) {
	s := probeFixture(t, "discover-exit", probe.Options{Planner: probe.Policy{Mode: probe.CallsReadOnly}})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathInitialize || len(s.Calls) != 1 || s.Calls[0].Status != capture.CallOK {
		t.Fatalf("status %s (%s) path %q calls %+v\nevents %+v\nstderr %s", s.Status, s.Error, s.ProtocolPath, s.Calls, s.Events, s.StderrTail)
	}
	found := false
	for _, e := range s.Events {
		if e.Kind == capture.EventProtocol && strings.Contains(e.Detail, "started again") && strings.Contains(e.Detail, "unknown method server/discover") {
			found = true
		}
	}
	if !found {
		t.Errorf("no event naming the restart and the first process's stderr: %+v", s.Events)
	}
}

// TestProtocolDiscoverHangFallsBack: a server that never answers
// server/discover is surveyed through initialize after the discover
// timeout.
func TestProtocolDiscoverHangFallsBack(t *testing.T) {
	s := probeFixture(t, "discover-hang", probe.Options{Planner: probe.Policy{Mode: probe.CallsReadOnly},
		DiscoverTimeout: time.Second})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathInitialize || len(s.Calls) != 1 || s.Calls[0].Status != capture.CallOK {
		t.Fatalf("status %s (%s) path %q calls %+v", s.Status, s.Error, s.ProtocolPath, s.Calls)
	}
	found := false
	for _, e := range s.Events {
		if e.Kind == capture.EventProtocol && strings.Contains(e.Detail, "no answer within 1s") {
			found = true
		}
	}
	if !found || len(s.DiscoverError) != 0 || len(s.DiscoverResult) != 0 {
		t.Errorf("events %+v, discover error %s", s.Events, s.DiscoverError)
	}
}

// TestProtocolForcedVersions: --protocol 2026-07-28 skips server/discover
// and speaks statelessly; --protocol 2025-11-25 only initializes, even on
// a server that supports 2026-07-28.
func TestProtocolForcedVersions(t *testing.T) {
	s := probeFixture(t, "modern", probe.Options{Protocol: "2026-07-28", Planner: everyTool(nil)})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathDiscover || s.OfferedVersion != "2026-07-28" || len(s.DiscoverResult) != 0 {
		t.Fatalf("forced modern: status %s (%s) path %q offered %q discover %s", s.Status, s.Error, s.ProtocolPath, s.OfferedVersion, s.DiscoverResult)
	}
	if len(s.Wire) == 0 || s.Wire[0].Method != "tools/list" {
		t.Errorf("forced modern: first message %+v, want tools/list (no discover)", s.Wire)
	}
	if s.ServerName != "fixture-modern" {
		t.Errorf("forced modern: server name %q, want it from tools/list's _meta", s.ServerName)
	}

	s = probeFixture(t, "modern", probe.Options{Protocol: "2025-11-25", Planner: everyTool(nil)})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathInitialize || s.ProtocolVersion != "2025-11-25" || s.OfferedVersion != "2025-11-25" {
		t.Fatalf("forced legacy: status %s (%s) path %q version %q", s.Status, s.Error, s.ProtocolPath, s.ProtocolVersion)
	}
	if len(s.Wire) != 0 || len(s.DiscoverResult) != 0 || len(s.DiscoverError) != 0 {
		t.Errorf("forced legacy sent server/discover: %+v", s.Wire)
	}
	if g := callOf(t, s, "greet"); !strings.Contains(string(g.Result), "legacy session: greet") || g.ResultType != "" {
		t.Errorf("forced legacy greet: %s", g.Result)
	}
}

// TestProtocolFlagStoresTheSession runs the CLI: --protocol forces the
// version, a plan's inputResponses reach the retry, and the corpus keeps
// the 2026-07-28 fields.
func TestProtocolFlagStoresTheSession(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.yaml")
	if err := os.WriteFile(plan, []byte("servers:\n  modern:\n    confirm:\n      - arguments: {}\n        inputResponses:\n          confirm: {action: accept, content: {ok: true}}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "c.db")
	t.Setenv("MCPSURVEY_TEST_MAIN", "1") // the servers below run the test binary as mcpsurvey
	_, errs, code := cli(t, "probe", "--db", db, "--quiet", "--name", "modern", "--plan", plan, "--calls", "plan",
		"--", os.Args[0], "fixture", "modern")
	if code != exitOK {
		t.Fatalf("probe exit %d: %s", code, errs)
	}
	_, errs, code = cli(t, "probe", "--db", db, "--quiet", "--name", "legacy", "--protocol", "2025-11-25", "--calls", "none",
		"--", os.Args[0], "fixture", "modern")
	if code != exitOK {
		t.Fatalf("probe --protocol 2025-11-25 exit %d: %s", code, errs)
	}
	d, err := corpus.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	servers, err := d.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]*capture.Server{}
	for _, s := range servers {
		by[s.Name] = s
	}
	m, l := by["modern"], by["legacy"]
	if m == nil || l == nil {
		t.Fatalf("servers %v", servers)
	}
	if m.ProtocolPath != capture.PathDiscover || len(m.Wire) == 0 || len(m.ListResults) != 2 || len(m.DiscoverResult) == 0 {
		t.Errorf("stored modern session: path %q, %d wire, %d list results", m.ProtocolPath, len(m.Wire), len(m.ListResults))
	}
	c := callOf(t, m, "confirm")
	if c.Status != capture.CallOK || c.Retries != 1 || c.ResultType != capture.ResultComplete || len(c.InputResponses) == 0 {
		t.Errorf("stored confirm call: %+v", c)
	}
	if l.ProtocolPath != capture.PathInitialize || l.ProtocolVersion != "2025-11-25" || len(l.Wire) != 0 {
		t.Errorf("stored forced legacy session: path %q version %q", l.ProtocolPath, l.ProtocolVersion)
	}
	if _, errs, code := cli(t, "probe", "--db", db, "--protocol", "latest", "--", os.Args[0], "fixture", "modern"); code != exitUsage || !strings.Contains(errs, "--protocol") {
		t.Errorf("--protocol latest: exit %d %s", code, errs)
	}
}

// TestProtocolHTTPLegacyFallback: over Streamable HTTP, a legacy server
// answers the stateless server/discover with 400 and no JSON-RPC body; the
// probe falls back to initialize and its session id.
func TestProtocolHTTPLegacyFallback(t *testing.T) {
	h, err := fixture.Handler("paginated")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s := probe.Probe(ctx, probe.ServerSpec{Name: "paginated", Transport: capture.TransportHTTP, URL: srv.URL + "/mcp"},
		probe.Options{Planner: probe.Policy{Mode: probe.CallsNone}, DiscoverTimeout: 10 * time.Minute, ServerTimeout: 30 * time.Second})
	if s.Status != capture.ServerOK || s.ProtocolPath != capture.PathInitialize || s.SessionID == "" || len(s.Tools) != 6 {
		t.Fatalf("status %s (%s) path %q session %q tools %d", s.Status, s.Error, s.ProtocolPath, s.SessionID, len(s.Tools))
	}
}

// TestProtocolCallInputResponses: `mcpsurvey call` reports an
// input_required answer as asking for input, and retries with
// --input-responses.
func TestProtocolCallInputResponses(t *testing.T) {
	t.Setenv("MCPSURVEY_TEST_MAIN", "1")
	out, errs, code := cli(t, "call", "confirm", "--args", `{}`, "--", os.Args[0], "fixture", "modern")
	if code != exitFailure || !strings.Contains(out+errs, "input_required") || !strings.Contains(out+errs, "elicitation/create") {
		t.Errorf("without input: exit %d\n%s%s", code, out, errs)
	}
	out, errs, code = cli(t, "call", "confirm", "--args", `{}`, "--output", "string",
		"--input-responses", `{"confirm":{"action":"accept","content":{"ok":true}}}`, "--", os.Args[0], "fixture", "modern")
	if code != exitOK || !strings.Contains(out, `confirmed: accept {"ok":true}`) {
		t.Errorf("with --input-responses: exit %d\n%s%s", code, out, errs)
	}
	out, errs, code = cli(t, "call", "greet", "--args", `{}`, "--output", "string", "--protocol", "2025-11-25",
		"--", os.Args[0], "fixture", "modern")
	if code != exitOK || !strings.Contains(out, "legacy session: greet") {
		t.Errorf("--protocol 2025-11-25: exit %d\n%s%s", code, out, errs)
	}
}
