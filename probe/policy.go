package probe

import (
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Call policy modes (`--calls`).
const (
	CallsReadOnly = "readonly" // read-only tools and tools the plan names (default)
	CallsPlan     = "plan"     // only tools the plan names
	CallsAll      = "all"      // every tool (destructive ones still need AllowDestructive)
	CallsNone     = "none"     // list tools only
	// CallsExplore calls the tools whose annotations or name and
	// description read as a read, in rounds, filling arguments from
	// earlier answers (argument discovery).
	CallsExplore = "explore"
)

// PlanSource is a call plan as the policy sees it (callplan.Plan
// implements it).
type PlanSource interface {
	// Names reports whether the plan names this server's tool.
	Names(server, tool string) bool
	// Calls returns the planned argument sets of a named tool.
	Calls(server, tool string) []PlannedCall
}

// Policy is the call policy of a survey: which tools are called, with what
// arguments, and why the others are not. It is a Planner.
type Policy struct {
	Mode             string // CallsReadOnly (default), CallsPlan, CallsAll, CallsNone
	AllowDestructive bool   // call tools whose destructiveHint is (or defaults to) true
	CallsPerTool     int    // synthesized argument sets per tool without a plan (default 1)
	CallPlan         PlanSource
}

// ParseCallsMode checks a --calls value.
func ParseCallsMode(s string) (string, error) {
	switch s {
	case CallsReadOnly, CallsPlan, CallsAll, CallsNone, CallsExplore:
		return s, nil
	case "":
		return CallsReadOnly, nil
	}
	return "", fmt.Errorf("--calls %q: want readonly, explore, plan, all or none", s)
}

// IsDestructive reports whether the policy treats a tool as destructive: a
// tool not annotated readOnlyHint: true is destructive unless it says
// destructiveHint: false (the spec's defaults), and a tool claiming both
// readOnlyHint and destructiveHint true is taken at its more dangerous
// word.
func (f ToolFacts) IsDestructive() bool {
	if f.Destructive != nil && *f.Destructive {
		return true
	}
	if f.ReadOnly != nil && *f.ReadOnly {
		return false
	}
	return f.Destructive == nil || *f.Destructive
}

// mode returns the effective mode.
func (p Policy) mode() string {
	if p.Mode == "" {
		return CallsReadOnly
	}
	return p.Mode
}

// Plan implements Planner. For CallsExplore, the probe explores instead
// (see prober.explore); Plan then answers as CallsReadOnly would.
func (p Policy) Plan(server string, tool capture.Tool) Decision {
	f := ParseToolFacts(tool.Def)
	mode := p.mode()
	if mode == CallsExplore {
		mode = CallsReadOnly
	}
	planned := p.CallPlan != nil && p.CallPlan.Names(server, tool.Name)
	readOnly := f.ReadOnly != nil && *f.ReadOnly
	switch {
	case mode == CallsNone:
		return Decision{Skip: "calls disabled (--calls none)"}
	case f.TaskSupport == "required":
		return Decision{Skip: `execution.taskSupport is "required": task-augmented calls are not supported`}
	case mode == CallsPlan && !planned:
		return Decision{Skip: "not in the call plan (--calls plan)"}
	case mode == CallsReadOnly && !planned && !readOnly:
		return Decision{Skip: "not annotated readOnlyHint: true and not in the call plan (--calls readonly)"}
	}
	if f.IsDestructive() && !p.AllowDestructive {
		why := "destructiveHint is true"
		switch {
		case readOnly:
			why = "annotated both readOnlyHint and destructiveHint true"
		case f.Destructive == nil:
			why = "not read-only and no destructiveHint: destructive by default"
		}
		return Decision{Skip: why + "; pass --allow-destructive to call it"}
	}
	if planned {
		return Decision{Calls: p.CallPlan.Calls(server, tool.Name)}
	}
	n := p.CallsPerTool
	if n < 1 {
		n = 1
	}
	var d Decision
	for _, args := range SynthArgs(f.InputSchema, n) {
		d.Calls = append(d.Calls, PlannedCall{Arguments: args, Origin: capture.OriginSynth})
	}
	return d
}
