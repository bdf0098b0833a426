package probe

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// labelledTool is one line of probe/testdata/intent/*.jsonl: a real tool
// definition (name, title, description, annotations as its server lists
// them), where it was read, and a hand label: "read" when calling it
// without a plan is safe (it only returns data or computes on its input),
// "write" when it may change anything (the server's state, files, a
// remote service, the client's browser) or reaches a caller-given URL.
//
// Origin, when set, says how a tool came into the tuning set: the first
// held-out round was moved there after its first run, because the rules
// were then changed for what it showed.
type labelledTool struct {
	Server string          `json:"server"`
	Source string          `json:"source"`
	Label  string          `json:"label"`
	Note   string          `json:"note,omitempty"`
	Origin string          `json:"origin,omitempty"`
	Def    json.RawMessage `json:"def"`
}

func loadLabelled(t *testing.T, name string) []labelledTool {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "intent", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []labelledTool
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var lt labelledTool
		if err := json.Unmarshal(sc.Bytes(), &lt); err != nil {
			t.Fatalf("%s:%d: %v", name, n, err)
		}
		if lt.Label != "read" && lt.Label != "write" || lt.Server == "" || len(lt.Def) == 0 {
			t.Fatalf("%s:%d: need server, def and label read or write", name, n)
		}
		out = append(out, lt)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// knownFalseReads are tools labelled write whose side effect nothing in
// their definition shows, so no rule on names, descriptions and
// annotations can catch them without misjudging honest tools. Each is
// still counted and logged; only these may be called. Keyed by
// "server/tool".
var knownFalseReads = map[string]string{
	"memory-bank/read_context": "\"Read all context information\" also creates the branch's memory bank when it is missing; " +
		"nothing in its name, description or (absent) annotations says so",
}

// intentScore is how the explore decision does on a labelled set.
type intentScore struct {
	total, correct, falseReads, falseWrites int
	knownFalseReads                         int // false reads listed in knownFalseReads
	servers                                 int
	byWords, byWordsCorrect                 int // decided by names and descriptions
}

func (s intentScore) accuracy() float64 { return float64(s.correct) / float64(s.total) }

// scoreIntent decides every tool (each server's informativeness computed
// from that server's tools in the set) and logs every miss.
func scoreIntent(t *testing.T, tools []labelledTool) intentScore {
	t.Helper()
	defs := map[string][]json.RawMessage{}
	for _, lt := range tools {
		defs[lt.Server] = append(defs[lt.Server], lt.Def)
	}
	informative := map[string]bool{}
	for s, d := range defs {
		informative[s] = AnnotationsInformative(d)
	}
	sc := intentScore{total: len(tools), servers: len(defs)}
	for _, lt := range tools {
		in := ExploreIntent(lt.Def, informative[lt.Server])
		name := ParseToolFacts(lt.Def).Name
		if in.Reason == "" {
			t.Errorf("%s/%s: empty reason", lt.Server, name)
		}
		if in.Call && in.Write {
			t.Errorf("%s/%s: called and a write: %+v", lt.Server, name, in)
		}
		words := !strings.HasPrefix(in.Reason, "annotated")
		if words {
			sc.byWords++
		}
		switch {
		case in.Call == (lt.Label == "read"):
			sc.correct++
			if words {
				sc.byWordsCorrect++
			}
		case in.Call:
			sc.falseReads++
			if why, ok := knownFalseReads[lt.Server+"/"+name]; ok {
				sc.knownFalseReads++
				t.Logf("known false read %s/%s (labelled write): %s; %s", lt.Server, name, in.Reason, why)
				continue
			}
			t.Errorf("FALSE READ %s/%s (labelled write): %s", lt.Server, name, in.Reason)
		default:
			sc.falseWrites++
			t.Logf("false write %s/%s (labelled read): %s", lt.Server, name, in.Reason)
		}
	}
	t.Logf("%d tools from %d servers: %d correct (%.1f%%), %d false reads (%d known), %d false writes; "+
		"%d decided by words, %d of them correct",
		sc.total, sc.servers, sc.correct, 100*sc.accuracy(), sc.falseReads, sc.knownFalseReads, sc.falseWrites,
		sc.byWords, sc.byWordsCorrect)
	return sc
}

// TestIntentLabelledTune scores the tuning set, the one the word lists
// were written against, with the first two held-out rounds: each was
// moved here after its first run, because the rules were then changed
// for what it showed (round 1: 118 of 128 right, 2 false reads; round 2:
// 175 of 182 right, 4 false reads).
func TestIntentLabelledTune(t *testing.T) {
	sc := scoreIntent(t, loadLabelled(t, "tune.jsonl"))
	if n := sc.falseReads - sc.knownFalseReads; n != 0 {
		t.Errorf("%d tools labelled write would be called", n)
	}
	if sc.accuracy() < 0.85 {
		t.Errorf("accuracy %.3f on the tuning set, want >= 0.85", sc.accuracy())
	}
}

// TestIntentLabelledHeldout scores the held-out set (round 3): servers
// collected and labelled by hand after the rules were frozen and
// committed, and never tuned on. Its thresholds were fixed before its
// first run.
func TestIntentLabelledHeldout(t *testing.T) {
	tools := loadLabelled(t, "heldout.jsonl")
	if len(tools) == 0 {
		t.Skip("no held-out tools yet")
	}
	seen := map[string]bool{}
	for _, lt := range loadLabelled(t, "tune.jsonl") {
		seen[lt.Server] = true
	}
	for _, lt := range tools {
		if seen[lt.Server] {
			t.Fatalf("server %q is in both the tuning and the held-out set", lt.Server)
		}
	}
	sc := scoreIntent(t, tools)
	if n := sc.falseReads - sc.knownFalseReads; n != 0 {
		t.Errorf("%d tools labelled write would be called", n)
	}
	if sc.accuracy() < 0.75 {
		t.Errorf("accuracy %.3f on the held-out set, want >= 0.75", sc.accuracy())
	}
}

func def(name, desc string, ann map[string]any) json.RawMessage {
	m := map[string]any{"name": name, "description": desc}
	if ann != nil {
		m["annotations"] = ann
	}
	b, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

func TestIntentAnnotationsInformative(t *testing.T) {
	for _, c := range []struct {
		name string
		defs []json.RawMessage
		want bool
	}{
		{"no tools", nil, false},
		{"unannotated", []json.RawMessage{def("a", "", nil), def("b", "", nil)}, false},
		{"full default set", []json.RawMessage{
			def("a", "", map[string]any{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}),
			def("b", "", map[string]any{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}),
		}, false},
		{"subset of defaults and titles", []json.RawMessage{
			def("a", "", map[string]any{"destructiveHint": true}),
			def("b", "", map[string]any{"title": "B"}),
			def("c", "", map[string]any{}),
			def("d", "", nil),
		}, false},
		{"wrong types say nothing", []json.RawMessage{
			def("a", "", map[string]any{"readOnlyHint": "true", "destructiveHint": 0}),
			json.RawMessage(`{"name":"b","annotations":"readOnly"}`),
			json.RawMessage(`not json`),
		}, false},
		{"one read-only tool", []json.RawMessage{def("a", "", nil), def("b", "", map[string]any{"readOnlyHint": true})}, true},
		{"destructiveHint false", []json.RawMessage{def("a", "", map[string]any{"destructiveHint": false})}, true},
		{"idempotentHint true", []json.RawMessage{def("a", "", map[string]any{"idempotentHint": true})}, true},
		{"openWorldHint false", []json.RawMessage{def("a", "", map[string]any{"openWorldHint": false})}, true},
	} {
		if got := AnnotationsInformative(c.defs); got != c.want {
			t.Errorf("%s: AnnotationsInformative = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestIntentDefaultOnlyServerReadsWords(t *testing.T) {
	full := map[string]any{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}
	defs := []json.RawMessage{
		def("get_status", "Get the service status", full),
		def("delete_item", "Delete an item", full),
		def("list_items", "List the items", map[string]any{"title": "List items"}),
	}
	inf := AnnotationsInformative(defs)
	if inf {
		t.Fatal("default-only server reported informative")
	}
	want := []bool{true, false, true}
	for i, d := range defs {
		in := ExploreIntent(d, inf)
		if in.Call != want[i] {
			t.Errorf("%s: %+v, want Call %v", d, in, want[i])
		}
		if !strings.HasPrefix(in.Reason, "default-only annotations on every tool of the server; ") {
			t.Errorf("%s: reason %q", d, in.Reason)
		}
	}
	// The same default set on an informative server is taken at its word.
	if in := ExploreIntent(defs[0], true); in.Call || !in.Write {
		t.Errorf("default set on an informative server: %+v", in)
	}
}

func TestIntentDestructiveNeverOverridden(t *testing.T) {
	for _, c := range []struct {
		def  json.RawMessage
		call bool
		want string
	}{
		{def("list_files", "List files", map[string]any{"destructiveHint": true}), false, "annotated destructiveHint: true"},
		{def("get_status", "Get status", map[string]any{"readOnlyHint": true, "destructiveHint": true}), false,
			"annotated readOnlyHint: true with destructiveHint: true; treated as destructive"},
		{def("read_graph", "Read the graph", map[string]any{"readOnlyHint": false, "destructiveHint": false}), false, "annotated readOnlyHint: false"},
		{def("search", "Search", map[string]any{"destructiveHint": false, "openWorldHint": false}), false,
			"annotated without readOnlyHint, which defaults to false"},
		{def("delete_everything", "Delete everything", map[string]any{"readOnlyHint": true, "destructiveHint": false}), true, "annotated readOnlyHint: true"},
		{def("list_files", "List files", map[string]any{"title": "List files", "openWorldHint": true}), false,
			"annotated without readOnlyHint, which defaults to false"},
		{def("list_files", "List files", map[string]any{"title": "List files"}), true,
			`annotations carry no hint; name verb "list" reads as a read`},
		{def("list_files", "List files", nil), true, `unannotated; name verb "list" reads as a read`},
	} {
		in := ExploreIntent(c.def, true)
		if in.Call != c.call || in.Reason != c.want || in.Call && in.Write {
			t.Errorf("%s: %+v, want Call %v reason %q", c.def, in, c.call, c.want)
		}
		if !c.call && strings.HasPrefix(c.want, "annotated") && !in.Write {
			t.Errorf("%s: not marked a write", c.def)
		}
	}
}

func TestIntentNameSplitting(t *testing.T) {
	for in, want := range map[string][]string{
		"read_graph":             {"read", "graph"},
		"listAllowedDirectories": {"list", "allowed", "directories"},
		"get-env":                {"get", "env"},
		"sqlite.query":           {"sqlite", "query"},
		"getHTTPHeaders":         {"get", "http", "headers"},
		"HTTPServerStatus":       {"http", "server", "status"},
		"git_cherry-pick":        {"git", "cherry", "pick"},
		"sequentialthinking":     {"sequentialthinking"},
		"base64":                 {"base64"},
		"ns/tool v2":             {"ns", "tool", "v2"},
		"__":                     nil,
	} {
		if got := splitName(in); !reflect.DeepEqual(got, want) {
			t.Errorf("splitName(%q) = %q, want %q", in, got, want)
		}
	}
	for name, call := range map[string]bool{
		"listAllowedDirectories": true, "readGraph": true, "get-env": true, "sqlite.get_rows": true,
		"createEntities": false, "delete-file": false, "fs.writeFile": false, "get_or_create_user": false,
		"search_replace": false, "get_commit": true, "list_pull_requests": true, "checkOut_book": false,
		"lookUp_word": true, "sequentialthinking": false, "printEnv": false, "tinyImage": false,
	} {
		in := ExploreIntent(def(name, "", nil), false)
		if in.Call != call {
			t.Errorf("%s: %+v, want Call %v", name, in, call)
		}
	}
}

func TestIntentDescriptions(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		call       bool
		reason     string
	}{
		// Negations and other tools' names are not the tool's action.
		{"search_nodes", "Search nodes in the graph; does not modify the graph.", true, `unannotated; name verb "search" reads as a read`},
		{"nodes", "Search nodes. Never deletes or writes anything.", true, `unannotated; description "Search nodes" reads as a read`},
		{"entities", "List entities created by create_entities, without modifying them", true, ""},
		{"file", "Read the contents of a file. Use this to look at a file before editing it with edit_file.", true, ""},
		{"tasks", "Given a 'requestId', return the next task after 'mark_task_done'", true, ""},
		{"tool", "Returns items; see `delete_item` to remove them", true, ""},
		// A read name whose description leads with a write is a write.
		{"get_note", "Creates a new note and returns it", false, `unannotated; name verb "get" reads as a read, but description "Creates a new note and returns" reads as a write`},
		{"files", "Deletes a file", false, `unannotated; description "Deletes a file" reads as a write`},
		{"cache", "Get a value and optionally delete it", false, ""},
		{"issues", "Search for issues and pull requests across repositories", true, ""},
		// SQL.
		{"read_query", "Execute SELECT queries to read data from the database", true, ""},
		{"query", "Run a read-only SQL query", true, `unannotated; name verb "query" is ambiguous; description "Run a read-only SQL query" reads as a read (SELECT or read-only SQL only)`},
		{"query", "Execute a raw SQL query against the database", false, ""},
		{"query", "Execute any SQL statement (SELECT, INSERT, UPDATE, DELETE)", false, ""},
		{"write_query", "Execute an INSERT, UPDATE, or DELETE query", false, ""},
		// Arithmetic is not a write; adding to a list is.
		{"add", "Adds two numbers", true, ""},
		{"add", "Adds an item to the list", false, ""},
		{"add_numbers", "Add phone numbers to a contact", false, ""},
		// Unclear: not called.
		{"sequentialthinking", "A detailed tool for dynamic and reflective problem-solving", false, "unannotated; no read or write verb found; not called"},
		{"open_page", "Open a page in the browser", false, ""},
		{"fetch", "Fetches a URL from the internet", false, ""},
		{"get_page", "Get the text of a web page", false, ""},
		{"get_project_url", "Gets the API URL for a project.", true, ""},
		// Acting on the user's desktop is not a read.
		{"show_notification", "Show a desktop notification", false, ""},
		{"view", "View the file in the default editor", false, ""},
		// Phrasal verbs and nouns that look like verbs.
		{"check_out_book", "Borrow a book", false, ""},
		{"lookup", "Look up a word in the dictionary", true, ""},
		{"git_diff", "Shows differences between branches or commits", true, ""},
		{"char_info", "Get Unicode information about characters (code point, block, category)", true, ""},
		{"weather", "Lists weather alerts and updates the cache", false, ""},
		{"return_book", "Marks a book as returned", false, ""},
	} {
		in := ExploreIntent(def(c.name, c.desc, nil), false)
		if in.Call != c.call || c.reason != "" && in.Reason != c.reason {
			t.Errorf("%s %q: %+v, want Call %v %s", c.name, c.desc, in, c.call, c.reason)
		}
	}
}

// TestIntentReasonAlwaysSet runs the decision over odd and real inputs:
// every decision names its reason.
func TestIntentReasonAlwaysSet(t *testing.T) {
	defs := []json.RawMessage{
		nil, json.RawMessage(``), json.RawMessage(`null`), json.RawMessage(`[]`), json.RawMessage(`"x"`),
		json.RawMessage(`{}`), json.RawMessage(`{"name":7}`), json.RawMessage(`{"name":"x","description":9,"annotations":[]}`),
		json.RawMessage(`{"name":"x","annotations":{"readOnlyHint":"yes","destructiveHint":null}}`),
		json.RawMessage(`{"name":"...","description":"..."}`), json.RawMessage(`{"name":"x","description":"` + "`" + `"}`),
	}
	for _, f := range []string{"tune.jsonl", "heldout.jsonl"} {
		for _, lt := range loadLabelled(t, f) {
			defs = append(defs, lt.Def)
		}
	}
	for _, d := range defs {
		for _, inf := range []bool{false, true} {
			in := ExploreIntent(d, inf)
			if strings.TrimSpace(in.Reason) == "" {
				t.Errorf("%s (informative %v): empty reason", d, inf)
			}
			if in.Call && in.Write {
				t.Errorf("%s: both Call and Write", d)
			}
		}
	}
}
