package classify

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// corpusCase is one labelled file under testdata/<expected pattern>/.
type corpusCase struct {
	Path    string
	Want    string
	Input   Input
	Note    string
	Flags   *[]string // when set, the exact flags expected
	Hybrid  *[]string // when set, the exact hybrid expected
	Texts   [][]byte  // decoded text of each content block (nil for non-text)
	RawSize int
}

// corpusFile is the on-disk shape of a labelled case. raw_result carries a
// result that is not valid JSON (as a string of its bytes).
type corpusFile struct {
	Result    json.RawMessage `json:"result"`
	RawResult *string         `json:"raw_result"`
	Error     json.RawMessage `json:"error"`
	ToolDef   json.RawMessage `json:"tool_def"`
	Note      string          `json:"note"`
	Flags     *[]string       `json:"flags"`
	Hybrid    *[]string       `json:"hybrid"`
}

// loadCorpus reads testdata/<pattern>/*.json.
func loadCorpus(tb testing.TB) []corpusCase { return loadDir(tb, "testdata") }

// loadAll is loadCorpus plus the held-out real outputs of testdata/real.
func loadAll(tb testing.TB) []corpusCase {
	return append(loadDir(tb, "testdata"), loadDir(tb, filepath.Join("testdata", "real"))...)
}

func loadDir(tb testing.TB, dir string) []corpusCase {
	tb.Helper()
	var out []corpusCase
	for _, p := range Patterns() {
		files, err := filepath.Glob(filepath.Join(dir, p, "*.json"))
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			var cf corpusFile
			if err := json.Unmarshal(b, &cf); err != nil {
				tb.Fatalf("%s: %v", f, err)
			}
			c := corpusCase{Path: f, Want: p, Note: cf.Note, Flags: cf.Flags, Hybrid: cf.Hybrid,
				Input: Input{Result: cf.Result, Error: cf.Error, ToolDef: cf.ToolDef}}
			if cf.RawResult != nil {
				c.Input.Result = json.RawMessage(*cf.RawResult)
			}
			c.RawSize = len(c.Input.Result) + len(c.Input.Error)
			c.Texts = decodeTexts(c.Input.Result)
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		tb.Fatal("empty corpus")
	}
	return out
}

func describe(l Label) string {
	var b strings.Builder
	fmt.Fprintf(&b, "got %s (confidence %.2f, block %d, hybrid %v, flags %v); evidence:", l.Pattern, l.Confidence, l.Block, l.Hybrid, l.Flags)
	for _, e := range l.Evidence {
		fmt.Fprintf(&b, "\n    [%s] block %d lines %d-%d bytes %d-%d: %s", e.Pattern, e.Block, e.StartLine, e.EndLine, e.StartByte, e.EndByte, e.Note)
	}
	return b.String()
}

// TestCorpusLabels classifies every labelled file and checks the folder's
// pattern (and the file's flags/hybrid when it lists them).
func TestCorpusLabels(t *testing.T) {
	counts := map[string]int{}
	for _, c := range loadCorpus(t) {
		l := Classify(c.Input)
		counts[c.Want]++
		if l.Pattern != c.Want {
			t.Errorf("%s: expected %s, %s\n  note: %s", c.Path, c.Want, describe(l), c.Note)
			continue
		}
		if c.Flags != nil && !slices.Equal(l.Flags, *c.Flags) {
			t.Errorf("%s: flags %v, want %v; %s", c.Path, l.Flags, *c.Flags, describe(l))
		}
		if c.Hybrid != nil && !slices.Equal(l.Hybrid, *c.Hybrid) {
			t.Errorf("%s: hybrid %v, want %v; %s", c.Path, l.Hybrid, *c.Hybrid, describe(l))
		}
	}
	t.Logf("corpus labels: %v", counts)
}

// checkLabel checks the invariants every label must hold; texts are the
// decoded content blocks (nil entries for non-text blocks).
func checkLabel(t *testing.T, name string, in Input, texts [][]byte, l Label) {
	t.Helper()
	if !slices.Contains(Patterns(), l.Pattern) {
		t.Errorf("%s: invalid pattern %q", name, l.Pattern)
	}
	if l.Hybrid == nil || l.Flags == nil || l.Evidence == nil {
		t.Errorf("%s: nil slice in %+v", name, l)
	}
	if !slices.IsSorted(l.Hybrid) || !slices.IsSorted(l.Flags) || slices.Contains(l.Hybrid, l.Pattern) {
		t.Errorf("%s: hybrid %v / flags %v not sorted or hybrid holds the pattern", name, l.Hybrid, l.Flags)
	}
	if l.Confidence <= 0 || l.Confidence > 1 || l.Confidence != float64(int(l.Confidence*100+0.5))/100 {
		t.Errorf("%s: confidence %v", name, l.Confidence)
	}
	if l.Block < -1 || (l.Block >= 0 && (l.Block >= len(texts) || texts[l.Block] == nil)) {
		t.Errorf("%s: block %d is not a text block", name, l.Block)
	}
	for _, e := range l.Evidence {
		var src []byte
		switch {
		case e.Block == -1 && slices.Contains(l.Flags, FlagRPCError):
			src = in.Error
		case e.Block == -1:
			src = in.Result
		case e.Block >= 0 && e.Block < len(texts) && texts[e.Block] != nil:
			src = texts[e.Block]
		default:
			t.Errorf("%s: evidence %+v names no text block", name, e)
			continue
		}
		if e.Note == "" || e.Pattern == "" {
			t.Errorf("%s: evidence without pattern or note: %+v", name, e)
		}
		if e.StartByte < 0 || e.StartByte > e.EndByte || e.EndByte > len(src) {
			t.Errorf("%s: evidence bytes %d-%d outside 0-%d: %+v", name, e.StartByte, e.EndByte, len(src), e)
			continue
		}
		wantStart := 1 + strings.Count(string(src[:e.StartByte]), "\n")
		wantEnd := wantStart
		if e.EndByte > e.StartByte {
			wantEnd = 1 + strings.Count(string(src[:e.EndByte-1]), "\n")
		}
		if e.StartLine != wantStart || e.EndLine != wantEnd {
			t.Errorf("%s: evidence lines %d-%d, bytes %d-%d are on lines %d-%d: %s", name, e.StartLine, e.EndLine, e.StartByte, e.EndByte, wantStart, wantEnd, e.Note)
		}
	}
}

// TestEvidenceRanges checks that evidence line and byte ranges lie within
// the text they name and agree with each other.
func TestEvidenceRanges(t *testing.T) {
	for _, c := range loadAll(t) {
		checkLabel(t, c.Path, c.Input, c.Texts, Classify(c.Input))
	}
}
