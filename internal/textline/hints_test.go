package textline

import "testing"

func TestHintsHeader(t *testing.T) {
	for in, want := range map[string]bool{
		"Next Steps:": true, "**Next Steps:**": true, "💡 Tips:": true, "**Tips**:": true, "## Suggestions": false, "## Next Steps": false,
		"Next release:": false, "Steps:": false, "Tips and tricks for the oven:": false,
	} {
		if got := HintsHeader(in); got != want {
			t.Errorf("HintsHeader(%q) = %v, want %v", in, got, want)
		}
	}
}
