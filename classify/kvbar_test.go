package classify

import "testing"

// Pairs written on one line after bars count as pairs: a status line over
// such a line is key-value text; one pair with a bar in its value is not
// more pairs.
func TestBarPairs(t *testing.T) {
	got := Classify(Input{Result: textResult("✅ Stored note #2 \"Cache on WAL\" (~53 tokens)\nEntity: cache-db | Type: decision | Project: local/proj | Topic: decision/cache-wal")})
	if got.Pattern != KeyValue {
		t.Errorf("pattern %s, want %s", got.Pattern, KeyValue)
	}
	for in, want := range map[string]int{
		"Entity: x | Type: y | Project: z": 2,
		"Route: A | B":                     0,
		"Entity: x":                        0,
		"Entity: x | Type: y | free words": 0,
	} {
		if n := barPairs([]byte(in)); n != want {
			t.Errorf("barPairs(%q) = %d, want %d", in, n, want)
		}
	}
}
