package extract_test

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoXML: a well-formed XML document behind a short preamble is read
// as its elements; HTML and broken XML stay text.
func TestAutoXML(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Model:\n<graph>\n  <node id=\"n1\" label=\"Load &amp; parse\"/>\n  <node id=\"n2\" label=\"Store\">kept</node>\n</graph>\n"
	res := apply(t, x, textResult(text))
	want := `{"xml":{"children":[{"id":"n1","label":"Load \u0026 parse","tag":"node"},{"id":"n2","label":"Store","tag":"node","text":"kept"}],"tag":"graph"}}`
	if got := mustJSON(t, res.Value); got != want || res.Account.Parser != extract.ParsedXML {
		t.Errorf("parser %s\n got %s\nwant %s", res.Account.Parser, got, want)
	}
	for _, f := range res.Account.Fields {
		if f.Start < 0 || f.End > len(text) || f.Start > f.End {
			t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
		}
		if strings.HasSuffix(f.Path, "/1/label") && text[f.Start:f.End] != "Store" {
			t.Errorf("field %s holds %q", f.Path, text[f.Start:f.End])
		}
	}
	for _, s := range []string{
		"<!DOCTYPE html>\n<html><body><p>Hi</p></body></html>",
		"<ul>\n<li>a</li>\n<li>b</li>\n</ul>",
		"<graph>\n<node id=\"n1\">\n</graph>",
		"<a/><b/>",
		"<a>\n</b>",
		"<?xml version=\"1.0\"?>",
		"<!-- only a comment -->",
		"x\ny\nz\n<a/>",
		"<a x='1' x='2'/>",
	} {
		if res := apply(t, x, textResult(s)); res.Account.Parser == extract.ParsedXML {
			t.Errorf("%q read as XML: %s", s, mustJSON(t, res.Value))
		}
	}
}

// A document with a short trailer under it is read as XML, and the
// trailer gives its tokens beside the document; a long trailer keeps the
// text a text.
func TestAutoXMLTrailer(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Current diagram:\n\n<mxfile><diagram id=\"ret\" name=\"Returns flow\"><cell id=\"drop\" value=\"Book drop\"/></diagram></mxfile>\n\nPages (1): [0] id=ret name=\"Returns flow\" cells=7\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	if res.Account.Parser != extract.ParsedXML || !strings.Contains(got, `"value":"Book drop"`) || !strings.Contains(got, `"cells":"7"`) {
		t.Errorf("parser %s: %s", res.Account.Parser, got)
	}
	long := "<a><b x=\"1\"/></a>\n" + strings.Repeat("line of words\n", 12)
	if res := apply(t, x, textResult(long)); res.Account.Parser == extract.ParsedXML {
		t.Errorf("%q read as XML: %s", long, mustJSON(t, res.Value))
	}
}
