package check

import (
	"bytes"
	// The protocol's JSON Schemas are spec data compiled into the binary.
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/extract/schema"
)

// The schema.json files of the protocol revisions that publish one as a
// JSON Schema (earlier revisions have only TypeScript), unchanged copies of
// modelcontextprotocol's schema/<version>/schema.json.
var (
	//go:embed schemas/schema-2025-06-18.json
	specSchema20250618 []byte
	//go:embed schemas/schema-2025-11-25.json
	specSchema20251125 []byte
	//go:embed schemas/schema-2026-07-28.json
	specSchema20260728 []byte
)

// specSchema is one revision's schema.json: its bytes, its dialect and
// the member holding its definitions.
type specSchema struct {
	doc   []byte
	draft string // "draft-07" or "2020-12"
	defs  string // "definitions" or "$defs"
}

// specSchemaFor returns the schema of a protocol version, if it has one.
func specSchemaFor(version string) (specSchema, bool) {
	switch version {
	case V20250618:
		return specSchema{specSchema20250618, "draft-07", "definitions"}, true
	case V20251125:
		return specSchema{specSchema20251125, "2020-12", "$defs"}, true
	case V20260728:
		return specSchema{specSchema20260728, "2020-12", "$defs"}, true
	}
	return specSchema{}, false
}

// SchemaVersions returns the protocol versions whose schema.json is
// embedded (MCP4009 validates against them).
func SchemaVersions() []string { return []string{V20250618, V20251125, V20260728} }

// SchemaCache keeps compiled definitions of the protocol schemas so that
// checking many servers compiles each definition once. Share one across
// the Targets of a run (Options.Schemas); it is not safe for concurrent use.
type SchemaCache struct {
	m    map[string]compiledDef
	meth map[string]methodDefs
}

// NewSchemaCache returns an empty cache.
func NewSchemaCache() *SchemaCache { return &SchemaCache{m: map[string]compiledDef{}} }

// compiledDef is a compiled definition, or why it failed to compile.
type compiledDef struct {
	c   *schema.Compiled
	err error
}

// hasDef reports whether a version's schema defines name.
func hasDef(version, name string) bool {
	ss, ok := specSchemaFor(version)
	if !ok {
		return false
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(ss.doc, &top) != nil {
		return false
	}
	var defs map[string]json.RawMessage
	if json.Unmarshal(top[ss.defs], &defs) != nil {
		return false
	}
	_, ok = defs[name]
	return ok
}

// def compiles (once) the definition name of version's schema: the whole
// document with a root "$ref" to the definition, so its references resolve
// inside it. Nothing is fetched.
func (sc *SchemaCache) def(version, name string) (*schema.Compiled, error) {
	key := version + "#" + name
	if d, ok := sc.m[key]; ok {
		return d.c, d.err
	}
	c, err := compileDef(version, name)
	sc.m[key] = compiledDef{c, err}
	return c, err
}

// compileDef builds and compiles the document of one definition: the
// schema's dialect, a root "$ref" to the definition and the definitions it
// reaches (following "#/<defs>/Name" references), so nothing else is
// compiled.
func compileDef(version, name string) (*schema.Compiled, error) {
	ss, ok := specSchemaFor(version)
	if !ok {
		return nil, fmt.Errorf("no JSON schema of protocol %s is embedded", version)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(ss.doc, &top); err != nil {
		return nil, fmt.Errorf("schema of %s: %w", version, err)
	}
	var defs map[string]json.RawMessage
	if err := json.Unmarshal(top[ss.defs], &defs); err != nil {
		return nil, fmt.Errorf("schema of %s: %s: %w", version, ss.defs, err)
	}
	if _, ok := defs[name]; !ok {
		return nil, fmt.Errorf("schema of %s defines no %s", version, name)
	}
	prefix := []byte(`"#/` + ss.defs + `/`)
	reach := map[string]json.RawMessage{}
	todo := []string{name}
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		d, ok := defs[n]
		if _, seen := reach[n]; seen || !ok {
			continue
		}
		reach[n] = d
		for rest := []byte(d); ; {
			i := bytes.Index(rest, prefix)
			if i < 0 {
				break
			}
			rest = rest[i+len(prefix):]
			j := bytes.IndexByte(rest, '"')
			if j < 0 {
				break
			}
			todo = append(todo, string(rest[:j]))
		}
	}
	ref, _ := json.Marshal("#/" + ss.defs + "/" + name)
	defsDoc, err := json.Marshal(reach)
	if err != nil {
		return nil, err
	}
	doc, err := json.Marshal(map[string]json.RawMessage{"$schema": top["$schema"], "$ref": ref, ss.defs: defsDoc})
	if err != nil {
		return nil, err
	}
	return compileSchema(doc, ss.draft)
}

// defRef names a definition the way findings cite it:
// "schema 2026-07-28 #/$defs/ListToolsResult".
func defRef(version, name string) string {
	ss, _ := specSchemaFor(version)
	return "schema " + version + " #/" + ss.defs + "/" + name
}
