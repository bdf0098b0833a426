package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// WriteJSON writes the survey as indented JSON.
func (s Survey) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// WriteText writes the two tables with ASCII borders, for a terminal.
func (s Survey) WriteText(w io.Writer) error {
	return s.write(w, false)
}

// WriteMarkdown writes the two tables as GitHub-flavoured Markdown, cells
// escaped (a "|" or a newline in a server name cannot break a row).
func (s Survey) WriteMarkdown(w io.Writer) error {
	return s.write(w, true)
}

func (s Survey) write(w io.Writer, md bool) error {
	heading := func(t string) {
		if md {
			fmt.Fprintf(w, "## %s\n\n", t)
		} else {
			fmt.Fprintf(w, "%s\n", t)
		}
	}
	heading("Servers Analyzed")
	rows := make([][]string, 0, len(s.Servers))
	for _, r := range s.Servers {
		dom, mix := r.Dominant, MixString(r.Mix, r.PatternType)
		if dom == "" {
			dom = "- (" + NoUsableOutput + ")"
			if r.Status != "ok" {
				dom = "- (" + NoUsableOutput + ": " + r.Status + ")"
			}
			mix = "-"
		}
		rows = append(rows, []string{r.Server, strconv.Itoa(r.Tools),
			fmt.Sprintf("%s (%d/%d)", pct(r.OutputSchemaPct), r.ToolsWithOutput, r.Tools),
			fmt.Sprintf("%d/%d", r.Usable, r.Usable+r.ErrorCalls), ErrorMix(r.Errors),
			dom, mix})
	}
	if err := table(w, md, []string{"Server", "Tools", "Has outputSchema", "Usable calls", "Errors", "Dominant pattern", "Pattern type (called tools per pattern)"}, rows); err != nil {
		return err
	}
	fmt.Fprintln(w)
	heading("Pattern Taxonomy (usable outputs)")
	d := s.Denominators
	rows = rows[:0]
	for _, p := range s.Patterns {
		rows = append(rows, []string{p.Pattern,
			fmt.Sprintf("%s (%d/%d)", pct(p.ServerShare), p.Servers, d.ServersUsable),
			fmt.Sprintf("%d/%d", p.Dominant, d.ServersUsable),
			fmt.Sprintf("%s (%d/%d)", pct(p.CallShare), p.Calls, d.CallsUsable)})
	}
	if err := table(w, md, []string{"Pattern", "Servers using it", "Dominant in", "Calls"}, rows); err != nil {
		return err
	}
	fmt.Fprintln(w)
	heading("Error answers (not counted as a pattern)")
	rows = rows[:0]
	for _, e := range s.Errors {
		rows = append(rows, []string{e.Form, e.Meaning,
			fmt.Sprintf("%s (%d/%d)", pct(e.CallShare), e.Calls, d.CallsMade), strconv.Itoa(e.Servers)})
	}
	if err := table(w, md, []string{"Form", "Meaning", "Calls", "Servers"}, rows); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nDenominators: %d servers configured, %d initialized and listed, %d with usable outputs (pattern server shares); %d tools listed (%d with outputSchema), %d called, %d with a usable output; %d calls made (error shares), %d answered, %d usable (pattern call shares), %d errors, %d hybrid. Classifier version %s.\n",
		d.ServersConfigured, d.ServersOK, d.ServersUsable, d.Tools, d.ToolsWithOutput, d.ToolsCalled, d.ToolsUsable,
		d.CallsMade, d.CallsAnswered, d.CallsUsable, d.CallsErrors, d.CallsHybrid, s.ClassifierVersion)
	if md {
		fmt.Fprintln(w, "\nA server counts toward every pattern one of its tools answers in, so the \"Servers using it\" shares can add up to more than 100% (as in seed 001). Error answers (isError, JSON-RPC errors, error text, timeouts) are not outputs of a pattern: they are counted apart.")
	}
	return nil
}

// ErrorMix renders a server's error counts by form ("2 is_error, 1
// timeout"), "-" when there are none.
func ErrorMix(errs map[string]int) string {
	var parts []string
	for _, f := range ErrorForms {
		if n := errs[f.Form]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, f.Form))
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ", ")
}

func pct(f float64) string {
	if f == float64(int64(f)) {
		return fmt.Sprintf("%d%%", int64(f))
	}
	return fmt.Sprintf("%.1f%%", f)
}

// table renders one table with tablewriter: ASCII boxes, or Markdown with
// escaped cells.
func table(w io.Writer, md bool, header []string, rows [][]string) error {
	var t *tablewriter.Table
	if md {
		t = tablewriter.NewTable(w,
			tablewriter.WithRenderer(renderer.NewMarkdown()),
			tablewriter.WithHeaderAutoFormat(tw.Off),
			tablewriter.WithHeaderAlignment(tw.AlignLeft),
			tablewriter.WithRowAlignment(tw.AlignLeft))
		esc := make([][]string, len(rows))
		for i, r := range rows {
			esc[i] = make([]string, len(r))
			for j, c := range r {
				esc[i][j] = MarkdownCell(c)
			}
		}
		rows = esc
	} else {
		t = tablewriter.NewTable(w,
			tablewriter.WithRenderer(renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleASCII)})),
			tablewriter.WithHeaderAutoFormat(tw.Off),
			tablewriter.WithRowAlignment(tw.AlignLeft))
	}
	hdr := make([]any, len(header))
	for i, h := range header {
		hdr[i] = h
	}
	t.Header(hdr...)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	return t.Render()
}

// MarkdownCell escapes text for a Markdown table cell: pipes are escaped
// and line breaks become <br>.
func MarkdownCell(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, "|", `\|`)
	s = strings.ReplaceAll(s, "\r\n", "<br>")
	s = strings.ReplaceAll(s, "\n", "<br>")
	return strings.ReplaceAll(s, "\r", "<br>")
}
