package corpus

import (
	"context"
	"math"
	"strings"
	"testing"
)

func TestSaveScoresReplacesVersion(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "scores.db")
	first := []ScoreRow{
		{Server: "s", Tool: "t", Pattern: "key_value", Metric: "success", Value: 0.5},
		{Server: "s", Metric: "success", Value: 0.25},
		{Pattern: "key_value", Metric: "recall", Value: 1},
	}
	if err := db.SaveScores(ctx, "v1", first); err != nil {
		t.Fatal(err)
	}
	if err := db.SaveScores(ctx, "v2", []ScoreRow{{Server: "other", Metric: "success", Value: 0.9}}); err != nil {
		t.Fatal(err)
	}
	got, err := db.Scores(ctx, "v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("v1 rows = %d, want 3: %+v", len(got), got)
	}
	for i, r := range got {
		want := first[i]
		want.Version = "v1"
		if r != want {
			t.Errorf("row %d = %+v, want %+v", i, r, want)
		}
	}
	// Saving v1 again replaces its rows and leaves v2 alone.
	if err := db.SaveScores(ctx, "v1", []ScoreRow{{Server: "s", Tool: "t", Metric: "success", Value: 0.75}}); err != nil {
		t.Fatal(err)
	}
	got, _ = db.Scores(ctx, "v1")
	if len(got) != 1 || got[0].Value != 0.75 || got[0].Tool != "t" {
		t.Fatalf("after replace v1 = %+v", got)
	}
	v2, _ := db.Scores(ctx, "v2")
	if len(v2) != 1 || v2[0].Server != "other" {
		t.Fatalf("v2 = %+v, want its one row kept", v2)
	}
	if n := count(t, db, `SELECT count(*) FROM scores`); n != 2 {
		t.Fatalf("scores rows = %d, want 2", n)
	}
}

func TestSaveScoresRefusesNaNAndKeepsOldRows(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "scores.db")
	if err := db.SaveScores(ctx, "v1", []ScoreRow{{Server: "s", Metric: "success", Value: 1}}); err != nil {
		t.Fatal(err)
	}
	err := db.SaveScores(ctx, "v1", []ScoreRow{{Server: "s", Tool: "t", Metric: "recall", Value: math.NaN()}})
	if err == nil || !strings.Contains(err.Error(), "recall") || !strings.Contains(err.Error(), "s/t") {
		t.Fatalf("err = %v, want a refusal naming the metric and tool", err)
	}
	if err := db.SaveScores(ctx, "v1", []ScoreRow{{Server: "s"}}); err == nil {
		t.Fatal("empty metric accepted")
	}
	got, _ := db.Scores(ctx, "v1")
	if len(got) != 1 || got[0].Metric != "success" {
		t.Fatalf("a refused save changed the stored rows: %+v", got)
	}
}

func TestStoredPatterns(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t, "labels.db")
	mustSave(t, db, sampleServer("alpha", t0))
	var rows []CallRow
	if err := db.LatestCalls(ctx, func(c CallRow) error { rows = append(rows, c); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(rows) < 2 {
		t.Fatalf("calls = %d", len(rows))
	}
	labels := []Label{{RowID: rows[0].RowID, Version: "1", Pattern: "key_value"}, {RowID: rows[1].RowID, Version: "2", Pattern: "markdown_table"}}
	if err := db.SaveLabels(ctx, labels); err != nil {
		t.Fatal(err)
	}
	got, err := db.StoredPatterns(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[rows[0].RowID] != "key_value" {
		t.Fatalf("patterns of version 1 = %v", got)
	}
}
