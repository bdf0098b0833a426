package extract_test

import "testing"

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
