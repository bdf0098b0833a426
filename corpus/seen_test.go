package corpus

import (
	"bytes"
	"context"
	"testing"
)

// TestImportForgettingBlobsStoresEachOnce imports into an empty corpus with
// a writer that forgets the blobs it stored every few blobs: from then on
// it searches the table (through the key index, which it builds again
// first), and still stores every content once.
func TestImportForgettingBlobsStoresEachOnce(t *testing.T) {
	ctx := context.Background()
	data := benchJSONL(600)
	ref := openTemp(t, "ref.db")
	if _, err := Import(ctx, ref, bytes.NewReader(data), "a.jsonl"); err != nil {
		t.Fatal(err)
	}
	want := count(t, ref, `SELECT count(*) FROM blobs`)

	defer func(n int) { maxSeen = n }(maxSeen)
	maxSeen = 16
	db := openTemp(t, "small.db")
	if _, err := Import(ctx, db, bytes.NewReader(data), "a.jsonl"); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT count(*) FROM blobs`); n != want {
		t.Errorf("%d blobs, want %d", n, want)
	}
	if n := count(t, db, `SELECT count(*) FROM sqlite_master WHERE name = 'blobs_hkey'`); n != 1 {
		t.Errorf("blobs_hkey present %d times", n)
	}
	if got, w := export(t, db), export(t, ref); !bytes.Equal(got, w) {
		t.Error("export differs from the import that remembered every blob")
	}
	if _, err := Import(ctx, db, bytes.NewReader(data), "again.jsonl"); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT count(*) FROM blobs`); n != want {
		t.Errorf("%d blobs after a second import, want %d", n, want)
	}
}
