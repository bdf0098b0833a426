package ghub

import (
	"strings"
	"testing"
)

func TestRank(t *testing.T) {
	facts := func(stars int, archived bool) *Facts { return &Facts{Stars: stars, Archived: archived} }
	in := []RankInput{
		{Server: "small", Facts: facts(5, false)},
		{Server: "unknown-b"},
		{Server: "old-big", Facts: facts(90000, true)},
		{Server: "big", Facts: facts(1200, false)},
		{Server: "unknown-a"},
		{Server: "tie-b", Facts: facts(5, false)},
		{Server: "old-small", Facts: facts(1, true)},
		{Server: "zero", Facts: facts(0, false)},
	}
	orig := append([]RankInput(nil), in...)
	got := Rank(in)
	var names []string
	for _, r := range got {
		names = append(names, r.Server)
	}
	want := "big small tie-b zero unknown-a unknown-b old-big old-small"
	if strings.Join(names, " ") != want {
		t.Errorf("Rank = %v\nwant %s", names, want)
	}
	for i := range in {
		if in[i].Server != orig[i].Server {
			t.Fatal("Rank changed its input")
		}
	}
	if Rank(nil) != nil {
		t.Error("Rank(nil) is not nil")
	}
}
