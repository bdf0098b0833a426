package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoGrids: files of delimited values and command outputs in aligned
// columns become rows of cells under auto; a summary pair stays next to
// them.
func TestAutoGrids(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct{ name, text, value string }{
		{"csv file", "fruit,kg,origin\napple,3,Spain\nkiwi,12,Chile\n",
			`{"items":[{"fruit":"apple","kg":"3","origin":"Spain"},{"fruit":"kiwi","kg":"12","origin":"Chile"}],"text":"fruit,kg,origin\napple,3,Spain\nkiwi,12,Chile"}`},
		{"tsv without header", "a1\t10\t0.5\nb2\t20\t0.25\n",
			`{"items":[{"column_1":"a1","column_2":"10","column_3":"0.5"},{"column_1":"b2","column_2":"20","column_3":"0.25"}],"text":"a1\t10\t0.5\nb2\t20\t0.25"}`},
		{"disk usage", "Device     Total  Free Use%  Mount point\nnvme0n1p2   480G  120G  75%  /\nnvme0n1p1   512M  300M  41%  /boot/efi\n",
			`{"items":[{"Device":"nvme0n1p2","Free":"120G","Mount point":"/","Total":"480G","Use%":"75%"},{"Device":"nvme0n1p1","Free":"300M","Mount point":"/boot/efi","Total":"512M","Use%":"41%"}]}`},
		{"long listing with a count pair", "Entries: 2\ndrwxr-x---  3 kim  users   96 Jan  2 10:00 bin\n-rw-r-----  1 kim  users 2048 Feb 14 09:30 todo.txt\n",
			`{"Entries":"2","items":[{"group":"users","links":"3","mode":"drwxr-x---","modified":"Jan  2 10:00","name":"bin","owner":"kim","size":"96"},{"group":"users","links":"1","mode":"-rw-r-----","modified":"Feb 14 09:30","name":"todo.txt","owner":"kim","size":"2048"}]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := apply(t, x, textResult(c.text))
			if got := mustJSON(t, res.Value); got != c.value || res.Account.Parser != extract.ParsedLines {
				t.Errorf("parser %q value %s\nwant %s", res.Account.Parser, got, c.value)
			}
			for _, f := range res.Account.Fields {
				if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
					t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
				}
			}
		})
	}
	for _, s := range []string{"Hello, world\nGoodbye, moon\n", "Deployment started.\nYou will be notified when it finishes."} {
		if res := apply(t, x, textResult(s)); res.Account.Parser != extract.ParsedText {
			t.Errorf("%q read as %s: %s", s, res.Account.Parser, mustJSON(t, res.Value))
		}
	}
}

// TestAutoCommitLines: one commit per line (a hash, then the subject) is
// a list of records, a single one too.
func TestAutoCommitLines(t *testing.T) {
	x := tool(t, autoCfg)
	for _, c := range []struct{ text, value string }{
		{"c0ffee1 Tidy the importer (kim, 3 hours ago)\n9a8b7c6 Add a retry\n",
			`{"items":[{"details":"kim, 3 hours ago","hash":"c0ffee1","name":"Tidy the importer"},{"hash":"9a8b7c6","name":"Add a retry"}]}`},
		{"d00d1e5 Initial import", `{"items":[{"hash":"d00d1e5","name":"Initial import"}]}`},
	} {
		res := apply(t, x, textResult(c.text))
		if got := mustJSON(t, res.Value); got != c.value || res.Account.Parser != extract.ParsedLines {
			t.Errorf("%q: parser %q value %s\nwant %s", c.text, res.Account.Parser, got, c.value)
		}
	}
	if res := apply(t, x, textResult("deadbeef")); res.Account.Parser != extract.ParsedText {
		t.Errorf("a lone hash read as %s", res.Account.Parser)
	}
}

// TestAutoDumpsInJSON: a JSON answer whose string member is a text of
// lines (a command's stdout, a file's content, a wrapped result's text)
// keeps the string and gets what auto reads in it under key_parsed;
// one-line strings and prose stay as they are.
func TestAutoDumpsInJSON(t *testing.T) {
	x := tool(t, autoCfg)
	cases := []struct{ name, text, want string }{
		{"stdout in aligned columns", `{"stdout": "ID  STATE\n7   up\n9   down\n", "code": 0}`,
			`{"code":0,"stdout":"ID  STATE\n7   up\n9   down\n","stdout_parsed":{"items":[{"ID":"7","STATE":"up"},{"ID":"9","STATE":"down"}]}}`},
		{"file content of pairs", `{"ok": true, "data": {"content": "mode: fast\nlimit: 40\n"}}`,
			`{"data":{"content":"mode: fast\nlimit: 40\n","content_parsed":{"limit":"40","mode":"fast"}},"ok":true}`},
		{"a wrapped result is unwrapped", `{"content": [{"type": "text", "text": "Branches:\nabc1234 main\n"}]}`,
			`{"items":[{"hash":"abc1234","name":"main"}]}`},
		{"prose and one-liners stay", `{"note": "Saved.\nSee you.", "id": "x1"}`, `{"id":"x1","note":"Saved.\nSee you."}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := apply(t, x, textResult(c.text))
			if got := mustJSON(t, res.Value); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// TestAutoYAMLLists: list items indented under a `Name:` header are its
// values, a list of strings; pairs beside them stay pairs.
func TestAutoYAMLLists(t *testing.T) {
	x := tool(t, autoCfg)
	text := "name: sprint-9\nowner: kim\nmembers:\n  - kim\n  - raj\nlimits:\n  cpu: 2\n"
	res := apply(t, x, textResult(text))
	want := `{"limits":{"cpu":"2"},"members":["kim","raj"],"name":"sprint-9","owner":"kim"}`
	if got := mustJSON(t, res.Value); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, f := range res.Account.Fields {
		if f.Path == "/members/1" && text[f.Start:f.End] != "raj" {
			t.Errorf("members/1 spans %q", text[f.Start:f.End])
		}
	}
}

// TestAutoDiff: a unified diff gives the files it touches (new paths, the
// old one for a deleted file) and the diff itself.
func TestAutoDiff(t *testing.T) {
	x := tool(t, autoCfg)
	text := "diff --git a/src/app.go b/src/app.go\nindex 1..2 100644\n--- a/src/app.go\n+++ b/src/app.go\n@@ -1 +1 @@\n-a\n+b\ndiff --git a/old.txt b/old.txt\ndeleted file mode 100644\n--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	if res.Account.Parser != extract.ParsedDiff || !strings.HasPrefix(got, `{"files":["src/app.go","old.txt"],"text":"diff --git`) {
		t.Errorf("parser %q value %s", res.Account.Parser, got)
	}
	for _, f := range res.Account.Fields {
		if f.Path == "/files/1" && text[f.Start:f.End] != "old.txt" {
			t.Errorf("files/1 spans %q", text[f.Start:f.End])
		}
	}
}

// TestAutoBullets: "•" bullets are list markers; a text that is no list
// keeps its bullets.
func TestAutoBullets(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Found 2 hosts:\n\n• web-1 (up)\n  Region: eu-west\n• web-2 (down)\n  Region: us-east\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	for _, v := range []string{`"web-1"`, `"eu-west"`, `"web-2"`, `"us-east"`} {
		if !strings.Contains(got, v) || res.Account.Pattern != extract.PatternList {
			t.Errorf("pattern %s: %s missing from %s", res.Account.Pattern, v, got)
		}
	}
	for _, f := range res.Account.Fields {
		if f.End > len(text) || f.Start > f.End {
			t.Errorf("field %s out of the text", f.Path)
		}
	}
	res = apply(t, x, textResult("• one thing happened"))
	if got := mustJSON(t, res.Value); got != `{"text":"• one thing happened"}` {
		t.Errorf("single bullet line: %s", got)
	}
}

// TestAutoRecordsUnderAKey: list items under a "Name:" header that are
// records become objects of their fields.
func TestAutoRecordsUnderAKey(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Queue: mail\nDepth: 2\nJobs:\n  - [urgent] job_17 (retry)\n  - [low] job_18 (new)\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	want := `{"Depth":"2","Jobs":[{"details":"retry","name":"job_17","type":"urgent"},{"details":"new","name":"job_18","type":"low"}],"Queue":"mail"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, f := range res.Account.Fields {
		if f.Path == "/Jobs/1/name" && text[f.Start:f.End] != "job_18" {
			t.Errorf("Jobs/1/name spans %q", text[f.Start:f.End])
		}
	}
}
