package classify

import "testing"

// TestParseKVDigitIdentKey: parseKV takes an identifier starting with a
// digit as a key, never a time or an address.
func TestParseKVDigitIdentKey(t *testing.T) {
	for _, c := range []struct {
		s   string
		key string
		ok  bool
	}{
		{"127_0_0_1_session_5e64: mcpuser@127.0.0.1:2242", "127_0_0_1_session_5e64", true},
		{"2fa_enabled: true", "2fa_enabled", true},
		{"12:30 standup", "", false},
		{"10.0.0.1:8080 open", "", false},
	} {
		kv, ok := parseKV([]byte(c.s))
		if ok != c.ok || kv.key != c.key {
			t.Errorf("parseKV(%q) = %q %v, want %q %v", c.s, kv.key, ok, c.key, c.ok)
		}
	}
}
