package textparse

import "testing"

// TestDigitIdentKeys: a key that is an identifier starting with a digit
// ("127_0_0_1_session_5e64", "2fa_enabled") is a key like "lab" is; a
// time, an address or a number before a colon is not.
func TestDigitIdentKeys(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"127_0_0_1_session_5e64: x", 22},
		{"2fa_enabled: true", 11},
		{"12:30 meeting", 0},
		{"10.0.0.1: up", 0},
		{"42: answer", 0},
		{"lab: x", 0},
	} {
		if got := digitIdentAt(c.s, 0, len(c.s)); got != c.want {
			t.Errorf("digitIdentAt(%q) = %d, want %d", c.s, got, c.want)
		}
	}
	fs := ItemFields("127_0_0_1_session_5e64: mcpuser@127.0.0.1:2242 [linux]")
	got := map[string]string{}
	for _, f := range fs {
		got[f.Name] = f.Value
	}
	if got["127_0_0_1_session_5e64"] == "" && got["name"] != "127_0_0_1_session_5e64" {
		t.Errorf("the identifier key is not read as a key: %+v", fs)
	}
}
