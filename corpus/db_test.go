package corpus

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestOpenSettings(t *testing.T) {
	db := openTemp(t, "c.db")
	ctx := context.Background()
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	for pragma, want := range map[string]string{
		"journal_mode": "wal", "foreign_keys": "1", "synchronous": "1", "busy_timeout": "10000",
	} {
		var got string
		if err := conn.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if !strings.EqualFold(got, want) {
			t.Errorf("PRAGMA %s = %q, want %q", pragma, got, want)
		}
	}
	if v := count(t, db, `SELECT max(version) FROM schema_migrations`); v != SchemaVersion {
		t.Errorf("schema version %d, want %d", v, SchemaVersion)
	}
	for _, table := range []string{"runs", "servers", "blobs", "tools", "calls", "events",
		"classifications", "findings", "suggestions", "scores"} {
		if n := count(t, db, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, table); n != 1 {
			t.Errorf("table %s missing", table)
		}
	}
	for _, index := range []string{"servers_name", "tools_server", "calls_server", "calls_result"} {
		if n := count(t, db, `SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = ?`, index); n != 1 {
			t.Errorf("index %s missing", index)
		}
	}
	if db.Path() == "" || filepath.Base(db.Path()) != "c.db" {
		t.Errorf("Path() = %q", db.Path())
	}
}

func TestOpenReopenKeepsData(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	mustSave(t, db, sampleServer("a", t0))
	db.Close()
	db, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m, err := db.CapturedServers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m["a"] != "ok" || len(m) != 1 {
		t.Errorf("after reopen: %v", m)
	}
}

func TestOpenRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct {
		path string
		want string
	}{
		{write("text.db", "this is a plain text file, not a database at all\n"), "not a SQLite database"},
		{write("short.db", "SQLite"), "not a SQLite database"},
		{write("calls.jsonl", `{"id":"x","server":"s","tool":"t"}`+"\n"), "not a SQLite database"},
		{write("damaged.db", "SQLite format 3\x00"+strings.Repeat("\xee", 8192)), "SQLite database"},
		{dir, "is a directory"},
		{filepath.Join(dir, "missing", "c.db"), "cannot create"},
	}
	for _, c := range cases {
		db, err := Open(context.Background(), c.path)
		if err == nil {
			db.Close()
			t.Errorf("Open(%s) succeeded", c.path)
			continue
		}
		if !strings.Contains(err.Error(), c.path) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%s) error %q, want the path and %q", c.path, err, c.want)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "text.db")); string(b) != "this is a plain text file, not a database at all\n" {
		t.Error("Open changed a file it refused")
	}
}

func TestOpenRefusesForeignSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.db")
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT)`); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	db, err := Open(context.Background(), path)
	if err == nil {
		db.Close()
		t.Fatal("Open accepted a foreign SQLite database")
	}
	if !strings.Contains(err.Error(), "not an mcpsurvey corpus") || !strings.Contains(err.Error(), path) {
		t.Errorf("error %q", err)
	}
}

func TestOpenMigratesOldVersion(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	raw, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 1); err != nil {
		t.Fatal(err)
	}
	// A version-1 corpus with a capture in it.
	if _, err := raw.Exec(`INSERT INTO runs(id, tool, started_at) VALUES (1, 'mcpsurvey probe', '')`); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`INSERT INTO servers(run_id, name, status) VALUES (1, 'old-server', 'ok')`); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := raw.QueryRow(`SELECT count(*) FROM sqlite_master WHERE name = 'classifications'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("version 1 already has classifications (n=%d, err=%v)", n, err)
	}
	raw.Close()

	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if v := count(t, db, `SELECT max(version) FROM schema_migrations`); v != SchemaVersion {
		t.Errorf("version after migration %d, want %d", v, SchemaVersion)
	}
	if n := count(t, db, `SELECT count(*) FROM schema_migrations`); n != len(migrations) {
		t.Errorf("%d migration rows, want %d", n, len(migrations))
	}
	if n := count(t, db, `SELECT count(*) FROM classifications`); n != 0 {
		t.Errorf("classifications has %d rows", n)
	}
	m, err := db.CapturedServers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m["old-server"] != "ok" {
		t.Errorf("data lost in migration: %v", m)
	}
}

func TestOpenRefusesNewerVersion(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "new.db")
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec(`INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, 'from the future', '')`, SchemaVersion+1); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err = Open(ctx, path)
	if err == nil {
		db.Close()
		t.Fatal("Open accepted a newer schema")
	}
	if !strings.Contains(err.Error(), "newer") || !strings.Contains(err.Error(), path) {
		t.Errorf("error %q", err)
	}
}

func TestOpenEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "empty.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}

func TestDSNEscapesPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "we?ird#dir %20")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "c.db")
	db, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("database not created at %s: %v", path, err)
	}
}

func TestRuns(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	id, err := db.BeginRun(ctx, RunMeta{Tool: "mcpsurvey probe", Version: "v0.1", Args: []string{"--shard", "1/2"}, StartedAt: t0})
	if err != nil {
		t.Fatal(err)
	}
	var status, args, started, finished string
	if err := db.sql.QueryRow(`SELECT status, args_json, started_at, finished_at FROM runs WHERE id = ?`, id).Scan(&status, &args, &started, &finished); err != nil {
		t.Fatal(err)
	}
	if status != RunRunning || args != `["--shard","1/2"]` || started != "2026-03-04T05:06:07.890123000Z" || finished != "" {
		t.Errorf("run row: %q %q %q %q", status, args, started, finished)
	}
	if err := db.FinishRun(ctx, id, "interrupted"); err != nil {
		t.Fatal(err)
	}
	if err := db.sql.QueryRow(`SELECT status, finished_at FROM runs WHERE id = ?`, id).Scan(&status, &finished); err != nil {
		t.Fatal(err)
	}
	if status != "interrupted" || finished == "" {
		t.Errorf("after FinishRun: %q %q", status, finished)
	}
	if err := db.FinishRun(ctx, id+100, "ok"); err == nil || !strings.Contains(err.Error(), "no run") {
		t.Errorf("FinishRun of an unknown run: %v", err)
	}
}

func TestOpenMigratesV4ToV5(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v4.db")
	raw, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 4); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := raw.QueryRow(`SELECT count(*) FROM pragma_table_info('calls') WHERE name = 'round'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("version 4 already has calls.round (n=%d, err=%v)", n, err)
	}
	// A version-4 capture: one server with a tool, a call and an event,
	// written with the version-4 columns only.
	for _, q := range []string{
		`INSERT INTO runs(id, tool, started_at) VALUES (1, 'mcpsurvey probe', '')`,
		`INSERT INTO blobs(id, hash, data, size) VALUES (1, 'h1', CAST('{"name":"t"}' AS TEXT), 12), (2, 'h2', CAST('{"q":1}' AS TEXT), 7),
			(3, 'h3', CAST('{"content":[]}' AS TEXT), 14)`,
		`INSERT INTO servers(id, run_id, name, transport, status, started_at, duration_ms)
			VALUES (1, 1, 'v4-server', 'stdio', 'ok', '2026-03-04T05:06:07.000000000Z', 9)`,
		`INSERT INTO tools(server_id, ordinal, name, page, def_blob, skip_reason) VALUES (1, 0, 't', 1, 1, '')`,
		`INSERT INTO calls(server_id, call_id, tool, seq, arguments_blob, origin, status, result_blob, duration_ms, size)
			VALUES (1, 'v4-server/t/1', 't', 1, 2, 'synth', 'ok', 3, 4, 14)`,
		`INSERT INTO events(server_id, ordinal, kind, raw, at_ms) VALUES (1, 0, 'stdout_noise', 'hello', 1)`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	raw.Close()

	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if v := count(t, db, `SELECT max(version) FROM schema_migrations`); v != SchemaVersion || SchemaVersion < 5 {
		t.Errorf("version after migration %d (SchemaVersion %d), want %d", v, SchemaVersion, SchemaVersion)
	}
	// Old rows read the columns' defaults.
	var policy, sandbox, roots, reason, origins string
	var round int
	if err := db.sql.QueryRow(`SELECT s.call_policy, s.sandbox, s.roots_json, t.call_reason, c.arg_origins_json, c.round
		FROM servers s JOIN tools t ON t.server_id = s.id JOIN calls c ON c.server_id = s.id`).
		Scan(&policy, &sandbox, &roots, &reason, &origins, &round); err != nil {
		t.Fatal(err)
	}
	if policy != "" || sandbox != "" || roots != "[]" || reason != "" || origins != "{}" || round != 0 {
		t.Errorf("defaults %q %q %q %q %q %d", policy, sandbox, roots, reason, origins, round)
	}
	servers, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := &capture.Server{
		Name: "v4-server", Transport: "stdio", Status: "ok", StartedAt: time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC), DurationMS: 9,
		Events: []capture.Event{{Kind: "stdout_noise", Raw: "hello", AtMS: 1}},
		Tools:  []capture.Tool{{Name: "t", Def: json.RawMessage(`{"name":"t"}`), Page: 1}},
		Calls: []capture.Call{{ID: "v4-server/t/1", Tool: "t", Seq: 1, Arguments: json.RawMessage(`{"q":1}`), Origin: "synth",
			Status: "ok", Result: json.RawMessage(`{"content":[]}`), DurationMS: 4, Size: 14}},
	}
	if len(servers) != 1 || !reflect.DeepEqual(servers[0], want) {
		g, _ := json.Marshal(servers)
		t.Errorf("migrated capture:\n%s", g)
	}
	out := export(t, db)
	for _, key := range []string{"call_policy", "sandbox", "roots", "call_reason", "arg_origins", "round"} {
		if bytes.Contains(out, []byte(`"`+key+`"`)) {
			t.Errorf("export of a migrated capture writes %s:\n%s", key, out)
		}
	}
	// The migrated corpus takes captures with the new fields.
	mustSave(t, db, sampleServer("new", t0))
	got, err := db.Servers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !reflect.DeepEqual(got[0], sampleServer("new", t0)) {
		t.Error("a capture saved after the migration does not load back equal")
	}
}
