package realout

import (
	"path/filepath"
	"testing"
)

// splitSpent holds the spent servers (part a) of the held-out sets split
// by server: their clean part is part b.
var splitSpent = map[string][]string{
	"heldout6": heldOut6SpentServers, "heldout7": heldOut7SpentServers, "heldout9": heldOut9SpentServers,
	"heldout10": heldOut10SpentServers, "heldout11": heldOut11SpentServers, "heldout12": heldOut12SpentServers,
	"heldout13": heldOut13SpentServers, "heldout14": heldOut14SpentServers,
	"heldout15": heldOut15SpentServers, "heldout16": heldOut16SpentServers,
	"heldout17": heldOut17SpentServers,
	"heldout18": heldOut18SpentServers,
	"heldout19": heldOut19SpentServers,
	"heldout20": heldOut20SpentServers,
	"heldout21": heldOut21SpentServers,
}

// Floors of the sums over the clean sets, just under the sums measured
// when held-out set 13 joined them (12152/14260 = 0.852, 2014/2196 =
// 0.917).
const (
	floorCleanRecall    = 0.84
	floorCleanAgreement = 0.91
)

// TestCleanSetsTogether evaluates the clean held-out sets (2, 4, 5, part b
// of 6, part b of 7, 8, and part b of 9 to 18) one by one and
// logs their sums: recall over all their reference values, recall on text
// that is not JSON, and agreement over all their outputs. Each set
// is fitted and measured on its own, as its own test does; the sums only
// weigh the sets by their sizes. Like the sets' own tests it logs aggregate
// lines only and checks the sums against their own floors.
func TestCleanSetsTogether(t *testing.T) {
	var found, exact, leaf, total, tf, tt, agree, outputs int
	for _, set := range []string{"heldout2", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21"} {
		outs, err := Load(filepath.Join("testdata", set))
		if err != nil {
			t.Fatal(err)
		}
		if spent, ok := splitSpent[set]; ok {
			outs, set = serversPart(outs, spent, false), set+" part b"
		}
		r := Evaluate(outs)
		f, n := textRecall(r)
		t.Logf("%s: recall %s (markdown kept %s, leaves only %s), not-JSON recall %s, agreement %s", set, frac(r.Found, r.Total), frac(r.Exact, r.Total), frac(r.LeafFound, r.Total), frac(f, n), frac(r.Agree, r.Outputs))
		found, exact, leaf, total, tf, tt = found+r.Found, exact+r.Exact, leaf+r.LeafFound, total+r.Total, tf+f, tt+n
		agree, outputs = agree+r.Agree, outputs+r.Outputs
	}
	t.Logf("clean sets together: recall %s (markdown kept %s, leaves only %s), not-JSON recall %s, agreement %s", frac(found, total), frac(exact, total), frac(leaf, total), frac(tf, tt), frac(agree, outputs))
	if total == 0 || outputs == 0 {
		t.Fatal("nothing measured")
	}
	if got := float64(found) / float64(total); got < floorCleanRecall {
		t.Errorf("recall over the clean sets %d/%d = %.3f is below %.2f", found, total, got, floorCleanRecall)
	}
	if got := float64(agree) / float64(outputs); got < floorCleanAgreement {
		t.Errorf("agreement over the clean sets %d/%d = %.3f is below %.2f", agree, outputs, got, floorCleanAgreement)
	}
}
