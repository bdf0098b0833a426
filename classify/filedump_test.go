package classify

import "testing"

// TestFileDump: files read back one after another ("path:" over each
// content, "---" between) are unstructured even when one file is JSON; a
// single "path:" over JSON stays json_in_text.
func TestFileDump(t *testing.T) {
	dump := "conf/app.json:\n{\"port\": 80,\n \"debug\": false}\n\n---\nconf/rates.csv:\nname,rate\nEUR,1.0\nGBP,0.9\n"
	if got := Classify(Input{Result: textResult(dump)}).Pattern; got != Unstructured {
		t.Errorf("dump: %s", got)
	}
	one := "conf/app.json:\n{\"port\": 80,\n \"debug\": false}\n"
	if got := Classify(Input{Result: textResult(one)}).Pattern; got != JSONInText {
		t.Errorf("one file: %s", got)
	}
}
