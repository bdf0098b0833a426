package textparse

import "testing"

// A continuation line of short chips cut by bullets gives one field a
// chip (counts by their unit); a sentence with a bullet stays a
// description.
func TestItemFieldsChipLine(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("**pixelforge** (PixelForge Studios)\n9,876 followers • 212 repos • Montreal") {
		got[f.Name] = f.Value
	}
	if got["followers"] != "9,876" || got["repos"] != "212" || got["description"] != "Montreal" {
		t.Errorf("fields %v", got)
	}
	got = map[string]string{}
	for _, f := range ItemFields("**pixelforge**\nBuilds open tools for indie game studios • and hosts the yearly jam in Montreal.") {
		got[f.Name] = f.Value
	}
	if got["description"] == "" {
		t.Errorf("a sentence was cut into chips: %v", got)
	}
}
