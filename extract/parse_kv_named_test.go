package extract_test

import (
	"strings"
	"testing"
)

// TestKVDescribedNames: pairs under a section header that name things and
// describe them become records {name, description} (the names are data);
// pairs with measures, too few pairs or short values stay a map.
func TestKVDescribedNames(t *testing.T) {
	cases := []struct{ text, want, not string }{
		{"Commands:\n  sow: Put the seeds in the ground\n  water: Give the beds a good soak\n  harvest: Pick what is ripe today\nVersion: 2\n",
			`"Commands":[{"description":"Put the seeds in the ground","name":"sow"},{"description":"Give the beds a good soak","name":"water"},{"description":"Pick what is ripe today","name":"harvest"}]`, ""},
		{"Beds:\n  North: 12 plants in rows\n  South: 8 plants in rows\n  East: 3 plants in rows\n", `"Beds":{"East":"3 plants in rows"`, ""},
		{"Beds:\n  North: full of leeks and onions\n  South: empty until the spring\n", `"Beds":{"North":"full of leeks and onions"`, ""},
		{"Beds:\n  North: leeks\n  South: onions\n  East: beans\n", `"Beds":{"East":"beans"`, `"name"`},
	}
	for _, c := range cases {
		out, _ := applyIndentKV(t, c.text)
		if !strings.Contains(out, c.want) || c.not != "" && strings.Contains(out, c.not) {
			t.Errorf("%q: %s (want %s)", c.text, out, c.want)
		}
	}
}
