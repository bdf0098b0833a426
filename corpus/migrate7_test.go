package corpus

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"path/filepath"
	"testing"
)

// TestOpenMigratesV6ToV7 copies a corpus into a version-6 file (blobs with
// a UNIQUE hash and no key), opens it, and checks that the upgrade keeps
// every row (the export is byte for byte the same), computes each blob's key
// as the writer does, leaves foreign keys and the file intact, and that the
// next import finds the migrated blobs instead of storing them again.
func TestOpenMigratesV6ToV7(t *testing.T) {
	ctx := context.Background()
	src := openTemp(t, "src.db")
	mustSave(t, src, sampleServer("s1", t0), sampleServer("s2", t0), modernServer())
	want := export(t, src)
	srcBlobs := count(t, src, `SELECT count(*) FROM blobs`)
	if srcBlobs < 5 {
		t.Fatalf("only %d blobs in the source corpus", srcBlobs)
	}

	path := filepath.Join(t.TempDir(), "v6.db")
	raw, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	raw.SetMaxOpenConns(1) // ATTACH is per connection
	if err := migrate(ctx, raw, 6); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`ATTACH DATABASE ? AS src`, src.Path()); err != nil {
		t.Fatal(err)
	}
	// Every table but blobs has the same columns in versions 6 and 7.
	copies := []string{`INSERT INTO main.blobs(id, hash, data, size) SELECT id, hash, data, size FROM src.blobs`}
	for _, table := range []string{"runs", "servers", "tools", "calls", "events", "wire_messages", "list_results"} {
		copies = append(copies, `INSERT INTO main.`+table+` SELECT * FROM src.`+table)
	}
	for _, q := range copies {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if _, err := raw.Exec(`DETACH DATABASE src`); err != nil {
		t.Fatal(err)
	}
	var unique int
	if err := raw.QueryRow(`SELECT count(*) FROM sqlite_master WHERE tbl_name = 'blobs' AND name LIKE 'sqlite_autoindex%'`).Scan(&unique); err != nil || unique != 1 {
		t.Fatalf("version 6 blobs: %d unique indexes, %v", unique, err)
	}
	raw.Close()

	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if v := count(t, db, `SELECT max(version) FROM schema_migrations`); v != 7 {
		t.Errorf("version after migration %d, want 7", v)
	}
	if got := export(t, db); !bytes.Equal(got, want) {
		t.Errorf("export after migration differs:\ngot:\n%s\nwant:\n%s", got, want)
	}
	rows, err := db.sql.Query(`SELECT hash, data, hkey FROM blobs`)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for rows.Next() {
		var h, data string
		var key int64
		if err := rows.Scan(&h, &data, &key); err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256([]byte(data))
		if h != hex.EncodeToString(sum[:]) || key != blobKey(&sum) || key < 0 {
			t.Errorf("blob %.40q: hash %s, key %d; want %x, %d", data, h, key, sum, blobKey(&sum))
		}
		n++
	}
	rows.Close()
	if n != srcBlobs {
		t.Errorf("%d blobs after migration, want %d", n, srcBlobs)
	}
	if n := count(t, db, `SELECT count(*) FROM pragma_foreign_key_check`); n != 0 {
		t.Errorf("foreign_key_check reports %d rows", n)
	}
	var check string
	if err := db.sql.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Errorf("integrity_check: %q, %v", check, err)
	}
	var idx string
	if err := db.sql.QueryRow(`SELECT group_concat(name) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'blobs'`).Scan(&idx); err != nil || idx != "blobs_hkey" {
		t.Errorf("indexes of blobs: %q, %v; want blobs_hkey", idx, err)
	}
	if n := count(t, db, `PRAGMA foreign_keys`); n != 1 {
		t.Errorf("foreign_keys = %d after migration, want 1", n)
	}
	// Importing the same content again stores no blob twice.
	if _, err := Import(ctx, db, bytes.NewReader(want), "again.jsonl"); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT count(*) FROM blobs`); n != srcBlobs {
		t.Errorf("%d blobs after importing the same content, want %d", n, srcBlobs)
	}
	mustSave(t, db, sampleServer("s1", t0.Add(1)))
	if n := count(t, db, `SELECT count(*) FROM blobs`); n != srcBlobs {
		t.Errorf("%d blobs after saving the same capture, want %d", n, srcBlobs)
	}
}

// TestBlobKeyCollisionKeepsBothBlobs stores a blob whose key equals that of
// a stored blob with other content: both are kept, and each is found by
// its own content afterwards.
func TestBlobKeyCollisionKeepsBothBlobs(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "k.db")
	mustSave(t, db, sampleServer("s1", t0))
	other := []byte(`{"content":[],"isError":false,"other":true}`)
	sum := sha256.Sum256(other)
	// Forge a stored blob with other's key and another content.
	if _, err := db.sql.Exec(`INSERT INTO blobs(hash, data, size, hkey) VALUES ('forged', 'not it', 6, ?)`, blobKey(&sum)); err != nil {
		t.Fatal(err)
	}
	var ids [2]any
	for i := range ids {
		err := db.writeTx(ctx, func(tx *rawTx) error {
			w, err := newWriter(tx)
			if err != nil {
				return err
			}
			defer w.close()
			ids[i], err = w.putBlob(other)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if ids[0] != ids[1] {
		t.Errorf("the same content stored twice: ids %v", ids)
	}
	var data string
	if err := db.sql.QueryRow(`SELECT data FROM blobs WHERE id = ?`, ids[0]).Scan(&data); err != nil || data != string(other) {
		t.Errorf("blob %v holds %q, %v", ids[0], data, err)
	}
	if n := count(t, db, `SELECT count(*) FROM blobs WHERE hkey = ?`, blobKey(&sum)); n != 2 {
		t.Errorf("%d blobs with the key, want 2", n)
	}
}
