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

// TestItemFieldsIDQuoted: an id before a quoted name gives both, the rest
// of the line its description; a role word before a quoted name stays a
// type.
func TestItemFieldsIDQuoted(t *testing.T) {
	for in, want := range map[string]map[string]string{
		`1decaed1… "Add a fixture to the tests" — unassigned`: {"id": "1decaed1…", "name": "Add a fixture to the tests", "description": "unassigned"},
		`T-12 "Write the spec" (high)`:                        {"id": "T-12", "name": "Write the spec", "details": "high"},
		`button "OK"`:                                         {"type": "button", "name": "OK"},
	} {
		got := map[string]string{}
		for _, f := range ItemFields(in) {
			got[f.Name] = f.Value
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s: %s = %q, want %q (all %q)", in, k, got[k], v, got)
			}
		}
	}
}
