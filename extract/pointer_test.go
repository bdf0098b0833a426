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

// TestIndexPointers checks indexPointers against pointerIndex.
func TestIndexPointers(t *testing.T) {
	if got := indexPointers("/items", 0); got != nil {
		t.Errorf("indexPointers(0) = %q, want nil", got)
	}
	got := indexPointers("/a~1b", 1234)
	if len(got) != 1234 {
		t.Fatalf("indexPointers gives %d paths, want 1234", len(got))
	}
	for i, p := range got {
		if want := pointerIndex("/a~1b", i); p != want {
			t.Fatalf("path %d = %q, want %q", i, p, want)
		}
	}
}
