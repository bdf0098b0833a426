package corpus

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

func TestMergeEquivalentToOneCorpus(t *testing.T) {
	ctx := context.Background()
	whole := openTemp(t, "whole.db")
	mustSave(t, whole, sampleServer("a", t0), sampleServer("b", t0.Add(time.Minute)))
	mustSave(t, whole, sampleServer("c", t0.Add(2*time.Minute)))

	shard1, shard2 := openTemp(t, "shard1.db"), openTemp(t, "shard2.db")
	mustSave(t, shard1, sampleServer("a", t0), sampleServer("c", t0.Add(2*time.Minute)))
	mustSave(t, shard2, sampleServer("b", t0.Add(time.Minute)))

	out := openTemp(t, "out.db")
	if err := Merge(ctx, out, shard1, shard2); err != nil {
		t.Fatal(err)
	}
	want, got := export(t, whole), export(t, out)
	if !bytes.Equal(got, want) {
		t.Errorf("merged export differs:\n%s\nwant:\n%s", got, want)
	}
	// The captures' policy, sandbox, roots, call reasons, argument origins
	// and rounds come along (sampleServer sets them all).
	for _, key := range []string{`"call_policy":"explore"`, `"sandbox":`, `"roots":`, `"call_reason":`, `"arg_origins":`, `"round":2`} {
		if n := bytes.Count(got, []byte(key)); n < 3 {
			t.Errorf("merged export has %s %d times, want at least 3", key, n)
		}
	}
	// Shared content is stored once in the merged corpus too.
	if w, g := count(t, whole, `SELECT count(*) FROM blobs`), count(t, out, `SELECT count(*) FROM blobs`); w != g {
		t.Errorf("merged corpus has %d blobs, one corpus %d", g, w)
	}
	// Both shards' runs are kept.
	if n := count(t, out, `SELECT count(*) FROM runs WHERE tool = 'mcpsurvey probe'`); n != 2 {
		t.Errorf("%d runs copied, want 2", n)
	}
	// Merging again adds nothing.
	if err := Merge(ctx, out, shard1, shard2); err != nil {
		t.Fatal(err)
	}
	if n := count(t, out, `SELECT count(*) FROM servers`); n != 3 {
		t.Errorf("second merge: %d server rows, want 3", n)
	}
}

func TestMergeKeepsLatestByStartedAt(t *testing.T) {
	ctx := context.Background()
	older, newer := sampleServer("a", t0), sampleServer("a", t0.Add(time.Hour))
	newer.Status = "crashed"
	s1, s2 := openTemp(t, "s1.db"), openTemp(t, "s2.db")
	mustSave(t, s1, older)
	mustSave(t, s2, newer)
	for _, order := range [][]*DB{{s1, s2}, {s2, s1}} {
		out := openTemp(t, "out.db")
		if err := Merge(ctx, out, order...); err != nil {
			t.Fatal(err)
		}
		m, err := out.CapturedServers(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if m["a"] != "crashed" {
			t.Errorf("merge kept %q, want the newer capture", m["a"])
		}
	}
	// out's own newer capture beats an older input.
	out := openTemp(t, "own.db")
	mustSave(t, out, newer)
	if err := Merge(ctx, out, s1); err != nil {
		t.Fatal(err)
	}
	if n := count(t, out, `SELECT count(*) FROM servers`); n != 1 {
		t.Errorf("older input replaced a newer capture (%d rows)", n)
	}
}

func TestMergeRefusesOutputAsInput(t *testing.T) {
	db := openTemp(t, "c.db")
	if err := Merge(context.Background(), db, db); err == nil || !strings.Contains(err.Error(), "both the output and an input") {
		t.Errorf("Merge(db, db): %v", err)
	}
}
