package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/parser"
	"go/token"
	"os/exec"
	"reflect"
	"strings"
	"testing"
)

func renderPR(t *testing.T, b *Bundle, name string) (string, *ServerView) {
	t.Helper()
	for i := range b.Servers {
		if b.Servers[i].Name == name {
			var buf bytes.Buffer
			if err := WritePR(&buf, &b.Servers[i], b); err != nil {
				t.Fatalf("WritePR(%q): %v", name, err)
			}
			return buf.String(), &b.Servers[i]
		}
	}
	t.Fatalf("no server %q", name)
	return "", nil
}

type fenced struct {
	lang, body string
}

// codeBlocks parses fenced code blocks the way CommonMark does (a fence
// closes only with at least as many backticks) and fails on an unclosed one.
func codeBlocks(t *testing.T, md string) (blocks []fenced, outside string) {
	t.Helper()
	var out strings.Builder
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		n := len(l) - len(strings.TrimLeft(l, "`"))
		if n < 3 {
			out.WriteString(l + "\n")
			continue
		}
		lang := strings.TrimSpace(l[n:])
		var body []string
		closed := false
		for i++; i < len(lines); i++ {
			c := lines[i]
			if m := len(c) - len(strings.TrimLeft(c, "`")); m >= n && strings.TrimSpace(c[m:]) == "" {
				closed = true
				break
			}
			body = append(body, c)
		}
		if !closed {
			t.Fatalf("code block %q not closed", lang)
		}
		blocks = append(blocks, fenced{lang, strings.Join(body, "\n")})
	}
	return blocks, out.String()
}

func blocksOf(bs []fenced, lang string) []string {
	var out []string
	for _, b := range bs {
		if b.lang == lang {
			out = append(out, b.body)
		}
	}
	return out
}

// cells splits a Markdown table row at unescaped pipes.
func cells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	var out []string
	var cur strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row):
			cur.WriteByte(row[i])
			cur.WriteByte(row[i+1])
			i++
		case row[i] == '|':
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(row[i])
		}
	}
	return out
}

func tableRows(md, header string) [][]string {
	i := strings.Index(md, header)
	if i < 0 {
		return nil
	}
	var rows [][]string
	for _, l := range strings.Split(md[i:], "\n")[2:] {
		if !strings.HasPrefix(l, "|") {
			break
		}
		rows = append(rows, cells(l))
	}
	return rows
}

func TestPRTypeScript(t *testing.T) {
	b := sampleBundle()
	md, s := renderPR(t, b, "server-github")
	if !strings.HasPrefix(md, "# Add `outputSchema` and `structuredContent` to server-github\n") {
		t.Errorf("title: %q", strings.SplitN(md, "\n", 2)[0])
	}
	link := "[#1234](https://github.com/modelcontextprotocol/servers/issues/1234)"
	if i := strings.Index(md, link); i < 0 || i > strings.Index(md, "## Summary") {
		t.Errorf("related issue not linked before the summary")
	}
	if !strings.Contains(md, "★ 41234 · default branch `main` · last push 2025-06-20") {
		t.Errorf("repo facts line missing")
	}
	rows := tableRows(md, "| Tool | Description |")
	if len(rows) != 1 || len(rows[0]) != 5 || rows[0][0] != "`search_repositories`" || rows[0][3] != "3/3" {
		t.Fatalf("tools table = %q, want one row: the proposed tool, 3 usable outputs of 3", rows)
	}
	// The tools without a proposal: one line per reason, no table row.
	for _, want := range []string{"\n- No schema inferred (1): `get_issue`\n", "\n- Not called (1): `create_issue`\n"} {
		if !strings.Contains(md, want) {
			t.Errorf("PR report lacks %q", want)
		}
	}
	blocks, _ := codeBlocks(t, md)
	js := blocksOf(blocks, "json")
	if len(js) != 1 {
		t.Fatalf("%d json blocks, want 1 (one proposed schema, no before/after captured)", len(js))
	}
	var got, want any
	if err := json.Unmarshal([]byte(js[0]), &got); err != nil {
		t.Fatalf("schema block is not JSON: %v", err)
	}
	_ = json.Unmarshal(s.Tools[0].ProposedSchema, &want)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("schema block = %v, want %v", got, want)
	}
	ts := blocksOf(blocks, "ts")
	if len(ts) != 1 || len(blocksOf(blocks, "python")) != 0 || len(blocksOf(blocks, "go")) != 0 {
		t.Fatalf("want only the TypeScript snippet for a TS server")
	}
	for _, want := range []string{`server.registerTool(`, `"search_repositories"`, `"repositories": z.array(z.object({`,
		`"name": z.string(),`, `"stars": z.number().int().optional(),`, `}).passthrough()),`, `structuredContent: out`, `JSON.stringify(out)`} {
		if !strings.Contains(ts[0], want) {
			t.Errorf("TS snippet lacks %q:\n%s", want, ts[0])
		}
	}
	checkJS(t, ts[0])
}

func TestPRPythonAndGo(t *testing.T) {
	b := sampleBundle()
	md, _ := renderPR(t, b, "server-time")
	blocks, _ := codeBlocks(t, md)
	py := blocksOf(blocks, "python")
	if len(py) != 2 || len(blocksOf(blocks, "ts")) != 0 {
		t.Fatalf("want 2 python snippets only, got %d", len(py))
	}
	for _, want := range []string{"class GetCurrentTimeOutput(TypedDict):", "    timezone: str\n", "    is_dst: NotRequired[bool]\n",
		"@mcp.tool()\ndef get_current_time() -> GetCurrentTimeOutput:"} {
		if !strings.Contains(py[0], want) {
			t.Errorf("python snippet lacks %q:\n%s", want, py[0])
		}
	}
	if !strings.Contains(py[1], "class ConvertTimeOutputSource(TypedDict):") || !strings.Contains(py[1], "source: NotRequired[ConvertTimeOutputSource]") {
		t.Errorf("nested TypedDict missing:\n%s", py[1])
	}
	for _, js := range blocksOf(blocks, "json") {
		if strings.Contains(js, "additionalProperties") {
			t.Errorf("additionalProperties: false from the proposed schema survived:\n%s", js)
		}
		if !json.Valid([]byte(js)) {
			t.Errorf("invalid JSON block:\n%s", js)
		}
	}
	checkPython(t, py...)

	md, _ = renderPR(t, b, "db|prod")
	blocks, _ = codeBlocks(t, md)
	gs := blocksOf(blocks, "go")
	if len(gs) != 1 {
		t.Fatalf("want 1 go snippet, got %d", len(gs))
	}
	for _, want := range []string{"mcp.AddTool(server, &mcp.Tool{", `Name:         "query",`, "RowCount *int64", "Rows     []map[string]any", "`json:\"row_count,omitempty\"`", "OutputSchema: queryOutputSchema"} {
		if !strings.Contains(gs[0], want) {
			t.Errorf("go snippet lacks %q:\n%s", want, gs[0])
		}
	}
	checkGo(t, gs[0])
	if !strings.HasPrefix(md, "# Add `outputSchema` and `structuredContent` to db\\|prod\n") {
		t.Errorf("server name not escaped in title: %q", strings.SplitN(md, "\n", 2)[0])
	}
}

func TestPRHostileServer(t *testing.T) {
	b := sampleBundle()
	md, s := renderPR(t, b, hostileName)
	blocks, outside := codeBlocks(t, md)
	if len(blocksOf(blocks, "ts")) != 1 || len(blocksOf(blocks, "python")) != 1 || len(blocksOf(blocks, "go")) != 1 {
		t.Fatalf("unknown SDK: want one snippet per SDK")
	}
	// Outside code blocks and code spans, nothing is live HTML or a link.
	prose := stripCodeSpans(outside)
	for _, bad := range []string{"<script", "<img", "](javascript:", "<a "} {
		if strings.Contains(prose, bad) {
			t.Errorf("%q outside code:\n%s", bad, prose)
		}
	}
	rows := tableRows(md, "| Tool | Description |")
	if len(rows) != 1 || len(rows[0]) != 5 {
		t.Fatalf("hostile tool row split wrongly: %q", rows)
	}
	if !strings.Contains(rows[0][1], "pipe \\`code\\`<br>second line") || !strings.Contains(rows[0][0], `\| `+"`tick`"+` \|`) {
		t.Errorf("pipes/backticks not escaped in the row: %q", rows[0])
	}
	for _, js := range blocksOf(blocks, "json") {
		if !json.Valid([]byte(js)) {
			t.Errorf("invalid JSON block:\n%s", js)
		}
	}
	checkGo(t, blocksOf(blocks, "go")[0])
	checkJS(t, blocksOf(blocks, "ts")[0])
	checkPython(t, blocksOf(blocks, "python")[0])
	_ = s
}

func TestPRNothingToPropose(t *testing.T) {
	b := sampleBundle()
	for i := range b.Servers {
		if b.Servers[i].Name == "server-memory" || b.Servers[i].Name == "broken" {
			if err := WritePR(&bytes.Buffer{}, &b.Servers[i], b); !errors.Is(err, ErrNothingToPropose) {
				t.Errorf("%s: err = %v, want ErrNothingToPropose", b.Servers[i].Name, err)
			}
		}
	}
}

func TestSnippetsForOddSchemas(t *testing.T) {
	var ts, py []string
	for _, schema := range []string{
		`{"type":"object"}`,
		`{"type":"object","properties":{"a":{"type":["string","integer"]},"b":{"anyOf":[{"type":"string"}]},"c":{"type":"array"},"d":{"enum":["x","y"]}}}`,
		`{"properties":{"for":{"type":"string"},"class":{"type":"object","properties":{"def":{"type":"array","items":{"type":"object","properties":{"x y":{"type":"null"}}}}}}}}`,
		`{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"object","properties":{"a":{"type":"string"}}}}}}}}}}}}}}}}}}}`,
	} {
		root, err := parseSchema(json.RawMessage(schema))
		if err != nil {
			t.Fatalf("%s: %v", schema, err)
		}
		tool := &ToolView{Name: "odd-tool.v2", Description: `say "hi" \ now`}
		checkGo(t, goSnippet(tool, root, json.RawMessage(schema)))
		ts = append(ts, tsSnippet(tool, root))
		py = append(py, pySnippet(tool, root))
	}
	checkJS(t, ts...)
	checkPython(t, py...)
	if _, err := parseSchema(json.RawMessage(`[1]`)); err == nil {
		t.Error("array schema: want an error")
	}
}

// stripCodeSpans removes inline code spans (any fence length) from md.
func stripCodeSpans(md string) string {
	var out strings.Builder
	for i := 0; i < len(md); {
		if md[i] != '`' {
			out.WriteByte(md[i])
			i++
			continue
		}
		n := 0
		for i+n < len(md) && md[i+n] == '`' {
			n++
		}
		fence := md[i : i+n]
		end := -1
		for j := i + n; j < len(md); {
			k := strings.Index(md[j:], fence)
			if k < 0 {
				break
			}
			k += j
			m := 0
			for k+m < len(md) && md[k+m] == '`' {
				m++
			}
			if m == n {
				end = k
				break
			}
			j = k + m
		}
		if end < 0 { // no closing fence: literal backticks
			out.WriteString(fence)
			i += n
			continue
		}
		i = end + n
	}
	return out.String()
}

// checkGo parses a Go snippet (declarations) as a file.
func checkGo(t *testing.T, src string) {
	t.Helper()
	if _, err := parser.ParseFile(token.NewFileSet(), "snippet.go", "package x\n\n"+src, 0); err != nil {
		t.Errorf("Go snippet does not parse: %v\n%s", err, src)
	}
}

// checkJS syntax-checks TS snippets (they are plain JS) with one node
// process, when node is installed: each snippet, its import line removed,
// must compile as a function body.
func checkJS(t *testing.T, srcs ...string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Log("node not installed: TS snippet syntax not checked")
		return
	}
	in, _ := json.Marshal(srcs)
	const prog = `let d="";process.stdin.on("data",c=>d+=c).on("end",()=>{let bad=0;for(const s of JSON.parse(d)){try{new Function(s.replace(/^import .*$/mg,""))}catch(e){bad++;console.log(e.message+"\n"+s)}}process.exit(bad?1:0)})`
	cmd := exec.Command(node, "-e", prog)
	cmd.Stdin = bytes.NewReader(in)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("TS snippet is not valid JS: %v\n%s", err, out)
	}
}

// checkPython parses Python snippets with one python3 process (ast), when
// python3 is installed.
func checkPython(t *testing.T, srcs ...string) {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Log("python3 not installed: Python snippet syntax not checked")
		return
	}
	in, _ := json.Marshal(srcs)
	cmd := exec.Command(py, "-c", "import ast,json,sys\nfor s in json.load(sys.stdin): ast.parse(s)")
	cmd.Stdin = bytes.NewReader(in)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("Python snippet does not parse: %v\n%s", err, out)
	}
}
