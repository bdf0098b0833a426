package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"text/tabwriter"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
)

const classifyExamples = `  # label every call of a corpus (stored with the classifier version)
  mcpsurvey classify --db corpus.db

  # label an interchange file without a database, one JSON line per call
  # (for parser regression tests in CI)
  mcpsurvey classify --input calls.jsonl
  mcpsurvey classify --input calls.jsonl | jq -r 'select(.pattern=="markdown_table") | .id'
`

// labelLine is one line of `classify --input` output.
type labelLine struct {
	ID         string              `json:"id"`
	Server     string              `json:"server"`
	Tool       string              `json:"tool"`
	Pattern    string              `json:"pattern"`
	Hybrid     []string            `json:"hybrid"`
	Flags      []string            `json:"flags"`
	Confidence float64             `json:"confidence"`
	Block      int                 `json:"block"`
	Evidence   []classify.Evidence `json:"evidence"`
}

func runClassify(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "classify", "mcpsurvey classify (--db FILE | --input FILE.jsonl) [--format text|json]", classifyExamples)
	db := fs.String("db", "", "corpus `file`: label every call of the latest captures and store the labels")
	input := fs.String("input", "", "JSONL `file` (- for stdin): label its calls without a database")
	format := fs.String("format", "", "text or json (default: json lines with --input, a text summary with --db)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if (*db == "") == (*input == "") {
		fmt.Fprintln(e.stderr, "mcpsurvey classify: give exactly one of --db FILE or --input FILE.jsonl")
		return exitUsage
	}
	if *format == "" {
		*format = "text"
		if *input != "" {
			*format = "json"
		}
	}
	if !checkFormat(e, *format, "text", "json") {
		return exitUsage
	}
	if *input != "" {
		return classifyFile(e, *input, *format)
	}
	d, code := openExisting(ctx, e, *db)
	if d == nil {
		return code
	}
	defer d.Close()
	counts, skipped, err := classifyDB(ctx, d, classify.Classify)
	if err != nil {
		return failf(e, "classify: %v", err)
	}
	if *format == "json" {
		return writeJSON(e, map[string]any{"classifier_version": classify.Version, "labelled": counts, "skipped_without_answer": skipped})
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	fmt.Fprintf(e.stdout, "%d calls labelled with classifier version %s (%d calls without an answer skipped)\n", total, classify.Version, skipped)
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	for _, p := range classify.Patterns() {
		fmt.Fprintf(tw, "  %s\t%d\n", p, counts[p])
	}
	_ = tw.Flush()
	return exitOK
}

// classifyDB labels every answered call of the latest captures with cl
// (classify.Classify but in tests) and stores the labels; it returns the
// count per pattern and the calls skipped.
func classifyDB(ctx context.Context, d *corpus.DB, cl classifyFunc) (map[string]int, int, error) {
	counts := map[string]int{}
	skipped := 0
	var labels []corpus.Label
	err := d.LatestCalls(ctx, func(c corpus.CallRow) error {
		if len(c.Result) == 0 && len(c.Error) == 0 {
			skipped++
			return nil
		}
		l := cl(classify.Input{Result: c.Result, Error: c.Error, ToolDef: c.ToolDef})
		ev, _ := json.Marshal(l.Evidence)
		labels = append(labels, corpus.Label{RowID: c.RowID, Version: classify.Version, Pattern: l.Pattern,
			Hybrid: l.Hybrid, Flags: l.Flags, Confidence: l.Confidence, Block: l.Block, Evidence: ev})
		counts[l.Pattern]++
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	if err := d.SaveLabels(ctx, labels); err != nil {
		return nil, 0, err
	}
	return counts, skipped, nil
}

// classifyFile labels the calls of an interchange file, streaming.
func classifyFile(e *env, path, format string) int {
	r, name, closer, err := openInput(e, path)
	if err != nil {
		return failf(e, "classify: %v", err)
	}
	defer closer.Close()
	out := bufio.NewWriter(e.stdout)
	defer out.Flush()
	counts := map[string]int{}
	var tw *tabwriter.Writer
	if format == "text" {
		tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tPATTERN\tCONFIDENCE\tHYBRID\tFLAGS")
	}
	err = readJSONL(r, name, corpus.MaxLineBytes, func(lineNo int, line []byte) error {
		l, err := decodeInterchange(line)
		if err != nil {
			return err
		}
		result, rpcErr := firstOf(l.Result, l.ResultRaw), firstOf(l.Error, l.ErrorRaw)
		if l.Kind == "server" || l.Kind == "tool" || (len(result) == 0 && len(rpcErr) == 0) {
			return nil
		}
		lab := classify.Classify(classify.Input{Result: result, Error: rpcErr, ToolDef: l.ToolDef})
		counts[lab.Pattern]++
		id := l.ID
		if id == "" {
			id = fmt.Sprintf("%s:%d", name, lineNo)
		}
		if tw != nil {
			fmt.Fprintf(tw, "%s\t%s\t%.2f\t%v\t%v\n", id, lab.Pattern, lab.Confidence, lab.Hybrid, lab.Flags)
			return nil
		}
		b, _ := json.Marshal(labelLine{ID: id, Server: l.Server, Tool: l.Tool, Pattern: lab.Pattern, Hybrid: lab.Hybrid,
			Flags: lab.Flags, Confidence: lab.Confidence, Block: lab.Block, Evidence: lab.Evidence})
		out.Write(b)
		out.WriteByte('\n')
		return nil
	})
	if err != nil {
		out.Flush()
		return failf(e, "classify: %v", err)
	}
	if tw != nil {
		_ = tw.Flush()
		var keys []string
		for k := range counts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(out, "%s: %d\n", k, counts[k])
		}
	}
	return exitOK
}
