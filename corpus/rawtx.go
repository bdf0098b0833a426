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
	db.wmu.Lock()
	defer db.wmu.Unlock()
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		c, ok := dc.(driver.Conn)
		if !ok {
			return errors.New("driver connection is not a driver.Conn")
		}
		b, ok := dc.(driver.ConnBeginTx)
		if !ok {
			return errors.New("driver connection cannot begin transactions")
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

// queryInt64 returns the first column of the first row; ok is false when
// there is no row.
func (s *rawStmt) queryInt64(args ...any) (n int64, ok bool, err error) {
	q, isQ := s.st.(driver.StmtQueryContext)
	if !isQ {
		return 0, false, errors.New("driver statement lacks QueryContext")
	}
	s.nv = s.nv[:0]
	for _, a := range args {
		v, err := driverValue(a)
		if err != nil {
			return 0, false, err
		}
		s.nv = append(s.nv, driver.NamedValue{Ordinal: len(s.nv) + 1, Value: v})
	}
	rows, err := q.QueryContext(s.ctx, s.nv)
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
