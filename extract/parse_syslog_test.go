package extract_test

import (
	"strings"
	"testing"
)

// TestAutoSyslogAndChatLines: BSD syslog lines are records of time, host,
// program, pid and message; chat lines whose stamp has no seconds are
// records of time, author and message.
func TestAutoSyslogAndChatLines(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, want string }{
		{"Nov 20 09:14:03 web-1 sshd[1234]: Accepted publickey for ops from 10.0.0.5\nNov  2 09:14:09 web-1 sshd[1240]: Failed password for root\nNov 20 09:15:00 web-1 CRON: job done\n",
			`{"host":"web-1","message":"Accepted publickey for ops from 10.0.0.5","pid":"1234","program":"sshd","time":"Nov 20 09:14:03"}`},
		{"[2026-11-20 09:14] @maria: deploy finished, all green\n[2026-11-20 09:16] @tom: thanks! closing the incident\n",
			`{"author":"@maria","message":"deploy finished, all green","time":"2026-11-20 09:14"}`},
	} {
		got := mustJSON(t, apply(t, x, textResult(c.text)).Value)
		if !strings.Contains(got, c.want) {
			t.Errorf("%q:\n got %s\nwant a record %s", c.text, got, c.want)
		}
	}
	// the padded day and a program without a pid
	got := mustJSON(t, apply(t, x, textResult("Nov  2 09:14:09 web-1 sshd[1240]: Failed password for root\nNov 20 09:15:00 web-1 CRON: job done\nNov 20 09:16:00 web-2 cron: job done\n")).Value)
	for _, v := range []string{`"time":"Nov  2 09:14:09"`, `"program":"CRON"`, `"host":"web-2"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}
