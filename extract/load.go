package extract

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// ConfigError is one problem of a configuration: the file, the JSON path
// of the offending value ($.virtual_tools.name.text_extraction.parser), its
// position when known, and what is wrong.
type ConfigError struct {
	File string // as given to LoadGateway; may be empty
	Path string // JSONPath-like: $.a.b["c d"][0]
	Line int    // 1-based; 0 when unknown
	Col  int    // 1-based byte column; 0 when unknown
	Msg  string
}

// Error prints file:line:col: path: message, leaving out unknown parts.
func (e *ConfigError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			b.WriteString(fmt.Sprintf(":%d:%d", e.Line, e.Col))
		}
		b.WriteString(": ")
	} else if e.Line > 0 {
		b.WriteString(fmt.Sprintf("%d:%d: ", e.Line, e.Col))
	}
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// LoadGateway reads a configuration and checks all of it. data is one of:
//
//   - a gateway file: an object with "virtual_tools" (other top-level keys
//     are a gateway's other settings and are ignored);
//   - a single virtual tool object (it has "source_tool", "text_extraction"
//     or "output_schema"); it is named "default";
//   - a bare text_extraction object (it has "enabled", "parser" or
//     "auto_detect_json"); it becomes the virtual tool "default" with no
//     source_tool.
//
// A virtual tool without source_tool matches every source (see
// ForSource); inside a gateway file source_tool is required.
//
// Every problem is reported: the error is an errors.Join of *ConfigError
// values, each naming file, position and JSON path. Each virtual tool is
// also compiled (regexes, schema) so later use does no more checking.
func LoadGateway(data []byte, file string) (*Gateway, error) {
	l := &loader{file: file, data: data, pos: map[string]int{}}
	root, err := parseNodes(data)
	if err != nil {
		var oe *offsetError
		if errors.As(err, &oe) {
			l.errAt(oe.off, "", oe.msg)
		} else {
			l.errf(nil, "", "%v", err)
		}
		return nil, errors.Join(l.errs...)
	}
	if root.kind != 'o' {
		l.errf(root, "$", "want an object (a gateway with virtual_tools, a virtual tool or a text_extraction object), got %s", root.kindName())
		return nil, errors.Join(l.errs...)
	}
	g := &Gateway{VirtualTools: map[string]*VirtualTool{}}
	bare := false
	switch {
	case root.get("virtual_tools") != nil:
		vts := root.get("virtual_tools")
		if vts.kind != 'o' {
			l.errf(vts, "$.virtual_tools", "want an object mapping names to virtual tools, got %s", vts.kindName())
			break
		}
		l.checkDuplicates(vts, "$.virtual_tools")
		for i, name := range vts.keys {
			path := "$.virtual_tools" + pathKey(name)
			if name == "" {
				l.errf(vts.kids[i], path, "a virtual tool needs a non-empty name")
			}
			vt := l.virtualTool(vts.kids[i], path, true)
			if vt != nil {
				g.VirtualTools[name] = vt
			}
		}
	case hasAny(root, virtualToolKeys()):
		if vt := l.virtualTool(root, "$", false); vt != nil {
			g.VirtualTools["default"] = vt
		}
	case hasAny(root, textExtractionKeys()):
		if te := l.textExtraction(root, "$"); te != nil {
			g.VirtualTools["default"] = &VirtualTool{TextExtraction: te}
			bare = true
		}
	default:
		l.errf(root, "$", "not a gateway (no virtual_tools), virtual tool (no source_tool, text_extraction or output_schema) or text_extraction object (no enabled, parser or auto_detect_json)")
	}
	// Check the semantics of what was read too, so one run reports every
	// problem; a problem already reported at the same path is not repeated.
	structural := map[string]bool{}
	for _, e := range l.errs {
		if ce, ok := e.(*ConfigError); ok {
			structural[ce.Path] = true
		}
	}
	g.compiled = map[string]*Extractor{}
	for _, name := range g.Names() {
		vtPath := "$.virtual_tools" + pathKey(name)
		if root.get("virtual_tools") == nil {
			vtPath = "$"
		}
		tePath := vtPath + ".text_extraction"
		if bare {
			tePath = "$"
		}
		x, errs := compile(g.VirtualTools[name], vtPath, tePath)
		for _, e := range errs {
			if structural[e.Path] {
				continue
			}
			e.File = l.file
			for p := e.Path; p != ""; p = parentPath(p) {
				if off, ok := l.pos[p]; ok { // the value, or the nearest enclosing one
					e.Line, e.Col = lineCol(data, off)
					break
				}
			}
			l.errs = append(l.errs, e)
		}
		g.compiled[name] = x
	}
	if len(l.errs) > 0 {
		sort.SliceStable(l.errs, func(i, j int) bool {
			a, _ := l.errs[i].(*ConfigError)
			b, _ := l.errs[j].(*ConfigError)
			if a == nil || b == nil {
				return false
			}
			return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
		})
		return nil, errors.Join(l.errs...)
	}
	return g, nil
}

// loader turns a node tree into typed configuration, collecting errors
// and the position of every path it visits.
type loader struct {
	file string
	data []byte
	errs []error
	pos  map[string]int
}

func (l *loader) remember(n *node, path string) {
	if n != nil {
		l.pos[path] = n.start
	}
}

func (l *loader) errAt(off int, path, msg string) {
	line, col := lineCol(l.data, off)
	l.errs = append(l.errs, &ConfigError{File: l.file, Path: path, Line: line, Col: col, Msg: msg})
}

func (l *loader) errf(n *node, path, format string, a ...any) {
	e := &ConfigError{File: l.file, Path: path, Msg: fmt.Sprintf(format, a...)}
	if n != nil {
		e.Line, e.Col = lineCol(l.data, n.start)
	}
	l.errs = append(l.errs, e)
}

func virtualToolKeys() []string {
	return []string{"description", "output_schema", "source_tool", "text_extraction"}
}

func textExtractionKeys() []string {
	return []string{"auto_detect_json", "config", "enabled", "fallback", "item_patterns", "list_field", "nested_text", "parser", "patterns", "table_field"}
}

func itemPatternKeys() []string {
	return []string{"multiline", "regex", "required", "transform", "type"}
}

func regexFieldKeys() []string {
	return []string{"group", "multiline", "regex", "required", "transform", "type"}
}

func parserConfigKeys() []string {
	return []string{"indent_aware", "section_marker", "separator"}
}

func hasAny(n *node, keys []string) bool {
	for _, k := range keys {
		if n.get(k) != nil {
			return true
		}
	}
	return false
}

// object checks that n is an object whose keys are all in known, and
// calls visit for each (known) key in order.
func (l *loader) object(n *node, path, what string, known []string, visit func(key, path string, v *node)) bool {
	l.remember(n, path)
	if n.kind != 'o' {
		l.errf(n, path, "want %s object, got %s", what, n.kindName())
		return false
	}
	l.checkDuplicates(n, path)
	for i, k := range n.keys {
		kp := path + pathKey(k)
		if !contains(known, k) {
			msg := fmt.Sprintf("unknown field %q in %s", k, what)
			if s := didYouMean(k, known); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			} else {
				msg += " (known: " + strings.Join(known, ", ") + ")"
			}
			l.errAt(n.keyStart[i], kp, msg)
			continue
		}
		l.remember(n.kids[i], kp)
		visit(k, kp, n.kids[i])
	}
	return true
}

func (l *loader) checkDuplicates(n *node, path string) {
	seen := map[string]bool{}
	for i, k := range n.keys {
		if seen[k] {
			l.errAt(n.keyStart[i], path+pathKey(k), "duplicate key")
		}
		seen[k] = true
	}
}

func (l *loader) str(n *node, path string) string {
	if n.kind != 's' {
		l.errf(n, path, "want a string, got %s", n.kindName())
		return ""
	}
	return n.str
}

func (l *loader) boolean(n *node, path string) bool {
	if n.kind != 'b' {
		got := n.kindName()
		if n.kind == 's' {
			got += " " + strconv.Quote(n.str)
		}
		l.errf(n, path, "want true or false, got %s", got)
		return false
	}
	return n.b
}

func (l *loader) integer(n *node, path string) int {
	if n.kind == 'n' {
		if v, err := strconv.Atoi(n.num.String()); err == nil {
			return v
		}
	}
	l.errf(n, path, "want an integer, got %s", n.kindName())
	return 0
}

func (l *loader) transforms(n *node, path string) Transforms {
	switch n.kind {
	case 's':
		return Transforms{n.str}
	case 'a':
		var t Transforms
		for i, k := range n.kids {
			t = append(t, l.str(k, fmt.Sprintf("%s[%d]", path, i)))
			l.remember(k, fmt.Sprintf("%s[%d]", path, i))
		}
		return t
	}
	l.errf(n, path, "want a transform name or an array of names, got %s", n.kindName())
	return nil
}

func (l *loader) virtualTool(n *node, path string, needSource bool) *VirtualTool {
	vt := &VirtualTool{}
	ok := l.object(n, path, "virtual tool", virtualToolKeys(), func(k, kp string, v *node) {
		switch k {
		case "source_tool":
			vt.SourceTool = l.str(v, kp)
		case "description":
			vt.Description = l.str(v, kp)
		case "output_schema":
			if v.kind != 'o' {
				l.errf(v, kp, "want a JSON Schema object, got %s", v.kindName())
				return
			}
			vt.OutputSchema = json.RawMessage(append([]byte(nil), l.data[v.start:v.end]...))
			l.rememberTree(v, kp)
		case "text_extraction":
			vt.TextExtraction = l.textExtraction(v, kp)
		}
	})
	if !ok {
		return nil
	}
	if needSource && n.get("source_tool") == nil {
		l.errf(n, path+".source_tool", "missing: every virtual tool of a gateway names its source as \"server:tool\"")
	}
	return vt
}

// rememberTree records the positions of every value under n (schemas are
// checked later, on the typed value).
func (l *loader) rememberTree(n *node, path string) {
	l.remember(n, path)
	for i, k := range n.kids {
		if n.kind == 'o' {
			l.rememberTree(k, path+pathKey(n.keys[i]))
		} else {
			l.rememberTree(k, fmt.Sprintf("%s[%d]", path, i))
		}
	}
}

func (l *loader) textExtraction(n *node, path string) *TextExtraction {
	te := &TextExtraction{}
	ok := l.object(n, path, "text_extraction", textExtractionKeys(), func(k, kp string, v *node) {
		switch k {
		case "enabled":
			te.Enabled = l.boolean(v, kp)
		case "auto_detect_json":
			te.AutoDetectJSON = l.boolean(v, kp)
		case "nested_text":
			te.NestedText = l.boolean(v, kp)
		case "parser":
			te.Parser = l.str(v, kp)
		case "fallback":
			te.Fallback = l.str(v, kp)
		case "list_field":
			te.ListField = l.str(v, kp)
		case "table_field":
			te.TableField = l.str(v, kp)
		case "item_patterns":
			te.ItemPatterns = map[string]*ItemPattern{}
			l.fieldMap(v, kp, "item_patterns", func(name, fp string, f *node) {
				te.ItemPatterns[name] = l.itemPattern(f, fp)
			})
		case "patterns":
			te.Patterns = map[string]*RegexField{}
			l.fieldMap(v, kp, "patterns", func(name, fp string, f *node) {
				te.Patterns[name] = l.regexField(f, fp)
			})
		case "config":
			te.Config = &ParserConfig{}
			l.object(v, kp, "config", parserConfigKeys(), func(k, cp string, c *node) {
				switch k {
				case "separator":
					te.Config.Separator = l.str(c, cp)
				case "indent_aware":
					te.Config.IndentAware = l.boolean(c, cp)
				case "section_marker":
					te.Config.SectionMarker = l.str(c, cp)
				}
			})
		}
	})
	if !ok {
		return nil
	}
	if n.get("enabled") == nil {
		l.errf(n, path+".enabled", "missing: text_extraction needs \"enabled\": true or false")
	}
	return te
}

// fieldMap walks an object mapping field names to pattern objects.
func (l *loader) fieldMap(n *node, path, what string, visit func(name, path string, v *node)) {
	l.remember(n, path)
	if n.kind != 'o' {
		l.errf(n, path, "want an object mapping field names to patterns, got %s", n.kindName())
		return
	}
	l.checkDuplicates(n, path)
	for i, name := range n.keys {
		fp := path + pathKey(name)
		l.remember(n.kids[i], fp)
		if name == "" {
			l.errAt(n.keyStart[i], fp, "empty field name in "+what)
			continue
		}
		visit(name, fp, n.kids[i])
	}
}

func (l *loader) itemPattern(n *node, path string) *ItemPattern {
	p := &ItemPattern{}
	l.object(n, path, "item pattern", itemPatternKeys(), func(k, kp string, v *node) {
		switch k {
		case "regex":
			p.Regex = l.str(v, kp)
		case "required":
			p.Required = l.boolean(v, kp)
		case "multiline":
			p.Multiline = l.boolean(v, kp)
		case "type":
			p.Type = l.str(v, kp)
		case "transform":
			p.Transform = l.transforms(v, kp)
		}
	})
	return p
}

func (l *loader) regexField(n *node, path string) *RegexField {
	p := &RegexField{}
	l.object(n, path, "pattern", regexFieldKeys(), func(k, kp string, v *node) {
		switch k {
		case "regex":
			p.Regex = l.str(v, kp)
		case "group":
			p.Group = l.integer(v, kp)
		case "required":
			p.Required = l.boolean(v, kp)
		case "multiline":
			p.Multiline = l.boolean(v, kp)
		case "type":
			p.Type = l.str(v, kp)
		case "transform":
			p.Transform = l.transforms(v, kp)
		}
	})
	return p
}

// parentPath drops the last step of a path ($.a.b -> $.a, $.a["x"] -> $.a).
func parentPath(p string) string {
	if strings.HasSuffix(p, "]") {
		if i := strings.LastIndex(p, "["); i > 0 {
			return p[:i]
		}
	}
	if i := strings.LastIndexByte(p, '.'); i > 0 {
		return p[:i]
	}
	return ""
}

// pathKey renders one object key as a path step: .name or ["odd name"].
func pathKey(k string) string {
	ok := k != ""
	for i, r := range k {
		if !(r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || (i > 0 && r >= '0' && r <= '9')) {
			ok = false
			break
		}
	}
	if ok {
		return "." + k
	}
	return "[" + strconv.Quote(k) + "]"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// didYouMean returns the known name nearest to s, or "" when none is near.
func didYouMean(s string, known []string) string {
	best, bestD := "", 1<<30
	for _, k := range known {
		if normalizeName(k) == normalizeName(s) {
			return k
		}
		d := editDistance(strings.ToLower(s), k)
		if d < bestD {
			best, bestD = k, d
		}
	}
	// the words of s all appear in one name (markdown_list ->
	// markdown_numbered_list), or s starts a name (int -> integer)
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '_' || r == '-' || r == ' ' })
	for _, k := range known {
		if len(s) >= 3 && strings.HasPrefix(k, strings.ToLower(s)) {
			return k
		}
		kw := strings.Split(k, "_")
		all := len(words) > 1
		for _, w := range words {
			if !contains(kw, w) {
				all = false
			}
		}
		if all {
			return k
		}
	}
	limit := 2
	if len(s) > 12 {
		limit = 3
	}
	if bestD <= limit {
		return best
	}
	return ""
}

// editDistance is the Levenshtein distance of two short strings.
func editDistance(a, b string) int {
	ar, br := []rune(a), []rune(b)
	if len(ar) > 64 || len(br) > 64 {
		return 1 << 20
	}
	prev := make([]int, len(br)+1)
	cur := make([]int, len(br)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ar); i++ {
		cur[0] = i
		for j := 1; j <= len(br); j++ {
			c := prev[j-1]
			if ar[i-1] != br[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return prev[len(br)]
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
