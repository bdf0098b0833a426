package extract_test

import "testing"

// TestAutoPreambleCounts: the numbers of a first line above the payload
// ("11 rules", "Found 8 symbols across 2 files.", "tags (1):") are
// counts next to it; a line that is part of the payload, or a number
// glued to a word, is not. A list of one item under such a line is a
// list.
func TestAutoPreambleCounts(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"Found 3 checks in 2 groups.\n\n- **a** — first check\n- **b** — second check\n- **c** — third check\n",
			`{"checks_count":3,"groups_count":2,"items":[{"description":"first check","name":"a"},{"description":"second check","name":"b"},{"description":"third check","name":"c"}]}`},
		// "v2" is no count of items, but the title's token
		{"v2 items\n\n- **a** — first\n- **b** — second\n",
			`{"id":"v2","items":[{"description":"first","name":"a"},{"description":"second","name":"b"}]}`},
		// a title line's tokens count without wording around them
		{"Invoice INV-2026-0142\n\n- **a** — first\n- **b** — second\n",
			`{"id":"INV-2026-0142","items":[{"description":"first","name":"a"},{"description":"second","name":"b"}]}`},
		{"Known tags (1):\n\n  • r1.0\n", `{"items":["r1.0"],"tags_count":1}`},
		{"Branches:\n* main\n", `{"items":["main"]}`},
		// a heading written as a pair gives the pair beside the title
		{"# Recipe: release-checklist\n\n1. Run the test suite\n2. Tag v2.4.0 and push\n",
			`{"items":["Run the test suite","Tag v2.4.0 and push"],"recipe":"release-checklist","title":"Recipe: release-checklist"}`},
		// a count line over records read as key-value text, not a section
		{"Found 2 topics:\nName: Weekly digest\nID: t1\nName: Events\nID: t2\n",
			`{"items":[{"ID":"t1","Name":"Weekly digest"},{"ID":"t2","Name":"Events"}],"topics_count":2}`},
		{"| n | v |\n|---|---|\n| 1 | x |\n| 2 | y |\n",
			`{"rows":[{"n":"1","v":"x"},{"n":"2","v":"y"}]}`},
	} {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.text, got, c.want)
		}
	}
}
