package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// TestCallPlanFilesIntoRealServers: a call plan whose argument sets come
// from CSV, TSV, JSON, YAML, XML and TXT files injects the seed's JSON into
// real tool calls of server-memory and server-everything, and every bad
// file case is its own clear error on its call, the survey going on.
func TestCallPlanFilesIntoRealServers(t *testing.T) {
	needNPM(t)
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	outside := t.TempDir()
	files := map[string]string{
		"data/relations.csv": "from,to,relationType\nAlice,Acme,works_at\nBob,Acme,works_at\n",
		"data/relations.tsv": "from\tto\trelationType\nCarol\tAcme\tfounded\n",
		"data/entities.json": `[{"name":"Alice","entityType":"person","observations":["likes tea","age 30"]}]`,
		"data/entities.yaml": "- name: Acme\n  entityType: organization\n  observations:\n    - Founded in 2010\n",
		"data/sum.xml":       "<args><a>2</a><b>3</b></args>",
		"data/message.txt":   "hello from a file",
		"data/bad.csv":       "a,b\n1,2\n3,\"unterminated\n",
		"data/big.json":      `{"pad":"` + strings.Repeat("x", 4096) + `"}`,
		"secret.txt":         "outside the allowed dir",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(outside, "x.json"), []byte(`{"a":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "x.json"), filepath.Join(data, "link.json")); err != nil {
		t.Fatal(err)
	}
	plan := `allowed_dirs: [data]
max_file_size: 2KB
servers:
  memory:
    create_relations:
      - file_path: data/relations.csv
        data_key: relations
      - file_path: data/relations.tsv
        data_key: relations
    create_entities:
      - file_path: data/entities.json
        data_key: entities
      - file_path: data/entities.yaml
        data_key: entities
  everything:
    get-sum:
      - file_path: data/sum.xml
    echo:
      - file_path: data/message.txt
        data_key: message
        tool_args: {message: overwritten}
      - file_path: data/missing.csv
        data_key: message
      - file_path: secret.txt
        data_key: message
      - file_path: data/../secret.txt
        data_key: message
      - file_path: data/link.json
      - file_path: data/big.json
      - file_path: data/bad.csv
        data_key: message
`
	planPath := filepath.Join(dir, "plan.yaml")
	if err := os.WriteFile(planPath, []byte(plan), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := writeConfig(t, map[string]any{
		"everything": map[string]any{"command": npmservers.Bin("mcp-server-everything"), "args": []string{"stdio"}},
		"memory":     map[string]any{"command": npmservers.Bin("mcp-server-memory"), "env": map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl")}},
	})
	db := filepath.Join(t.TempDir(), "c.db")
	out, errs, code := cli(t, "probe", "--config", cfg, "--plan", planPath, "--calls", "plan", "--db", db)
	if code != 0 {
		t.Fatalf("probe exit %d: %s %s", code, out, errs)
	}
	export, _ := exportAll(t, db)
	type callLine struct {
		ID        string          `json:"id"`
		Tool      string          `json:"tool"`
		Origin    string          `json:"origin"`
		Status    string          `json:"status"`
		Detail    string          `json:"detail"`
		Arguments json.RawMessage `json:"arguments"`
		Result    json.RawMessage `json:"result"`
	}
	calls := map[string]callLine{}
	for _, line := range strings.Split(strings.TrimSpace(export), "\n") {
		var c callLine
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatal(err)
		}
		if c.ID != "" {
			calls[c.ID] = c
		}
	}
	wantArgs := map[string]string{
		"memory/create_relations/1": `{"relations":[{"from":"Alice","to":"Acme","relationType":"works_at"},{"from":"Bob","to":"Acme","relationType":"works_at"}]}`,
		"memory/create_relations/2": `{"relations":[{"from":"Carol","to":"Acme","relationType":"founded"}]}`,
		"memory/create_entities/1":  `{"entities":[{"name":"Alice","entityType":"person","observations":["likes tea","age 30"]}]}`,
		"memory/create_entities/2":  `{"entities":[{"name":"Acme","entityType":"organization","observations":["Founded in 2010"]}]}`,
		"everything/get-sum/1":      `{"a":2,"b":3}`,
		"everything/echo/1":         `{"message":"hello from a file"}`,
	}
	for id, want := range wantArgs {
		c, ok := calls[id]
		if !ok {
			t.Errorf("call %s missing", id)
			continue
		}
		var got, exp any
		_ = json.Unmarshal(c.Arguments, &got)
		_ = json.Unmarshal([]byte(want), &exp)
		if !reflect.DeepEqual(got, exp) {
			t.Errorf("%s: arguments %s, want %s", id, c.Arguments, want)
		}
		if c.Origin != "file" || c.Status != "ok" {
			t.Errorf("%s: origin %s status %s detail %s result %s", id, c.Origin, c.Status, c.Detail, c.Result)
		}
	}
	if !strings.Contains(string(calls["everything/get-sum/1"].Result), "5") {
		t.Errorf("get-sum result: %s", calls["everything/get-sum/1"].Result)
	}
	if !strings.Contains(string(calls["everything/echo/1"].Result), "Echo: hello from a file") {
		t.Errorf("echo result: %s", calls["everything/echo/1"].Result)
	}
	if !strings.Contains(errs+export, "conflicts with existing tool_args") {
		t.Errorf("no data_key conflict warning recorded")
	}
	wantErr := map[string]string{
		"everything/echo/2": "data/missing.csv' does not exist or is not readable",
		"everything/echo/3": "secret.txt' is not within allowed directories",
		"everything/echo/4": "secret.txt' is not within allowed directories",
		"everything/echo/5": "data/link.json' is not within allowed directories",
		"everything/echo/6": "exceeds maximum allowed size of 2KB",
		"everything/echo/7": "Failed to parse CSV file: Invalid format at line",
	}
	for id, want := range wantErr {
		c := calls[id]
		if c.Status != "arg_error" || !strings.Contains(c.Detail, want) {
			t.Errorf("%s: status %q detail %q, want arg_error with %q", id, c.Status, c.Detail, want)
		}
	}
}
