package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Checks of the 2026-07-28 revision's MUST and SHOULD items (its changelog
// and the pages it points to). Each applies to 2026-07-28 sessions only.

// serverInfoKey is the _meta member naming the server (2026-07-28).
const serverInfoKey = "io.modelcontextprotocol/serverInfo"

// discoverObj decodes the server/discover result (nil when absent or not
// an object).
func (t *Target) discoverObj() map[string]json.RawMessage {
	var m map[string]json.RawMessage
	if len(bytes.TrimSpace(t.Server.DiscoverResult)) == 0 || decodeObject(t.Server.DiscoverResult, &m) != "" {
		return nil
	}
	return m
}

// discoverCaps returns the capabilities server/discover advertised.
func (t *Target) discoverCaps() map[string]json.RawMessage {
	var caps map[string]json.RawMessage
	if d := t.discoverObj(); d != nil {
		_ = decodeObject(d["capabilities"], &caps)
	}
	return caps
}

// hasCap reports whether capability name is present and not null.
func hasCap(caps map[string]json.RawMessage, name string) bool {
	raw, ok := caps[name]
	return ok && !isNull(raw)
}

// advertisesExtensions reports whether the server advertised any
// extension (which may add resultType values).
func (t *Target) advertisesExtensions() bool {
	var ext map[string]json.RawMessage
	caps := t.discoverCaps()
	return hasCap(caps, "extensions") && decodeObject(caps["extensions"], &ext) == "" && len(ext) > 0
}

// groupKey groups findings of one kind per method and tool.
func groupKey(method, tool string) string { return method + "\x00" + tool }

// resultGroup collects the results of one method (and tool) that share a
// problem.
type resultGroup struct {
	method, tool string
	wheres       []string
	callIDs      []string
	example      json.RawMessage
	values       []string
}

// groupResults runs problem over every result and groups the ones with a
// problem by method and tool, in first-seen order.
func groupResults(rs []modernResult, problem func(r modernResult) (string, bool)) []*resultGroup {
	var out []*resultGroup
	idx := map[string]*resultGroup{}
	for _, r := range rs {
		v, bad := problem(r)
		if !bad {
			continue
		}
		k := groupKey(r.method, r.tool) + "\x00" + v
		g := idx[k]
		if g == nil {
			g = &resultGroup{method: r.method, tool: r.tool, example: r.raw}
			idx[k] = g
			out = append(out, g)
		}
		g.wheres = append(g.wheres, r.where)
		if r.callID != "" {
			g.callIDs = append(g.callIDs, r.callID)
		}
		if v != "" && !slices.Contains(g.values, v) {
			g.values = append(g.values, v)
		}
	}
	return out
}

// resultsPhrase says how many results of a group: "2 tools/call results of \"x\"".
func (g *resultGroup) phrase() string {
	what := g.method + " result"
	if g.method == "" {
		what = "result"
	}
	if len(g.wheres) == 1 {
		return g.wheres[0]
	}
	s := fmt.Sprintf("%d %ss", len(g.wheres), what)
	if g.tool != "" {
		s += " of " + quoteCap(g.tool, 80)
	}
	return s
}

// firstCall is the call ID a group's finding points at.
func (g *resultGroup) firstCall() string {
	if len(g.callIDs) > 0 {
		return g.callIDs[0]
	}
	return ""
}

func checkResultType() *Check {
	return &Check{
		ID: "MCP4010", Title: "Result without a valid resultType", Severity: SeverityError,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Basic › Messages › Result Responses › ResultType", SpecURL: specURL(V20260728, "basic#resulttype"),
		SpecQuote: `2026-07-28, Basic › Result Responses: "The result MUST include a resultType field to indicate the type of the result." ResultType: "A resultType of any value unrecognized by the client MUST be considered invalid." Changelog, major change 8: "All results now carry a required resultType field: "complete" for ordinary results and "input_required" for multi round-trip request interim results."`,
		Explanation: `From 2026-07-28 on every result carries resultType: "complete", or
"input_required" for an interim result of a multi round-trip request
(the server asks the client for input and the client retries the request
with inputResponses). Clients of earlier versions treat an absent
resultType as "complete", but a 2026-07-28 client may not: a server that
negotiated 2026-07-28 and leaves it out sends results the new schema
rejects. Values other than the two are invalid unless an extension the
server advertises (capabilities.extensions) defines them; with extensions
advertised an unknown value is only info.

Checked over the server/discover result, every tools/list page, every
tools/call result and, from the recorded wire, the results of every other
method; reported once per method and tool.`,
		Before: `{"content": [{"type": "text", "text": "42"}]}`,
		After:  `{"resultType": "complete", "content": [{"type": "text", "text": "42"}]}`,
		Run: func(t *Target) []Finding {
			if !t.speaksModern() {
				return nil
			}
			ext := t.advertisesExtensions()
			var out []Finding
			for _, g := range groupResults(t.modernResults(), func(r modernResult) (string, bool) {
				var m map[string]json.RawMessage
				if decodeObject(r.raw, &m) != "" {
					return "", false // not an object: MCP4009
				}
				raw, ok := m["resultType"]
				if !ok {
					return "", true
				}
				var rt string
				if json.Unmarshal(raw, &rt) != nil {
					return "not a string: " + capString(string(raw), 60), true
				}
				if rt == capture.ResultComplete || rt == capture.ResultInputRequired {
					return "", false
				}
				return rt, true
			}) {
				if len(g.values) == 0 {
					out = append(out, Finding{Tool: g.tool, CallID: g.firstCall(),
						Message:  g.phrase() + " has no resultType (2026-07-28 requires \"complete\" or \"input_required\" on every result)",
						Evidence: map[string]any{"results": capList(g.wheres, 10), "count": len(g.wheres), "example": snippet(g.example)}})
					continue
				}
				sev := SeverityError
				why := "neither \"complete\" nor \"input_required\", and the server advertises no extension that could define it"
				if ext {
					sev = SeverityInfo
					why = "not a core value; valid only if one of the extensions the server advertises defines it"
				}
				out = append(out, Finding{Tool: g.tool, CallID: g.firstCall(), Severity: sev,
					Message:  fmt.Sprintf("%s has resultType %s: %s", g.phrase(), quoteCap(strings.Join(g.values, ", "), 80), why),
					Evidence: map[string]any{"results": capList(g.wheres, 10), "count": len(g.wheres), "values": g.values}})
			}
			return out
		},
	}
}

// cacheableMethods are the operations whose complete results carry caching
// hints (2026-07-28, Caching › Cacheable Results).
func cacheableMethods() []string {
	return []string{"server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read"}
}

// cacheProblem says what is wrong with a cacheable result's hints ("" when
// nothing).
func cacheProblem(m map[string]json.RawMessage) string {
	var probs []string
	ttl, hasTTL := m["ttlMs"]
	scope, hasScope := m["cacheScope"]
	switch {
	case !hasTTL && !hasScope:
		return "no ttlMs and no cacheScope"
	case !hasTTL:
		probs = append(probs, "no ttlMs")
	default:
		var n json.Number
		dec := json.NewDecoder(bytes.NewReader(ttl))
		dec.UseNumber()
		if dec.Decode(&n) != nil {
			probs = append(probs, "ttlMs is "+kindPhrase(ttl)+", not an integer")
		} else if i, err := n.Int64(); err != nil {
			probs = append(probs, "ttlMs "+n.String()+" is not an integer")
		} else if i < 0 {
			probs = append(probs, "ttlMs "+n.String()+" is negative")
		}
	}
	if !hasScope {
		probs = append(probs, "no cacheScope")
	} else {
		var s string
		if json.Unmarshal(scope, &s) != nil || (s != "public" && s != "private") {
			probs = append(probs, "cacheScope "+capString(string(scope), 40)+" is not \"public\" or \"private\"")
		}
	}
	return strings.Join(probs, ", ")
}

func checkCaching() *Check {
	return &Check{
		ID: "MCP4011", Title: "Cacheable result without valid ttlMs and cacheScope", Severity: SeverityError,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Server › Utilities › Caching › Cacheable Results", SpecURL: specURL(V20260728, "server/utilities/caching#cacheable-results"),
		SpecQuote: `2026-07-28, Caching › Cacheable Results: "Servers MUST include caching hints on results with resultType: "complete" returned by the following operations: server/discover, tools/list, prompts/list, resources/list, resources/templates/list, resources/read". Time-to-Live: "Servers MUST provide a ttlMs value that is >= 0." Pagination: "Servers MUST apply the same cacheScope to all response pages for a given list request." Changelog, minor change 5 (SEP-2549).`,
		Explanation: `2026-07-28 results of server/discover, tools/list, prompts/list,
resources/list, resources/templates/list and resources/read carry two
caching hints (CacheableResult): ttlMs, how long in milliseconds the client
may consider the result fresh (an integer >= 0; 0 = immediately stale), and
cacheScope, "public" (no user-specific data: shared caches may serve it
across authorization contexts) or "private" (reused only within the same
authorization context). Without them a client falls back to treating every
answer as stale and re-fetching, and a shared gateway cannot tell whether
it may cache a list. Every page of one listing must have the same
cacheScope. Interim results (resultType "input_required") carry no hints
and are not checked.`,
		Before: `{"resultType": "complete", "tools": [...]}`,
		After:  `{"resultType": "complete", "tools": [...], "ttlMs": 300000, "cacheScope": "public"}`,
		Run: func(t *Target) []Finding {
			if !t.speaksModern() {
				return nil
			}
			var out []Finding
			for _, g := range groupResults(t.modernResults(), func(r modernResult) (string, bool) {
				var m map[string]json.RawMessage
				if !slices.Contains(cacheableMethods(), r.method) || decodeObject(r.raw, &m) != "" || hasInputRequired(r.raw) {
					return "", false
				}
				p := cacheProblem(m)
				return p, p != ""
			}) {
				out = append(out, Finding{Tool: g.tool, Message: g.phrase() + ": " + strings.Join(g.values, "; "),
					Evidence: map[string]any{"results": capList(g.wheres, 10), "count": len(g.wheres), "example": snippet(g.example)}})
			}
			// One cacheScope per listing.
			scopes := map[int][]string{}
			var rounds []int
			for _, lr := range t.Server.ListResults {
				var m struct {
					CacheScope string `json:"cacheScope"`
				}
				_ = json.Unmarshal(lr.Raw, &m)
				if _, ok := scopes[lr.Round]; !ok {
					rounds = append(rounds, lr.Round)
				}
				scopes[lr.Round] = append(scopes[lr.Round], m.CacheScope)
			}
			for _, r := range rounds {
				ss := scopes[r]
				if u := slices.Compact(slices.Clone(ss)); len(u) > 1 {
					out = append(out, Finding{Message: fmt.Sprintf("the pages of tools/list listing %d have different cacheScope values %q; every page of one listing must have the same", r, ss),
						Evidence: map[string]any{"round": r, "cache_scopes": ss}})
				}
			}
			return out
		},
	}
}

// methodFamilies maps a capability to the methods that need it.
type methodFamily struct {
	capability string
	methods    []string
}

// methodFamilies lists the capabilities and their methods.
func methodFamilies() []methodFamily {
	return []methodFamily{
		{"tools", []string{"tools/list", "tools/call"}},
		{"prompts", []string{"prompts/list", "prompts/get"}},
		{"resources", []string{"resources/list", "resources/read", "resources/templates/list"}},
		{"completions", []string{"completion/complete"}},
	}
}

// stringList decodes a JSON array of strings.
func stringList(raw json.RawMessage) ([]string, bool) {
	var ss []string
	if json.Unmarshal(raw, &ss) != nil || jsonKind(raw) != "array" {
		return nil, false
	}
	return ss, true
}

// errorCode reads an error object's code and message.
func errorCode(raw json.RawMessage) (code string, msg string) {
	var e struct {
		Code    json.Number `json:"code"`
		Message string      `json:"message"`
	}
	_ = json.Unmarshal(raw, &e)
	return e.Code.String(), e.Message
}

func checkDiscover() *Check {
	return &Check{
		ID: "MCP4012", Title: "server/discover missing, failing, or inconsistent with what the server does", Severity: SeverityError,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Server › Discovery; Basic › Versioning", SpecURL: specURL(V20260728, "server/discover"),
		SpecQuote: `2026-07-28, Discovery: "server/discover lets a client query a server's supported protocol versions, capabilities, and identity before sending any other requests. Servers MUST implement it." DiscoverResult: "supportedVersions: Protocol versions the server supports." Versioning: if the server does not implement the requested version "it MUST respond with an UnsupportedProtocolVersionError listing the versions it does support". Tools › Capabilities: "Servers that support tools MUST declare the tools capability".`,
		Explanation: `A 2026-07-28 server has no initialize handshake: server/discover is how a
client learns the versions, capabilities and identity of the server, and
servers must implement it. The check reports:

- a server that speaks 2026-07-28 but answered server/discover with an
  error;
- a server that answered the initialize handshake with protocol version
  2026-07-28, a version that has no initialize (its clients use
  server/discover and per-request _meta);
- supportedVersions missing, or not naming the version the session used;
  an UnsupportedProtocolVersionError whose data.supported differs from
  supportedVersions;
- capabilities that contradict the answers: tools listed, or prompts and
  resources answered, without the capability advertised; a capability
  advertised whose methods answer -32601 (method not found).`,
		Before: `server/discover -> {"resultType": "complete", "supportedVersions": ["2025-11-25"], "capabilities": {}, ...}
tools/list (protocol 2026-07-28) -> {"resultType": "complete", "tools": [{"name": "a", ...}], ...}`,
		After: `server/discover -> {"resultType": "complete", "supportedVersions": ["2026-07-28", "2025-11-25"], "capabilities": {"tools": {}}, ...}`,
		Run: func(t *Target) []Finding {
			s := t.Server
			var out []Finding
			if s.ProtocolPath == capture.PathInitialize {
				if m, _, ok := t.initResult(); ok && m != nil {
					var pv string
					if json.Unmarshal(m["protocolVersion"], &pv) == nil && atLeast(pv, V20260728) && IsKnownVersion(pv) {
						out = append(out, Finding{Message: "the server answered the initialize handshake with protocol version " + pv + ", which has no initialize (clients of it use server/discover and per-request _meta)",
							Evidence: map[string]any{"initialize_result": snippet(s.InitializeResult), "discover_error": snippet(s.DiscoverError)}})
					}
				}
			}
			if !t.speaksModern() {
				return out
			}
			d := t.discoverObj()
			if d == nil {
				if len(bytes.TrimSpace(s.DiscoverError)) > 0 {
					code, msg := errorCode(s.DiscoverError)
					out = append(out, Finding{Message: fmt.Sprintf("server/discover failed (error %s: %s) although the server speaks %s, where servers must implement it", code, quoteCap(msg, 120), t.Version),
						Evidence: map[string]any{"discover_error": snippet(s.DiscoverError)}})
				}
				return out
			}
			supported, ok := stringList(d["supportedVersions"])
			switch {
			case !ok:
				out = append(out, Finding{Message: "the server/discover result has no supportedVersions array of strings",
					Evidence: map[string]any{"discover_result": snippet(s.DiscoverResult)}})
			case s.ProtocolVersion != "" && !slices.Contains(supported, s.ProtocolVersion):
				out = append(out, Finding{Message: fmt.Sprintf("the session used protocol %s, which server/discover's supportedVersions %q does not name", s.ProtocolVersion, supported),
					Evidence: map[string]any{"supported_versions": supported, "protocol_version": s.ProtocolVersion}})
			}
			if ok {
				for _, e := range t.modernErrors() {
					code, _ := errorCode(e.raw)
					if code != "-32022" {
						continue
					}
					var data struct {
						Data struct {
							Supported []string `json:"supported"`
						} `json:"data"`
					}
					_ = json.Unmarshal(e.raw, &data)
					a, b := slices.Sorted(slices.Values(data.Data.Supported)), slices.Sorted(slices.Values(supported))
					if len(a) > 0 && !slices.Equal(a, b) {
						out = append(out, Finding{Message: fmt.Sprintf("%s is an UnsupportedProtocolVersionError listing %q, but server/discover's supportedVersions are %q", e.where, data.Data.Supported, supported),
							Evidence: map[string]any{"error": snippet(e.raw), "supported_versions": supported}})
						break
					}
				}
			}
			caps := t.discoverCaps()
			answered := map[string]string{} // method -> where
			notFound := map[string]string{} // method -> where
			if len(s.Tools) > 0 {
				answered["tools/list"] = fmt.Sprintf("tools/list (%s)", plural(len(s.Tools), "tool"))
			}
			for _, m := range t.received() {
				if !m.isResponse() {
					continue
				}
				if m.hasResult && m.method != "tools/list" {
					if _, seen := answered[m.method]; !seen {
						answered[m.method] = m.method
					}
				}
				if m.hasError {
					if code, _ := errorCode(m.obj["error"]); code == "-32601" {
						notFound[m.method] = m.method
					}
				}
			}
			for _, c := range t.allCalls() {
				if c.res != nil {
					if _, seen := answered["tools/call"]; !seen {
						answered["tools/call"] = "tools/call"
					}
				}
			}
			for _, fam := range methodFamilies() {
				has := hasCap(caps, fam.capability)
				for _, m := range fam.methods {
					if w, ok := answered[m]; ok && !has {
						out = append(out, Finding{Message: fmt.Sprintf("the server answers %s but server/discover advertises no %s capability", w, fam.capability),
							Evidence: map[string]any{"capabilities": snippet(d["capabilities"])}})
						break
					}
					if _, ok := notFound[m]; ok && has {
						out = append(out, Finding{Message: fmt.Sprintf("server/discover advertises the %s capability but %s answers -32601 (method not found)", fam.capability, m),
							Evidence: map[string]any{"capabilities": snippet(d["capabilities"])}})
						break
					}
				}
			}
			return out
		},
	}
}

// listedNames returns the tool names of one tools/list listing (round), in
// page order.
func listedNames(lrs []capture.ListResult, round int) []string {
	var pages []capture.ListResult
	for _, lr := range lrs {
		if lr.Round == round {
			pages = append(pages, lr)
		}
	}
	sort.SliceStable(pages, func(i, j int) bool { return pages[i].Page < pages[j].Page })
	var names []string
	for _, p := range pages {
		var r struct {
			Tools []struct {
				Name string `json:"name"`
			} `json:"tools"`
		}
		_ = json.Unmarshal(p.Raw, &r)
		for _, tl := range r.Tools {
			names = append(names, tl.Name)
		}
	}
	return names
}

func checkListOrder() *Check {
	return &Check{
		ID: "MCP4013", Title: "tools/list order differs between two listings", Severity: SeverityWarning,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Server › Tools › Capabilities (deterministic order)", SpecURL: specURL(V20260728, toolsPage+"#capabilities"),
		SpecQuote: `2026-07-28, Tools: "Servers SHOULD return tools in a deterministic order (i.e., the same ordering across requests when the underlying set of tools has not changed). Deterministic ordering enables clients to reliably cache the tool list and improves LLM prompt cache hit rates when tools are included in model context." Changelog, minor change 3.`,
		Explanation: `mcpsurvey lists the tools of a 2026-07-28 server twice (every page, both
times) and compares. The same tools in another order is a warning: the
client's cached list and an LLM's prompt cache (tool definitions are part
of the prompt) are invalidated for nothing. Typical causes: tools kept in a
hash map, or sorted by something that changes (last use, registration
time). Sort by name, or keep registration order. A different set of tools
between the two listings is reported as info: the set "MAY change over
time", but a set that changes from one request to the next, with nothing
in between, is worth a look.`,
		Before: `listing 1: ["search", "fetch", "summarize"]
listing 2: ["fetch", "summarize", "search"]`,
		After: `listing 1: ["fetch", "search", "summarize"]
listing 2: ["fetch", "search", "summarize"]`,
		Run: func(t *Target) []Finding {
			if !t.speaksModern() {
				return nil
			}
			a, b := listedNames(t.Server.ListResults, 1), listedNames(t.Server.ListResults, 2)
			if len(a) == 0 && len(b) == 0 {
				return nil
			}
			has2 := false
			for _, lr := range t.Server.ListResults {
				has2 = has2 || lr.Round == 2
			}
			if !has2 || slices.Equal(a, b) {
				return nil
			}
			sa, sb := slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))
			ev := map[string]any{"listing_1": capList(a, 30), "listing_2": capList(b, 30)}
			if !slices.Equal(sa, sb) {
				return []Finding{{Severity: SeverityInfo, Message: fmt.Sprintf("two tools/list listings in a row returned different sets of tools (%d, then %d)", len(a), len(b)), Evidence: ev}}
			}
			i := 0
			for i < len(a) && a[i] == b[i] {
				i++
			}
			ev["first_difference"] = i
			return []Finding{{Message: fmt.Sprintf("two tools/list listings returned the same %s in different orders (first difference at position %d: %s, then %s)",
				plural(len(a), "tool"), i+1, quoteCap(a[i], 80), quoteCap(b[i], 80)), Evidence: ev}}
		},
	}
}

// errorCodeVerdict judges one error code of a 2026-07-28 server: a
// severity ("" = fine) and why.
func errorCodeVerdict(code string) (Severity, string) {
	var n json.Number = json.Number(code)
	i, err := n.Int64()
	if err != nil {
		return SeverityError, "error code " + quoteCap(code, 40) + " is not an integer (error codes MUST be integers)"
	}
	switch {
	case i == -32002:
		return SeverityError, "-32002 (resource not found) was retired: 2026-07-28 servers MUST NOT emit it and use -32602 (Invalid params) instead"
	case i == -32042:
		return SeverityError, "-32042 (URL elicitation required) existed in 2025-11-25 only: 2026-07-28 servers MUST NOT emit it"
	case i == -32001:
		return SeverityWarning, "-32001 was the draft number of HeaderMismatch, renumbered to -32020; codes -32000 to -32019 are legacy and new implementations SHOULD NOT use them"
	case i == -32003:
		return SeverityWarning, "-32003 was the draft number of MissingRequiredClientCapability, renumbered to -32021; codes -32000 to -32019 are legacy and new implementations SHOULD NOT use them"
	case i == -32004:
		return SeverityWarning, "-32004 was the draft number of UnsupportedProtocolVersion, renumbered to -32022; codes -32000 to -32019 are legacy and new implementations SHOULD NOT use them"
	case i >= -32019 && i <= -32000:
		return SeverityInfo, fmt.Sprintf("%d is in the legacy range -32000 to -32019, which new implementations SHOULD NOT use (existing SDK usage is grandfathered)", i)
	case i >= -32099 && i <= -32020 && i != -32020 && i != -32021 && i != -32022:
		return SeverityError, fmt.Sprintf("%d is in the range -32020 to -32099 reserved for the MCP specification, which defines only -32020, -32021 and -32022 there: implementations MUST NOT emit other codes from it", i)
	}
	return "", ""
}

func checkErrorCodes() *Check {
	return &Check{
		ID: "MCP4014", Title: "Error code retired, renumbered or reserved in 2026-07-28", Severity: SeverityError,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Basic › Messages › Error Codes", SpecURL: specURL(V20260728, "basic#error-codes"),
		SpecQuote: `2026-07-28, Basic › Error Codes: "-32000 to -32019 — legacy. ... new implementations SHOULD NOT use codes from this sub-range at all." "-32020 to -32099 — reserved for the MCP specification. ... Implementations MUST NOT emit any code from this sub-range that is not defined by this specification". "Implementations of this protocol version MUST NOT emit these codes: -32002 — resource not found (2025-11-25 and earlier; replaced by -32602). -32042 — URL elicitation required (2025-11-25 only)." Changelog, minor change 12: "HeaderMismatch -32001 → -32020, MissingRequiredClientCapability -32003 → -32021, UnsupportedProtocolVersion -32004 → -32022".`,
		Explanation: `2026-07-28 partitions the JSON-RPC server-error range. -32020 to -32099
belongs to the specification, which defines -32020 (HeaderMismatch),
-32021 (MissingRequiredClientCapability) and -32022
(UnsupportedProtocolVersion); any other code there is an error. -32002
(resource not found, now -32602) and -32042 (URL elicitation required) are
retired: an error. -32001, -32003 and -32004 are the numbers the draft
gave HeaderMismatch, MissingRequiredClientCapability and
UnsupportedProtocolVersion before they were renumbered: a server still
sending them was built against the draft (warning: clients look for the
new codes). Other codes from -32000 to -32019 are legacy: info. A
non-integer code breaks "Error codes MUST be integers". Checked over every
error the server sent (server/discover, tools/call and the recorded
wire), once per code and tool.`,
		Before: `{"jsonrpc": "2.0", "id": 3, "error": {"code": -32004, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2027-01-01"}}}`,
		After:  `{"jsonrpc": "2.0", "id": 3, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2027-01-01"}}}`,
		Run: func(t *Target) []Finding {
			if !t.speaksModern() {
				return nil
			}
			var out []Finding
			seen := map[string]bool{}
			for _, e := range t.modernErrors() {
				code, msg := errorCode(e.raw)
				if code == "" {
					continue // no code at all: MCP4009
				}
				sev, why := errorCodeVerdict(code)
				if sev == "" || seen[code+"\x00"+e.tool] {
					continue
				}
				seen[code+"\x00"+e.tool] = true
				out = append(out, Finding{Tool: e.tool, CallID: e.callID, Severity: sev,
					Message:  e.where + " has code " + code + " (" + quoteCap(msg, 80) + "): " + why,
					Evidence: map[string]any{"error": snippet(e.raw), "method": e.method}})
			}
			return out
		},
	}
}

func checkServerInfoMeta() *Check {
	return &Check{
		ID: "MCP4015", Title: "Results do not name the server in _meta (serverInfo)", Severity: SeverityWarning,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Basic › General fields › _meta (ResultMetaObject)", SpecURL: specURL(V20260728, "schema#resultmetaobject"),
		SpecQuote: `2026-07-28, schema ResultMetaObject "io.modelcontextprotocol/serverInfo": "Identifies the server software producing the response. Servers SHOULD include this field on every response unless specifically configured not to do so." Changelog, major change 2: "servers SHOULD identify themselves in each result's _meta (io.modelcontextprotocol/serverInfo)". Discovery: "Servers SHOULD include this field."`,
		Explanation: `Without the initialize handshake a 2026-07-28 client learns which server
software answered from each result's _meta["io.modelcontextprotocol/serverInfo"]
({"name", "version"}, an Implementation). It is for display, logging and
debugging (clients should not change behaviour on it). Reported once per
server with how many results, of which methods, lack it; its shape is
MCP4009's business.`,
		Before: `{"resultType": "complete", "content": [...]}`,
		After:  `{"resultType": "complete", "content": [...], "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "acme-mcp", "version": "1.4.0"}}}`,
		Run: func(t *Target) []Finding {
			if !t.speaksModern() {
				return nil
			}
			rs := t.modernResults()
			missing := map[string]int{}
			var methods []string
			n := 0
			for _, r := range rs {
				var m map[string]json.RawMessage
				if decodeObject(r.raw, &m) != "" {
					continue
				}
				n++
				var meta map[string]json.RawMessage
				if decodeObject(m["_meta"], &meta) == "" && hasCap(meta, serverInfoKey) {
					continue
				}
				if missing[r.method] == 0 {
					methods = append(methods, r.method)
				}
				missing[r.method]++
			}
			if len(methods) == 0 {
				return nil
			}
			total := 0
			var parts []string
			for _, m := range methods {
				total += missing[m]
				parts = append(parts, fmt.Sprintf("%s ×%d", m, missing[m]))
			}
			return []Finding{{Message: fmt.Sprintf("%d of %d results have no _meta[%q] (%s)", total, n, serverInfoKey, strings.Join(parts, ", ")),
				Evidence: map[string]any{"missing_by_method": missing, "results": n}}}
		},
	}
}

func checkServerRequests() *Check {
	return &Check{
		ID: "MCP4016", Title: "Server sent a JSON-RPC request in a 2026-07-28 session", Severity: SeverityError,
		Category: CategoryProtocol, Versions: []string{V20260728},
		SpecSection: "Basic › Patterns › Multi Round-Trip Requests; Transports › stdio", SpecURL: specURL(V20260728, "basic/patterns/mrtr"),
		SpecQuote: `2026-07-28, Multi Round-Trip Requests: "Servers MUST send server-to-client requests (such as roots/list, sampling/createMessage, or elicitation/create) using the MRTR pattern. The previous pattern of server-initiated requests is no longer supported." Transports › stdio: "The server MUST NOT write JSON-RPC requests to stdout." Changelog, major change 5: "Remove ping, logging/setLevel, and notifications/roots/list_changed."`,
		Explanation: `A 2026-07-28 session is stateless: the server answers requests and may
send notifications about them, but it sends no requests of its own. What
it needs from the client (elicitation, sampling, roots) it asks for in an
input_required result (inputRequests), and the client retries the request
with inputResponses. ping is gone altogether. A client of 2026-07-28 has
no handler for a server's request: mcpsurvey, like such a client, refuses
it with -32601, and the tool that depended on it fails. Reported once per
server, with the methods and counts, from the recorded wire (or, without
one, from the session's server-request events).`,
		Before: `server -> client: {"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", "params": {...}}`,
		After:  `server -> client (the tools/call result): {"resultType": "input_required", "inputRequests": {"confirm": {"method": "elicitation/create", "params": {...}}}}`,
		Run: func(t *Target) []Finding {
			if !t.speaksModern() {
				return nil
			}
			count := map[string]int{}
			var methods, examples []string
			for _, m := range t.received() {
				if m.obj == nil || m.id == "" || m.obj["method"] == nil || m.isResponse() {
					continue
				}
				name := m.method
				if name == "" {
					name = "(no method)"
				}
				if count[name] == 0 {
					methods = append(methods, name)
				}
				count[name]++
				if len(examples) < 3 {
					examples = append(examples, snippet(m.raw))
				}
			}
			if len(methods) == 0 {
				for _, e := range t.eventsOf(capture.EventServerRequest) {
					name, _, _ := strings.Cut(e.Detail, ":")
					name = strings.TrimSpace(name)
					if count[name] == 0 {
						methods = append(methods, name)
					}
					count[name]++
					if len(examples) < 3 {
						examples = append(examples, capString(e.Detail, 200))
					}
				}
			}
			if len(methods) == 0 {
				return nil
			}
			var parts []string
			total := 0
			for _, m := range methods {
				parts = append(parts, fmt.Sprintf("%s ×%d", m, count[m]))
				total += count[m]
			}
			return []Finding{{Message: fmt.Sprintf("the server sent %s of its own (%s); 2026-07-28 has no server-to-client requests (multi round-trip requests use input_required results, and ping is removed)",
				plural(total, "JSON-RPC request"), strings.Join(parts, ", ")),
				Evidence: map[string]any{"requests": count, "examples": examples}}}
		},
	}
}
