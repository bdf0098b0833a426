package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoTOON: parser auto reads a TOON document (toon-format spec):
// nested objects, inline primitive arrays, tables (comma, tab or pipe
// delimited, the old '#' length marker too), keyed tables, expanded lists
// of objects and a root table; primitives typed as the spec says.
func TestAutoTOON(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"object and tables",
			"status: success\ndata:\n  resultType: vector\n  tags[3]: api,v2,\"a,b\"\n  result[2]{job,value,up}:\n    prometheus,1.5,true\n    \"billing-api\",0,null\n",
			`{"data":{"result":[{"job":"prometheus","up":true,"value":1.5},{"job":"billing-api","up":null,"value":0}],"resultType":"vector","tags":["api","v2","a,b"]},"status":"success"}`},
		{"tab delimiter and length marker",
			"rules[#2\t]{name\tstate}:\n  HighLoad\tfiring\n  \"Disk: full\"\tok\ncount: 2\n",
			`{"count":2,"rules":[{"name":"HighLoad","state":"firing"},{"name":"Disk: full","state":"ok"}]}`},
		{"pipe delimiter, keyed table",
			"users[2:|]{role|since}:\n  ann: admin|2021\n  bo: dev|2023\n",
			`{"users":{"ann":{"role":"admin","since":2021},"bo":{"role":"dev","since":2023}}}`},
		{"expanded list",
			"items[3]:\n  - id: 1\n    name: Ann\n  - plain\n  - [2]: x,y\n",
			`{"items":[{"id":1,"name":"Ann"},"plain",["x","y"]]}`},
		{"root table",
			"[2]{id,name}:\n  1,\"Say \\\"hi\\\"\"\n  2,Bo\n",
			`{"items":[{"id":1,"name":"Say \"hi\""},{"id":2,"name":"Bo"}]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, acc := applyText(t, autoConfig, c.text)
			if acc.Parser != extract.ParsedTOON {
				t.Fatalf("parser %q: %v", acc.Parser, m)
			}
			if got := mustJSON(t, m); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
			for _, f := range acc.Fields {
				if f.Start < 0 || f.End > len(c.text) || f.Start > f.End {
					t.Errorf("field %s out of the text: %+v", f.Path, f.Range)
				}
			}
		})
	}
}

// TestAutoTOONRefuses: text that only looks like TOON is left to the
// other readers: a length that does not match the rows, a markdown
// heading, pairs with no array header, a bracket in prose.
func TestAutoTOONRefuses(t *testing.T) {
	for _, text := range []string{
		"items[3]{id,name}:\n  1,Ann\n  2,Bo\n",
		"# Report\nitems[1]: a\n",
		"name: Ann\nrole: admin\n",
		"See note [1]: it says so\nand more text here\n",
		"tags[2]: a,b,c\nx: 1\n",
		"tags[1]: \"ab\\u12\"\nx: 1\n",
		"tags[1]: \"ab\\u123\"\nx: 1\n",
	} {
		_, acc := applyText(t, autoConfig, text)
		if acc.Parser == extract.ParsedTOON {
			t.Errorf("%q read as TOON", text)
		}
	}
}
