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
