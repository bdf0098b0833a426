package probe

import (
	"encoding/json"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// PlannedCall is one tools/call the probe will make.
type PlannedCall struct {
	Arguments json.RawMessage
	Origin    string // capture.OriginSynth, OriginPlan, OriginFile, OriginCLI, OriginExplore
	// ArgOrigins says where each top-level argument came from
	// (capture.ArgFrom* values); set by the exploration.
	ArgOrigins map[string]string
	// Error, when set, says why the arguments could not be prepared (a
	// file-sourced argument set whose file is missing, refused or
	// malformed). The call is recorded with status arg_error and this
	// message, and no request is sent.
	Error string
	// Warnings are notes about the arguments (e.g. a data_key conflict),
	// recorded as events.
	Warnings []string
	// InputResponses, when set, answer the inputRequests of an
	// input_required result (MCP 2026-07-28): the call is retried once
	// with them (and the result's requestState). The probe never makes
	// up user input itself.
	InputResponses json.RawMessage
}

// Decision is a planner's verdict on one tool: the calls to make, or why
// none are made.
type Decision struct {
	Calls []PlannedCall
	Skip  string
}

// Planner decides which tools a probe calls and with which arguments. It
// sees each listed tool's raw definition. Implementations must be safe for
// concurrent use (servers are probed in parallel).
type Planner interface {
	Plan(server string, tool capture.Tool) Decision
}

// ToolFacts are the fields of a raw Tool definition the call policy reads.
type ToolFacts struct {
	Name        string
	Description string
	InputSchema json.RawMessage
	ReadOnly    *bool // annotations.readOnlyHint; nil when absent
	Destructive *bool // annotations.destructiveHint; nil when absent
	TaskSupport string
}

// ParseToolFacts reads the policy-relevant fields of a raw tool
// definition, leniently: fields of the wrong type count as absent.
func ParseToolFacts(def json.RawMessage) ToolFacts {
	var raw struct {
		Name        json.RawMessage `json:"name"`
		Description json.RawMessage `json:"description"`
		InputSchema json.RawMessage `json:"inputSchema"`
		Annotations json.RawMessage `json:"annotations"`
		Execution   json.RawMessage `json:"execution"`
	}
	var f ToolFacts
	if json.Unmarshal(def, &raw) != nil {
		return f
	}
	_ = json.Unmarshal(raw.Name, &f.Name)
	_ = json.Unmarshal(raw.Description, &f.Description)
	f.InputSchema = raw.InputSchema
	var ann struct {
		ReadOnly    json.RawMessage `json:"readOnlyHint"`
		Destructive json.RawMessage `json:"destructiveHint"`
	}
	if json.Unmarshal(raw.Annotations, &ann) == nil {
		f.ReadOnly = boolPtr(ann.ReadOnly)
		f.Destructive = boolPtr(ann.Destructive)
	}
	var ex struct {
		TaskSupport json.RawMessage `json:"taskSupport"`
	}
	if json.Unmarshal(raw.Execution, &ex) == nil {
		_ = json.Unmarshal(ex.TaskSupport, &f.TaskSupport)
	}
	return f
}

func boolPtr(raw json.RawMessage) *bool {
	var b bool
	if len(raw) == 0 || json.Unmarshal(raw, &b) != nil {
		return nil
	}
	return &b
}

// FixedPlanner makes exactly the given calls for the named tool and
// nothing else (used by `mcpsurvey call`).
type FixedPlanner struct {
	Tool  string
	Calls []PlannedCall
}

// Plan implements Planner.
func (p FixedPlanner) Plan(server string, tool capture.Tool) Decision {
	if tool.Name != p.Tool {
		return Decision{Skip: "not the requested tool"}
	}
	return Decision{Calls: p.Calls}
}
