package corpus

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Run statuses written by this package; callers may use their own.
const (
	RunRunning = "running" // BeginRun's status until FinishRun
	RunOK      = "ok"
)

// RunMeta describes one invocation that writes to the corpus.
type RunMeta struct {
	Tool      string    // e.g. "mcpsurvey probe"
	Version   string    // the mcpsurvey version
	Args      []string  // command-line arguments, without secret values
	StartedAt time.Time // zero means now
}

// BeginRun records the start of a run with status "running" and returns its
// id, which SaveServer needs.
func (db *DB) BeginRun(ctx context.Context, meta RunMeta) (runID int64, err error) {
	err = db.writeTx(ctx, func(t *rawTx) error {
		runID, err = insertRun(t, meta, RunRunning, time.Time{})
		return err
	})
	if err != nil {
		return 0, db.errf("begin run: %w", err)
	}
	return runID, nil
}

// FinishRun records the end of a run and its final status.
func (db *DB) FinishRun(ctx context.Context, runID int64, status string) error {
	err := db.writeTx(ctx, func(t *rawTx) error {
		res, err := t.exec(`UPDATE runs SET finished_at = ?, status = ? WHERE id = ?`,
			formatTime(time.Now()), status, runID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return fmt.Errorf("no run %d", runID)
		}
		return nil
	})
	if err != nil {
		return db.errf("finish run %d: %w", runID, err)
	}
	return nil
}

// insertRun writes one runs row.
func insertRun(t *rawTx, meta RunMeta, status string, finished time.Time) (int64, error) {
	started := meta.StartedAt
	if started.IsZero() {
		started = time.Now()
	}
	args := meta.Args
	if args == nil {
		args = []string{}
	}
	argsJSON, err := json.Marshal(args)
	if err != nil {
		return 0, err
	}
	res, err := t.exec(`INSERT INTO runs(tool, version, args_json, started_at, finished_at, status) VALUES (?, ?, ?, ?, ?, ?)`,
		meta.Tool, meta.Version, string(argsJSON), formatTime(started), formatTime(finished), status)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}
