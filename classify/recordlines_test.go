package classify

import "testing"

// TestRecordLines: lists written one record a line without markers (a
// head, a parenthetical and/or a separated description) are judged like
// lists; sentences, logs and one-field lines are not.
func TestRecordLines(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"head, parenthetical and description",
			"3 checks\nnet/dns-ok (B, fast) — Resolves the host name.\nnet/tls-valid (A, slow) — Certificate chain is trusted.\ndisk/free (C, fast) — At least 10% free.\n",
			MarkdownList},
		{"two lines with parenthetical and description",
			"pkg-one (v2) — parses input\npkg-two (v3) — prints output\n", MarkdownList},
		{"code heads with descriptions",
			"`open` - opens a file\n`close` - closes it again\n`seek` - moves the cursor\n", MarkdownList},
		{"two lines, description only", "alpha — first\nbeta — second\n", Unstructured},
		{"repeated heads are a log",
			"INFO - server started\nINFO - listening on 8080\nWARN - slow request\nINFO - done\n", Unstructured},
		{"sentences", "The build failed (twice) - see the log.\nWe retried it (once) - still red.\nNothing else changed here today.\n", Unstructured},
		{"timestamps are not heads",
			"2025-01-01T10:00:00Z (worker) - started\n2025-01-01T10:00:01Z (worker) - stopped\n2025-01-01T10:00:02Z (worker) - idle\n", Unstructured},
		{"head with parenthetical only",
			"a.txt (2 KB)\nb.txt (4 KB)\nc.txt (1 KB)\n", MarkdownList},
	}
	for _, c := range cases {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
}

func TestRecordLineShape(t *testing.T) {
	for s, want := range map[string]int{
		"x/y (A, b) — text": rlParen | rlDash,
		"x-y — text":        rlDash,
		"**x** – text":      rlDash,
		"x (1 KB)":          rlParen,
		"x (a) more words":  0,
		"x: (a) — text":     0,
		"1x (a) — text":     0,
		"x — ":              0,
		"Word word — text":  0,
		"x ((a)) — text":    0,
		"`x` (y)":           rlParen,
		"":                  0,
		"x — (nothing)":     rlDash,
	} {
		if got, _ := recordLineShape([]byte(s)); got != want {
			t.Errorf("recordLineShape(%q) = %d, want %d", s, got, want)
		}
	}
}
