package suggest

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Version identifies the suggestion rules; stored with every suggestion.
// Bump when suggestions can change.
const Version = "1"

// Parser values of Suggestion.Parser besides the text_extraction parsers.
const (
	// ParserJSON: the text is JSON (auto_detect_json).
	ParserJSON = "auto_detect_json"
	// ParserStructured: the tool returns structuredContent; the suggestion
	// is a projection only (no text_extraction).
	ParserStructured = "structured"
)

// Sample is one captured output of a tool.
type Sample struct {
	ID      string
	Result  []byte // raw CallToolResult
	Pattern string // classify pattern; "" = classify it here
}

// Tool is a tool with its captured outputs.
type Tool struct {
	Server, Tool string
	Def          json.RawMessage // tool definition as listed, may be nil
	Samples      []Sample
}

// Suggestion is the outcome for one tool: a virtual tool, or the reason
// there is none.
type Suggestion struct {
	Server, Tool string
	// Name is the virtual tool name: the tool name in snake_case (Uniquify
	// makes names unique across a gateway).
	Name string
	// VirtualTool is nil when there is no suggestion.
	VirtualTool *extract.VirtualTool
	// Parser is auto_detect_json, markdown_numbered_list, key_value_pairs,
	// markdown_table, custom_regex, auto, structured, or "" (no
	// suggestion).
	Parser string
	// Reason says why there is no suggestion, or notes why this parser.
	Reason string
	// Fitted is the number of samples the suggestion was learnt from.
	Fitted int
	// Schema is the inferred output_schema (also in VirtualTool.OutputSchema).
	Schema json.RawMessage
	// SchemaValidates: every fitted sample's extracted value validates
	// against Schema.
	SchemaValidates bool
	// Fallback: the samples gave no better choice (only error answers,
	// too few for a template, no structure a learner reads), and parser
	// auto is the fallback that reads whatever the next output is. Its
	// whole text handed over as {"text": …} is not structured data.
	Fallback bool
	Notes    []string
}

// Fields returns the top-level field names the suggestion extracts per
// record (item patterns, regex patterns), sorted; for the other parsers the
// properties of the schema's records.
func (s Suggestion) Fields() []string {
	var out []string
	if vt := s.VirtualTool; vt != nil && vt.TextExtraction != nil {
		for k := range vt.TextExtraction.ItemPatterns {
			out = append(out, k)
		}
		for k := range vt.TextExtraction.Patterns {
			out = append(out, k)
		}
	}
	if len(out) == 0 && len(s.Schema) > 0 {
		out = schemaRecordFields(s.Schema)
	}
	sort.Strings(out)
	return out
}

// Suggest proposes a virtual tool for t. It never panics on any input.
func Suggest(t Tool) (out Suggestion) {
	out = Suggestion{Server: t.Server, Tool: t.Tool, Name: virtualName(t.Tool)}
	defer func() {
		if r := recover(); r != nil {
			out = Suggestion{Server: t.Server, Tool: t.Tool, Name: virtualName(t.Tool),
				Reason: fmt.Sprintf("internal error while suggesting: %v", r)}
		}
	}()
	var usable []decoded
	var invalid, errs, errTexts, empty int
	for _, s := range sortSamples(t.Samples) {
		d := decode(s, t.Def)
		switch {
		case !d.valid:
			invalid++
		case d.isError:
			errs++
		case d.errText:
			errTexts++
		case !d.hasText() && !d.hasSC:
			empty++
		default:
			usable = append(usable, d)
		}
	}
	if len(usable) == 0 {
		why := skipped(len(t.Samples), invalid, errs, errTexts, empty)
		if errs+errTexts == 0 {
			// nothing seen of its text: no samples, or none in text
			out.Reason = "no usable output: " + why
			return out
		}
		// the tool answers in text, but only errors were seen: the next
		// output is read with the parser its own pattern asks for
		return degradeAuto(out, t, nil, "no usable sample ("+why+")")
	}
	if invalid+errs+errTexts+empty > 0 {
		out.Notes = append(out.Notes, "left out "+skipped(len(t.Samples), invalid, errs, errTexts, empty))
	}

	nSC := 0
	for _, d := range usable {
		if d.hasSC {
			nSC++
		}
	}
	if nSC*2 > len(usable) {
		return suggestStructured(out, t, usable)
	}

	pattern, fitted, note, reason := choosePattern(usable)
	if reason != "" {
		// the output's pattern depends on the input: the gateway decides
		// per output (seed 000's "Pattern type?" branch)
		out.Notes = append(out.Notes, patternNote(usable))
		l := learnAuto(reason + ": parser auto picks the parser per output")
		out.Reason = l.reason
		vt := &extract.VirtualTool{SourceTool: t.Server + ":" + t.Tool, TextExtraction: l.te}
		return fit(out, vt, usable, l.parser)
	}
	var l learnt
	switch {
	case pattern != classify.JSONInText && isFileOrRunTool(t.Def):
		// the content of a file or of a command's run: its form follows
		// the input (a CSV file, a YAML file, ls -l, a log), and a parser
		// fitted on the samples' form reads nothing of the next one's
		pattern = ""
		l = learnAuto(fmt.Sprintf("the output is the content of a file the tool reads or of code or a command it runs (%s): its form follows the input; parser auto picks the parser per output", strings.TrimPrefix(patternNote(usable), "patterns of the ")))
	case len(fitted) < len(usable) && (isContentTool(t.Tool, t.Def) || fetchesURL(t.Def)):
		// the content of files, code runs or queries: its format follows
		// the input, so the minority will come back
		pattern = ""
		l = learnAuto(fmt.Sprintf("the output is the content of what the tool reads or runs and its samples differ in pattern (%s): parser auto picks the parser per output", strings.TrimPrefix(patternNote(usable), "patterns of the ")))
	case otherStructure(usable, pattern):
		// a fifth of the outputs or more in another structured form: the
		// form follows the input, and a parser fitted on the majority
		// reads nothing of the others
		pattern = ""
		l = learnAuto(fmt.Sprintf("the samples come in several structured forms (%s): parser auto picks the parser per output", strings.TrimPrefix(patternNote(usable), "patterns of the ")))
	}
	if f := jsonFormatChoice(t.Def); f != "" && pattern != "" && pattern != classify.JSONInText {
		// the samples are text, but the call can ask for JSON
		pattern = ""
		l = learnAuto(fmt.Sprintf("the input %q chooses the output format, JSON among others: parser auto reads the form each call asks for", f))
	}
	sel := modeSelector(t.Def)
	if sel != "" && pattern == classify.JSONInText {
		// the samples show only the choices that were called
		pattern = ""
		l = learnAuto(fmt.Sprintf("the input %s selects the operation or output format, so the output's form follows the call: parser auto picks the parser per output", sel))
	}
	switch pattern {
	case "":
	case classify.JSONInText:
		l = learnJSON(fitted)
		if l.te != nil && dumpsInJSON(fitted) {
			l = learnAuto("JSON whose string members hold text of lines with structure (a command's output, a file's content), or a CallToolResult written as text: parser auto reads that text too")
		} else if l.te != nil && linesInJSON(fitted) {
			l.te.NestedText = true
			l.notes = append(l.notes, "string members hold text of lines: nested_text reads the structure a later answer's text has, under key_parsed")
		}
	case classify.MarkdownList:
		l = learnList(fitted, t.Tool)
	case classify.KeyValue:
		l = learnKV(fitted)
	case classify.MarkdownTable:
		l = learnTable(fitted)
	default:
		l = learnUnstructured(fitted)
		// content of several lines is arbitrary text: a template fitted
		// on a few outputs would miss the next one
		switch {
		case (l.te == nil || anyMultiLine(fitted)) && isContentTool(t.Tool, t.Def):
			l = learnAuto("the output is the content of what the tool reads or runs (opaque text): parser auto hands it over as {\"text\": …} and takes structure when an output has it")
		case l.te == nil && len(fitted) >= 2 && distinctTexts(fitted) && !mostlyProse(fitted):
			// Two outputs or more that share no template and are not
			// sentences are values (a converted date, an encoded string,
			// a generated id, markup): one sample cannot tell a value
			// from a fixed message. Prose stays with the model (seed 001).
			l = learnAuto("the outputs share no template and are not prose (" + l.reason + "): each is a value of its own; parser auto hands it over as {\"text\": …} and takes structure when an output has it")
		case l.te == nil && len(fitted) == 1 && shortMessages(fitted):
			// a tool's status message: its wording stays, its data
			// (paths, numbers, names, `Label: value`) varies from call
			// to call, and one sample cannot show a template (two
			// samples or more that share none are left alone)
			l = learnAuto("short messages with data tokens (" + l.reason + "): parser auto hands over the text and its paths, numbers, names and labelled values as fields")
		}
	}
	if l.parser != extract.ParserAuto && (l.te != nil || pattern == classify.Unstructured) {
		// a config that reads nothing of a sample in another form, or
		// no config for records auto reads line by line
		if more, why := autoReadsMore(l.te, usable); more {
			l = learnAuto(why + ": parser auto picks the parser per output")
		} else if worse, why := looPrefersAuto(l, pattern, fitted, t.Tool); worse {
			// the config fails the next output's wording (loo.go)
			l = learnAuto(why + ": parser auto picks the parser per output")
		}
	}
	if l.parser == extract.ParserAuto {
		// auto reads every output: fit on all of them
		fitted = usable
		note = patternNote(usable)
	}
	if note != "" {
		out.Notes = append(out.Notes, note)
	}
	out.Notes = append(out.Notes, l.notes...)
	if l.te == nil {
		// no better choice from the samples: degrade, never give up
		return degradeAuto(out, t, usable, l.reason)
	}
	out.Reason = l.reason
	if l.parser == extract.ParserCustomRegex && templateReads(l.te, fitted) {
		// a template fitted on a few samples: the next output's wording
		// may differ, and then its text and number still come out
		addTemplateFallback(l.te)
	}
	if l.parser != extract.ParserAuto {
		// an output in another form than the samples' (a tool that
		// answers otherwise for some arguments) is read by auto rather
		// than lost
		l.te.Fallback = extract.ParserAuto
	}
	vt := &extract.VirtualTool{SourceTool: t.Server + ":" + t.Tool, TextExtraction: l.te}
	res := fit(out, vt, fitted, l.parser)
	if res.VirtualTool == nil && l.parser != extract.ParserAuto {
		// the learnt config reads nothing of its own samples
		return degradeAuto(out, t, usable, res.Reason)
	}
	return res
}

// learnt is what a learner proposes: a config (nil: none, see reason).
type learnt struct {
	te     *extract.TextExtraction
	parser string
	reason string // why none, or why this parser
	notes  []string
}

// skipped describes the samples left out.
func skipped(total, invalid, errs, errTexts, empty int) string {
	var parts []string
	if errs > 0 {
		parts = append(parts, fmt.Sprintf("%d error result(s) (isError)", errs))
	}
	if errTexts > 0 {
		parts = append(parts, fmt.Sprintf("%d error answer(s) in text without isError", errTexts))
	}
	if empty > 0 {
		parts = append(parts, fmt.Sprintf("%d without text or structuredContent", empty))
	}
	if invalid > 0 {
		parts = append(parts, fmt.Sprintf("%d not a JSON result object", invalid))
	}
	if len(parts) == 0 {
		return fmt.Sprintf("%d sample(s), none captured", total)
	}
	return fmt.Sprintf("%s of %d sample(s)", strings.Join(parts, ", "), total)
}

// choosePattern picks the pattern of the text samples: the one all share,
// or the one more than half share (with a note). The samples of that
// pattern are returned.
func choosePattern(ds []decoded) (pattern string, fitted []decoded, note, reason string) {
	counts := map[string]int{}
	for _, d := range ds {
		counts[d.pattern]++
	}
	best := ""
	for _, p := range classify.Patterns() {
		if counts[p] > counts[best] {
			best = p
		}
	}
	for p, n := range counts { // patterns outside the taxonomy, deterministically
		if best == "" || n > counts[best] || n == counts[best] && !known(best) && p < best {
			best = p
		}
	}
	if counts[best]*2 <= len(ds) && len(counts) > 1 {
		return "", nil, "", "samples disagree: " + describeCounts(counts)
	}
	for _, d := range ds {
		if d.pattern == best {
			fitted = append(fitted, d)
		}
	}
	if len(fitted) < len(ds) {
		note = fmt.Sprintf("fitted on the %d of %d samples classified %s (%s)", len(fitted), len(ds), best, describeCounts(counts))
	}
	return best, fitted, note, ""
}

func known(p string) bool {
	for _, q := range classify.Patterns() {
		if p == q {
			return true
		}
	}
	return false
}

func describeCounts(counts map[string]int) string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d %s", counts[k], k)
	}
	return strings.Join(parts, ", ")
}

// Uniquify makes the Name of every suggestion with a VirtualTool unique:
// names shared by several tools get the server name as a prefix
// (server_tool); a remaining clash gets a numeric suffix. The outcome does
// not depend on the order of sugs.
func Uniquify(sugs []Suggestion) {
	idx := make([]int, 0, len(sugs))
	for i := range sugs {
		if sugs[i].VirtualTool != nil {
			if sugs[i].Name == "" {
				sugs[i].Name = virtualName(sugs[i].Tool)
			}
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := sugs[idx[a]], sugs[idx[b]]
		if x.Server != y.Server {
			return x.Server < y.Server
		}
		return x.Tool < y.Tool
	})
	count := map[string]int{}
	for _, i := range idx {
		count[sugs[i].Name]++
	}
	taken := map[string]bool{}
	for _, i := range idx {
		if count[sugs[i].Name] == 1 {
			taken[sugs[i].Name] = true
		}
	}
	for _, i := range idx {
		if count[sugs[i].Name] == 1 {
			continue
		}
		base := sugs[i].Name
		if p := snake(sugs[i].Server); p != "" {
			base = p + "_" + base
		}
		sugs[i].Name = uniqueName(base, taken)
	}
}

// Gateway returns the gateway holding every suggestion with a VirtualTool,
// under unique names (see Uniquify; sugs itself is not changed).
func Gateway(sugs []Suggestion) *extract.Gateway {
	cp := append([]Suggestion(nil), sugs...)
	Uniquify(cp)
	g := &extract.Gateway{VirtualTools: map[string]*extract.VirtualTool{}}
	for _, s := range cp {
		if s.VirtualTool != nil {
			g.VirtualTools[s.Name] = s.VirtualTool
		}
	}
	return g
}
