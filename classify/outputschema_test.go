package classify

import "testing"

// TestHasOutputSchema: the byte pre-check never changes the answer of the
// member walk, an escaped member name included.
func TestHasOutputSchema(t *testing.T) {
	cases := []struct {
		def  string
		want bool
	}{
		{`{"name":"a","inputSchema":{"type":"object"}}`, false},
		{`{"name":"a","outputSchema":{"type":"object"}}`, true},
		{`{"name":"a","outputSchema":null}`, false},
		{`{"name":"a","description":"has outputSchema in words"}`, false},
		{`{"name":"a","output\u0053chema":{"type":"object"}}`, true},
		{`{"name":"a","description":"caf\u00e9"}`, false},
		{`{"inputSchema":{"properties":{"outputSchema":{"type":"string"}}}}`, false},
		{`not json outputSchema`, false},
		{``, false},
	}
	for _, c := range cases {
		if got := hasOutputSchema([]byte(c.def)); got != c.want {
			t.Errorf("hasOutputSchema(%s) = %v, want %v", c.def, got, c.want)
		}
	}
}
