package schema

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// jsonValue decodes one complete JSON text with json.Number numbers.
func jsonValue(raw []byte) (any, bool) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, false
	}
	if d.More() {
		return nil, false
	}
	if _, err := d.Token(); err == nil {
		return nil, false
	}
	return v, true
}

// resultSamples returns the structuredContent of a CallToolResult and the
// JSON values of its text blocks that parse as JSON, each with a group
// suffix.
func resultSamples(result any) map[string][]any {
	out := map[string][]any{}
	r, ok := result.(map[string]any)
	if !ok {
		return out
	}
	if sc, ok := r["structuredContent"]; ok {
		out["structured"] = append(out["structured"], sc)
	}
	blocks, _ := r["content"].([]any)
	for _, b := range blocks {
		m, _ := b.(map[string]any)
		if m["type"] != "text" {
			continue
		}
		text, _ := m["text"].(string)
		if v, ok := jsonValue([]byte(strings.TrimSpace(text))); ok {
			out["text"] = append(out["text"], v)
		}
	}
	return out
}

// realSamples collects samples per tool (by tool name, or by file name for
// corpus files without a tool definition) from the classifier corpus and the
// seed-001 capture; structuredContent and JSON text are separate groups.
func realSamples(t *testing.T) map[string][]any {
	t.Helper()
	groups := map[string][]any{}
	add := func(prefix string, result any) {
		for kind, vs := range resultSamples(result) {
			groups[prefix+"#"+kind] = append(groups[prefix+"#"+kind], vs...)
		}
	}
	root := filepath.Join("..", "..")
	files, err := filepath.Glob(filepath.Join(root, "classify", "testdata", "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, ok := jsonValue(raw)
		if !ok {
			t.Fatalf("%s: not JSON", f)
		}
		m, _ := doc.(map[string]any)
		tool := filepath.Base(f)
		if def, ok := m["tool_def"].(map[string]any); ok {
			if name, ok := def["name"].(string); ok {
				tool = name
			}
		}
		add(tool, m["result"])
	}
	lines, err := filepath.Glob(filepath.Join(root, "internal", "fixture", "seed001", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range lines {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
		for n := 1; sc.Scan(); n++ {
			doc, ok := jsonValue(sc.Bytes())
			if !ok {
				t.Fatalf("%s:%d: not JSON", f, n)
			}
			m, _ := doc.(map[string]any)
			if m["kind"] != "call" {
				continue
			}
			tool, _ := m["tool"].(string)
			add(tool, m["result"])
		}
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		fh.Close()
	}
	return groups
}

func TestInferRealSamples(t *testing.T) {
	groups := realSamples(t)
	names := make([]string, 0, len(groups))
	total := 0
	for k, vs := range groups {
		names = append(names, k)
		total += len(vs)
	}
	slices.Sort(names)
	if len(names) < 20 || total < 35 {
		t.Fatalf("too few real samples found: %d groups, %d samples: %v", len(names), total, names)
	}
	formats := 0
	for _, name := range names {
		samples := groups[name]
		in, err := Infer(samples, Options{Title: name})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		assertValidates(t, in, samples)
		if bytes.Contains(in.JSON(), []byte(`"format"`)) {
			formats++
		}
	}
	if formats == 0 {
		t.Error("no real schema got a format; the real data has RFC 3339 times and URLs")
	}
	t.Logf("%d tools, %d samples, %d schemas with a format", len(names), total, formats)
}
