package suggest

import "testing"

// TestLabelWord: a template field is named after the word of content its
// wording is about, not after an article, a preposition or a copula.
func TestLabelWord(t *testing.T) {
	for label, want := range map[string]string{
		"The square root of":                "root",
		"The week of the year is":           "week",
		", and the ISO week of the year is": "week",
		"Moved to":                          "Moved",
		"is":                                "result",
		"=":                                 "result",
		"of":                                "of",
		"- Step":                            "Step",
		"":                                  "",
		"Deleted the file":                  "file",
	} {
		if got := labelWord(label); got != want {
			t.Errorf("labelWord(%q) = %q, want %q", label, got, want)
		}
	}
	for label, want := range map[string]bool{"and": true, ", and": true, "or": true, "and then": false, "": false} {
		if got := conjunction(label); got != want {
			t.Errorf("conjunction(%q) = %v", label, got)
		}
	}
}

// TestTemplateNamesOperands: the operands of one phrase share its name,
// the value after "is" is the result, and a number that is not a count
// is not named "count".
func TestTemplateNamesOperands(t *testing.T) {
	got, why := learnTemplate([]string{"The product of 3 and 4 is 12", "The product of 5 and 6 is 30", "The product of 2 and 9 is 18"})
	if why != "" {
		t.Fatal(why)
	}
	for _, name := range []string{"product", "product_2", "result"} {
		if _, ok := got[name]; !ok {
			t.Errorf("no field %q in %v", name, got)
		}
	}
	got, why = learnTemplate([]string{"The square root of 4 is 2.0", "The square root of 9 is 3.0"})
	if why != "" {
		t.Fatal(why)
	}
	if _, ok := got["root"]; !ok {
		t.Errorf("fields %v: want root", got)
	}
}

// TestTemplateLabelDropsAdverbs: a label's leading adverb and past
// participle do not name the field ("Successfully deleted key:" → key).
func TestTemplateLabelDropsAdverbs(t *testing.T) {
	got, why := learnTemplate([]string{"Successfully deleted key: session:41", "Successfully deleted key: cache:main", "Successfully deleted key: user:9"})
	if why != "" {
		t.Fatal(why)
	}
	if _, ok := got["key"]; !ok || len(got) != 1 {
		t.Errorf("fields %v, want key", got)
	}
}
