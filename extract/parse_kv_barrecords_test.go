package extract_test

import (
	"strings"
	"testing"
)

// TestAutoBarRecords: lines or bullets that are records of pairs parted
// by bars ("To: … | Subject: … | Status: …") are records, under a count
// line too; one such line stays one record's pairs.
func TestAutoBarRecords(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"Found 2 emails:\n\n- To: a@example.org | Subject: Hi | Status: delivered\n- To: b@example.net, c@example.org | Subject: Seats | Status: opened\n",
			`{"Status":"delivered","Subject":"Hi","To":"a@example.org"},{"Status":"opened","Subject":"Seats","To":["b@example.net","c@example.org"]}`},
		{"To: b@example.net | Subject: Seats | Status: opened\n", `"Status":"opened","Subject":"Seats","To":"b@example.net"`},
	} {
		got := mustJSON(t, apply(t, x, textResult(c.text)).Value)
		if !strings.Contains(got, c.want) {
			t.Errorf("%q:\n got  %s\n want %s", c.text, got, c.want)
		}
	}
}
