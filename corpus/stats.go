package corpus

import (
	"context"
	"database/sql"
)

// Stats counts the latest capture of every server (what Servers returns),
// plus all runs. Its JSON form is the one `corpus stats --json` prints:
//
//	{"servers":{"total":N,"by_status":{..}},"tools":{"total":N,"called":N,"skipped":N},
//	 "calls":{"total":N,"by_status":{..}},"runs":N,"results_stored":N}
type Stats struct {
	Servers StatusCount `json:"servers"`
	Tools   ToolCount   `json:"tools"`
	Calls   StatusCount `json:"calls"`
	// Runs counts all runs recorded in the corpus.
	Runs int `json:"runs"`
	// ResultsStored counts the distinct results (content-addressed blobs)
	// of the counted calls.
	ResultsStored int `json:"results_stored"`
}

// StatusCount is a total and its split by status.
type StatusCount struct {
	Total    int            `json:"total"`
	ByStatus map[string]int `json:"by_status"`
}

// ToolCount counts listed tools: all of them, those with at least one call,
// and those skipped with a reason.
type ToolCount struct {
	Total   int `json:"total"`
	Called  int `json:"called"`
	Skipped int `json:"skipped"`
}

const latestIDs = `(SELECT max(id) FROM servers GROUP BY name)`

// Stats counts what the corpus holds.
func (db *DB) Stats(ctx context.Context) (Stats, error) {
	st := Stats{
		Servers: StatusCount{ByStatus: map[string]int{}},
		Calls:   StatusCount{ByStatus: map[string]int{}},
	}
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		if err := countByStatus(ctx, tx, `SELECT status, count(*) FROM latest_servers GROUP BY status`, &st.Servers); err != nil {
			return err
		}
		if err := countByStatus(ctx, tx, `SELECT status, count(*) FROM calls WHERE server_id IN `+latestIDs+` GROUP BY status`, &st.Calls); err != nil {
			return err
		}
		err := tx.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(skip_reason <> ''), 0)
			FROM tools WHERE server_id IN `+latestIDs).Scan(&st.Tools.Total, &st.Tools.Skipped)
		if err != nil {
			return err
		}
		// One pass over the calls, not one probe per tool.
		err = tx.QueryRowContext(ctx, `WITH called AS (SELECT DISTINCT server_id, tool FROM calls WHERE server_id IN `+latestIDs+`)
			SELECT count(*) FROM tools t JOIN called c ON c.server_id = t.server_id AND c.tool = t.name
			WHERE t.server_id IN `+latestIDs).Scan(&st.Tools.Called)
		if err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM runs`).Scan(&st.Runs); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `SELECT count(DISTINCT result_blob) FROM calls WHERE server_id IN `+latestIDs).Scan(&st.ResultsStored)
	})
	if err != nil {
		return Stats{}, db.errf("stats: %w", err)
	}
	return st, nil
}

func countByStatus(ctx context.Context, tx *sql.Tx, query string, dst *StatusCount) error {
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var status string
		var n int
		if err := rows.Scan(&status, &n); err != nil {
			return err
		}
		dst.ByStatus[status] = n
		dst.Total += n
	}
	return rows.Err()
}
