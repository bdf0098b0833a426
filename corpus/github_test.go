package corpus

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFiledIssueRoundTrip(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "gh.db")
	if _, ok, err := db.FiledIssue(ctx, "Acme/Tool"); err != nil || ok {
		t.Fatalf("empty corpus: ok=%v err=%v", ok, err)
	}
	at := time.Date(2026, 3, 4, 5, 6, 7, 8, time.UTC)
	want := FiledIssue{Repo: "acme/tool", Number: 12, URL: "https://github.com/Acme/Tool/issues/12", Title: "Add outputSchema", Server: "tool-server", FiledAt: at}
	in := want
	in.Repo = " Acme/Tool "
	if err := db.RecordFiledIssue(ctx, in); err != nil {
		t.Fatal(err)
	}
	got, ok, err := db.FiledIssue(ctx, "ACME/tool")
	if err != nil || !ok {
		t.Fatalf("FiledIssue: ok=%v err=%v", ok, err)
	}
	if got != want {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	all, err := db.FiledIssues(ctx)
	if err != nil || len(all) != 1 || all[0] != want {
		t.Errorf("FiledIssues = %+v, %v", all, err)
	}
}

func TestRecordFiledIssueNeverForgetsARealFiling(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "gh.db")
	dry := FiledIssue{Repo: "o/r", Title: "dry", Server: "s", DryRun: true}
	if err := db.RecordFiledIssue(ctx, dry); err != nil {
		t.Fatal(err)
	}
	if f, _, _ := db.FiledIssue(ctx, "o/r"); !f.DryRun || f.Title != "dry" || f.FiledAt.IsZero() {
		t.Errorf("dry run record %+v", f)
	}
	real := FiledIssue{Repo: "O/R", Number: 7, URL: "u7", Title: "real", Server: "s"}
	if err := db.RecordFiledIssue(ctx, real); err != nil {
		t.Fatal(err)
	}
	if f, _, _ := db.FiledIssue(ctx, "o/r"); f.DryRun || f.Number != 7 || f.Title != "real" {
		t.Errorf("real filing did not replace the dry run: %+v", f)
	}
	// Neither a later dry run nor a second filing replaces the first filing.
	for _, later := range []FiledIssue{
		{Repo: "o/r", Title: "dry again", DryRun: true},
		{Repo: "o/r", Number: 8, URL: "u8", Title: "second"},
	} {
		if err := db.RecordFiledIssue(ctx, later); err != nil {
			t.Fatal(err)
		}
		if f, _, _ := db.FiledIssue(ctx, "o/r"); f.Number != 7 || f.Title != "real" || f.DryRun {
			t.Errorf("after %q the record is %+v", later.Title, f)
		}
	}
	if n := count(t, db, `SELECT count(*) FROM github_issues`); n != 1 {
		t.Errorf("%d rows, want 1", n)
	}
}

func TestRecordFiledIssueRefusesBadInput(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "gh.db")
	for _, f := range []FiledIssue{
		{Repo: "", Number: 1},
		{Repo: "justname", Number: 1},
		{Repo: "a/b/c", Number: 1},
		{Repo: "/b", Number: 1},
		{Repo: "o/r", Number: 0}, // a real filing needs its number
	} {
		err := db.RecordFiledIssue(ctx, f)
		if err == nil {
			t.Errorf("RecordFiledIssue(%+v) accepted", f)
			continue
		}
		if !strings.Contains(err.Error(), db.Path()) {
			t.Errorf("error %q does not name the corpus", err)
		}
	}
	if n := count(t, db, `SELECT count(*) FROM github_issues`); n != 0 {
		t.Errorf("%d rows stored", n)
	}
}

func TestMergeCarriesFiledIssues(t *testing.T) {
	ctx := context.Background()
	s1 := openTemp(t, "s1.db")
	s2 := openTemp(t, "s2.db")
	out := openTemp(t, "out.db")
	must := func(db *DB, f FiledIssue) {
		t.Helper()
		if err := db.RecordFiledIssue(ctx, f); err != nil {
			t.Fatal(err)
		}
	}
	must(s1, FiledIssue{Repo: "a/one", Number: 1, URL: "u1", Title: "t1", Server: "one"})
	must(s1, FiledIssue{Repo: "b/two", Title: "dry", DryRun: true})
	must(s2, FiledIssue{Repo: "b/two", Number: 2, URL: "u2", Title: "t2", Server: "two"})
	must(out, FiledIssue{Repo: "a/one", Title: "dry in out", DryRun: true})
	must(out, FiledIssue{Repo: "c/three", Number: 3, URL: "u3", Title: "t3"})
	for range 2 { // merging twice changes nothing
		if err := Merge(ctx, out, s1, s2); err != nil {
			t.Fatal(err)
		}
	}
	all, err := out.FiledIssues(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range all {
		got = append(got, f.Repo+"#"+f.Title)
	}
	if want := "a/one#t1 b/two#t2 c/three#t3"; strings.Join(got, " ") != want {
		t.Errorf("merged records %v, want %s", got, want)
	}
}

func TestOpenMigratesV3ToV4(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v3.db")
	raw, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, raw, 3); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := raw.QueryRow(`SELECT count(*) FROM sqlite_master WHERE name = 'github_issues'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("version 3 already has github_issues (n=%d, err=%v)", n, err)
	}
	if _, err := raw.Exec(`INSERT INTO runs(id, tool, started_at) VALUES (1, 'mcpsurvey probe', '')`); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`INSERT INTO servers(run_id, name, status) VALUES (1, 'v3-server', 'ok')`); err != nil {
		t.Fatal(err)
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
	if err := db.RecordFiledIssue(ctx, FiledIssue{Repo: "o/r", Number: 1}); err != nil {
		t.Errorf("github_issues unusable after migration: %v", err)
	}
	m, err := db.CapturedServers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m["v3-server"] != "ok" {
		t.Errorf("data lost in migration: %v", m)
	}
}
