package extract_test

import (
	"strings"
	"testing"
)

// TestAutoICal: under parser auto, an iCalendar text gives its components
// and properties by lower-cased name (parameters dropped, repeated
// components an array); a text with an unbalanced END, or that does not
// start with BEGIN:V, is left to the other readers.
func TestAutoICal(t *testing.T) {
	x := tool(t, autoCfg)
	cal := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Shop//Events//EN\r\nBEGIN:VEVENT\r\nUID:ev-1@shop.example\r\nDTSTART;TZID=Europe/Oslo:20261201T180000\r\nSUMMARY:Repair evening\r\nDESCRIPTION:Bring one broken item and\r\n  a charger\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:ev-2@shop.example\r\nSUMMARY:Sharpening\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
	res := apply(t, x, textResult(cal))
	got := mustJSON(t, res.Value)
	for _, want := range []string{`"version":"2.0"`, `"dtstart":"20261201T180000"`, `"summary":"Repair evening"`, `"uid":"ev-2@shop.example"`, `"vevent":[{`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in %s", want, got)
		}
	}
	if res.Account.Parser != "ical" {
		t.Errorf("parser %q, want ical", res.Account.Parser)
	}
	card := "BEGIN:VCARD\nVERSION:4.0\nFN:Ana Lima\nEMAIL:ana@example.org\nEND:VCARD\n"
	if got := mustJSON(t, apply(t, x, textResult(card)).Value); !strings.Contains(got, `"vcard":{"email":"ana@example.org","fn":"Ana Lima","version":"4.0"}`) {
		t.Errorf("vcard: %s", got)
	}
	broken := "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VEVENT\n"
	if res := apply(t, x, textResult(broken)); res.Account.Parser == "ical" {
		t.Errorf("an unbalanced END read as iCalendar: %s", mustJSON(t, res.Value))
	}
}
