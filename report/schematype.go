package report

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// This file reads a proposed outputSchema into a small type tree that the
// SDK snippet generators (Zod, Python TypedDict, Go structs) walk. Only
// what the snippets need: kinds, properties in their original order,
// required flags, items, nullability and descriptions. Anything else
// (anyOf, $ref, patterns) becomes "any".

// maxSchemaDepth bounds nesting; deeper schemas become "any".
const maxSchemaDepth = 8

type schemaNode struct {
	Kind        string // "string", "integer", "number", "boolean", "array", "object", "any"
	Nullable    bool
	Description string
	Items       *schemaNode   // arrays
	Fields      []schemaField // objects, in the schema's order
}

type schemaField struct {
	Name     string
	Required bool
	Node     *schemaNode
}

// parseSchema reads raw into a type tree. It fails only on invalid JSON or
// a schema that is not a JSON object.
func parseSchema(raw json.RawMessage) (*schemaNode, error) {
	return parseSchemaDepth(raw, 0)
}

func parseSchemaDepth(raw json.RawMessage, depth int) (*schemaNode, error) {
	var s struct {
		Type        json.RawMessage `json:"type"`
		Description string          `json:"description"`
		Properties  json.RawMessage `json:"properties"`
		Required    []string        `json:"required"`
		Items       json.RawMessage `json:"items"`
		Enum        []any           `json:"enum"`
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("schema is not a JSON object: %w", err)
	}
	n := &schemaNode{Description: s.Description}
	n.Kind, n.Nullable = schemaKind(s.Type)
	if n.Kind == "" {
		switch {
		case len(s.Properties) > 0:
			n.Kind = "object"
		case len(s.Items) > 0:
			n.Kind = "array"
		case len(s.Enum) > 0 && allStrings(s.Enum):
			n.Kind = "string"
		default:
			n.Kind = "any"
		}
	}
	if depth >= maxSchemaDepth {
		n.Kind, n.Fields, n.Items = "any", nil, nil
		return n, nil
	}
	switch n.Kind {
	case "array":
		if len(s.Items) > 0 && s.Items[0] == '{' {
			it, err := parseSchemaDepth(s.Items, depth+1)
			if err != nil {
				return nil, fmt.Errorf("items: %w", err)
			}
			n.Items = it
		}
	case "object":
		req := make(map[string]bool, len(s.Required))
		for _, r := range s.Required {
			req[r] = true
		}
		err := eachProperty(s.Properties, func(name string, v json.RawMessage) error {
			child, err := parseSchemaDepth(v, depth+1)
			if err != nil {
				return fmt.Errorf("property %q: %w", name, err)
			}
			n.Fields = append(n.Fields, schemaField{Name: name, Required: req[name], Node: child})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return n, nil
}

// schemaKind reads "type": a string, or an array of strings of which the
// first non-"null" one is the kind ("null" in it makes it nullable).
func schemaKind(raw json.RawMessage) (kind string, nullable bool) {
	if len(raw) == 0 {
		return "", false
	}
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return knownKind(one), false
	}
	var many []string
	if json.Unmarshal(raw, &many) != nil {
		return "any", false
	}
	for _, t := range many {
		if t == "null" {
			nullable = true
		} else if kind == "" {
			kind = knownKind(t)
		} else if knownKind(t) != kind {
			return "any", nullable // a union of kinds
		}
	}
	if kind == "" {
		kind = "any"
	}
	return kind, nullable
}

func knownKind(t string) string {
	switch t {
	case "string", "integer", "number", "boolean", "array", "object":
		return t
	}
	return "any"
}

func allStrings(vs []any) bool {
	for _, v := range vs {
		if _, ok := v.(string); !ok {
			return false
		}
	}
	return true
}

// eachProperty calls f for every member of a JSON object in document
// order (a map would lose the order the schema author chose).
func eachProperty(raw json.RawMessage, f func(name string, v json.RawMessage) error) error {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("properties: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fmt.Errorf("properties is not an object")
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return fmt.Errorf("properties: %w", err)
		}
		name, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return fmt.Errorf("property %q: %w", name, err)
		}
		if seen[name] { // duplicate key: the last one wins in JSON decoders; keep the first, like most readers show
			continue
		}
		seen[name] = true
		if err := f(name, v); err != nil {
			return err
		}
	}
	return nil
}

// openSchema returns raw with every "additionalProperties": false removed
// (recursively, key order kept): a proposed schema must not reject fields
// a server adds later. Invalid JSON is returned unchanged.
func openSchema(raw json.RawMessage) json.RawMessage {
	var buf bytes.Buffer
	if err := writeOpen(&buf, raw, 0); err != nil {
		return raw
	}
	return buf.Bytes()
}

// writeOpen copies one JSON value to buf, dropping
// "additionalProperties": false members of objects.
func writeOpen(buf *bytes.Buffer, raw json.RawMessage, depth int) error {
	raw = bytes.TrimSpace(raw)
	if depth > 200 {
		return fmt.Errorf("schema nested too deeply")
	}
	if len(raw) == 0 {
		return fmt.Errorf("empty value")
	}
	switch raw[0] {
	case '{':
		buf.WriteByte('{')
		n := 0
		err := eachProperty(raw, func(name string, v json.RawMessage) error {
			if name == "additionalProperties" && bytes.Equal(bytes.TrimSpace(v), []byte("false")) {
				return nil
			}
			if n > 0 {
				buf.WriteByte(',')
			}
			n++
			buf.Write(jsonKey(name))
			buf.WriteByte(':')
			return writeOpen(buf, v, depth+1)
		})
		if err != nil {
			return err
		}
		buf.WriteByte('}')
	case '[':
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return err
		}
		buf.WriteByte('[')
		for i, it := range items {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeOpen(buf, it, depth+1); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	default:
		if !json.Valid(raw) {
			return fmt.Errorf("invalid JSON value")
		}
		buf.Write(raw)
	}
	return nil
}

// jsonKey is name as a JSON string, without HTML escaping (the result is
// shown in code blocks and pre elements, escaped there).
func jsonKey(name string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(name) != nil {
		return []byte(`""`)
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}
