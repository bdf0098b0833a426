package classify

import "testing"

func TestParseAlignedKV(t *testing.T) {
	for line, want := range map[string]string{
		"Hostname      web-7":           "Hostname",
		"Load average  0.52 0.40 0.31":  "Load average",
		"Uptime\t12 days":               "Uptime",
		"Disk free ....... 451 GB":      "Disk free",
		"IP address   10.0.0.4":         "IP address",
		"web-7   running   3 days":      "", // a table row: two gaps
		"Hostname web-7":                "", // one space: prose
		"2026-01-02  started":           "", // the key starts with a digit
		"a very long label of words  x": "",
		"Total:   4":                    "",
		"Name":                          "",
		"Name    ":                      "",
	} {
		got, _, _, ok := parseAlignedKV([]byte(line))
		if ok != (want != "") || got != want {
			t.Errorf("parseAlignedKV(%q) = %q, %v; want %q", line, got, ok, want)
		}
	}
}

func TestClassifyAlignedPairs(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"Session\n\nUser        ana.k\nStarted     2026-01-02T10:00:00Z\nClient      cli/1.2.3\nScopes      read write\n", KeyValue},
		{"Host report\nHostname ...... web-7\nUptime ........ 12 days\nKernel ........ 6.8.1\n", KeyValue},
		{"Hostname\tweb-7\nUptime\t12 days\nKernel\t6.8.1\n", KeyValue},
		// two lines are not a block
		{"Some words here.\nHostname    web-7\nUptime      12 days\nThe host restarted last night after the upgrade.\n", Unstructured},
		// values not in one column
		{"Hostname    web-7\nUptime  12 days\nKernel      6.8.1\nPlease check the report below carefully.\n", Unstructured},
		// an upper-case column header over two columns: not pairs
		{"NAME      STATUS\nweb       running\ndb        stopped\ncache     running\n", Unstructured},
	} {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("Classify(%q) = %s, want %s (%v)", c.text, l.Pattern, c.want, l.Evidence)
		}
	}
}
