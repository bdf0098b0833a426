package classify

import "testing"

func TestParseEqKV(t *testing.T) {
	for line, want := range map[string]string{
		"PORT=8080":                       "PORT",
		"max_conn = 100":                  "max_conn",
		"server.port=8443":                "server.port",
		"cache-ttl=30s":                   "cache-ttl",
		`label="a=b c"`:                   "label",
		"url=https://x.example/?a=1&b=2":  "url",
		"level=info msg=started user=ana": "",
		"a == b":                          "",
		"x => y":                          "",
		"total=":                          "",
		"aGVsbG8=":                        "",
		"=value":                          "",
		"1abc=2":                          "",
		"two words=3":                     "",
		"key  =  spaced":                  "",
		"export PATH=/usr/bin":            "",
		"averyveryverylongconfigurationkeyname_over_forty=1": "",
	} {
		got, ok := parseEqKV([]byte(line))
		if ok != (want != "") || got != want {
			t.Errorf("parseEqKV(%q) = %q, %v; want %q", line, got, ok, want)
		}
	}
}
