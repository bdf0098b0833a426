package corpus

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
)

// CallLabel is the stored label of one call of a server capture.
type CallLabel struct {
	CallID string // calls.call_id, so a reader can check it lines up with capture.Server.Calls
	Label  *Label // nil: the call has no label of the version asked for
}

// CallLabels returns, for the latest capture of server, one entry per call
// in the order of that capture's calls (as Servers and EachServer load
// them), with its stored label of classifier version when it has one. The
// evidence is returned as stored (JSON). A server without a capture gives
// an empty list.
func (db *DB) CallLabels(ctx context.Context, server, version string) ([]CallLabel, error) {
	var out []CallLabel
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		var id int64
		switch err := tx.QueryRowContext(ctx, `SELECT id FROM latest_servers WHERE name = ?`, server).Scan(&id); {
		case err == sql.ErrNoRows:
			return nil
		case err != nil:
			return err
		}
		// Same order as callsQuery (loadCalls).
		rows, err := tx.QueryContext(ctx, `SELECT c.call_id, c.id, l.pattern, l.hybrid_json, l.flags_json,
			l.confidence, l.block, l.evidence_json
			FROM calls c
			LEFT JOIN (SELECT name, min(ordinal) AS ord FROM tools WHERE server_id = ?1 GROUP BY name) t ON t.name = c.tool
			LEFT JOIN classifications l ON l.call_id = c.id AND l.classifier_version = ?2
			WHERE c.server_id = ?1
			ORDER BY t.ord IS NULL, t.ord, c.tool, c.seq, c.id`, id, version)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var cl CallLabel
			var rowID int64
			var pattern, hybrid, flags, evidence sql.NullString
			var confidence sql.NullFloat64
			var block sql.NullInt64
			if err := rows.Scan(&cl.CallID, &rowID, &pattern, &hybrid, &flags, &confidence, &block, &evidence); err != nil {
				return err
			}
			if pattern.Valid {
				l := &Label{RowID: rowID, Version: version, Pattern: pattern.String, Confidence: confidence.Float64,
					Block: int(block.Int64), Evidence: json.RawMessage(evidence.String)}
				if err := decodeStrings(&l.Hybrid, hybrid.String); err != nil {
					return fmt.Errorf("call %q: hybrid_json: %w", cl.CallID, err)
				}
				if err := decodeStrings(&l.Flags, flags.String); err != nil {
					return fmt.Errorf("call %q: flags_json: %w", cl.CallID, err)
				}
				cl.Label = l
			}
			out = append(out, cl)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, db.errf("labels of server %q: %w", server, err)
	}
	return out, nil
}

// decodeStrings reads a stored JSON array of strings; an empty array (or
// the schema's old '{}' default) leaves *dst nil.
func decodeStrings(dst *[]string, s string) error {
	if s == "" || s == "[]" || s == "{}" {
		return nil
	}
	return json.Unmarshal([]byte(s), dst)
}
