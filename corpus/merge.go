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
// run that recorded it. Records of filed GitHub issues are carried over
// (see [DB.RecordFiledIssue]). Merging the same shard twice adds nothing.
// The inputs are only read.
func Merge(ctx context.Context, out *DB, in ...*DB) error {
	outAbs, _ := filepath.Abs(out.path)
	for _, db := range in {
		if a, _ := filepath.Abs(db.path); a == outAbs {
			return out.errf("merge: %s is both the output and an input", db.path)
		}
	}
	inRefs := make([][]serverRef, len(in))
	for i, db := range in {
		refs, err := latestRefs(ctx, db.sql)
		if err != nil {
			return db.errf("merge: %w", err)
		}
		inRefs[i] = refs
	}
	err := out.writeTx(ctx, func(t *rawTx) error {
		// out's own captures are read while this transaction holds the
		// write lock, so no other writer can add a newer one meanwhile.
		outRefs, err := latestRefs(ctx, out.sql)
		if err != nil {
			return err
		}
		if err := mergeFiledIssues(ctx, t, in); err != nil {
			return err
		}
		picks := pickLatest(outRefs, inRefs)
		if len(picks) == 0 {
			return nil
		}
		w, err := newWriter(t)
		if err != nil {
			return err
		}
		defer w.close()
		runs := map[[2]int64]int64{} // (input, run id) -> run id in out
		for _, p := range picks {
			if err := ctx.Err(); err != nil {
				return err
			}
			src := in[p.from]
			key := [2]int64{int64(p.from), p.ref.runID}
			runID, ok := runs[key]
			if !ok {
				if runID, err = copyRun(ctx, src, t, p.ref.runID); err != nil {
					return fmt.Errorf("%s: run %d: %w", src.path, p.ref.runID, err)
				}
				runs[key] = runID
			}
			s, err := loadServer(ctx, src.sql, p.ref.id)
			if err != nil {
				return fmt.Errorf("%s: server %q: %w", src.path, p.ref.name, err)
			}
			if err := w.writeServer(runID, s); err != nil {
				return fmt.Errorf("%s: server %q: %w", src.path, p.ref.name, err)
			}
		}
		return nil
	})
	if err != nil {
		return out.errf("merge: %w", err)
	}
	return nil
}

// mergePick is a capture chosen from input from.
type mergePick struct {
	from int
	ref  serverRef
}

// pickLatest chooses, per server name, the capture with the latest
// started_at, and returns those that come from an input, ordered by name.
func pickLatest(outRefs []serverRef, inRefs [][]serverRef) []mergePick {
	const fromOut = -1
	best := map[string]mergePick{}
	for _, r := range outRefs {
		best[r.name] = mergePick{from: fromOut, ref: r}
	}
	for i, refs := range inRefs {
		for _, r := range refs {
			p, ok := best[r.name]
			// Stored times have a fixed width, so text order is time order.
			switch {
			case !ok, r.startedAt > p.ref.startedAt, r.startedAt == p.ref.startedAt && p.from != fromOut:
				best[r.name] = mergePick{from: i, ref: r}
			}
		}
	}
	var picks []mergePick
	for _, p := range best {
		if p.from != fromOut {
			picks = append(picks, p)
		}
	}
	slices.SortFunc(picks, func(a, b mergePick) int {
		switch {
		case a.ref.name < b.ref.name:
			return -1
		case a.ref.name > b.ref.name:
			return 1
		}
		return 0
	})
	return picks
}

// copyRun copies one runs row of src into t and returns its new id.
func copyRun(ctx context.Context, src *DB, t *rawTx, id int64) (int64, error) {
	var tool, version, args, started, finished, status string
	err := src.sql.QueryRowContext(ctx, `SELECT tool, version, args_json, started_at, finished_at, status FROM runs WHERE id = ?`, id).
		Scan(&tool, &version, &args, &started, &finished, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errors.New("missing")
	}
	if err != nil {
		return 0, err
	}
	res, err := t.exec(`INSERT INTO runs(tool, version, args_json, started_at, finished_at, status) VALUES (?, ?, ?, ?, ?, ?)`,
		tool, version, args, started, finished, status)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}
