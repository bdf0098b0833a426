package corpus

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// FiledIssue is the record of an upstream issue opened in a GitHub
// repository from a server's report, or of one a dry run would have opened.
// The corpus keeps at most one record per repository (table github_issues),
// so that nobody files the same issue twice.
type FiledIssue struct {
	Repo    string    // "owner/name"; stored and looked up in lower case
	Number  int       // the issue number; 0 for a dry run
	URL     string    // the issue's web address; "" for a dry run
	Title   string    // the issue title
	Server  string    // the server whose report the issue was filed from
	FiledAt time.Time // when it was filed (or the dry run happened)
	DryRun  bool      // nothing was sent to GitHub
}

// NormalizeRepoKey returns the key github_issues uses for a repository:
// "owner/name" trimmed and in lower case (GitHub names are case-insensitive).
func NormalizeRepoKey(repo string) string {
	return strings.ToLower(strings.TrimSpace(repo))
}

// validRepoKey reports whether key looks like "owner/name".
func validRepoKey(key string) bool {
	owner, name, ok := strings.Cut(key, "/")
	return ok && owner != "" && name != "" && !strings.Contains(name, "/")
}

// FiledIssue returns the record for repo ("owner/name", any case); ok is
// false when the corpus has none.
func (db *DB) FiledIssue(ctx context.Context, repo string) (f FiledIssue, ok bool, err error) {
	key := NormalizeRepoKey(repo)
	var filedAt string
	var dry int64
	err = db.sql.QueryRowContext(ctx, `SELECT repo, number, url, title, server, filed_at, dry_run FROM github_issues WHERE repo = ?`, key).
		Scan(&f.Repo, &f.Number, &f.URL, &f.Title, &f.Server, &filedAt, &dry)
	if errors.Is(err, sql.ErrNoRows) {
		return FiledIssue{}, false, nil
	}
	if err != nil {
		return FiledIssue{}, false, db.errf("filed issue for %s: %w", key, err)
	}
	if f.FiledAt, err = parseTime(filedAt); err != nil {
		return FiledIssue{}, false, db.errf("filed issue for %s: filed_at %q: %w", key, filedAt, err)
	}
	f.DryRun = dry != 0
	return f, true, nil
}

// FiledIssues returns every record, ordered by repository.
func (db *DB) FiledIssues(ctx context.Context) ([]FiledIssue, error) {
	rows, err := db.sql.QueryContext(ctx, `SELECT repo, number, url, title, server, filed_at, dry_run FROM github_issues ORDER BY repo`)
	if err != nil {
		return nil, db.errf("filed issues: %w", err)
	}
	defer rows.Close()
	var out []FiledIssue
	for rows.Next() {
		var f FiledIssue
		var filedAt string
		var dry int64
		if err := rows.Scan(&f.Repo, &f.Number, &f.URL, &f.Title, &f.Server, &filedAt, &dry); err != nil {
			return nil, db.errf("filed issues: %w", err)
		}
		if f.FiledAt, err = parseTime(filedAt); err != nil {
			return nil, db.errf("filed issues: %s: filed_at %q: %w", f.Repo, filedAt, err)
		}
		f.DryRun = dry != 0
		out = append(out, f)
	}
	if err := rows.Err(); err != nil {
		return nil, db.errf("filed issues: %w", err)
	}
	return out, nil
}

// upsertFiledIssue is the statement both RecordFiledIssue and Merge use: a
// new repository is inserted; an existing record is replaced only while it
// is a dry run, so a real filing is never overwritten or forgotten.
const upsertFiledIssue = `INSERT INTO github_issues(repo, number, url, title, server, filed_at, dry_run)
	VALUES (?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT(repo) DO UPDATE SET
		number = excluded.number, url = excluded.url, title = excluded.title,
		server = excluded.server, filed_at = excluded.filed_at, dry_run = excluded.dry_run
	WHERE github_issues.dry_run != 0`

// RecordFiledIssue stores f under its repository key. A real filing
// replaces an earlier dry-run record; nothing replaces a real filing (the
// call then succeeds and changes nothing). A zero FiledAt means now.
func (db *DB) RecordFiledIssue(ctx context.Context, f FiledIssue) error {
	key := NormalizeRepoKey(f.Repo)
	if !validRepoKey(key) {
		return db.errf("record filed issue: repository %q is not owner/name", f.Repo)
	}
	if !f.DryRun && f.Number <= 0 {
		return db.errf("record filed issue for %s: a filed issue needs its number (got %d)", key, f.Number)
	}
	at := f.FiledAt
	if at.IsZero() {
		at = time.Now()
	}
	err := db.writeTx(ctx, func(t *rawTx) error {
		_, err := t.exec(upsertFiledIssue, key, int64(f.Number), f.URL, f.Title, f.Server, formatTime(at), dryRunFlag(f.DryRun))
		return err
	})
	if err != nil {
		return db.errf("record filed issue for %s: %w", key, err)
	}
	return nil
}

// mergeFiledIssues copies the github_issues records of the inputs into t
// with the same rule as RecordFiledIssue, so a merged corpus still knows
// every issue any shard filed.
func mergeFiledIssues(ctx context.Context, t *rawTx, in []*DB) error {
	st, err := t.prepare(upsertFiledIssue)
	if err != nil {
		return err
	}
	defer st.close()
	for _, db := range in {
		filed, err := db.FiledIssues(ctx)
		if err != nil {
			return err
		}
		for _, f := range filed {
			if _, err := st.run(f.Repo, int64(f.Number), f.URL, f.Title, f.Server, formatTime(f.FiledAt), dryRunFlag(f.DryRun)); err != nil {
				return fmt.Errorf("%s: filed issue for %s: %w", db.path, f.Repo, err)
			}
		}
	}
	return nil
}

// dryRunFlag stores the dry-run flag as SQLite's 0 or 1.
func dryRunFlag(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
