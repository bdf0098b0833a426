package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoKVValueFields: under parser auto a pair's value with inline
// structure also gives its fields; the seed's key_value_pairs parser keeps
// the value whole.
func TestAutoKVValueFields(t *testing.T) {
	text := "Order: A-1001\nStatus: shipped (1250.00)\nTask: [P5] Write offline sync\nCity: Leeds"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	apply := func(cfg string) map[string]any {
		g, err := extract.LoadGateway([]byte(cfg), "t")
		if err != nil {
			t.Fatal(err)
		}
		res, err := g.ForSource("", "")[0].Extractor.Apply(raw)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := res.Value.(map[string]any)
		return m
	}
	auto := apply(`{"enabled": true, "parser": "auto"}`)
	status, _ := auto["Status"].(map[string]any)
	if status["value"] != "shipped" || status["count"] != "1250.00" || status["text"] != "shipped (1250.00)" {
		t.Errorf("auto Status = %v", auto["Status"])
	}
	task, _ := auto["Task"].(map[string]any)
	if task["value"] != "Write offline sync" || task["type"] != "P5" {
		t.Errorf("auto Task = %v", auto["Task"])
	}
	if auto["City"] != "Leeds" || auto["Order"] != "A-1001" {
		t.Errorf("plain values changed: %v", auto)
	}
	kv := apply(`{"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":"}}`)
	if kv["Status"] != "shipped (1250.00)" {
		t.Errorf("key_value_pairs Status = %v", kv["Status"])
	}
}

// TestAutoKVIDKeys: pairs keyed by identifiers keep the id as a value.
func TestAutoKVIDKeys(t *testing.T) {
	text := "A-1001: shipped\nA-1002: pending (89.90)\ncount: 2"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	g, err := extract.LoadGateway([]byte(`{"enabled": true, "parser": "auto"}`), "t")
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.ForSource("", "")[0].Extractor.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := res.Value.(map[string]any)
	a, _ := m["A-1001"].(map[string]any)
	b, _ := m["A-1002"].(map[string]any)
	if a["id"] != "A-1001" || a["value"] != "shipped" || b["id"] != "A-1002" || b["value"] != "pending" || m["count"] != "2" {
		t.Errorf("value = %v", m)
	}
	for _, f := range res.Account.Fields {
		if f.Path == "/A-1001" {
			t.Errorf("a hit still at the moved value's old path: %+v", f)
		}
	}
}

// TestAutoKVCountValues: under parser auto a pair's value that is a count
// phrase gives its number and unit, and a field of a value that is one
// ("(2 KB)") gives its number beside it; a plain number stays as it is.
func TestAutoKVCountValues(t *testing.T) {
	text := "Saved: notes/plan.md (2 KB)\nOpen issues: 14 open issues\nRetries: 3\nOwner: ann"
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	g, err := extract.LoadGateway([]byte(`{"enabled": true, "parser": "auto"}`), "t")
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.ForSource("", "")[0].Extractor.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := res.Value.(map[string]any)
	issues, _ := m["Open issues"].(map[string]any)
	if issues["value"] != "14" || issues["unit"] != "open issues" || issues["text"] != "14 open issues" {
		t.Errorf("Open issues = %v", m["Open issues"])
	}
	saved, _ := m["Saved"].(map[string]any)
	if saved["value"] != "notes/plan.md" || saved["size_number"] != "2" {
		t.Errorf("Saved = %v", m["Saved"])
	}
	if m["Retries"] != "3" || m["Owner"] != "ann" {
		t.Errorf("plain values changed: %v", m)
	}
}
