package classify

import "testing"

// TestSeparatedRecords: blocks of pairs that are records of one list, and
// look-alikes that stay key-value.
func TestSeparatedRecords(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"enumerated headers", "Slow query 1:\n- Table: orders\n- Duration: 812 ms\n- Rows: 12,004\n\nSlow query 2:\n- Table: users\n- Duration: 95 ms\n- Rows: 88\n", MarkdownList},
		{"enumerated bulleted headers", "Result #1:\n  - Title: Alpha\n  - Score: 0.91\n\nResult #2:\n  - Title: Beta\n  - Score: 0.42\n", MarkdownList},
		{"plain blocks apart by breaks", "Name: a.example\nType: MX\nTTL: 300\n\n---\n\nName: b.example\nType: A\nTTL: 60\n", KeyValue},
		{"thematic breaks", "Matches:\n\n- Name: alpha\n- Path: /srv/alpha\n- Size: 12 kB\n----------\n- Name: beta\n- Path: /srv/beta\n- Size: 3 kB\n----------\n- Name: gamma\n- Path: /srv/gamma\n", MarkdownList},
		{"config sections", "Server:\n  Host: db.local\n  Port: 5432\n\nReplica:\n  Host: db2.local\n  Port: 5433\n", KeyValue},
		{"blank-separated blocks", "Name: alpha\nPath: /srv/alpha\n\nName: beta\nPath: /srv/beta\n", KeyValue},
		{"one block", "- Name: alpha\n- Path: /srv/alpha\n- Size: 12 kB\n", KeyValue},
		{"different records", "- Name: alpha\n- Path: /srv/alpha\n---\n- Host: x\n- Port: 1\n", KeyValue},
	}
	for _, c := range cases {
		if got := patternOfText(t, c.text); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}

func TestHeaderShape(t *testing.T) {
	if headerShape("Flaky test 1") != headerShape("Flaky Test 12") || headerShape("Server") == headerShape("Database") {
		t.Error("headerShape: enumerated headers differ or named headers agree")
	}
}
