package classify

import (
	"encoding/json"
	"testing"
)

func patternOfText(t *testing.T, text string) string {
	t.Helper()
	r, err := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	if err != nil {
		t.Fatal(err)
	}
	return Classify(Input{Result: r}).Pattern
}

// Pairs whose keys come back are fields of log entries or tags of lines,
// not one key-value payload; a map naming each key once stays key_value.
func TestPairsAreRecords(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"log entries: head, pairs, body", "entry 9f1c2d\nUser: lena\nWhen: 2031-02-03 10:00\n\n    rotated the signing keys\n\nentry 77ab01\nUser: omar\nWhen: 2031-02-02 18:30\n\n    raised the upload limit\n", Unstructured},
		{"tagged lines under a header", "Pending on shelf 4\n\nQueued for repair:\n    broken hinge:   cabinet-12\n    broken hinge:   cabinet-19\n    loose panel:    desk-3\n\nNot yet inspected:\n    lamp-2\n", Unstructured},
		{"one map", "Host: db-2\nPort: 5432\nRole: replica\nLag: 0.4s\n", KeyValue},
		{"sections of a report", "CPU:\n  usage: 40%\n  cores: 8\nMemory:\n  usage: 2G\n  total: 8G\n", KeyValue},
		{"records without a body stay pairs", "Name: a\nSize: 1\n\nName: b\nSize: 2\n", KeyValue},
	}
	for _, c := range cases {
		if got := patternOfText(t, c.text); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

// A thematic break closes a record under a heading: the footer after it
// does not hide that the headed sections are records of the same keys.
func TestHeadedRecordsBeforeFooter(t *testing.T) {
	text := "## Matches\n\n### Fern Ltd (ID: 12)\n- **Stage**: Lead\n- **Town**: Ghent\n\n### Moss AB (ID: 34)\n- **Stage**: Won\n- **Town**: Umeå\n\n---\n*2 of 9 shown.*"
	if got := patternOfText(t, text); got != MarkdownList {
		t.Errorf("headed records before a footer: %s, want %s", got, MarkdownList)
	}
}

// A colon inside a parenthetical does not make a key: lines of records
// with "(type: …, path: …)" details are not pairs.
func TestColonInParentheticalIsNoKey(t *testing.T) {
	text := "Reports:\n  r-7 - Weekly sales (kind: table, file: r-7.csv, made: 2031-01-05 08:00)\n  r-6 - Stock levels (kind: chart, file: r-6.png, made: 2031-01-04 08:00)\n"
	if got := patternOfText(t, text); got == KeyValue {
		t.Errorf("record lines with parenthetical details: %s", got)
	}
	if !keyLike([]byte("Size (MB)")) || keyLike([]byte("r-7 - Weekly sales (kind")) {
		t.Errorf("keyLike: a closed parenthetical is fine, an open one is not")
	}
}

// Names over what they did are records (markdown_list); fields with
// their values stay key_value.
func TestNamesOverPhrases(t *testing.T) {
	names := "# Sync 2031-04-02\n\n- Lena: fixed the flaky upload test\n- Omar: reviewing the cache change (PR 91)\n- Ines: writing the release notes\n"
	if got := patternOfText(t, names); got != MarkdownList {
		t.Errorf("names over phrases: %s, want %s", got, MarkdownList)
	}
	fields := "- Status: open\n- Owner: Lena\n- Summary: Fix the login page redirect\n"
	if got := patternOfText(t, fields); got != KeyValue {
		t.Errorf("fields: %s, want %s", got, KeyValue)
	}
	if properName("API") || properName("status") || !properName("Omar") || lowerPhrase([]byte("Fix the page")) || !lowerPhrase([]byte("fixed the page")) {
		t.Errorf("properName/lowerPhrase")
	}
}
