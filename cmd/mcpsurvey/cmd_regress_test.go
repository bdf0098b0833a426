package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// regressCorpus writes a JSONL corpus: a weather tool answering key-value
// text and a list tool, as `corpus export` writes them.
func writeRegressCorpus(t *testing.T, dir string, calls int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(`{"kind":"server","server":"srv","status":"ok"}` + "\n")
	city := []string{"Paris", "Oslo", "Rome", "Lima", "Kyiv"}
	for i := 1; i <= calls; i++ {
		text := fmt.Sprintf("City: %s\nTemperature: %d\nConditions: sunny", city[i%len(city)], 10+i*3)
		res, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
		fmt.Fprintf(&b, `{"kind":"call","id":"srv/get_weather/%d","server":"srv","tool":"get_weather","seq":%d,"status":"ok","result":%s}`+"\n", i, i, res)
	}
	for i := 1; i <= 2; i++ {
		text := fmt.Sprintf("1. **alpha%d** - first\n2. **beta%d** - second\n", i, i)
		res, _ := json.Marshal(map[string]any{"content": []any{map[string]any{"type": "text", "text": text}}})
		fmt.Fprintf(&b, `{"kind":"call","id":"srv/list/%d","server":"srv","tool":"list","seq":%d,"status":"ok","result":%s}`+"\n", i, i, res)
	}
	p := filepath.Join(dir, "corpus.jsonl")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// writeGateway writes a gateway config whose temperature regex is tempRe.
func writeGateway(t *testing.T, dir, tempRe string) string {
	t.Helper()
	cfg := map[string]any{"virtual_tools": map[string]any{
		"weather": map[string]any{"source_tool": "srv:get_weather", "text_extraction": map[string]any{
			"enabled": true, "parser": "custom_regex",
			"patterns": map[string]any{
				"temperature": map[string]any{"regex": tempRe, "group": 1, "type": "integer"},
				"city":        map[string]any{"regex": `City: (\w+)`, "group": 1},
			}}},
		"names": map[string]any{"source_tool": "srv:list", "text_extraction": map[string]any{
			"enabled": true, "parser": "markdown_numbered_list", "list_field": "entries",
			"item_patterns": map[string]any{"name": map[string]any{"regex": `\*\*([^*]+)\*\*`}},
		}},
	}}
	b, _ := json.MarshalIndent(cfg, "", "  ")
	p := filepath.Join(dir, "gateway.json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRegressGoldenRoundTripAndBehaviourChange(t *testing.T) {
	dir := t.TempDir()
	corpusFile := writeRegressCorpus(t, dir, 4)
	cfg := writeGateway(t, dir, `Temperature: (\d+)`)
	golden := filepath.Join(dir, "golden")
	args := []string{"regress", "--input", corpusFile, "--config", cfg, "--golden", golden}

	out, errOut, code := cli(t, append(args, "--update")...)
	if code != exitOK || !strings.Contains(out, "2 golden file(s) written") {
		t.Fatalf("update: code %d\n%s%s", code, out, errOut)
	}
	b, err := os.ReadFile(filepath.Join(golden, "srv__get_weather.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g goldenFile
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	if g.VirtualTool != "weather" || g.SourceTool != "srv:get_weather" || len(g.Calls) != 4 {
		t.Fatalf("golden %+v", g)
	}
	if string(g.Calls[0].Value) == "" || !strings.Contains(string(b), `"temperature": 13`) || !strings.Contains(string(b), "\n      \"value\": {\n") {
		t.Fatalf("golden is not the pretty extracted values:\n%s", b)
	}
	if _, err := os.Stat(filepath.Join(golden, "srv__list.json")); err != nil {
		t.Fatal(err)
	}

	out, errOut, code = cli(t, args...)
	if code != exitOK || !strings.Contains(out, "regress: ok: 2 virtual tool(s), 6 call(s)") {
		t.Fatalf("compare after update: code %d\n%s%s", code, out, errOut)
	}

	// An extractor behaviour change: the regex now takes one digit.
	writeGateway(t, dir, `Temperature: (\d)`)
	out, _, code = cli(t, args...)
	if code != exitFailure {
		t.Fatalf("changed regex: code %d, want %d\n%s", code, exitFailure, out)
	}
	for _, want := range []string{
		"--- " + filepath.Join(golden, "srv__get_weather.json") + ` (virtual tool "weather", source srv:get_weather)`,
		"srv/get_weather/1 $.temperature: want 13, got 1",
		"srv/get_weather/4 $.temperature: want 22, got 2",
		"regress: FAIL: 1 of 2 golden file(s) differ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("diff lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "srv__list.json") {
		t.Errorf("the unchanged tool is reported:\n%s", out)
	}

	if _, _, code = cli(t, append(args, "--update")...); code != exitOK {
		t.Fatalf("second update: code %d", code)
	}
	if out, _, code = cli(t, args...); code != exitOK {
		t.Fatalf("after update the goldens must pass: code %d\n%s", code, out)
	}
}

func TestRegressCallsAddedRemovedAndStaleGoldens(t *testing.T) {
	dir := t.TempDir()
	corpusFile := writeRegressCorpus(t, dir, 4)
	cfg := writeGateway(t, dir, `Temperature: (\d+)`)
	golden := filepath.Join(dir, "golden")
	args := []string{"regress", "--input", corpusFile, "--config", cfg, "--golden", golden}
	if _, _, code := cli(t, append(args, "--update")...); code != exitOK {
		t.Fatal("update failed")
	}
	stale := filepath.Join(golden, "old__tool.json")
	if err := os.WriteFile(stale, []byte(`{"virtual_tool":"x","source_tool":"old:tool","config_sha256":"","calls":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	writeRegressCorpus(t, dir, 5) // one call more
	out, _, code := cli(t, args...)
	if code != exitFailure {
		t.Fatalf("code %d\n%s", code, out)
	}
	for _, want := range []string{"srv/get_weather/5: new call, not in the golden", "old__tool.json", "no longer has"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	writeRegressCorpus(t, dir, 3) // one call fewer than the golden
	out, _, _ = cli(t, args...)
	if !strings.Contains(out, "srv/get_weather/4: in the golden, missing from the corpus") {
		t.Errorf("missing call not reported:\n%s", out)
	}
	out, _, code = cli(t, append(args, "--update")...)
	if code != exitOK || !strings.Contains(out, "1 stale removed") {
		t.Fatalf("update: %d %s", code, out)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Fatalf("stale golden kept: %v", err)
	}
}

func TestRegressToolFilter(t *testing.T) {
	dir := t.TempDir()
	corpusFile := writeRegressCorpus(t, dir, 3)
	cfg := writeGateway(t, dir, `Temperature: (\d+)`)
	golden := filepath.Join(dir, "golden")
	out, _, code := cli(t, "regress", "--input", corpusFile, "--config", cfg, "--golden", golden, "--update", "--tool", "srv:list")
	if code != exitOK || !strings.Contains(out, "1 golden file(s) written") {
		t.Fatalf("%d %s", code, out)
	}
	if _, err := os.Stat(filepath.Join(golden, "srv__get_weather.json")); !os.IsNotExist(err) {
		t.Fatal("--tool srv:list wrote the weather golden")
	}
	// Without the filter the weather golden is missing: a difference.
	out, _, code = cli(t, "regress", "--input", corpusFile, "--config", cfg, "--golden", golden)
	if code != exitFailure || !strings.Contains(out, "no golden file for virtual tool \"weather\"") {
		t.Fatalf("%d %s", code, out)
	}
	if _, errOut, code := cli(t, "regress", "--input", corpusFile, "--golden", golden, "--tool", "nocolon"); code != exitUsage || !strings.Contains(errOut, "server:tool") {
		t.Fatalf("bad --tool: %d %s", code, errOut)
	}
}

func TestRegressErrors(t *testing.T) {
	dir := t.TempDir()
	corpusFile := writeRegressCorpus(t, dir, 3)
	cfg := writeGateway(t, dir, `Temperature: (\d+)`)

	_, errOut, code := cli(t, "regress", "--input", corpusFile, "--config", cfg, "--golden", filepath.Join(dir, "nope"))
	if code != exitFailure || !strings.Contains(errOut, "golden directory") || !strings.Contains(errOut, "does not exist") {
		t.Fatalf("missing golden dir: %d %s", code, errOut)
	}

	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("{\"kind\":\"server\",\"server\":\"s\"}\n\n{\"kind\":\"call\",\"server\":\"s\",\"tool\":\"t\",\"result\":{}}\n{not json\n"), 0o644)
	_, errOut, code = cli(t, "regress", "--input", bad, "--golden", dir)
	if code != exitFailure || !strings.Contains(errOut, bad+":4:") {
		t.Fatalf("malformed JSONL: %d %s", code, errOut)
	}
	os.WriteFile(bad, []byte("{\"kind\":\"call\",\"tool\":\"t\"}\n"), 0o644)
	if _, errOut, code = cli(t, "regress", "--input", bad, "--golden", dir); code != exitFailure || !strings.Contains(errOut, bad+":1:") {
		t.Fatalf("line without server: %d %s", code, errOut)
	}

	badCfg := filepath.Join(dir, "bad.json")
	os.WriteFile(badCfg, []byte(`{"virtual_tools":{"w":{"source_tool":"srv:get_weather","text_extraction":{"enabled":true,"parser":"custom_regex","patterns":{"x":{"regex":"("}}}}}}`), 0o644)
	if _, errOut, code = cli(t, "regress", "--input", corpusFile, "--config", badCfg, "--golden", dir); code != exitFailure || !strings.Contains(errOut, "bad.json") {
		t.Fatalf("bad config: %d %s", code, errOut)
	}
	if _, _, code = cli(t, "regress", "--golden", dir); code != exitUsage {
		t.Fatalf("no input: %d", code)
	}
	if _, _, code = cli(t, "regress", "--input", corpusFile); code != exitUsage {
		t.Fatalf("no golden: %d", code)
	}
}

// With suggested configs from a corpus database, the goldens round-trip.
func TestRegressSuggestedFromDB(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	corpusFile := writeRegressCorpus(t, dir, 6)
	if _, errOut, code := cli(t, "corpus", "import", "--db", db, corpusFile); code != exitOK {
		t.Fatalf("import: %s", errOut)
	}
	golden := filepath.Join(dir, "golden")
	out, errOut, code := cli(t, "regress", "--db", db, "--golden", golden, "--update")
	if code != exitOK || !strings.Contains(out, "configs suggested from the corpus") {
		t.Fatalf("%d %s %s", code, out, errOut)
	}
	files, _ := goldenFiles(golden)
	if len(files) == 0 {
		t.Fatal("no golden written from suggested configs")
	}
	if out, _, code = cli(t, "regress", "--db", db, "--golden", golden); code != exitOK {
		t.Fatalf("%d %s", code, out)
	}
}

func TestGoldenSafeNames(t *testing.T) {
	names := goldenNames(map[string][2]string{
		"a": {"srv", "tool"}, "b": {"my server/x", "t"}, "c": {"dup", "t"}, "d": {"dup", "t"}, "e": {"x__y", "z"}, "f": {"x", "y__z"},
	})
	if names["a"] != "srv__tool.json" {
		t.Errorf("plain name %q", names["a"])
	}
	if strings.ContainsAny(strings.TrimSuffix(names["b"], ".json"), " /") {
		t.Errorf("unsafe name %q", names["b"])
	}
	if names["c"] == names["d"] || names["e"] == names["f"] {
		t.Errorf("collisions: %v", names)
	}
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			t.Errorf("duplicate %q", n)
		}
		seen[n] = true
	}
}
