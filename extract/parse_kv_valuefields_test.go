package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// applyText applies a gateway config to a result holding one text item and
// returns the extracted object and the account.
func applyText(t *testing.T, cfg, text string) (map[string]any, *extract.Account) {
	t.Helper()
	raw, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	res := applyRaw(t, cfg, raw)
	m, _ := res.Value.(map[string]any)
	return m, &res.Account
}

// applyRaw applies the gateway config cfg (one virtual tool) to the raw
// CallToolResult raw.
func applyRaw(t *testing.T, cfg string, raw []byte) extract.Result {
	t.Helper()
	g, err := extract.LoadGateway([]byte(cfg), "t")
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.ForSource("", "")[0].Extractor.Apply(raw)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

const autoConfig = `{"enabled": true, "parser": "auto"}`

// TestAutoKVValueFields: under parser auto a pair's value with inline
// structure also gives its fields; the seed's key_value_pairs parser keeps
// the value whole.
func TestAutoKVValueFields(t *testing.T) {
	text := "Order: A-1001\nStatus: shipped (1250.00)\nTask: [P5] Write offline sync\nCity: Leeds"
	auto, _ := applyText(t, autoConfig, text)
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
	kv, _ := applyText(t, `{"enabled": true, "parser": "key_value_pairs", "config": {"separator": ":"}}`, text)
	if kv["Status"] != "shipped (1250.00)" {
		t.Errorf("key_value_pairs Status = %v", kv["Status"])
	}
}

// TestAutoKVIDKeys: pairs keyed by identifiers keep the id as a value.
func TestAutoKVIDKeys(t *testing.T) {
	m, acc := applyText(t, autoConfig, "A-1001: shipped\nA-1002: pending (89.90)\ncount: 2")
	a, _ := m["A-1001"].(map[string]any)
	b, _ := m["A-1002"].(map[string]any)
	if a["id"] != "A-1001" || a["value"] != "shipped" || b["id"] != "A-1002" || b["value"] != "pending" || m["count"] != "2" {
		t.Errorf("value = %v", m)
	}
	for _, f := range acc.Fields {
		if f.Path == "/A-1001" {
			t.Errorf("a hit still at the moved value's old path: %+v", f)
		}
	}
}

// A value ending in a short bracketed tag after a parenthetical (a
// column "id: int (not null) [PK]") is split like other values with
// inline structure.
func TestKVValueEndTag(t *testing.T) {
	m, _ := applyText(t, autoConfig, "Columns:\n  - id: int (not null) [PK]\n  - email: varchar (nullable) [UNI]\n  - name: varchar\nNote: see [docs]\n")
	for _, w := range []string{"int", "not null", "PK", "UNI"} {
		if !hasLeaf(m, w) {
			t.Errorf("want leaf %q in %v", w, m)
		}
	}
}

// TestAutoKVStatusSymbolValue: under parser auto, a value that is a
// status symbol and one word ("❌ FAILED", "🟢 up") gives the word and
// the symbol beside the value as written.
func TestAutoKVStatusSymbolValue(t *testing.T) {
	x := tool(t, autoCfg)
	got := mustJSON(t, apply(t, x, textResult("**Overall Status:** ❌ INVALID\n**Total Code Blocks:** 1\n")).Value)
	if want := `{"Overall Status":{"state":"❌","text":"❌ INVALID","value":"INVALID"},"Total Code Blocks":"1"}`; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
