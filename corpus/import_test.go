package corpus

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"testing/iotest"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func importString(t *testing.T, db *DB, name, data string) (ImportStats, error) {
	t.Helper()
	return Import(context.Background(), db, strings.NewReader(data), name)
}

func TestImportErrorsNameFileAndLine(t *testing.T) {
	good := `{"id":"s/t/1","server":"s","tool":"t","result":{"content":[]}}` + "\n"
	cases := []struct {
		data string
		want string
	}{
		{good + good + `{"id":"x","server":"s",` + "\n", "calls.jsonl:3: invalid JSON"},
		{good + "\n\n" + `{"id":"x","server":"s","tool":"t","result":{},"error":{"code":1}}`, "calls.jsonl:4: result and error are both present"},
		{good + `{"kind":"banana","server":"s"}`, `calls.jsonl:2: unknown kind "banana"`},
		{`{"id":"x","server":"s","tool":"t","result":{},"result_raw":{}}`, "calls.jsonl:1: result and result_raw are both present"},
		{`{"id":"x","server":"s","tool":"t","error_raw":{},"result_raw":{}}`, "calls.jsonl:1: result and error are both present"},
		{`[1,2,3]`, "calls.jsonl:1: not a JSON object"},
		{`{"id":"x","tool":"t","result":{}}`, `calls.jsonl:1: no "server"`},
		{`{"id":"x","server":"s","tool":"t","duration_ms":"slow"}`, `calls.jsonl:1: "duration_ms" must be a number, not "slow"`},
		{`{"kind":"server","server":"s","error":{"code":1}}`, `calls.jsonl:1: "error" of a server line must be a string`},
		{`{"kind":"server","server":"s","started_at":"yesterday"}`, "calls.jsonl:1: started_at"},
		{`{"kind":"server","server":"s","events":{}}`, "calls.jsonl:1: events"},
		{good + `{"id":"x","server":"s","tool":"t","result":{}} trailing`, "calls.jsonl:2: invalid JSON"},
		// The keys of explored calls, call policies, sandboxes and roots.
		{good + `{"kind":"server","server":"s","call_policy":true}`, `calls.jsonl:2: "call_policy" must be a string`},
		{`{"kind":"server","server":"s","sandbox":["bwrap"]}`, `calls.jsonl:1: "sandbox" must be a string`},
		{`{"kind":"server","server":"s","roots":"file:///x"}`, `calls.jsonl:1: "roots" must be an array of strings, not "file:///x"`},
		{`{"kind":"server","server":"s","roots":["file:///x",{"uri":"file:///y"}]}`, `calls.jsonl:1: "roots" must be an array of strings; element 2 is {"uri":"file:///y"}`},
		{`{"kind":"tool","server":"s","tool":"t","call_reason":1}`, `calls.jsonl:1: "call_reason" must be a string`},
		{good + `{"id":"x","server":"s","tool":"t","arg_origins":["q"]}`, `calls.jsonl:2: "arg_origins" must be an object of strings, not ["q"]`},
		{`{"id":"x","server":"s","tool":"t","arg_origins":{"q":"enum","n":3}}`, `calls.jsonl:1: "arg_origins" must be an object of strings; the value of "n" is 3`},
		{`{"id":"x","server":"s","tool":"t","round":"2"}`, `calls.jsonl:1: "round" must be a number, not "2"`},
		// Numbers are accepted where integers are expected, but not
		// negative or out-of-range ones.
		{good + `{"id":"x","server":"s","tool":"t","duration_ms":-2.6}`, `calls.jsonl:2: "duration_ms" must not be negative, not -2.6`},
		{`{"id":"x","server":"s","tool":"t","size":-1}`, `calls.jsonl:1: "size" must not be negative, not -1`},
		{`{"id":"x","server":"s","tool":"t","seq":1e300}`, `calls.jsonl:1: "seq" is out of range: 1e300`},
		{`{"id":"x","server":"s","tool":"t","duration_ms":1e400}`, `calls.jsonl:1: "duration_ms" is out of range: 1e400`},
		{`{"id":"x","server":"s","tool":"t","tool_page":true}`, `calls.jsonl:1: "tool_page" must be a number, not true`},
		{`{"kind":"server","server":"s","list_pages":[1]}`, `calls.jsonl:1: "list_pages" must be a number, not [1]`},
		{`{"kind":"server","server":"s","started_at":true}`, `calls.jsonl:1: "started_at" must be a time string or Unix seconds, not true`},
		{`{"kind":"server","server":"s","started_at":-5}`, `calls.jsonl:1: started_at: -5 is not a time`},
	}
	for _, c := range cases {
		db := openTemp(t, "c.db")
		_, err := importString(t, db, "calls.jsonl", c.data)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("import of %q: error %v, want prefix %q", c.data, err, c.want)
		}
		// Nothing of the file is stored, not even the run.
		for _, table := range []string{"runs", "servers", "tools", "calls", "blobs"} {
			if n := count(t, db, `SELECT count(*) FROM `+table); n != 0 {
				t.Errorf("import of %q failed but left %d rows in %s", c.data, n, table)
			}
		}
	}
}

func TestImportAliasesAndDerivedStatus(t *testing.T) {
	db := openTemp(t, "c.db")
	data := `{"id":"s/a/1","server":"s","tool":"a","arguments":{"x":1},"result_raw":{"content":[{"type":"text","text":"hi"}]}}
{"id":"s/a/2","server":"s","tool":"a","result":{"content":[],"isError":true}}
{"id":"s/b/1","server":"s","tool":"b","error_raw":{"code":-32601,"message":"no such tool"}}
{"id":"s/b/2","server":"s","tool":"b","result":null,"error":{"code":-1,"message":"x"}}
{"id":"s/b/3","server":"s","tool":"b","status":"timeout","detail":"no answer"}
{"id":"s/b/4","server":"s","tool":"b"}
`
	st, err := importString(t, db, "x.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	if st.Lines != 6 || st.Calls != 6 || st.Servers != 1 || st.Tools != 2 {
		t.Errorf("stats %+v", st)
	}
	servers, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s := servers[0]
	var got []string
	for _, c := range s.Calls {
		got = append(got, c.ID+"="+c.Status)
	}
	want := "s/a/1=ok s/a/2=tool_error s/b/1=rpc_error s/b/2=rpc_error s/b/3=timeout s/b/4=invalid"
	if strings.Join(got, " ") != want {
		t.Errorf("statuses %s\nwant %s", strings.Join(got, " "), want)
	}
	if string(s.Calls[0].Result) != `{"content":[{"type":"text","text":"hi"}]}` || string(s.Calls[0].Arguments) != `{"x":1}` {
		t.Errorf("result_raw not stored as result: %s", s.Calls[0].Result)
	}
	if string(s.Calls[2].Error) != `{"code":-32601,"message":"no such tool"}` {
		t.Errorf("error_raw not stored as error: %s", s.Calls[2].Error)
	}
}

func TestImportForeignFile(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	// Lines like another tool writes them: no kind, no server lines, some
	// with tool_def, some without id or seq, servers interleaved.
	data := `{"server":"gh","tool":"search_repositories","arguments":{"q":"mcp"},"result":{"content":[{"type":"text","text":"[]"}]},"duration_ms":12,"tool_def":{"name":"search_repositories","outputSchema":{"type":"object"}}}
{"id":"fs-1","server":"fs","tool":"read_file","arguments":{"path":"/x"},"result":{"content":[],"isError":true}}
{"server":"gh","tool":"search_repositories","arguments":{"q":"go"},"result":{"content":[]}}
{"server":"gh","tool_def":{"name":"list_issues"},"tool":"list_issues","skip_reason":"not read-only"}
`
	st, err := importString(t, db, "foreign.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	if st.Servers != 2 || st.Calls != 3 || st.Tools != 3 {
		t.Errorf("stats %+v", st)
	}
	servers, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(servers) != 2 || servers[0].Name != "fs" || servers[1].Name != "gh" {
		t.Fatalf("servers %d", len(servers))
	}
	fs, gh := servers[0], servers[1]
	for _, s := range servers {
		if s.Status != StatusImported || s.Source != "import" {
			t.Errorf("server %s: status %q source %q", s.Name, s.Status, s.Source)
		}
	}
	if len(fs.Tools) != 1 || fs.Tools[0].Name != "read_file" || fs.Tools[0].Def != nil || fs.Tools[0].Page != 1 {
		t.Errorf("minimal tool row: %+v", fs.Tools)
	}
	if fs.Calls[0].ID != "fs-1" || fs.Calls[0].Status != capture.CallToolError || fs.Calls[0].Seq != 0 {
		t.Errorf("fs call %+v", fs.Calls[0])
	}
	if len(gh.Tools) != 2 || string(gh.Tools[0].Def) != `{"name":"search_repositories","outputSchema":{"type":"object"}}` ||
		gh.Tools[1].SkipReason != "not read-only" {
		t.Errorf("gh tools %+v", gh.Tools)
	}
	if len(gh.Calls) != 2 || gh.Calls[0].ID != "gh/search_repositories/1" || gh.Calls[1].ID != "gh/search_repositories/2" ||
		gh.Calls[1].Seq != 2 || gh.Calls[0].DurationMS != 12 {
		t.Errorf("gh calls %+v", gh.Calls)
	}
	if n := count(t, db, `SELECT has_output_schema FROM tools WHERE name = 'search_repositories'`); n != 1 {
		t.Error("has_output_schema not derived from tool_def")
	}
	var tool, args string
	if err := db.sql.QueryRow(`SELECT tool, args_json FROM runs`).Scan(&tool, &args); err != nil || tool != "corpus import" || args != `["foreign.jsonl"]` {
		t.Errorf("import run %q %q %v", tool, args, err)
	}

	// Export then import again: stable.
	first := export(t, db)
	db2 := openTemp(t, "c2.db")
	if _, err := Import(ctx, db2, bytes.NewReader(first), "first.jsonl"); err != nil {
		t.Fatal(err)
	}
	if second := export(t, db2); !bytes.Equal(first, second) {
		t.Errorf("re-export differs:\n%s\n%s", first, second)
	}
}

func TestImportExploreKeys(t *testing.T) {
	db := openTemp(t, "c.db")
	// Kind-less lines: arg_origins or round alone make a call line; a
	// server line completes the implicit capture with its policy, sandbox
	// and roots; nulls count as absent, null members as "".
	data := `{"server":"s","tool":"t","arg_origins":{"q":"harvest:s/u/1","\u006c":"root","z":null}}
{"server":"s","tool":"t","round":3,"arg_origins":null,"seq":2}
{"server":"s","status":"ok","call_policy":"explore","sandbox":"bwrap net=none","roots":["file:///w",null]}
{"kind":"tool","server":"s","tool":"u","call_reason":"readOnlyHint","skip_reason":null}
{"server":"s2","call_policy":null,"sandbox":"","roots":[]}
`
	st, err := importString(t, db, "x.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	if st.Servers != 2 || st.Calls != 2 || st.Tools != 2 {
		t.Errorf("stats %+v", st)
	}
	servers, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s, s2 := servers[0], servers[1]
	if s.CallPolicy != "explore" || s.Sandbox != "bwrap net=none" || strings.Join(s.Roots, ",") != "file:///w," {
		t.Errorf("server s: policy %q sandbox %q roots %q", s.CallPolicy, s.Sandbox, s.Roots)
	}
	if s2.CallPolicy != "" || s2.Sandbox != "" || s2.Roots != nil {
		t.Errorf("server s2: policy %q sandbox %q roots %#v", s2.CallPolicy, s2.Sandbox, s2.Roots)
	}
	if len(s.Tools) != 2 || s.Tools[1].CallReason != "readOnlyHint" || s.Tools[0].CallReason != "" {
		t.Errorf("tools %+v", s.Tools)
	}
	want := map[string]string{"q": "harvest:s/u/1", "l": "root", "z": ""}
	if len(s.Calls) != 2 || !reflect.DeepEqual(s.Calls[0].ArgOrigins, want) || s.Calls[0].Round != 0 ||
		s.Calls[1].ArgOrigins != nil || s.Calls[1].Round != 3 {
		t.Errorf("calls %+v", s.Calls)
	}
}

func TestImportServerLineAfterCalls(t *testing.T) {
	db := openTemp(t, "c.db")
	data := `{"server":"s","tool":"t","id":"s/t/1","result":{}}
{"server":"s","status":"ok","transport":"stdio","started_at":"2026-01-02T03:04:05+01:00"}
{"server":"s","tool":"t","id":"s/t/2","result":{}}
{"kind":"server","server":"s","status":"crashed"}
{"server":"s","tool":"u","id":"s/u/1","result":{}}
`
	st, err := importString(t, db, "x.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	// The kind-less server line completes the implicit capture; the second
	// server line starts a new one, which is the latest.
	if st.Servers != 2 {
		t.Errorf("stats %+v", st)
	}
	if n := count(t, db, `SELECT count(*) FROM servers WHERE status = 'ok' AND transport = 'stdio' AND started_at = '2026-01-02T02:04:05.000000000Z'`); n != 1 {
		t.Error("implicit server not completed by its server line")
	}
	servers, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(servers) != 1 || servers[0].Status != "crashed" || len(servers[0].Calls) != 1 || len(servers[0].Tools) != 0 {
		t.Errorf("latest capture %+v", servers[0])
	}
}

func TestImportLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates a few hundred MiB")
	}
	db := openTemp(t, "c.db")
	text := strings.Repeat("x", 65<<20)
	line := `{"id":"s/t/1","server":"s","tool":"t","result":{"content":[{"type":"text","text":"` + text + `"}]}}`
	st, err := importString(t, db, "big.jsonl", line+"\n"+`{"id":"s/t/2","server":"s","tool":"t","result":{}}`)
	if err != nil {
		t.Fatal(err)
	}
	if st.Calls != 2 {
		t.Errorf("stats %+v", st)
	}
	if n := count(t, db, `SELECT max(size) FROM blobs`); n < 65<<20 {
		t.Errorf("largest blob %d bytes", n)
	}
}

func TestImportBlankLinesAndCRLF(t *testing.T) {
	db := openTemp(t, "c.db")
	st, err := importString(t, db, "x.jsonl", "\r\n"+`{"id":"a","server":"s","tool":"t","result":{"content":[]}}`+"\r\n\r\n   \n")
	if err != nil {
		t.Fatal(err)
	}
	if st.Calls != 1 || st.Lines != 4 {
		t.Errorf("stats %+v", st)
	}
}

func TestImportRejectsTrailingGarbageOnlyAtThatLine(t *testing.T) {
	db := openTemp(t, "c.db")
	var b strings.Builder
	for i := 0; i < 1000; i++ {
		b.WriteString(`{"server":"s","tool":"t","result":{"content":[]}}` + "\n")
	}
	b.WriteString("{oops\n")
	_, err := importString(t, db, "big.jsonl", b.String())
	if err == nil || !strings.HasPrefix(err.Error(), "big.jsonl:1001: ") {
		t.Errorf("error %v", err)
	}
	if n := count(t, db, `SELECT count(*) FROM calls`); n != 0 {
		t.Errorf("%d calls stored from a failed import", n)
	}
	// A later good import works.
	if _, err := importString(t, db, "ok.jsonl", `{"server":"s","tool":"t","result":{}}`); err != nil {
		t.Fatal(err)
	}
}

func TestImportTwiceDeduplicatesAcrossImports(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	data := benchJSONL(2000)
	if _, err := Import(ctx, db, bytes.NewReader(data), "a.jsonl"); err != nil {
		t.Fatal(err)
	}
	blobs := count(t, db, `SELECT count(*) FROM blobs`)
	first := export(t, db)
	if _, err := Import(ctx, db, bytes.NewReader(data), "b.jsonl"); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT count(*) FROM blobs`); n != blobs {
		t.Errorf("second import of the same file: %d blobs, want %d", n, blobs)
	}
	if n := count(t, db, `SELECT count(*) FROM calls`); n != 4000 {
		t.Errorf("%d calls, want 4000", n)
	}
	if second := export(t, db); !bytes.Equal(first, second) {
		t.Error("export changed after importing the same file again")
	}
}

func TestImportReadError(t *testing.T) {
	db := openTemp(t, "c.db")
	good := `{"server":"s","tool":"t","result":{}}` + "\n"
	r := io.MultiReader(strings.NewReader(good+good), iotest.ErrReader(errors.New("disk on fire")))
	_, err := Import(context.Background(), db, r, "x.jsonl")
	if err == nil || !strings.HasPrefix(err.Error(), "x.jsonl:3: read: disk on fire") {
		t.Errorf("error %v", err)
	}
	if n := count(t, db, `SELECT count(*) FROM calls`); n != 0 {
		t.Errorf("%d calls stored", n)
	}
}

func TestImportCancelled(t *testing.T) {
	db := openTemp(t, "c.db")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Import(ctx, db, bytes.NewReader(benchJSONL(10)), "x.jsonl")
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
	if n := count(t, db, `SELECT count(*) FROM runs`); n != 0 {
		t.Errorf("%d runs stored", n)
	}
}

// endlessReader yields the same line forever and counts its reads.
type endlessReader struct {
	line  []byte
	reads atomic.Int64
}

func (r *endlessReader) Read(p []byte) (int, error) {
	r.reads.Add(1)
	n := 0
	for n+len(r.line) <= len(p) {
		n += copy(p[n:], r.line)
	}
	if n == 0 {
		n = copy(p, r.line)
	}
	return n, nil
}

func TestImportStopsReadingAfterAnError(t *testing.T) {
	db := openTemp(t, "c.db")
	// A bad first line, then an endless stream: Import must return, and
	// must not read on once it has.
	r := &endlessReader{line: []byte(`{"server":"s","tool":"t","result":{}}` + "\n")}
	in := io.MultiReader(strings.NewReader(`{"server":"s","tool":"t","result":{},"error":{}}`+"\n"), r)
	done := make(chan error, 1)
	go func() {
		_, err := Import(context.Background(), db, in, "x.jsonl")
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.HasPrefix(err.Error(), "x.jsonl:1: result and error are both present") {
			t.Errorf("error %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Import did not return")
	}
	reads := r.reads.Load()
	time.Sleep(50 * time.Millisecond)
	if r.reads.Load() != reads {
		t.Error("the reader is still being read after Import returned")
	}
}

func FuzzImport(f *testing.F) {
	f.Add([]byte(`{"id":"s/t/1","server":"s","tool":"t","arguments":{"q":1},"result":{"content":[]}}`))
	f.Add([]byte(`{"kind":"server","server":"s","status":"ok","events":[{"kind":"x","raw":"y"}],"launch":{"command":"c","extra":{"k":"v"}}}` + "\n" +
		`{"kind":"tool","server":"s","tool":"a","tool_page":2,"tool_def":{"name":"a"},"skip_reason":"r"}` + "\n" +
		`{"kind":"call","server":"s","tool":"b","error_raw":{"code":1}}`))
	f.Add([]byte(`{"server":"s","tool":"t"}` + "\r\n\n" + `{"server":"s"}`))
	f.Add([]byte(`{"kind":"server","server":"s","call_policy":"explore","sandbox":"bwrap net=none","roots":["file:///a","x\u00e9"]}` + "\n" +
		`{"kind":"tool","server":"s","tool":"a","tool_def":{"name":"a"},"call_reason":"why"}` + "\n" +
		`{"kind":"call","server":"s","tool":"a","arg_origins":{"q":"enum","p":"harvest:s/a/1"},"round":2}`))
	// Opening a database runs the schema migration, which is slow under
	// fuzzing's coverage instrumentation; the inputs share two databases
	// and compare the export of one server at a time.
	ctx := context.Background()
	dbA, dbB := openTemp(f, "a.db"), openTemp(f, "b.db")
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := dbA.sql.Exec(`DELETE FROM servers`); err != nil {
			t.Fatal(err)
		}
		if _, err := Import(ctx, dbA, bytes.NewReader(data), "f.jsonl"); err != nil {
			if !strings.HasPrefix(err.Error(), "f.jsonl:") {
				t.Fatalf("error without file:line: %v", err)
			}
			return
		}
		first := export(t, dbA)
		for i, l := range bytes.Split(bytes.TrimSuffix(first, []byte("\n")), []byte("\n")) {
			if len(first) > 0 && !json.Valid(l) {
				t.Fatalf("export line %d invalid: %q", i+1, l)
			}
		}
		if _, err := dbB.sql.Exec(`DELETE FROM servers`); err != nil {
			t.Fatal(err)
		}
		if _, err := Import(ctx, dbB, bytes.NewReader(first), "first.jsonl"); err != nil {
			t.Fatalf("re-import of an export failed: %v\n%s", err, first)
		}
		if second := export(t, dbB); !bytes.Equal(first, second) {
			t.Fatalf("export of import of export differs:\n%s\n%s", first, second)
		}
	})
}

// TestImportLenientNumbers: a file from another client that writes
// durations as floats, sizes in exponent form, seq as 2.0, and leaves out
// optional fields, imports; the numbers are rounded.
func TestImportLenientNumbers(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	data := `{"server":"s","started_at":"2026-01-02 03:04:05","duration_ms":1500.5,"init_ms":12.5,"list_ms":0.49,"list_pages":1.0,"status":"ok"}
{"server":"s","tool":"search","arguments":{"q":"x"},"result":{"content":[]},"duration_ms":2.6,"size":1e3,"seq":2.0}
{"server":"s","tool":"search","duration_ms":0.4,"size":12.5}
{"server":"s","tool":"fetch","seq":3}
{"server":"s","tool":"list","tool_page":2.0,"tool_def":{"name":"list"}}
{"server":"t","started_at":1767323045.25}
{"server":"u","started_at":1767323045250,"duration_ms":null,"size":null}
`
	st, err := importString(t, db, "other.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	// s has a server line, so only the tool with a definition gets a row.
	if st.Servers != 3 || st.Calls != 3 || st.Tools != 1 {
		t.Errorf("stats %+v", st)
	}
	servers, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(servers) != 3 {
		t.Fatalf("%d servers", len(servers))
	}
	s, ts, us := servers[0], servers[1], servers[2]
	if s.DurationMS != 1501 || s.InitMS != 13 || s.ListMS != 0 || s.ListPages != 1 ||
		!s.StartedAt.Equal(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)) {
		t.Errorf("server s: duration %d init %d list %d pages %d started %v", s.DurationMS, s.InitMS, s.ListMS, s.ListPages, s.StartedAt)
	}
	want := time.Date(2026, 1, 2, 3, 4, 5, 250e6, time.UTC)
	if !ts.StartedAt.Equal(want) || !us.StartedAt.Equal(want) {
		t.Errorf("Unix seconds %v and milliseconds %v, want %v", ts.StartedAt, us.StartedAt, want)
	}
	if len(s.Calls) != 3 {
		t.Fatalf("calls %+v", s.Calls)
	}
	byID := map[string]capture.Call{}
	for _, c := range s.Calls {
		byID[c.ID] = c
	}
	c0, c1, c2 := byID["s/search/2"], byID["s/search/3"], byID["s/fetch/3"]
	if c0.DurationMS != 3 || c0.Size != 1000 || c0.Seq != 2 || c0.Status != capture.CallOK {
		t.Errorf("first call %+v", c0)
	}
	// No arguments, result, status or seq: the next seq, status invalid.
	if c1.DurationMS != 0 || c1.Size != 13 || c1.Seq != 3 || c1.Status != capture.CallInvalid {
		t.Errorf("second call %+v", c1)
	}
	// tool and seq alone make a call line.
	if c2.Tool != "fetch" || c2.Seq != 3 || c2.Status != capture.CallInvalid {
		t.Errorf("third call %+v", c2)
	}
	var page int
	if err := db.sql.QueryRow(`SELECT page FROM tools WHERE name = 'list'`).Scan(&page); err != nil || page != 2 {
		t.Errorf("tool_page 2.0: page %d, %v", page, err)
	}
}

func TestParseCount(t *testing.T) {
	cases := []struct {
		v    string
		max  int64
		want int64
		ok   bool
		err  string
	}{
		{"12", maxCount64, 12, true, ""},
		{"2.6", maxCount64, 3, true, ""},
		{"2.5", maxCount64, 3, true, ""},
		{"2.49", maxCount64, 2, true, ""},
		{"1e3", maxCount64, 1000, true, ""},
		{"1E-3", maxCount64, 0, true, ""},
		{"-0.4", maxCount64, 0, true, ""},
		{"-0", maxCount64, 0, true, ""},
		{"null", maxCount64, 0, false, ""},
		{"9223372036854775807", maxCount64, 1<<63 - 1, true, ""},
		{"2147483647", maxCount, 1<<31 - 1, true, ""},
		{"2147483648", maxCount, 0, false, `"f" is out of range: 2147483648 (at most 2147483647)`},
		{"9.3e18", maxCount64, 0, false, `"f" is out of range: 9.3e18`},
		{"1e400", maxCount64, 0, false, `"f" is out of range: 1e400`},
		{"-1", maxCount64, 0, false, `"f" must not be negative, not -1`},
		{"-0.5", maxCount64, 0, false, `"f" must not be negative, not -0.5`},
		{`"3"`, maxCount64, 0, false, `"f" must be a number, not "3"`},
		{"true", maxCount64, 0, false, `"f" must be a number, not true`},
		{"{}", maxCount64, 0, false, `"f" must be a number, not {}`},
	}
	for _, c := range cases {
		n, ok, err := parseCount([]byte(c.v), "f", c.max)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if n != c.want || ok != c.ok || msg != c.err {
			t.Errorf("parseCount(%s) = %d, %v, %q; want %d, %v, %q", c.v, n, ok, msg, c.want, c.ok, c.err)
		}
	}
}
