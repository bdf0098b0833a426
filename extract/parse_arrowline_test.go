package extract_test

import (
	"strings"
	"testing"
)

// TestAutoArrowLines: "name -> target" lines are records (a '*' before
// the name is its mark); a line with two arrows is no record.
func TestAutoArrowLines(t *testing.T) {
	b := string(applyParser(t, "auto", "Contexts:\n eu-payments -> https://127.0.0.1:17443\n*lab -> https://127.0.0.1:19443\n us-default -> https://127.0.0.1:18443\n"))
	for _, w := range []string{`{"name":"eu-payments","target":"https://127.0.0.1:17443"}`, `{"mark":"*","name":"lab","target":"https://127.0.0.1:19443"}`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	b = string(applyParser(t, "auto", "a -> b -> c\nd -> e -> f\ng -> h -> i\n"))
	if strings.Contains(b, `"target"`) {
		t.Errorf("chains read as records: %s", b)
	}
}

// TestAutoArrowLineDetails: a parenthesis ending an arrow line's target
// is the record's details; one inside the target stays in it.
func TestAutoArrowLineDetails(t *testing.T) {
	b := string(applyParser(t, "auto", "Server aliases:\n  logs -> lab (127.0.0.1)\n  main -> box (10.0.0.2)\n  ci -> f(x) runner\n"))
	for _, w := range []string{`{"details":"127.0.0.1","name":"logs","target":"lab"}`, `{"details":"10.0.0.2","name":"main","target":"box"}`, `{"name":"ci","target":"f(x) runner"}`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
