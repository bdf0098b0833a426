package corpus

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"encoding/json/jsontext"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// querier is what loads need: a *sql.DB or a *sql.Tx.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// serverRef names one stored server capture.
type serverRef struct {
	id        int64
	name      string
	status    string
	startedAt string // as stored (timeLayout), "" when unknown
	runID     int64
}

// latestRefs lists the latest capture of every server name, ordered by name.
func latestRefs(ctx context.Context, q querier) ([]serverRef, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, name, status, started_at, run_id FROM latest_servers ORDER BY name`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var refs []serverRef
	for rows.Next() {
		var r serverRef
		if err := rows.Scan(&r.id, &r.name, &r.status, &r.startedAt, &r.runID); err != nil {
			return nil, err
		}
		refs = append(refs, r)
	}
	return refs, rows.Err()
}

// CapturedServers maps every captured server name to the status of its
// latest capture. A resumed probe skips the names whose latest status is not
// capture.ServerInterrupted.
func (db *DB) CapturedServers(ctx context.Context) (map[string]string, error) {
	refs, err := latestRefs(ctx, db.sql)
	if err != nil {
		return nil, db.errf("captured servers: %w", err)
	}
	m := make(map[string]string, len(refs))
	for _, r := range refs {
		m[r.name] = r.status
	}
	return m, nil
}

// Servers returns the latest capture of every server name, ordered by name,
// with tools in listed order, calls in tool order then seq (calls of tools
// that were not listed last, by tool name), and events in observed order.
// It holds the whole corpus in memory; Export streams it instead.
func (db *DB) Servers(ctx context.Context) ([]*capture.Server, error) {
	var out []*capture.Server
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		refs, err := latestRefs(ctx, tx)
		if err != nil {
			return err
		}
		out = make([]*capture.Server, 0, len(refs))
		for _, r := range refs {
			s, err := loadServer(ctx, tx, r.id)
			if err != nil {
				return fmt.Errorf("server %q: %w", r.name, err)
			}
			out = append(out, s)
		}
		return nil
	})
	if err != nil {
		return nil, db.errf("load servers: %w", err)
	}
	return out, nil
}

// EachServer calls fn with the latest capture of every server name, one at
// a time and ordered by name, so a stage can walk a corpus of any size
// holding one server in memory. fn's error stops the walk and is returned.
func (db *DB) EachServer(ctx context.Context, fn func(*capture.Server) error) error {
	refs, err := latestRefs(ctx, db.sql)
	if err != nil {
		return db.errf("list servers: %w", err)
	}
	for _, r := range refs {
		var s *capture.Server
		err := db.readTx(ctx, func(tx *sql.Tx) error {
			var err error
			s, err = loadServer(ctx, tx, r.id)
			return err
		})
		if err != nil {
			return db.errf("load server %q: %w", r.name, err)
		}
		if err := fn(s); err != nil {
			return err
		}
	}
	return nil
}

// loadServer reads one server capture with its tools, calls and events.
func loadServer(ctx context.Context, q querier, id int64) (*capture.Server, error) {
	s := &capture.Server{}
	var launch, roots, started, advertised string
	var initResult, discoverResult, discoverError []byte
	err := q.QueryRowContext(ctx, `SELECT s.name, s.source, s.transport, s.launch_json, s.package, s.repository,
		s.status, s.error, s.offered_version, s.protocol_version, b.data, s.server_name, s.server_version,
		s.instructions, s.session_id, s.call_policy, s.sandbox, s.roots_json, s.stderr_tail, s.started_at,
		s.duration_ms, s.init_ms, s.list_ms, s.list_pages, s.protocol_path, s.advertised_versions_json, d.data,
		s.discover_error_json
		FROM servers s LEFT JOIN blobs b ON b.id = s.initialize_blob LEFT JOIN blobs d ON d.id = s.discover_result_blob
		WHERE s.id = ?`, id).Scan(
		&s.Name, &s.Source, &s.Transport, &launch, &s.Package, &s.Repository,
		&s.Status, &s.Error, &s.OfferedVersion, &s.ProtocolVersion, &initResult, &s.ServerName, &s.ServerVersion,
		&s.Instructions, &s.SessionID, &s.CallPolicy, &s.Sandbox, &roots, &s.StderrTail, &started,
		&s.DurationMS, &s.InitMS, &s.ListMS, &s.ListPages, &s.ProtocolPath, &advertised, &discoverResult,
		&discoverError)
	if err != nil {
		return nil, err
	}
	if advertised != noRoots && advertised != "" {
		if err := json.Unmarshal([]byte(advertised), &s.AdvertisedVersions); err != nil {
			return nil, fmt.Errorf("advertised_versions_json: %w", err)
		}
		if len(s.AdvertisedVersions) == 0 {
			s.AdvertisedVersions = nil
		}
	}
	if len(discoverResult) > 0 {
		s.DiscoverResult = discoverResult
	}
	if len(discoverError) > 0 {
		s.DiscoverError = discoverError
	}
	if s.Wire, s.ListResults, err = loadWire(ctx, q, id); err != nil {
		return nil, fmt.Errorf("wire: %w", err)
	}
	if roots != noRoots && roots != "" {
		if err := json.Unmarshal([]byte(roots), &s.Roots); err != nil {
			return nil, fmt.Errorf("roots_json: %w", err)
		}
		if len(s.Roots) == 0 {
			s.Roots = nil
		}
	}
	if len(initResult) > 0 {
		s.InitializeResult = initResult
	}
	if err := json.Unmarshal([]byte(launch), &s.Launch); err != nil {
		return nil, fmt.Errorf("launch_json: %w", err)
	}
	if s.StartedAt, err = parseTime(started); err != nil {
		return nil, fmt.Errorf("started_at: %w", err)
	}
	if s.Events, err = loadEvents(ctx, q, id); err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	if s.Tools, err = loadTools(ctx, q, id); err != nil {
		return nil, fmt.Errorf("tools: %w", err)
	}
	if s.Calls, err = loadCalls(ctx, q, id); err != nil {
		return nil, fmt.Errorf("calls: %w", err)
	}
	return s, nil
}

func loadEvents(ctx context.Context, q querier, id int64) ([]capture.Event, error) {
	rows, err := q.QueryContext(ctx, `SELECT kind, detail, raw, at_ms FROM events WHERE server_id = ? ORDER BY ordinal`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []capture.Event
	for rows.Next() {
		var e capture.Event
		if err := rows.Scan(&e.Kind, &e.Detail, &e.Raw, &e.AtMS); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

func loadTools(ctx context.Context, q querier, id int64) ([]capture.Tool, error) {
	rows, err := q.QueryContext(ctx, `SELECT t.name, t.page, b.data, t.skip_reason, t.call_reason
		FROM tools t LEFT JOIN blobs b ON b.id = t.def_blob WHERE t.server_id = ? ORDER BY t.ordinal`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []capture.Tool
	for rows.Next() {
		var t capture.Tool
		var def []byte
		if err := rows.Scan(&t.Name, &t.Page, &def, &t.SkipReason, &t.CallReason); err != nil {
			return nil, err
		}
		if len(def) > 0 {
			t.Def = def
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// callsQuery selects the calls of one server in export order: by the
// position of the first listed tool of that name (unlisted tools last, by
// name), then seq, then insertion order.
const callsQuery = `SELECT c.call_id, c.tool, c.seq, a.data, c.origin, c.arg_origins_json, c.round, c.status,
	r.data, c.error_json, c.detail, c.duration_ms, c.size, c.result_type, c.input_requests_json,
	c.input_responses_json, c.retries
	FROM calls c
	LEFT JOIN (SELECT name, min(ordinal) AS ord FROM tools WHERE server_id = ?1 GROUP BY name) t ON t.name = c.tool
	LEFT JOIN blobs a ON a.id = c.arguments_blob
	LEFT JOIN blobs r ON r.id = c.result_blob
	WHERE c.server_id = ?1
	ORDER BY t.ord IS NULL, t.ord, c.tool, c.seq, c.id`

func loadCalls(ctx context.Context, q querier, id int64) ([]capture.Call, error) {
	rows, err := q.QueryContext(ctx, callsQuery, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []capture.Call
	in := interner{} // argument names and origins repeat from call to call
	for rows.Next() {
		var c capture.Call
		var args, origins, result, rpcErr, inReq, inResp []byte
		if err := rows.Scan(&c.ID, &c.Tool, &c.Seq, &args, &c.Origin, &origins, &c.Round, &c.Status, &result, &rpcErr,
			&c.Detail, &c.DurationMS, &c.Size, &c.ResultType, &inReq, &inResp, &c.Retries); err != nil {
			return nil, err
		}
		if len(inReq) > 0 {
			c.InputRequests = inReq
		}
		if len(inResp) > 0 {
			c.InputResponses = inResp
		}
		if string(origins) != noArgOrigins && len(origins) > 0 {
			if err := decodeStrMap(&c.ArgOrigins, origins, in); err != nil {
				return nil, fmt.Errorf("call %q: arg_origins_json: %w", c.ID, err)
			}
		}
		if len(args) > 0 {
			c.Arguments = args
		}
		if len(result) > 0 {
			c.Result = result
		}
		if len(rpcErr) > 0 {
			c.Error = rpcErr
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// decodeStrMap reads a stored JSON object of strings; an empty object
// leaves *dst nil.
func decodeStrMap(dst *map[string]string, b []byte, in interner) error {
	var v jsontext.Value
	if err := jsonx.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("invalid JSON: %w", err)
	}
	if err := in.strMap(dst, bytes.TrimSpace(v), "arg_origins"); err != nil {
		return err
	}
	if len(*dst) == 0 {
		*dst = nil
	}
	return nil
}

// loadWire reads the wire messages and list results of a server capture.
func loadWire(ctx context.Context, q querier, id int64) ([]capture.WireMessage, []capture.ListResult, error) {
	rows, err := q.QueryContext(ctx, `SELECT w.dir, w.method, b.data, w.truncated, w.at_ms
		FROM wire_messages w LEFT JOIN blobs b ON b.id = w.raw_blob WHERE w.server_id = ? ORDER BY w.ordinal`, id)
	if err != nil {
		return nil, nil, err
	}
	var wire []capture.WireMessage
	for rows.Next() {
		var m capture.WireMessage
		var raw []byte
		if err := rows.Scan(&m.Dir, &m.Method, &raw, &m.Truncated, &m.AtMS); err != nil {
			rows.Close()
			return nil, nil, err
		}
		m.Raw = raw
		wire = append(wire, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	lrows, err := q.QueryContext(ctx, `SELECT l.round, l.page, b.data
		FROM list_results l LEFT JOIN blobs b ON b.id = l.raw_blob WHERE l.server_id = ? ORDER BY l.round, l.page, l.id`, id)
	if err != nil {
		return nil, nil, err
	}
	defer lrows.Close()
	var lists []capture.ListResult
	for lrows.Next() {
		var lr capture.ListResult
		var raw []byte
		if err := lrows.Scan(&lr.Round, &lr.Page, &raw); err != nil {
			return nil, nil, err
		}
		lr.Raw = raw
		lists = append(lists, lr)
	}
	return wire, lists, lrows.Err()
}
