package extract_test

import "testing"

// A short text that is not one message (a header, two pairs, then a
// command's output) still gives the tokens of its paragraphs under parser
// auto: the job's number and project, the step and the exit code.
func TestAutoShortTextParagraphTokens(t *testing.T) {
	text := "Log of deploy #7731 (team/payments-api):\n\n" +
		"Stage: Migrate schema\nExit status: 3\n\n" +
		"$ make migrate\n> running 0041_users.sql\n> running 0042_add_ledger.sql\n" +
		"error: relation \"ledger\" already exists\nmake: *** [migrate] Error 3\n"
	m, _ := applyText(t, autoConfig, text)
	for _, want := range []string{"team/payments-api", "Migrate schema", "3"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
	if m["number"] != 7731.0 {
		t.Errorf("number = %v, want 7731", m["number"])
	}
}

// The first line above pairs gives its message tokens too (beside its
// counts and quoted name): the job's number and its project.
func TestAutoPreambleTokens(t *testing.T) {
	text := "Nightly run #4410 finished (org/data-pipeline)\n\n" +
		"Stage: Load warehouse\nDuration: 41 min\nRows: 1204\nResult: failed\n"
	m, _ := applyText(t, autoConfig, text)
	for _, want := range []string{"org/data-pipeline", "Load warehouse", "failed"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
	if m["number"] != 4410.0 {
		t.Errorf("number = %v, want 4410 (value %v)", m["number"], m)
	}
}

// The lines between a status line and the JSON under it give their
// tokens too: the document's id and score above its JSON.
func TestAutoHeaderBlockTokens(t *testing.T) {
	text := "Hits: 40, showing 1 from position 0\n\nDocument ID: doc_81\nScore: 0.75\n\n{\n  \"title\": \"Harbour fees\",\n  \"year\": 2026,\n" +
		"  \"summary\": \"Fees charged to vessels mooring at the inner harbour, by length and season.\",\n" +
		"  \"tags\": [\"port\", \"fees\", \"moorings\"],\n  \"source\": \"https://example.org/harbour/fees-2026\"\n}"
	m, _ := applyText(t, autoConfig, text)
	for _, want := range []string{"doc_81", "Harbour fees"} {
		if !hasLeaf(m, want) {
			t.Errorf("no value %q in %v", want, m)
		}
	}
	if m["score"] != "0.75" && m["score"] != 0.75 {
		t.Errorf("score = %v (value %v)", m["score"], m)
	}
	if m["hits"] != "40" {
		t.Errorf("hits = %v, want 40 (value %v)", m["hits"], m)
	}
}
