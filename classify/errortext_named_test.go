package classify

import "testing"

// TestErrorNamedMissingAndHeading: "No <named file> found" and a heading
// over a one-sentence "… not found." are error answers; an empty result
// ("No results found") and a document whose first sentence goes on are
// not.
func TestErrorNamedMissingAndHeading(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"No settings.toml found in /srv/app.", true},
		{"No build/output_dir found", true},
		{"## reports/q3\n\nPage \"reports/q3\" not found.\nAvailable pages:\n- reports/q1\n- reports/q2\n- archive", true},
		{"No results found for \"tea\".", false},
		{"No matches found", false},
		{"## Setup\n\nThe file was not found in older releases, so this guide explains how to create it.\n- step one\n- step two", false},
		{"# Notes\n\nEverything is fine.\n- a\n- b", false},
	}
	for _, c := range cases {
		if _, got := ErrorShapedText([]byte(c.text)); got != c.want {
			t.Errorf("%q: error %v, want %v", c.text, got, c.want)
		}
	}
}
