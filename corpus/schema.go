package corpus

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"strings"
	"time"
)

// SchemaVersion is the schema version this package writes: the number of
// migration steps it knows. Open refuses a corpus with a higher version.
const SchemaVersion = 7

// migration is one ordered schema step.
type migration struct {
	version int
	name    string
	sql     string
}

// migrations are applied in order; a step is never edited once released,
// a change is a new step.
var migrations = []migration{
	{1, "capture tables", schemaV1},
	{2, "tables for later stages", schemaV2},
	{3, "classification details", schemaV3},
	{4, "filed GitHub issues", schemaV4},
	{5, "call policy, sandbox, roots and argument origins", schemaV5},
	{6, "MCP 2026-07-28: protocol path, discover, wire, list results, result types", schemaV6},
	{7, "blobs found by a 60-bit key instead of a unique hex hash", schemaV7},
}

// schemaV7 replaces the UNIQUE index on blobs.hash (64 hex characters,
// random: inserting into it was a third of an import's time) with an index
// on hkey, the first 60 bits of the same SHA-256 as an integer (see
// blobKey), about a fifth of the size. The index is not unique: the writer
// compares the full hash of every row with the key, so two blobs whose
// keys collide are both kept and never confused, and the writer alone keeps
// the contents distinct. An inline UNIQUE cannot be dropped, so the table
// is rebuilt (same ids, hashes and data; migrate runs with foreign keys off
// and checks them before committing). hkey is computed from the stored hex
// hash, digit by digit.
var schemaV7 = `
CREATE TABLE blobs_v7 (
	id   INTEGER PRIMARY KEY,
	hash TEXT NOT NULL,
	data BLOB NOT NULL,
	size INTEGER NOT NULL,
	hkey INTEGER NOT NULL
);
INSERT INTO blobs_v7(id, hash, data, size, hkey) SELECT id, hash, data, size, ` + hexKeySQL("hash") + ` FROM blobs ORDER BY id;
DROP TABLE blobs;
ALTER TABLE blobs_v7 RENAME TO blobs;
CREATE INDEX blobs_hkey ON blobs(hkey);
`

// hexKeySQL is an SQL expression for the blobKey of a lower-case hex
// SHA-256 in column col: its first 15 hex digits as an integer.
func hexKeySQL(col string) string {
	var b strings.Builder
	for i := 0; i < blobKeyDigits; i++ {
		if i > 0 {
			b.WriteString(" | ")
		}
		fmt.Fprintf(&b, "((instr('0123456789abcdef', substr(%s, %d, 1)) - 1) << %d)", col, i+1, 4*(blobKeyDigits-1-i))
	}
	return "(" + b.String() + ")"
}

// schemaV6 keeps what MCP 2026-07-28 sessions add: how the version was
// selected (protocol_path: "discover" or "initialize"), the versions the
// server advertised (advertised_versions_json, a JSON array of strings),
// the raw server/discover result (a blob) or error (inline), per call the
// result's resultType, the inputRequests of an input_required result and
// the inputResponses sent on a retry (inline JSON) with the retry count,
// every JSON-RPC message of a stateless session (wire_messages, raw
// messages in blobs) and the raw tools/list pages of its two listings
// (list_results). Rows written before this step read as captures without
// any of it.
const schemaV6 = `
ALTER TABLE servers ADD COLUMN protocol_path TEXT NOT NULL DEFAULT '';
ALTER TABLE servers ADD COLUMN advertised_versions_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE servers ADD COLUMN discover_result_blob INTEGER REFERENCES blobs(id);
ALTER TABLE servers ADD COLUMN discover_error_json BLOB;
ALTER TABLE calls ADD COLUMN result_type TEXT NOT NULL DEFAULT '';
ALTER TABLE calls ADD COLUMN input_requests_json BLOB;
ALTER TABLE calls ADD COLUMN input_responses_json BLOB;
ALTER TABLE calls ADD COLUMN retries INTEGER NOT NULL DEFAULT 0;

CREATE TABLE wire_messages (
	id        INTEGER PRIMARY KEY,
	server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
	ordinal   INTEGER NOT NULL,
	dir       TEXT NOT NULL,
	method    TEXT NOT NULL DEFAULT '',
	raw_blob  INTEGER REFERENCES blobs(id),
	truncated INTEGER NOT NULL DEFAULT 0,
	at_ms     INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX wire_messages_server ON wire_messages(server_id, ordinal);

CREATE TABLE list_results (
	id        INTEGER PRIMARY KEY,
	server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
	round     INTEGER NOT NULL,
	page      INTEGER NOT NULL,
	raw_blob  INTEGER REFERENCES blobs(id)
);
CREATE INDEX list_results_server ON list_results(server_id, round, page);
`

// schemaV5 keeps how a server's tools were called: the --calls mode
// (call_policy), the sandbox a stdio server ran in (sandbox, empty for none),
// the file:// URIs offered as MCP roots (roots_json, a JSON array of
// strings), why the policy called a tool (tools.call_reason), and per call
// where each top-level argument came from (arg_origins_json, a JSON object
// of strings) and the exploration round that made it (round, 0 outside
// exploration). The defaults are the empty values, so rows written before
// this step read as captures without any of it.
const schemaV5 = `
ALTER TABLE servers ADD COLUMN call_policy TEXT NOT NULL DEFAULT '';
ALTER TABLE servers ADD COLUMN sandbox TEXT NOT NULL DEFAULT '';
ALTER TABLE servers ADD COLUMN roots_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE tools ADD COLUMN call_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE calls ADD COLUMN arg_origins_json TEXT NOT NULL DEFAULT '{}';
ALTER TABLE calls ADD COLUMN round INTEGER NOT NULL DEFAULT 0;
`

// schemaV4 remembers the upstream issues opened (or, in a dry run, that
// would have been opened) per GitHub repository, so that no repository gets
// the same issue twice. repo is "owner/name" in lower case; number and url
// are 0 and empty for a dry run.
const schemaV4 = `
CREATE TABLE github_issues (
	repo     TEXT PRIMARY KEY,
	number   INTEGER NOT NULL DEFAULT 0,
	url      TEXT NOT NULL DEFAULT '',
	title    TEXT NOT NULL DEFAULT '',
	server   TEXT NOT NULL DEFAULT '',
	filed_at TEXT NOT NULL DEFAULT '',
	dry_run  INTEGER NOT NULL DEFAULT 0
);
`

// schemaV3 keeps the whole label of a classification: the other patterns
// present (hybrid, now a count) and the content block decided on.
const schemaV3 = `
ALTER TABLE classifications ADD COLUMN hybrid_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE classifications ADD COLUMN block INTEGER NOT NULL DEFAULT -1;
`

// schemaV1 holds the capture: runs, servers, tools, calls, events and the
// content-addressed blobs they point to.
const schemaV1 = `
CREATE TABLE schema_migrations (
	version    INTEGER PRIMARY KEY,
	name       TEXT NOT NULL,
	applied_at TEXT NOT NULL
);

CREATE TABLE runs (
	id          INTEGER PRIMARY KEY,
	tool        TEXT NOT NULL,
	version     TEXT NOT NULL DEFAULT '',
	args_json   TEXT NOT NULL DEFAULT '[]',
	started_at  TEXT NOT NULL DEFAULT '',
	finished_at TEXT NOT NULL DEFAULT '',
	status      TEXT NOT NULL DEFAULT 'running'
);

-- Raw JSON, stored once per distinct content. hash is the lower-case hex
-- SHA-256 of data; data holds the exact bytes as a TEXT value. Other tables
-- refer to a blob by its integer id (smaller rows and indexes, faster
-- inserts and joins than the 64-character hash).
CREATE TABLE blobs (
	id   INTEGER PRIMARY KEY,
	hash TEXT NOT NULL UNIQUE,
	data BLOB NOT NULL,
	size INTEGER NOT NULL
);

CREATE TABLE servers (
	id               INTEGER PRIMARY KEY,
	run_id           INTEGER NOT NULL REFERENCES runs(id),
	name             TEXT NOT NULL,
	source           TEXT NOT NULL DEFAULT '',
	transport        TEXT NOT NULL DEFAULT '',
	launch_json      TEXT NOT NULL DEFAULT '{}',
	package          TEXT NOT NULL DEFAULT '',
	repository       TEXT NOT NULL DEFAULT '',
	status           TEXT NOT NULL,
	error            TEXT NOT NULL DEFAULT '',
	offered_version  TEXT NOT NULL DEFAULT '',
	protocol_version TEXT NOT NULL DEFAULT '',
	initialize_blob  INTEGER REFERENCES blobs(id),
	server_name      TEXT NOT NULL DEFAULT '',
	server_version   TEXT NOT NULL DEFAULT '',
	instructions     TEXT NOT NULL DEFAULT '',
	session_id       TEXT NOT NULL DEFAULT '',
	stderr_tail      TEXT NOT NULL DEFAULT '',
	started_at       TEXT NOT NULL DEFAULT '',
	duration_ms      INTEGER NOT NULL DEFAULT 0,
	init_ms          INTEGER NOT NULL DEFAULT 0,
	list_ms          INTEGER NOT NULL DEFAULT 0,
	list_pages       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX servers_name ON servers(name);
CREATE INDEX servers_run ON servers(run_id);

-- The latest capture of every server name: the row saved last.
CREATE VIEW latest_servers AS
	SELECT * FROM servers WHERE id IN (SELECT max(id) FROM servers GROUP BY name);

CREATE TABLE tools (
	id                INTEGER PRIMARY KEY,
	server_id         INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
	ordinal           INTEGER NOT NULL,
	name              TEXT NOT NULL,
	page              INTEGER NOT NULL DEFAULT 0,
	def_blob          INTEGER REFERENCES blobs(id),
	skip_reason       TEXT NOT NULL DEFAULT '',
	has_output_schema INTEGER NOT NULL DEFAULT 0,
	read_only         INTEGER
);
CREATE UNIQUE INDEX tools_server ON tools(server_id, ordinal);

CREATE TABLE calls (
	id             INTEGER PRIMARY KEY,
	server_id      INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
	call_id        TEXT NOT NULL,
	tool           TEXT NOT NULL,
	seq            INTEGER NOT NULL DEFAULT 0,
	arguments_blob INTEGER REFERENCES blobs(id),
	origin         TEXT NOT NULL DEFAULT '',
	status         TEXT NOT NULL,
	result_blob    INTEGER REFERENCES blobs(id),
	error_json     BLOB,
	detail         TEXT NOT NULL DEFAULT '',
	duration_ms    INTEGER NOT NULL DEFAULT 0,
	size           INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX calls_server ON calls(server_id);
CREATE INDEX calls_result ON calls(result_blob);

CREATE TABLE events (
	id        INTEGER PRIMARY KEY,
	server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
	ordinal   INTEGER NOT NULL,
	kind      TEXT NOT NULL,
	detail    TEXT NOT NULL DEFAULT '',
	raw       TEXT NOT NULL DEFAULT '',
	at_ms     INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX events_server ON events(server_id, ordinal);
`

// schemaV2 adds the tables the classify, check, suggest and score stages
// fill.
const schemaV2 = `
CREATE TABLE classifications (
	id                 INTEGER PRIMARY KEY,
	call_id            INTEGER NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
	classifier_version TEXT NOT NULL,
	pattern            TEXT NOT NULL,
	hybrid             INTEGER NOT NULL DEFAULT 0,
	flags_json         TEXT NOT NULL DEFAULT '{}',
	confidence         REAL NOT NULL DEFAULT 0,
	evidence_json      TEXT NOT NULL DEFAULT '{}',
	created_at         TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX classifications_call ON classifications(call_id, classifier_version);
CREATE INDEX classifications_pattern ON classifications(classifier_version, pattern);

CREATE TABLE findings (
	id            INTEGER PRIMARY KEY,
	run_id        INTEGER REFERENCES runs(id),
	check_id      TEXT NOT NULL,
	severity      TEXT NOT NULL,
	server        TEXT NOT NULL DEFAULT '',
	tool          TEXT NOT NULL DEFAULT '',
	call_id       TEXT NOT NULL DEFAULT '',
	message       TEXT NOT NULL DEFAULT '',
	evidence_json TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX findings_run ON findings(run_id);
CREATE INDEX findings_check ON findings(check_id);
CREATE INDEX findings_server ON findings(server, tool);

CREATE TABLE suggestions (
	id                 INTEGER PRIMARY KEY,
	server             TEXT NOT NULL,
	tool               TEXT NOT NULL,
	config_json        TEXT NOT NULL DEFAULT '{}',
	output_schema_json TEXT NOT NULL DEFAULT '',
	reason             TEXT NOT NULL DEFAULT '',
	version            TEXT NOT NULL DEFAULT '',
	created_at         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX suggestions_server ON suggestions(server, tool, version);

CREATE TABLE scores (
	id      INTEGER PRIMARY KEY,
	server  TEXT NOT NULL,
	tool    TEXT NOT NULL DEFAULT '',
	pattern TEXT NOT NULL DEFAULT '',
	metric  TEXT NOT NULL,
	value   REAL NOT NULL,
	version TEXT NOT NULL DEFAULT ''
);
CREATE INDEX scores_server ON scores(server, tool, version);
CREATE INDEX scores_pattern ON scores(pattern, metric);
`

// migrate brings the database to version target (at most SchemaVersion) in
// one transaction. It refuses a database that is not a corpus and a corpus
// newer than this binary.
//
// The transaction runs on a connection with foreign keys off, as SQLite
// requires for rebuilding a table others refer to (schemaV7); before it
// commits, PRAGMA foreign_key_check must find nothing. If foreign keys
// cannot be turned back on afterwards, the connection is not reused.
func migrate(ctx context.Context, db *sql.DB, target int) (err error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
		return err
	}
	defer func() {
		if _, ferr := conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA foreign_keys = ON`); ferr != nil {
			conn.Raw(func(any) error { return driver.ErrBadConn })
			if err == nil {
				err = fmt.Errorf("turning foreign keys back on: %w", ferr)
			}
		}
	}()
	tx, err := conn.BeginTx(ctx, nil) // immediate: two processes cannot both migrate
	if err != nil {
		return err
	}
	defer tx.Rollback()
	version, err := schemaVersion(ctx, tx)
	if err != nil {
		return err
	}
	if version > SchemaVersion {
		return fmt.Errorf("the corpus has schema version %d, newer than the %d this mcpsurvey knows; use a newer mcpsurvey", version, SchemaVersion)
	}
	if version >= target {
		return nil
	}
	now := time.Now().UTC().Format(timeLayout)
	for _, m := range migrations {
		if m.version <= version || m.version > target {
			continue
		}
		if _, err := tx.ExecContext(ctx, m.sql); err != nil {
			return fmt.Errorf("schema migration %d (%s): %w", m.version, m.name, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, ?)`, m.version, m.name, now); err != nil {
			return fmt.Errorf("schema migration %d (%s): %w", m.version, m.name, err)
		}
	}
	if err := checkForeignKeys(ctx, tx); err != nil {
		return fmt.Errorf("schema migration to %d: %w", target, err)
	}
	return tx.Commit()
}

// checkForeignKeys fails if PRAGMA foreign_key_check reports a row.
func checkForeignKeys(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `PRAGMA foreign_key_check`)
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		var table string
		var rowid sql.NullInt64
		var parent string
		var fk int
		if err := rows.Scan(&table, &rowid, &parent, &fk); err != nil {
			return err
		}
		return fmt.Errorf("foreign key check: row %d of %s refers to a missing row of %s", rowid.Int64, table, parent)
	}
	return rows.Err()
}

// schemaVersion returns the applied schema version: 0 for an empty
// database, an error for a database that holds tables but is not a corpus.
func schemaVersion(ctx context.Context, tx *sql.Tx) (int, error) {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).Scan(&n); err != nil {
		return 0, err
	}
	if n == 0 {
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'`).Scan(&n); err != nil {
			return 0, err
		}
		if n > 0 {
			return 0, fmt.Errorf("a SQLite database but not an mcpsurvey corpus (it has %d schema objects and no schema_migrations table)", n)
		}
		return 0, nil
	}
	var v sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT max(version) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, err
	}
	return int(v.Int64), nil
}
