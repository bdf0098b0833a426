package replay

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// Raw values of the test corpus, compared byte for byte with what Serve sends.
const (
	initRaw     = `{"protocolVersion":"2025-06-18",  "capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"everything","version":"9.9"}}`
	echoDef     = `{"name":"echo","description":"Echoes.","inputSchema":{"type":"object","properties":{"message":{"type":"string"}},"required":["message"]}}`
	addDef      = `{"name":"add", "inputSchema":{"type":"object"} ,"annotations":{"readOnlyHint":true}}`
	slowDef     = `{"name":"slow","inputSchema":{"type":"object"}}`
	neverDef    = `{"name":"never","inputSchema":{"type":"object"}}`
	oddDef      = `{"name":"odd","inputSchema":{"type":"object"}}`
	echoHiRes   = `{"content":[{"type":"text","text":"Echo: hi"}]}`
	echoByeRes  = `{"content":[{"type":"text","text":"Echo: bye"}],"extra":1}`
	echoNumRes  = `{"content":[{"type":"text","text":"Echo: numbers"}]}`
	addErr      = `{"code":-32602,"message":"Invalid arguments for add"}`
	oddRes      = "{ \"content\" :\t[ { \"type\":\"text\" ,  \"text\" : \"caf\\u00e9 \\u2603 a\\/b \\n\" } ]\t, \"isError\"  :  false }"
	oddResAfter = oddRes
)

// testCorpus is a small export with a server line, two list pages, exact
// and nearest matches, an error, a timeout and a never-called tool.
var testCorpus = strings.Join([]string{
	`{"kind":"server","server":"everything","status":"ok","initialize_result":` + initRaw + `,"list_pages":2}`,
	`{"kind":"call","id":"everything/echo/1","server":"everything","tool":"echo","seq":1,"arguments":{"message":"hi"},"status":"ok","result":` + echoHiRes + `,"tool_def":` + echoDef + `}`,
	`{"kind":"call","id":"everything/echo/2","server":"everything","tool":"echo","seq":2,"arguments":{"message":"bye","loud":true},"status":"ok","result":` + echoByeRes + `,"tool_def":` + echoDef + `}`,
	`{"kind":"call","id":"everything/echo/3","server":"everything","tool":"echo","seq":3,"arguments":{"n":1.0,"big":12345678901234567890},"status":"ok","result":` + echoNumRes + `,"tool_def":` + echoDef + `}`,
	``,
	`{"kind":"call","id":"everything/add/1","server":"everything","tool":"add","seq":1,"arguments":{"a":1,"b":2},"status":"rpc_error","error":` + addErr + `,"tool_def":` + addDef + "}\r",
	`{"kind":"call","id":"everything/slow/1","server":"everything","tool":"slow","seq":1,"arguments":{},"status":"timeout","tool_page":2,"tool_def":` + slowDef + `}`,
	`{"kind":"tool","server":"everything","tool":"never","tool_page":2,"tool_def":` + neverDef + `}`,
	`{"kind":"call","id":"everything/odd/1","server":"everything","tool":"odd","seq":1,"status":"ok","result_raw":` + oddRes + `,"tool_page":2,"tool_def":` + oddDef + `}`,
}, "\n") + "\n"

// client drives Serve over pipes.
type client struct {
	t      *testing.T
	in     *io.PipeWriter
	lines  chan string
	stderr *syncBuf
	done   chan error
	cancel context.CancelFunc
}

type syncBuf struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func startServe(t *testing.T, c *Corpus, server string) *client {
	t.Helper()
	return startServeWith(t, c, server, nil)
}

// startServeWith runs ServeWith with opts, or Serve when opts is nil.
func startServeWith(t *testing.T, c *Corpus, server string, opts *Options) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	cl := &client{t: t, in: inW, lines: make(chan string, 100), stderr: &syncBuf{}, done: make(chan error, 1), cancel: cancel}
	go func() {
		var err error
		if opts == nil {
			err = Serve(ctx, c, server, inR, outW, cl.stderr)
		} else {
			err = ServeWith(ctx, c, server, *opts, inR, outW, cl.stderr)
		}
		_ = outW.Close()
		cl.done <- err
	}()
	go func() {
		defer close(cl.lines)
		br := bufio.NewReader(outR)
		for {
			l, err := br.ReadString('\n')
			if l != "" {
				cl.lines <- l
			}
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		_ = inW.Close()
		cancel()
		select {
		case <-cl.done:
		case <-time.After(5 * time.Second):
			t.Error("Serve did not return")
		}
		_ = outR.Close()
	})
	return cl
}

// roundTrip sends one line and returns the raw response line (with its
// newline).
func (cl *client) roundTrip(msg string) string {
	cl.t.Helper()
	if _, err := io.WriteString(cl.in, msg+"\n"); err != nil {
		cl.t.Fatalf("write: %v", err)
	}
	select {
	case l, ok := <-cl.lines:
		if !ok {
			cl.t.Fatalf("stdout closed; stderr %q", cl.stderr.String())
		}
		return l
	case <-time.After(5 * time.Second):
		cl.t.Fatalf("no answer to %s", msg)
	}
	return ""
}

func loadTest(t *testing.T) *Corpus {
	t.Helper()
	c, err := Load(strings.NewReader(testCorpus), "test.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestServeVerbatim(t *testing.T) {
	c := loadTest(t)
	if got := c.Servers(); len(got) != 1 || got[0] != "everything" {
		t.Fatalf("Servers() = %q", got)
	}
	cl := startServe(t, c, "")
	check := func(req, want string) {
		t.Helper()
		if got := cl.roundTrip(req); got != want+"\n" {
			t.Errorf("%s\n got %q\nwant %q", req, got, want+"\n")
		}
	}
	check(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}`,
		`{"jsonrpc":"2.0","id":1,"result":`+initRaw+`}`)
	if _, err := io.WriteString(cl.in, `{"jsonrpc":"2.0","method":"notifications/initialized"}`+"\n"); err != nil {
		t.Fatal(err)
	}
	check(`{"jsonrpc":"2.0","id":"p","method":"ping"}`, `{"jsonrpc":"2.0","id":"p","result":{}}`)
	check(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":2,"result":{"tools":[`+echoDef+`,`+addDef+`],"nextCursor":"page-2"}}`)
	check(`{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"cursor":"page-2"}}`,
		`{"jsonrpc":"2.0","id":3,"result":{"tools":[`+slowDef+`,`+neverDef+`,`+oddDef+`]}}`)
	check(`{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"cursor":"page-3"}}`,
		`{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Invalid cursor: page-3"}}`)
	// Exact match: key order and whitespace do not matter.
	check(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"echo","arguments":{ "loud" : true, "message":"bye"}}}`,
		`{"jsonrpc":"2.0","id":5,"result":`+echoByeRes+`}`)
	// Numbers compare by value, integers exactly.
	check(`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"echo","arguments":{"big":12345678901234567890,"n":1}}}`,
		`{"jsonrpc":"2.0","id":6,"result":`+echoNumRes+`}`)
	// Nearest: shares message=hi with capture 1.
	check(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{"message":"hi","extra":2}}}`,
		`{"jsonrpc":"2.0","id":7,"result":`+echoHiRes+`}`)
	// Nearest with no shared pair: fewest differing keys (capture 1 has one key).
	check(`{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"echo","arguments":{"message":"other"}}}`,
		`{"jsonrpc":"2.0","id":8,"result":`+echoHiRes+`}`)
	// Error replay, verbatim.
	check(`{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"add","arguments":{"a":1,"b":2}}}`,
		`{"jsonrpc":"2.0","id":9,"error":`+addErr+`}`)
	check(`{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"nope","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":10,"error":{"code":-32602,"message":"Unknown tool: nope"}}`)
	check(`{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"never"}}`,
		`{"jsonrpc":"2.0","id":11,"result":{"content":[{"type":"text","text":"replay: no captured call for tool never"}],"isError":true}}`)
	check(`{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"slow","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"replay: no captured call for tool slow (the captured call ended with status timeout)"}],"isError":true}}`)
	// Byte-exactness: odd whitespace and \u escapes survive; the tab stays.
	check(`{"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"odd","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":13,"result":`+oddResAfter+`}`)
	check(`{"jsonrpc":"2.0","id":14,"method":"resources/list"}`,
		`{"jsonrpc":"2.0","id":14,"error":{"code":-32601,"message":"Method not found: resources/list"}}`)
	if got := cl.roundTrip(`{"jsonrpc":`); !strings.HasPrefix(got, `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,`) {
		t.Errorf("garbage: %q", got)
	}
	if got := cl.roundTrip(`[1,2]`); !strings.HasPrefix(got, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,`) {
		t.Errorf("batch: %q", got)
	}

	_ = cl.in.Close()
	select {
	case err := <-cl.done:
		cl.done <- err
		if err != nil {
			t.Errorf("Serve after EOF = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not end at EOF")
	}
	log := cl.stderr.String()
	for _, want := range []string{
		"replay: tools/call echo → captured call everything/echo/2 (exact)\n",
		"replay: tools/call echo → captured call everything/echo/1 (nearest)\n",
		"replay: initialize → captured initialize_result of everything\n",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("stderr lacks %q:\n%s", want, log)
		}
	}
	if n := strings.Count(log, "\n"); n != 17 {
		t.Errorf("stderr has %d lines, want one per request (17):\n%s", n, log)
	}
}

func TestServeNewlinesInRawValues(t *testing.T) {
	// A CR inside a raw value (whitespace between tokens) must not split
	// the message.
	corpus := `{"server":"s","tool":"t","arguments":{},"result":{"content":` + "\r" + `[]}}` + "\n"
	c, err := Load(strings.NewReader(corpus), "cr.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	cl := startServe(t, c, "s")
	got := cl.roundTrip(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{}}}`)
	if got != `{"jsonrpc":"2.0","id":1,"result":{"content": []}}`+"\n" {
		t.Errorf("got %q", got)
	}
}

func TestSynthesizedInitAndPlainLines(t *testing.T) {
	// Plain call lines from another tool: no kind, no server line, aliases.
	corpus := `{"server":"a","tool":"t","arguments":{"x":1},"result_raw":{"content":[]}}
{"server":"a","tool":"u","error_raw":{"code":-1,"message":"m"}}
{"server":"b","tool":"t","result":{"content":[]}}
`
	c, err := Load(strings.NewReader(corpus), "plain.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if err := Serve(context.Background(), c, "", strings.NewReader(""), io.Discard, nil); err == nil ||
		!strings.Contains(err.Error(), "a, b") {
		t.Fatalf("Serve with two servers and no name = %v", err)
	}
	if err := Serve(context.Background(), c, "zz", strings.NewReader(""), io.Discard, nil); err == nil ||
		!strings.Contains(err.Error(), "a, b") {
		t.Fatalf("Serve unknown server = %v", err)
	}
	cl := startServe(t, c, "a")
	got := cl.roundTrip(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26"}}`)
	want := `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-03-26","capabilities":{"tools":{}},"serverInfo":{"name":"a","version":"replay"}}}` + "\n"
	if got != want {
		t.Errorf("initialize: %q", got)
	}
	got = cl.roundTrip(`{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}`)
	want = `{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}},{"name":"u","inputSchema":{"type":"object"}}]}}` + "\n"
	if got != want {
		t.Errorf("tools/list: %q", got)
	}
	got = cl.roundTrip(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"u"}}`)
	if got != `{"jsonrpc":"2.0","id":3,"error":{"code":-1,"message":"m"}}`+"\n" {
		t.Errorf("tools/call u: %q", got)
	}
	if !strings.Contains(cl.stderr.String(), "captured call a/u/1 (exact)") {
		t.Errorf("stderr: %s", cl.stderr.String())
	}
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"{\"server\":\"a\"}\n\nnot json\n", "f.jsonl:3: invalid JSON"},
		{`{"kind":"call","tool":"t"}`, `f.jsonl:1: no "server"`},
		{"{\"server\":\"a\"}\n{\"kind\":\"bogus\",\"server\":\"a\"}", `f.jsonl:2: unknown kind "bogus"`},
		{`{"server":"a","tool":"t","result":{},"error":{"code":1}}`, "f.jsonl:1: result and error are both present"},
		{`{"server":"a","tool":"t","result":{},"result_raw":{}}`, "f.jsonl:1: result and result_raw are both present"},
		{`{"server":"a","tool":"t","error":{},"error_raw":{}}`, "f.jsonl:1: error and error_raw are both present"},
		{`{"server":"a","id":"x","arguments":{}}`, `f.jsonl:1: call line without "tool"`},
		{`[1]`, "f.jsonl:1: not a corpus line"},
		{`{"server":"a","seq":"x","tool":"t","status":"ok"}`, "f.jsonl:1: not a corpus line"},
		{`{"kind":"server","server":"a","initialize_result":[1]}`, "f.jsonl:1: initialize_result is not a JSON object"},
	} {
		_, err := Load(strings.NewReader(tc.in), "f.jsonl")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Load(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
	if _, err := Load(errReader{}, "r.jsonl"); err == nil || !strings.Contains(err.Error(), "r.jsonl:1: boom") {
		t.Errorf("read error: %v", err)
	}
	c, err := Load(strings.NewReader(""), "empty.jsonl")
	if err != nil || len(c.Servers()) != 0 {
		t.Fatalf("empty: %v %v", c, err)
	}
	if err := Serve(context.Background(), c, "", strings.NewReader(""), io.Discard, io.Discard); err == nil {
		t.Error("Serve of an empty corpus should fail")
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("boom") }

func TestLoadLatestCaptureWins(t *testing.T) {
	in := `{"server":"a","tool":"t","result":{"content":[],"v":0}}
{"kind":"server","server":"a","initialize_result":{"v":1}}
{"kind":"call","server":"a","tool":"t","result":{"content":[],"v":1}}
{"kind":"server","server":"a","initialize_result":{"v":2}}
{"kind":"call","server":"a","tool":"t","result":{"content":[],"v":2}}
`
	c, err := Load(strings.NewReader(in), "x")
	if err != nil {
		t.Fatal(err)
	}
	s := c.servers["a"]
	if string(s.init) != `{"v":2}` || len(s.calls["t"]) != 1 || string(s.calls["t"][0].result) != `{"content":[],"v":2}` {
		t.Errorf("latest capture: init %s, calls %d", s.init, len(s.calls["t"]))
	}
	// A call of a tool that a native capture did not list is still answered
	// but not listed.
	if len(s.tools) != 0 || !s.known("t") || s.calls["t"][0].id != "a/t/1" {
		t.Errorf("tools %d, known %v, id %q", len(s.tools), s.known("t"), s.calls["t"][0].id)
	}
}

func TestServeContextAndLongLine(t *testing.T) {
	c := loadTest(t)
	ctx, cancel := context.WithCancel(context.Background())
	inR, inW := io.Pipe()
	defer inW.Close()
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, c, "everything", inR, io.Discard, io.Discard) }()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Serve after cancel = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve ignored ctx")
	}

	long := `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` + strings.Repeat("a", MaxLineBytes) + `"}}` + "\n" +
		`{"jsonrpc":"2.0","id":2,"method":"ping"}` + "\n"
	var out strings.Builder
	if err := Serve(context.Background(), c, "", strings.NewReader(long), &out, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"code":-32700`) || lines[1] != `{"jsonrpc":"2.0","id":2,"result":{}}` {
		t.Errorf("long line: %.300q", out.String())
	}
}

func TestMatchRules(t *testing.T) {
	dec := func(s string) any {
		v, err := decodeArgs(json.RawMessage(s))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	mk := func(args string) *capturedCall {
		return &capturedCall{args: dec(args), result: json.RawMessage(`{}`)}
	}
	calls := []*capturedCall{mk(`{"a":1,"b":2,"c":3}`), mk(`{"a":1,"b":2}`), mk(`{"a":1}`), {args: dec(`{"z":1}`), status: "timeout"}}
	for _, tc := range []struct {
		req   string
		want  int
		exact bool
	}{
		{`{"a":1,"b":2}`, 1, true},
		{`{"b":2,"a":1.0}`, 1, true},
		{`{"a":1,"b":2,"d":4}`, 1, false}, // two shared with 0 and 1; 1 differs less
		{`{"a":1,"c":3}`, 0, false},
		{`{"a":2}`, 2, false}, // nothing shared: fewest differing keys
		{`null`, 2, false},
		{`{"z":1}`, 2, false}, // the timeout capture is skipped
		{`[1]`, 2, false},     // not an object: nothing shared, fewest keys
	} {
		got, exact := match(calls, dec(tc.req))
		if got != calls[tc.want] || exact != tc.exact {
			idx := -1
			for i, c := range calls {
				if c == got {
					idx = i
				}
			}
			t.Errorf("match(%s) = %d (exact %v), want %d (exact %v)", tc.req, idx, exact, tc.want, tc.exact)
		}
	}
	for _, tc := range []struct {
		a, b string
		eq   bool
	}{
		{`1`, `1.0`, true}, {`1e2`, `100`, true}, {`-0`, `0`, true},
		{`9007199254740993`, `9007199254740992`, false}, {`[1,{"a":null}]`, `[1,{"a":null}]`, true},
		{`{"a":1}`, `{"a":1,"b":1}`, false}, {`"x"`, `"x"`, true}, {`true`, `"true"`, false},
	} {
		if got := jsonEqual(dec(tc.a), dec(tc.b)); got != tc.eq {
			t.Errorf("jsonEqual(%s, %s) = %v", tc.a, tc.b, got)
		}
	}
}

func FuzzServe(f *testing.F) {
	f.Add(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"message":"hi"}}}`)
	f.Add(`{"jsonrpc":"2.0","id":{},"method":"tools/list","params":{"cursor":"page-02"}}`)
	f.Add("\x00\xff{")
	c, err := Load(strings.NewReader(testCorpus), "test.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out strings.Builder
		if err := Serve(context.Background(), c, "", strings.NewReader(in), &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if l != "" && !json.Valid([]byte(l)) {
				t.Fatalf("invalid output line %q", l)
			}
		}
		_, _ = Load(strings.NewReader(in), "fuzz")
	})
}
