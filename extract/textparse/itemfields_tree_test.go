package textparse

import "testing"

// Record lines of trackers and trees: several leading tags, a tree
// drawing, a closing state tag, a box then an index, an identifier as
// the key, one pair in parentheses.
func TestItemFieldsRecordLines(t *testing.T) {
	cases := []struct{ in, want string }{
		{"[LOW] [ui] BUG-7 - Fix the footer", "type=LOW | type_2=ui | name=BUG-7 | description=Fix the footer"},
		{"├── ISS-4 - Rename the column [Blocked]", "name=ISS-4 | description=Rename the column | state=Blocked"},
		{"│   └─ ISS-5 - Drop old rows [Done]", "name=ISS-5 | description=Drop old rows | state=Done"},
		{"Write the guide [In Review]", "name=Write the guide | state=In Review"},
		{"r-4 - Retry policy (r-4.md) [score 0.91]", "name=r-4 | description=Retry policy | details=r-4.md | score=0.91"},
		{"[x] #3 Ship the beta", "checked=x | number=3 | title=Ship the beta"},
		{"r-12: Spring release (due 2027-03-01)", "name=r-12 | description=Spring release | due=2027-03-01"},
		{"Refactor the cache (owner: kim)", "name=Refactor the cache | owner=kim"},
		// not a state: a link, an attribute, a bracket without a blank before it
		{"see [docs](https://x.y/z)", "name=see | title=docs | url=https://x.y/z"},
		{"button \"OK\" [ref=e3]", "type=button | name=OK | ref=e3"},
		{"array[index]", "name=array[index]"},
		// a label key stays a key
		{"Status: open", "status=open"},
	}
	for _, c := range cases {
		if got := fieldList(ItemFields(c.in)); got != c.want {
			t.Errorf("ItemFields(%q)\n got  %s\n want %s", c.in, got, c.want)
		}
	}
}

func TestIDKey(t *testing.T) {
	for k, want := range map[string]bool{"m-0": true, "TASK-12": true, "doc_3": true, "Status": false, "utf-8x": false, "-1": false, "a-": false, "created-at": false} {
		if idKey(k) != want {
			t.Errorf("idKey(%q) = %v", k, !want)
		}
	}
}
