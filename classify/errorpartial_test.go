package classify

import "testing"

func TestPartialFailureOverDataIsNotAnError(t *testing.T) {
	for _, c := range []struct {
		text string
		err  bool
	}{
		{"Permission denied for 1 of 3 files:\n\n| file | size |\n|---|---|\n| a.txt | 12 |\n| b.txt | 40 |\n", false},
		{"Could not fetch 2 of 5 pages:\n- https://a.example/x\n- https://a.example/y\n", false},
		// Every call failed, or no count of a part: still an error answer.
		{"Permission denied for 3 of 3 files:\n\n| file | reason |\n|---|---|\n| a.txt | EACCES |\n", true},
		{"Failed to read 2 files:\n- a.txt: permission denied\n- b.txt: not found\n", true},
		{"Error: 1 of 3 checks failed: lint", true},
		{"Could not read 1 of 2 files:\nsee the log", true},
	} {
		if _, got := ErrorShapedText([]byte(c.text)); got != c.err {
			t.Errorf("ErrorShapedText(%q) = %v, want %v", c.text, got, c.err)
		}
	}
}

func TestPartialCount(t *testing.T) {
	for s, want := range map[string]bool{
		"denied for 1 of 3 files:": true, "3 of 3": false, "10 of 2": false, "page 2 of 12": true,
		"one of 3": false, "1 of many": false, "x1 of 3": false, "": false, " of ": false, "12345678901 of 2": false,
	} {
		if got := partialCount([]byte(s)); got != want {
			t.Errorf("partialCount(%q) = %v, want %v", s, got, want)
		}
	}
}
