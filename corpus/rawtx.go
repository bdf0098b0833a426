package corpus

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
)

// rawTx is a write transaction driven through the driver connection
// directly. On the import path database/sql's per-statement work (locking,
// argument conversion and its allocations) was a large share of the time,
// and with a cancellable context the driver starts a watcher goroutine for
// every statement; rawTx runs statements with a context that cannot be
// cancelled and leaves cancellation checks to its callers.
type rawTx struct {
	ctx  context.Context // never cancelled
	conn driver.Conn
	tx   driver.Tx
}

// rawStmt is a prepared statement of a rawTx.
type rawStmt struct {
	ctx  context.Context
	st   driver.Stmt
	exec driver.StmtExecContext
	nv   []driver.NamedValue // scratch for arguments
}

// writeTx runs fn in one immediate write transaction on one connection,
// committing when fn returns nil and rolling back otherwise. Write
// transactions of one DB are serialized.
func (db *DB) writeTx(ctx context.Context, fn func(t *rawTx) error) error {
	return db.writeTxMode(ctx, false, fn)
}

// Connection settings of a bulk write transaction (see bulkWriteTx) and
// the ones restored after it (those of dsn).
const (
	bulkPragmas    = "PRAGMA foreign_keys = OFF; PRAGMA cache_size = -16384"
	restorePragmas = "PRAGMA foreign_keys = ON; PRAGMA cache_size = " + cacheSize
)

// bulkWriteTx is writeTx for a writer that inserts many rows whose
// references it makes itself (Import): ids of rows it inserted or looked up
// in the same transaction. On its connection, for the length of the
// transaction only, SQLite does not check foreign keys (each call row
// costs three look-ups less, and a multi-row INSERT needs less statement
// journal) and the page cache is 16 MiB instead of 64: a bulk load touches
// every page once, and a smaller cache recycles page buffers where a large
// one keeps allocating fresh memory (page faults cost more than the early
// spill of dirty pages to the WAL, which commit would write anyway).
// Neither setting changes what is stored or how a crash is survived: the
// transaction still commits or rolls back as a whole. Both are restored
// before the connection goes back to the pool; if restoring fails, the
// connection is discarded.
func (db *DB) bulkWriteTx(ctx context.Context, fn func(t *rawTx) error) error {
	return db.writeTxMode(ctx, true, fn)
}

// writeTxMode is writeTx, with the settings of bulkWriteTx when bulk is
// true.
func (db *DB) writeTxMode(ctx context.Context, bulk bool, fn func(t *rawTx) error) error {
	db.wmu.Lock()
	defer db.wmu.Unlock()
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) (err error) {
		c, ok := dc.(driver.Conn)
		if !ok {
			return errors.New("driver connection is not a driver.Conn")
		}
		b, ok := dc.(driver.ConnBeginTx)
		if !ok {
			return errors.New("driver connection cannot begin transactions")
		}
		if bulk {
			ex, ok := dc.(driver.ExecerContext)
			if !ok {
				return errors.New("driver connection cannot execute statements")
			}
			if _, err := ex.ExecContext(ctx, bulkPragmas, nil); err != nil {
				return restoreSettings(ex, fmt.Errorf("bulk settings: %w", err))
			}
			defer func() { err = restoreSettings(ex, err) }()
		}
		tx, err := b.BeginTx(ctx, driver.TxOptions{}) // immediate, see dsn
		if err != nil {
			return err
		}
		t := &rawTx{ctx: context.WithoutCancel(ctx), conn: c, tx: tx}
		if err := fn(t); err != nil {
			tx.Rollback()
			return err
		}
		if err := ctx.Err(); err != nil {
			tx.Rollback()
			return err
		}
		return tx.Commit()
	})
}

// restoreSettings puts back the connection settings bulkWriteTx changed,
// after the transaction ended with err. If that fails, the returned error
// wraps driver.ErrBadConn, so that database/sql discards the connection
// instead of handing it out with foreign keys unchecked.
func restoreSettings(ex driver.ExecerContext, err error) error {
	if _, rerr := ex.ExecContext(context.Background(), restorePragmas, nil); rerr != nil {
		if err == nil {
			err = errors.New("the transaction was committed")
		}
		return fmt.Errorf("%w; restoring connection settings: %v (%w)", err, rerr, driver.ErrBadConn)
	}
	return err
}

// prepare prepares a statement in the transaction.
func (t *rawTx) prepare(query string) (*rawStmt, error) {
	var st driver.Stmt
	var err error
	if p, ok := t.conn.(driver.ConnPrepareContext); ok {
		st, err = p.PrepareContext(t.ctx, query)
	} else {
		st, err = t.conn.Prepare(query)
	}
	if err != nil {
		return nil, err
	}
	ex, ok := st.(driver.StmtExecContext)
	if !ok {
		st.Close()
		return nil, errors.New("driver statement lacks ExecContext")
	}
	return &rawStmt{ctx: t.ctx, st: st, exec: ex}, nil
}

// exec runs one statement once.
func (t *rawTx) exec(query string, args ...any) (driver.Result, error) {
	st, err := t.prepare(query)
	if err != nil {
		return nil, err
	}
	defer st.close()
	return st.run(args...)
}

func (s *rawStmt) close() { s.st.Close() }

// run executes the statement with args.
func (s *rawStmt) run(args ...any) (driver.Result, error) {
	s.nv = s.nv[:0]
	for _, a := range args {
		v, err := driverValue(a)
		if err != nil {
			return nil, err
		}
		s.nv = append(s.nv, driver.NamedValue{Ordinal: len(s.nv) + 1, Value: v})
	}
	return s.exec.ExecContext(s.ctx, s.nv)
}

// runNamed executes the statement with arguments already converted.
func (s *rawStmt) runNamed(nv []driver.NamedValue) (driver.Result, error) {
	return s.exec.ExecContext(s.ctx, nv)
}

// query binds args and runs the statement as a query.
func (s *rawStmt) query(args []any) (driver.Rows, error) {
	q, isQ := s.st.(driver.StmtQueryContext)
	if !isQ {
		return nil, errors.New("driver statement lacks QueryContext")
	}
	s.nv = s.nv[:0]
	for _, a := range args {
		v, err := driverValue(a)
		if err != nil {
			return nil, err
		}
		s.nv = append(s.nv, driver.NamedValue{Ordinal: len(s.nv) + 1, Value: v})
	}
	return q.QueryContext(s.ctx, s.nv)
}

// queryInt64 returns the first column of the first row; ok is false when
// there is no row.
func (s *rawStmt) queryInt64(args ...any) (n int64, ok bool, err error) {
	rows, err := s.query(args)
	if err != nil {
		return 0, false, err
	}
	defer rows.Close()
	dest := make([]driver.Value, len(rows.Columns()))
	if err := rows.Next(dest); errors.Is(err, io.EOF) {
		return 0, false, nil
	} else if err != nil {
		return 0, false, err
	}
	if len(dest) == 0 {
		return 0, false, errors.New("query returned no column")
	}
	n, isInt := dest[0].(int64)
	if !isInt {
		return 0, false, fmt.Errorf("query returned %T, want an integer", dest[0])
	}
	return n, true, nil
}

// queryInt64 runs a query that returns one integer.
func (t *rawTx) queryInt64(query string) (int64, error) {
	st, err := t.prepare(query)
	if err != nil {
		return 0, err
	}
	defer st.close()
	n, ok, err := st.queryInt64()
	if err == nil && !ok {
		err = errors.New("no row")
	}
	return n, err
}

// queryIDWithText runs a query with args that returns rows of an integer
// id and a text, and returns the id of the first row whose text is want.
func (s *rawStmt) queryIDWithText(want string, args ...any) (id int64, ok bool, err error) {
	rows, err := s.query(args)
	if err != nil {
		return 0, false, err
	}
	defer rows.Close()
	if len(rows.Columns()) != 2 {
		return 0, false, fmt.Errorf("query returned %d columns, want 2", len(rows.Columns()))
	}
	dest := make([]driver.Value, 2)
	for {
		if err := rows.Next(dest); errors.Is(err, io.EOF) {
			return 0, false, nil
		} else if err != nil {
			return 0, false, err
		}
		var text string
		switch v := dest[1].(type) {
		case string:
			text = v
		case []byte:
			text = string(v)
		}
		if text != want {
			continue
		}
		n, isInt := dest[0].(int64)
		if !isInt {
			return 0, false, fmt.Errorf("query returned %T, want an integer", dest[0])
		}
		return n, true, nil
	}
}

// driverValue converts a Go value to one the driver accepts.
func driverValue(v any) (driver.Value, error) {
	switch x := v.(type) {
	case nil, int64, string, []byte, float64, bool:
		return x, nil
	case int:
		return int64(x), nil
	}
	return driver.DefaultParameterConverter.ConvertValue(v)
}
