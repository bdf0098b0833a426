package classify

import "testing"

// FuzzErrorShapedText: no input makes the error rules panic.
func FuzzErrorShapedText(f *testing.F) {
	for _, s := range []string{"Error: x", `{"error":"x"}`, `[{"error":"x"}]`, "```json\n{\"error\":1}\n```",
		"# h\n\nFailed to x", "bash: x: not found", "404 Not Found", "Unknown tool: x", `{"status":"fail","data":{}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		ErrorShapedText(b)
	})
}
