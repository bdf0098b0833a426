package corpus

import (
	"bytes"
	"crypto/sha256"
	"database/sql/driver"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// maxSeen bounds the in-memory set of blob hashes one writer remembers;
// when it is full the writer forgets them and searches the table by key
// from then on, which still deduplicates, only more slowly. A variable for
// tests.
var maxSeen = 1 << 20

// callBatch is how many call rows one INSERT statement carries (9,216
// values, below SQLite's limit of 32,766); callCols is the number of values
// per call row. A multi-row INSERT keeps a statement journal of the pages
// it changes that existed before it started, about the same few pages
// whatever its length, so long statements amortize it (with 32 rows it was
// a tenth of an import's time).
const (
	callBatch = 512
	callCols  = 18
)

// plainCols are the columns (indexes into a call row of callCols values)
// a plain call row sets: one whose other columns all hold their defaults
// (no argument origins, round 0, no error, detail or result type, no input
// requests or responses, no retries), as most calls have. A batch of plain
// rows is inserted with these columns only and the rest left to their
// defaults, which stores the same values with 8 bindings fewer per row
// (binding is most of the cost of inserting a call row).
var plainCols = [...]int{0, 1, 2, 3, 4, 5, 8, 9, 12, 13}

// writer inserts captures inside one write transaction with prepared
// statements. It is shared by SaveServer, Import and Merge. Call rows are
// buffered and inserted callBatch at a time, so flush must run before the
// transaction commits.
type writer struct {
	blob   *rawStmt
	blobID *rawStmt
	srv    *rawStmt
	tool   *rawStmt
	call   *rawStmt // one call row
	calls  *rawStmt // callBatch call rows
	plain  *rawStmt // callBatch plain call rows
	event  *rawStmt
	wire   *rawStmt
	list   *rawStmt
	// seen maps the SHA-256 of every blob this writer stored or looked up
	// to the blob's id (an int64).
	seen map[[sha256.Size]byte]driver.Value
	// complete says that seen holds every blob in the table: the table was
	// empty when the writer started and seen was never cleared. Then a blob
	// not in seen is new, and the table is not searched.
	complete bool
	// indexDropped says that the writer dropped blobs_hkey, to create it
	// again at the end (deferBlobIndex).
	indexDropped bool
	tx           *rawTx
	// lastServer caches the boxed id of the server calls were last queued
	// for.
	lastServer      int64
	lastServerValue driver.Value
	// pending holds the values of call rows not inserted yet, numbered for
	// the batch statement.
	pending []driver.NamedValue
	// notPlain counts the rows in pending that are not plain; plainRows is
	// scratch for the values of a batch of plain rows.
	notPlain  int
	plainRows []driver.NamedValue
}

const (
	insertBlobSQL   = `INSERT INTO blobs(hash, data, size, hkey) VALUES (?, CAST(? AS TEXT), ?, ?)`
	selectBlobSQL   = `SELECT id, hash FROM blobs WHERE hkey = ?`
	insertServerSQL = `INSERT INTO servers(run_id, name, source, transport, launch_json, package, repository,
	status, error, offered_version, protocol_version, initialize_blob, server_name, server_version,
	instructions, session_id, call_policy, sandbox, roots_json, stderr_tail, started_at, duration_ms, init_ms,
	list_ms, list_pages, protocol_path, advertised_versions_json, discover_result_blob, discover_error_json)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	insertToolSQL = `INSERT INTO tools(server_id, ordinal, name, page, def_blob, skip_reason, call_reason,
	has_output_schema, read_only) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
	insertCallsSQL = `INSERT INTO calls(server_id, call_id, tool, seq, arguments_blob, origin, arg_origins_json, round,
	status, result_blob, error_json, detail, duration_ms, size, result_type, input_requests_json,
	input_responses_json, retries) VALUES `
	callValues     = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	insertPlainSQL = `INSERT INTO calls(server_id, call_id, tool, seq, arguments_blob, origin, status, result_blob,
	duration_ms, size) VALUES `
	plainValues    = `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	insertEventSQL = `INSERT INTO events(server_id, ordinal, kind, detail, raw, at_ms) VALUES (?, ?, ?, ?, ?, ?)`
	insertWireSQL  = `INSERT INTO wire_messages(server_id, ordinal, dir, method, raw_blob, truncated, at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)`
	insertListSQL  = `INSERT INTO list_results(server_id, round, page, raw_blob) VALUES (?, ?, ?, ?)`
)

// newWriter prepares the insert statements on t.
func newWriter(t *rawTx) (*writer, error) {
	w := &writer{seen: make(map[[sha256.Size]byte]driver.Value), pending: make([]driver.NamedValue, 0, callBatch*callCols), tx: t}
	stored, err := t.queryInt64(`SELECT EXISTS (SELECT 1 FROM blobs)`)
	if err != nil {
		return nil, fmt.Errorf("blobs: %w", err)
	}
	w.complete = stored == 0
	batch := insertCallsSQL + strings.Repeat(callValues+", ", callBatch-1) + callValues
	plain := insertPlainSQL + strings.Repeat(plainValues+", ", callBatch-1) + plainValues
	for _, p := range []struct {
		dst **rawStmt
		sql string
	}{
		{&w.blob, insertBlobSQL},
		{&w.blobID, selectBlobSQL},
		{&w.srv, insertServerSQL},
		{&w.tool, insertToolSQL},
		{&w.call, insertCallsSQL + callValues},
		{&w.calls, batch},
		{&w.plain, plain},
		{&w.event, insertEventSQL},
		{&w.wire, insertWireSQL},
		{&w.list, insertListSQL},
	} {
		st, err := t.prepare(p.sql)
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
	for _, st := range []*rawStmt{w.blob, w.blobID, w.srv, w.tool, w.call, w.calls, w.plain, w.event, w.wire, w.list} {
		if st != nil {
			st.close()
		}
	}
}

// digest is the SHA-256 of a blob, raw and in hex.
type digest struct {
	sum [sha256.Size]byte
	hex string
}

// blobKeyDigits is the number of leading hex digits of a blob's SHA-256
// that make its key (blobs.hkey): 60 bits, a non-negative int64.
const blobKeyDigits = 15

// blobKey is the key of a blob with SHA-256 sum: its first 60 bits.
func blobKey(sum *[sha256.Size]byte) int64 {
	return int64(binary.BigEndian.Uint64(sum[:8]) >> (64 - 4*blobKeyDigits))
}

// digestOf hashes data.
func digestOf(data []byte) digest {
	d := digest{sum: sha256.Sum256(data)}
	d.hex = hex.EncodeToString(d.sum[:])
	return d
}

// putBlob stores data once and returns its id, or nil for empty data.
func (w *writer) putBlob(data []byte) (driver.Value, error) {
	return w.putBlobDigest(data, nil)
}

// putBlobDigest is putBlob with the digest of data already computed, or
// nil.
func (w *writer) putBlobDigest(data []byte, d *digest) (driver.Value, error) {
	if len(data) == 0 {
		return nil, nil
	}
	if d == nil {
		dd := digestOf(data)
		d = &dd
	}
	if id, ok := w.seen[d.sum]; ok {
		return id, nil
	}
	key := blobKey(&d.sum)
	id, found := int64(0), false
	if !w.complete {
		var err error
		if id, found, err = w.blobID.queryIDWithText(d.hex, key); err != nil {
			return nil, fmt.Errorf("look up blob %s: %w", d.hex, err)
		}
	}
	if !found {
		res, err := w.blob.run(d.hex, data, int64(len(data)), key)
		if err != nil {
			return nil, fmt.Errorf("store blob: %w", err)
		}
		if id, err = res.LastInsertId(); err != nil {
			return nil, err
		}
	}
	if len(w.seen) >= maxSeen {
		// From now on the table is searched for what seen lacks.
		if err := w.restoreBlobIndex(); err != nil {
			return nil, err
		}
		clear(w.seen)
		w.complete = false
	}
	boxed := driver.Value(id) // boxed once, used by every reference
	w.seen[d.sum] = boxed
	return boxed, nil
}

// insertServer writes the server row of s (not its tools, calls or events)
// and returns the row id.
func (w *writer) insertServer(runID int64, s *capture.Server) (int64, error) {
	launch, err := json.Marshal(s.Launch)
	if err != nil {
		return 0, fmt.Errorf("encode launch: %w", err)
	}
	initBlob, err := w.putBlob(s.InitializeResult)
	if err != nil {
		return 0, err
	}
	discoverBlob, err := w.putBlob(s.DiscoverResult)
	if err != nil {
		return 0, err
	}
	res, err := w.srv.run(runID, s.Name, s.Source, s.Transport, string(launch), s.Package, s.Repository,
		s.Status, s.Error, s.OfferedVersion, s.ProtocolVersion, initBlob, s.ServerName, s.ServerVersion,
		s.Instructions, s.SessionID, s.CallPolicy, s.Sandbox, rootsJSON(s.Roots), s.StderrTail, formatTime(s.StartedAt),
		s.DurationMS, s.InitMS, s.ListMS, s.ListPages, s.ProtocolPath, rootsJSON(s.AdvertisedVersions), discoverBlob,
		inlineJSON(s.DiscoverError))
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// insertTool writes one tool row, deriving has_output_schema and read_only
// from its definition.
func (w *writer) insertTool(serverID int64, ordinal int, t *capture.Tool) error {
	defBlob, err := w.putBlob(t.Def)
	if err != nil {
		return err
	}
	hasSchema, readOnly := toolFacts(t.Def)
	if _, err := w.tool.run(serverID, ordinal, t.Name, t.Page, defBlob, t.SkipReason, t.CallReason, hasSchema, readOnly); err != nil {
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

// insertCall queues one call row; c's raw values may be reused once it
// returns.
func (w *writer) insertCall(serverID int64, c *capture.Call) error {
	return w.insertCallDigests(serverID, c, nil, nil)
}

// insertCallDigests is insertCall with the digests of the arguments and the
// result already computed (or nil).
func (w *writer) insertCallDigests(serverID int64, c *capture.Call, argD, resD *digest) error {
	argBlob, err := w.putBlobDigest(c.Arguments, argD)
	if err != nil {
		return err
	}
	resBlob, err := w.putBlobDigest(c.Result, resD)
	if err != nil {
		return err
	}
	if w.lastServerValue == nil || w.lastServer != serverID {
		w.lastServer, w.lastServerValue = serverID, serverID
	}
	errJSON := inlineJSON(c.Error)
	if len(c.ArgOrigins) > 0 || c.Round != 0 || errJSON != nil || c.Detail != "" || c.ResultType != "" ||
		len(c.InputRequests) > 0 || len(c.InputResponses) > 0 || c.Retries != 0 {
		w.notPlain++
	}
	n := len(w.pending)
	w.pending = append(w.pending,
		driver.NamedValue{Ordinal: n + 1, Value: w.lastServerValue},
		driver.NamedValue{Ordinal: n + 2, Value: c.ID},
		driver.NamedValue{Ordinal: n + 3, Value: c.Tool},
		driver.NamedValue{Ordinal: n + 4, Value: int64(c.Seq)},
		driver.NamedValue{Ordinal: n + 5, Value: argBlob},
		driver.NamedValue{Ordinal: n + 6, Value: c.Origin},
		driver.NamedValue{Ordinal: n + 7, Value: argOriginsJSON(c.ArgOrigins)},
		driver.NamedValue{Ordinal: n + 8, Value: int64(c.Round)},
		driver.NamedValue{Ordinal: n + 9, Value: c.Status},
		driver.NamedValue{Ordinal: n + 10, Value: resBlob},
		driver.NamedValue{Ordinal: n + 11, Value: errJSON},
		driver.NamedValue{Ordinal: n + 12, Value: c.Detail},
		driver.NamedValue{Ordinal: n + 13, Value: c.DurationMS},
		driver.NamedValue{Ordinal: n + 14, Value: c.Size},
		driver.NamedValue{Ordinal: n + 15, Value: c.ResultType},
		driver.NamedValue{Ordinal: n + 16, Value: inlineJSON(c.InputRequests)},
		driver.NamedValue{Ordinal: n + 17, Value: inlineJSON(c.InputResponses)},
		driver.NamedValue{Ordinal: n + 18, Value: int64(c.Retries)},
	)
	if len(w.pending) == callBatch*callCols {
		if err := w.insertBatch(); err != nil {
			return fmt.Errorf("store calls: %w", err)
		}
		w.pending, w.notPlain = w.pending[:0], 0
	}
	return nil
}

// insertBatch inserts a full batch of pending call rows: with the plain
// statement when every row is plain.
func (w *writer) insertBatch() error {
	if w.notPlain > 0 {
		_, err := w.calls.runNamed(w.pending)
		return err
	}
	w.plainRows = w.plainRows[:0]
	for i := 0; i < len(w.pending); i += callCols {
		for _, k := range plainCols {
			w.plainRows = append(w.plainRows, driver.NamedValue{Ordinal: len(w.plainRows) + 1, Value: w.pending[i+k].Value})
		}
	}
	_, err := w.plain.runNamed(w.plainRows)
	return err
}

// flush inserts the queued call rows.
func (w *writer) flush() error {
	for i := 0; i < len(w.pending); i += callCols {
		row := w.pending[i : i+callCols]
		for k := range row {
			row[k].Ordinal = k + 1
		}
		if _, err := w.call.runNamed(row); err != nil {
			return fmt.Errorf("store call %v: %w", row[1].Value, err)
		}
	}
	w.pending, w.notPlain = w.pending[:0], 0
	return nil
}

// insertEvent writes one event row.
func (w *writer) insertEvent(serverID int64, ordinal int, e *capture.Event) error {
	if _, err := w.event.run(serverID, ordinal, e.Kind, e.Detail, e.Raw, e.AtMS); err != nil {
		return fmt.Errorf("event %d: %w", ordinal, err)
	}
	return nil
}

// insertWire writes the wire messages and list results of a capture.
func (w *writer) insertWire(serverID int64, s *capture.Server) error {
	for i := range s.Wire {
		m := &s.Wire[i]
		raw, err := w.putBlob(m.Raw)
		if err != nil {
			return err
		}
		if _, err := w.wire.run(serverID, i, m.Dir, m.Method, raw, m.Truncated, m.AtMS); err != nil {
			return fmt.Errorf("wire message %d: %w", i, err)
		}
	}
	for i := range s.ListResults {
		lr := &s.ListResults[i]
		raw, err := w.putBlob(lr.Raw)
		if err != nil {
			return err
		}
		if _, err := w.list.run(serverID, lr.Round, lr.Page, raw); err != nil {
			return fmt.Errorf("list result round %d page %d: %w", lr.Round, lr.Page, err)
		}
	}
	return nil
}

// inlineJSON is the stored form of a small raw JSON value kept inline
// (error_json and the like): a string copy, or NULL when empty.
func inlineJSON(raw []byte) driver.Value {
	if len(raw) == 0 {
		return nil
	}
	return string(raw) // a copy: raw may alias a reused buffer
}

// writeServer writes s with its tools, calls and events.
func (w *writer) writeServer(runID int64, s *capture.Server) error {
	id, err := w.insertServer(runID, s)
	if err != nil {
		return err
	}
	if err := w.insertWire(id, s); err != nil {
		return err
	}
	for i := range s.Events {
		if err := w.insertEvent(id, i, &s.Events[i]); err != nil {
			return err
		}
	}
	for i := range s.Tools {
		if err := w.insertTool(id, i, &s.Tools[i]); err != nil {
			return err
		}
	}
	for i := range s.Calls {
		if err := w.insertCall(id, &s.Calls[i]); err != nil {
			return err
		}
	}
	return w.flush()
}

// Stored forms of empty roots and argument origins (the columns' defaults).
const (
	noRoots      = "[]"
	noArgOrigins = "{}"
)

// rootsJSON encodes a server's roots for servers.roots_json.
func rootsJSON(roots []string) string {
	if len(roots) == 0 {
		return noRoots
	}
	return string(appendStrings(nil, roots))
}

// argOriginsJSON encodes a call's argument origins for
// calls.arg_origins_json, keys sorted (the encoding Export writes).
func argOriginsJSON(m map[string]string) string {
	if len(m) == 0 {
		return noArgOrigins
	}
	return string(appendStrMap(make([]byte, 0, 64), m))
}

// isNull reports whether raw is the JSON literal null.
func isNull(raw []byte) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}
