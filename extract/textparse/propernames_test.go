package textparse

import (
	"reflect"
	"testing"
)

func TestMessageFieldsProperNames(t *testing.T) {
	cases := []struct {
		text string
		want []string // the name fields only
	}{
		{"Booking confirmed for Anna Schmidt at Hotel Aurora, Vienna.", []string{"Anna Schmidt", "Hotel Aurora", "Vienna"}},
		{"Maria Lopez approved the request from the Bank of America team", []string{"Maria Lopez", "Bank of America"}},
		// a determiner or one capital word begins a sentence; a number's
		// label is no name
		{"The Acme team fixed 23 issues and added support for Node 22", []string{"Acme"}},
		{"Created the report in 3 minutes", nil},
		// title case, columns and acronyms give no names
		{"Issue PAY-1C Updated in harbor-labs", nil},
		{"Device     Total  Free  Mount point", nil},
		{"Shipped via DHL on 2026-11-02", nil},
		// a sentence that starts with a title
		{"History of Slider: 3 releases", nil},
		{"Paged O'Brien and Jean-Luc Picard today.", []string{"O'Brien", "Jean-Luc Picard"}},
		{"Updated Apollo Tracker to version 2", []string{"Apollo Tracker"}},
		{"Sent by Maria Lopez on 2026-11-02.", []string{"Maria Lopez"}},
		// tokens before the first word do not move the sentence's start
		{"PAY-142 Fix retry cap in checkout", nil},
	}
	for _, c := range cases {
		var got []string
		for _, f := range MessageFields(c.text) {
			if f.Name == "name" {
				got = append(got, c.text[f.Span.Start:f.Span.End])
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
