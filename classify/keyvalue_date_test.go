package classify

import "testing"

// TestDateKeys: lines of dated entries ("2026-11-01: …") are key-value
// pairs; a log line whose timestamp goes on ("2026-11-01T10:00:00Z INFO …")
// is not.
func TestDateKeys(t *testing.T) {
	dated := "2025-02-01: moved the backups to the new disk\n2025-02-09: rotated the API keys\n"
	if got := Classify(Input{Result: textResult(dated)}).Pattern; got != KeyValue {
		t.Errorf("dated entries: %s", got)
	}
	for _, line := range []string{"2025-02-01T10:00:00Z INFO started", "2025-02-01 10:00: started", "2025-02-01:x"} {
		if _, ok := parseKV([]byte(line)); ok {
			t.Errorf("%q read as a pair", line)
		}
	}
}
