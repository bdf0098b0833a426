package probe

import (
	"encoding/json"
	"regexp"
	"testing"
)

func TestPatternString(t *testing.T) {
	for _, p := range []string{
		`^[A-Z]{2}-\d{4}$`, `^\d{5}(-\d{4})?$`, `^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$`,
		`^(owner|admin|viewer)$`, `^[0-9a-f]{40}$`, `^v\d+\.\d+\.\d+$`, `^#[0-9A-Fa-f]{6}$`, `repo:\w+/\w+`,
		`^\S+$`, `^[^/]+/[^/]+$`,
	} {
		s, ok := patternString(p, 0)
		if !ok || !regexp.MustCompile(p).MatchString(s) {
			t.Errorf("pattern %s: got %q, %v", p, s, ok)
		}
	}
	if s, ok := patternString(`^[a-z]+$`, 5); !ok || len(s) < 5 {
		t.Errorf("minLength with pattern: %q %v", s, ok)
	}
	if _, ok := patternString(`(?!x)`, 0); ok {
		t.Errorf("an ECMA-only pattern should be reported as not generated")
	}
}

func TestSynthHonoursPattern(t *testing.T) {
	schema := `{"type":"object","properties":{"repo":{"type":"string","pattern":"^[a-z]+/[a-z]+$"},"sha":{"type":"string","pattern":"^[0-9a-f]{7,40}$"}},"required":["repo","sha"]}`
	var got map[string]string
	if err := json.Unmarshal(SynthArgs(json.RawMessage(schema), 1)[0], &got); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^[a-z]+/[a-z]+$`).MatchString(got["repo"]) || !regexp.MustCompile(`^[0-9a-f]{7,40}$`).MatchString(got["sha"]) {
		t.Errorf("synthesized %v does not match the patterns", got)
	}
}
