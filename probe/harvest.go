package probe

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"strings"
	"unicode"
)

// Argument discovery: the values a session's answers proved to exist
// (paths a listing showed, IDs a search returned, table names a schema
// tool printed) are harvested and offered to the parameters of later calls.

// Harvested value kinds.
const (
	kindPath  = "path"  // an absolute file-system path (file or directory)
	kindFile  = "file"  // a path known to be a file
	kindDir   = "dir"   // a path known to be a directory
	kindURI   = "uri"   // a URI with a scheme other than http(s)
	kindURL   = "url"   // an http(s) URL
	kindTable = "table" // a database table name
	kindDate  = "date"  // an ISO date or date-time
	kindValue = "value" // any other scalar, known by the key it came under
)

// Bounds on what one session harvests.
const (
	harvestMaxItems   = 4000
	harvestMaxValue   = 300 // longer strings are not argument material
	harvestMaxDepth   = 12
	harvestMaxPerCall = 400
)

// Harvested is one value an answer (or the server's instructions, resource
// list or the --root folder) contained.
type Harvested struct {
	Value any    // string, json.Number or bool
	Kind  string // kind* constant
	Key   string // normalized key it came under ("" for free text)
	Tool  string // tool whose answer held it ("" for other sources)
	From  string // the call ID, "root", "instructions" or "resources/list"
}

// harvest is the growing set of values of one session, in discovery order.
// It is not safe for concurrent use.
type harvest struct {
	items []Harvested
	seen  map[string]bool
}

func newHarvest() *harvest { return &harvest{seen: map[string]bool{}} }

func (h *harvest) add(it Harvested) {
	if len(h.items) >= harvestMaxItems {
		return
	}
	var vs string
	switch v := it.Value.(type) {
	case string:
		if v == "" || len(v) > harvestMaxValue {
			return
		}
		vs = v
	case json.Number:
		vs = v.String()
	case bool:
		return // booleans are never worth harvesting: schemas say which
	default:
		return
	}
	k := it.Kind + "\x00" + it.Key + "\x00" + vs
	if h.seen[k] {
		return
	}
	h.seen[k] = true
	h.items = append(h.items, it)
}

// normKey lower-cases a key and drops separators: "table_name",
// "tableName" and "Table-Name" all become "tablename".
func normKey(k string) string {
	var b strings.Builder
	for _, r := range k {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// fromResult harvests a CallToolResult: its structuredContent, the JSON in
// its text items, paths, URIs and `Key: value` lines in its text, resource
// links. dir is the directory the call listed, when one of its arguments
// named a directory, so that bare names in a listing become paths.
func (h *harvest) fromResult(result json.RawMessage, tool, from, dir string) {
	var r struct {
		Content []struct {
			Type     string `json:"type"`
			Text     string `json:"text"`
			URI      string `json:"uri"`
			Name     string `json:"name"`
			Resource *struct {
				URI  string `json:"uri"`
				Text string `json:"text"`
			} `json:"resource"`
		} `json:"content"`
		Structured json.RawMessage `json:"structuredContent"`
	}
	if json.Unmarshal(result, &r) != nil {
		return
	}
	start := len(h.items)
	w := &walker{h: h, tool: tool, from: from, table: listsTables(tool), start: start}
	if len(r.Structured) > 0 {
		w.json(r.Structured)
	}
	for _, c := range r.Content {
		switch c.Type {
		case "text":
			w.text(c.Text, dir)
		case "resource_link":
			w.add(c.URI, "uri", "")
			w.add(c.Name, "name", "")
		case "resource":
			if c.Resource != nil {
				w.add(c.Resource.URI, "uri", "")
				w.text(c.Resource.Text, dir)
			}
		}
	}
}

// listsTables reports whether a tool's name says it lists tables
// ("list_tables", "tables", "show_tables"), so that bare names in its
// answer are table names.
func listsTables(tool string) bool {
	t := nameTokens(tool)
	return hasToken(t, "tables") || hasToken(t, "table") && hasToken(t, "list", "show", "all")
}

// fromText harvests free text (the server's instructions).
func (h *harvest) fromText(text, from string) {
	w := &walker{h: h, from: from, start: len(h.items)}
	w.text(text, "")
}

// walker harvests the values of one source.
type walker struct {
	h     *harvest
	tool  string
	from  string
	table bool // the tool's name speaks of tables: bare names are tables
	start int
}

func (w *walker) full() bool { return len(w.h.items)-w.start >= harvestMaxPerCall }

// add records one scalar found under key.
func (w *walker) add(v any, key, kindHint string) {
	if w.full() {
		return
	}
	nk := normKey(key)
	s, isStr := v.(string)
	if isStr {
		s = strings.TrimSpace(s)
		if s == "" {
			return
		}
		v = s
	}
	kind := kindHint
	if kind == "" && isStr {
		kind = kindOf(s)
	}
	if kind == "" {
		kind = kindValue
		if isStr && w.table && (nk == "name" || nk == "table" || nk == "tablename" || nk == "tables") && identRE.MatchString(s) {
			kind = kindTable
		}
		if isStr && (nk == "tablename" || nk == "table") && identRE.MatchString(s) {
			kind = kindTable
		}
	}
	w.h.add(Harvested{Value: v, Kind: kind, Key: nk, Tool: w.tool, From: w.from})
	if kind == kindURI && strings.HasPrefix(s, "file://") {
		if p := strings.TrimPrefix(s, "file://"); strings.HasPrefix(p, "/") {
			w.h.add(Harvested{Value: p, Kind: kindPath, Key: nk, Tool: w.tool, From: w.from})
		}
	}
}

// kindOf recognises the shape of a string value.
func kindOf(s string) string {
	switch {
	case urlRE.MatchString(s) && !strings.ContainsAny(s, " \n"):
		return kindURL
	case uriRE.MatchString(s) && !strings.ContainsAny(s, " \n"):
		return kindURI
	case absPathRE.MatchString(s):
		return kindPath
	case dateRE.MatchString(s):
		return kindDate
	}
	return ""
}

var (
	urlRE     = regexp.MustCompile(`^https?://[^\s]+$`)
	uriRE     = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s]*$`)
	absPathRE = regexp.MustCompile(`^/[^\s\x00]*[^\s\x00/.,;:)]$|^/[A-Za-z0-9._\-]+/$`)
	dateRE    = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$`)
	identRE   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)

	// Free text: absolute paths, URIs and URLs anywhere; `Key: value`
	// lines; listing lines ("[FILE] a.txt", "- notes.md", "users").
	textURIRE  = regexp.MustCompile(`[a-zA-Z][a-zA-Z0-9+.\-]*://[^\s"'<>()\[\]{}` + "`" + `,]+`)
	textPathRE = regexp.MustCompile(`(?:^|[\s"'(\[=:` + "`" + `])(/[A-Za-z0-9._\-@+~%/]*[A-Za-z0-9_\-@+~%/])`)
	kvLineRE   = regexp.MustCompile(`^\s*(?:[-*•]\s+)?\**([A-Za-z][A-Za-z0-9 _\-]{0,40}?)\**\s*[:=]\s*\**(.{1,300}?)\**\s*$`)
	listLineRE = regexp.MustCompile(`^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:\[(FILE|DIR|F|D|file|dir)\]\s*|(📁|📄)\s*)?([^\s:][^:]{0,200}?)\s*$`)
)

// text harvests a text item: the JSON it carries, else its lines.
func (w *walker) text(t, dir string) {
	if v, ok := jsonPayload(t); ok {
		w.value(v, "", 0)
	}
	for _, m := range textURIRE.FindAllString(t, 50) {
		w.add(strings.TrimRight(m, ".;:!?"), "", "")
	}
	for _, m := range textPathRE.FindAllStringSubmatch(t, 50) {
		p := strings.TrimRight(m[1], ".;:!?")
		if len(p) > 1 && !strings.HasPrefix(p, "//") {
			w.add(p, "", kindPath)
		}
	}
	lines := strings.Split(t, "\n")
	if len(lines) > 400 {
		lines = lines[:400]
	}
	for _, line := range lines {
		if w.full() {
			return
		}
		if m := kvLineRE.FindStringSubmatch(line); m != nil && !strings.HasPrefix(m[2], "//") {
			w.add(strings.Trim(m[2], "`\"' "), m[1], "")
			continue
		}
		m := listLineRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		name := strings.Trim(m[3], "`\"' ")
		tag := strings.ToUpper(m[1])
		isDir := tag == "DIR" || tag == "D" || m[2] == "📁" || strings.HasSuffix(name, "/")
		isFile := tag == "FILE" || tag == "F" || m[2] == "📄"
		name = strings.TrimSuffix(name, "/")
		switch {
		case name == "" || strings.ContainsAny(name, "\t") || len(name) > 120:
		case dir != "" && (isDir || isFile || fileNameRE.MatchString(name)) && !strings.HasPrefix(name, "/"):
			kind := kindFile
			if isDir {
				kind = kindDir
			}
			w.add(path.Join(dir, name), "", kind)
		case w.table && identRE.MatchString(name):
			w.add(name, "table", kindTable)
		case isFile || isDir:
			w.add(name, "name", "")
		}
	}
}

// fileNameRE is a bare file name with an extension.
var fileNameRE = regexp.MustCompile(`^[A-Za-z0-9_\-.@+ ]{1,100}\.[A-Za-z0-9]{1,8}$`)

// json harvests a raw JSON value.
func (w *walker) json(raw json.RawMessage) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) == nil {
		w.value(v, "", 0)
	}
}

func (w *walker) value(v any, key string, depth int) {
	if depth > harvestMaxDepth || w.full() {
		return
	}
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(x) {
			w.value(x[k], k, depth+1)
		}
	case []any:
		for i, e := range x {
			if i >= 100 {
				break
			}
			w.value(e, singular(key), depth+1)
		}
	case string:
		if strings.Contains(x, "\n") {
			// A multi-line string is text: look inside it, and keep it
			// whole only when it is short.
			w.text(x, "")
			return
		}
		w.add(x, key, "")
	case json.Number:
		w.add(x, key, "")
	}
}

// singular makes the key of an array's items: "tables" → "table",
// "entries" → "entry".
func singular(k string) string {
	switch {
	case strings.HasSuffix(k, "ies") && len(k) > 4:
		return k[:len(k)-3] + "y"
	case strings.HasSuffix(k, "sses"):
		return k[:len(k)-2]
	case strings.HasSuffix(k, "s") && !strings.HasSuffix(k, "ss") && len(k) > 3:
		return k[:len(k)-1]
	}
	return k
}

// jsonPayload finds the JSON object or array a text carries: the whole
// text, a fenced block, or the JSON after a short header line.
func jsonPayload(t string) (any, bool) {
	s := strings.TrimSpace(t)
	if s == "" {
		return nil, false
	}
	if i := strings.Index(s, "```"); i >= 0 {
		rest := s[i+3:]
		if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
			if end := strings.Index(rest[nl:], "```"); end >= 0 {
				if v, ok := decodeJSON(rest[nl : nl+end]); ok {
					return v, true
				}
			}
		}
	}
	if v, ok := decodeJSON(s); ok {
		return v, true
	}
	// Behind a header: the first line that starts a JSON value.
	for off, n := 0, 0; n < 5 && off < len(s); n++ {
		nl := strings.IndexByte(s[off:], '\n')
		if nl < 0 {
			break
		}
		off += nl + 1
		rest := strings.TrimSpace(s[off:])
		if rest != "" && (rest[0] == '{' || rest[0] == '[') {
			dec := json.NewDecoder(strings.NewReader(rest))
			dec.UseNumber()
			var v any
			if dec.Decode(&v) == nil {
				return v, true
			}
		}
	}
	return nil, false
}

func decodeJSON(s string) (any, bool) {
	s = strings.TrimSpace(s)
	if s == "" || s[0] != '{' && s[0] != '[' {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return nil, false
	}
	return v, true
}
