package probe

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

type fakePlan map[string][]PlannedCall

func (f fakePlan) Names(server, tool string) bool { _, ok := f[server+"/"+tool]; return ok }
func (f fakePlan) Calls(server, tool string) []PlannedCall {
	return f[server+"/"+tool]
}

func TestPolicy(t *testing.T) {
	tools := map[string]string{
		"read_only":     `{"name":"read_only","annotations":{"readOnlyHint":true}}`,
		"unannotated":   `{"name":"unannotated"}`,
		"destructive":   `{"name":"destructive","annotations":{"readOnlyHint":false,"destructiveHint":true}}`,
		"additive":      `{"name":"additive","annotations":{"readOnlyHint":false,"destructiveHint":false}}`,
		"contradictory": `{"name":"contradictory","annotations":{"readOnlyHint":true,"destructiveHint":true}}`,
		"task_required": `{"name":"task_required","annotations":{"readOnlyHint":true},"execution":{"taskSupport":"required"}}`,
	}
	plan := fakePlan{
		"s/additive":    {{Arguments: json.RawMessage(`{"x":1}`), Origin: capture.OriginPlan}},
		"s/destructive": {{Arguments: json.RawMessage(`{}`), Origin: capture.OriginPlan}},
	}
	for _, tc := range []struct {
		policy Policy
		called string // sorted, comma-separated
	}{
		{Policy{}, "read_only"},
		{Policy{CallPlan: plan}, "additive,read_only"},
		{Policy{Mode: CallsPlan, CallPlan: plan}, "additive"},
		{Policy{Mode: CallsPlan, CallPlan: plan, AllowDestructive: true}, "additive,destructive"},
		{Policy{Mode: CallsAll}, "additive,read_only"},
		{Policy{Mode: CallsAll, AllowDestructive: true}, "additive,contradictory,destructive,read_only,unannotated"},
		{Policy{Mode: CallsNone}, ""},
	} {
		var called []string
		for _, name := range []string{"additive", "contradictory", "destructive", "read_only", "task_required", "unannotated"} {
			d := tc.policy.Plan("s", capture.Tool{Name: name, Def: json.RawMessage(tools[name])})
			if len(d.Calls) > 0 {
				called = append(called, name)
			} else if d.Skip == "" {
				t.Errorf("%+v: %s skipped without a reason", tc.policy, name)
			}
			if name == "additive" && tc.policy.CallPlan != nil && len(d.Calls) > 0 && d.Calls[0].Origin != capture.OriginPlan {
				t.Errorf("planned tool called with %s arguments", d.Calls[0].Origin)
			}
		}
		if got := strings.Join(called, ","); got != tc.called {
			t.Errorf("policy %+v called %q, want %q", tc.policy, got, tc.called)
		}
	}
	d := Policy{}.Plan("s", capture.Tool{Name: "unannotated", Def: json.RawMessage(tools["unannotated"])})
	if !strings.Contains(d.Skip, "readOnlyHint") {
		t.Errorf("skip reason %q", d.Skip)
	}
	d = Policy{Mode: CallsAll}.Plan("s", capture.Tool{Name: "unannotated", Def: json.RawMessage(tools["unannotated"])})
	if !strings.Contains(d.Skip, "destructive by default") || !strings.Contains(d.Skip, "--allow-destructive") {
		t.Errorf("skip reason %q", d.Skip)
	}
}
