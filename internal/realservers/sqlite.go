package realservers

import (
	"context"
	"database/sql"
	"os"

	_ "modernc.org/sqlite" // database/sql driver "sqlite"
)

// sampleSQL creates and fills the tables of the sample database.
var sampleSQL = []string{
	`CREATE TABLE users (
		id INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		email TEXT NOT NULL UNIQUE,
		created_at TEXT NOT NULL
	)`,
	`CREATE TABLE orders (
		id INTEGER PRIMARY KEY,
		user_id INTEGER NOT NULL REFERENCES users(id),
		item TEXT NOT NULL,
		amount REAL NOT NULL
	)`,
	`INSERT INTO users (id, name, email, created_at) VALUES
		(1, 'Ada Lovelace', 'ada@example.com', '2026-01-05T09:00:00Z'),
		(2, 'Alan Turing', 'alan@example.com', '2026-01-12T14:30:00Z'),
		(3, 'Grace Hopper', 'grace@example.com', '2026-02-01T08:15:00Z'),
		(4, 'Edsger Dijkstra', 'edsger@example.com', '2026-02-20T17:45:00Z'),
		(5, 'Barbara Liskov', 'barbara@example.com', '2026-03-03T11:00:00Z')`,
	`INSERT INTO orders (id, user_id, item, amount) VALUES
		(1, 1, 'notebook', 12.50),
		(2, 1, 'fountain pen', 48.00),
		(3, 2, 'chess set', 75.25),
		(4, 3, 'compiler handbook', 39.99),
		(5, 5, 'desk lamp', 22.00)`,
}

// createDB writes the sample database to path, replacing any file there.
// It is a single file: the default rollback journal leaves nothing beside
// it once closed.
func createDB(ctx context.Context, path string) error {
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return err
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		return err
	}
	for _, q := range sampleSQL {
		if _, err := db.ExecContext(ctx, q); err != nil {
			db.Close()
			return err
		}
	}
	return db.Close()
}
