package check

import (
	"fmt"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// benchServer is a 2025-11-25 capture of 10 tools with 100 calls each.
func benchServer() *capture.Server {
	s := server(V20251125)
	for i := 0; i < 10; i++ {
		name := fmt.Sprintf("tool_%d", i)
		addTool(s, schemaTool(name, userSchema))
		for c := 0; c < 100; c++ {
			addResult(s, name, fmt.Sprintf(`{"content":[{"type":"text","text":"{\"name\":\"n%d\",\"age\":%d}"}],"structuredContent":{"name":"n%d","age":%d}}`, c, c, c, c))
		}
	}
	return s
}

// BenchmarkRunSchema measures what MCP4009 (validation against the
// protocol schema) costs a check run of one server: all checks without
// it (baseline), all checks with a schema cache shared across servers (as
// `mcpsurvey check` runs them), and all checks with a fresh cache per
// server (check.Run).
func BenchmarkRunSchema(b *testing.B) {
	s := benchServer()
	var without []*Check
	for _, c := range All() {
		if c.ID != "MCP4009" {
			without = append(without, c)
		}
	}
	shared := NewSchemaCache()
	RunTarget(All(), NewTarget(s, Options{Schemas: shared})) // warm
	b.Run("without-MCP4009", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			RunTarget(without, NewTarget(s, Options{Schemas: shared}))
		}
	})
	b.Run("shared-cache", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			RunTarget(All(), NewTarget(s, Options{Schemas: shared}))
		}
	})
	b.Run("fresh-cache", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			Run(All(), s)
		}
	})
}
