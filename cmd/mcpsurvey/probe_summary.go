// The probe summary table (text or JSON) printed after a capture.

package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func sortSummaries(rows []serverSummary) {
	sort.Slice(rows, func(i, j int) bool { return rows[i].Name < rows[j].Name })
}

// serverSummary is one row of the probe summary.
type serverSummary struct {
	Name       string         `json:"name"`
	Transport  string         `json:"transport"`
	Status     string         `json:"status"`
	Protocol   string         `json:"protocol_version,omitempty"`
	Path       string         `json:"protocol_path,omitempty"` // discover (stateless 2026-07-28) or initialize
	Tools      int            `json:"tools"`
	Calls      map[string]int `json:"calls"`
	DurationMS int64          `json:"duration_ms"`
	Error      string         `json:"error,omitempty"`
}

func summarize(s *capture.Server) serverSummary {
	sum := serverSummary{Name: s.Name, Transport: s.Transport, Status: s.Status, Protocol: s.ProtocolVersion, Path: s.ProtocolPath,
		Tools: len(s.Tools), Calls: map[string]int{}, DurationMS: s.DurationMS, Error: s.Error}
	for _, c := range s.Calls {
		sum.Calls[c.Status]++
	}
	return sum
}

func printProbeSummary(e *env, format, db string, results []*capture.Server, total int) {
	rows := make([]serverSummary, 0, len(results))
	for _, s := range results {
		rows = append(rows, summarize(s))
	}
	sortSummaries(rows)
	if format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(map[string]any{"db": db, "servers": rows, "configured": total, "captured": len(results)})
		return
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tTRANSPORT\tSTATUS\tPROTOCOL\tTOOLS\tCALLS\tTIME\tERROR")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", r.Name, r.Transport, r.Status, dash(r.Protocol),
			r.Tools, callMix(r.Calls), (time.Duration(r.DurationMS) * time.Millisecond).String(), oneLine(r.Error, 80))
	}
	_ = tw.Flush()
	abs, _ := filepath.Abs(db)
	fmt.Fprintf(e.stdout, "\n%d of %d servers captured into %s\n", len(results), total, abs)
}

func callMix(m map[string]int) string {
	if len(m) == 0 {
		return "-"
	}
	order := []string{capture.CallOK, capture.CallToolError, capture.CallRPCError, capture.CallTimeout,
		capture.CallCrash, capture.CallTooLarge, capture.CallInvalid, capture.CallTransport, capture.CallInputRequired, capture.CallArgError}
	var parts []string
	for _, k := range order {
		if m[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
		}
	}
	return strings.Join(parts, ", ")
}
