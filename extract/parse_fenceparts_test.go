package extract_test

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestAutoFenceParts: text with prose around fenced code gives the code of
// each block and the prose paragraphs as values; text without a fence, or
// one fence alone, gives neither.
func TestAutoFenceParts(t *testing.T) {
	run := func(text string) map[string]any {
		m, _ := applyText(t, autoConfig, text)
		return m
	}
	m := run("Reads a config file and prints its keys.\n\n```go\ncfg, err := load(\"app.toml\")\nfmt.Println(cfg.Keys())\n```\n\nThe keys come back sorted.")
	code, _ := m[extract.CodeField].([]any)
	prose, _ := m[extract.ProseField].([]any)
	if len(code) != 1 || code[0] != "cfg, err := load(\"app.toml\")\nfmt.Println(cfg.Keys())" {
		t.Errorf("code = %q", code)
	}
	if len(prose) != 2 || prose[0] != "Reads a config file and prints its keys." {
		t.Errorf("prose = %q", prose)
	}
	for _, text := range []string{"just a sentence with no code at all, nothing else here.", "```\nonly code\nhere\n```"} {
		if m := run(text); m[extract.CodeField] != nil || m[extract.ProseField] != nil {
			t.Errorf("%q: code/prose fields %v", text, m)
		}
	}
}
