package classify

import "testing"

// TestAnnouncedSection: one section of pairs under a heading naming a
// record ("Name (Key: value)") and announced by a line ending in ':' is a
// list of one record; a group heading or an unannounced section is not.
func TestAnnouncedSection(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"announced record",
			"# Results\n\nJobs matching the filter:\n\n### Nightly backup (Ref: j-17)\n\n- State: running\n- Owner: ops\n- Started: 02:00\n",
			MarkdownList},
		{"group heading",
			"# Settings\n\nCurrent values:\n\n### Database\n\n- Host: db.local\n- Port: 5432\n- User: app\n",
			KeyValue},
		{"not announced",
			"# Results\n\n### Nightly backup (Ref: j-17)\n\n- State: running\n- Owner: ops\n- Started: 02:00\n",
			KeyValue},
	}
	for _, c := range cases {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
}
