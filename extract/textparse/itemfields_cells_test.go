package textparse

import (
	"strings"
	"testing"
)

// TestItemFieldsCells: items whose fields are cut by " | " after an index,
// and parentheticals of several parts, give one field per cell or part
// (a pair cell named by its key);
// a parenthesis inside a would-be key makes no key.
func TestItemFieldsCells(t *testing.T) {
	cases := []struct{ item, want string }{
		{"#7 | Broken build | blocked | kim", "number=7; title=Broken build; description=blocked; details=kim"},
		{"3: | Rotate keys", "index=3; title=Rotate keys"},
		{"queue-a | idle | 3 workers | https://q.example.net/a", "name=queue-a; description=idle; workers=3; url=https://q.example.net/a"},
		{"Bo Lind (role: admin, team: infra)", "name=Bo Lind; role=admin; team=infra"},
		{"ripgrep — fast search (v14.1.0, 5300 stars)", "name=ripgrep; description=fast search; details=v14.1.0; stars=5300"},
		{"backup.tgz (2.5 GB, created 2026-03-02)", "name=backup.tgz; size=2.5 GB; created=2026-03-02"},
		{"deploy (build 4812)", "name=deploy; build=4812"},
		{"Lunch — 2026-05-02 — 4 guests", "name=Lunch; date=2026-05-02; guests=4"},
		{"3f9a2c1d Kim Lee Tue Mar 3 09:05:00 2026 +0100 Tidy the importer", "hash=3f9a2c1d; name=Kim Lee; date=Tue Mar 3 09:05:00 2026 +0100; description=Tidy the importer"},
		{"3f9a2c1d Raj 2026-03-03T09:05:00Z Add a retry", "hash=3f9a2c1d; name=Raj; date=2026-03-03T09:05:00Z; description=Add a retry"},
		{"**kim** — Kim Lee — developer", "name=kim; description=Kim Lee; details=developer"},
		{"Oslo (a city that is, by most measures, rather cold)", "name=Oslo; details=a city that is, by most measures, rather cold"},
		// a `Key: value` cell is named by its key
		{"gate-7 | state: open | owner: Kim Lee", "name=gate-7; state=open; owner=Kim Lee"},
	}
	for _, c := range cases {
		var got []string
		for _, f := range ItemFields(c.item) {
			got = append(got, f.Name+"="+f.Value)
			if c.item[f.Start:f.End] != f.Value {
				t.Errorf("%q: field %s spans %q", c.item, f.Name, c.item[f.Start:f.End])
			}
		}
		if g := strings.Join(got, "; "); g != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.item, g, c.want)
		}
	}
}
