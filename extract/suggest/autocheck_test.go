package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoWhenAFormIsUnread: a tool whose samples are mostly key-value
// text but one is a CSV file (which the classifier calls unstructured)
// gets parser auto, since the key-value config reads nothing of the CSV;
// commit lines, which no one-line template describes, get auto too.
func TestAutoWhenAFormIsUnread(t *testing.T) {
	s := Suggest(toolOf("get_entry",
		"Name: alpha\nOwner: kim\nSize: 3",
		"Name: beta\nOwner: raj\nSize: 9",
		"Name: gamma\nOwner: eve\nSize: 1",
		"sku,qty,bin\nA-1,4,B2\nA-2,0,B7\n"))
	if s.Parser != extract.ParserAuto || !strings.Contains(s.Reason, "another form") {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("sku,qty,bin\nC-9,12,A1\n")))
	for _, v := range []string{"C-9", "12", "A1"} {
		if !strings.Contains(got, `"`+v+`"`) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
	s = Suggest(toolOf("history",
		"c0ffee1 Tidy the importer\n9a8b7c6 Add a retry\n",
		"1234abc Release 2.0\n5678def Fix the build\nabcdef9 Bump deps\n"))
	if s.Parser != extract.ParserAuto {
		t.Fatalf("commit lines: parser %q reason %q", s.Parser, s.Reason)
	}
	got = mustJSON(t, apply(t, s.VirtualTool, textResult("fedcba1 Drop Python 3.8\n")))
	if !strings.Contains(got, `"fedcba1"`) || !strings.Contains(got, `"Drop Python 3.8"`) {
		t.Errorf("commit line: %s", got)
	}
}

// TestAutoForFileOrRunTools: a tool that reads the file or runs the
// command it is given gets parser auto even when every sample has one
// form: the next file or command may have another.
func TestAutoForFileOrRunTools(t *testing.T) {
	texts := []string{"HOST=a\nPORT=1\n", "HOST=b\nPORT=2\nDEBUG=true\n"}
	if s := Suggest(withDef(toolOf("open", texts...), "filename")); s.Parser != extract.ParserAuto {
		t.Errorf("file: parser %q (%s)", s.Parser, s.Reason)
	}
	if s := Suggest(withDef(toolOf("lookup", texts...), "key")); s.Parser == extract.ParserAuto {
		t.Errorf("not a file or a command: parser %q (%s)", s.Parser, s.Reason)
	}
}

// TestAutoForDumpsInJSON: JSON answers carrying a command's output in a
// string member get parser auto, which reads that output too.
func TestAutoForDumpsInJSON(t *testing.T) {
	s := Suggest(toolOf("exec",
		`{"stdout": "NAME  SIZE\na.txt  3\nb.txt  9\n", "exitCode": 0}`,
		`{"stdout": "NAME  SIZE\nc.log  120\n", "exitCode": 0}`))
	if s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q (%s)", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult(`{"stdout": "user,role\nkim,admin\nraj,dev\n", "exitCode": 0}`)))
	for _, v := range []string{"kim", "admin", "raj", "dev"} {
		if !strings.Contains(got, `"`+v+`"`) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
	if s := Suggest(toolOf("get", `{"a": 1, "b": "x"}`, `{"a": 2, "b": "y"}`)); s.Parser != ParserJSON {
		t.Errorf("plain JSON: parser %q", s.Parser)
	}
}

// TestAutoWhenValuesAreQuoted: key-value text whose values come in
// quotes (YAML: `url: "http://…"`) gets parser auto, which gives the
// values without their quotes; seed 000's key_value_pairs keeps them.
func TestAutoWhenValuesAreQuoted(t *testing.T) {
	s := Suggest(toolOf("navigate",
		"ok: true\naction: navigated\npageId: home\nurl: \"http://127.0.0.1:8080/index.html\"\nwaitUntil: load",
		"ok: true\naction: navigated\npageId: cat\nurl: \"http://127.0.0.1:8080/catalog.html\"\nwaitUntil: load"))
	if s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("ok: true\naction: navigated\npageId: staff\nurl: \"http://127.0.0.1:8080/staff.html\"\nwaitUntil: load")))
	if !strings.Contains(got, `"http://127.0.0.1:8080/staff.html"`) {
		t.Errorf("url keeps its quotes: %s", got)
	}
}

// TestAutoWhenACountLineHeadsThePairs: records of pairs under a count
// line ("Found 2 topics:") in every sample get parser auto, which reads
// the count too; seed 000's key_value_pairs takes the line for an empty
// section.
func TestAutoWhenACountLineHeadsThePairs(t *testing.T) {
	s := Suggest(toolOf("list_topics",
		"Found 2 topics:\nName: Weekly digest\nID: t1\nDefault: opt_in\nName: Events\nID: t2\nDefault: opt_out",
		"Found 1 topic:\nName: Readings\nID: t3\nDefault: opt_in"))
	if s.Parser != extract.ParserAuto {
		t.Fatalf("parser %q reason %q", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("Found 3 topics:\nName: A\nID: a1\nDefault: opt_in\nName: B\nID: b1\nDefault: opt_in\nName: C\nID: c1\nDefault: opt_out")))
	if !strings.Contains(got, `"topics_count":3`) {
		t.Errorf("count missing: %s", got)
	}
}
