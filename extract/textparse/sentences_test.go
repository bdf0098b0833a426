package textparse

import (
	"reflect"
	"testing"
)

func TestSentences(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"Weather in Oslo: 4°C, rain. Wind 12 km/h. Sunset at 16:02.", []string{"Weather in Oslo: 4°C, rain.", "Wind 12 km/h.", "Sunset at 16:02."}},
		{"Released v2.3.1 today. 3 fixes landed.", []string{"Released v2.3.1 today.", "3 fixes landed."}},
		// abbreviations, initials and lower-case continuations keep one sentence
		{"Call Dr. Smith or J. Doe, e.g. Monday.", []string{"Call Dr. Smith or J. Doe, e.g. Monday."}},
		{"Saved to a.txt. then stopped", []string{"Saved to a.txt. then stopped"}},
		{"Done! \"Next\" item? No.", []string{"Done!", "\"Next\" item?", "No."}},
		{"It said \"stop.\" Then it stopped.", []string{"It said \"stop.\"", "Then it stopped."}},
		{"Capped at 30 s. The policy holds.", []string{"Capped at 30 s.", "The policy holds."}},
		{"one sentence", []string{"one sentence"}},
		{"", nil},
	}
	for _, c := range cases {
		var got []string
		for _, sp := range Sentences(c.text) {
			got = append(got, c.text[sp.Start:sp.End])
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

func TestMessageFieldsSentencesAndValueLists(t *testing.T) {
	cases := []struct {
		text string
		want []string // name=value
	}{
		// a label's value ends with its sentence; the next sentence is
		// read on its own
		{"Current weather in Lisbon: 18°C, partly cloudy. Humidity 72%, wind 14 km/h.",
			[]string{"number=72%", "quantity=14 km/h", "current_weather_in_lisbon=18°C", "current_weather_in_lisbon=partly cloudy"}},
		// count phrases in a label's value: each number, named by its unit
		{"Word count for ch3.md: 4,812 words, 27,390 characters, 214 paragraphs.",
			[]string{"id=ch3.md", "words=4,812", "characters=27,390", "paragraphs=214"}},
		// names with counts in parentheses
		{"Most frequent words: harbour (41), tide (37) and vessel (29).",
			[]string{"most_frequent_words=harbour", "count=41", "most_frequent_words=tide", "count=37", "most_frequent_words=vessel", "count=29"}},
		// pairs parted by commas after the first pair
		{"Update done on schema 'clinic'. Affected rows: 1, Changed rows: 0",
			[]string{"name=clinic", "affected_rows=1", "changed_rows=0"}},
		// a value with tokens among its words is no list of phrases
		{"✅ Exported: q1.csv, q2.csv to /srv/out", []string{"file=q1.csv", "file=q2.csv", "path=/srv/out", "exported=q1.csv, q2.csv to /srv/out"}},
	}
	for _, c := range cases {
		if got := fieldStrings(c.text); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// FuzzSentences: the sentences of any line lie inside it, in order,
// trimmed, and never overlap; MonthDate's end lies inside the text.
func FuzzSentences(f *testing.F) {
	f.Add("Weather in Oslo: 4°C. Wind 12 km/h! Sunset? \"Yes.\" Then J. Doe, e.g. Mon, 1 Mar 2027.")
	f.Add("November 21, 2026 and 21st of March; Tue 1 Dec")
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, sp := range Sentences(s) {
			if sp.Start < prev || sp.End > len(s) || sp.Start >= sp.End {
				t.Fatalf("%q: bad span %+v after %d", s, sp, prev)
			}
			prev = sp.End
		}
		for i := 0; i < len(s); i++ {
			if e, ok := MonthDate(s, i); ok && (e <= i || e > len(s)) {
				t.Fatalf("%q at %d: bad end %d", s, i, e)
			}
		}
		for _, m := range TitleFields(s) {
			if m.Span.Start < 0 || m.Span.End > len(s) || m.Span.Start > m.Span.End || m.Name == "" {
				t.Fatalf("%q: bad field %+v", s, m)
			}
		}
		_ = HasWordOrName(s)
	})
}
