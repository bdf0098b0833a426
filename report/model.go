package report

import (
	"encoding/json"
	"time"
)

// This file holds the report view model: plain data (strings, numbers,
// json.RawMessage) that the pipeline maps its stage outputs into and every
// writer (HTML, PR markdown, survey files) reads. The writers never look at
// the corpus, the classifier or GitHub themselves; everything they show is
// in a Bundle. All strings are untrusted (they come from servers): writers
// escape them for their output format.

// Bundle is everything one report run shows.
type Bundle struct {
	Title       string    `json:"title"`
	GeneratedAt time.Time `json:"generated_at"`
	ToolVersion string    `json:"tool_version"`
	CorpusPath  string    `json:"corpus_path,omitempty"`

	// Survey is the seed-001 survey: "Servers Analyzed", "Pattern Taxonomy"
	// and the denominators behind both (see BuildSurvey).
	Survey Survey `json:"survey"`
	// Coverage is the headline: how much of the text output the suggested
	// configs turn into structured data.
	Coverage Coverage `json:"coverage"`
	// ROI says which parser covers how many servers, tools and calls (seed
	// 001 "ROI Analysis"), most calls first.
	ROI []ParserROI `json:"roi"`
	// Findings sums the conformance findings over all servers.
	Findings FindingsSummary `json:"findings"`
	// Servers are the per-server sections, in report order.
	Servers []ServerView `json:"servers"`
}

// Ratio is a count out of a total ("covered of total").
type Ratio struct {
	Covered int `json:"covered"`
	Total   int `json:"total"`
}

// Pct is the ratio in percent, rounded to one decimal; 0 when Total is 0.
func (r Ratio) Pct() float64 {
	if r.Total <= 0 {
		return 0
	}
	return round1(100 * float64(r.Covered) / float64(r.Total))
}

// Coverage is the headline figure: the share of servers, tools and calls
// whose text outputs the suggested text_extraction configs turn into
// structured data, next to seed 000's goal (90%+ of servers) and seed 001's
// bootstrap estimate (60%+ with three parsers).
type Coverage struct {
	// Definition says in one sentence what "covered" means for these
	// figures (the scoring stage decides; the report only shows it).
	Definition string `json:"definition,omitempty"`
	Servers    Ratio  `json:"servers"` // of servers with text-only tool calls
	Tools      Ratio  `json:"tools"`   // of tools with text-only calls
	Calls      Ratio  `json:"calls"`   // of text-only calls
	// HeldOut counts calls kept out of suggestion and used only to score:
	// covered of held-out calls.
	HeldOut Ratio `json:"held_out"`
	// GoalPct is seed 000's success metric (90); SeedEstimatePct seed 001's
	// estimate for the first three parsers (60). Zero means "not shown".
	GoalPct         float64 `json:"goal_pct"`
	SeedEstimatePct float64 `json:"seed_estimate_pct"`
	// GroundTruth compares extraction against structuredContent where
	// servers sent both text and structuredContent; nil when none did.
	GroundTruth *GroundTruth `json:"ground_truth,omitempty"`
}

// GroundTruth is precision and recall of extracted fields against the
// structuredContent a server sent alongside its text.
type GroundTruth struct {
	Calls     int     `json:"calls"`     // calls with both text and structuredContent
	Fields    int     `json:"fields"`    // leaf fields compared
	Precision float64 `json:"precision"` // 0..1
	Recall    float64 `json:"recall"`    // 0..1
}

// ParserROI is one row of the ROI view: what one parser (or "none")
// covers.
type ParserROI struct {
	Parser  string `json:"parser"` // text_extraction parser name, e.g. "markdown_numbered_list"
	Servers int    `json:"servers"`
	Tools   int    `json:"tools"`
	Calls   int    `json:"calls"`
	Covered int    `json:"calls_covered"` // calls the parser's configs actually turned into structured data
	// The denominators of the ROI shares: servers, tools and calls with a
	// suggestion or a reason for none (a tool has one parser, so the
	// tool and call shares add up to 100%; a server may use several).
	OfServers int `json:"of_servers"`
	OfTools   int `json:"of_tools"`
	OfCalls   int `json:"of_calls"`
}

// FindingsSummary counts conformance findings.
type FindingsSummary struct {
	Total      int            `json:"total"`
	BySeverity map[string]int `json:"by_severity"`
	ByCheck    []CheckCount   `json:"by_check"` // most findings first
}

// CheckCount is how often one check fired.
type CheckCount struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Severity string `json:"severity"`
	Count    int    `json:"count"`
	Servers  int    `json:"servers"`
}

// ServerView is one server's section.
type ServerView struct {
	Name            string `json:"name"`
	Domain          string `json:"domain,omitempty"`
	Status          string `json:"status"`
	Error           string `json:"error,omitempty"`
	Transport       string `json:"transport,omitempty"`
	ProtocolVersion string `json:"protocol_version,omitempty"`
	ServerInfo      string `json:"server_info,omitempty"` // "name version" from initialize
	Repository      string `json:"repository,omitempty"`  // URL; only http(s) becomes a link
	Package         string `json:"package,omitempty"`     // "npm:@scope/pkg@1.2.3", "pypi:x", ...
	CallPolicy      string `json:"call_policy,omitempty"` // the --calls mode its tools were called under
	Sandbox         string `json:"sandbox,omitempty"`     // the sandbox it ran in ("" when none)

	SDK      SDKInfo       `json:"sdk"`
	Repo     *RepoFacts    `json:"repo,omitempty"`
	Related  []IssueLink   `json:"related,omitempty"` // issues/PRs already mentioning outputSchema
	Tools    []ToolView    `json:"tools"`
	Findings []FindingView `json:"findings,omitempty"`
	Coverage *ScoreView    `json:"coverage,omitempty"`
}

// ToolsLackingSchema counts the server's tools without an outputSchema.
func (s *ServerView) ToolsLackingSchema() int {
	n := 0
	for i := range s.Tools {
		if !s.Tools[i].HasOutputSchema {
			n++
		}
	}
	return n
}

// SDK names used by SDKInfo.Name.
const (
	SDKTypeScript = "typescript"
	SDKPython     = "python-fastmcp"
	SDKGo         = "go"
	SDKUnknown    = "unknown"
)

// SDKInfo is the MCP SDK a server is built with, as far as DetectSDK can
// tell.
type SDKInfo struct {
	Name       string `json:"name"`                 // one of the SDK* constants
	Library    string `json:"library,omitempty"`    // the dependency that decided it, e.g. "@modelcontextprotocol/sdk"
	Via        string `json:"via"`                  // how it was detected, for people
	Confidence string `json:"confidence,omitempty"` // "certain", "likely", "weak", or "" for unknown
}

// RepoFacts are GitHub facts about a server's repository.
type RepoFacts struct {
	FullName      string    `json:"full_name"`
	URL           string    `json:"url"`
	Stars         int       `json:"stars"`
	Archived      bool      `json:"archived"`
	DefaultBranch string    `json:"default_branch,omitempty"`
	PushedAt      time.Time `json:"pushed_at,omitzero"`
}

// IssueLink is an existing issue or pull request.
type IssueLink struct {
	Number int    `json:"number"`
	Title  string `json:"title"`
	URL    string `json:"url"`
	State  string `json:"state,omitempty"` // "open", "closed", "merged"
	IsPR   bool   `json:"is_pr,omitempty"`
}

// ToolView is one tool of a server.
type ToolView struct {
	Name            string `json:"name"`
	Description     string `json:"description,omitempty"`
	HasOutputSchema bool   `json:"has_output_schema"`
	Pattern         string `json:"pattern,omitempty"` // dominant pattern of its calls
	Hybrid          bool   `json:"hybrid,omitempty"`  // answers with text and structuredContent
	Calls           int    `json:"calls"`
	// Usable counts the answered calls that are outputs: not isError, no
	// JSON-RPC error, no text that reads as an error. ProposedSchema is
	// inferred from these only.
	Usable int `json:"usable_calls"`

	Examples []ExampleView `json:"examples,omitempty"`
	// Suggestion is the tool's virtual_tools entry (seed 000 format), or
	// nil; SuggestionReason says why there is none.
	Suggestion       json.RawMessage `json:"suggestion,omitempty"`
	SuggestionReason string          `json:"suggestion_reason,omitempty"`
	// ProposedSchema is the outputSchema proposed upstream (for PRs),
	// inferred from the usable outputs; PlanPR decides whether a PR report
	// proposes it.
	ProposedSchema json.RawMessage `json:"proposed_schema,omitempty"`
	// Before is one real call result as captured (text only); After the
	// same result with structuredContent added.
	Before json.RawMessage `json:"before,omitempty"`
	After  json.RawMessage `json:"after,omitempty"`

	Score    *ScoreView    `json:"score,omitempty"`
	Findings []FindingView `json:"findings,omitempty"`
}

// ExampleView is one captured output with its label.
type ExampleView struct {
	CallID     string          `json:"call_id"`
	Arguments  json.RawMessage `json:"arguments,omitempty"`
	Text       string          `json:"text"`  // possibly truncated
	Bytes      int             `json:"bytes"` // size of the full text
	Pattern    string          `json:"pattern"`
	Confidence float64         `json:"confidence"` // 0..1
	Evidence   []string        `json:"evidence,omitempty"`
	IsError    bool            `json:"is_error,omitempty"`
}

// Truncated reports whether Text is shorter than the captured output.
func (e ExampleView) Truncated() bool { return e.Bytes > len(e.Text) }

// ScoreView is how much of a server's or tool's text output the suggested
// config recovers.
type ScoreView struct {
	Pct            float64  `json:"pct"` // 0..100
	Calls          int      `json:"calls"`
	Covered        int      `json:"covered"`
	HeldOut        int      `json:"held_out,omitempty"`
	HeldOutCovered int      `json:"held_out_covered,omitempty"`
	Precision      *float64 `json:"precision,omitempty"` // vs structuredContent, 0..1
	Recall         *float64 `json:"recall,omitempty"`
	Note           string   `json:"note,omitempty"`
}

// FindingView is one conformance finding.
type FindingView struct {
	CheckID  string `json:"check_id"`
	Title    string `json:"title,omitempty"`
	Severity string `json:"severity"` // "error", "warning", "info"
	Tool     string `json:"tool,omitempty"`
	Message  string `json:"message"`
	SpecRef  string `json:"spec_ref,omitempty"` // URL or section; only http(s) becomes a link
	Evidence string `json:"evidence,omitempty"`
}
