package textparse

import "testing"

// TestItemFieldsPlainArrow: "name -> target" items give the name and the
// target, a parenthesis ending the line its details; two arrows or a
// sentence before the arrow are no mapping.
func TestItemFieldsPlainArrow(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("logs -> lab (127.0.0.1)") {
		got[f.Name] = f.Value
	}
	if got["name"] != "logs" || got["target"] != "lab" || got["details"] != "127.0.0.1" {
		t.Errorf("logs -> lab (127.0.0.1): %v", got)
	}
	for _, s := range []string{"a -> b -> c", "when the build is done and green and merged -> deploy"} {
		for _, f := range ItemFields(s) {
			if f.Name == "target" {
				t.Errorf("%q read as a mapping: %+v", s, ItemFields(s))
			}
		}
	}
}
