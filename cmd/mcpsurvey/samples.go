package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// sampleSet collects the answered calls of a corpus per server and tool, in
// the order met, as suggest.Tools.
type sampleSet struct {
	tools []*suggest.Tool
	index map[[2]string]int
	calls int
}

func newSampleSet() *sampleSet { return &sampleSet{index: map[[2]string]int{}} }

// tool returns the entry of server:tool, creating it.
func (ts *sampleSet) tool(server, tool string) *suggest.Tool {
	k := [2]string{server, tool}
	if i, ok := ts.index[k]; ok {
		return ts.tools[i]
	}
	ts.index[k] = len(ts.tools)
	t := &suggest.Tool{Server: server, Tool: tool}
	ts.tools = append(ts.tools, t)
	return t
}

// add records one call; def is kept when the tool has none yet.
func (ts *sampleSet) add(server, tool, id string, result, def json.RawMessage, pattern string) {
	t := ts.tool(server, tool)
	if len(t.Def) == 0 && len(def) > 0 && string(def) != "null" {
		t.Def = def
	}
	if len(result) == 0 || string(result) == "null" {
		return
	}
	t.Samples = append(t.Samples, suggest.Sample{ID: id, Result: result, Pattern: pattern})
	ts.calls++
}

// list returns the tools that have at least one answered call, sorted by
// server then tool.
func (ts *sampleSet) list() []suggest.Tool {
	out := make([]suggest.Tool, 0, len(ts.tools))
	for _, t := range ts.tools {
		if len(t.Samples) > 0 {
			out = append(out, *t)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Server != out[j].Server {
			return out[i].Server < out[j].Server
		}
		return out[i].Tool < out[j].Tool
	})
	return out
}

// dbTools reads the answered calls of the latest captures of a corpus.
// Stored labels of the current classifier version are reused; calls
// without one are classified here. It returns the tools and how many
// calls had a stored label.
func dbTools(ctx context.Context, d *corpus.DB) ([]suggest.Tool, int, error) {
	stored, err := d.StoredPatterns(ctx, classify.Version)
	if err != nil {
		return nil, 0, err
	}
	ts := newSampleSet()
	reused := 0
	err = d.LatestCalls(ctx, func(c corpus.CallRow) error {
		if len(c.Result) == 0 {
			ts.tool(c.Server, c.Tool)
			return nil
		}
		p, ok := stored[c.RowID]
		if ok {
			reused++
		} else {
			p = classify.Classify(classify.Input{Result: c.Result, ToolDef: c.ToolDef}).Pattern
		}
		ts.add(c.Server, c.Tool, c.CallID, c.Result, c.ToolDef, p)
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	return ts.list(), reused, nil
}

// fileTools reads the calls of a JSONL interchange file (what `corpus
// export` writes; plain per-call lines with server, tool, id and result
// are accepted too). Errors name the file and line.
func fileTools(r io.Reader, name string) ([]suggest.Tool, error) {
	ts := newSampleSet()
	err := readJSONL(r, name, corpus.MaxLineBytes, func(lineNo int, line []byte) error {
		l, err := decodeInterchange(line)
		if err != nil {
			return err
		}
		if l.Kind == "server" {
			return nil
		}
		if l.Server == "" || l.Tool == "" {
			return fmt.Errorf("a %s line needs \"server\" and \"tool\"", lineKindName(l.Kind))
		}
		if l.Kind == "tool" {
			ts.add(l.Server, l.Tool, "", nil, l.ToolDef, "")
			return nil
		}
		id := l.ID
		if id == "" {
			id = fmt.Sprintf("%s:%d", name, lineNo)
		}
		ts.add(l.Server, l.Tool, id, firstOf(l.Result, l.ResultRaw), l.ToolDef, "")
		return nil
	})
	if err != nil {
		return nil, err
	}
	return ts.list(), nil
}

func lineKindName(k string) string {
	if k == "" {
		return "call"
	}
	return k
}
