package callplan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Merge combines file content with tool arguments as the seed describes:
// without dataKey the file content is the whole arguments (toolArgs are
// then ignored, with a warning); with dataKey the result is a copy of
// toolArgs (possibly none) with the file content at dataKey. When toolArgs
// already has dataKey the file content wins and the seed's warning is
// returned. toolArgs is not modified.
func Merge(fileContent any, dataKey string, toolArgs map[string]any) (any, []string) {
	var warnings []string
	if dataKey == "" {
		if len(toolArgs) > 0 {
			warnings = append(warnings, "tool_args are ignored without data_key: the file content is the whole arguments")
		}
		return fileContent, warnings
	}
	out := make(map[string]any, len(toolArgs)+1)
	for k, v := range toolArgs {
		out[k] = v
	}
	if _, ok := toolArgs[dataKey]; ok {
		warnings = append(warnings, fmt.Sprintf("Warning: data_key '%s' conflicts with existing tool_args. File content will overwrite.", dataKey))
	}
	out[dataKey] = fileContent
	return out, warnings
}

// notObjectWarning is added when the arguments built from a file are not
// a JSON object.
const notObjectWarning = "file content is not a JSON object; MCP tool arguments must be an object"

// FileArguments reads and converts the file (ReadFile), merges it with
// toolArgs (a JSON object, or empty) at dataKey (Merge) and encodes the
// result as JSON with sorted keys. A result that is not a JSON object is
// still returned, with a warning. File problems are *FileError values.
func FileArguments(path, dataKey string, toolArgs json.RawMessage, opts FileOptions) (json.RawMessage, []string, error) {
	var args map[string]any
	if t := bytes.TrimSpace(toolArgs); len(t) > 0 && !bytes.Equal(t, []byte("null")) {
		v, jerr := decodeJSON(t)
		if jerr != nil {
			return nil, nil, fmt.Errorf("tool_args are not valid JSON: %s", jerr.reason)
		}
		m, ok := v.(map[string]any)
		if !ok {
			return nil, nil, errors.New("tool_args must be a JSON object")
		}
		args = m
	}
	content, err := ReadFile(path, opts)
	if err != nil {
		return nil, nil, err
	}
	merged, warnings := Merge(content, dataKey, args)
	if _, ok := merged.(map[string]any); !ok {
		warnings = append(warnings, notObjectWarning)
	}
	out, err := encodeJSON(merged)
	if err != nil {
		return nil, warnings, err
	}
	return out, warnings, nil
}

// encodeJSON encodes v compactly, with sorted object keys and without
// HTML escaping.
func encodeJSON(v any) (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return json.RawMessage(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))), nil
}
