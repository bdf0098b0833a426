package extract

import (
	"strings"
	"testing"
)

// TestWritePointerKey checks that writePointerKey escapes as pointer does.
func TestWritePointerKey(t *testing.T) {
	for _, key := range []string{"", "name", "a/b", "~", "~1", "/~/", "ünï/cödé~"} {
		var b strings.Builder
		b.WriteString("/items/0/")
		writePointerKey(&b, key)
		if got, want := b.String(), pointer("/items/0", key); got != want {
			t.Errorf("writePointerKey(%q) gives %q, pointer gives %q", key, got, want)
		}
	}
}
