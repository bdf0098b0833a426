package corpus

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// DB is an open corpus file. Its methods are safe for concurrent use; write
// transactions of one DB are serialized in process, and busy_timeout covers
// other processes writing the same file.
type DB struct {
	sql  *sql.DB
	path string
	wmu  sync.Mutex
}

// sqliteHeader is the first 16 bytes of every SQLite 3 database file.
const sqliteHeader = "SQLite format 3\x00"

// busyTimeoutMS is how long a connection waits for a lock held by another
// connection or process before it fails with SQLITE_BUSY.
const busyTimeoutMS = 10000

// cacheSize is the page cache size of a connection, in the form PRAGMA
// cache_size takes (negative: KiB).
const cacheSize = "-65536"

// pageSize is the page size of a new corpus file (SQLite's default is
// 4096). It must be set before the first table is created; on an existing
// file PRAGMA page_size changes nothing, so a corpus keeps the page size it
// was created with. Larger pages mean fewer B-tree splits and one WAL frame
// (two write calls) per 64 KiB instead of per 4 KiB: importing 100,000
// calls took about 25% less CPU than with 4 KiB pages. Part of that moved
// rather than went: the WAL auto-checkpoint counts pages (1,000), so an
// import that writes less than about 64 MB is copied into the database file
// when the corpus is closed instead of at its commit. journal_mode is
// set through _journal_mode, which the driver applies after the _pragma
// list: WAL mode writes the header of a new file and would fix its page
// size first.
const pageSize = 65536

// timeLayout stores times in UTC with a fixed width, so stored values sort as
// text in time order.
const timeLayout = "2006-01-02T15:04:05.000000000Z"

// Open opens the corpus at path, creating the file if it does not exist and
// migrating an older schema to [SchemaVersion]. It refuses a file that is not
// a SQLite database, a SQLite database that is not a corpus, and a corpus
// whose schema is newer than this binary knows. Errors name the file.
func Open(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("corpus: empty database path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("corpus %s: %w", path, err)
	}
	if err := checkFile(abs); err != nil {
		return nil, fmt.Errorf("corpus %s: %w", path, err)
	}
	sqldb, err := sql.Open("sqlite", dsn(abs))
	if err != nil {
		return nil, fmt.Errorf("corpus %s: %w", path, err)
	}
	db := &DB{sql: sqldb, path: path}
	if err := sqldb.PingContext(ctx); err != nil {
		sqldb.Close()
		return nil, fmt.Errorf("corpus %s: %w", path, describeOpenError(err))
	}
	if err := migrate(ctx, sqldb, len(migrations)); err != nil {
		sqldb.Close()
		return nil, fmt.Errorf("corpus %s: %w", path, describeOpenError(err))
	}
	return db, nil
}

// dsn builds the driver's data source name for an absolute path: a SQLite
// URI whose path has '%', '?' and '#' escaped, plus the connection settings.
func dsn(abs string) string {
	var b strings.Builder
	b.WriteString("file:")
	for i := 0; i < len(abs); i++ {
		c := abs[i]
		if c == '%' || c == '?' || c == '#' || c < 0x20 || c == 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	fmt.Fprintf(&b, "?_pragma=busy_timeout(%d)&_pragma=page_size(%d)&_journal_mode=WAL&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_pragma=cache_size("+cacheSize+")&_txlock=immediate", busyTimeoutMS, pageSize)
	return b.String()
}

// checkFile refuses what SQLite would reject with a less helpful message or,
// worse, silently turn into a database: a directory, a missing parent
// directory, a non-empty file without the SQLite header.
func checkFile(abs string) error {
	fi, err := os.Stat(abs)
	if errors.Is(err, os.ErrNotExist) {
		dir := filepath.Dir(abs)
		if di, err := os.Stat(dir); err != nil {
			return fmt.Errorf("cannot create the database: %w", err)
		} else if !di.IsDir() {
			return fmt.Errorf("cannot create the database: %s is not a directory", dir)
		}
		return nil
	}
	if err != nil {
		return err
	}
	if fi.IsDir() {
		return errors.New("is a directory, not a SQLite database")
	}
	if !fi.Mode().IsRegular() || fi.Size() == 0 {
		return nil // SQLite makes an empty file a new database
	}
	f, err := os.Open(abs)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, len(sqliteHeader))
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return err
	}
	if n < len(head) || !bytes.Equal(head, []byte(sqliteHeader)) {
		return errors.New("not a SQLite database (the file does not start with the SQLite header)")
	}
	return nil
}

// describeOpenError turns the driver's terse messages for a damaged file
// into a sentence.
func describeOpenError(err error) error {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "file is not a database"), strings.Contains(msg, "SQLITE_NOTADB"):
		return fmt.Errorf("not a SQLite database or damaged: %w", err)
	case strings.Contains(msg, "malformed"), strings.Contains(msg, "SQLITE_CORRUPT"):
		return fmt.Errorf("the database file is damaged: %w", err)
	}
	return err
}

// Close closes the database.
func (db *DB) Close() error {
	if err := db.sql.Close(); err != nil {
		return fmt.Errorf("corpus %s: close: %w", db.path, err)
	}
	return nil
}

// Path returns the path the database was opened with.
func (db *DB) Path() string { return db.path }

// errf prefixes an error with the database path.
func (db *DB) errf(format string, args ...any) error {
	return fmt.Errorf("corpus %s: "+format, append([]any{db.path}, args...)...)
}

// readTx runs fn in one read transaction, so that it sees one snapshot.
func (db *DB) readTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.sql.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// formatTime renders t for storage; the zero time is stored as "".
func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(timeLayout)
}

// parseTime reads a stored time; "" is the zero time.
func parseTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	return time.Parse(time.RFC3339Nano, s)
}
