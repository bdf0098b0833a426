package suggest

import (
	"encoding/json"
	"testing"
)

// TestAutoSchemaOpensMapValues: under parser auto a root the samples
// showed as a map of objects keeps no schema for its values (the next
// output may hold strings there); an open root and a record root are
// opened as before.
func TestAutoSchemaOpensMapValues(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"type":"object","additionalProperties":{"type":"object","properties":{"value":{"type":"string"}}}}`,
			`{"additionalProperties":{},"type":"object"}`},
		{`{"type":"object","additionalProperties":{}}`, `{"additionalProperties":{},"type":"object"}`},
		{`{"type":"object","properties":{"text":{"type":"string"}}}`,
			`{"additionalProperties":{},"properties":{"text":{"type":"string"}},"type":"object"}`},
	} {
		var got, want any
		if err := json.Unmarshal(autoSchema(json.RawMessage(c.in)), &got); err != nil {
			t.Fatal(err)
		}
		_ = json.Unmarshal([]byte(c.want), &want)
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Errorf("autoSchema(%s)\n got %s\nwant %s", c.in, g, w)
		}
	}
}
