package extract_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
	"github.com/mcpsurvey/mcpsurvey/extract/suggest"
)

// suggestFrom fits a suggestion on text outputs.
func suggestFrom(t *testing.T, texts ...string) suggest.Suggestion {
	t.Helper()
	tl := suggest.Tool{Server: "db", Tool: "query"}
	for i, s := range texts {
		tl.Samples = append(tl.Samples, suggest.Sample{ID: fmt.Sprintf("db/query/%d", i+1), Result: textResult(s)})
	}
	sg := suggest.Suggest(tl)
	if sg.VirtualTool == nil {
		t.Fatalf("no suggestion: %s %v", sg.Reason, sg.Notes)
	}
	if !sg.SchemaValidates {
		t.Errorf("the suggested schema does not validate its samples: %v", sg.Notes)
	}
	return sg
}

// applyJSON applies a suggestion to a new output and returns the value as JSON.
func applyJSON(t *testing.T, sg suggest.Suggestion, text string) (string, extract.Account) {
	t.Helper()
	res, err := extract.Apply(sg.VirtualTool, textResult(text))
	if err != nil {
		t.Fatal(err)
	}
	return mustJSON(t, res.Value), res.Account
}

// TestSuggestedSchemaKeepsColumnsOfNewQueries is the end-to-end test for
// rows that came out as [{}]: a config suggested from the answers of some
// queries, applied to a query with other columns, keeps those columns.
func TestSuggestedSchemaKeepsColumnsOfNewQueries(t *testing.T) {
	newQuery := func(wrap func(rows string) string) string {
		return wrap(`[{"c":10,"d":"ten"},{"c":11,"d":null}]`)
	}
	cases := []struct {
		name string
		fit  []string
		wrap func(rows string) string
		want string
	}{
		{"rows of SELECT a,b only (JSON object with rows)",
			[]string{`{"rows":[{"a":1,"b":"x"},{"a":2,"b":"y"}],"rowCount":2}`, `{"rows":[{"a":3,"b":"z"}],"rowCount":1}`, `{"rows":[{"a":4,"b":"w"}],"rowCount":1}`},
			func(r string) string { return `{"rows":` + r + `,"rowCount":2}` },
			`{"rowCount":2,"rows":[{"c":10,"d":"ten"},{"c":11,"d":null}]}`},
		{"rows of two earlier queries under another name",
			[]string{`{"result":[{"a":1,"b":"x"},{"a":2,"b":"y"}]}`, `{"result":[{"x":"p","y":2.5}]}`, `{"result":[{"a":3,"b":"z"}]}`},
			func(r string) string { return `{"result":` + r + `}` },
			`{"result":[{"c":10,"d":"ten"},{"c":11,"d":null}]}`},
		{"a bare array of rows of two earlier queries",
			[]string{`[{"a":1,"b":"x"},{"a":2,"b":"y"}]`, `[{"name":"p","qty":2}]`},
			func(r string) string { return r },
			`{"items":[{"c":10,"d":"ten"},{"c":11,"d":null}]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sg := suggestFrom(t, c.fit...)
			got, acc := applyJSON(t, sg, newQuery(c.wrap))
			if got != c.want {
				t.Errorf("value %s\nwant  %s\nschema %s\nmisses %+v", got, c.want, sg.Schema, acc.Misses)
			}
			if strings.Contains(got, "{}") {
				t.Errorf("empty rows: %s", got)
			}
		})
	}
}

// TestSuggestedTableSchemaKeepsColumnsOfNewQueries: the same through the
// markdown table parser ("3 rows returned" names the field rows).
func TestSuggestedTableSchemaKeepsColumnsOfNewQueries(t *testing.T) {
	table := func(head []string, rows ...[]string) string {
		var b strings.Builder
		fmt.Fprintf(&b, "Query executed successfully. %d rows returned.\n\n| %s |\n|%s\n", len(rows), strings.Join(head, " | "), strings.Repeat("---|", len(head)))
		for _, r := range rows {
			fmt.Fprintf(&b, "| %s |\n", strings.Join(r, " | "))
		}
		return b.String()
	}
	sg := suggestFrom(t,
		table([]string{"name", "email"}, []string{"Ann", "ann@x.example"}, []string{"Bo", "bo@x.example"}),
		table([]string{"name", "email"}, []string{"Cy", "cy@x.example"}),
	)
	if sg.Parser != extract.ParserTable {
		t.Fatalf("parser %q, want the table parser", sg.Parser)
	}
	got, acc := applyJSON(t, sg, table([]string{"sku", "qty"}, []string{"A-1", "3"}, []string{"B-2", "5"}))
	for _, v := range []string{`"A-1"`, `"B-2"`, `"3"`, `"5"`, `"sku"`, `"qty"`} {
		if !strings.Contains(got, v) {
			t.Errorf("value %s lacks %s\nschema %s\nmisses %+v", got, v, sg.Schema, acc.Misses)
		}
	}
	// The columns seen while fitting are still described and converted.
	got, _ = applyJSON(t, sg, table([]string{"name", "email"}, []string{"Di", "di@x.example"}))
	if !strings.Contains(got, `"di@x.example"`) {
		t.Errorf("fitted columns: %s", got)
	}
}

// TestSuggestedSchemaMapsAndRecords: a dictionary keyed by IDs keeps the
// IDs of a new answer; a record with stable keys stays a record (its
// properties described and typed), open: a key the fitted samples never
// showed is kept, since two samples cannot show every key of an answer.
// (A hand-written closed schema still drops it: seed 000's projection,
// TestSeedEquivalence.)
func TestSuggestedSchemaMapsAndRecords(t *testing.T) {
	sg := suggestFrom(t,
		`{"users":{"123e4567-e89b-12d3-a456-426614174000":{"name":"Ann","age":30}}}`,
		`{"users":{"223e4567-e89b-12d3-a456-426614174000":{"name":"Bo","age":"41"}}}`,
	)
	got, _ := applyJSON(t, sg, `{"users":{"9d1c0f2e-0000-4000-8000-000000000001":{"name":"Cy","age":22}}}`)
	if want := `{"users":{"9d1c0f2e-0000-4000-8000-000000000001":{"age":22,"name":"Cy"}}}`; got != want {
		t.Errorf("dictionary: %s, want %s\nschema %s", got, want, sg.Schema)
	}

	sg = suggestFrom(t,
		`{"temperature":"21 C","conditions":"sunny","humidity":"40%","wind":{"speed":12,"dir":"NW"}}`,
		`{"temperature":"18 C","conditions":"rain","humidity":"90%","wind":{"speed":3,"dir":"S"}}`,
	)
	got, acc := applyJSON(t, sg, `{"temperature":"5 C","conditions":"snow","humidity":"80%","is_dst":false,"wind":{"speed":"7","dir":"N","gust":20}}`)
	if want := `{"conditions":"snow","humidity":"80%","is_dst":false,"temperature":"5 C","wind":{"dir":"N","gust":20,"speed":7}}`; got != want {
		t.Errorf("record: %s, want %s\nschema %s", got, want, sg.Schema)
	}
	if got := missKinds(acc); got != "" {
		t.Errorf("record misses %q", got)
	}
	var s struct {
		Properties map[string]struct {
			Type       string         `json:"type"`
			Properties map[string]any `json:"properties"`
		} `json:"properties"`
		Additional map[string]any `json:"additionalProperties"`
	}
	if err := json.Unmarshal(sg.Schema, &s); err != nil || s.Properties["temperature"].Type != "string" ||
		s.Properties["wind"].Properties["speed"] == nil || s.Additional == nil {
		t.Errorf("a record with stable keys should stay a described, open record: %s", sg.Schema)
	}
}

// TestSuggestedSchemaKeepsValuesOfMembersNullWhileFitting: a member null
// in every fitted answer says nothing of its type; its first real value is
// kept, not dropped as "not null".
func TestSuggestedSchemaKeepsValuesOfMembersNullWhileFitting(t *testing.T) {
	sg := suggestFrom(t,
		`{"current":"main","message":null,"branches":[{"name":"main","dflt":null}]}`,
		`{"current":"dev","message":null,"branches":[{"name":"dev","dflt":null}]}`,
	)
	got, acc := applyJSON(t, sg, `{"current":"main","message":"Current branch: main","branches":[{"name":"x","dflt":"0"}]}`)
	if want := `{"branches":[{"dflt":"0","name":"x"}],"current":"main","message":"Current branch: main"}`; got != want {
		t.Errorf("value %s, want %s\nschema %s\nmisses %+v", got, want, sg.Schema, acc.Misses)
	}
}
