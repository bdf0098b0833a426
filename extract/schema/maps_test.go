package schema

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestInferMapsAndRecords: objects keyed by data, or whose key sets vary
// across samples, are maps; records with optional keys stay records.
func TestInferMapsAndRecords(t *testing.T) {
	// records: n samples of a record with five keys always present and
	// five optional keys, key i present in samples where s%(i+2)==0.
	records := func(n int) []string {
		var out []string
		for s := 0; s < n; s++ {
			m := map[string]any{"id": s, "name": fmt.Sprint("n", s), "state": "open", "created": "2025-01-02", "url": "https://x.example/" + fmt.Sprint(s)}
			for i, k := range []string{"labels", "assignee", "milestone", "body", "closed"} {
				if s%(i+2) == 0 {
					m[k] = "v"
				}
			}
			b, _ := json.Marshal(map[string]any{"issue": m})
			out = append(out, string(b))
		}
		return out
	}
	taggedUnion := func(n int) []string {
		var out []string
		for s := 0; s < n; s++ {
			if s%2 == 0 {
				out = append(out, fmt.Sprintf(`{"c":{"type":"text","text":"t%d"}}`, s))
			} else {
				out = append(out, fmt.Sprintf(`{"c":{"type":"image","data":"A%d","mimeType":"image/png"}}`, s))
			}
		}
		return out
	}
	tests := []struct {
		name    string
		samples []string
		ptr     string
		want    string // "-": absent
	}{
		{"SQL rows of different queries (JSON)", []string{
			`{"result":[{"id":1,"name":"Ann","email":"a@b.co"},{"id":2,"name":"Bo","email":null}]}`,
			`{"result":[{"id":7,"title":"Hello","body":"x","user_id":1}]}`,
			`{"result":[{"count":3}]}`,
		}, "/properties/result/items", `{"type":"object","additionalProperties":{}}`},
		{"SQL rows sharing an id column are still a map", []string{
			`{"result":[{"id":1,"name":"Ann","email":"a@b.co"}]}`,
			`{"result":[{"id":1,"name":"Ann","email":"a@b.co"}]}`,
			`{"result":[{"id":7,"title":"Hello","body":"x","user_id":1}]}`,
			`{"result":[{"id":8,"title":"Bye","body":"y","user_id":2}]}`,
		}, "/properties/result/items", `{"type":"object","additionalProperties":{}}`},
		{"varying maps of strings allow anything", []string{
			`{"env":{"HOME":"/root","LANG":"C"}}`, `{"env":{"PATH":"/bin","TERM":"xterm"}}`,
		}, "/properties/env", `{"type":"object","additionalProperties":{}}`},
		{"dictionary keyed by UUIDs", []string{
			`{"users":{"123e4567-e89b-12d3-a456-426614174000":{"name":"Ann","age":30}}}`,
		}, "/properties/users", `{"type":"object","additionalProperties":{"type":"object","properties":{"age":{"type":"integer"},"name":{"type":"string"}},"required":["age","name"]}}`},
		{"dictionary keyed by numeric ids, one key", []string{`{"byId":{"42":{"title":"x"}}}`}, "/properties/byId/additionalProperties/properties/title", `{"type":"string"}`},
		{"files keyed by path", []string{`{"files":{"src/main.go":"package main","README.md":"# x"}}`}, "/properties/files", `{"type":"object","additionalProperties":{"type":"string"}}`},
		{"counts keyed by date", []string{`{"daily":{"2025-01-01":3,"2025-01-02":5}}`}, "/properties/daily", `{"type":"object","additionalProperties":{"type":"integer"}}`},
		{"hosts and URLs as keys", []string{`{"up":{"10.0.0.1":true,"db.internal:5432":false,"https://x.example/health":true}}`}, "/properties/up", `{"type":"object","additionalProperties":{"type":"boolean"}}`},
		{"varying maps of integers allow anything", []string{`{"totals":{"orders":3}}`, `{"totals":{"users":5,"admins":1}}`}, "/properties/totals", `{"type":"object","additionalProperties":{}}`},
		{"varying maps of records keep the record", []string{`{"by":{"orders":{"n":3}}}`, `{"by":{"users":{"n":5},"admins":{"n":1}}}`}, "/properties/by", `{"type":"object","additionalProperties":{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]}}`},
		{"many keys with values of one shape", []string{`{"people":{` + peopleKeys(25, true) + `}}`}, "/properties/people", `{"type":"object","additionalProperties":{"type":"object","properties":{"age":{"type":"integer"},"city":{"type":"string"}},"required":["age","city"]}}`},
		{"many keys with values of different shapes stay a record", []string{`{"people":{` + peopleKeys(25, false) + `}}`}, "/properties/people/properties/ann3/required", `["age","extra3"]`},
		{"a flat record of many strings stays a record", []string{`{"info":{` + stringKeys(30) + `}}`}, "/properties/info/required/0", `"field0"`},
		{"config map varying across samples", []string{
			`{"settings":{"theme":"dark","fontSize":12}}`,
			`{"settings":{"tabSize":4,"autoSave":true}}`,
			`{"settings":{"proxy":"http://p.example:3128"}}`,
		}, "/properties/settings", `{"type":"object","additionalProperties":{}}`},
		{"records with optional keys stay records", records(12), "/properties/issue/required", `["created","id","name","state","url"]`},
		{"records with optional keys keep properties", records(12), "/properties/issue/properties/milestone", `{"type":"string"}`},
		{"records get no additionalProperties", records(12), "/properties/issue/additionalProperties", `-`},
		{"tagged union, one variant per sample, ten samples: a record", taggedUnion(10), "/properties/c/required", `["type"]`},
		{"tagged union over four samples reads as a map", taggedUnion(4), "/properties/c", `{"type":"object","additionalProperties":{}}`},
		{"one record per sample, same keys", []string{`{"a":1,"b":"x"}`, `{"a":2,"b":"y"}`}, "/required", `["a","b"]`},
		{"nested maps of records", []string{
			`{"repos":{"owner/a":{"stars":1,"branches":{"main":{"sha":"abc1234def"},"dev":{"sha":"bcd2345aaa"}}}}}`,
			`{"repos":{"x/y":{"stars":5,"branches":{"trunk":{"sha":"0011aabbcc"}}},"x/z":{"stars":2,"branches":{"feature-q":{"sha":"0011aabbcc"}}}}}`,
		}, "/properties/repos/additionalProperties", `{"type":"object","properties":{"stars":{"type":"integer"},"branches":{"type":"object","additionalProperties":{"type":"object","properties":{"sha":{"type":"string"}},"required":["sha"]}}},"required":["branches","stars"]}`},
		{"rows of one query: open records", []string{
			`{"rows":[{"name":"Ann","email":"a@b.co"},{"name":"Bo","email":"b@b.co"}]}`,
			`{"rows":[{"name":"Cy","email":"c@b.co"}]}`,
		}, "/properties/rows/items", `{"type":"object","properties":{"email":{"type":"string","format":"email"},"name":{"type":"string"}},"additionalProperties":{}}`},
		{"row field names fold case and separators", []string{`{"Result_Set":[{"a":1}]}`}, "/properties/Result_Set/items/additionalProperties", `{}`},
		{"a root keyed by data is a map", []string{`{"/tmp/a.txt":"x","/tmp/b.txt":"y"}`}, "", `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":{"type":"string"}}`},
		{"maps of only nulls allow anything", []string{`{"m":{"2025-01-01":null}}`}, "/properties/m", `{"type":"object","additionalProperties":{}}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			samples := decode(t, true, tc.samples...)
			in, err := Infer(samples, Options{})
			if err != nil {
				t.Fatalf("Infer: %v", err)
			}
			got, ok := at(normal(t, in.Schema), tc.ptr)
			if tc.want == "-" {
				if ok {
					t.Fatalf("%s: want absent, got %v\n%s", tc.ptr, got, in.JSON())
				}
				return
			}
			if !ok {
				t.Fatalf("%s missing in\n%s", tc.ptr, in.JSON())
			}
			var want any
			if err := json.Unmarshal([]byte(tc.want), &want); err != nil {
				t.Fatalf("bad want: %v", err)
			}
			if !reflect.DeepEqual(got, want) {
				gb, _ := json.Marshal(got)
				t.Fatalf("%s:\n got %s\nwant %s\n%s", tc.ptr, gb, tc.want, in.JSON())
			}
			assertValidates(t, in, samples)
		})
	}
}

// peopleKeys returns n members "annI": {...}; with sameShape every value
// has the keys age and city, otherwise each value has age and a key of its
// own.
func peopleKeys(n int, sameShape bool) string {
	var parts []string
	for i := 0; i < n; i++ {
		other := "city"
		if !sameShape {
			other = fmt.Sprintf("extra%d", i)
		}
		parts = append(parts, fmt.Sprintf(`"ann%d":{"age":%d,"%s":"x%d"}`, i, 20+i, other, i))
	}
	return strings.Join(parts, ",")
}

// stringKeys returns n members "fieldI": "vI".
func stringKeys(n int) string {
	var parts []string
	for i := 0; i < n; i++ {
		parts = append(parts, fmt.Sprintf(`"field%d":"v%d"`, i, i))
	}
	return strings.Join(parts, ",")
}

// TestInferRowFieldsOption: a caller names the array of rows (a table
// parser's table_field) and its records are emitted open.
func TestInferRowFieldsOption(t *testing.T) {
	samples := decode(t, true, `{"users":[{"name":"Ann"}]}`)
	in, err := Infer(samples, Options{RowFields: []string{"users"}})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := at(normal(t, in.Schema), "/properties/users/items")
	want := map[string]any{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}, "additionalProperties": map[string]any{}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v\n%s", got, in.JSON())
	}
	in, err = Infer(samples, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := at(normal(t, in.Schema), "/properties/users/items/additionalProperties"); ok {
		t.Fatalf("without the option users are records:\n%s", in.JSON())
	}
}

// TestOverlapFigures checks the figures maxVaryingOverlap's comment gives
// and that the threshold separates them.
func TestOverlapFigures(t *testing.T) {
	overlapOf := func(samples ...[]string) float64 {
		var n node
		for i, keys := range samples {
			m := map[string]any{}
			for _, k := range keys {
				m[k] = 1
			}
			if err := n.observe(m, 0, i); err != nil {
				t.Fatal(err)
			}
		}
		return overlap(n.obj)
	}
	core := []string{"a", "b", "c", "d", "e"}
	var rec [][]string
	for s := 0; s < 9; s++ {
		keys := append([]string(nil), core...)
		if s%3 == 0 {
			keys = append(keys, "o1", "o2", "o3", "o4", "o5")
		}
		rec = append(rec, keys)
	}
	var tagged [][]string
	for s := 0; s < 10; s++ {
		tagged = append(tagged, [][]string{{"type", "text"}, {"type", "data", "mimeType"}}[s%2])
	}
	sql := [][]string{{"id", "name", "email"}, {"id", "name", "email"}, {"id", "title", "body", "user_id"}, {"id", "title", "body", "user_id"}}
	for _, c := range []struct {
		name     string
		samples  [][]string
		want     float64
		isRecord bool
	}{
		{"record with optional keys in a third of the samples", rec, 0.82, true},
		{"tagged union over ten samples", tagged, 0.67, true},
		{"tagged union over four samples", tagged[:4], 0.6, false},
		{"two SQL queries sharing id", sql, 0.52, false},
		{"disjoint", [][]string{{"a"}, {"b"}}, 0, false},
		{"identical", [][]string{{"a", "b"}, {"a", "b"}}, 1, true},
	} {
		got := overlapOf(c.samples...)
		if math.Abs(got-c.want) > 0.01 {
			t.Errorf("%s: overlap %.3f, want %.2f", c.name, got, c.want)
		}
		if (got > maxVaryingOverlap) != c.isRecord {
			t.Errorf("%s: overlap %.3f on the wrong side of %.2f", c.name, got, maxVaryingOverlap)
		}
	}
}

func TestIsDataKey(t *testing.T) {
	data := []string{"42", "-1", "3.14", "123e4567-e89b-12d3-a456-426614174000", "2025-01-02", "2025-01-02T03:04:05Z",
		"09:30", "a1b2c3d", "https://x.example/a", "ann@x.example", "/etc/hosts", "./a", "~/notes", `C:\x`,
		"src/main.go", "owner/repo", "application/json", "README.md", "package.json", "127.0.0.1", "localhost:8080",
		"db.example.com:5432", "1.2.3", "v2.0", "v1.2.3-rc.1"}
	names := []string{"", "name", "id", "userId", "user_name", "created-at", "+1", "km/h", "I/O", "deadbeef", "abc",
		"Last Modified", "total", "e2e", "v2", "version", "editor.tabSize", "a:b", "0x", "1.", ".5", strings.Repeat("x", 3000)}
	for _, k := range data {
		if !IsDataKey(k) {
			t.Errorf("%q: want data", k)
		}
	}
	for _, k := range names {
		if isDataKey(k) {
			t.Errorf("%q: want a field name", k)
		}
	}
}
