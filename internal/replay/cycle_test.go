package replay

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// cycleCorpus has a tool with four captures (two with equal arguments, one
// without an answer) and a tool without arguments captured three times (one
// answered with an error).
var cycleCorpus = strings.Join([]string{
	`{"kind":"server","server":"s","status":"ok"}`,
	`{"kind":"tool","server":"s","tool":"echo"}`,
	`{"kind":"tool","server":"s","tool":"list"}`,
	`{"kind":"call","id":"e1","server":"s","tool":"echo","arguments":{"message":"hi"},"result":{"content":[{"type":"text","text":"e1"}]}}`,
	`{"kind":"call","id":"e2","server":"s","tool":"echo","arguments":{"message":"bye","loud":true},"result":{"content":[{"type":"text","text":"e2"}]}}`,
	`{"kind":"call","id":"e3","server":"s","tool":"echo","arguments":{"message":"hi"},"result":{"content":[{"type":"text","text":"e3"}]}}`,
	`{"kind":"call","id":"e4","server":"s","tool":"echo","arguments":{"message":"lost"},"status":"timeout"}`,
	`{"kind":"call","id":"l1","server":"s","tool":"list","arguments":{},"result":{"content":[{"type":"text","text":"l1"}]}}`,
	`{"kind":"call","id":"l2","server":"s","tool":"list","arguments":{},"result":{"content":[{"type":"text","text":"l2"}]}}`,
	`{"kind":"call","id":"l3","server":"s","tool":"list","error":{"code":-32000,"message":"l3"}}`,
}, "\n")

// answerText is the text of a tools/call answer: the first content text of
// a result, or the message of an error.
func answerText(t *testing.T, line string) string {
	t.Helper()
	var m struct {
		Result struct {
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(line), &m); err != nil {
		t.Fatalf("answer %q: %v", line, err)
	}
	if len(m.Result.Content) > 0 {
		return m.Result.Content[0].Text
	}
	return m.Error.Message
}

// calls sends one tools/call per argument object and returns the answers'
// texts, space-separated.
func (cl *client) calls(tool string, args ...string) string {
	cl.t.Helper()
	var got []string
	for i, a := range args {
		msg := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":%q,"arguments":%s}}`, i+1, tool, a)
		got = append(got, answerText(cl.t, cl.roundTrip(msg)))
	}
	return strings.Join(got, " ")
}

func TestServeWithCycle(t *testing.T) {
	c, err := Load(strings.NewReader(cycleCorpus), "cycle.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	other := `{"message":"zzz"}`
	for _, tc := range []struct {
		name  string
		cycle bool
		tool  string
		args  []string
		want  string
	}{
		// Serve's behaviour: always the nearest (capture order on ties).
		{"serve nearest", false, "echo", []string{other, other, other}, "e1 e1 e1"},
		{"serve exact", false, "list", []string{`{}`, `{}`}, "l1 l1"},
		// In turn: each answered capture once, nearest first (e2 has a
		// second key, so it differs more), then again; the timeout capture
		// is never served.
		{"cycle", true, "echo", []string{other, other, other, other, `{"a":1}`}, "e1 e3 e2 e1 e3"},
		// The nearest capture comes first.
		{"cycle nearest first", true, "echo", []string{`{"loud":true}`, `{"loud":true}`, `{"loud":true}`}, "e2 e1 e3"},
		// Exact matches win; several exact ones take turns.
		{"cycle exact", true, "echo", []string{`{"message":"bye","loud":true}`, `{"message":"bye","loud":true}`, `{"message":"hi"}`, `{"message":"hi"}`, `{"message":"hi"}`}, "e2 e2 e1 e3 e1"},
		// An exact capture served before is still the answer to its
		// arguments; other calls go to the least served ones.
		{"cycle after exact", true, "echo", []string{`{"message":"hi"}`, other, other, other}, "e1 e3 e2 e1"},
		// Errors are captures too; absent arguments equal {}, so all three
		// match exactly and take turns.
		{"cycle no arguments", true, "list", []string{`{}`, `{}`, `{}`, `{}`}, "l1 l2 l3 l1"},
		{"cycle other arguments", true, "list", []string{`{"x":1}`, `{"x":1}`, `{"x":1}`}, "l1 l2 l3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts *Options
			if tc.cycle {
				opts = &Options{Cycle: true}
			}
			cl := startServeWith(t, c, "", opts)
			if got := cl.calls(tc.tool, tc.args...); got != tc.want {
				t.Errorf("answers %q, want %q\nstderr:\n%s", got, tc.want, cl.stderr.String())
			}
		})
	}
	// Each session starts its own turns; sessions share the corpus.
	a := startServeWith(t, c, "", &Options{Cycle: true})
	b := startServeWith(t, c, "", &Options{Cycle: true})
	if got := a.calls("echo", other, other); got != "e1 e3" {
		t.Errorf("session a: %q", got)
	}
	if got := b.calls("echo", other); got != "e1" {
		t.Errorf("session b: %q, want a fresh turn", got)
	}
	if !strings.Contains(a.stderr.String(), "captured call e3 (next in turn)") {
		t.Errorf("log does not say how the capture was picked:\n%s", a.stderr.String())
	}
}
