package ghub

import (
	"context"
	"errors"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

// CorpusStore is the [Store] of a corpus: its github_issues table.
type CorpusStore struct {
	DB *corpus.DB
	// Now stamps records; nil means time.Now.
	Now func() time.Time
}

// Filed returns the issue the corpus records as filed in repo; dry-run
// records do not count.
func (s CorpusStore) Filed(ctx context.Context, repo string) (IssueRef, bool, error) {
	if s.DB == nil {
		return IssueRef{}, false, errors.New("ghub: CorpusStore without a corpus")
	}
	f, ok, err := s.DB.FiledIssue(ctx, repo)
	if err != nil || !ok || f.DryRun {
		return IssueRef{}, false, err
	}
	return IssueRef{Number: f.Number, Title: f.Title, URL: f.URL}, true, nil
}

// RecordFiled stores the issue (or dry run) under repo.
func (s CorpusStore) RecordFiled(ctx context.Context, repo string, ref IssueRef, server string, dryRun bool) error {
	if s.DB == nil {
		return errors.New("ghub: CorpusStore without a corpus")
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	return s.DB.RecordFiledIssue(ctx, corpus.FiledIssue{
		Repo: repo, Number: ref.Number, URL: ref.URL, Title: ref.Title,
		Server: server, FiledAt: now(), DryRun: dryRun,
	})
}
