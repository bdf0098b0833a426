// Package report turns a classified corpus into what people read and CI
// consumes: the survey tables (terminal, Markdown, JSON) to begin with.
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
// Analyzed" table, the "Pattern Taxonomy" prevalence table and the
// denominators behind both.
type Survey struct {
	ClassifierVersion string       `json:"classifier_version"`
	Servers           []ServerRow  `json:"servers"`
	Patterns          []PatternRow `json:"patterns"`
	Denominators      Denominators `json:"denominators"`
}

// ServerRow is one row of "Servers Analyzed".
type ServerRow struct {
	Server          string         `json:"server"`
	ServerInfo      string         `json:"server_info,omitempty"`
	Status          string         `json:"status"`
	Tools           int            `json:"tools"`
	ToolsWithOutput int            `json:"tools_with_output_schema"`
	OutputSchemaPct float64        `json:"output_schema_pct"`
	ToolsCalled     int            `json:"tools_called"`
	Calls           int            `json:"calls"`
	Dominant        string         `json:"dominant_pattern"` // "" when no call was classified
	PatternType     string         `json:"pattern_type"`     // seed 001's column: the patterns of its tools, most used first ("markdown_table + markdown_list")
	Mix             map[string]int `json:"pattern_mix"`      // tools per pattern
	MixCalls        map[string]int `json:"pattern_mix_calls"`
}

// PatternRow is one row of "Pattern Taxonomy".
type PatternRow struct {
	Pattern     string  `json:"pattern"`
	Servers     int     `json:"servers"`      // servers with at least one tool answering in this pattern
	ServerShare float64 `json:"server_share"` // of servers with classified calls; shares sum to more than 100% when servers mix patterns
	Dominant    int     `json:"dominant"`     // servers whose dominant pattern this is
	Calls       int     `json:"calls"`
	CallShare   float64 `json:"call_share"` // of classified calls
}

// Denominators say what the shares are shares of, so figures compare with
// other surveys.
type Denominators struct {
	ServersConfigured int `json:"servers_configured"`
	ServersOK         int `json:"servers_ok"`
	ServersClassified int `json:"servers_with_classified_calls"`
	Tools             int `json:"tools_listed"`
	ToolsWithOutput   int `json:"tools_with_output_schema"`
	ToolsCalled       int `json:"tools_called"`
	CallsAnswered     int `json:"calls_answered"`
	CallsClassified   int `json:"calls_classified"`
	CallsHybrid       int `json:"calls_hybrid"`
	CallsErrorOrIsErr int `json:"calls_error_results"`
}

// BuildSurvey computes the survey from per-server summaries.
func BuildSurvey(version string, sums []corpus.ServerSummary) Survey {
	s := Survey{ClassifierVersion: version}
	serversWith := map[string]int{}
	dominant := map[string]int{}
	calls := map[string]int{}
	d := &s.Denominators
	for _, sum := range sums {
		row := ServerRow{Server: sum.Name, ServerInfo: sum.ServerName, Status: sum.Status, Tools: sum.Tools,
			ToolsWithOutput: sum.ToolsWithOutput, ToolsCalled: sum.ToolsCalled, Calls: sum.Calls,
			Mix: copyCounts(sum.PatternTools), MixCalls: copyCounts(sum.PatternCalls)}
		if sum.Tools > 0 {
			row.OutputSchemaPct = round1(100 * float64(sum.ToolsWithOutput) / float64(sum.Tools))
		}
		order := rankPatterns(sum.PatternTools, sum.PatternBytes)
		if len(order) > 0 {
			row.Dominant = order[0]
		}
		row.PatternType = strings.Join(order, " + ")
		s.Servers = append(s.Servers, row)

		d.ServersConfigured++
		if sum.Status == "ok" {
			d.ServersOK++
		}
		d.Tools += sum.Tools
		d.ToolsWithOutput += sum.ToolsWithOutput
		d.ToolsCalled += sum.ToolsCalled
		d.CallsAnswered += sum.Calls
		d.CallsClassified += sum.Labelled
		d.CallsHybrid += sum.HybridCalls
		d.CallsErrorOrIsErr += sum.ErrorResultCalls
		if sum.Labelled > 0 {
			d.ServersClassified++
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
	for _, p := range patternsSeen(calls) {
		r := PatternRow{Pattern: p, Servers: serversWith[p], Dominant: dominant[p], Calls: calls[p]}
		if d.ServersClassified > 0 {
			r.ServerShare = round1(100 * float64(r.Servers) / float64(d.ServersClassified))
		}
		if d.CallsClassified > 0 {
			r.CallShare = round1(100 * float64(r.Calls) / float64(d.CallsClassified))
		}
		s.Patterns = append(s.Patterns, r)
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
