package textparse

import (
	"reflect"
	"testing"
)

// checkSimpleStrong checks that simpleStrong gives exactly goldmark's
// span for a line it reads; it reports whether it read the line.
func checkSimpleStrong(t *testing.T, line string) bool {
	t.Helper()
	got, ok := simpleStrong(line)
	if !ok {
		return false
	}
	want, wok := inlineSpans([]byte(line))
	if !wok || !reflect.DeepEqual([]inlineSpan{got}, want) {
		t.Errorf("simpleStrong(%q) = %+v, goldmark %+v", line, got, want)
	}
	return true
}

func TestSimpleStrong(t *testing.T) {
	read := 0
	for _, line := range []string{
		"**Depot Ops** (ID: 1) - postgres",
		"- **Status:** live",
		"**Status:**live",
		"**name** (★ 1,234)",
		"  **A**",
		"x**y**z",
		"(**y.**)",
		"a **b** c **d**",
		"**a *b* c**",
		"** a**",
		"**a **",
		"**.a**b",
		"**é**",
		"[x] **y**",
		"**y** `z`",
		"**Key:** value & more",
		"snake_case **x**",
		"**Weekly roundup #47: database servers grow up** (weekly-roundup-47)",
	} {
		if checkSimpleStrong(t, line) {
			read++
		}
	}
	if read < 8 {
		t.Errorf("simpleStrong read only %d lines", read)
	}
}

func FuzzSimpleStrong(f *testing.F) {
	for _, s := range []string{"**a** b", "- **K:** v", "x**y**z", "(**y.**)", "**Key:**value"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for i := 0; i < len(line); i++ {
			if line[i] == '\n' || line[i] == '\r' {
				return // one line, as appendMarkup hands them
			}
		}
		checkSimpleStrong(t, line)
	})
}
