package callplan

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func loadFile(t *testing.T, path string) *Plan {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(path, data)
	if err != nil {
		t.Fatalf("Load(%s): %v", path, err)
	}
	return p
}

func TestLoadPlan(t *testing.T) {
	y := loadFile(t, "testdata/plan/plan.yaml")
	j := loadFile(t, "testdata/plan/plan.json")
	if y.Path != "testdata/plan/plan.yaml" || j.Path != "testdata/plan/plan.json" {
		t.Errorf("paths %q %q", y.Path, j.Path)
	}
	wantFiles := FileOptions{AllowedDirs: []string{filepath.Join("testdata", "plan", "data")}, MaxSize: 1 << 20}
	for _, p := range []*Plan{y, j} {
		if !reflect.DeepEqual(p.Files, wantFiles) {
			t.Errorf("%s: Files = %+v, want %+v", p.Path, p.Files, wantFiles)
		}
	}
	if !reflect.DeepEqual(y.Servers, j.Servers) {
		t.Errorf("YAML and JSON plans differ:\n%+v\n%+v", y.Servers, j.Servers)
	}
	echo := y.Servers["everything"]["echo"]
	if len(echo) != 5 || string(echo[0].Arguments) != `{"message":"hello"}` ||
		echo[1].FilePath != filepath.Join("testdata", "plan", "data", "message.txt") || echo[1].DataKey != "message" ||
		string(echo[4].ToolArgs) != `{"extra":1,"message":"overwritten"}` {
		t.Errorf("echo = %+v", echo)
	}
	if got := y.Servers["everything"]["get-sum"]; len(got) != 1 || got[0].FilePath != filepath.Join("testdata", "plan", "data", "sum.xml") {
		t.Errorf("single-entry tool = %+v", got)
	}
	for _, c := range []struct {
		server, tool string
		want         bool
	}{
		{"everything", "echo", true}, {"memory", "create_relations", true},
		{"everything", "add", false}, {"nobody", "echo", false},
	} {
		if got := y.Names(c.server, c.tool); got != c.want {
			t.Errorf("Names(%s, %s) = %v", c.server, c.tool, got)
		}
	}
	var nilPlan *Plan
	if nilPlan.Names("a", "b") || nilPlan.Calls("a", "b") != nil {
		t.Error("nil plan names or calls something")
	}
}

func TestPlanCalls(t *testing.T) {
	for _, path := range []string{"testdata/plan/plan.yaml", "testdata/plan/plan.json"} {
		p := loadFile(t, path)
		got := p.Calls("everything", "echo")
		want := []probe.PlannedCall{
			{Arguments: json.RawMessage(`{"message":"hello"}`), Origin: capture.OriginPlan},
			{Arguments: json.RawMessage(`{"message":"hello from a file\n"}`), Origin: capture.OriginFile},
			{Origin: capture.OriginFile, Error: "File '" + filepath.Join("testdata", "plan", "data", "missing.txt") + "' does not exist or is not readable"},
			{Origin: capture.OriginFile, Error: "File path '" + filepath.Join("testdata", "plan", "outside.csv") + "' is not within allowed directories"},
			{Arguments: json.RawMessage(`{"extra":1,"message":"hello from a file\n"}`), Origin: capture.OriginFile,
				Warnings: []string{"Warning: data_key 'message' conflicts with existing tool_args. File content will overwrite."}},
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Calls(echo):", path)
			for i := range max(len(got), len(want)) {
				var g, w probe.PlannedCall
				if i < len(got) {
					g = got[i]
				}
				if i < len(want) {
					w = want[i]
				}
				t.Errorf("  %d: got  %s %q %q %q\n     want %s %q %q %q", i, g.Arguments, g.Origin, g.Error, g.Warnings, w.Arguments, w.Origin, w.Error, w.Warnings)
			}
		}
		if got := p.Calls("everything", "get-sum"); len(got) != 1 || string(got[0].Arguments) != `{"a":2,"b":3}` || got[0].Error != "" {
			t.Errorf("%s: get-sum calls = %+v", path, got)
		}
		rel := p.Calls("memory", "create_relations")
		if len(rel) != 1 || string(rel[0].Arguments) != `{"relations":[{"from":"Alice","relationType":"knows","to":"Bob"}]}` {
			t.Errorf("%s: create_relations calls = %+v", path, rel)
		}
		if p.Calls("everything", "unplanned") != nil {
			t.Error("calls for an unplanned tool")
		}
	}
}

func TestPlanDefaultsAndPaths(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "args.json"), []byte(`{"x": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	abs := filepath.Join(dir, "args.json")
	plan := "servers:\n  s:\n    t:\n      - file_path: args.json\n      - file_path: " + abs + "\n      - file_path: ../escape.json\n"
	p, err := Load(filepath.Join(dir, "plan.yml"), []byte(plan))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(p.Files, FileOptions{AllowedDirs: []string{dir}}) {
		t.Errorf("default Files = %+v", p.Files)
	}
	calls := p.Calls("s", "t")
	if len(calls) != 3 || string(calls[0].Arguments) != `{"x":1}` || string(calls[1].Arguments) != `{"x":1}` ||
		!strings.Contains(calls[2].Error, "is not within allowed directories") {
		t.Errorf("calls = %+v", calls)
	}
	// Hand-made argument sets without arguments call with {}.
	hand := &Plan{Servers: map[string]map[string][]ArgSet{"s": {"t": {{}}}}}
	if c := hand.Calls("s", "t"); len(c) != 1 || string(c[0].Arguments) != "{}" {
		t.Errorf("empty arg set = %+v", c)
	}
}

func TestLoadContentDetection(t *testing.T) {
	for name, data := range map[string]string{
		"json":      `{"servers": {"s": {"t": {"arguments": {"n": 12345678901234567890}}}}}`,
		"yaml":      "servers:\n  s:\n    t: {arguments: {n: 12345678901234567890}}\n",
		"yaml flow": `{servers: {s: {t: {arguments: {n: 12345678901234567890}}}}}`,
		"json bom":  "\ufeff" + `{"servers": {"s": {"t": [{"arguments": {"n": 12345678901234567890}}]}}}`,
	} {
		p, err := Load("plan", []byte(data))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := p.Servers["s"]["t"]; len(got) != 1 || string(got[0].Arguments) != `{"n":12345678901234567890}` {
			t.Errorf("%s: %+v", name, got)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct{ path, data, want string }{
		{"plan.yaml", "", `plan.yaml: empty plan: want a mapping with a "servers" key`},
		{"plan.yaml", "- a\n", `plan.yaml:1: a plan must be a mapping with a "servers" key`},
		{"plan.yaml", "allowed_dirs: [data]\n", `plan.yaml:1: missing key "servers"`},
		{"plan.yaml", "servers: {}\nsever: x\n", `plan.yaml:2: unknown key "sever" (want allowed_dirs, max_file_size or servers)`},
		{"plan.yaml", "servers:\n  s: [t]\n", `plan.yaml:2: server "s": want a mapping of tool names to argument sets`},
		{"plan.yaml", "servers:\n  s:\n    t: []\n", `plan.yaml:3: server "s" tool "t": no argument sets`},
		{"plan.yaml", "servers:\n  s:\n    t: x\n", `plan.yaml:3: server "s" tool "t": want a list of argument sets (each with arguments or file_path) or one such entry`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - arguments: {}\n      - x\n", `plan.yaml:5: server "s" tool "t" entry 2: want a mapping with arguments or file_path`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - arguments: {}\n      - arguments: {a: 1}\n        file_path: a.csv\n",
			`plan.yaml:6: server "s" tool "t" entry 2: both arguments and file_path given; use one`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - data_key: k\n",
			`plan.yaml:4: server "s" tool "t" entry 1: neither arguments nor file_path given`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - arguments: [1, 2]\n",
			`plan.yaml:4: server "s" tool "t" entry 1: arguments must be an object`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - arguments:\n",
			`plan.yaml:4: server "s" tool "t" entry 1: arguments must be an object`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      file_path: a.csv\n      tool_args: x\n",
			`plan.yaml:5: server "s" tool "t": tool_args must be an object`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - arguments: {}\n        data_key: k\n",
			`plan.yaml:5: server "s" tool "t" entry 1: data_key needs file_path`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - arguments: {}\n        tool_args: {a: 1}\n",
			`plan.yaml:5: server "s" tool "t" entry 1: tool_args needs file_path`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - file_path: a.csv\n        datakey: k\n",
			`plan.yaml:5: server "s" tool "t" entry 1: unknown key "datakey" (want arguments, file_path, data_key, tool_args or inputResponses)`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - file_path: ''\n",
			`plan.yaml:4: server "s" tool "t" entry 1: file_path must be a non-empty string`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      - file_path: a.csv\n        data_key: [k]\n",
			`plan.yaml:5: server "s" tool "t" entry 1: data_key must be a non-empty string`},
		{"plan.yaml", "max_file_size: 10XB\nservers: {}\n", `plan.yaml:1: max_file_size: invalid size "10XB" (want e.g. 10MB, 512KiB or a number of bytes)`},
		{"plan.yaml", "max_file_size: 0\nservers: {}\n", `plan.yaml:1: max_file_size: invalid size "0" (want e.g. 10MB, 512KiB or a number of bytes)`},
		{"plan.yaml", "allowed_dirs: [{a: 1}]\nservers: {}\n", `plan.yaml:1: allowed_dirs: want a directory or a list of directories`},
		{"plan.yaml", "servers:\n  s:\n    t: {arguments: {}}\n  s:\n    u: {arguments: {}}\n", `plan.yaml:4: duplicate key "s"`},
		{"plan.yaml", "servers:\n  s:\n    t: {arguments: {}}\n   u: x\n", `plan.yaml:4: did not find expected key`},
		{"plan.yaml", "servers:\n  s: {t: {arguments: {a: b: c}}}\n", `plan.yaml:2: did not find expected ',' or '}'`},
		{"plan.yaml", "servers:\n  s:\n    t:\n      arguments: {a: 1}\n      x: y: z\n", `plan.yaml:5: mapping values are not allowed in this context`},
		{"plan.yaml", "servers: {}\n---\nservers: {}\n", `plan.yaml:3: multiple YAML documents are not supported`},
		{"plan.json", "{\n  \"servers\": {\n    \"s\": {\"t\": {\"arguments\": {\"a\": }}}\n  }\n}\n",
			`plan.json:3:36: invalid character '}' looking for beginning of value`},
		{"plan.json", "{\n  \"servers\": {\n    \"s\": {\"t\": {\"arguments\": 1}}\n  }\n}\n",
			`plan.json:3: server "s" tool "t": arguments must be an object`},
		{"plan.json", "{\"servers\": {}, \"servers\": {}}", `plan.json:1: duplicate key "servers"`},
		{"plan.json", "{\"servers\": {}", `plan.json:1:15: unexpected end of JSON input`},
		{"plan.json", "{\"servers\": {}} {}", `plan.json:1:17: unexpected data after the JSON value`},
		{"plan", "{\"servers\": {\n\"s\": {]}}", `plan:2:7: invalid character ']' looking for beginning of object key string`},
		{"plan", "{\"servers\": {\n\"s\": 1 2}}", `plan:2: server "s": want a mapping of tool names to argument sets`}, // YAML flow style
	} {
		_, err := Load(tc.path, []byte(tc.data))
		if err == nil || err.Error() != tc.want {
			t.Errorf("Load(%s, %q):\n got %v\nwant %s", tc.path, tc.data, err, tc.want)
		}
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"10MB": 10 << 20, "10mb": 10 << 20, "512KiB": 512 << 10, "1.5 GB": 3 << 29, "2048": 2048,
		"1k": 1024, "7 B": 7, "1M": 1 << 20, " 3MiB ": 3 << 20,
	} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "MB", "10XB", "-1", "0", "1.5", "0.1B", "1e3", "99999999999GB", "1..2MB"} {
		if got, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) = %d, want an error", in, got)
		}
	}
}
