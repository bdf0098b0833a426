package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

const suggestExamples = `  # suggest a text_extraction config per tool and write a gateway file
  mcpsurvey suggest --db corpus.db --out gateway.json

  # one tool, as JSON (the gateway entry, the inferred schema, the reasons)
  mcpsurvey suggest --db corpus.db --server github --tool search_repositories --format json
`

// suggestTool is one tool in the JSON output of suggest.
type suggestTool struct {
	Server          string          `json:"server"`
	Tool            string          `json:"tool"`
	Name            string          `json:"name,omitempty"`
	Parser          string          `json:"parser"`
	Fields          []string        `json:"fields"`
	Fitted          int             `json:"fitted"`
	Samples         int             `json:"samples"`
	SchemaValidates bool            `json:"schema_validates"`
	Fallback        bool            `json:"fallback,omitempty"` // parser auto as the fallback (the reason says why)
	Reason          string          `json:"reason"`
	Notes           []string        `json:"notes"`
	OutputSchema    json.RawMessage `json:"output_schema,omitempty"`
}

func runSuggest(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "suggest", "mcpsurvey suggest --db FILE [--out gateway.json] [--server S] [--tool T] [--format text|json]", suggestExamples)
	db := fs.String("db", "", "corpus `file` (classified or not; unlabelled calls are classified here)")
	out := fs.String("out", "", "write the gateway JSON ({\"virtual_tools\": ...}) to this `file`")
	server := fs.String("server", "", "only this `server`")
	tool := fs.String("tool", "", "only this `tool`")
	format := fs.String("format", "text", "text (a summary per tool) or json (summary and gateway)")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if *db == "" {
		fmt.Fprintln(e.stderr, "mcpsurvey suggest: --db FILE is required")
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "mcpsurvey suggest: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	if !checkFormat(e, *format, "text", "json") {
		return exitUsage
	}
	d, code := openExisting(ctx, e, *db)
	if d == nil {
		return code
	}
	defer d.Close()

	tools, err := suggestInputs(ctx, d, *server, *tool)
	if err != nil {
		return failf(e, "suggest: %v", err)
	}
	if len(tools) == 0 {
		what := "the corpus"
		if *server != "" || *tool != "" {
			what = fmt.Sprintf("server %q tool %q", *server, *tool)
		}
		return failf(e, "suggest: no answered calls in %s", what)
	}
	sugs := make([]suggest.Suggestion, len(tools))
	for i, t := range tools {
		if err := ctx.Err(); err != nil {
			return failf(e, "suggest: %v", err)
		}
		sugs[i] = suggest.Suggest(t)
	}
	suggest.Uniquify(sugs)
	rows := make([]corpus.SuggestionRow, len(sugs))
	for i, s := range sugs {
		rows[i] = suggestionRow(s)
	}
	if err := d.SaveSuggestions(ctx, rows); err != nil {
		return failf(e, "suggest: %v", err)
	}
	gw, err := gatewayJSON(suggest.Gateway(sugs))
	if err != nil {
		return failf(e, "suggest: %v", err)
	}
	if *out != "" {
		if err := os.WriteFile(*out, gw, 0o644); err != nil {
			return failf(e, "suggest: %v", err)
		}
	}
	if *format == "json" {
		report := struct {
			Version string          `json:"suggester_version"`
			Tools   []suggestTool   `json:"tools"`
			Gateway json.RawMessage `json:"gateway"`
		}{suggest.Version, make([]suggestTool, len(sugs)), gw}
		for i, s := range sugs {
			report.Tools[i] = suggestTool{Server: s.Server, Tool: s.Tool, Parser: s.Parser, Fields: nonNilStrings(s.Fields()),
				Fitted: s.Fitted, Samples: len(tools[i].Samples), SchemaValidates: s.SchemaValidates, Fallback: s.Fallback, Reason: s.Reason,
				Notes: nonNilStrings(s.Notes), OutputSchema: s.Schema}
			if s.VirtualTool != nil {
				report.Tools[i].Name = s.Name
			}
		}
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(report); err != nil {
			return failf(e, "%v", err)
		}
		return exitOK
	}
	printSuggestions(e, sugs, tools, *out)
	return exitOK
}

// suggestInputs groups the answered calls of the latest captures by tool,
// with their stored classification (classifier version of this binary)
// when there is one.
func suggestInputs(ctx context.Context, d *corpus.DB, server, tool string) ([]suggest.Tool, error) {
	stored, err := d.StoredPatterns(ctx, classify.Version)
	if err != nil {
		return nil, err
	}
	var tools []suggest.Tool
	index := map[string]int{}
	err = d.LatestCalls(ctx, func(c corpus.CallRow) error {
		if (server != "" && c.Server != server) || (tool != "" && c.Tool != tool) || len(c.Result) == 0 {
			return nil
		}
		key := c.Server + "\x00" + c.Tool
		i, ok := index[key]
		if !ok {
			i = len(tools)
			index[key] = i
			tools = append(tools, suggest.Tool{Server: c.Server, Tool: c.Tool, Def: c.ToolDef})
		}
		tools[i].Samples = append(tools[i].Samples, suggest.Sample{ID: c.CallID, Result: c.Result, Pattern: stored[c.RowID]})
		return nil
	})
	return tools, err
}

// suggestionRow is what the suggestions table keeps of a suggestion: a
// one-entry gateway as config, the schema, the reason and the notes.
func suggestionRow(s suggest.Suggestion) corpus.SuggestionRow {
	r := corpus.SuggestionRow{Server: s.Server, Tool: s.Tool, Reason: s.Reason, Version: suggest.Version, OutputSchema: s.Schema}
	if len(s.Notes) > 0 {
		r.Reason += " (notes: " + strings.Join(s.Notes, "; ") + ")"
	}
	if s.VirtualTool != nil {
		b, err := gatewayJSON(&extract.Gateway{VirtualTools: map[string]*extract.VirtualTool{s.Name: s.VirtualTool}})
		if err == nil {
			r.Config = bytes.TrimSpace(b)
		}
	}
	return r
}

// gatewayJSON renders a gateway as indented JSON with sorted keys and
// unescaped HTML characters (regexes keep their `>`), ending in a newline.
func gatewayJSON(g *extract.Gateway) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(g); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// printSuggestions prints one line per tool: the parser and fields, or
// the reason there is no suggestion.
func printSuggestions(e *env, sugs []suggest.Suggestion, tools []suggest.Tool, out string) {
	n := 0
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TOOL\tPARSER\tFIELDS / REASON")
	for i, s := range sugs {
		if s.VirtualTool == nil {
			fmt.Fprintf(tw, "%s/%s\t-\t%s\n", s.Server, s.Tool, s.Reason)
			continue
		}
		if s.Fallback {
			// parser auto as the fallback: the reason says why
			n++
			fmt.Fprintf(tw, "%s/%s\t%s\t%s\n", s.Server, s.Tool, s.Parser, s.Reason)
			continue
		}
		n++
		check := ""
		if !s.SchemaValidates {
			check = " [schema self-check failed]"
		}
		fmt.Fprintf(tw, "%s/%s\t%s\t%s (%d of %d samples, as %s)%s\n", s.Server, s.Tool, s.Parser,
			strings.Join(s.Fields(), ", "), s.Fitted, len(tools[i].Samples), s.Name, check)
	}
	_ = tw.Flush()
	fmt.Fprintf(e.stdout, "%d of %d tools got a suggestion (suggester version %s)", n, len(sugs), suggest.Version)
	if out != "" {
		fmt.Fprintf(e.stdout, "; gateway written to %s", out)
	}
	fmt.Fprintln(e.stdout)
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
