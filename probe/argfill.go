package probe

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Argument filling for `--calls explore`: each top-level parameter of a
// tool gets ranked candidates (values earlier answers proved to exist, the
// schema's own hints, examples in descriptions, files under --root), and up
// to n distinct argument sets are built from them, each argument recording
// where its value came from.

// pick is one candidate value for a parameter.
type pick struct {
	v      any
	origin string // capture.ArgFrom* or "harvest:<from>"
	strong bool   // harvested for this parameter's name or kind
}

// param is one top-level property of an inputSchema.
type param struct {
	name     string
	norm     string
	tokens   []string
	sch      map[string]any
	typ      string
	required bool
	desc     string
}

// toolShape is a tool's parameters as the filler reads them.
type toolShape struct {
	name, desc string
	tokens     []string // of the tool name
	params     []param
	base       map[string]any // minimal synthesized arguments
}

// newToolShape reads a tool's inputSchema.
func newToolShape(name, desc string, inputSchema json.RawMessage) toolShape {
	ts := toolShape{name: name, desc: desc, tokens: nameTokens(name), base: map[string]any{}}
	var root any
	dec := json.NewDecoder(bytes.NewReader(inputSchema))
	dec.UseNumber()
	if dec.Decode(&root) != nil {
		return ts
	}
	if args := SynthArgs(inputSchema, 1); len(args) == 1 {
		d := json.NewDecoder(bytes.NewReader(args[0]))
		d.UseNumber()
		_ = d.Decode(&ts.base)
	}
	s := &synth{root: root}
	sch := s.resolve(root, 0)
	props, _ := sch["properties"].(map[string]any)
	req := map[string]bool{}
	if rs, ok := sch["required"].([]any); ok {
		for _, r := range rs {
			if n, ok := r.(string); ok {
				req[n] = true
			}
		}
	}
	for _, n := range sortedKeys(props) {
		ps := s.resolve(props[n], 0)
		d, _ := ps["description"].(string)
		ts.params = append(ts.params, param{name: n, norm: normKey(n), tokens: nameTokens(n), sch: ps,
			typ: schemaType(ps), required: req[n], desc: d})
	}
	// Required names without a property schema still need a value.
	for _, n := range sortedKeys(req) {
		if _, ok := props[n]; !ok {
			ts.params = append(ts.params, param{name: n, norm: normKey(n), tokens: nameTokens(n), sch: map[string]any{}, required: true})
		}
	}
	return ts
}

// nameTokens splits an identifier into lower-case words: snake_case,
// camelCase, kebab-case, dots (the intent decision's splitName).
func nameTokens(s string) []string { return splitName(s) }

func hasToken(tokens []string, words ...string) bool {
	for _, t := range tokens {
		for _, w := range words {
			if t == w {
				return true
			}
		}
	}
	return false
}

// Parameter classes: what kind of value a parameter wants.
const (
	classNone  = ""
	classFile  = "file"
	classDir   = "dir"
	classPath  = "path"
	classURI   = "uri"
	classURL   = "url"
	classID    = "id"
	classKey   = "key"
	classTable = "table"
	classSQL   = "sql"
	classQuery = "query"
	className  = "name"
	classDate  = "date"
)

var sqlWordsRE = regexp.MustCompile(`(?i)\b(sql|select|sqlite|postgres(ql)?|mysql|mssql)\b`)

// class decides what a parameter wants from its name, format and the
// tool's own words.
func (ts toolShape) class(p param) string {
	t := p.tokens
	format, _ := p.sch["format"].(string)
	switch {
	case format == "uri" || format == "uri-reference" || format == "iri":
		if hasToken(t, "url", "link", "href") {
			return classURL
		}
		return classURI
	case format == "date" || format == "date-time":
		return classDate
	case hasToken(t, "dir", "directory", "folder", "cwd", "dirs", "directories"):
		return classDir
	case hasToken(t, "file", "filename", "filepath", "files"):
		return classFile
	case hasToken(t, "path", "paths", "src", "source", "target"):
		switch {
		case hasToken(ts.tokens, "list", "ls", "dir", "directory", "directories", "tree", "folder", "walk", "search", "find", "grep", "glob"):
			return classDir
		case hasToken(ts.tokens, "read", "file", "files", "cat", "head", "tail", "info", "stat", "open", "view", "get", "media", "image"):
			return classFile
		}
		return classPath
	case hasToken(t, "uri", "uris"):
		return classURI
	case hasToken(t, "url", "urls", "link", "href"):
		return classURL
	case hasToken(t, "table", "tables", "tablename"):
		return classTable
	case hasToken(t, "sql", "statement") || hasToken(t, "query") && (sqlWordsRE.MatchString(p.desc) || sqlWordsRE.MatchString(ts.desc)):
		return classSQL
	case len(t) > 0 && (t[len(t)-1] == "id" || t[len(t)-1] == "ids" || t[len(t)-1] == "uuid"):
		return classID
	case hasToken(t, "key", "keys"):
		return classKey
	case hasToken(t, "query", "q", "search", "term", "keyword", "keywords", "text", "pattern", "filter"):
		return classQuery
	case hasToken(t, "name", "names", "entity", "entities", "title", "node", "nodes"):
		return className
	case hasToken(t, "date", "since", "until", "day"):
		return classDate
	}
	return classNone
}

// filler proposes arguments from what a session has learnt so far.
type filler struct {
	h       *harvest
	root    []Harvested // the --root folder and the entries under it
	perTool int         // argument sets per tool (retries included)
}

// candidates returns the ranked values for one parameter. withHarvest is
// false in the first round, where only the schema's and descriptions' own
// values count.
func (f *filler) candidates(ts toolShape, p param, withHarvest bool) []pick {
	var out []pick
	seen := map[string]bool{}
	push := func(v any, origin string, strong bool) {
		v, ok := fitType(v, p)
		if !ok || !fitConstraints(v, p.sch) {
			return
		}
		b, _ := json.Marshal(v)
		if seen[string(b)] {
			return
		}
		seen[string(b)] = true
		out = append(out, pick{v: v, origin: origin, strong: strong})
	}
	class := ts.class(p)
	if withHarvest && f.h != nil {
		// 1. Values found under this very key (an "id" for an id, a
		// "table_name" for a table_name), most recent answers first.
		keys := []string{p.norm, normKey(singular(p.name))}
		for _, it := range f.h.items {
			if it.Key != "" && (it.Key == keys[0] || it.Key == keys[1]) && kindFits(class, it.Kind) {
				push(it.Value, capture.ArgFromHarvestPrefix+it.From, true)
			}
		}
		// 2. Values of the kind the parameter wants.
		for _, it := range f.h.items {
			if harvestFits(class, p, it) {
				push(it.Value, capture.ArgFromHarvestPrefix+it.From, true)
			}
		}
		if class == classSQL {
			for _, it := range f.h.items {
				if it.Kind == kindTable {
					push("SELECT * FROM "+quoteIdent(it.Value)+" LIMIT 5", capture.ArgFromHarvestPrefix+it.From, true)
				}
			}
		}
	}
	// 3. The schema's own values.
	if v, ok := p.sch["const"]; ok {
		push(v, capture.ArgFromEnum, false)
	}
	if v, ok := p.sch["default"]; ok {
		push(v, capture.ArgFromDefault, false)
	}
	if ex, ok := p.sch["examples"].([]any); ok {
		for _, v := range ex {
			push(v, capture.ArgFromExample, false)
		}
	}
	if v, ok := p.sch["example"]; ok {
		push(v, capture.ArgFromExample, false)
	}
	if en, ok := p.sch["enum"].([]any); ok {
		for _, v := range en {
			push(v, capture.ArgFromEnum, false)
		}
	}
	// 4. Examples in the parameter's description ("e.g. `users`").
	for _, ex := range descExamples(p.desc) {
		push(ex, capture.ArgFromExample, false)
	}
	// 5. The --root folder.
	if withHarvest {
		for _, it := range f.root {
			if harvestFits(class, p, it) {
				push(it.Value, capture.ArgFromRoot, false)
			}
		}
		if class == classSQL && len(out) == 0 {
			push("SELECT 1", capture.ArgFromSynth, false)
		}
		// 6. A value of the shape the parameter's name asks for.
		if g, ok := guessByName(p); ok && (class == classNone || class == classQuery || class == className || class == classURL || class == classDate) {
			push(g, capture.ArgFromSynth, false)
		}
	}
	return out
}

// nameGuesses are plausible values for parameters commonly named so: a
// better guess than the type's placeholder ("example"), which no parser
// of colours, IPs or versions accepts. Keys are name tokens.
var nameGuesses = []struct {
	tokens []string
	value  string
}{
	{[]string{"cidr", "subnet", "network"}, "192.0.2.0/24"},
	{[]string{"ip", "ipv4", "address", "host"}, "192.0.2.1"},
	{[]string{"email", "mail"}, "user@example.com"},
	{[]string{"url", "link", "href", "endpoint"}, "https://example.com/"},
	{[]string{"datetime", "timestamp"}, "2025-01-15T10:30:00Z"},
	{[]string{"date", "day", "since", "until"}, "2025-01-15"},
	{[]string{"time"}, "10:30"},
	{[]string{"timezone", "tz", "zone"}, "UTC"},
	{[]string{"color", "colour"}, "#336699"},
	{[]string{"version", "semver"}, "1.2.3"},
	{[]string{"range", "constraint"}, ">=1.0.0"},
	{[]string{"uuid", "guid"}, "123e4567-e89b-42d3-a456-426614174000"},
	{[]string{"lang", "language", "locale"}, "en"},
	{[]string{"country"}, "US"},
	{[]string{"currency"}, "USD"},
	{[]string{"cron", "schedule"}, "*/5 * * * *"},
	{[]string{"expression", "expr", "formula", "equation"}, "2+3*4"},
	{[]string{"number", "digits", "card"}, "4111111111111111"},
	{[]string{"regex", "pattern"}, ".*"},
	{[]string{"json"}, `{"a":1}`},
	{[]string{"text", "message", "input", "content", "string", "query", "q", "search", "prompt"}, "hello world"},
}

// guessByName returns the name-based guess for a string parameter.
func guessByName(p param) (string, bool) {
	if p.typ != "string" && p.typ != "" {
		return "", false
	}
	for _, g := range nameGuesses {
		if hasToken(p.tokens, g.tokens...) {
			return g.value, true
		}
	}
	return "", false
}

// kindFits reports whether a value harvested under the parameter's own key
// suits its class (a key "path" holding a URL does not suit a file).
func kindFits(class, kind string) bool {
	switch class {
	case classFile, classDir, classPath:
		return kind == kindPath || kind == kindFile || kind == kindDir
	case classURI:
		return kind == kindURI || kind == kindURL
	case classURL:
		return kind == kindURL
	case classSQL:
		return kind == kindValue
	}
	return true
}

// harvestFits reports whether a harvested value suits a parameter's class.
func harvestFits(class string, p param, it Harvested) bool {
	s, _ := it.Value.(string)
	switch class {
	case classFile:
		return it.Kind == kindFile || it.Kind == kindPath && fileNameRE.MatchString(path.Base(s))
	case classDir:
		return it.Kind == kindDir || it.Kind == kindPath && !fileNameRE.MatchString(path.Base(s))
	case classPath:
		return it.Kind == kindPath || it.Kind == kindFile || it.Kind == kindDir
	case classURI:
		return it.Kind == kindURI || it.Kind == kindURL
	case classURL:
		return it.Kind == kindURL
	case classTable:
		return it.Kind == kindTable
	case classID:
		return it.Kind == kindValue && (it.Key == "id" || strings.HasSuffix(it.Key, "id") || it.Key == "uuid")
	case classKey:
		return it.Kind == kindValue && (it.Key == "key" || strings.HasSuffix(it.Key, "key"))
	case className, classQuery:
		if it.Kind == kindTable {
			return class == classQuery
		}
		return it.Kind == kindValue && s != "" && len(s) <= 80 && !strings.Contains(s, "\n") &&
			(it.Key == "name" || it.Key == "title" || strings.HasSuffix(it.Key, "name") || it.Key == "entity" || it.Key == "node")
	case classDate:
		return it.Kind == kindDate
	}
	return false
}

// fitType converts a candidate to the parameter's type, or reports that it
// cannot be.
func fitType(v any, p param) (any, bool) {
	switch p.typ {
	case "string":
		switch x := v.(type) {
		case string:
			return x, true
		case json.Number:
			if hasToken(p.tokens, "id", "ids", "key", "uuid") || p.norm == "id" {
				return x.String(), true
			}
		}
		return nil, false
	case "integer":
		if n, ok := v.(json.Number); ok {
			if _, err := n.Int64(); err == nil {
				return n, true
			}
		}
		if s, ok := v.(string); ok {
			n := json.Number(s)
			if _, err := n.Int64(); err == nil {
				return n, true
			}
		}
		return nil, false
	case "number":
		if n, ok := v.(json.Number); ok {
			return n, true
		}
		return nil, false
	case "array":
		items, _ := p.sch["items"].(map[string]any)
		if _, isArr := v.([]any); isArr {
			return v, true
		}
		inner := param{name: p.name, norm: p.norm, tokens: p.tokens, sch: items, typ: schemaType(items)}
		if items == nil {
			inner.typ = "string"
		}
		if inner.typ == "object" || inner.typ == "array" {
			return nil, false
		}
		iv, ok := fitType(v, inner)
		if !ok {
			return nil, false
		}
		return []any{iv}, true
	case "boolean":
		_, ok := v.(bool)
		return v, ok
	case "object":
		_, ok := v.(map[string]any)
		return v, ok
	case "":
		return v, true
	}
	return nil, false
}

// fitConstraints checks the constraints a value can be checked against
// cheaply: enum, const, pattern (RE2; an ECMA-only pattern is not checked)
// and string lengths.
func fitConstraints(v any, sch map[string]any) bool {
	if en, ok := sch["enum"].([]any); ok && len(en) > 0 {
		b, _ := json.Marshal(v)
		found := false
		for _, e := range en {
			eb, _ := json.Marshal(e)
			found = found || bytes.Equal(b, eb)
		}
		if !found {
			return false
		}
	}
	s, ok := v.(string)
	if !ok {
		return true
	}
	if p, ok := sch["pattern"].(string); ok {
		if re, err := regexp.Compile(p); err == nil && !re.MatchString(s) {
			return false
		}
	}
	if n, ok := number(sch["minLength"]); ok && float64(len([]rune(s))) < n {
		return false
	}
	if n, ok := number(sch["maxLength"]); ok && float64(len([]rune(s))) > n {
		return false
	}
	return true
}

var (
	egRE       = regexp.MustCompile(`(?i)\b(?:e\.g\.|eg\.|for example|such as|example:)\s*,?\s*(?:` + "`" + `([^` + "`" + `]{1,120})` + "`" + `|'([^']{1,120})'|"([^"]{1,120})"|([^\s,;)]{1,120}))`)
	backtickRE = regexp.MustCompile("`([^`\n]{1,120})`")
)

// descExamples returns the example values a description gives.
func descExamples(desc string) []string {
	var out []string
	for _, m := range egRE.FindAllStringSubmatch(desc, 5) {
		for _, g := range m[1:] {
			if g != "" {
				out = append(out, strings.TrimRight(g, "."))
				break
			}
		}
	}
	return out
}

// quoteIdent quotes a table name for SQL when it is not a plain
// identifier.
func quoteIdent(v any) string {
	s, _ := v.(string)
	if identRE.MatchString(s) {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// argSet is one argument object with the origin of each top-level value.
type argSet struct {
	args    map[string]any
	origins map[string]string
}

// ready reports whether every required parameter of the tool has a
// candidate: in the first round from the schema alone, later from
// anything but synthesis.
func (f *filler) ready(ts toolShape, withHarvest bool) bool {
	for _, p := range ts.params {
		if !p.required {
			continue
		}
		if len(f.candidates(ts, p, withHarvest)) == 0 {
			return false
		}
	}
	return true
}

// sets builds up to n distinct argument sets: the i-th takes the i-th
// candidate of each required parameter (the last one when it has fewer);
// when the required parameters give fewer than n sets, optional
// parameters with harvested or enumerated values add variants. Required
// parameters without a candidate get the synthesized value.
func (f *filler) sets(ts toolShape, n int, withHarvest bool) []argSet {
	cands := map[string][]pick{}
	for _, p := range ts.params {
		cands[p.name] = f.candidates(ts, p, withHarvest)
	}
	var out []argSet
	seen := map[string]bool{}
	add := func(s argSet) {
		b, _ := marshalSorted(s.args)
		if seen[string(b)] || len(out) >= n {
			return
		}
		seen[string(b)] = true
		out = append(out, s)
	}
	build := func(i int) argSet {
		s := argSet{args: map[string]any{}, origins: map[string]string{}}
		for k, v := range ts.base {
			s.args[k] = v
			s.origins[k] = capture.ArgFromSynth
		}
		for _, p := range ts.params {
			if !p.required {
				if _, inBase := ts.base[p.name]; inBase {
					s.origins[p.name] = hintOrigin(p.sch)
				}
				continue
			}
			c := cands[p.name]
			if len(c) == 0 {
				if _, inBase := ts.base[p.name]; inBase {
					s.origins[p.name] = hintOrigin(p.sch)
				}
				continue
			}
			k := i
			if k >= len(c) {
				k = len(c) - 1
			}
			s.args[p.name], s.origins[p.name] = c[k].v, c[k].origin
		}
		return s
	}
	maxC := 1
	for _, p := range ts.params {
		if p.required && len(cands[p.name]) > maxC {
			maxC = len(cands[p.name])
		}
	}
	for i := 0; i < maxC && len(out) < n; i++ {
		add(build(i))
	}
	// Variants over optional parameters: harvested values first, then
	// enumerated ones.
	if len(out) < n {
		var opt []param
		for _, p := range ts.params {
			if !p.required && len(cands[p.name]) > 0 && (cands[p.name][0].strong || p.sch["enum"] != nil) {
				opt = append(opt, p)
			}
		}
		sort.SliceStable(opt, func(a, b int) bool { return cands[opt[a].name][0].strong && !cands[opt[b].name][0].strong })
		for _, p := range opt {
			for _, c := range cands[p.name] {
				if len(out) >= n {
					break
				}
				s := build(0)
				s.args[p.name], s.origins[p.name] = c.v, c.origin
				add(s)
			}
		}
	}
	return out
}

// hintOrigin names where a synthesized value came from: the schema's
// default, enum or example, or nothing but its type.
func hintOrigin(sch map[string]any) string {
	switch {
	case sch["const"] != nil:
		return capture.ArgFromEnum
	case sch["default"] != nil:
		return capture.ArgFromDefault
	case sch["examples"] != nil || sch["example"] != nil:
		return capture.ArgFromExample
	case sch["enum"] != nil:
		return capture.ArgFromEnum
	}
	return capture.ArgFromSynth
}
