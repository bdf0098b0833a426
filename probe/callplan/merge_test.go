package callplan

import (
	"encoding/json"
	"reflect"
	"testing"
)

func fileRow() []any { return []any{map[string]any{"name": "John", "age": json.Number("30")}} }

func TestMergeSeedCases(t *testing.T) {
	// Case 1: no data_key, the file content is the entire arguments.
	got, warnings := Merge(fileRow(), "", nil)
	sameJSON(t, got, `[{"name": "John", "age": 30}]`)
	if warnings != nil {
		t.Errorf("case 1 warnings = %q", warnings)
	}
	// Case 2: data_key with additional args.
	got, warnings = Merge(fileRow(), "users", map[string]any{"table": "customers", "validate": true})
	sameJSON(t, got, `{"users": [{"name": "John", "age": 30}], "table": "customers", "validate": true}`)
	if warnings != nil {
		t.Errorf("case 2 warnings = %q", warnings)
	}
	// Case 3: data_key only.
	got, warnings = Merge(fileRow(), "dataset", nil)
	sameJSON(t, got, `{"dataset": [{"name": "John", "age": 30}]}`)
	if warnings != nil {
		t.Errorf("case 3 warnings = %q", warnings)
	}
}

func TestMergeConflict(t *testing.T) {
	args := map[string]any{"records": "old", "table": "users"}
	got, warnings := Merge(fileRow(), "records", args)
	sameJSON(t, got, `{"records": [{"name": "John", "age": 30}], "table": "users"}`)
	want := []string{"Warning: data_key 'records' conflicts with existing tool_args. File content will overwrite."}
	if !reflect.DeepEqual(warnings, want) {
		t.Errorf("warnings = %q, want %q", warnings, want)
	}
	if args["records"] != "old" {
		t.Error("Merge modified tool_args")
	}
	// An explicit null is a value too.
	_, warnings = Merge("x", "k", map[string]any{"k": nil})
	if len(warnings) != 1 {
		t.Errorf("null conflict warnings = %q", warnings)
	}
	// tool_args without data_key are ignored, with a note.
	got, warnings = Merge("x", "", map[string]any{"a": 1})
	if got != "x" || len(warnings) != 1 {
		t.Errorf("tool_args without data_key: %#v %q", got, warnings)
	}
}

func TestFileArguments(t *testing.T) {
	opts := FileOptions{AllowedDirs: []string{"testdata"}}
	// The seed's bulk insert: CSV at data_key, with tool_args.
	args, warnings, err := FileArguments("testdata/sample-data.csv", "records", json.RawMessage(`{"table": "users", "validate": true, "note": "<&>"}`), opts)
	if err != nil || warnings != nil {
		t.Fatalf("FileArguments: %s %q %v", args, warnings, err)
	}
	want := `{"note":"<&>","records":[{"age":30,"email":"john@example.com","name":"John"},{"age":25,"email":"jane@example.com","name":"Jane"}],"table":"users","validate":true}`
	if string(args) != want {
		t.Errorf("args = %s\nwant   %s", args, want)
	}
	// Deterministic.
	for range 20 {
		again, _, _ := FileArguments("testdata/sample-data.csv", "records", json.RawMessage(`{"validate": true, "table": "users", "note": "<&>"}`), opts)
		if string(again) != want {
			t.Fatalf("not deterministic: %s", again)
		}
	}
	// The whole file as arguments: an object is fine...
	args, warnings, err = FileArguments("testdata/sample-config.yaml", "", nil, opts)
	if err != nil || warnings != nil || string(args) != `{"database":{"credentials":{"password":"secret","username":"admin"},"host":"localhost","port":5432}}` {
		t.Errorf("yaml as arguments: %s %q %v", args, warnings, err)
	}
	// ...an array is returned with a warning.
	args, warnings, err = FileArguments("testdata/sample-data.csv", "", json.RawMessage("null"), opts)
	if err != nil || !reflect.DeepEqual(warnings, []string{"file content is not a JSON object; MCP tool arguments must be an object"}) || len(args) == 0 || args[0] != '[' {
		t.Errorf("array as arguments: %s %q %v", args, warnings, err)
	}
	// The conflict warning reaches the caller.
	_, warnings, err = FileArguments("testdata/message.txt", "message", json.RawMessage(`{"message": "inline"}`), opts)
	if err != nil || len(warnings) != 1 {
		t.Errorf("conflict: %q %v", warnings, err)
	}
	// Bad tool_args.
	for raw, msg := range map[string]string{
		`[1]`: "tool_args must be a JSON object",
		`{`:   "tool_args are not valid JSON: unexpected end of JSON input",
	} {
		_, _, err := FileArguments("testdata/message.txt", "m", json.RawMessage(raw), opts)
		if err == nil || err.Error() != msg {
			t.Errorf("tool_args %s: %v, want %s", raw, err, msg)
		}
	}
	// File errors pass through as *FileError.
	_, _, err = FileArguments("testdata/nope.json", "", nil, opts)
	wantFileError(t, err, KindNotFound, "testdata/nope.json", "File 'testdata/nope.json' does not exist or is not readable")
}
