package report

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

// Taxonomy is the pattern order of the six-pattern taxonomy (seed 001).
var Taxonomy = []string{"structured", "json_in_text", "markdown_list", "key_value", "markdown_table", "unstructured"}

// Survey is the seed-001 survey computed from a corpus: the "Servers
// Analyzed" table, the "Pattern Taxonomy" prevalence table, the error
// answers apart, and the denominators behind all of them.
type Survey struct {
	ClassifierVersion string       `json:"classifier_version"`
	Servers           []ServerRow  `json:"servers"`
	Patterns          []PatternRow `json:"patterns"`
	Errors            []ErrorRow   `json:"errors"`
	Denominators      Denominators `json:"denominators"`
}

// ServerRow is one row of "Servers Analyzed". Its pattern columns count
// usable outputs only; error answers are in Errors.
type ServerRow struct {
	Server          string         `json:"server"`
	ServerInfo      string         `json:"server_info,omitempty"`
	Status          string         `json:"status"`
	Tools           int            `json:"tools"`
	ToolsWithOutput int            `json:"tools_with_output_schema"`
	OutputSchemaPct float64        `json:"output_schema_pct"`
	ToolsCalled     int            `json:"tools_called"`
	ToolsUsable     int            `json:"tools_with_usable_output"`
	Calls           int            `json:"calls"`            // calls answered (result or JSON-RPC error)
	Usable          int            `json:"usable_calls"`     // answered, not isError, no JSON-RPC error, no error text
	ErrorCalls      int            `json:"error_calls"`      // error answers and calls without an answer
	Errors          map[string]int `json:"errors"`           // by form (ErrorForms)
	Dominant        string         `json:"dominant_pattern"` // "" when no usable output
	PatternType     string         `json:"pattern_type"`     // seed 001's column: the patterns of its tools, most used first ("markdown_table + markdown_list"); "no usable output" when there is none
	Mix             map[string]int `json:"pattern_mix"`      // tools per pattern (usable outputs)
	MixCalls        map[string]int `json:"pattern_mix_calls"`
	// InputRequired counts the calls answered with an input_required
	// result (MCP 2026-07-28): neither usable outputs nor errors.
	InputRequired int `json:"input_required_calls,omitempty"`
}

// NoUsableOutput is the pattern type of a server without a usable output.
const NoUsableOutput = "no usable output"

// PatternRow is one row of "Pattern Taxonomy", over usable outputs.
type PatternRow struct {
	Pattern     string  `json:"pattern"`
	Servers     int     `json:"servers"`      // servers with at least one tool giving a usable output in this pattern
	ServerShare float64 `json:"server_share"` // of Denominators.ServersUsable; shares sum to more than 100% when servers mix patterns
	Dominant    int     `json:"dominant"`     // servers whose dominant pattern this is
	Calls       int     `json:"calls"`
	CallShare   float64 `json:"call_share"` // of Denominators.CallsUsable
}

// ErrorRow is one row of the error answers table: one form of failure.
type ErrorRow struct {
	Form      string  `json:"form"`
	Meaning   string  `json:"meaning"`
	Calls     int     `json:"calls"`
	CallShare float64 `json:"call_share"` // of Denominators.CallsMade
	Servers   int     `json:"servers"`    // servers with at least one such call
}

// ErrorForms are the forms of failure, in report order, with what they
// mean.
var ErrorForms = []struct{ Form, Meaning string }{
	{"is_error", "result with isError: true"},
	{"rpc_error", "JSON-RPC error response"},
	{"error_text", "text that reads as an error, without isError"},
	{"timeout", "no answer within the call timeout"},
	{"no_answer", "crash, transport failure, oversized or invalid answer"},
}

// Denominators say what every share is a share of, in one place, so
// figures compare with other surveys:
//   - pattern "servers using it" and "dominant in": of ServersUsable;
//   - pattern calls: of CallsUsable;
//   - error forms: of CallsMade;
//   - outputSchema adoption: of Tools.
type Denominators struct {
	ServersConfigured int `json:"servers_configured"`
	ServersOK         int `json:"servers_ok"`
	ServersUsable     int `json:"servers_with_usable_outputs"`
	Tools             int `json:"tools_listed"`
	ToolsWithOutput   int `json:"tools_with_output_schema"`
	ToolsCalled       int `json:"tools_called"`
	ToolsUsable       int `json:"tools_with_usable_outputs"`
	CallsMade         int `json:"calls_made"`     // answered, timed out or left without an answer
	CallsAnswered     int `json:"calls_answered"` // a result or a JSON-RPC error
	CallsClassified   int `json:"calls_classified"`
	CallsUsable       int `json:"calls_usable"`
	CallsErrors       int `json:"calls_errors"` // CallsMade - CallsUsable
	CallsHybrid       int `json:"calls_hybrid"`
	// CallsInputRequired counts the calls answered with an input_required
	// result (MCP 2026-07-28): neither usable nor errors, not in CallsMade.
	CallsInputRequired int `json:"calls_input_required,omitempty"`
}

// Share is 100 × n / of, rounded to 0.1, and 0 when of is 0; n is capped
// at of, so no share exceeds 100%.
func Share(n, of int) float64 {
	if of <= 0 || n <= 0 {
		return 0
	}
	if n > of {
		n = of
	}
	return round1(100 * float64(n) / float64(of))
}

// BuildSurvey computes the survey from per-server summaries.
func BuildSurvey(version string, sums []corpus.ServerSummary) Survey {
	s := Survey{ClassifierVersion: version}
	serversWith := map[string]int{}
	dominant := map[string]int{}
	calls := map[string]int{}
	errCalls := map[string]int{}
	errServers := map[string]int{}
	d := &s.Denominators
	for _, sum := range sums {
		row := ServerRow{Server: sum.Name, ServerInfo: sum.ServerName, Status: sum.Status, Tools: sum.Tools,
			ToolsWithOutput: sum.ToolsWithOutput, ToolsCalled: sum.ToolsCalled, ToolsUsable: sum.ToolsUsable,
			Calls: sum.Calls, Usable: sum.Usable, Errors: copyCounts(sum.Errors), InputRequired: sum.InputRequired,
			Mix: copyCounts(sum.PatternTools), MixCalls: copyCounts(sum.PatternCalls)}
		row.OutputSchemaPct = Share(sum.ToolsWithOutput, sum.Tools)
		for form, n := range sum.Errors {
			row.ErrorCalls += n
			errCalls[form] += n
			if n > 0 {
				errServers[form]++
			}
		}
		order := rankPatterns(sum.PatternTools, sum.PatternBytes)
		if len(order) > 0 && sum.Usable > 0 {
			row.Dominant = order[0]
			row.PatternType = strings.Join(order, " + ")
		} else {
			row.PatternType = NoUsableOutput
		}
		s.Servers = append(s.Servers, row)

		d.ServersConfigured++
		if sum.Status == "ok" {
			d.ServersOK++
		}
		d.Tools += sum.Tools
		d.ToolsWithOutput += sum.ToolsWithOutput
		d.ToolsCalled += sum.ToolsCalled
		d.ToolsUsable += sum.ToolsUsable
		d.CallsAnswered += sum.Calls
		d.CallsClassified += sum.Labelled
		d.CallsUsable += sum.Usable
		d.CallsHybrid += sum.HybridCalls
		d.CallsInputRequired += sum.InputRequired
		d.CallsMade += sum.Usable + row.ErrorCalls
		if sum.Usable > 0 {
			d.ServersUsable++
			dominant[row.Dominant]++
		}
		for p, n := range sum.PatternTools {
			if n > 0 {
				serversWith[p]++
			}
		}
		for p, n := range sum.PatternCalls {
			calls[p] += n
		}
	}
	d.CallsErrors = d.CallsMade - d.CallsUsable
	for _, p := range patternsSeen(calls) {
		r := PatternRow{Pattern: p, Servers: serversWith[p], Dominant: dominant[p], Calls: calls[p]}
		r.ServerShare = Share(r.Servers, d.ServersUsable)
		r.CallShare = Share(r.Calls, d.CallsUsable)
		s.Patterns = append(s.Patterns, r)
	}
	for _, f := range ErrorForms {
		s.Errors = append(s.Errors, ErrorRow{Form: f.Form, Meaning: f.Meaning, Calls: errCalls[f.Form],
			CallShare: Share(errCalls[f.Form], d.CallsMade), Servers: errServers[f.Form]})
	}
	return s
}

// patternsSeen lists the taxonomy's patterns, then any unknown ones seen
// (labels of a newer classifier), sorted.
func patternsSeen(calls map[string]int) []string {
	out := append([]string(nil), Taxonomy...)
	var extra []string
	for p := range calls {
		if !contains(Taxonomy, p) {
			extra = append(extra, p)
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// rankPatterns orders the patterns a server's tools answer in: by number
// of tools, then by bytes of output (the pattern carrying more data first),
// then taxonomy order. The first is the server's dominant pattern.
func rankPatterns(tools map[string]int, bytes map[string]int64) []string {
	var out []string
	for _, p := range patternsSeen(tools) {
		if tools[p] > 0 {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if tools[a] != tools[b] {
			return tools[a] > tools[b]
		}
		return bytes[a] > bytes[b]
	})
	return out
}

// MixString renders a pattern mix as "markdown_table 2 + markdown_list 1",
// in the order of patternType (a " + "-joined ranking).
func MixString(mix map[string]int, patternType string) string {
	if patternType == "" {
		return "-"
	}
	var out []string
	for _, p := range strings.Split(patternType, " + ") {
		out = append(out, fmt.Sprintf("%s %d", p, mix[p]))
	}
	return strings.Join(out, " + ")
}

func copyCounts(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func round1(f float64) float64 {
	return float64(int64(f*10+0.5)) / 10
}
