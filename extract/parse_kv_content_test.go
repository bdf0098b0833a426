package extract_test

import "testing"

// Header pairs over a document of rows (a fetched CSV file under "URL:"
// and "Content:") give the pairs and, under "content", what auto reads of
// the document: the first line after "Content:" is its CSV header.
func TestAutoKVContentRows(t *testing.T) {
	text := "URL: http://127.0.0.1:9/stock.csv\nFetched: 2026-03-02\nContent: sku,name,qty\n" +
		"A-1,Hex key set,40\nB-7,Cable ties,1200\nC-3,Wood glue,15\n"
	m, _ := applyText(t, autoConfig, text)
	if m["URL"] != "http://127.0.0.1:9/stock.csv" {
		t.Errorf("URL = %v", m["URL"])
	}
	content, _ := m["content"].(map[string]any)
	items, _ := content["items"].([]any)
	if len(items) != 3 {
		t.Fatalf("content = %v, want 3 rows", m["content"])
	}
	if first, _ := items[0].(map[string]any); first["sku"] != "A-1" || first["qty"] != "40" {
		t.Errorf("first row = %v", items[0])
	}
	// prose under the pairs is no document of rows: left to the body
	m, _ = applyText(t, autoConfig, "Author: kim\nDate: 2026-03-02\n\nThe release moves the cache to WAL.\nReaders no longer wait for the writer.\nThe busy timeout is five seconds.\n")
	if _, ok := m["content"]; ok {
		t.Errorf("prose read as content: %v", m)
	}
}
