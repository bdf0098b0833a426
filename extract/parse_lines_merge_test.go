package extract_test

import (
	"strings"
	"testing"
)

// TestAutoRecordBlocksMerge: blocks of one record shape parted by other
// lines (errors, a "1 warning:" line, warnings) are one list.
func TestAutoRecordBlocksMerge(t *testing.T) {
	text := "Build failed with 2 errors:\n\n/app/ContentView.swift:12:5: error: cannot find 'vm' in scope\n/app/Model.swift:40:18: error: no member 'title'\n\n1 warning:\n/app/AppDelegate.swift:7:1: warning: unused variable 'x'\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"file":"/app/ContentView.swift"`, `"file":"/app/AppDelegate.swift","line":"7"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
