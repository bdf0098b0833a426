package check

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// mustIDs lists the IDs the design requires, exactly.
var mustIDs = []string{
	"MCP1001", "MCP1002", "MCP1003", "MCP1004", "MCP1005", "MCP1006",
	"MCP2001", "MCP2002", "MCP2003", "MCP2004", "MCP2005", "MCP2006", "MCP2007", "MCP2008",
	"MCP3001", "MCP3002", "MCP3003",
	"MCP4001", "MCP4002", "MCP4003", "MCP4004", "MCP4005", "MCP4006",
}

func TestRegistryShape(t *testing.T) {
	all := All()
	seen := map[string]bool{}
	prev := ""
	for _, c := range all {
		if !ValidID(c.ID) {
			t.Errorf("%q: not an MCP#### ID", c.ID)
		}
		if seen[c.ID] {
			t.Errorf("%s registered twice", c.ID)
		}
		seen[c.ID] = true
		if c.ID <= prev {
			t.Errorf("All() not sorted: %s after %s", c.ID, prev)
		}
		prev = c.ID
		if !c.Severity.Valid() {
			t.Errorf("%s: severity %q", c.ID, c.Severity)
		}
		for name, v := range map[string]string{"Title": c.Title, "Explanation": c.Explanation, "Before": c.Before, "After": c.After, "SpecSection": c.SpecSection, "Category": c.Category} {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: empty %s", c.ID, name)
			}
		}
		if strings.HasSuffix(c.Title, ".") {
			t.Errorf("%s: title ends with a period", c.ID)
		}
		if !strings.HasPrefix(c.SpecURL, "https://modelcontextprotocol.io/specification/") {
			t.Errorf("%s: spec URL %q", c.ID, c.SpecURL)
		}
		if c.Run == nil {
			t.Errorf("%s: no Run", c.ID)
		}
		if c.Before == c.After {
			t.Errorf("%s: before and after are the same", c.ID)
		}
		for _, v := range c.Versions {
			if !IsKnownVersion(v) {
				t.Errorf("%s: unknown version %q", c.ID, v)
			}
		}
		wantCat := map[byte]string{'1': CategoryToolDefinition, '2': CategoryResult, '3': CategoryError, '4': CategoryProtocol}[c.ID[3]]
		if c.Category != wantCat {
			t.Errorf("%s: category %q, want %q for its ID range", c.ID, c.Category, wantCat)
		}
		// A rule of the spec (error: a MUST, warning: a SHOULD) quotes the
		// text it rests on; info checks are advice and say so.
		if c.Severity != SeverityInfo && c.SpecQuote == "" {
			t.Errorf("%s (%s): no SpecQuote: quote the spec text the rule rests on, with its revision and section", c.ID, c.Severity)
		}
		if c.SpecQuote != "" && !IsKnownVersion(c.SpecQuote[:min(len(c.SpecQuote), 10)]) {
			t.Errorf("%s: SpecQuote should start with the revision it quotes: %.40q", c.ID, c.SpecQuote)
		}
		// The spec link of every version it applies to, up to the revision
		// it cites, names that version; a later version (whose pages may
		// have gone) gets the cited revision's page.
		if c.SpecRevision() == "" {
			t.Errorf("%s: SpecURL %s names no spec revision", c.ID, c.SpecURL)
		}
		for _, v := range versionsOf(c) {
			want := v
			if v > c.SpecRevision() {
				want = c.SpecRevision()
			}
			if u := c.URLFor(v); !strings.Contains(u, "/specification/"+want+"/") {
				t.Errorf("%s: URLFor(%s) = %s", c.ID, v, u)
			}
		}
	}
	for _, id := range mustIDs {
		if !seen[id] {
			t.Errorf("required check %s is not registered", id)
		}
	}
}

// versionsOf lists the versions a check applies to.
func versionsOf(c *Check) []string {
	if len(c.Versions) > 0 {
		return c.Versions
	}
	return KnownVersions()
}

func TestEveryCheckHasCases(t *testing.T) {
	table := caseTable()
	for _, c := range All() {
		cs, ok := table[c.ID]
		if !ok {
			t.Errorf("%s: no case table", c.ID)
			continue
		}
		for _, v := range versionsOf(c) {
			fail, pass := 0, 0
			for _, k := range cs.fail {
				if k.appliesTo(v) {
					fail++
				}
			}
			for _, k := range cs.pass {
				if k.appliesTo(v) {
					pass++
				}
			}
			if fail == 0 || pass == 0 {
				t.Errorf("%s on %s: the case table needs at least one failing and one passing case (has %d/%d)", c.ID, v, fail, pass)
			}
		}
	}
	for id := range table {
		if _, ok := Lookup(id); !ok {
			t.Errorf("case table has %s, which is not registered", id)
		}
	}
}

// TestCases runs every check on its failing and passing captures, on each
// protocol version it applies to.
func TestCases(t *testing.T) {
	table := caseTable()
	for _, c := range All() {
		cs := table[c.ID]
		for _, v := range versionsOf(c) {
			for _, k := range cs.fail {
				if !k.appliesTo(v) {
					continue
				}
				s := k.build(v)
				got := findingsOf(runCached([]*Check{c}, s), c.ID)
				if len(got) == 0 {
					t.Errorf("%s on %s, failing case %q: no finding", c.ID, v, k.name)
				}
				for _, f := range got {
					if f.Server != s.Name || f.Message == "" || !f.Severity.Valid() || f.Severity.Rank() > c.Severity.Rank() {
						t.Errorf("%s on %s, case %q: malformed finding %+v", c.ID, v, k.name, f)
					}
				}
			}
			for _, k := range cs.pass {
				if !k.appliesTo(v) {
					continue
				}
				if got := runCached([]*Check{c}, k.build(v)); len(got) > 0 {
					t.Errorf("%s on %s, passing case %q: unexpected findings: %+v", c.ID, v, k.name, got)
				}
			}
		}
	}
}

// TestCleanServerHasNoFindings runs every check on a capture that follows
// every rule: nothing may fire, on any version.
func TestCleanServerHasNoFindings(t *testing.T) {
	for _, v := range KnownVersions() {
		s := server(v)
		addTool(s, `{"name":"get_user","title":"Get user","inputSchema":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]},"outputSchema":`+userSchema+`,"annotations":{"readOnlyHint":true,"openWorldHint":false}}`)
		addTool(s, plainTool("echo"))
		addResult(s, "get_user", `{"content":[{"type":"text","text":"{\"name\":\"Ann\",\"age\":41}"}],"structuredContent":{"name":"Ann","age":41}}`)
		addResult(s, "get_user", `{"content":[{"type":"text","text":"Error: no user with id 7"}],"isError":true}`)
		addResult(s, "echo", text("Echo: hello"))
		addRPCError(s, "echo", `{"code":-32602,"message":"Unknown tool: echo2"}`)
		s.Events = []capture.Event{{Kind: capture.EventNotification, Detail: "notifications/message"}}
		modernize(s) // on 2026-07-28, a clean stateless session
		if got := runCached(All(), s); len(got) > 0 {
			t.Errorf("%s: clean server has findings: %+v", v, got)
		}
	}
}

func TestVersionRules(t *testing.T) {
	badName := toolsOnly(`{"name":"a b","inputSchema":{"type":"object"}}`)
	if f := runOneCheck(t, "MCP1001", badName(V20250618)); len(f) != 1 || f[0].Severity != SeverityInfo {
		t.Errorf("MCP1001 on 2025-06-18: want one info finding, got %+v", f)
	}
	if f := runOneCheck(t, "MCP1001", badName(V20251125)); len(f) != 1 || f[0].Severity != SeverityWarning {
		t.Errorf("MCP1001 on 2025-11-25: want one warning, got %+v", f)
	}
	arrayRoot := toolsOnly(schemaTool("a", `{"type":"array"}`))
	if f := runOneCheck(t, "MCP1004", arrayRoot(V20260728)); len(f) != 0 {
		t.Errorf("MCP1004 applies to 2026-07-28, where the root restriction is gone: %+v", f)
	}
	arrayResult := toolCall(plainTool("a"), `{"content":[{"type":"text","text":"[1]"}],"structuredContent":[1]}`)
	if f := runOneCheck(t, "MCP2005", arrayResult(V20260728)); len(f) != 0 {
		t.Errorf("MCP2005 on 2026-07-28: %+v", f)
	}
	// An array outputSchema and array structuredContent validate on 2026-07-28.
	arr := toolCall(schemaTool("a", `{"type":"array","items":{"type":"integer"}}`), `{"content":[{"type":"text","text":"[1]"}],"structuredContent":[1]}`)
	if f := runCached(All(), modernize(arr(V20260728))); len(f) != 0 {
		t.Errorf("array structured output on 2026-07-28: %+v", f)
	}
	if f := runCached(All(), arr(V20251125)); len(findingsOf(f, "MCP1004")) != 1 || len(findingsOf(f, "MCP2005")) != 1 || len(findingsOf(f, "MCP2002")) != 0 {
		t.Errorf("array structured output on 2025-11-25: want MCP1004 and MCP2005 only once each and no MCP2002, got %+v", f)
	}
	// Input validation errors: protocol errors in 2025-06-18, isError from 2025-11-25.
	invalid := rpcCall(plainTool("a"), `{"code":-32602,"message":"Invalid arguments: q: Required"}`)
	if f := runOneCheck(t, "MCP3002", invalid(V20250618)); len(f) != 0 {
		t.Errorf("MCP3002 on 2025-06-18 for -32602: %+v", f)
	}
	for _, v := range []string{V20251125, V20260728} {
		if f := runOneCheck(t, "MCP3002", invalid(v)); len(f) != 1 || !strings.Contains(f[0].Message, "2025-11-25") {
			t.Errorf("MCP3002 on %s for -32602: %+v", v, f)
		}
	}
	// Prose next to structuredContent: a warning from 2025-11-25, info before.
	prose := toolCall(schemaTool("u", userSchema), `{"content":[{"type":"text","text":"User John"}],"structuredContent":{"name":"John"}}`)
	if f := runOneCheck(t, "MCP2003", prose(V20250618)); len(f) != 1 || f[0].Severity != SeverityInfo {
		t.Errorf("MCP2003 prose on 2025-06-18: %+v", f)
	}
	if f := runOneCheck(t, "MCP2003", prose(V20251125)); len(f) != 1 || f[0].Severity != SeverityWarning {
		t.Errorf("MCP2003 prose on 2025-11-25: %+v", f)
	}
	// Content types by version.
	link := toolCall(plainTool("a"), `{"content":[{"type":"resource_link","uri":"file:///a","name":"a"}]}`)
	audio := toolCall(plainTool("a"), `{"content":[{"type":"audio","data":"aGk=","mimeType":"audio/wav"}]}`)
	for v, want := range map[string][2]int{V20241105: {1, 1}, V20250326: {1, 0}, V20250618: {0, 0}, V20251125: {0, 0}} {
		if got := [2]int{len(runOneCheck(t, "MCP2008", link(v))), len(runOneCheck(t, "MCP2008", audio(v)))}; got != want {
			t.Errorf("MCP2008 on %s: resource_link/audio findings %v, want %v", v, got, want)
		}
	}
	// The outputSchema dialect: 2020-12 keywords are checked from
	// 2025-11-25 on; draft-07 ignores prefixItems.
	tuple := toolCall(schemaTool("a", `{"type":"object","properties":{"p":{"type":"array","prefixItems":[{"type":"string"}]}}}`), `{"content":[{"type":"text","text":"{\"p\":[1]}"}],"structuredContent":{"p":[1]}}`)
	if f := runOneCheck(t, "MCP2002", tuple(V20250618)); len(f) != 0 {
		t.Errorf("MCP2002 on 2025-06-18 (draft-07): %+v", f)
	}
	if f := runOneCheck(t, "MCP2002", tuple(V20251125)); len(f) != 1 {
		t.Errorf("MCP2002 on 2025-11-25 (2020-12): %+v", f)
	}
}

func TestUnknownVersionUsesLatestRules(t *testing.T) {
	s := toolsOnly(`{"name":"a b","inputSchema":{"type":"object"}}`)("2030-01-01")
	tg := NewTarget(s, Options{})
	if tg.Version != LatestVersion || !strings.Contains(tg.VersionNote, "unknown") {
		t.Fatalf("target version %q note %q", tg.Version, tg.VersionNote)
	}
	fs := RunTarget(All(), tg)
	found := false
	for _, f := range fs {
		if f.Evidence["version_note"] != tg.VersionNote || f.Evidence["rules_version"] != LatestVersion {
			t.Errorf("finding does not say which rules applied: %+v", f)
		}
		found = found || f.CheckID == "MCP1001"
	}
	if !found {
		t.Errorf("MCP1001 did not fire with the latest rules: %+v", fs)
	}
	if v, note := NormalizeVersion("", V20250618); v != V20250618 || note == "" {
		t.Errorf("no negotiated version: %q %q", v, note)
	}
	if v, note := NormalizeVersion(V20251125, V20251125); v != V20251125 || note != "" {
		t.Errorf("known version: %q %q", v, note)
	}
}

func TestMCP2002Evidence(t *testing.T) {
	s := toolCall(schemaTool("u", userSchema), `{"content":[],"structuredContent":{"name":5,"age":"x"}}`)(V20251125)
	fs := runOneCheck(t, "MCP2002", s)
	if len(fs) != 1 {
		t.Fatalf("findings: %+v", fs)
	}
	vs, _ := fs[0].Evidence["violations"].([]map[string]any)
	locs := map[string]string{}
	for _, v := range vs {
		locs[v["instance_location"].(string)] = v["keyword_location"].(string)
	}
	if !strings.HasSuffix(locs["/name"], "/properties/name/type") || !strings.HasSuffix(locs["/age"], "/properties/age/type") {
		t.Errorf("violation locations: %v", vs)
	}
	if fs[0].CallID != "srv/u/1" || fs[0].Tool != "u" {
		t.Errorf("location: %+v", fs[0])
	}
}

func TestMCP2001MentionsDerivable(t *testing.T) {
	s := toolCall(schemaTool("u", userSchema), text(`{"name":"John"}`))(V20251125)
	fs := runOneCheck(t, "MCP2001", s)
	if len(fs) != 1 || !strings.Contains(fs[0].Message, "MCP2004") || fs[0].Evidence["derivable_from_block"] != 0 {
		t.Errorf("MCP2001 should point to MCP2004: %+v", fs)
	}
	s = toolCall(schemaTool("u", userSchema), text(`{"age":"x"}`))(V20251125)
	fs = runOneCheck(t, "MCP2001", s)
	if len(fs) != 1 || strings.Contains(fs[0].Message, "MCP2004") || !strings.Contains(fs[0].Message, "does not validate") {
		t.Errorf("MCP2001 with non-matching JSON: %+v", fs)
	}
}

func TestSlowInitThreshold(t *testing.T) {
	s := server(V20251125)
	s.InitMS = 3000
	c, _ := Lookup("MCP4005")
	if f := RunTarget([]*Check{c}, NewTarget(s, Options{SlowInit: 2 * 1e9})); len(f) != 1 {
		t.Errorf("3 s with a 2 s threshold: %+v", f)
	}
	if f := runCached([]*Check{c}, s); len(f) != 0 {
		t.Errorf("3 s with the default threshold: %+v", f)
	}
}

func TestPanickingCheckIsRecovered(t *testing.T) {
	boom := &Check{ID: "MCP9999", Severity: SeverityError, Run: func(*Target) []Finding { panic("boom") }}
	ok, _ := Lookup("MCP1001")
	s := toolsOnly(`{"name":"a b","inputSchema":{"type":"object"}}`)(V20251125)
	fs := Run([]*Check{boom, ok}, s)
	if len(fs) != 2 || fs[0].CheckID != InternalCheckID || fs[0].Severity != SeverityInfo || !strings.Contains(fs[0].Message, "MCP9999") || fs[1].CheckID != "MCP1001" {
		t.Errorf("findings: %+v", fs)
	}
}

func TestSelect(t *testing.T) {
	n := len(All())
	ids := func(cs []*Check) string {
		var s []string
		for _, c := range cs {
			s = append(s, c.ID)
		}
		return strings.Join(s, ",")
	}
	for spec, want := range map[string]func(string) bool{
		"":                      func(s string) bool { return strings.Count(s, ",") == n-1 },
		"all":                   func(s string) bool { return strings.Count(s, ",") == n-1 },
		"all,-MCP2003":          func(s string) bool { return !strings.Contains(s, "MCP2003") && strings.Count(s, ",") == n-2 },
		"-MCP2003":              func(s string) bool { return !strings.Contains(s, "MCP2003") && strings.Count(s, ",") == n-2 },
		"MCP1*":                 func(s string) bool { return strings.HasPrefix(s, "MCP1001,") && !strings.Contains(s, "MCP2") },
		"mcp2002, MCP4005":      func(s string) bool { return s == "MCP2002,MCP4005" },
		"MCP2*,-MCP20*,MCP4001": func(s string) bool { return s == "MCP4001" },
	} {
		cs, err := Select(spec)
		if err != nil || !want(ids(cs)) {
			t.Errorf("Select(%q) = %s, %v", spec, ids(cs), err)
		}
	}
	for spec, want := range map[string]string{"MCP2020": "did you mean", "all,-MCP9": "unknown check ID", "MCP9*": "no check ID starts", "M*P": "unknown"} {
		if _, err := Select(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Select(%q) error %v, want %q", spec, err, want)
		}
	}
	if s := Similar("MCP2020"); len(s) == 0 || s[0] != "MCP2002" && s[0] != "MCP2001" && s[0] != "MCP2003" {
		t.Errorf("Similar: %v", s)
	}
}

func TestNoPanicOnOddCaptures(t *testing.T) {
	odd := []string{``, `null`, `"x"`, `{"content":null}`, `{"content":[null,1,"x",{"type":null}]}`, `{"content":[{"type":"resource","resource":null}]}`,
		`{"structuredContent":{}}`, `{"content":[{"type":"text","text":"` + strings.Repeat("[", 5000) + `"}]}`, `{not json`}
	defs := []string{``, `null`, `{}`, `{"name":"x","inputSchema":{"type":"object"},"outputSchema":{"$ref":"#/nope"}}`,
		`{"name":"x","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"a":{"$ref":"#"}}}}`, `{"name":"x","annotations":"x"}`}
	for _, v := range KnownVersions() {
		for _, d := range defs {
			for _, r := range odd {
				s := server(v)
				s.Tools = append(s.Tools, capture.Tool{Name: "x", Def: []byte(d)})
				s.Calls = append(s.Calls, capture.Call{ID: "srv/x/1", Tool: "x", Status: capture.CallOK, Result: []byte(r)}, capture.Call{ID: "srv/x/2", Tool: "x", Status: capture.CallRPCError, Error: []byte(r)})
				s.InitializeResult = []byte(r)
				for _, f := range runCached(All(), s) {
					if f.CheckID == InternalCheckID {
						t.Errorf("%s def %q result %q: %s", v, d, r, f.Message)
					}
				}
				if v != V20260728 {
					continue
				}
				// The same odd values as a 2026-07-28 session's discover
				// result, listings and wire.
				s.ProtocolPath, s.InitializeResult, s.DiscoverResult, s.DiscoverError = capture.PathDiscover, nil, []byte(r), []byte(r)
				s.ListResults = []capture.ListResult{{Round: 1, Page: 1, Raw: []byte(r)}, {Round: 2, Page: 1, Raw: []byte(d)}}
				s.Wire = []capture.WireMessage{{Dir: capture.WireSend, Method: "tools/call", Raw: []byte(d)}, {Dir: capture.WireRecv, Method: "tools/call", Raw: []byte(r)},
					{Dir: capture.WireRecv, Raw: []byte(`{"jsonrpc":"2.0","id":` + strconvQuote(r) + `,"result":` + orNull(r) + `}`)}}
				for _, f := range runCached(All(), s) {
					if f.CheckID == InternalCheckID {
						t.Errorf("modern: def %q result %q: %s", d, r, f.Message)
					}
				}
			}
		}
	}
}

func TestMirrorMessages(t *testing.T) {
	wrapped := toolCall(plainTool("tree"), `{"content":[{"type":"text","text":"[{\"name\":\"a\"}]"}],"structuredContent":{"content":"[{\"name\":\"a\"}]"}}`)
	f := runOneCheck(t, "MCP2003", wrapped(V20251125))
	if len(f) != 1 || !strings.Contains(f[0].Message, "is a JSON array but structuredContent is a JSON object") || !strings.Contains(f[0].Message, "only wraps the text") || f[0].Severity != SeverityWarning {
		t.Errorf("wrapped text on 2025-11-25: %+v", f)
	}
	if f := runOneCheck(t, "MCP2003", wrapped(V20250618)); len(f) != 1 || f[0].Severity != SeverityInfo {
		t.Errorf("wrapped text on 2025-06-18: %+v", f)
	}
	differs := toolCall(plainTool("u"), `{"content":[{"type":"text","text":"{\"a\":{\"b\":[1,2]}}"}],"structuredContent":{"a":{"b":[1,3]}}}`)
	if f := runOneCheck(t, "MCP2003", differs(V20251125)); len(f) != 1 || f[0].Evidence["first_difference"] != "/a/b/1" {
		t.Errorf("first difference: %+v", f)
	}
}

// TestDefaultAnnotationsFinding: MCP1008 reports once per server, counts the
// tools and hints, and says what to set.
func TestDefaultAnnotationsFinding(t *testing.T) {
	s := toolsOnly(
		`{"name":"list_issues","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true,"openWorldHint":true}}`,
		`{"name":"get_issue","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true,"openWorldHint":true}}`,
		`{"name":"ping","inputSchema":{"type":"object"}}`)(V20251125)
	f := runOneCheck(t, "MCP1008", s)
	if len(f) != 1 {
		t.Fatalf("want one finding per server, got %+v", f)
	}
	if f[0].Severity != SeverityInfo || f[0].Tool != "" {
		t.Errorf("finding %+v: want info, for the server", f[0])
	}
	for _, want := range []string{"2 of 3 tools", "destructiveHint: true on 2", "openWorldHint: true on 2", "readOnlyHint: true", "destructiveHint: false", "idempotentHint", "openWorldHint: false"} {
		if !strings.Contains(f[0].Message, want) {
			t.Errorf("message lacks %q: %s", want, f[0].Message)
		}
	}
	if ex, _ := f[0].Evidence["examples"].([]string); len(ex) != 2 || ex[0] != "list_issues" {
		t.Errorf("examples %v", f[0].Evidence["examples"])
	}
	// Before 2025-03-26 there are no annotations.
	if f := runOneCheck(t, "MCP1008", toolsOnly(`{"name":"a","inputSchema":{"type":"object"},"annotations":{"destructiveHint":true}}`)(V20241105)); len(f) != 0 {
		t.Errorf("2024-11-05: %+v", f)
	}
}

// strconvQuote quotes s as a JSON string.
func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// orNull is s when it is JSON, else null.
func orNull(s string) string {
	if json.Valid([]byte(s)) {
		return s
	}
	return "null"
}
