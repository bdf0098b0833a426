package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// goldenFile is the stored expectation of one virtual tool: the value
// extracted from every call of its source tool.
type goldenFile struct {
	VirtualTool string `json:"virtual_tool"`
	SourceTool  string `json:"source_tool"`
	// ConfigSHA256 is the hash of the virtual tool's config when the golden
	// was written; a change is reported as a note, not a failure (the
	// values are the contract).
	ConfigSHA256 string       `json:"config_sha256"`
	Calls        []goldenCall `json:"calls"`
}

// goldenCall is the outcome of one call: a value or an error message.
type goldenCall struct {
	ID    string          `json:"id"`
	Value json.RawMessage `json:"value,omitempty"`
	Error string          `json:"error,omitempty"`
}

// safeName keeps letters, digits, '.', '_' and '-' and replaces the rest;
// when anything was replaced a short hash of the original keeps distinct
// names distinct.
func goldenSafeName(s string) string {
	var b strings.Builder
	changed := false
	for i, r := range s {
		ok := r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || (r == '.' && i > 0))
		if ok {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
			changed = true
		}
	}
	if strings.Contains(b.String(), "__") {
		changed = true // "__" separates server and tool in file names
	}
	if s == "" || changed {
		h := sha256.Sum256([]byte(s))
		return strings.ReplaceAll(b.String(), "__", "_") + "-" + hex.EncodeToString(h[:4])
	}
	return b.String()
}

// goldenNames gives every virtual tool its golden file name,
// <server>__<tool>.json, adding __<virtual tool> when several virtual
// tools read the same source tool. sources maps virtual tool name to
// [server, tool].
func goldenNames(sources map[string][2]string) map[string]string {
	bySource := map[[2]string][]string{}
	for vt, src := range sources {
		bySource[src] = append(bySource[src], vt)
	}
	out := make(map[string]string, len(sources))
	for src, vts := range bySource {
		base := goldenSafeName(src[0]) + "__" + goldenSafeName(src[1])
		for _, vt := range vts {
			name := base
			if len(vts) > 1 {
				name += "__" + goldenSafeName(vt)
			}
			out[vt] = name + ".json"
		}
	}
	return out
}

// configHash is the hex SHA-256 of v's JSON encoding.
func goldenConfigHash(v any) string {
	b, _ := json.Marshal(v)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// canonicalValue encodes an extracted value so that the same value always
// gives the same bytes (map keys sorted, numbers as encoding/json writes
// them).
func goldenValue(v any) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var back any
	if err := goldenDecode(b, &back); err != nil {
		return nil, err
	}
	return json.Marshal(back)
}

// decodeNumbers decodes JSON keeping numbers as json.Number.
func goldenDecode(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	return dec.Decode(v)
}

// encodeGolden renders a golden file: pretty, deterministic, ending in a
// newline.
func encodeGolden(g *goldenFile) ([]byte, error) {
	b, err := json.MarshalIndent(g, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// readGolden reads one golden file; errors name the file.
func readGolden(path string) (*goldenFile, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var g goldenFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return nil, fmt.Errorf("%s: not a golden file: %v", path, err)
	}
	return &g, nil
}

// goldenFiles lists the *.json file names directly in dir that look like
// goldens (their name holds "__").
func goldenFiles(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") && strings.Contains(e.Name(), "__") {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}

// diffGolden compares a golden with the current outcome and returns the
// differences as readable lines ("<call id> <path>: want X, got Y").
func diffGolden(want, got *goldenFile) []string {
	var out []string
	wantBy := map[string]goldenCall{}
	for _, c := range want.Calls {
		wantBy[c.ID] = c
	}
	gotBy := map[string]bool{}
	for _, c := range got.Calls {
		gotBy[c.ID] = true
		w, ok := wantBy[c.ID]
		if !ok {
			out = append(out, fmt.Sprintf("%s: new call, not in the golden (got %s)", c.ID, goldenOutcome(c)))
			continue
		}
		out = append(out, goldenDiffCall(c.ID, w, c)...)
	}
	for _, c := range want.Calls {
		if !gotBy[c.ID] {
			out = append(out, fmt.Sprintf("%s: in the golden, missing from the corpus (want %s)", c.ID, goldenOutcome(c)))
		}
	}
	return out
}

// outcome shows a call's value or error, shortened.
func goldenOutcome(c goldenCall) string {
	if c.Error != "" {
		return "error " + diffShort(c.Error)
	}
	if len(c.Value) == 0 {
		return "no value"
	}
	return diffShort(string(c.Value))
}

// diffCall compares one call's outcome.
func goldenDiffCall(id string, want, got goldenCall) []string {
	if want.Error != got.Error {
		return []string{fmt.Sprintf("%s: want %s, got %s", id, goldenOutcome(want), goldenOutcome(got))}
	}
	if len(want.Value) == 0 || len(got.Value) == 0 {
		if len(want.Value) != len(got.Value) {
			return []string{fmt.Sprintf("%s: want %s, got %s", id, goldenOutcome(want), goldenOutcome(got))}
		}
		return nil
	}
	var w, g any
	if err := goldenDecode(want.Value, &w); err != nil {
		return []string{fmt.Sprintf("%s: golden value is not JSON: %v", id, err)}
	}
	if err := goldenDecode(got.Value, &g); err != nil {
		return []string{fmt.Sprintf("%s: value is not JSON: %v", id, err)}
	}
	var out []string
	goldenDiffValue(&out, id, "$", w, g)
	return out
}

// diffValue appends one line per differing leaf or shape under path.
func goldenDiffValue(out *[]string, id, path string, want, got any) {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			break
		}
		keys := make([]string, 0, len(w)+len(g))
		for k := range w {
			keys = append(keys, k)
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := path + "." + k
			if !diffPlainKey(k) {
				p = path + "[" + string(diffJSON(k)) + "]"
			}
			wv, inW := w[k]
			gv, inG := g[k]
			switch {
			case !inG:
				*out = append(*out, fmt.Sprintf("%s %s: want %s, got (absent)", id, p, diffShort(string(diffJSON(wv)))))
			case !inW:
				*out = append(*out, fmt.Sprintf("%s %s: want (absent), got %s", id, p, diffShort(string(diffJSON(gv)))))
			default:
				goldenDiffValue(out, id, p, wv, gv)
			}
		}
		return
	case []any:
		g, ok := got.([]any)
		if !ok {
			break
		}
		for i := range max(len(w), len(g)) {
			p := fmt.Sprintf("%s[%d]", path, i)
			switch {
			case i >= len(g):
				*out = append(*out, fmt.Sprintf("%s %s: want %s, got (absent)", id, p, diffShort(string(diffJSON(w[i])))))
			case i >= len(w):
				*out = append(*out, fmt.Sprintf("%s %s: want (absent), got %s", id, p, diffShort(string(diffJSON(g[i])))))
			default:
				goldenDiffValue(out, id, p, w[i], g[i])
			}
		}
		return
	}
	wb, gb := diffJSON(want), diffJSON(got)
	if !bytes.Equal(wb, gb) {
		*out = append(*out, fmt.Sprintf("%s %s: want %s, got %s", id, path, diffShort(string(wb)), diffShort(string(gb))))
	}
}

// isPlainKey reports whether k can be written after a dot in a path.
func diffPlainKey(k string) bool {
	if k == "" {
		return false
	}
	for _, r := range k {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func diffJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte(fmt.Sprintf("%q", fmt.Sprint(v)))
	}
	return b
}

// diffShort cuts s to 120 bytes for a diff line.
func diffShort(s string) string {
	const limit = 120
	if len(s) <= limit {
		return s
	}
	cut := limit
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

// goldenPath joins dir and a golden file name.
func goldenPath(dir, name string) string { return filepath.Join(dir, name) }
