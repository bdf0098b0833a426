package corpus

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// callRows lists every stored call, ordered by call id, with each column
// quoted (so a type difference shows) and blob references replaced by the
// blobs' contents.
func callRows(t *testing.T, db *DB) []string {
	t.Helper()
	rows, err := db.sql.Query(`SELECT quote(s.name) || ' ' || quote(c.call_id) || ' ' || quote(c.tool) || ' ' || quote(c.seq) || ' ' ||
		quote(a.data) || ' ' || quote(c.origin) || ' ' || quote(c.arg_origins_json) || ' ' || quote(c.round) || ' ' ||
		quote(c.status) || ' ' || quote(r.data) || ' ' || quote(c.error_json) || ' ' || quote(c.detail) || ' ' ||
		quote(c.duration_ms) || ' ' || quote(c.size) || ' ' || quote(c.result_type) || ' ' || quote(c.input_requests_json) || ' ' ||
		quote(c.input_responses_json) || ' ' || quote(c.retries)
		FROM calls c JOIN servers s ON s.id = c.server_id
		LEFT JOIN blobs a ON a.id = c.arguments_blob LEFT JOIN blobs r ON r.id = c.result_blob
		ORDER BY c.call_id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCallBatchesStoreWhatSingleRowsStore imports calls in full batches
// (one of plain rows only, one with a row that sets every optional column)
// and compares what is stored with an import of the same lines in pieces
// too small for a batch, which stores every call with the one-row
// statement.
func TestCallBatchesStoreWhatSingleRowsStore(t *testing.T) {
	ctx := context.Background()
	lines := strings.SplitAfter(strings.TrimSpace(string(benchJSONL(3*callBatch+40))), "\n")
	// Row 700 is in the second batch.
	lines[700] = strings.Replace(lines[700], `"origin":"synth",`, `"origin":"explore","arg_origins":{"query":"tool_def"},"round":2,`+
		`"detail":"slow","result_type":"input_required","input_requests":{"a":{"method":"elicitation/create"}},"input_responses":{"a":{}},"retries":1,`, 1)
	// Row 1200 has an error instead of a result.
	lines[1200] = strings.Replace(lines[1200], `"status":"ok","result":`, `"status":"rpc_error","error":{"code":-32000,"message":"no"},"unused":`, 1)
	whole := openTemp(t, "whole.db")
	if _, err := Import(ctx, whole, strings.NewReader(strings.Join(lines, "")), "whole.jsonl"); err != nil {
		t.Fatal(err)
	}
	pieces := openTemp(t, "pieces.db")
	for i := 0; i < len(lines); i += callBatch - 1 {
		piece := strings.Join(lines[i:min(i+callBatch-1, len(lines))], "")
		if _, err := Import(ctx, pieces, bytes.NewReader([]byte(piece)), "piece.jsonl"); err != nil {
			t.Fatal(err)
		}
	}
	got, want := callRows(t, whole), callRows(t, pieces)
	if len(got) != len(lines) || len(want) != len(lines) {
		t.Fatalf("stored %d and %d calls, want %d", len(got), len(want), len(lines))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("call %d:\nbatched %s\nsingle  %s", i, got[i], want[i])
		}
	}
	if !strings.Contains(strings.Join(got, "\n"), `'slow'`) || !strings.Contains(strings.Join(got, "\n"), `'rpc_error'`) {
		t.Error("the rows with optional columns were not imported as written")
	}
}
