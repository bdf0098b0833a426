package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// TestScoreRealServersGroundTruth probes two pinned real servers with a
// plan of several calls per tool and scores the corpus: the tools that
// return structuredContent get a ground-truth comparison (structuredContent
// hidden, text extracted), reported with precision and recall.
func TestScoreRealServersGroundTruth(t *testing.T) {
	needNPM(t)
	root := t.TempDir()
	var plan strings.Builder
	plan.WriteString("servers:\n  everything:\n    get-structured-content:\n")
	for _, loc := range []string{"New York", "Chicago", "Los Angeles"} {
		fmt.Fprintf(&plan, "      - arguments: {location: %q}\n", loc)
	}
	plan.WriteString("  filesystem:\n    get_file_info:\n")
	for i := range 6 {
		p := filepath.Join(root, fmt.Sprintf("f%d.txt", i))
		if err := os.WriteFile(p, []byte(strings.Repeat("x", 10*i+1)), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&plan, "      - arguments: {path: %q}\n", p)
	}
	planPath := filepath.Join(t.TempDir(), "plan.yaml")
	if err := os.WriteFile(planPath, []byte(plan.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := writeConfig(t, map[string]any{
		"everything": map[string]any{"command": npmservers.Bin("mcp-server-everything"), "args": []string{"stdio"}},
		"filesystem": map[string]any{"command": npmservers.Bin("mcp-server-filesystem"), "args": []string{root}},
	})
	db := filepath.Join(t.TempDir(), "c.db")
	if out, errs, code := cli(t, "probe", "--config", cfg, "--plan", planPath, "--calls", "plan", "--db", db, "--quiet"); code != 0 {
		t.Fatalf("probe exit %d: %s %s", code, out, errs)
	}
	out, errs, code := cli(t, "score", "--db", db, "--format", "json")
	if code != 0 {
		t.Fatalf("score exit %d: %s", code, errs)
	}
	type truth struct {
		Samples, Fields   int
		Precision, Recall float64
		Mismatches        []string
	}
	var got struct {
		Report struct {
			Tools []struct {
				Server, Tool, Status string
				HeldOut              int    `json:"held_out"`
				Truth                *truth `json:"ground_truth"`
			} `json:"tools"`
			Headline struct {
				Truth *truth `json:"ground_truth"`
			} `json:"headline"`
		} `json:"report"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, tl := range got.Report.Tools {
		key := tl.Server + ":" + tl.Tool
		if key != "everything:get-structured-content" && key != "filesystem:get_file_info" {
			continue
		}
		seen++
		if tl.Truth == nil || tl.Truth.Samples != tl.HeldOut || tl.Truth.Fields == 0 {
			t.Fatalf("%s: no ground truth on its held-out results: %+v", key, tl)
		}
		t.Logf("%s: held out %d, ground truth precision %.2f recall %.2f over %d fields; %q", key, tl.HeldOut, tl.Truth.Precision, tl.Truth.Recall, tl.Truth.Fields, tl.Truth.Mismatches)
		if key == "everything:get-structured-content" && (tl.Truth.Precision != 1 || tl.Truth.Recall != 1) {
			// Its text is a JSON mirror of structuredContent.
			t.Errorf("%s: JSON mirror not recovered exactly: %+v", key, tl.Truth)
		}
	}
	if seen != 2 || got.Report.Headline.Truth == nil {
		t.Fatalf("tools seen %d, headline truth %+v", seen, got.Report.Headline.Truth)
	}
}
