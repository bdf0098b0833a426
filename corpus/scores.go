package corpus

import (
	"context"
	"database/sql"
	"math"
)

// ScoreRow is one stored coverage metric: a value of one metric for a tool
// (Server and Tool set), a server (Tool empty), a pattern (Server and Tool
// empty, Pattern set) or the whole corpus (all three empty), computed by
// one scorer version.
type ScoreRow struct {
	Server  string
	Tool    string
	Pattern string
	Metric  string
	Value   float64
	Version string
}

// SaveScores replaces every stored score row of version with rows, in one
// transaction; each row's Version is set to version. Rows whose value is
// not a finite number are refused (SQLite would store NaN as NULL).
func (db *DB) SaveScores(ctx context.Context, version string, rows []ScoreRow) error {
	for _, r := range rows {
		if math.IsNaN(r.Value) || math.IsInf(r.Value, 0) {
			return db.errf("save scores: %s %s/%s/%s: value %v is not a finite number", r.Metric, r.Server, r.Tool, r.Pattern, r.Value)
		}
		if r.Metric == "" {
			return db.errf("save scores: %s/%s/%s: empty metric name", r.Server, r.Tool, r.Pattern)
		}
	}
	db.wmu.Lock()
	defer db.wmu.Unlock()
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return db.errf("save scores: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM scores WHERE version = ?`, version); err != nil {
		return db.errf("save scores: %w", err)
	}
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO scores (server, tool, pattern, metric, value, version) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return db.errf("save scores: %w", err)
	}
	defer stmt.Close()
	for _, r := range rows {
		if _, err := stmt.ExecContext(ctx, r.Server, r.Tool, r.Pattern, r.Metric, r.Value, version); err != nil {
			return db.errf("save score %s of %s/%s: %w", r.Metric, r.Server, r.Tool, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return db.errf("save scores: %w", err)
	}
	return nil
}

// Scores returns the stored score rows of version, in insertion order.
func (db *DB) Scores(ctx context.Context, version string) ([]ScoreRow, error) {
	var out []ScoreRow
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT server, tool, pattern, metric, value, version FROM scores WHERE version = ? ORDER BY id`, version)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var r ScoreRow
			if err := rows.Scan(&r.Server, &r.Tool, &r.Pattern, &r.Metric, &r.Value, &r.Version); err != nil {
				return err
			}
			out = append(out, r)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, db.errf("scores: %w", err)
	}
	return out, nil
}

// StoredPatterns maps the row id (calls.id, [CallRow.RowID]) of every
// labelled call of the latest captures to its stored pattern under
// classifier version. Calls without a label of that version are absent.
func (db *DB) StoredPatterns(ctx context.Context, version string) (map[int64]string, error) {
	out := map[int64]string{}
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT l.call_id, l.pattern FROM classifications l JOIN calls c ON c.id = l.call_id
			WHERE l.classifier_version = ? AND c.server_id IN (SELECT id FROM latest_servers)`, version)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var p string
			if err := rows.Scan(&id, &p); err != nil {
				return err
			}
			out[id] = p
		}
		return rows.Err()
	})
	if err != nil {
		return nil, db.errf("stored patterns: %w", err)
	}
	return out, nil
}
