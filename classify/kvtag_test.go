package classify

import "testing"

// Pairs behind a status or host tag ("[OK] Server test: PASS") are pairs;
// a check box and a log's own level are no tags.
func TestStatusTagPairs(t *testing.T) {
	for in, want := range map[string]string{
		"[OK] Runtimes: 6/11\n[WARN] Performance: NORMAL\n[OK] Server test: PASS": KeyValue,
		"[lab] Command: ls -l\nExit Code: 0\nHost: lab-1":                         KeyValue,
		"[INFO] Server: started\n[INFO] Cache: warm\n[INFO] db: ok":               Unstructured,
	} {
		if got := Classify(Input{Result: textResult(in)}); got.Pattern != want {
			t.Errorf("%q: pattern %s, want %s", in, got.Pattern, want)
		}
	}
	for in, want := range map[string]int{
		"[OK] Server test: PASS": 5,
		"[x] Title: done":        0,
		"[DEBUG] a: b":           0,
		"[a b] c: d":             0,
		"[] c: d":                0,
		"Name: x":                0,
	} {
		if got := skipStatusTag([]byte(in)); got != want {
			t.Errorf("skipStatusTag(%q) = %d, want %d", in, got, want)
		}
	}
}
