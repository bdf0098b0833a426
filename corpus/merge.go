package corpus

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
)

// Merge combines shard corpora into out in one transaction. For every server
// name it keeps the capture with the latest started_at among the latest
// capture of that name in out and in each input: on a tie out's capture
// stays, and among inputs the later argument wins. A chosen capture is
// copied with its tools, calls and events (blobs deduplicated) and with the
// run that recorded it. Merging the same shard twice adds nothing.
func Merge(ctx context.Context, out *DB, in ...*DB) error {
	outAbs, _ := filepath.Abs(out.path)
	for _, db := range in {
		if a, _ := filepath.Abs(db.path); a == outAbs {
			return out.errf("merge: %s is both the output and an input", db.path)
		}
	}
	type pick struct {
		from int // -1: out itself
		ref  serverRef
	}
	// Every input's latest captures, read from one snapshot each.
	picks := map[string]pick{}
	outRefs, err := latestRefs(ctx, out.sql)
	if err != nil {
		return out.errf("merge: %w", err)
	}
	for _, r := range outRefs {
		picks[r.name] = pick{from: -1, ref: r}
	}
	for i, db := range in {
		refs, err := latestRefs(ctx, db.sql)
		if err != nil {
			return db.errf("merge: %w", err)
		}
		for _, r := range refs {
			p, ok := picks[r.name]
			// Stored times have a fixed width, so text order is time order.
			switch {
			case !ok, r.startedAt > p.ref.startedAt, r.startedAt == p.ref.startedAt && p.from >= 0:
				picks[r.name] = pick{from: i, ref: r}
			}
		}
	}
	names := make([]string, 0, len(picks))
	for name, p := range picks {
		if p.from >= 0 {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	if len(names) == 0 {
		return nil
	}
	err = out.writeTx(ctx, func(tx *sql.Tx) error {
		w, err := newWriter(ctx, tx)
		if err != nil {
			return err
		}
		defer w.close()
		runs := map[[2]int64]int64{} // (input, run id) -> run id in out
		for _, name := range names {
			p := picks[name]
			src := in[p.from]
			key := [2]int64{int64(p.from), p.ref.runID}
			runID, ok := runs[key]
			if !ok {
				if runID, err = copyRun(ctx, src, tx, p.ref.runID); err != nil {
					return fmt.Errorf("%s: run %d: %w", src.path, p.ref.runID, err)
				}
				runs[key] = runID
			}
			s, err := loadServer(ctx, src.sql, p.ref.id)
			if err != nil {
				return fmt.Errorf("%s: server %q: %w", src.path, name, err)
			}
			if err := w.writeServer(ctx, runID, s); err != nil {
				return fmt.Errorf("%s: server %q: %w", src.path, name, err)
			}
		}
		return nil
	})
	if err != nil {
		return out.errf("merge: %w", err)
	}
	return nil
}

// copyRun copies one runs row of src into tx and returns its new id.
func copyRun(ctx context.Context, src *DB, tx *sql.Tx, id int64) (int64, error) {
	var tool, version, args, started, finished, status string
	err := src.sql.QueryRowContext(ctx, `SELECT tool, version, args_json, started_at, finished_at, status FROM runs WHERE id = ?`, id).
		Scan(&tool, &version, &args, &started, &finished, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errors.New("missing")
	}
	if err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO runs(tool, version, args_json, started_at, finished_at, status) VALUES (?, ?, ?, ?, ?, ?)`,
		tool, version, args, started, finished, status)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}
