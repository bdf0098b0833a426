package corpus

import (
	"bytes"
	"context"
	"maps"
	"testing"
)

// TestImportBulkSettingsAreRestored checks that the connection settings
// Import changes for its transaction (foreign keys off, a smaller cache)
// are back after a successful and after a failed import, and that what an
// import stores satisfies every foreign key.
func TestImportBulkSettingsAreRestored(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	db.sql.SetMaxOpenConns(1) // the import's connection is the one checked
	check := func(when string) {
		t.Helper()
		if n := count(t, db, `PRAGMA foreign_keys`); n != 1 {
			t.Errorf("%s: foreign_keys = %d, want 1", when, n)
		}
		var size string
		if err := db.sql.QueryRow(`PRAGMA cache_size`).Scan(&size); err != nil {
			t.Fatal(err)
		}
		if size != cacheSize {
			t.Errorf("%s: cache_size = %s, want %s", when, size, cacheSize)
		}
		rows, err := db.sql.Query(`PRAGMA foreign_key_check`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var table, parent string
			var rowid, fk any
			if err := rows.Scan(&table, &rowid, &parent, &fk); err != nil {
				t.Fatal(err)
			}
			t.Errorf("%s: row %v of %s refers to a missing row of %s", when, rowid, table, parent)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
	}
	check("before")
	if _, err := Import(ctx, db, bytes.NewReader(benchJSONL(3000)), "a.jsonl"); err != nil {
		t.Fatal(err)
	}
	check("after an import")
	bad := append(benchJSONL(600), "{\"server\":\n"...)
	if _, err := Import(ctx, db, bytes.NewReader(bad), "bad.jsonl"); err == nil {
		t.Fatal("import of a bad file succeeded")
	}
	check("after a failed import")
	if n := count(t, db, `SELECT count(*) FROM calls`); n != 3000 {
		t.Errorf("%d calls, want the 3000 of the first import", n)
	}
}

// TestImportIntoEmptyCorpusKeepsCallIndexes checks that the call and blob
// indexes an import into an empty corpus drops and builds again are there
// afterwards, with the schema's own statements, and after a failed import
// too.
func TestImportIntoEmptyCorpusKeepsCallIndexes(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "c.db")
	schema := func() map[string]string {
		t.Helper()
		rows, err := db.sql.Query(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('calls', 'blobs')`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		m := map[string]string{}
		for rows.Next() {
			var name, sql string
			if err := rows.Scan(&name, &sql); err != nil {
				t.Fatal(err)
			}
			m[name] = sql
		}
		return m
	}
	want := schema()
	if len(want) != len(callIndexes)+1 || want[blobIndex.name] != blobIndex.create {
		t.Fatalf("calls and blobs have indexes %v, want %d and %s", want, len(callIndexes), blobIndex.create)
	}
	bad := append(benchJSONL(100), "{\"server\":\n"...)
	if _, err := Import(ctx, db, bytes.NewReader(bad), "bad.jsonl"); err == nil {
		t.Fatal("import of a bad file succeeded")
	}
	if got := schema(); !maps.Equal(got, want) {
		t.Errorf("after a failed import: indexes %v, want %v", got, want)
	}
	if _, err := Import(ctx, db, bytes.NewReader(benchJSONL(500)), "a.jsonl"); err != nil {
		t.Fatal(err)
	}
	if got := schema(); !maps.Equal(got, want) {
		t.Errorf("after an import: indexes %v, want %v", got, want)
	}
	if n := count(t, db, `SELECT count(*) FROM calls INDEXED BY calls_result WHERE result_blob > 0`); n != 500 {
		t.Errorf("calls_result finds %d calls, want 500", n)
	}
	if n := count(t, db, `SELECT count(*) FROM calls INDEXED BY calls_server WHERE server_id > 0`); n != 500 {
		t.Errorf("calls_server finds %d calls, want 500", n)
	}
	if n, all := count(t, db, `SELECT count(*) FROM blobs INDEXED BY blobs_hkey WHERE hkey >= 0`), count(t, db, `SELECT count(*) FROM blobs`); n != all || n < 500 {
		t.Errorf("blobs_hkey finds %d of %d blobs", n, all)
	}
	var check string
	if err := db.sql.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Errorf("integrity_check: %q, %v", check, err)
	}
}
