package extract_test

import (
	"strings"
	"testing"
)

// TestAutoListing: a long directory listing (ls -l) is read one record a
// line: mode, links, owner, group, size, modified and name; a line that
// only looks like one (no size) is not.
func TestAutoListing(t *testing.T) {
	text := "total 12\n-rwxr-xr-x 1 mcpuser root  131 Nov 25 03:52 backup.sh\n" +
		"drwxr-xr-x 2 mcpuser root 4096 Nov 25 03:52 data\nlrwxrwxrwx 1 mcpuser root    9 Jan  3  2025 latest -> data/v2\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"mode":"-rwxr-xr-x"`, `"owner":"mcpuser"`, `"size":"4096"`, `"modified":"Nov 25 03:52"`,
		`"modified":"Jan  3  2025"`, `"name":"backup.sh"`, `"name":"latest -\u003e data/v2"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	b = string(applyParser(t, "auto", "-rwxr-xr-x mcpuser root backup.sh\n-rw-r--r-- ana staff notes.md\n"))
	if strings.Contains(b, `"mode"`) {
		t.Errorf("a line without links and size read as a listing: %s", b)
	}
}
