package textparse

import (
	"strings"
	"testing"
)

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

// A slash between blanks after an item's name parts it from the next
// field ("**acme/web** / `deploy/Dockerfile`"); a path's own slashes do
// not.
func TestItemFieldsSlashAfterName(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("**acme/web** / `deploy/Dockerfile`") {
		got[f.Name] = f.Value
	}
	if got["name"] != "acme/web" || got["description"] != "deploy/Dockerfile" {
		t.Errorf("fields %v", got)
	}
}

// A year in parentheses after a title is a year, not a count.
func TestItemFieldsYear(t *testing.T) {
	got := map[string]string{}
	for _, f := range ItemFields("**Dune** (1965)") {
		got[f.Name] = f.Value
	}
	if got["year"] != "1965" || got["count"] != "" {
		t.Errorf("fields %v", got)
	}
}

// TestItemFieldsCommaCells: three short parts or more after the name,
// parted by ", ", are cells; a sentence with commas stays one
// description.
func TestItemFieldsCommaCells(t *testing.T) {
	got := fieldMap("**Ines Okafor** — coordinator, ines@harbor.example, Mondays and Wednesdays")
	if got["name"] != "Ines Okafor" || got["description"] != "coordinator" || got["details"] != "ines@harbor.example" || got["details_2"] != "Mondays and Wednesdays" {
		t.Errorf("cells: %v", got)
	}
	got = fieldMap("**Cache** — keeps hot rows in memory, drops cold ones, and never blocks writers.")
	if !strings.Contains(got["description"], "drops cold ones") {
		t.Errorf("a sentence was cut: %v", got)
	}
}
