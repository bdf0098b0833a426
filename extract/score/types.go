package score

// Version identifies the scoring rules; the score command stores it with
// every row. Bump it when scores of the same corpus can change.
const Version = "1"

// Defaults of Options.
const (
	DefaultHoldOut    = 0.3
	DefaultMinSamples = 3
	// SuccessBar is the held-out success a text tool needs to count as
	// turning into structured data.
	SuccessBar = 0.8
	// Goal000 is seed 000's success metric: 90%+ of servers can have
	// structured output extracted.
	Goal000 = 0.90
	// Estimate001 is seed 001's estimate: the three bootstrap parsers cover
	// 60% of real-world patterns.
	Estimate001 = 0.60
)

// Options tune Score. The zero value means the defaults.
type Options struct {
	// HoldOut is the share of each tool's distinct samples held out of
	// fitting and used to measure (default 0.3).
	HoldOut float64 `json:"hold_out"`
	// MinSamples is the number of distinct usable samples a tool needs to
	// be scored (default 3); tools with fewer get "too few samples".
	MinSamples int `json:"min_samples"`
	// Seed changes the split. The split is deterministic: a hash of Seed
	// and the call id decides, not a random draw.
	Seed string `json:"seed"`
}

func (o Options) withDefaults() Options {
	if !(o.HoldOut > 0 && o.HoldOut < 1) {
		o.HoldOut = DefaultHoldOut
	}
	if o.MinSamples < 2 {
		if o.MinSamples <= 0 {
			o.MinSamples = DefaultMinSamples
		} else {
			o.MinSamples = 2 // one sample cannot be both fitted and held out
		}
	}
	return o
}

// Tool states (ToolScore.Status).
const (
	// StatusStructured: every usable output carries structuredContent.
	StatusStructured = "structured"
	// StatusScored: text outputs were fitted and measured on held-out ones.
	StatusScored = "scored"
	// StatusTooFew: fewer distinct usable text samples than MinSamples;
	// not proven either way.
	StatusTooFew = "too_few_samples"
	// StatusNoOutput: no usable output (only errors, isError results or
	// calls without an answer).
	StatusNoOutput = "no_output"
)

// ToolScore is the coverage of one tool.
type ToolScore struct {
	Server  string `json:"server"`
	Tool    string `json:"tool"`
	Pattern string `json:"pattern"` // dominant pattern of its usable samples
	Parser  string `json:"parser"`  // parser of the suggestion fitted on the fitted part
	Status  string `json:"status"`
	// Extractable: the tool counts as turning into structured data (see
	// Headline.Definition).
	Extractable bool `json:"extractable"`
	// Samples counts the distinct usable samples (answered, not isError,
	// duplicates of an earlier result dropped); Duplicates the dropped ones;
	// Structured those carrying structuredContent.
	Samples    int `json:"samples"`
	Duplicates int `json:"duplicates"`
	Structured int `json:"structured"`
	// Fitted and HeldOut split the text samples (structuredContent hidden
	// when the tool has both kinds).
	Fitted  int `json:"fitted"`
	HeldOut int `json:"held_out"`
	// Success is the share of held-out text samples yielding a non-empty
	// value.
	Success float64 `json:"success"`
	// Completeness is the mean share of the schema's (or fitted) fields
	// present per extracted item.
	Completeness float64 `json:"completeness"`
	// ByteCoverage and LineCoverage are the mean shares of the held-out
	// texts' non-blank bytes and lines that became fields.
	ByteCoverage float64 `json:"byte_coverage"`
	LineCoverage float64 `json:"line_coverage"`
	// Valid is the share of held-out extracted values valid against the
	// schema suggested from the fitted part (0 when there is none).
	Valid float64 `json:"valid"`
	// GroundTruth compares text extraction with hidden structuredContent.
	GroundTruth *Truth `json:"ground_truth,omitempty"`
	// Reason explains the status or the suggestion.
	Reason string `json:"reason,omitempty"`
	// Failures lists the first held-out samples that yielded nothing, with
	// why.
	Failures []string `json:"failures,omitempty"`
}

// Truth is a field-by-field comparison between values extracted from text
// and the structuredContent the same results carried (hidden during
// fitting and extraction).
type Truth struct {
	Samples       int      `json:"samples"`
	Fields        int      `json:"fields"` // structuredContent leaves compared
	TruePositive  int      `json:"true_positive"`
	FalsePositive int      `json:"false_positive"`
	FalseNegative int      `json:"false_negative"`
	Precision     float64  `json:"precision"`
	Recall        float64  `json:"recall"`
	Mismatches    []string `json:"mismatches,omitempty"` // first few, "id path: want X vs got Y"
}

// Aggregate is the held-out coverage of a group of tools: sample-weighted
// means over its scored tools.
type Aggregate struct {
	Tools            int     `json:"tools"`             // tools with usable output
	ToolsExtractable int     `json:"tools_extractable"` // of which count as extractable
	ToolsTooFew      int     `json:"tools_too_few"`     // of which have too few samples
	ToolsStructured  int     `json:"tools_structured"`  // of which return structuredContent
	HeldOut          int     `json:"held_out"`
	Success          float64 `json:"success"`
	Completeness     float64 `json:"completeness"`
	ByteCoverage     float64 `json:"byte_coverage"`
	LineCoverage     float64 `json:"line_coverage"`
	// Truth sums the ground-truth comparisons of the group (nil: none).
	Truth *Truth `json:"ground_truth,omitempty"`
}

// ServerScore is the coverage of one server.
type ServerScore struct {
	Server string `json:"server"`
	// Extractable: the server has usable output and every tool with usable
	// output is extractable.
	Extractable bool `json:"extractable"`
	Aggregate
}

// PatternScore is the coverage of the tools whose dominant pattern is
// Pattern.
type PatternScore struct {
	Pattern string `json:"pattern"`
	Aggregate
}

// Headline answers seed 000's and seed 001's claims.
type Headline struct {
	Servers            int     `json:"servers"` // servers with usable output
	ServersExtractable int     `json:"servers_extractable"`
	ServerShare        float64 `json:"server_share"`
	// ServersUnproven have no failing tool but at least one tool with too
	// few samples (not counted as extractable).
	ServersUnproven  int     `json:"servers_unproven"`
	ServersNoOutput  int     `json:"servers_no_output"` // left out of Servers
	Tools            int     `json:"tools"`             // tools with usable output
	ToolsExtractable int     `json:"tools_extractable"`
	ToolShare        float64 `json:"tool_share"`
	ToolsTooFew      int     `json:"tools_too_few"` // in Tools, not extractable-proven
	// Calls are the measured calls: usable calls carrying structuredContent
	// plus held-out text calls; CallsExtractable those that carry
	// structuredContent or whose held-out extraction yielded a value.
	Calls            int     `json:"calls"`
	CallsExtractable int     `json:"calls_extractable"`
	CallShare        float64 `json:"call_share"`
	Goal000          float64 `json:"goal_000"`
	Estimate001      float64 `json:"estimate_001"`
	HeldOut          int     `json:"held_out"` // held-out text samples in all
	// Truth sums every ground-truth comparison (nil: no result carried both
	// structuredContent and text).
	Truth      *Truth `json:"ground_truth,omitempty"`
	Definition string `json:"definition"`
}

// Report is the result of Score.
type Report struct {
	Tools    []ToolScore    `json:"tools"`
	Servers  []ServerScore  `json:"servers"`
	Patterns []PatternScore `json:"patterns"`
	Headline Headline       `json:"headline"`
	Options  Options        `json:"options"`
}
