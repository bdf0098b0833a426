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

// FuzzErrorShapedAnswer: no text and structuredContent make the error
// rules panic.
func FuzzErrorShapedAnswer(f *testing.F) {
	for _, s := range [][2]string{{"Error: x", `{}`}, {"", `{"ok":false,"error":"x"}`}, {"done", `{"result":{"error":"x"}}`},
		{"Sorry, x was not found.", `{"rows":null}`}, {"ERROR 1\nINFO 2", `{"result":"ERROR 1\nINFO 2"}`},
		{"x", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"x not found","code":404}`}, {"x", `[{"error":"x"}]`}} {
		f.Add([]byte(s[0]), []byte(s[1]))
	}
	f.Fuzz(func(t *testing.T, text, sc []byte) {
		ErrorShapedAnswer(text, sc)
		ErrorShapedAnswer(text, nil)
	})
}
