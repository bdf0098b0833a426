package corpus

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"
)

// SuggestionRow is one stored suggestion: the text_extraction config a
// suggester proposed for one tool, or the reason it proposed none.
type SuggestionRow struct {
	Server string
	Tool   string
	// Config is the suggested config (the suggester decides its shape; the
	// suggest command stores a one-entry gateway `{"virtual_tools":{...}}`).
	// Empty for a row without a suggestion ("{}" is stored).
	Config json.RawMessage
	// OutputSchema is the inferred output_schema ("" when none).
	OutputSchema json.RawMessage
	// Reason says why there is no suggestion, or notes on the one given.
	Reason    string
	Version   string // suggester version
	CreatedAt time.Time
}

// SaveSuggestions stores rows in one transaction. For every (server, tool,
// version) among rows, the rows stored before under the same key are
// replaced, so a re-run keeps one current suggestion per tool and version.
// A zero CreatedAt is stored as the time of the call.
func (db *DB) SaveSuggestions(ctx context.Context, rows []SuggestionRow) error {
	db.wmu.Lock()
	defer db.wmu.Unlock()
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return db.errf("save suggestions: %w", err)
	}
	defer tx.Rollback()
	del, err := tx.PrepareContext(ctx, `DELETE FROM suggestions WHERE server = ? AND tool = ? AND version = ?`)
	if err != nil {
		return db.errf("save suggestions: %w", err)
	}
	defer del.Close()
	ins, err := tx.PrepareContext(ctx, `INSERT INTO suggestions
		(server, tool, config_json, output_schema_json, reason, version, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return db.errf("save suggestions: %w", err)
	}
	defer ins.Close()
	now := time.Now()
	type key struct{ server, tool, version string }
	cleared := map[key]bool{}
	for _, r := range rows {
		k := key{r.Server, r.Tool, r.Version}
		if !cleared[k] {
			cleared[k] = true
			if _, err := del.ExecContext(ctx, r.Server, r.Tool, r.Version); err != nil {
				return db.errf("save suggestion for %s/%s: %w", r.Server, r.Tool, err)
			}
		}
		cfg := string(r.Config)
		if len(r.Config) == 0 {
			cfg = "{}"
		}
		at := r.CreatedAt
		if at.IsZero() {
			at = now
		}
		if _, err := ins.ExecContext(ctx, r.Server, r.Tool, cfg, string(r.OutputSchema), r.Reason, r.Version, formatTime(at)); err != nil {
			return db.errf("save suggestion for %s/%s: %w", r.Server, r.Tool, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return db.errf("save suggestions: %w", err)
	}
	return nil
}

// Suggestions returns the stored suggestions of one suggester version (all
// versions when version is ""), ordered by server, tool, version and
// insertion. A stored "{}" config reads back as an empty Config.
func (db *DB) Suggestions(ctx context.Context, version string) ([]SuggestionRow, error) {
	var out []SuggestionRow
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT server, tool, config_json, output_schema_json, reason, version, created_at
			FROM suggestions WHERE ? = '' OR version = ?
			ORDER BY server, tool, version, id`, version, version)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var r SuggestionRow
			var cfg, schema, at string
			if err := rows.Scan(&r.Server, &r.Tool, &cfg, &schema, &r.Reason, &r.Version, &at); err != nil {
				return err
			}
			if cfg != "{}" && cfg != "" {
				r.Config = json.RawMessage(cfg)
			}
			if schema != "" {
				r.OutputSchema = json.RawMessage(schema)
			}
			if r.CreatedAt, err = parseTime(at); err != nil {
				return err
			}
			out = append(out, r)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, db.errf("read suggestions: %w", err)
	}
	return out, nil
}
