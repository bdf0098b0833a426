package textparse

import (
	"reflect"
	"testing"
)

func TestMessageFields(t *testing.T) {
	cases := []struct {
		text string
		want []string // name=value
	}{
		{"Successfully wrote to /srv/app/notes.txt", []string{"path=/srv/app/notes.txt"}},
		// a quoted name with two words of wording around it
		{"Opened board \"Roadmap\" (b-4).", []string{"name=Roadmap", "id=b-4"}},
		{"The product of 3.5 and -2 is -7", []string{"number=3.5", "number=-2", "number=-7"}},
		{"Report q3-summary.pdf saved in folder archive-2025", []string{"file=q3-summary.pdf", "id=archive-2025"}},
		{"Invited ann@example.org to team blue-whale.", []string{"email=ann@example.org", "id=blue-whale"}},
		{"Renamed 'Old name' to \"New name\" at 2026-01-02T10:00:00Z", []string{"name=Old name", "name=New name", "date=2026-01-02T10:00:00Z"}},
		{"Job finished with status=ok retries=3 in the queue", []string{"status=ok", "retries=3"}},
		{"Ticket logged: Printer jam - second floor", []string{"ticket_logged=Printer jam", "ticket_logged=second floor"}},
		{"Mounted volumes:\n/mnt/a\n/mnt/b", []string{"path=/mnt/a", "path=/mnt/b"}},
		{"alpha,beta-2,gamma", []string{"item=alpha", "item=beta-2", "item=gamma"}},
		{"Leeds, Porto, Lyon", []string{"item=Leeds", "item=Porto", "item=Lyon"}},
		{"Opened pull request #42 in acme/web-app for @scope/pkg", []string{"number=42", "id=acme/web-app", "id=@scope/pkg"}},
		{"Choose one and/or the other option", nil},
		// two words around a name-like token: it is what the message names
		{"Database shop_copy created", []string{"id=shop_copy"}},
		{"5 minutes ago", nil},
		// tags in brackets are values; a task box is not
		{"[WARN] disk almost full on node-3", []string{"tag=WARN", "id=node-3"}},
		{"🟡 [medium] [actors] system actor detected in the text", []string{"tag=medium", "tag=actors"}},
		{"Marked [x] done for the whole team today", nil},
		// a pair inside a parenthesis makes no label
		{"✅ Solution recorded (ID: 2)\nSignature: Invariant Violation: x", []string{"id=2", "signature=Invariant Violation: x"}},
		// emphasis markers around a token are peeled as brackets are
		{"Issue PAY-1C Updated in **harbor-labs**", []string{"id=PAY-1C", "id=harbor-labs"}},
		// an address in angle brackets is not a markup tag
		{"Sent by Ana Silva <ana@example.org> to tom@example.org at 10:12", []string{"email=ana@example.org", "email=tom@example.org", "time=10:12", "name=Ana Silva"}},
		{"Rendered <div class=x> in the page header", nil},
		// a person's name before their address in parentheses
		{"You are authenticated as Ines Okafor (ines@harbor.example).", []string{"name=Ines Okafor", "email=ines@harbor.example"}},
		// a source's fields in brackets parted by bars, also framed
		{"Found in [current-session | 2026-11-25 09:50 | handbook] today", []string{"tag=current-session", "tag=2026-11-25 09:50", "tag=handbook"}},
		// an element's id after '#', a size
		{"Clicked #vehicle", []string{"ref=#vehicle"}},
		{"Screenshot 'form-small' at 400x300", []string{"name=form-small", "size=400x300"}},
		// a markdown link: its text and URL
		{"Saved [the report](./out/r.pdf) in 3 s", []string{"name=the report", "url=./out/r.pdf", "quantity=3 s"}},
		{"Tags: red, green-2, blue.", []string{"tags=red", "tags=green-2", "tags=blue"}},
		{"Apples, pears and plums are in season.", nil},
		{"Fetched https://example.org/x?y=1 in 250 ms", []string{"url=https://example.org/x?y=1", "quantity=250 ms"}},
		// a parenthetical after a label's value: its pairs, or its text
		{"Saved draft: notes/plan.txt (mode: append)", []string{"saved_draft=notes/plan.txt", "mode=append"}},
		{"Next stop: Harbour gate (eta: 14:20, platform: 3).", []string{"next_stop=Harbour gate", "eta=14:20", "platform=3"}},
		{"Next milestone: Kickoff (2031-05-04)", []string{"next_milestone=Kickoff", "next_milestone_note=2031-05-04"}},
		{"Current status: (none)", []string{"current_status=(none)"}},
		// pairs in a parenthetical that ends a sentence
		{"Exported 12 rows to out.csv (format: csv, encoding: utf-8).", []string{"number=12", "file=out.csv", "format=csv", "encoding=utf-8"}},
		{"Copied 4 files (see the log for details)", []string{"number=4"}},
		// a count inside a label; a quoted name beside a label's value
		{"Resolved 2 observation(s): #5", []string{"number=2", "resolved_2_observation_s=#5"}},
		{"Task created: 1decaed1 \"Add the CSV fixture\"", []string{"name=Add the CSV fixture", "task_created=1decaed1"}},
		// more pairs after a label's value, parted by bars
		{"Entity: cache-db | Type: decision | Project: local/proj", []string{"entity=cache-db", "type=decision", "project=local/proj"}},
		{"Route: A | B", []string{"route=A | B"}},
		{"Entity: invoice-export | 4 facts | 63 tokens", []string{"entity=invoice-export", "facts=4", "tokens=63"}},
		// a number opening a label's value before a clause: the value
		{"Total results: 1,288, showing 1 from position 0", []string{"total_results=1,288", "number=1", "number=0"}},
		{"Pages: 12, counted twice", []string{"pages=12"}},
		{"Sizes: 12, 14, 16", []string{"sizes=12", "sizes=14", "sizes=16"}},
		// a message of label lines only: their values
		{"Result: 42", []string{"result=42"}},
		{"Status: done", []string{"status=done"}},
		// a glyph before a label is no part of it
		{"🔎 Checked 12 pages\n🌐 Region found: eu-west", []string{"number=12", "region_found=eu-west"}},
		// a glyph before the only label line; the files and paths inside a label's value
		{"✅ Exported: q1.csv, q2.csv to /srv/out", []string{"file=q1.csv", "file=q2.csv", "path=/srv/out", "exported=q1.csv, q2.csv to /srv/out"}},
		// a bold label
		{"**Owner:** kim\n\nThe gate opens at dawn.", []string{"owner=kim"}},
		// a label's value that is a count phrase: its number too
		{"Found: 3 open issues", []string{"number=3", "found=3 open issues"}},
		// a verb over paths is wording enough
		{"Moved /tmp/a.txt to /srv/b.txt", []string{"path=/tmp/a.txt", "path=/srv/b.txt"}},
		{"Copied notes.md → archive/notes.md", []string{"file=notes.md", "path=archive/notes.md"}},
		{"Saved to /srv/x", []string{"path=/srv/x"}},
		{"Took 5 minutes", nil},
		// prose, a bare value, markup, code, documents: nothing
		{"Everything is up to date.", nil},
		{"5 minutes ago", nil},
		{"x9 / 7", nil},
		{"2027-03-01", nil},
		{"Well-known hosts were refreshed", nil},
		{"<p>Saved 3 rows to /tmp/x</p>", nil},
		{"func main() { println(1) }", nil},
		{"# Notes\n\nSaved to /tmp/x", nil},
		{"Saved:\n- /tmp/a\n- /tmp/b", nil},
	}
	for _, c := range cases {
		if got := fieldStrings(c.text); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
	long := make([]byte, 700)
	for i := range long {
		long[i] = 'a'
	}
	if MessageFields("Saved to /x "+string(long)) != nil {
		t.Errorf("a long text is not a message")
	}
}

func FuzzMessageFields(f *testing.F) {
	f.Add("Saved 'a' to /x at 10:30, id=4")
	f.Add("a,b,,c\nK: v - w")
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range MessageFields(s) {
			if m.Span.Start < 0 || m.Span.End > len(s) || m.Span.Start > m.Span.End || m.Name == "" {
				t.Fatalf("%q: bad field %+v", s, m)
			}
		}
	})
}

// TestMessageQuotedInParensAndLongExt: a quoted name inside parentheses
// ("Updated page 0 (\"Board\") in orgchart.drawio.") is a name, and a
// lower-case extension of six or seven letters makes a file name.
func TestMessageQuotedInParensAndLongExt(t *testing.T) {
	s := `Updated page 0 ("Board") in orgchart.drawio.`
	got := map[string]string{}
	for _, f := range MessageFields(s) {
		got[f.Name] = s[f.Span.Start:f.Span.End]
	}
	if got["name"] != "Board" || got["file"] != "orgchart.drawio" || got["number"] != "0" {
		t.Errorf("%q: %v", s, got)
	}
	for _, f := range MessageFields("Moved to Notes.Archive today") {
		if f.Name == "file" {
			t.Errorf("Notes.Archive (capitals, 7 letters) read as a file: %+v", f)
		}
	}
}

func TestDottedVersion(t *testing.T) {
	for in, want := range map[string]bool{
		"4.0.2": true, "2.10.1-rc.1": true, "1.0.0+build.5": true,
		"1.2": false, "127.0.0.1x": false, "a.b.c": false, "1..2": false, "1.2.3-": false,
	} {
		if got := dottedVersion(in); got != want {
			t.Errorf("dottedVersion(%q) = %v, want %v", in, got, want)
		}
	}
}

// Bold labels' pairs parted by bars are one field a pair.
func TestMessageBoldBarPairs(t *testing.T) {
	text := "**Score:** 0.88 | **Source:** docs/queue.md"
	got := messageFieldMap(text)
	if got["score"] != "0.88" || got["source"] != "docs/queue.md" {
		t.Errorf("fields %q", got)
	}
}

func TestHasWording(t *testing.T) {
	for in, want := range map[string]bool{
		"deployed 2026-03-01 by ops": true,
		"Saved to /tmp/x":            true,
		"x9Q zP3 7k":                 false,
		"CH-220 LT-512":              false,
		"ok":                         false,
	} {
		if got := HasWording(in, 2); got != want {
			t.Errorf("HasWording(%q, 2) = %v, want %v", in, got, want)
		}
	}
}

// A source location in a message gives the location as written, its file
// or path, line and column; times and host:port stay whole.
func TestMessageLocation(t *testing.T) {
	text := "Error thrown at lib/util.js:12:5 during the build"
	got := messageFieldMap(text)
	want := map[string]string{"location": "lib/util.js:12:5", "path": "lib/util.js", "line": "12", "column": "5"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q (all %q)", k, got[k], v, got)
		}
	}
	for _, c := range []string{"10:42:01", "127.0.0.1:8080", "http://x.dev:80/a", "a.go:x"} {
		if fs := msgLocation(c, 0); fs != nil {
			t.Errorf("msgLocation(%q) = %v, want nil", c, fs)
		}
	}
}

func TestMsgNumberApprox(t *testing.T) {
	for in, want := range map[string]bool{"~53": true, "$0.01": true, "~$0.01": true, "~": false, "$": false, "$HOME": false, "12%": true} {
		if got := msgNumber(in); got != want {
			t.Errorf("msgNumber(%q) = %v, want %v", in, got, want)
		}
	}
}

// A label ending in a reference ("Issue #48:", "Task T-12:") names the
// value by its words and gives the reference a field of its own; a quoted
// value gives its inside.
func TestMessageLabelRef(t *testing.T) {
	for text, want := range map[string]map[string]string{
		"Issue #48: Crash on empty cart (closed)":      {"number": "48", "issue": "Crash on empty cart", "issue_note": "closed"},
		"Task T-12: Write the spec":                    {"id": "T-12", "task": "Write the spec"},
		"Trace stored #7: \"Detect the locale\" today": {"number": "7", "name": "Detect the locale", "trace_stored": "today"},
		"Saved as: \"Q3 budget\"":                      {"saved_as": "Q3 budget"},
	} {
		got := messageFieldMap(text)
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s: %s = %q, want %q (all %q)", text, k, got[k], v, got)
			}
		}
	}
}

// A '<' that opens no tag ("<Relates>", "a < b") leaves a message a
// message; markup does not.
func TestMessageAngleWords(t *testing.T) {
	got := messageFieldMap("✅ Link created: APP-80 <Relates> APP-77 (direction: outward)")
	if got["direction"] != "outward" {
		t.Errorf("fields %q", got)
	}
	if fs := MessageFields("<p>Saved 3 rows to /srv/a.csv</p>"); fs != nil {
		t.Errorf("markup read as a message: %v", fs)
	}
}

// fieldStrings renders MessageFields(text) as "name=value" strings.
func fieldStrings(text string) []string {
	var got []string
	for _, f := range MessageFields(text) {
		got = append(got, f.Name+"="+text[f.Span.Start:f.Span.End])
	}
	return got
}
