package extract_test

import (
	"fmt"
	"strings"
	"testing"
)

// A text too long to be one message gives the tokens of its short
// paragraphs.
func TestParagraphFields(t *testing.T) {
	x := tool(t, autoCfg)
	long := strings.Repeat("The mirror keeps every release and nothing else happens here today. ", 12)
	text := "Synced /srv/mirror/pool in 42 seconds.\n\n" + long + "\n\nNext run at 2027-02-01.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"path":"/srv/mirror/pool"`, `"date":"2027-02-01"`} {
		if !strings.Contains(got, want) {
			t.Errorf("got %s\nwant %s in it", got, want)
		}
	}
}

// A paragraph of more lines than one message holds gives the tokens of
// each line.
func TestParagraphLineFields(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Build finished without errors\n" +
		"Compiled 42 files in the app folder\n" +
		"Output written to /srv/out/app.js just now\n" +
		"The cache served most of the modules again\n" +
		"Next build is planned for 2027-02-01 at night\n" +
		"Full log kept in build.log for a week\n" +
		"Ask ann@shop.example about failed builds\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{"/srv/out/app.js", "2027-02-01", "build.log", "ann@shop.example", ":42"} {
		if !strings.Contains(got, `"`+want+`"`) && !strings.Contains(got, want+",") && !strings.Contains(got, want+"}") {
			t.Errorf("no %s in %s", want, got)
		}
	}
}

// A short paragraph that is not one message (markup in one of its
// lines) gives the tokens of each line.
func TestShortParagraphLineFields(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Loaded the settings from /etc/app/main.conf today\nRendered the <base> template once\nThe next run starts at 2027-02-01\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{"/etc/app/main.conf", "2027-02-01"} {
		if !strings.Contains(got, `"`+want+`"`) {
			t.Errorf("no %s in %s", want, got)
		}
	}
}

// A paragraph too long for a message (a log of many lines) gives the
// tokens of its lines too.
func TestLongParagraphLineFields(t *testing.T) {
	x := tool(t, autoCfg)
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, "Worker %d copied the snapshot to /srv/backup/w%d.tar without trouble\n", i, i)
	}
	got := mustJSON(t, apply(t, x, textResult(b.String())).Value)
	for _, want := range []string{"/srv/backup/w0.tar", "/srv/backup/w19.tar"} {
		if !strings.Contains(got, `"`+want+`"`) {
			t.Errorf("no %s in %s", want, got)
		}
	}
}

// A one-line text wrapped in double quotes (a JSON string returned as
// the text) gives the message tokens of its inside.
func TestQuotedLineFields(t *testing.T) {
	x := tool(t, autoCfg)
	got := mustJSON(t, apply(t, x, textResult(`"computeSlope, computePar, computeDispersion"`)).Value)
	for _, want := range []string{`"computeSlope"`, `"computeDispersion"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in %s", want, got)
		}
	}
}

// A list line of a text read line by line gives the tokens of its item,
// and a range of times is one value.
func TestListLineFields(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Opening hours\n-------------\n* Tuesday: 10:00 - 18:00\n* Saturday: 09:00 - 14:00\n\nCall the desk at the workshop for the holidays.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, want := range []string{`"tuesday":"10:00 - 18:00"`, `"saturday":"09:00 - 14:00"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in %s", want, got)
		}
	}
}
