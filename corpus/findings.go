package corpus

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
)

// Finding is one stored conformance finding (the findings table).
type Finding struct {
	RunID    int64 // the `mcpsurvey check` run that produced it
	CheckID  string
	Severity string
	Server   string
	Tool     string // "" for server-level findings
	CallID   string // "" unless the finding is about one call
	Message  string
	Evidence json.RawMessage // a JSON object; empty means {}
}

// FindingScope says which stored findings a new set replaces: those of
// the listed servers and check IDs. A check run over servers S with
// checks C owns exactly the pairs S×C, so running a subset of the checks
// (or of the servers) leaves the other findings in place, and re-running
// the same selection leaves only the new verdict.
type FindingScope struct {
	Servers  []string
	CheckIDs []string
}

// SaveFindings replaces, in one transaction, the stored findings of every
// (server, check ID) pair in scope with fs, recorded under runID. Every
// finding must fall inside the scope.
func (db *DB) SaveFindings(ctx context.Context, runID int64, scope FindingScope, fs []Finding) error {
	inServer := map[string]bool{}
	for _, s := range scope.Servers {
		inServer[s] = true
	}
	inCheck := map[string]bool{}
	for _, c := range scope.CheckIDs {
		inCheck[c] = true
	}
	for _, f := range fs {
		if !inServer[f.Server] || !inCheck[f.CheckID] {
			return db.errf("save findings: finding %s for server %q is outside the scope of this save", f.CheckID, f.Server)
		}
	}
	db.wmu.Lock()
	defer db.wmu.Unlock()
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return db.errf("save findings: %w", err)
	}
	defer tx.Rollback()
	if len(scope.CheckIDs) > 0 {
		del := `DELETE FROM findings WHERE server = ? AND check_id IN (?` + strings.Repeat(",?", len(scope.CheckIDs)-1) + `)`
		stmt, err := tx.PrepareContext(ctx, del)
		if err != nil {
			return db.errf("save findings: %w", err)
		}
		defer stmt.Close()
		args := make([]any, 1+len(scope.CheckIDs))
		for i, c := range scope.CheckIDs {
			args[i+1] = c
		}
		for _, s := range scope.Servers {
			args[0] = s
			if _, err := stmt.ExecContext(ctx, args...); err != nil {
				return db.errf("save findings: clear server %q: %w", s, err)
			}
		}
	}
	ins, err := tx.PrepareContext(ctx, `INSERT INTO findings(run_id, check_id, severity, server, tool, call_id, message, evidence_json)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return db.errf("save findings: %w", err)
	}
	defer ins.Close()
	var run any
	if runID > 0 {
		run = runID
	}
	for _, f := range fs {
		ev := strings.TrimSpace(string(f.Evidence))
		if ev == "" || ev == "null" {
			ev = "{}"
		}
		if !json.Valid([]byte(ev)) {
			return db.errf("save findings: %s for server %q: evidence is not valid JSON", f.CheckID, f.Server)
		}
		if _, err := ins.ExecContext(ctx, run, f.CheckID, f.Severity, f.Server, f.Tool, f.CallID, f.Message, ev); err != nil {
			return db.errf("save finding %s for server %q: %w", f.CheckID, f.Server, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return db.errf("save findings: %w", err)
	}
	return nil
}

// Findings returns the stored findings in insertion order; runID 0 means
// every run, otherwise only that run's.
func (db *DB) Findings(ctx context.Context, runID int64) ([]Finding, error) {
	var out []Finding
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		q := `SELECT coalesce(run_id, 0), check_id, severity, server, tool, call_id, message, evidence_json FROM findings`
		var args []any
		if runID != 0 {
			q += ` WHERE run_id = ?`
			args = append(args, runID)
		}
		rows, err := tx.QueryContext(ctx, q+` ORDER BY id`, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var f Finding
			var ev string
			if err := rows.Scan(&f.RunID, &f.CheckID, &f.Severity, &f.Server, &f.Tool, &f.CallID, &f.Message, &ev); err != nil {
				return err
			}
			f.Evidence = json.RawMessage(ev)
			out = append(out, f)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, db.errf("load findings: %w", err)
	}
	return out, nil
}
