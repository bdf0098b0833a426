package textparse

import "testing"

func TestLogfmtPairs(t *testing.T) {
	cases := map[string]string{
		"id=1 name=Oak price=89.5":         "id=1 name=Oak price=89.5",
		`level=warn msg="slow query" ms=4`: "level=warn msg=slow query ms=4",
		"url=https://x.example/?a=1 ok=1":  "url=https://x.example/?a=1 ok=1",
		"only=one":                         "",
		"a=b=c d=e":                        "",
		"x = 1 y = 2":                      "",
		"id=1 and more":                    "",
		`msg="open quote id=2`:             "",
		"1x=2 y=3":                         "",
	}
	for in, want := range cases {
		ps := LogfmtPairs(in, 0, len(in))
		got := ""
		for i := 0; i+1 < len(ps); i += 2 {
			if got != "" {
				got += " "
			}
			got += in[ps[i].Start:ps[i].End] + "=" + in[ps[i+1].Start:ps[i+1].End]
		}
		if got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
	if fs := fieldList(ItemFields("id=7 state=open")); fs != "id=7 | state=open" {
		t.Errorf("item fields: %s", fs)
	}
}
