package corpus

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestExportOrderAndKinds(t *testing.T) {
	db := openTemp(t, "c.db")
	mustSave(t, db, sampleServer("zeta", t0), sampleServer("alpha", t0))
	out := export(t, db)
	var got []string
	for _, l := range bytes.Split(bytes.TrimSuffix(out, []byte("\n")), []byte("\n")) {
		var v struct{ Kind, Server, Tool, ID string }
		if err := json.Unmarshal(l, &v); err != nil {
			t.Fatalf("bad line %s: %v", l, err)
		}
		got = append(got, v.Kind+" "+v.Server+" "+v.Tool+" "+v.ID)
	}
	var want []string
	for _, s := range []string{"alpha", "zeta"} {
		want = append(want,
			"server "+s+"  ",
			"call "+s+" search "+s+"/search/1",
			"call "+s+" search "+s+"/search/2",
			"call "+s+" search "+s+"/search/3",
			"tool "+s+" delete ",
			"tool "+s+" get ", // its call reason
			"call "+s+" get "+s+"/get/1",
			"call "+s+" get "+s+"/get/2",
			"tool "+s+" later ",
			"call "+s+" unlisted "+s+"/unlisted/1",
		)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("export order:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestExportCallLineExact(t *testing.T) {
	db := openTemp(t, "c.db")
	mustSave(t, db, sampleServer("a", t0))
	want := `{"kind":"call","id":"a/get/1","server":"a","tool":"get","seq":1,"arguments":{},"origin":"synth",` +
		`"status":"rpc_error","error":{"code":-32602,"message":"bad <args> & more"},"duration_ms":1,"size":60,` +
		`"tool_page":2,"tool_def":{"name":"get","inputSchema":{"type":"object"},"outputSchema":{"type":"object"},"annotations":{"readOnlyHint":false}}}` + "\n"
	if !bytes.Contains(export(t, db), []byte(want)) {
		t.Errorf("export lacks the line\n%s", want)
	}
}

func TestExportNewFieldsExact(t *testing.T) {
	db := openTemp(t, "c.db")
	mustSave(t, db, sampleServer("a", t0))
	out := export(t, db)
	for _, want := range []string{
		// Server: call_policy, sandbox and roots after session_id.
		`"server_version":"1.0.0","instructions":"Use\nwisely — \"quoted\" <tags> & more\u0001",` +
			`"call_policy":"explore","sandbox":"bwrap net=none","roots":["file:///home/u/project","file:///tmp/caf%C3%A9%20%22q%22"],` +
			`"stderr_tail":`,
		`{"kind":"explore","detail":"round 1: 2 values harvested","raw":"{\"ids\":[\"a\",\"b\"]}","at_ms":45}]}` + "\n",
		// A tool line for the call reason, which call lines do not carry.
		`{"kind":"tool","server":"a","tool":"get","tool_page":2,"tool_def":{"name":"get","inputSchema":{"type":"object"},` +
			`"outputSchema":{"type":"object"},"annotations":{"readOnlyHint":false}},"call_reason":"name starts with \"get\" <read>"}` + "\n",
		// Call: arg_origins (keys sorted) and round after origin.
		`{"kind":"call","id":"a/search/3","server":"a","tool":"search","seq":3,"arguments":{"q":"a"},"origin":"explore",` +
			`"arg_origins":{"limit":"default","q":"harvest:a/search/1"},"round":2,"status":"ok",`,
		`"origin":"explore","arg_origins":{"id":"enum"},"round":1,"status":"timeout",`,
	} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("export lacks\n%s\nin\n%s", want, out)
		}
	}
	// Empty values are omitted.
	for _, key := range []string{`"arg_origins":{}`, `"roots":[]`, `"round":0`, `"call_reason":""`, `"sandbox":""`} {
		if bytes.Contains(out, []byte(key)) {
			t.Errorf("export writes the empty %s", key)
		}
	}
	if n := bytes.Count(out, []byte(`"arg_origins"`)); n != 2 {
		t.Errorf("%d lines with arg_origins, want 2", n)
	}
}

func TestExportImportExportIdentical(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "a.db")
	s := sampleServer("s1", t0)
	s.Calls[2].Result = json.RawMessage("{\n\t\"content\": []\r\n}")
	dup := sampleServer("dups", t0)
	// A server that lists a tool name twice, and one that failed early.
	dup.Tools = append(dup.Tools, capture.Tool{Name: "search", Def: json.RawMessage(`{"name":"search","v":2}`), Page: 2})
	failed := &capture.Server{Name: "broken", Transport: capture.TransportHTTP, Status: capture.ServerStartFailed,
		Error: "connection refused", Launch: capture.Launch{URL: "http://127.0.0.1:1/mcp", Headers: []string{"Authorization"}}}
	mustSave(t, db, s, dup, failed)
	first := export(t, db)

	db2 := openTemp(t, "b.db")
	st, err := Import(ctx, db2, bytes.NewReader(first), "first.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if st.Servers != 3 || st.Calls != 12 || st.Tools != 9 || st.Events != 6 {
		t.Errorf("import stats %+v", st)
	}
	second := export(t, db2)
	if !bytes.Equal(first, second) {
		t.Errorf("export of the import differs:\nfirst:\n%s\nsecond:\n%s", first, second)
	}

	// The corpus itself round-trips too, up to what JSONL cannot carry
	// (line breaks in raw values, invalid UTF-8).
	want, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got, err := db2.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range want {
		w.StderrTail = string([]rune(w.StderrTail))
		for i := range w.Calls {
			w.Calls[i].Result = bytes.ReplaceAll(bytes.ReplaceAll(w.Calls[i].Result, []byte("\n"), []byte(" ")), []byte("\r"), []byte(" "))
			if len(w.Calls[i].Result) == 0 {
				w.Calls[i].Result = nil
			}
		}
	}
	if !reflect.DeepEqual(got, want) {
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		t.Errorf("imported corpus differs:\ngot  %s\nwant %s", g, w)
	}
}

func TestExportEmpty(t *testing.T) {
	if out := export(t, openTemp(t, "c.db")); len(out) != 0 {
		t.Errorf("empty corpus exported %q", out)
	}
}

func TestExportWriteError(t *testing.T) {
	db := openTemp(t, "c.db")
	mustSave(t, db, sampleServer("a", t0))
	err := Export(context.Background(), db, failingWriter{})
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Export to a failing writer: %v", err)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errDiskFull }

var errDiskFull = errors.New("disk full")

func TestAppendStringMatchesDecoder(t *testing.T) {
	for _, s := range []string{"", "plain", "a\"b\\c", "<>&", "\x00\x01\x1f\x7f", "tab\tnl\ncr\r", "é€😀", "bad \xff\xfe utf8", "\u2028\u2029"} {
		b := appendString(nil, s)
		var back string
		if err := json.Unmarshal(b, &back); err != nil {
			t.Errorf("%q encodes to invalid JSON %s: %v", s, b, err)
			continue
		}
		if back != string([]rune(s)) {
			t.Errorf("%q round-trips to %q", s, back)
		}
		if again := appendString(nil, back); !bytes.Equal(again, b) {
			t.Errorf("%q: re-encoding differs: %s vs %s", s, again, b)
		}
	}
}
