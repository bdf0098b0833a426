package probe

import (
	"context"
	"sync"

	"github.com/sourcegraph/conc/pool"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// DefaultCallJobs is how many tools/call requests one server gets at once
// by default: enough that a few hanging calls cost about one call timeout,
// few enough not to overload a small server.
const DefaultCallJobs = 4

// callJob is one planned tools/call of a session.
type callJob struct {
	tool  *capture.Tool
	seq   int
	pc    PlannedCall
	round int
}

// runCalls makes the jobs' calls, up to Options.CallJobs at once, appends
// them to the capture in job order and returns them. Once a call ends the
// session, jobs not yet started are not made; their tools, when left
// without any call, get the reason as SkipReason.
func (p *prober) runCalls(ctx context.Context, jobs []callJob) []capture.Call {
	results := make([]capture.Call, len(jobs))
	made := make([]bool, len(jobs))
	var mu sync.Mutex
	over := ""
	pl := pool.New().WithMaxGoroutines(p.opts.CallJobs)
	for i, j := range jobs {
		pl.Go(func() {
			mu.Lock()
			stopped := over != ""
			mu.Unlock()
			if stopped || ctx.Err() != nil {
				return
			}
			c, o := p.callOne(ctx, j.tool.Name, j.seq, j.pc)
			c.Round = j.round
			mu.Lock()
			defer mu.Unlock()
			results[i], made[i] = c, true
			if o != "" && over == "" {
				over = o
			}
		})
	}
	pl.Wait()
	var out []capture.Call
	called := map[*capture.Tool]bool{}
	for i := range jobs {
		if made[i] {
			out = append(out, results[i])
			called[jobs[i].tool] = true
		}
	}
	for _, j := range jobs {
		if !called[j.tool] && j.tool.SkipReason == "" {
			j.tool.SkipReason = over
			if over == "" {
				j.tool.SkipReason = "not called: the run was interrupted"
			}
		}
	}
	p.srv.Calls = append(p.srv.Calls, out...)
	if over != "" {
		p.stop = over
	}
	return out
}

// callTools asks the planner about every tool, then makes the planned
// calls concurrently. `--calls explore` and `--calls all` go through
// explore instead (argument discovery).
func (p *prober) callTools(ctx context.Context) {
	if pol, ok := p.opts.Planner.(Policy); ok && (pol.Mode == CallsExplore || pol.Mode == CallsAll) {
		p.explore(ctx, pol)
		return
	}
	if pol, ok := p.opts.Planner.(Policy); ok {
		p.srv.CallPolicy = pol.mode()
	}
	var jobs []callJob
	for i := range p.srv.Tools {
		tool := &p.srv.Tools[i]
		d := p.opts.Planner.Plan(p.spec.Name, *tool)
		if len(d.Calls) == 0 {
			tool.SkipReason = d.Skip
			if tool.SkipReason == "" {
				tool.SkipReason = "no calls planned"
			}
			continue
		}
		for seq, pc := range d.Calls {
			jobs = append(jobs, callJob{tool: tool, seq: seq + 1, pc: pc})
		}
	}
	p.runCalls(ctx, jobs)
}
