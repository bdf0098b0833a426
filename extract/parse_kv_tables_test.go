package extract_test

import (
	"strings"
	"testing"
)

// TestKVTables: a document of pairs then a markdown body gives its
// tables' rows under the heading above them (or "rows").
func TestKVTables(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Kind: runbook\nOwner: ops\n\n## Hosts\n\nThe hosts we page for.\n\n| host | zone |\n|---|---|\n| db-1 | eu-1 |\n| db-2 | eu-2 |\n",
			`"Hosts":[{"host":"db-1","zone":"eu-1"},{"host":"db-2","zone":"eu-2"}]`},
		{"Kind: runbook\nOwner: ops\n\n| host | zone |\n| --- | --- |\n| db-1 | eu-1 |\n",
			`"rows":[{"host":"db-1","zone":"eu-1"}]`},
	}
	for _, c := range cases {
		out, _ := applyIndentKV(t, c.text)
		if !strings.Contains(out, c.want) || !strings.Contains(out, `"owner":"ops"`) && !strings.Contains(out, `"Owner":"ops"`) {
			t.Errorf("%q:\n got  %s\n want %s", c.text, out, c.want)
		}
	}
}
