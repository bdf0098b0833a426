package probe

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func harvestedValues(h *harvest, kind string) []string {
	var out []string
	for _, it := range h.items {
		if it.Kind == kind {
			out = append(out, fmt.Sprint(it.Value))
		}
	}
	return out
}

func TestHarvestListingJoinsNamesWithTheListedDir(t *testing.T) {
	h := newHarvest()
	h.fromResult(json.RawMessage(`{"content":[{"type":"text","text":"[FILE] notes.txt\n[DIR] data\n[FILE] README.md"}]}`),
		"list_directory", "fs/list_directory/1", "/srv/root")
	if got, want := harvestedValues(h, kindFile), []string{"/srv/root/notes.txt", "/srv/root/README.md"}; !reflect.DeepEqual(got, want) {
		t.Errorf("files %q, want %q", got, want)
	}
	if got, want := harvestedValues(h, kindDir), []string{"/srv/root/data"}; !reflect.DeepEqual(got, want) {
		t.Errorf("dirs %q, want %q", got, want)
	}
	for _, it := range h.items {
		if it.From != "fs/list_directory/1" {
			t.Errorf("item %v: from %q", it.Value, it.From)
		}
	}
}

func TestHarvestTextPathsURIsAndPairs(t *testing.T) {
	h := newHarvest()
	h.fromResult(json.RawMessage(`{"content":[{"type":"text","text":"Allowed directories:\n/tmp/work\nSee https://example.org/docs and file:///tmp/work/a.md.\nRepository ID: 42\n"}]}`),
		"list_allowed_directories", "fs/x/1", "")
	if got := harvestedValues(h, kindPath); !reflect.DeepEqual(got, []string{"/tmp/work/a.md", "/tmp/work"}) {
		t.Errorf("paths %q, want the file URI's path and the listed directory", got)
	}
	if got := harvestedValues(h, kindURL); !reflect.DeepEqual(got, []string{"https://example.org/docs"}) {
		t.Errorf("urls %q", got)
	}
	if got := harvestedValues(h, kindURI); !reflect.DeepEqual(got, []string{"file:///tmp/work/a.md"}) {
		t.Errorf("uris %q", got)
	}
	found := false
	for _, it := range h.items {
		found = found || it.Key == "repositoryid" && it.Value == "42"
	}
	if !found {
		t.Errorf("the `Repository ID: 42` pair was not harvested: %+v", h.items)
	}
}

func TestHarvestTablesOnlyFromToolsThatListThem(t *testing.T) {
	h := newHarvest()
	h.fromResult(json.RawMessage(`{"content":[{"type":"text","text":"[{\"name\":\"users\"},{\"name\":\"orders\"}]"}]}`), "list_tables", "db/list_tables/1", "")
	h.fromResult(json.RawMessage(`{"content":[{"type":"text","text":"[{\"cid\":0,\"name\":\"id\"}]"}]}`), "get_table_schema", "db/get_table_schema/1", "")
	if got, want := harvestedValues(h, kindTable), []string{"users", "orders"}; !reflect.DeepEqual(got, want) {
		t.Errorf("tables %q, want %q", got, want)
	}
}

func TestHarvestStructuredContentAndBounds(t *testing.T) {
	h := newHarvest()
	big := `{"structuredContent":{"items":[`
	for i := 0; i < 1000; i++ {
		if i > 0 {
			big += ","
		}
		big += fmt.Sprintf(`{"id":"item-%d"}`, i)
	}
	big += `]},"content":[]}`
	h.fromResult(json.RawMessage(big), "list_items", "s/list_items/1", "")
	if n := len(h.items); n == 0 || n > harvestMaxPerCall {
		t.Errorf("%d items harvested from one call, want 1..%d", n, harvestMaxPerCall)
	}
	if h.items[0].Key != "item" && h.items[0].Key != "id" {
		t.Errorf("first item key %q", h.items[0].Key)
	}
	// Garbage never panics and harvests nothing.
	for _, raw := range []string{``, `null`, `[]`, `{"content":"x"}`, `{"content":[{"type":"text","text":"{\"a\":"}]}`} {
		h := newHarvest()
		h.fromResult(json.RawMessage(raw), "t", "c", "")
	}
}

func shapeOf(t *testing.T, name, desc, schema string) toolShape {
	t.Helper()
	return newToolShape(name, desc, json.RawMessage(schema))
}

func TestFillSQLFromHarvestedTables(t *testing.T) {
	h := newHarvest()
	h.fromResult(json.RawMessage(`{"content":[{"type":"text","text":"users\norders"}]}`), "list_tables", "db/list_tables/1", "")
	f := &filler{h: h}
	ts := shapeOf(t, "read_query", "Execute a SELECT query on the SQLite database",
		`{"type":"object","properties":{"query":{"type":"string","description":"SELECT SQL query"}},"required":["query"]}`)
	if f.readyStrong(ts, false) {
		t.Errorf("a tool needing SQL is ready in the first round")
	}
	if !f.readyStrong(ts, true) {
		t.Fatalf("not ready with tables harvested")
	}
	sets := f.sets(ts, 3, true)
	if len(sets) != 2 {
		t.Fatalf("%d sets, want 2 (one per table): %+v", len(sets), sets)
	}
	if sets[0].args["query"] != "SELECT * FROM users LIMIT 5" || sets[0].origins["query"] != "harvest:db/list_tables/1" {
		t.Errorf("set 1: %+v", sets[0])
	}
}

func TestFillPrefersProvenValuesAndRecordsOrigins(t *testing.T) {
	h := newHarvest()
	h.fromResult(json.RawMessage(`{"content":[{"type":"text","text":"{\"entities\":[{\"name\":\"Alice\",\"entityType\":\"person\"}]}"}]}`), "read_graph", "kg/read_graph/1", "")
	f := &filler{h: h}
	ts := shapeOf(t, "open_nodes", "Open specific nodes",
		`{"type":"object","properties":{"names":{"type":"array","items":{"type":"string"},"description":"Names, e.g. 'Bob'"},"limit":{"type":"integer","default":10}},"required":["names"]}`)
	sets := f.sets(ts, 3, true)
	if len(sets) == 0 {
		t.Fatal("no sets")
	}
	if got := sets[0].args["names"]; !reflect.DeepEqual(got, []any{"Alice"}) {
		t.Errorf("names %v, want [Alice] (harvested before the description's example)", got)
	}
	if sets[0].origins["names"] != "harvest:kg/read_graph/1" {
		t.Errorf("origins %v", sets[0].origins)
	}
	if len(sets) < 2 || !reflect.DeepEqual(sets[1].args["names"], []any{"Bob"}) || sets[1].origins["names"] != capture.ArgFromExample {
		t.Errorf("second set should use the description's example: %+v", sets)
	}
}

func TestFillRespectsEnumAndPattern(t *testing.T) {
	h := newHarvest()
	h.add(Harvested{Value: "abc", Kind: kindValue, Key: "id", From: "c1"})
	h.add(Harvested{Value: "1234", Kind: kindValue, Key: "id", From: "c2"})
	f := &filler{h: h}
	ts := shapeOf(t, "get_issue", "", `{"type":"object","properties":{"id":{"type":"string","pattern":"^[0-9]+$"},"state":{"enum":["open","closed"]}},"required":["id"]}`)
	sets := f.sets(ts, 3, true)
	if len(sets) == 0 || sets[0].args["id"] != "1234" {
		t.Fatalf("sets %+v: want id 1234 (abc fails the pattern)", sets)
	}
	seenState := map[any]bool{}
	for _, s := range sets {
		if v, ok := s.args["state"]; ok {
			seenState[v] = true
			if s.origins["state"] != capture.ArgFromEnum {
				t.Errorf("state origin %q", s.origins["state"])
			}
		}
	}
	if !seenState["open"] || !seenState["closed"] {
		t.Errorf("enum variants not tried: %+v", sets)
	}
}

func TestFillClassesByNames(t *testing.T) {
	for _, tc := range []struct{ tool, param, want string }{
		{"list_directory", "path", classDir},
		{"read_text_file", "path", classFile},
		{"search_files", "path", classDir},
		{"get_table_schema", "tableName", classTable},
		{"fetch", "url", classURL},
		{"read_resource", "uri", classURI},
		{"get_user", "user_id", classID},
		{"get", "key", classKey},
		{"search_nodes", "query", classQuery},
	} {
		ts := toolShape{name: tc.tool, tokens: nameTokens(tc.tool)}
		if got := ts.class(param{name: tc.param, tokens: nameTokens(tc.param), sch: map[string]any{}}); got != tc.want {
			t.Errorf("%s(%s): class %q, want %q", tc.tool, tc.param, got, tc.want)
		}
	}
	for in, want := range map[string][]string{
		"listAllowedDirectories": {"list", "allowed", "directories"},
		"get-env":                {"get", "env"},
		"sqlite.read_query":      {"sqlite", "read", "query"},
		"HTTPServerStatus":       {"http", "server", "status"},
	} {
		if got := nameTokens(in); !reflect.DeepEqual(got, want) {
			t.Errorf("nameTokens(%q) = %q, want %q", in, got, want)
		}
	}
}

// orderConn answers requests only once two are outstanding, in reverse
// order, so a session that handles one request at a time deadlocks.
type orderConn struct {
	mu      sync.Mutex
	waiting []int64
	out     chan []byte
}

func (c *orderConn) Send(ctx context.Context, msg []byte) error {
	var m struct {
		ID int64 `json:"id"`
	}
	_ = json.Unmarshal(msg, &m)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.waiting = append(c.waiting, m.ID)
	if len(c.waiting) == 2 {
		for i := 1; i >= 0; i-- {
			c.out <- []byte(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"n":%d}}`, c.waiting[i], c.waiting[i]))
		}
		c.waiting = nil
	}
	return nil
}

func (c *orderConn) Recv(ctx context.Context) ([]byte, error) {
	select {
	case m := <-c.out:
		return m, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *orderConn) Close() error { return nil }

func TestSessionAnswersConcurrentRequestsOutOfOrder(t *testing.T) {
	conn := &orderConn{out: make(chan []byte, 4)}
	s := newSession(conn, nil, time.Now())
	defer s.stop()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	got := make([]string, 2)
	ids := make([]int64, 2)
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, id, err := s.request(ctx, "tools/call", nil)
			if err != nil {
				t.Errorf("request %d: %v", i, err)
				return
			}
			got[i], ids[i] = string(a.result), id
		}()
	}
	wg.Wait()
	for i := range got {
		if want := fmt.Sprintf(`{"n":%d}`, ids[i]); got[i] != want {
			t.Errorf("request with id %d got %s, want %s", ids[i], got[i], want)
		}
	}
}
