package corpus

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	db := openTemp(t, "c.db")
	a, b := sampleServer("beta", t0), sampleServer("alpha", t0.Add(1e9))
	// Calls saved out of order come back in tool order, then seq.
	b.Calls[0], b.Calls[4] = b.Calls[4], b.Calls[0]
	mustSave(t, db, a, b)

	got, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "alpha" || got[1].Name != "beta" {
		t.Fatalf("servers not ordered by name: %d", len(got))
	}
	want := []*capture.Server{sampleServer("alpha", t0.Add(1e9)), sampleServer("beta", t0)}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			g, _ := json.MarshalIndent(got[i], "", " ")
			w, _ := json.MarshalIndent(want[i], "", " ")
			t.Errorf("server %s differs:\ngot  %s\nwant %s", want[i].Name, g, w)
		}
	}
}

func TestSaveDerivedToolColumns(t *testing.T) {
	db := openTemp(t, "c.db")
	mustSave(t, db, sampleServer("a", t0))
	rows, err := db.sql.Query(`SELECT name, has_output_schema, read_only FROM tools ORDER BY ordinal`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var name string
		var has int
		var ro *bool
		if err := rows.Scan(&name, &has, &ro); err != nil {
			t.Fatal(err)
		}
		s := name + ":" + map[int]string{0: "-", 1: "schema"}[has] + ":"
		if ro == nil {
			s += "nil"
		} else if *ro {
			s += "ro"
		} else {
			s += "rw"
		}
		got = append(got, s)
	}
	want := []string{"search:-:ro", "delete:-:nil", "get:schema:rw", "later:-:nil"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tool columns %v, want %v", got, want)
	}
}

func TestSaveDeduplicatesContent(t *testing.T) {
	db := openTemp(t, "c.db")
	// Two servers with the same tool definitions, the same results (two
	// identical results within each server too) and the same arguments.
	mustSave(t, db, sampleServer("a", t0), sampleServer("b", t0))
	if n := count(t, db, `SELECT count(*) FROM calls WHERE result_blob IS NOT NULL`); n != 6 {
		t.Fatalf("%d calls with results, want 6", n)
	}
	if n := count(t, db, `SELECT count(DISTINCT result_blob) FROM calls`); n != 2 {
		t.Errorf("%d distinct result hashes, want 2", n)
	}
	h := sha256hex([]byte(oddResult))
	if n := count(t, db, `SELECT count(*) FROM blobs WHERE hash = ?`, h); n != 1 {
		t.Errorf("odd result stored %d times, want once", n)
	}
	if n := count(t, db, `SELECT count(*) FROM calls WHERE result_blob = (SELECT id FROM blobs WHERE hash = ?)`, h); n != 4 {
		t.Errorf("%d calls point at the odd result, want 4", n)
	}
	// 4 tool defs + 2 results + 4 distinct arguments ({"q":"a"}, {"q":"b"},
	// {}, {"id":1}) + 2 initialize results (they name the server) + 1
	// discover result + 3 wire messages + 2 distinct tools/list pages.
	if n := count(t, db, `SELECT count(*) FROM blobs`); n != 18 {
		t.Errorf("%d blobs, want 18", n)
	}
	if n := count(t, db, `SELECT count(*) FROM blobs WHERE size <> length(CAST(data AS BLOB)) OR typeof(data) <> 'text'`); n != 0 {
		t.Errorf("%d blobs with wrong size or type", n)
	}
	// JSON functions work on stored blobs.
	if n := count(t, db, `SELECT count(*) FROM calls c JOIN blobs b ON b.id = c.result_blob WHERE json_extract(b.data, '$.isError') = 1`); n != 2 {
		t.Errorf("json_extract found %d isError results, want 2", n)
	}
}

func TestRawJSONByteExact(t *testing.T) {
	db := openTemp(t, "c.db")
	s := sampleServer("a", t0)
	multiline := "{\n  \"content\": [\r\n    {\"type\": \"text\", \"text\": \"line1\\nline2 \\u00e9 <>&\"}\n  ]\n}"
	s.Calls[2].Result = json.RawMessage("  \n" + multiline + "\n ")
	mustSave(t, db, s)
	got, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if r := string(got[0].Calls[0].Result); r != oddResult {
		t.Errorf("result changed:\ngot  %s\nwant %s", r, oddResult)
	}
	if r := string(got[0].Calls[2].Result); r != multiline {
		t.Errorf("multi-line result changed (only surrounding whitespace may go):\ngot  %q\nwant %q", r, multiline)
	}
	if e := string(got[0].Calls[3].Error); e != `{"code":-32602,"message":"bad <args> & more"}` {
		t.Errorf("error changed: %s", e)
	}
	out := export(t, db)
	if !bytes.Contains(out, []byte(`,"result":`+oddResult+`,`)) {
		t.Errorf("export does not embed the result verbatim:\n%s", out)
	}
	flat := strings.NewReplacer("\n", " ", "\r", " ").Replace(multiline)
	if !bytes.Contains(out, []byte(`,"result":`+flat+`,`)) {
		t.Errorf("export of a multi-line result: want line breaks as spaces:\n%s", out)
	}
	for i, l := range bytes.Split(bytes.TrimSuffix(out, []byte("\n")), []byte("\n")) {
		if !json.Valid(l) {
			t.Errorf("export line %d is not valid JSON: %s", i+1, l)
		}
	}
}

func TestSaveServerIsAtomic(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	run, err := db.BeginRun(ctx, RunMeta{Tool: "test"})
	if err != nil {
		t.Fatal(err)
	}
	// Make the insert of one call fail after the server, its tools, events
	// and several blobs were written.
	if _, err := db.sql.Exec(`CREATE TRIGGER fail_call BEFORE INSERT ON calls WHEN NEW.tool = 'get'
		BEGIN SELECT RAISE(ABORT, 'injected failure'); END`); err != nil {
		t.Fatal(err)
	}
	err = db.SaveServer(ctx, run, sampleServer("a", t0))
	if err == nil || !strings.Contains(err.Error(), "injected failure") || !strings.Contains(err.Error(), `"a"`) {
		t.Fatalf("SaveServer error %v, want the injected failure naming the server", err)
	}
	for _, table := range []string{"servers", "tools", "calls", "events", "blobs"} {
		if n := count(t, db, `SELECT count(*) FROM `+table); n != 0 {
			t.Errorf("%s has %d rows after a failed SaveServer", table, n)
		}
	}
	// The database stays usable.
	if _, err := db.sql.Exec(`DROP TRIGGER fail_call`); err != nil {
		t.Fatal(err)
	}
	if err := db.SaveServer(ctx, run, sampleServer("a", t0)); err != nil {
		t.Fatal(err)
	}
}

func TestSaveServerRejectsBadInput(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	run, err := db.BeginRun(ctx, RunMeta{Tool: "test"})
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]func(s *capture.Server){
		"empty server name":         func(s *capture.Server) { s.Name = "" },
		"empty server status":       func(s *capture.Server) { s.Status = "" },
		"not valid JSON":            func(s *capture.Server) { s.Calls[1].Result = json.RawMessage(`{"content":`) },
		"both present":              func(s *capture.Server) { s.Calls[0].Error = json.RawMessage(`{"code":1}`) },
		"definition: not valid":     func(s *capture.Server) { s.Tools[0].Def = json.RawMessage("{\x00}") },
		"initialize_result: not va": func(s *capture.Server) { s.InitializeResult = json.RawMessage(`[`) },
	}
	for want, mutate := range cases {
		s := sampleServer("x", t0)
		mutate(s)
		if err := db.SaveServer(ctx, run, s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v", want, err)
		}
	}
	if err := db.SaveServer(ctx, run, nil); err == nil {
		t.Error("nil server accepted")
	}
	if err := db.SaveServer(ctx, run+99, sampleServer("x", t0)); err == nil {
		t.Error("unknown run accepted")
	}
	if n := count(t, db, `SELECT count(*) FROM servers`); n != 0 {
		t.Errorf("%d servers stored from bad input", n)
	}
}

func TestSaveServerFillsIDAndStatusWithoutChangingInput(t *testing.T) {
	db := openTemp(t, "c.db")
	s := sampleServer("a", t0)
	s.Calls[1].ID, s.Calls[1].Status = "", ""
	s.Calls[0].Result = json.RawMessage(" " + oddResult + " ")
	mustSave(t, db, s)
	if s.Calls[1].ID != "" || s.Calls[1].Status != "" || string(s.Calls[0].Result) != " "+oddResult+" " {
		t.Error("SaveServer modified its input")
	}
	got, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	c := got[0].Calls[1]
	if c.ID != "a/search/2" || c.Status != capture.CallToolError {
		t.Errorf("filled id %q status %q", c.ID, c.Status)
	}
}

func TestCapturedServersForResume(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	a, b, c := sampleServer("a", t0), sampleServer("b", t0), sampleServer("c", t0)
	b.Status = capture.ServerInterrupted
	c.Status = capture.ServerInterrupted
	mustSave(t, db, a, b, c)
	// A resumed run captures c again.
	c2 := sampleServer("c", t0.Add(3600e9))
	c2.Status = capture.ServerCrashed
	mustSave(t, db, c2)
	m, err := db.CapturedServers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "ok", "b": "interrupted", "c": "crashed"}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("CapturedServers = %v, want %v", m, want)
	}
	servers, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(servers) != 3 || servers[2].Status != capture.ServerCrashed || !servers[2].StartedAt.Equal(c2.StartedAt) {
		t.Errorf("Servers does not return the latest capture of c")
	}
	empty := openTemp(t, "empty.db")
	if m, err := empty.CapturedServers(ctx); err != nil || len(m) != 0 {
		t.Errorf("empty corpus: %v %v", m, err)
	}
}

func TestConcurrentWriters(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	// Two handles on one file stand for two processes; each saves from
	// several goroutines while the other reads.
	var dbs []*DB
	for i := 0; i < 2; i++ {
		db, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		dbs = append(dbs, db)
	}
	run, err := dbs[0].BeginRun(ctx, RunMeta{Tool: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			db := dbs[g%2]
			for i := 0; i < 5; i++ {
				if err := db.SaveServer(ctx, run, sampleServer(fmt.Sprintf("s%d-%d", g, i), t0)); err != nil {
					errs <- err
					return
				}
				if _, err := db.CapturedServers(ctx); err != nil {
					errs <- err
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := count(t, dbs[1], `SELECT count(*) FROM servers`); n != 40 {
		t.Errorf("%d servers saved, want 40", n)
	}
}

// TestSampleServerCoversEveryField guards the round-trip tests, which
// compare whole captures built by sampleServer: every field of
// capture.Server, Tool, Call and Event must be set somewhere in it, so a
// field the corpus does not store fails them. A field added to capture
// fails this test until sampleServer sets it.
func TestSampleServerCoversEveryField(t *testing.T) {
	s := sampleServer("a", t0)
	// Fields a stdio capture that went well leaves empty; other tests cover
	// them (the "broken" server of TestExportImportExportIdentical).
	exempt := map[string]bool{"Server.SessionID": true, "Server.Error": true}
	check := func(typ string, vals []reflect.Value) {
		rt := vals[0].Type()
		for i := 0; i < rt.NumField(); i++ {
			name := typ + "." + rt.Field(i).Name
			if exempt[name] {
				continue
			}
			set := false
			for _, v := range vals {
				set = set || !v.Field(i).IsZero()
			}
			if !set {
				t.Errorf("sampleServer sets no %s", name)
			}
		}
	}
	check("Server", []reflect.Value{reflect.ValueOf(*s)})
	each := func(slice any) []reflect.Value {
		v := reflect.ValueOf(slice)
		out := make([]reflect.Value, v.Len())
		for i := range out {
			out[i] = v.Index(i)
		}
		return out
	}
	check("Tool", each(s.Tools))
	check("Call", each(s.Calls))
	check("Event", each(s.Events))
}

func TestLoadRejectsDamagedJSONColumns(t *testing.T) {
	for _, c := range []struct{ update, want string }{
		{`UPDATE calls SET arg_origins_json = '{"q":1}'`, `arg_origins_json: "arg_origins" must be an object of strings`},
		{`UPDATE calls SET arg_origins_json = '{"q":"enum"'`, "arg_origins_json: invalid JSON"},
		{`UPDATE calls SET arg_origins_json = '{"q":"enum"} x'`, "arg_origins_json: invalid JSON"},
		{`UPDATE servers SET roots_json = '{"a":"b"}'`, "roots_json:"},
	} {
		db := openTemp(t, "c.db")
		mustSave(t, db, sampleServer("a", t0))
		if _, err := db.sql.Exec(c.update); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Servers(context.Background()); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.update, err, c.want)
		}
	}
}
