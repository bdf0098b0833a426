package textparse

import (
	"fmt"
	"strings"
	"testing"
)

// kvDump prints nodes one a line, children indented, items as "- value".
func kvDump(nodes []*KVNode, depth int, sb *strings.Builder) {
	for _, n := range nodes {
		pad := strings.Repeat("  ", depth)
		if n.Item {
			fmt.Fprintf(sb, "%s- %s\n", pad, n.Value)
		} else {
			fmt.Fprintf(sb, "%s%s=%s\n", pad, n.Key, n.Value)
		}
		kvDump(n.Children, depth+1, sb)
	}
}

// Glyph-led lines under an empty `Name:` header are its items; under a
// pair with a value, or at the header's own indentation, they are not.
func TestKeyValuesGlyphItems(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Build: 12\nSteps:\n  ✓ checkout (2s)\n  ✗ deploy (9s)\n",
			"Build=12\nSteps=\n  - ✓ checkout (2s)\n  - ✗ deploy (9s)\n"},
		{"Steps:\n\n  ✓ one\n", "Steps=\n  - ✓ one\n"},
		{"Note: the run\n  ✓ went fine\n", "Note=the run ✓ went fine\n"},
		{"Steps:\n✓ one\n", "Steps=\n"},
		{"Steps:\n  ✓\n", "Steps=✓\n"},
	} {
		var sb strings.Builder
		kvDump(KeyValues(c.text, KVOptions{Separator: ":", IndentAware: true}), 0, &sb)
		if sb.String() != c.want {
			t.Errorf("%q:\n got  %q\n want %q", c.text, sb.String(), c.want)
		}
	}
}

// A pair inside one bold span keeps the closing marker out of its value.
func TestKeyValuesBoldPair(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"**Contact: Ana Lima**\n- **Email:** ana@x.org\n", "Contact=Ana Lima\nEmail=ana@x.org\n"},
		{"__Owner: ops__\n", "Owner=ops\n"},
		{"**Key:** **bold value**\n", "Key=bold value\n"},
	} {
		var sb strings.Builder
		kvDump(KeyValues(c.text, KVOptions{Separator: ":"}), 0, &sb)
		if sb.String() != c.want {
			t.Errorf("%q:\n got  %q\n want %q", c.text, sb.String(), c.want)
		}
	}
}
