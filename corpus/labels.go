package corpus

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// CallRow is one stored call as the later stages read it: the raw result
// or error and the raw definition of its tool.
type CallRow struct {
	RowID   int64 // calls.id, the key labels are stored under
	Server  string
	Tool    string
	CallID  string
	Status  string
	Result  json.RawMessage
	Error   json.RawMessage
	ToolDef json.RawMessage
}

// LatestCalls calls fn for every call of the latest capture of every
// server, in server, tool-ordinal and seq order. Calls without an answer
// (timeouts, crashes, argument errors) are included with empty Result and
// Error; the caller decides what to do with them. So are input_required
// calls (MCP 2026-07-28): their result asks the client for input and is
// no output of the tool, so it is not passed on to the stages that
// classify and fit outputs (Servers and Export keep it).
func (db *DB) LatestCalls(ctx context.Context, fn func(CallRow) error) error {
	return db.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT c.id, s.name, c.tool, c.call_id, c.status, rb.data, c.error_json, db.data
			FROM calls c
			JOIN latest_servers s ON s.id = c.server_id
			LEFT JOIN blobs rb ON rb.id = c.result_blob
			LEFT JOIN tools t ON t.server_id = c.server_id AND t.name = c.tool
			LEFT JOIN blobs db ON db.id = t.def_blob
			GROUP BY c.id
			ORDER BY s.name, min(coalesce(t.ordinal, 1e9)), c.tool, c.seq`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var r CallRow
			var result, errJSON, def []byte
			if err := rows.Scan(&r.RowID, &r.Server, &r.Tool, &r.CallID, &r.Status, &result, &errJSON, &def); err != nil {
				return err
			}
			r.Result, r.Error, r.ToolDef = result, errJSON, def
			if r.Status == capture.CallInputRequired {
				r.Result = nil
			}
			if err := fn(r); err != nil {
				return err
			}
		}
		return rows.Err()
	})
}

// Label is a stored classification of one call.
type Label struct {
	RowID      int64 // calls.id
	Version    string
	Pattern    string
	Hybrid     []string
	Flags      []string
	Confidence float64
	Block      int
	Evidence   json.RawMessage
}

// SaveLabels stores labels of one classifier version in one transaction,
// replacing earlier labels of the same version for the same calls.
func (db *DB) SaveLabels(ctx context.Context, labels []Label) error {
	db.wmu.Lock()
	defer db.wmu.Unlock()
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return db.errf("save labels: %w", err)
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO classifications
		(call_id, classifier_version, pattern, hybrid, hybrid_json, flags_json, confidence, evidence_json, block, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return db.errf("save labels: %w", err)
	}
	defer stmt.Close()
	now := formatTime(time.Now())
	for _, l := range labels {
		hybrid, _ := json.Marshal(nonNil(l.Hybrid))
		flags, _ := json.Marshal(nonNil(l.Flags))
		ev := l.Evidence
		if len(ev) == 0 {
			ev = json.RawMessage("[]")
		}
		if _, err := stmt.ExecContext(ctx, l.RowID, l.Version, l.Pattern, len(l.Hybrid), string(hybrid), string(flags),
			l.Confidence, string(ev), l.Block, now); err != nil {
			return db.errf("save label of call %d: %w", l.RowID, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return db.errf("save labels: %w", err)
	}
	return nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// ServerSummary is what the survey tables need of one server: its latest
// capture's tools and the labels of its calls under one classifier
// version.
type ServerSummary struct {
	Name             string
	ServerName       string // serverInfo.name
	Status           string
	Tools            int
	ToolsWithOutput  int // tools declaring an outputSchema
	ToolsCalled      int
	Calls            int // calls with a result or error
	Labelled         int // calls with a label of this version
	PatternCalls     map[string]int
	PatternTools     map[string]int   // tools with at least one call of the pattern
	PatternBytes     map[string]int64 // answer bytes per pattern
	HybridCalls      int
	ErrorResultCalls int // labelled calls that are error answers (isError, JSON-RPC error, error text)
	// Usable counts the labelled calls that are outputs: answered, not
	// isError, no JSON-RPC error, no error text. The pattern maps count
	// these only: an error answer is not an output of a pattern.
	Usable      int
	ToolsUsable int // tools with at least one usable call
	// Errors counts the calls that failed, by form: "is_error" (a result
	// with isError), "rpc_error" (a JSON-RPC error), "error_text" (text
	// that reads as an error without isError), "timeout" (no answer in
	// time) and "no_answer" (crash, transport failure, oversized or invalid
	// answer).
	Errors map[string]int
	// InputRequired counts the calls answered with an input_required
	// result (MCP 2026-07-28): the server asked for input the probe does
	// not make up. They are neither usable outputs nor errors, and are not
	// in Calls.
	InputRequired int
}

// Error forms (ServerSummary.Errors keys), in report order.
var ErrorForms = []string{"is_error", "rpc_error", "error_text", "timeout", "no_answer"}

// Summaries returns a ServerSummary for the latest capture of every
// server, ordered by name, with the labels of classifier version.
func (db *DB) Summaries(ctx context.Context, version string) ([]ServerSummary, error) {
	var out []ServerSummary
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT s.id, s.name, s.server_name, s.status,
				(SELECT count(*) FROM tools t WHERE t.server_id = s.id),
				(SELECT count(*) FROM tools t WHERE t.server_id = s.id AND t.has_output_schema = 1),
				(SELECT count(DISTINCT c.tool) FROM calls c WHERE c.server_id = s.id AND (c.result_blob IS NOT NULL OR c.error_json IS NOT NULL)),
				(SELECT count(*) FROM calls c WHERE c.server_id = s.id AND (c.result_blob IS NOT NULL OR c.error_json IS NOT NULL) AND c.status <> 'input_required'),
				(SELECT count(*) FROM calls c WHERE c.server_id = s.id AND c.status = 'input_required')
			FROM latest_servers s ORDER BY s.name`)
		if err != nil {
			return err
		}
		ids := map[int64]int{}
		for rows.Next() {
			var id int64
			var s ServerSummary
			if err := rows.Scan(&id, &s.Name, &s.ServerName, &s.Status, &s.Tools, &s.ToolsWithOutput, &s.ToolsCalled, &s.Calls, &s.InputRequired); err != nil {
				rows.Close()
				return err
			}
			s.PatternCalls, s.PatternTools, s.PatternBytes = map[string]int{}, map[string]int{}, map[string]int64{}
			s.Errors = map[string]int{}
			ids[id] = len(out)
			out = append(out, s)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		lrows, err := tx.QueryContext(ctx, `
			SELECT c.server_id, c.tool, l.pattern, l.hybrid, l.flags_json, c.size
			FROM classifications l JOIN calls c ON c.id = l.call_id
			WHERE l.classifier_version = ? AND c.server_id IN (SELECT id FROM latest_servers) AND c.status <> 'input_required'`, version)
		if err != nil {
			return err
		}
		defer lrows.Close()
		seen := map[string]bool{}
		for lrows.Next() {
			var sid int64
			var tool, pattern, flags string
			var hybrid int
			var size int64
			if err := lrows.Scan(&sid, &tool, &pattern, &hybrid, &flags, &size); err != nil {
				return err
			}
			i, ok := ids[sid]
			if !ok {
				continue
			}
			s := &out[i]
			s.Labelled++
			if form := errorForm(flags); form != "" {
				s.ErrorResultCalls++
				s.Errors[form]++
				continue
			}
			s.Usable++
			s.PatternCalls[pattern]++
			s.PatternBytes[pattern] += size
			if key := fmt.Sprint(sid, "\x00", tool, "\x00", pattern); !seen[key] {
				seen[key] = true
				s.PatternTools[pattern]++
			}
			if key := fmt.Sprint(sid, "\x00", tool); !seen[key] {
				seen[key] = true
				s.ToolsUsable++
			}
			if hybrid > 0 {
				s.HybridCalls++
			}
		}
		if err := lrows.Err(); err != nil {
			return err
		}
		// Calls without an answer: no label, counted by status.
		srows, err := tx.QueryContext(ctx, `
			SELECT c.server_id, c.status, count(*) FROM calls c
			WHERE c.server_id IN (SELECT id FROM latest_servers) AND c.result_blob IS NULL AND c.error_json IS NULL
			GROUP BY c.server_id, c.status`)
		if err != nil {
			return err
		}
		defer srows.Close()
		for srows.Next() {
			var sid int64
			var status string
			var n int
			if err := srows.Scan(&sid, &status, &n); err != nil {
				return err
			}
			i, ok := ids[sid]
			if !ok {
				continue
			}
			switch status {
			case "timeout":
				out[i].Errors["timeout"] += n
			case "crash", "transport_error", "too_large", "invalid":
				out[i].Errors["no_answer"] += n
			}
		}
		return srows.Err()
	})
	if err != nil {
		return nil, db.errf("survey summaries: %w", err)
	}
	return out, nil
}

// errorForm names the error form of a label's flags (JSON array text), or
// "" for a usable output.
func errorForm(flags string) string {
	var fl []string
	if json.Unmarshal([]byte(flags), &fl) != nil {
		return ""
	}
	form := ""
	for _, f := range fl {
		switch f {
		case "rpc_error":
			return "rpc_error"
		case "is_error":
			form = "is_error"
		case "error_text":
			if form == "" {
				form = "error_text"
			}
		}
	}
	return form
}
