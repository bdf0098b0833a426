package extract_test

import (
	"strings"
	"testing"
)

// TestKVBlocks: under auto, a header with no value ("Output:", "stdout:")
// takes the lines below it up to the next pair or header at the margin;
// a block auto finds structure in is read one level down.
func TestKVBlocks(t *testing.T) {
	b := string(applyParser(t, "auto", "Command: grep -c INFO app.log\nExit Code: 0\nOutput:\n4\n"))
	if !strings.Contains(b, `"Output":"4"`) {
		t.Errorf("one-line block: %s", b)
	}
	b = string(applyParser(t, "auto", "$ npm test\nexit code: 1\nstdout:\n3 passing\n1 failing\nstderr:\nError: expected 2 to equal 3\n"))
	if !strings.Contains(b, `"stdout":"3 passing\n1 failing"`) || !strings.Contains(b, `"exit code":"1"`) {
		t.Errorf("stdout block: %s", b)
	}
	b = string(applyParser(t, "auto", "Host: db-1\nStatus: ok\nServices:\n  NAME    STATE    PORT\n  pg      running  5432\n  redis   running  6379\n"))
	if !strings.Contains(b, `"5432"`) || !strings.Contains(b, `"running"`) {
		t.Errorf("indented block: %s", b)
	}
	// the seed's key_value_pairs parser keeps an empty header empty
	b = string(applyParser(t, "key_value_pairs", "Command: ls\nExit Code: 0\nOutput:\n4\n"))
	if strings.Contains(b, `"Output":"4"`) {
		t.Errorf("key_value_pairs changed: %s", b)
	}
}
