package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestKVSectionRecords: a heading naming a record ("Name (Id: v)", or
// one of sibling headings over the same keys) gives the record's name
// (and id) as fields of its section; a lone group heading gives none.
func TestKVSectionRecords(t *testing.T) {
	text := "# Jobs\n\n## Active\n\n### Nightly backup (Ref: j-17)\n\n- State: running\n- Owner: ops\n\n## Hosts\n\n### alpha\n\nZone: a\nLoad: 3\n\n### beta\n\nZone: b\nLoad: 5\n\n## Notes\n\nSeen: twice\nKept: yes\n"
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	for _, p := range []string{extract.ParserKeyValue} {
		vt := &extract.VirtualTool{SourceTool: "s:t", TextExtraction: &extract.TextExtraction{Enabled: true, Parser: p}}
		res, err := extract.Apply(vt, b)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out, _ := json.Marshal(res.Value)
		s := string(out)
		for _, want := range []string{`"name":"Nightly backup"`, `"ref":"j-17"`, `"name":"alpha"`, `"name":"beta"`} {
			if !strings.Contains(s, want) {
				t.Errorf("%s: no %s in %s", p, want, s)
			}
		}
		if strings.Contains(s, `"name":"Notes"`) || strings.Contains(s, `"name":"Active"`) {
			t.Errorf("%s: a group heading read as a record: %s", p, s)
		}
	}
}

// TestKVNumberedHeading: "Step 2/5 - Build" over pairs gives step, total
// and title fields.
func TestKVNumberedHeading(t *testing.T) {
	text := "## Step 2/5 - Build\n\n**Owner:** ci\n\n**Took:** 4s\n"
	b, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
	vt := &extract.VirtualTool{SourceTool: "s:t", TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserKeyValue}}
	res, err := extract.Apply(vt, b)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(res.Value)
	for _, want := range []string{`"step":"2"`, `"total":"5"`, `"title":"Build"`, `"Owner":"ci"`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("no %s in %s", want, out)
		}
	}
}

// A heading of words that ends in a number is a title, not a numbered
// label: "Upgrade Node to 22" stays whole as the records' name, while
// "Step 4 — Build" still reads as a step and a title.
func TestNumberedHeadingLabelIsShort(t *testing.T) {
	text := "## Upgrade Node to 22\n- **Status:** closed\n- **Owner:** bob\n\n" +
		"## Fix login redirect loop\n- **Status:** open\n- **Owner:** alice\n"
	b := applyParser(t, "key_value_pairs", text)
	if !strings.Contains(string(b), `"name":"Upgrade Node to 22"`) || strings.Contains(string(b), "upgrade_node_to") {
		t.Errorf("title ending in a number misread as a label: %s", b)
	}
	text = "## Step 4 — Build\n- **Status:** done\n- **Took:** 3s\n\n## Step 5 — Test\n- **Status:** failed\n- **Took:** 9s\n"
	b = applyParser(t, "key_value_pairs", text)
	for _, want := range []string{`"step":"4"`, `"title":"Build"`, `"step":"5"`, `"title":"Test"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("numbered heading: want %s in %s", want, b)
		}
	}
}
