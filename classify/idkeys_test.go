package classify

import "testing"

func TestIDShape(t *testing.T) {
	cases := map[string]string{
		"m-0": "m-0", "m-12": "m-0", "PROJ-123": "PROJ-0", "#45": "#0", "2024-01-05": "0-0-0",
		"v1.9": "v0.0", "ipv4": "", "sha256": "", "Status": "", "Step 2": "", "": "", "a:b-1": "",
	}
	for k, want := range cases {
		if got := idShape(k); got != want {
			t.Errorf("idShape(%q) = %q, want %q", k, got, want)
		}
	}
}

// TestIDKeyedList: bulleted items keyed by ids of one shape are records
// (a list), items keyed by field names stay key-value pairs.
func TestIDKeyedList(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Milestones (3):\n  - m-0: v1.9\n  - m-1: v2.0\n  - m-2: v2.1\n\nHint: use milestone_add to add one.", MarkdownList},
		{"Open tickets:\n- PROJ-12: Fix login\n- PROJ-7: Add export\n- PROJ-30: Drop v1 API", MarkdownList},
		{"Releases:\n- 2026-01-05: first\n- 2026-02-11: second", MarkdownList},
		{"Server:\n- Status: running\n- Port: 8080\n- Region: eu-west-1", KeyValue},
		{"Addresses:\n- ipv4: 10.0.0.1\n- ipv6: ::1", KeyValue},
		{"- m-0: v1.9\n- Status: open\n- Owner: ana\n- Due: friday", KeyValue},
	}
	for _, c := range cases {
		if got := patternOfText(t, c.text); got != c.want {
			t.Errorf("%q: got %s, want %s", c.text, got, c.want)
		}
	}
}
