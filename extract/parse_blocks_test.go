package extract_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// A report of blocks, some a header over an indented body, reads each
// block by auto: the prose block's tokens, the headed blocks' pairs and
// items; prose paragraphs alone are not cut.
func TestBlockSections(t *testing.T) {
	x, err := extract.Compile(&extract.VirtualTool{TextExtraction: &extract.TextExtraction{Enabled: true, Parser: extract.ParserAuto}})
	if err != nil {
		t.Fatal(err)
	}
	text := "Pool tank-2 is degraded since 2027-01-04.\n\nFailing disks:\n    sdb\n    sdd\n\nHealthy disks:\n    sda\n    sdc\n    sde\n"
	res, err := x.Apply(textResult(text))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res.Value)
	for _, want := range []string{`"name":"Failing disks"`, `"sdb"`, `"sde"`, `"date":"2027-01-04"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("got %s\nwant %s in it", b, want)
		}
	}
	res, err = x.Apply(textResult("The pool is fine.\n\nNothing to do today, see you tomorrow.\n"))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(res.Value); strings.Contains(string(b), "sections") {
		t.Errorf("prose cut into sections: %s", b)
	}
}
