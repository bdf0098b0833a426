package textparse

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// fixtureText returns the first text block of the captured seed-001 call of
// server/tool (internal/fixture/seed001).
func fixtureText(t testing.TB, server, tool string) string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "internal", "fixture", "seed001", server+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var rec struct {
			Kind, Tool string
			Result     struct {
				Content []struct{ Type, Text string }
			}
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("%s.jsonl: %v", server, err)
		}
		if rec.Kind == "call" && rec.Tool == tool {
			for _, c := range rec.Result.Content {
				if c.Type == "text" {
					return c.Text
				}
			}
		}
	}
	t.Fatalf("%s.jsonl: no text result for tool %s", server, tool)
	return ""
}

// checkSpan fails unless sp is a valid span of text.
func checkSpan(t testing.TB, what string, text string, sp Span) {
	t.Helper()
	if sp.Start < 0 || sp.End > len(text) || sp.Start > sp.End {
		t.Fatalf("%s: span %+v outside [0,%d]", what, sp, len(text))
	}
}
