package extract_test

import (
	"strings"
	"testing"
)

// A fenced block beside pairs that holds one JSON object gives its decoded
// value under code_json, besides its text under code; other code stays
// text only.
func TestAutoFencedJSONBesidePairs(t *testing.T) {
	text := "ID: 7\nStatus: done\n\n```json\n{\"clone_path\": \"web-7\"}\n```\n\n```\nmake deploy\n```\n\nOwner: kim\nBranch: deploy/web\nRepository: https://example.org/acme/web.git\n"
	m, _ := applyText(t, autoConfig, text)
	vals, _ := m["code_json"].([]any)
	if len(vals) != 1 {
		t.Fatalf("code_json = %v (value %v)", m["code_json"], m)
	}
	if obj, _ := vals[0].(map[string]any); obj["clone_path"] != "web-7" {
		t.Errorf("code_json[0] = %v", vals[0])
	}
	if code, _ := m["code"].([]any); len(code) != 2 {
		t.Errorf("code = %v, want both blocks", m["code"])
	}
}

// A heading written as a pair ("## Session: Bump deps") gives the pair
// inside its section's record, and the number of a count ("Results: 7
// companies found").
func TestAutoHeadingPair(t *testing.T) {
	text := "## Session: Bump dependencies\n\n### Basic\n- **ID:** 2\n- **Status:** needs_input\n\n### Git\n- **Branch:** deps/nov\n- **Repository:** https://example.org/web.git\n"
	m, _ := applyText(t, autoConfig, text)
	if !hasLeaf(m, "Bump dependencies") {
		t.Errorf("no heading value in %v", m)
	}
	m, _ = applyText(t, autoConfig, strings.Replace(text, "Session: Bump dependencies", "Search Results: 7 sessions found", 1))
	if !hasLeaf(m, "7") {
		t.Errorf("count missing in %v", m)
	}
}
