package textparse

import (
	"strings"
	"testing"
)

// gridCells renders a grid's header and rows as "a|b;c|d" for comparison.
func gridCells(text string, g Grid) (string, string) {
	var h []string
	for _, c := range g.Header {
		h = append(h, text[c.Start:c.End])
	}
	var rows []string
	for _, r := range g.Rows {
		var cs []string
		for _, c := range r {
			cs = append(cs, text[c.Start:c.End])
		}
		rows = append(rows, strings.Join(cs, "|"))
	}
	return strings.Join(h, "|"), strings.Join(rows, ";")
}

func TestFindGrid(t *testing.T) {
	cases := []struct {
		name, text, kind, header, rows string
	}{
		{"csv with header", "fruit,kg,origin\napple,3,Spain\nkiwi,12,Chile\n", GridComma, "fruit|kg|origin", "apple|3|Spain;kiwi|12|Chile"},
		{"csv quoted cells", "name,note\n\"Lee, Ann\",\"said \"\"hi\"\"\"\nBo,42\n", GridComma, "name|note", `Lee, Ann|said ""hi"";Bo|42`},
		{"tsv", "k\tv\nalpha\t1\nbeta\t2", GridTab, "k|v", "alpha|1;beta|2"},
		{"semicolons", "a;b;c\n1;2;3\n4;5;6", GridSemi, "a|b|c", "1|2|3;4|5|6"},
		{"pipes without delimiter row", "| host | state |\n| web-1 | up |\n| web-2 | down |", GridPipe, "host|state", "web-1|up;web-2|down"},
		{"aligned with a header cut by one space", "Device     Total  Free Use%  Mount point\nnvme0n1p2   480G  120G  75%  /\nnvme0n1p1   512M  300M  41%  /boot/efi\n",
			GridAligned, "Device|Total|Free|Use%|Mount point", "nvme0n1p2|480G|120G|75%|/;nvme0n1p1|512M|300M|41%|/boot/efi"},
		{"long listing behind a total line", "total 12\ndrwxr-x---  3 kim  users   96 Jan  2 10:00 bin\n-rw-r-----  1 kim  users 2048 Feb 14 09:30 todo.txt\n",
			GridAligned, "", "drwxr-x---|3|kim|users|96|Jan  2 10:00|bin;-rw-r-----|1|kim|users|2048|Feb 14 09:30|todo.txt"},
		{"a header of two words over one column", "Filesystem   Size Use% Mounted on\n/dev/vda1     20G  41% /\noverlay       20G  41% /var/lib\n",
			GridAligned, "Filesystem|Size|Use%|Mounted on", "/dev/vda1|20G|41%|/;overlay|20G|41%|/var/lib"},
		{"one listing line behind its total", "total 1\n-rw-r--r-- 1 kim kim   210 Nov 24 13:49 api.log\n",
			GridAligned, "", "-rw-r--r--|1|kim|kim|210|Nov 24 13:49|api.log"},
		{"a long-iso listing: date and time one cell", "total 8\ndrwxr-x--- 2 kim users 4096 2027-01-02 10:00 bin\n-rw-r----- 1 kim users  210 2027-02-14 09:30 todo.txt\n",
			GridAligned, "", "drwxr-x---|2|kim|users|4096|2027-01-02 10:00|bin;-rw-r-----|1|kim|users|210|2027-02-14 09:30|todo.txt"},
		{"right-aligned numbers", "NAME     ID\ninit      7\nsshd    812\nworker 9001\n", GridAligned, "NAME|ID", "init|7;sshd|812;worker|9001"},
		{"a drawn table with rules", "+------+-----+\n| crop | kg  |\n+------+-----+\n| rye  | 12  |\n| oat  | 40  |\n+------+-----+\n(2 rows)\n",
			GridPipe, "crop|kg", "rye|12;oat|40"},
		{"a box-drawn table", "┌──────┬─────┐\n│ crop │ kg  │\n├──────┼─────┤\n│ rye  │ 12  │\n│ oat  │ 40  │\n└──────┴─────┘\n",
			GridPipe, "crop|kg", "rye|12;oat|40"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, ok := FindGrid(c.text)
			if !ok {
				t.Fatalf("no grid")
			}
			h, rows := gridCells(c.text, g)
			if strings.HasPrefix(c.name, "a drawn") && (g.Start != 0 || !strings.HasSuffix(c.text[:g.End], "+-----+")) {
				t.Errorf("the rules are the table's: %d..%d", g.Start, g.End)
			}
			if g.Kind != c.kind || h != c.header || rows != c.rows {
				t.Errorf("kind %s header %q rows %q\nwant %s %q %q", g.Kind, h, rows, c.kind, c.header, c.rows)
			}
		})
	}
}

func TestFindGridNotProse(t *testing.T) {
	for _, s := range []string{
		"Deployment started.\nYou will be notified when it finishes.",
		"Hello, world\nGoodbye, moon\n",
		"The build took a while because the cache, which is usually warm, had been cleared\nWe will, as agreed earlier today, look at it again tomorrow morning after the standup\n",
		"one line only, with, commas",
		"alpha\nbeta\ngamma",
		"",
	} {
		if g, ok := FindGrid(s); ok {
			h, rows := gridCells(s, g)
			t.Errorf("%q read as a grid: %s %q %q", s, g.Kind, h, rows)
		}
	}
}

func TestGridPipesOverCommas(t *testing.T) {
	text := "+------+--------+\n| Name | Rows   |\n+------+--------+\n| a_b  | 21,888 |\n| c_d  | 66,228 |\n+------+--------+\n2 rows in set (0.02 sec)"
	g, ok := FindGrid(text)
	if !ok || g.Kind != GridPipe || len(g.Rows) != 2 {
		t.Fatalf("got %+v %v", g, ok)
	}
	if c := g.Rows[0][1]; text[c.Start:c.End] != "21,888" {
		t.Errorf("cell reads %q", text[c.Start:c.End])
	}
	// a CSV whose cells hold no pipes stays a CSV
	csv := "sku,name,qty\nA-1,bolt,4\nA-2,nut,9"
	if g, ok := FindGrid(csv); !ok || g.Kind != GridComma {
		t.Errorf("csv read as %+v %v", g, ok)
	}
}

func TestGridUnlabelledColumnsJoin(t *testing.T) {
	text := "ID     STATUS                  NAME\n" +
		"4f2a   Exited (0) 9 days ago   web\n" +
		"8c3d   Exited (1) 8 days ago   db\n" +
		"1e5f   Up 3 seconds            cache"
	g, ok := FindGrid(text)
	if !ok || len(g.Header) != 3 || len(g.Rows) != 3 {
		t.Fatalf("got %+v %v", g, ok)
	}
	want := [][]string{{"4f2a", "Exited (0) 9 days ago", "web"}, {"8c3d", "Exited (1) 8 days ago", "db"}, {"1e5f", "Up 3 seconds", "cache"}}
	for i, r := range g.Rows {
		for k, c := range r {
			if got := text[c.Start:c.End]; got != want[i][k] {
				t.Errorf("row %d cell %d: %q, want %q", i, k, got, want[i][k])
			}
		}
	}
	// without a header line the columns stay as the blanks cut them
	rows := "4f2a   Exited (0) 9 days ago   web\n8c3d   Exited (1) 8 days ago   db\n1e5f   Up 3 seconds            cache"
	if g, ok := FindGrid(rows); !ok || len(g.Rows[0]) < 4 {
		t.Errorf("headerless: %+v %v", g, ok)
	}
}

func TestGridDashRuleUnderHeader(t *testing.T) {
	text := "id  name   qty\n--  -----  ---\n1   bolt   40\n2   nut    5"
	g, ok := FindGrid(text)
	if !ok || len(g.Header) != 3 || len(g.Rows) != 2 {
		t.Fatalf("got %+v %v", g, ok)
	}
	if c := g.Rows[0][1]; text[c.Start:c.End] != "bolt" {
		t.Errorf("first row reads %q", text[c.Start:c.End])
	}
	// dashes as values in a data row are kept
	vals := "a   b\nx   -\n--  y\nz   w"
	if g, ok := FindGrid(vals); ok && len(g.Rows)+boolToInt(g.Header != nil) != 4 {
		t.Errorf("rows lost: %+v", g)
	}
}

func boolToInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestGridParensStayOneCell: a parenthesis that lines up on every row
// across a single blank ("(0.8 s)") stays one cell.
func TestGridParensStayOneCell(t *testing.T) {
	text := "PASS  src/c.test.ts (0.8 s)\nPASS  src/d.test.ts (2.4 s)\nFAIL  src/e.test.ts (1.1 s)\n"
	g, ok := FindGrid(text)
	if !ok {
		t.Fatal("no grid")
	}
	var last []string
	for _, row := range g.Rows {
		last = append(last, text[row[len(row)-1].Start:row[len(row)-1].End])
	}
	if strings.Join(last, "|") != "(0.8 s)|(2.4 s)|(1.1 s)" {
		t.Errorf("last cells %q", last)
	}
}
