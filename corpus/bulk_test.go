package corpus

import (
	"bytes"
	"context"
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
