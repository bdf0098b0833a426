package textparse

import "testing"

// TestFindGridCommasInAlignedCells: commas inside some cells of aligned
// columns do not make a comma grid of those rows; the aligned reading
// keeps every row, an empty cell included.
func TestFindGridCommasInAlignedCells(t *testing.T) {
	s := "ID      TAGS        OWNER   STATE\n" +
		"vol-1   db,prod     ana     in-use\n" +
		"vol-2   web,stage   bram    in-use\n" +
		"vol-3               chen    available\n" +
		"vol-4               dana    available\n"
	g, ok := FindGrid(s)
	if !ok || g.Kind != GridAligned || len(g.Rows) != 4 || len(g.Header) != 4 {
		t.Fatalf("got %v %+v", ok, g)
	}
	if c := g.Rows[2][1]; c.End != c.Start {
		t.Errorf("row 3 TAGS = %q, want empty", s[c.Start:c.End])
	}
	if c := g.Rows[3][3]; s[c.Start:c.End] != "available" {
		t.Errorf("row 4 STATE = %q", s[c.Start:c.End])
	}
}
