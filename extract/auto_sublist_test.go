package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoSubItemsAreFields: bulleted `Key: value` lines indented under a
// numbered item are that record's fields, not items of their own (the
// text is a list of records, not key-value text); items at the margin
// stay items.
func TestAutoSubItemsAreFields(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct{ text, pattern, value string }{
		{"1. orchard — apple trees\n   - Rows: 12\n   - Soil: loam\n2. meadow — wild grass\n   - Rows: 3\n   - Soil: clay\n",
			extract.PatternList,
			`{"items":[{"description":"apple trees","name":"orchard","rows":"12","soil":"loam"},{"description":"wild grass","name":"meadow","rows":"3","soil":"clay"}]}`},
		{"- Rows: 12\n- Soil: loam\n- Shade: none\n", extract.PatternKeyValue, `{"Rows":"12","Shade":"none","Soil":"loam"}`},
	}
	for _, c := range cases {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); res.Account.Pattern != c.pattern || got != c.value {
			t.Errorf("%q: %s %s, want %s %s", c.text, res.Account.Pattern, got, c.pattern, c.value)
		}
	}
}
