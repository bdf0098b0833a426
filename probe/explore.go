package probe

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Exploration (`--calls explore`): the tools whose annotations or words
// say they only read are called in rounds. The first round calls those
// that need nothing but their schema's own values; every usable answer is
// harvested (paths, IDs, names, tables, URIs), and later rounds fill the
// remaining tools' required parameters from the harvest, preferring values
// the server proved to exist. Tools still without a value for a required
// parameter when the harvest stops growing are called once more with the
// best that is left (files under --root, synthesized values).

// Bounds of an exploration.
const (
	exploreMaxRounds       = 5
	exploreDefaultPerTool  = 3
	exploreRootMaxEntries  = 300
	exploreRootMaxDepth    = 3
	exploreResourcesPages  = 3
	exploreReasonWriteNote = "; pass --calls all --allow-destructive (ideally with --sandbox) to call it"
)

// exploreTool is one tool the exploration will call.
type exploreTool struct {
	tool  *capture.Tool
	shape toolShape
	seq   int
}

// Under `--calls all` the same discovery serves every tool the destructive
// rule lets through: the tools that read are explored first, and the
// others (writes) are called last, with what the reads harvested, so that
// a delete cannot pull the ground from under a read.
func (p *prober) explore(ctx context.Context, pol Policy) {
	p.srv.CallPolicy = pol.Mode
	n := pol.CallsPerTool
	if n < 1 {
		n = 1
		if pol.Mode == CallsExplore {
			n = exploreDefaultPerTool
		}
	}
	defs := make([]json.RawMessage, len(p.srv.Tools))
	for i, t := range p.srv.Tools {
		defs[i] = t.Def
	}
	informative := AnnotationsInformative(defs)

	h := newHarvest()
	if p.srv.Instructions != "" {
		h.fromText(p.srv.Instructions, "instructions")
	}
	p.harvestResources(ctx, h)
	f := &filler{h: h, root: rootEntries(p.opts.Roots), perTool: n}

	var todo, writes []*exploreTool
	var planned []callJob
	for i := range p.srv.Tools {
		tool := &p.srv.Tools[i]
		facts := ParseToolFacts(tool.Def)
		if facts.TaskSupport == "required" {
			tool.SkipReason = `execution.taskSupport is "required": task-augmented calls are not supported`
			continue
		}
		if pol.CallPlan != nil && pol.CallPlan.Names(p.spec.Name, tool.Name) {
			// A call plan speaks for its tools; the usual safety rules hold.
			d := Policy{Mode: CallsPlan, AllowDestructive: pol.AllowDestructive, CallPlan: pol.CallPlan}.Plan(p.spec.Name, *tool)
			if len(d.Calls) == 0 {
				tool.SkipReason = d.Skip
				continue
			}
			tool.CallReason = "named in the call plan"
			for seq, pc := range d.Calls {
				planned = append(planned, callJob{tool: tool, seq: seq + 1, pc: pc, round: 1})
			}
			continue
		}
		in := ExploreIntent(tool.Def, informative)
		if !in.Call && pol.Mode == CallsAll {
			if facts.IsDestructive() && !pol.AllowDestructive {
				tool.SkipReason = "not read-only (" + in.Reason + "); pass --allow-destructive to call it"
				if facts.Destructive != nil && *facts.Destructive {
					tool.SkipReason = "destructiveHint is true; pass --allow-destructive to call it"
				}
				continue
			}
			tool.CallReason = "--calls all: called after the reads (" + in.Reason + ")"
			writes = append(writes, &exploreTool{tool: tool, shape: newToolShape(tool.Name, facts.Description, facts.InputSchema)})
			continue
		}
		if !in.Call {
			tool.SkipReason = "explore: " + in.Reason
			if in.Write {
				tool.SkipReason += exploreReasonWriteNote
			}
			continue
		}
		tool.CallReason = "explore: " + in.Reason
		todo = append(todo, &exploreTool{tool: tool, shape: newToolShape(tool.Name, facts.Description, facts.InputSchema)})
	}

	lastSize := -1
	retried := map[string]bool{}
	for round := 1; round <= exploreMaxRounds && p.stop == "" && ctx.Err() == nil; round++ {
		jobs := planned
		planned = nil
		var wait []*exploreTool
		final := round == exploreMaxRounds || round > 1 && len(h.items) == lastSize
		lastSize = len(h.items)
		for _, et := range todo {
			withHarvest := round > 1
			if !final && !f.readyStrong(et.shape, withHarvest) {
				wait = append(wait, et)
				continue
			}
			for _, s := range f.sets(et.shape, n, withHarvest) {
				et.seq++
				args, err := marshalSorted(s.args)
				if err != nil {
					args = json.RawMessage(`{}`)
				}
				jobs = append(jobs, callJob{tool: et.tool, seq: et.seq, round: round,
					pc: PlannedCall{Arguments: args, Origin: capture.OriginExplore, ArgOrigins: s.origins}})
			}
		}
		todo = wait
		if len(jobs) == 0 {
			if final {
				break
			}
			continue
		}
		calls := p.runCalls(ctx, jobs)
		if retry := f.retries(calls, jobs, retried); len(retry) > 0 && p.stop == "" && ctx.Err() == nil {
			calls = append(calls, p.runCalls(ctx, retry)...)
		}
		for _, c := range calls {
			if c.Status != capture.CallOK || len(c.Result) == 0 {
				continue
			}
			h.fromResult(c.Result, c.Tool, c.ID, listedDir(c, todoShape(jobs, c.Tool)))
		}
		if final {
			break
		}
	}
	if len(writes) > 0 && p.stop == "" && ctx.Err() == nil {
		var jobs []callJob
		for _, et := range writes {
			for _, s := range f.sets(et.shape, n, true) {
				et.seq++
				args, err := marshalSorted(s.args)
				if err != nil {
					args = json.RawMessage(`{}`)
				}
				jobs = append(jobs, callJob{tool: et.tool, seq: et.seq, round: exploreMaxRounds + 1,
					pc: PlannedCall{Arguments: args, Origin: capture.OriginExplore, ArgOrigins: s.origins}})
			}
		}
		calls := p.runCalls(ctx, jobs)
		if retry := f.retries(calls, jobs, retried); len(retry) > 0 && p.stop == "" && ctx.Err() == nil {
			p.runCalls(ctx, retry)
		}
	}
	for _, et := range todo {
		if et.tool.SkipReason == "" && et.seq == 0 {
			et.tool.SkipReason = "explore: no value found for its required parameters"
			if p.stop != "" {
				et.tool.SkipReason = p.stop
			}
		}
	}
	p.sess.event(capture.EventExplore, fmt.Sprintf("harvested %d values (%s)", len(h.items), harvestSummary(h)), "")
}

// retries answers errors that name a missing parameter ("datetime is
// required for convert", "Please specify a 'path'"): for each tool none of
// whose calls of this round was usable, once per session, one more call
// with the parameters its error text names filled in.
func (f *filler) retries(calls []capture.Call, jobs []callJob, done map[string]bool) []callJob {
	byTool := map[string][]capture.Call{}
	for _, c := range calls {
		byTool[c.Tool] = append(byTool[c.Tool], c)
	}
	var out []callJob
	for _, j := range jobs {
		name := j.tool.Name
		cs := byTool[name]
		if done[name] || len(cs) == 0 || j.pc.Origin != capture.OriginExplore {
			continue
		}
		usable := false
		for _, c := range cs {
			usable = usable || c.Status == capture.CallOK
		}
		if usable {
			continue
		}
		done[name] = true
		facts := ParseToolFacts(j.tool.Def)
		ts := newToolShape(name, facts.Description, facts.InputSchema)
		last := cs[len(cs)-1]
		var args map[string]any
		if json.Unmarshal(last.Arguments, &args) != nil || args == nil {
			args = map[string]any{}
		}
		origins := map[string]string{}
		for k, v := range last.ArgOrigins {
			origins[k] = v
		}
		text := strings.ToLower(errorText(last))
		// The parameters the error names, each with the values not tried
		// yet (a default the server applied when the argument was absent
		// counts as tried).
		var named []param
		cands := map[string][]pick{}
		for _, prm := range ts.params {
			if _, set := args[prm.name]; set || !mentions(text, prm.name) {
				continue
			}
			for _, c := range f.candidates(ts, prm, true) {
				if c.origin != capture.ArgFromDefault {
					cands[prm.name] = append(cands[prm.name], c)
				}
			}
			if len(cands[prm.name]) > 0 {
				named = append(named, prm)
			}
		}
		seq := 0
		for _, jj := range jobs {
			if jj.tool == j.tool && jj.seq > seq {
				seq = jj.seq
			}
		}
		for i := 0; i < f.perTool && len(named) > 0; i++ {
			a, o := copyMap(args), map[string]string{}
			for k, v := range origins {
				o[k] = v
			}
			fresh := false
			for _, prm := range named {
				c := cands[prm.name]
				k := i
				if k >= len(c) {
					k = len(c) - 1
				} else {
					fresh = true
				}
				a[prm.name], o[prm.name] = c[k].v, c[k].origin
			}
			if !fresh {
				break
			}
			b, err := marshalSorted(a)
			if err != nil {
				break
			}
			seq++
			out = append(out, callJob{tool: j.tool, seq: seq, round: j.round,
				pc: PlannedCall{Arguments: b, Origin: capture.OriginExplore, ArgOrigins: o}})
		}
	}
	return out
}

// errorText is the text of an error answer: its content's text items or
// the JSON-RPC error's message.
func errorText(c capture.Call) string {
	var r struct {
		Content []struct {
			Text string `json:"text"`
		} `json:"content"`
	}
	var sb strings.Builder
	if json.Unmarshal(c.Result, &r) == nil {
		for _, it := range r.Content {
			sb.WriteString(it.Text)
			sb.WriteByte('\n')
		}
	}
	var e struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(c.Error, &e) == nil {
		sb.WriteString(e.Message)
	}
	return sb.String()
}

// mentions reports whether an error text names a parameter as a word.
func mentions(text, name string) bool { return containsWord(text, strings.ToLower(name)) }

// readyStrong reports whether every required parameter has a value that
// is not a mere guess: in the first round one of the schema's own, later
// one harvested for the parameter.
func (f *filler) readyStrong(ts toolShape, withHarvest bool) bool {
	for _, p := range ts.params {
		if !p.required {
			continue
		}
		cs := f.candidates(ts, p, withHarvest)
		ok := false
		for _, c := range cs {
			if !withHarvest || c.strong {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// todoShape finds the shape of the tool a job called.
func todoShape(jobs []callJob, tool string) *capture.Tool {
	for _, j := range jobs {
		if j.tool.Name == tool {
			return j.tool
		}
	}
	return nil
}

// listedDir returns the directory a call listed: the value of an argument
// naming a directory, when the tool lists (so bare names in the answer
// are entries of that directory).
func listedDir(c capture.Call, tool *capture.Tool) string {
	if tool == nil || len(c.Arguments) == 0 {
		return ""
	}
	var args map[string]any
	if json.Unmarshal(c.Arguments, &args) != nil {
		return ""
	}
	ts := toolShape{name: tool.Name, tokens: nameTokens(tool.Name)}
	for _, k := range sortedKeys(args) {
		s, ok := args[k].(string)
		if !ok || !strings.HasPrefix(s, "/") {
			continue
		}
		if ts.class(param{name: k, tokens: nameTokens(k)}) == classDir {
			return s
		}
	}
	return ""
}

// harvestResources lists the server's resources (when it declares the
// capability) and harvests their URIs and names.
func (p *prober) harvestResources(ctx context.Context, h *harvest) {
	var ir struct {
		Capabilities struct {
			Resources json.RawMessage `json:"resources"`
		} `json:"capabilities"`
	}
	if json.Unmarshal(p.srv.InitializeResult, &ir) != nil || len(ir.Capabilities.Resources) == 0 {
		return
	}
	var cursor *string
	for page := 0; page < exploreResourcesPages; page++ {
		params := map[string]any{}
		if cursor != nil {
			params["cursor"] = *cursor
		}
		a, _, err := p.do(ctx, "resources/list", params)
		if err != nil || len(a.result) == 0 {
			return
		}
		var lr struct {
			Resources  []json.RawMessage `json:"resources"`
			NextCursor *string           `json:"nextCursor"`
		}
		if json.Unmarshal(a.result, &lr) != nil {
			return
		}
		w := &walker{h: h, from: "resources/list", start: len(h.items)}
		for _, r := range lr.Resources {
			var res struct {
				URI  string `json:"uri"`
				Name string `json:"name"`
			}
			if json.Unmarshal(r, &res) == nil {
				w.add(res.URI, "uri", "")
				w.add(res.Name, "name", "")
			}
		}
		if lr.NextCursor == nil || *lr.NextCursor == "" || (cursor != nil && *cursor == *lr.NextCursor) {
			return
		}
		cursor = lr.NextCursor
	}
}

// rootEntries lists the --root folders and what is under them (bounded),
// as path candidates.
func rootEntries(roots []string) []Harvested {
	var out []Harvested
	for _, root := range roots {
		out = append(out, Harvested{Value: root, Kind: kindDir, From: "root"})
		base := strings.Count(root, string(filepath.Separator))
		_ = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || p == root {
				return nil
			}
			if len(out) >= exploreRootMaxEntries {
				return filepath.SkipAll
			}
			if strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			kind := kindFile
			if d.IsDir() {
				kind = kindDir
				if strings.Count(p, string(filepath.Separator))-base >= exploreRootMaxDepth {
					return filepath.SkipDir
				}
			}
			out = append(out, Harvested{Value: p, Kind: kind, From: "root"})
			return nil
		})
	}
	// Files before directories of the same depth, shallow first: the
	// likeliest to be read.
	sort.SliceStable(out, func(i, j int) bool {
		di := strings.Count(out[i].Value.(string), "/")
		dj := strings.Count(out[j].Value.(string), "/")
		return di < dj
	})
	return out
}

// harvestSummary counts harvested values by kind, for the exploration's
// closing event.
func harvestSummary(h *harvest) string {
	n := map[string]int{}
	for _, it := range h.items {
		n[it.Kind]++
	}
	var parts []string
	for _, k := range sortedKeys(n) {
		parts = append(parts, fmt.Sprintf("%s %d", k, n[k]))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
