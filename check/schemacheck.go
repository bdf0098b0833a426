package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/schema"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// maxSchemaFindings caps MCP4009's findings per server; the last one says
// how many more messages failed.
const maxSchemaFindings = 25

// methodDefs maps the methods of a version's schema to their definitions:
// requests (by the "method" const of each *Request) to the name of the
// matching *Result, and notifications to their *Notification.
type methodDefs struct {
	requests, results, notifications map[string]string
}

// methods reads (once) the method constants of a version's schema.
func (sc *SchemaCache) methods(version string) methodDefs {
	if sc.meth == nil {
		sc.meth = map[string]methodDefs{}
	}
	if md, ok := sc.meth[version]; ok {
		return md
	}
	md := methodDefs{requests: map[string]string{}, results: map[string]string{}, notifications: map[string]string{}}
	if ss, ok := specSchemaFor(version); ok {
		var top map[string]json.RawMessage
		var defs map[string]struct {
			Properties struct {
				Method struct {
					Const string `json:"const"`
				} `json:"method"`
			} `json:"properties"`
		}
		if json.Unmarshal(ss.doc, &top) == nil && json.Unmarshal(top[ss.defs], &defs) == nil {
			names := make([]string, 0, len(defs))
			for n := range defs {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				m := defs[n].Properties.Method.Const
				switch {
				case m == "":
				case strings.HasSuffix(n, "Request") && n != "JSONRPCRequest":
					md.requests[m] = n
					if res := strings.TrimSuffix(n, "Request") + "Result"; defs[res].Properties.Method.Const == "" {
						if _, ok := defs[res]; ok {
							md.results[m] = res
						}
					}
				case strings.HasSuffix(n, "Notification") && n != "JSONRPCNotification" && !strings.HasPrefix(n, "Client"):
					if _, seen := md.notifications[m]; !seen {
						md.notifications[m] = n
					}
				}
			}
		}
	}
	sc.meth[version] = md
	return md
}

// schemaUnit is one captured value to validate against one definition.
type schemaUnit struct {
	where        string // "the tools/list result (wire message 4)"
	tool, callID string
	def          string
	raw          json.RawMessage
	prefix       string // JSON pointer of raw inside the message ("/result"), for the report
}

// errorDef picks the error response definition for an error object of a
// version: the specific one for a code the schema defines, else the
// generic error response.
func errorDef(version string, errObj json.RawMessage) string {
	var e struct {
		Code json.Number `json:"code"`
	}
	_ = json.Unmarshal(errObj, &e)
	if version == V20260728 {
		switch e.Code.String() {
		case "-32020":
			return "HeaderMismatchError"
		case "-32021":
			return "MissingRequiredClientCapabilityError"
		case "-32022":
			return "UnsupportedProtocolVersionError"
		}
	}
	if hasDef(version, "JSONRPCErrorResponse") {
		return "JSONRPCErrorResponse"
	}
	return "JSONRPCError"
}

// errorEnvelope wraps an error object as the response that carried it.
func errorEnvelope(errObj json.RawMessage) json.RawMessage {
	return json.RawMessage(`{"jsonrpc":"2.0","id":0,"error":` + string(bytes.TrimSpace(errObj)) + `}`)
}

// resultDef picks the definition of a result of method: an input_required
// interim result is an InputRequiredResult (2026-07-28), else the method's
// own result, else the generic Result.
func (t *Target) resultDef(method string, result json.RawMessage) string {
	if hasInputRequired(result) && hasDef(t.Version, "InputRequiredResult") {
		return "InputRequiredResult"
	}
	if d, ok := t.schemas.methods(t.Version).results[method]; ok {
		return d
	}
	return "Result"
}

// hasInputRequired reports whether a result says resultType "input_required".
func hasInputRequired(result json.RawMessage) bool {
	var r struct {
		ResultType string `json:"resultType"`
	}
	return json.Unmarshal(result, &r) == nil && r.ResultType == capture.ResultInputRequired
}

// schemaUnits lists what MCP4009 validates. A 2026-07-28 session with a
// recorded wire: every message the server sent (results against their
// method's result, errors against the error response, notifications
// against their own definition). Otherwise the captured values: the
// initialize or server/discover result, the tools/list pages or the tool
// definitions, the tools/call results and errors.
func (t *Target) schemaUnits() (units []schemaUnit, skipped int) {
	s := t.Server
	md := t.schemas.methods(t.Version)
	if len(s.Wire) > 0 {
		for _, m := range t.received() {
			where := fmt.Sprintf("wire message %d", m.index+1)
			if m.method != "" {
				where += " (" + m.method + ")"
			}
			switch {
			case m.truncated || m.obj == nil:
				skipped++ // cut at the capture bound, or not an object (MCP4006)
			case m.isResponse() && m.hasResult:
				units = append(units, schemaUnit{where: where, tool: m.tool, def: t.resultDef(m.method, m.result()), raw: m.result(), prefix: "/result"})
			case m.isResponse():
				units = append(units, schemaUnit{where: where, tool: m.tool, def: errorDef(t.Version, m.obj["error"]), raw: m.raw})
			case m.isNotification():
				def := "JSONRPCNotification"
				if d, ok := md.notifications[m.method]; ok {
					def = d
				}
				units = append(units, schemaUnit{where: where, def: def, raw: m.raw})
			default:
				units = append(units, schemaUnit{where: where, def: "JSONRPCRequest", raw: m.raw})
			}
		}
		return units, skipped
	}
	if len(bytes.TrimSpace(s.InitializeResult)) > 0 && hasDef(t.Version, "InitializeResult") {
		units = append(units, schemaUnit{where: "the initialize result", def: "InitializeResult", raw: s.InitializeResult})
	}
	if len(bytes.TrimSpace(s.DiscoverResult)) > 0 && !isNull(s.DiscoverResult) {
		units = append(units, schemaUnit{where: "the server/discover result", def: t.resultDef("server/discover", s.DiscoverResult), raw: s.DiscoverResult})
	}
	if len(bytes.TrimSpace(s.DiscoverError)) > 0 && !isNull(s.DiscoverError) {
		units = append(units, schemaUnit{where: "the server/discover error", def: errorDef(t.Version, s.DiscoverError), raw: errorEnvelope(s.DiscoverError)})
	}
	if len(s.ListResults) > 0 {
		for _, lr := range s.ListResults {
			units = append(units, schemaUnit{where: listWhere(lr), def: t.resultDef("tools/list", lr.Raw), raw: lr.Raw})
		}
	} else {
		for _, tl := range s.Tools {
			units = append(units, schemaUnit{where: "the definition of tool " + quoteCap(tl.Name, 80), tool: tl.Name, def: "Tool", raw: tl.Def})
		}
	}
	for _, c := range s.Calls {
		if len(bytes.TrimSpace(c.Result)) > 0 && !isNull(c.Result) {
			units = append(units, schemaUnit{where: "the tools/call result", tool: c.Tool, callID: c.ID, def: t.resultDef("tools/call", c.Result), raw: c.Result})
		}
		if len(bytes.TrimSpace(c.Error)) > 0 && !isNull(c.Error) {
			units = append(units, schemaUnit{where: "the tools/call error", tool: c.Tool, callID: c.ID, def: errorDef(t.Version, c.Error), raw: errorEnvelope(c.Error)})
		}
	}
	return units, 0
}

// collapseAnyOf folds the violations of the branches of one anyOf (or
// oneOf) into one: "matches none of the alternatives", at the shallowest
// instance location, with the first branch's message as the example.
// Other violations pass through.
func collapseAnyOf(vs []schema.Violation) []schema.Violation {
	var out []schema.Violation
	groups := map[string]int{} // keyword prefix -> index in out
	for _, v := range vs {
		kw := v.KeywordLocation
		cut := -1
		for _, k := range []string{"/anyOf/", "/oneOf/"} {
			if i := strings.Index(kw, k); i >= 0 && (cut < 0 || i < cut) {
				cut = i + len(k) - 1
			}
		}
		if cut < 0 {
			out = append(out, v)
			continue
		}
		prefix := kw[:cut]
		if i, ok := groups[prefix]; ok {
			if len(v.InstanceLocation) < len(out[i].InstanceLocation) {
				out[i].InstanceLocation = v.InstanceLocation
			}
			continue
		}
		groups[prefix] = len(out)
		out = append(out, schema.Violation{InstanceLocation: v.InstanceLocation, KeywordLocation: prefix,
			Message: "matches none of the alternatives, e.g. " + v.Message})
	}
	return out
}

// cleanKeyword drops the root "$ref" hop from a keyword location, so it
// reads from the definition: "/$ref/properties/result" -> "/properties/result".
func cleanKeyword(kw string) string { return strings.TrimPrefix(kw, "/$ref") }

func checkWireSchema() *Check {
	return &Check{
		ID: "MCP4009", Title: "Message does not match the protocol's JSON Schema", Severity: SeverityError,
		Category: CategoryProtocol, Versions: SchemaVersions(),
		SpecSection: "Basic › Schema (schema.json is the source of truth)", SpecURL: specURL(V20260728, "basic#schema"),
		SpecQuote: `2026-07-28, Basic › Schema: "The full specification of the protocol is defined as a TypeScript schema. This is the source of truth for all protocol messages and structures. There is also a JSON Schema, which is automatically generated from the TypeScript source of truth, for use with various automated tooling."`,
		Explanation: `Validates what the server sent against the JSON Schema of the protocol
version the session used (schema.json of 2025-06-18, 2025-11-25 or
2026-07-28, embedded in mcpsurvey; earlier versions publish no JSON Schema
and are not validated), like the official conformance suite's
wire-schema-valid check.

- A 2026-07-28 session whose wire was recorded: every message the server
  sent. A result is validated against its method's result definition
  (tools/list -> ListToolsResult, server/discover -> DiscoverResult, ...;
  resultType "input_required" -> InputRequiredResult), an error against the
  error response (or UnsupportedProtocolVersionError, HeaderMismatchError,
  MissingRequiredClientCapabilityError for -32022, -32020, -32021), a
  notification against its own definition. Messages cut at the capture
  bound (each at 256 KiB) are skipped and counted; messages after the first
  200 of a session are not recorded, so not validated here (the named
  checks still read every tools/call result).
- Otherwise (2025-06-18, 2025-11-25, or a capture without a wire): the
  captured values: the initialize (or server/discover) result, each tool
  definition (or each tools/list page), each tools/call result and error.

Each finding names the message, the JSON pointer of the failing value and
the schema rule (the definition and the keyword that failed); the branches
of an anyOf that all fail are reported once. The named checks (MCP1xxx to
MCP4xxx) explain the common failures one by one and may report the same
defect too; this check catches everything the schema says, including
what no named check covers.`,
		Before: `tools/list result on 2026-07-28: {"tools": [{"name": "a", "inputSchema": {"type": "object"}}]}`,
		After:  `{"resultType": "complete", "tools": [{"name": "a", "inputSchema": {"type": "object"}}], "ttlMs": 60000, "cacheScope": "public"}`,
		Run: func(t *Target) []Finding {
			units, skipped := t.schemaUnits()
			var out []Finding
			failed := 0
			for _, u := range units {
				c, err := t.schemas.def(t.Version, u.def)
				if err != nil {
					return []Finding{{Severity: SeverityInfo, Message: "the protocol schema could not be compiled: " + capString(err.Error(), 300)}}
				}
				vs, err := validate(c, u.raw)
				if err != nil {
					continue // not JSON: the framing checks report it
				}
				vs = collapseAnyOf(vs)
				if len(vs) == 0 {
					continue
				}
				failed++
				if len(out) == maxSchemaFindings {
					continue
				}
				for i := range vs {
					vs[i].InstanceLocation = u.prefix + vs[i].InstanceLocation
					vs[i].KeywordLocation = cleanKeyword(vs[i].KeywordLocation)
				}
				v := vs[0]
				loc := v.InstanceLocation
				if loc == "" {
					loc = "(root)"
				}
				msg := fmt.Sprintf("%s does not match %s: at %s (rule %s): %s", u.where, defRef(t.Version, u.def), loc, v.KeywordLocation, capString(v.Message, 200))
				if len(vs) > 1 {
					msg += fmt.Sprintf(" (and %d more)", len(vs)-1)
				}
				out = append(out, Finding{Tool: u.tool, CallID: u.callID, Message: msg,
					Evidence: map[string]any{"message": u.where, "definition": defRef(t.Version, u.def), "violations": violationEvidence(vs),
						"violation_count": len(vs), "value": snippet(u.raw)}})
			}
			if failed > len(out) {
				out = append(out, Finding{Message: fmt.Sprintf("%d more messages do not match the schema of %s (not listed)", failed-len(out), t.Version),
					Evidence: map[string]any{"failed_messages": failed}})
			}
			if skipped > 0 && len(out) > 0 {
				out[0].Evidence["messages_not_validated"] = skipped
			}
			return out
		},
	}
}

// ValidateWireMessage validates one recorded message of a session of
// version against that version's schema and returns the definition used
// and the violations (nil when it conforms). A message the client sent is
// validated as the request or notification its method names; a message
// the server sent as MCP4009 does. sc may be nil. Messages cut at the
// capture bound are not validated (an error says so).
func ValidateWireMessage(sc *SchemaCache, version string, m capture.WireMessage) (string, []schema.Violation, error) {
	if sc == nil {
		sc = NewSchemaCache()
	}
	if m.Truncated {
		return "", nil, fmt.Errorf("message truncated at the capture bound: not validated")
	}
	if _, ok := specSchemaFor(version); !ok {
		return "", nil, fmt.Errorf("no JSON schema of protocol %s is embedded", version)
	}
	t := &Target{Server: &capture.Server{ProtocolVersion: version, Wire: []capture.WireMessage{m}}, Version: version, schemas: sc}
	w := t.wireMsgs()[0]
	if w.obj == nil {
		return "", nil, fmt.Errorf("not a JSON object")
	}
	var u schemaUnit
	md := sc.methods(version)
	switch {
	case m.Dir == capture.WireSend && w.isNotification():
		u = schemaUnit{def: "JSONRPCNotification", raw: m.Raw}
		if d, ok := md.notifications[w.method]; ok {
			u.def = d
		}
	case m.Dir == capture.WireSend && w.isResponse() && w.hasError:
		u = schemaUnit{def: errorDef(version, w.obj["error"]), raw: m.Raw}
	case m.Dir == capture.WireSend && w.isResponse():
		u = schemaUnit{def: "JSONRPCResultResponse", raw: m.Raw}
		if !hasDef(version, u.def) {
			u.def = "JSONRPCResponse"
		}
	case m.Dir == capture.WireSend:
		u = schemaUnit{def: "JSONRPCRequest", raw: m.Raw}
		if d, ok := md.requests[w.method]; ok {
			u.def = d
		}
	default:
		units, _ := t.schemaUnits()
		if len(units) == 0 {
			return "", nil, fmt.Errorf("nothing to validate")
		}
		u = units[0]
	}
	c, err := sc.def(version, u.def)
	if err != nil {
		return u.def, nil, err
	}
	vs, err := validate(c, u.raw)
	if err != nil {
		return u.def, nil, err
	}
	vs = collapseAnyOf(vs)
	for i := range vs {
		vs[i].InstanceLocation = u.prefix + vs[i].InstanceLocation
		vs[i].KeywordLocation = cleanKeyword(vs[i].KeywordLocation)
	}
	return u.def, vs, nil
}
