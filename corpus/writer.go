package corpus

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// maxSeen bounds the in-memory set of blob hashes one writer remembers;
// beyond it INSERT OR IGNORE still deduplicates, only more slowly.
const maxSeen = 1 << 20

// writer inserts captures inside one write transaction with prepared
// statements. It is shared by SaveServer, Import and Merge.
type writer struct {
	tx    *sql.Tx
	blob  *sql.Stmt
	srv   *sql.Stmt
	tool  *sql.Stmt
	call  *sql.Stmt
	event *sql.Stmt
	// seen maps the SHA-256 of every blob written by this writer to its
	// hex form.
	seen map[[sha256.Size]byte]string
}

const (
	insertBlobSQL   = `INSERT OR IGNORE INTO blobs(hash, data, size) VALUES (?, CAST(? AS TEXT), ?)`
	insertServerSQL = `INSERT INTO servers(run_id, name, source, transport, launch_json, package, repository,
	status, error, offered_version, protocol_version, initialize_hash, server_name, server_version,
	instructions, session_id, stderr_tail, started_at, duration_ms, init_ms, list_ms, list_pages)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	insertToolSQL = `INSERT INTO tools(server_id, ordinal, name, page, def_hash, skip_reason, has_output_schema, read_only)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
	insertCallSQL = `INSERT INTO calls(server_id, call_id, tool, seq, arguments_hash, origin, status, result_hash,
	error_json, detail, duration_ms, size) VALUES (?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS TEXT), ?, ?, ?)`
	insertEventSQL = `INSERT INTO events(server_id, ordinal, kind, detail, raw, at_ms) VALUES (?, ?, ?, ?, ?, ?)`
)

// newWriter prepares the insert statements on tx.
func newWriter(ctx context.Context, tx *sql.Tx) (*writer, error) {
	w := &writer{tx: tx, seen: make(map[[sha256.Size]byte]string)}
	for _, p := range []struct {
		dst **sql.Stmt
		sql string
	}{
		{&w.blob, insertBlobSQL},
		{&w.srv, insertServerSQL},
		{&w.tool, insertToolSQL},
		{&w.call, insertCallSQL},
		{&w.event, insertEventSQL},
	} {
		st, err := tx.PrepareContext(ctx, p.sql)
		if err != nil {
			w.close()
			return nil, err
		}
		*p.dst = st
	}
	return w, nil
}

// close releases the prepared statements.
func (w *writer) close() {
	for _, st := range []*sql.Stmt{w.blob, w.srv, w.tool, w.call, w.event} {
		if st != nil {
			st.Close()
		}
	}
}

// putBlob stores data once and returns its hash, or nil for empty data.
func (w *writer) putBlob(ctx context.Context, data []byte) (any, error) {
	if len(data) == 0 {
		return nil, nil
	}
	sum := sha256.Sum256(data)
	if h, ok := w.seen[sum]; ok {
		return h, nil
	}
	h := hex.EncodeToString(sum[:])
	if _, err := w.blob.ExecContext(ctx, h, data, len(data)); err != nil {
		return nil, fmt.Errorf("store blob: %w", err)
	}
	if len(w.seen) >= maxSeen {
		clear(w.seen)
	}
	w.seen[sum] = h
	return h, nil
}

// insertServer writes the server row of s (not its tools, calls or events)
// and returns the row id.
func (w *writer) insertServer(ctx context.Context, runID int64, s *capture.Server) (int64, error) {
	launch, err := json.Marshal(s.Launch)
	if err != nil {
		return 0, fmt.Errorf("encode launch: %w", err)
	}
	initHash, err := w.putBlob(ctx, s.InitializeResult)
	if err != nil {
		return 0, err
	}
	res, err := w.srv.ExecContext(ctx, runID, s.Name, s.Source, s.Transport, string(launch), s.Package, s.Repository,
		s.Status, s.Error, s.OfferedVersion, s.ProtocolVersion, initHash, s.ServerName, s.ServerVersion,
		s.Instructions, s.SessionID, s.StderrTail, formatTime(s.StartedAt), s.DurationMS, s.InitMS, s.ListMS, s.ListPages)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// insertTool writes one tool row, deriving has_output_schema and read_only
// from its definition.
func (w *writer) insertTool(ctx context.Context, serverID int64, ordinal int, t *capture.Tool) error {
	defHash, err := w.putBlob(ctx, t.Def)
	if err != nil {
		return err
	}
	hasSchema, readOnly := toolFacts(t.Def)
	if _, err := w.tool.ExecContext(ctx, serverID, ordinal, t.Name, t.Page, defHash, t.SkipReason, hasSchema, readOnly); err != nil {
		return fmt.Errorf("tool %q: %w", t.Name, err)
	}
	return nil
}

// toolFacts reads whether a raw tool definition declares an outputSchema
// and its readOnlyHint (nil when absent or not a boolean).
func toolFacts(def []byte) (hasOutputSchema bool, readOnly any) {
	var d struct {
		OutputSchema json.RawMessage `json:"outputSchema"`
		Annotations  struct {
			ReadOnlyHint json.RawMessage `json:"readOnlyHint"`
		} `json:"annotations"`
	}
	if len(def) == 0 || json.Unmarshal(def, &d) != nil {
		return false, nil
	}
	hasOutputSchema = len(d.OutputSchema) > 0 && !isNull(d.OutputSchema)
	switch string(d.Annotations.ReadOnlyHint) {
	case "true":
		readOnly = true
	case "false":
		readOnly = false
	}
	return hasOutputSchema, readOnly
}

// insertCall writes one call row.
func (w *writer) insertCall(ctx context.Context, serverID int64, c *capture.Call) error {
	argHash, err := w.putBlob(ctx, c.Arguments)
	if err != nil {
		return err
	}
	resHash, err := w.putBlob(ctx, c.Result)
	if err != nil {
		return err
	}
	var errJSON any
	if len(c.Error) > 0 {
		errJSON = []byte(c.Error)
	}
	if _, err := w.call.ExecContext(ctx, serverID, c.ID, c.Tool, c.Seq, argHash, c.Origin, c.Status, resHash,
		errJSON, c.Detail, c.DurationMS, c.Size); err != nil {
		return fmt.Errorf("call %q: %w", c.ID, err)
	}
	return nil
}

// insertEvent writes one event row.
func (w *writer) insertEvent(ctx context.Context, serverID int64, ordinal int, e *capture.Event) error {
	if _, err := w.event.ExecContext(ctx, serverID, ordinal, e.Kind, e.Detail, e.Raw, e.AtMS); err != nil {
		return fmt.Errorf("event %d: %w", ordinal, err)
	}
	return nil
}

// writeServer writes s with its tools, calls and events.
func (w *writer) writeServer(ctx context.Context, runID int64, s *capture.Server) error {
	id, err := w.insertServer(ctx, runID, s)
	if err != nil {
		return err
	}
	for i := range s.Events {
		if err := w.insertEvent(ctx, id, i, &s.Events[i]); err != nil {
			return err
		}
	}
	for i := range s.Tools {
		if err := w.insertTool(ctx, id, i, &s.Tools[i]); err != nil {
			return err
		}
	}
	for i := range s.Calls {
		if err := w.insertCall(ctx, id, &s.Calls[i]); err != nil {
			return err
		}
	}
	return nil
}

// isNull reports whether raw is the JSON literal null.
func isNull(raw []byte) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}
