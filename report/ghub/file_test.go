package ghub

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/corpus"
)

// openCorpus opens a real corpus in a temporary directory.
func openCorpus(t *testing.T) *corpus.DB {
	t.Helper()
	db, err := corpus.Open(context.Background(), filepath.Join(t.TempDir(), "corpus.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func fileReq(dry bool) FileRequest {
	return FileRequest{
		Repo: Repo{Owner: "Acme", Name: "Tool"}, Server: "acme-tool",
		Title: "Add outputSchema to 3 tools", Body: "## Proposal\n\n`search` returns JSON in text.", DryRun: dry,
	}
}

func TestFileDryRunSendsNothing(t *testing.T) {
	ctx := context.Background()
	f := newFake(t)
	f.addRepo("Acme/Tool", nil)
	db := openCorpus(t)
	c := f.client(t, Options{}) // a dry run needs no token
	res, err := c.File(ctx, CorpusStore{DB: db}, fileReq(true))
	if err != nil {
		t.Fatal(err)
	}
	if !res.DryRun || !strings.HasPrefix(res.Skipped, "dry run") || !strings.Contains(res.Skipped, "Add outputSchema to 3 tools") || res.Repo != "acme/tool" {
		t.Errorf("result %+v", res)
	}
	if n := f.count(http.MethodPost, "/issues"); n != 0 {
		t.Errorf("%d POSTs in a dry run", n)
	}
	rec, ok, err := db.FiledIssue(ctx, "acme/tool")
	if err != nil || !ok || !rec.DryRun || rec.Server != "acme-tool" || rec.Number != 0 {
		t.Errorf("dry run record %+v ok=%v err=%v", rec, ok, err)
	}
	// The dry-run record does not stop a real filing.
	c2 := f.client(t, Options{Token: "tok"})
	res, err = c2.File(ctx, CorpusStore{DB: db}, fileReq(false))
	if err != nil || res.Skipped != "" || res.Ref.Number == 0 {
		t.Errorf("real filing after a dry run: %+v, %v", res, err)
	}
}

func TestFileOnceThenRemembered(t *testing.T) {
	ctx := context.Background()
	f := newFake(t)
	f.addRepo("Acme/Tool", nil)
	db := openCorpus(t)
	st := CorpusStore{DB: db}
	c := f.client(t, Options{Token: "tok"})
	res, err := c.File(ctx, st, fileReq(false))
	if err != nil {
		t.Fatal(err)
	}
	if res.Skipped != "" || res.DryRun || res.Ref.Number != 101 || res.Ref.URL != "https://github.com/Acme/Tool/issues/101" {
		t.Errorf("result %+v", res)
	}
	var posts []request
	for _, r := range f.Requests() {
		if r.Method == http.MethodPost {
			posts = append(posts, r)
		}
	}
	if len(posts) != 1 {
		t.Fatalf("%d POSTs, want exactly 1", len(posts))
	}
	if posts[0].Path != "/api/v3/repos/Acme/Tool/issues" || posts[0].Auth != "Bearer tok" {
		t.Errorf("POST %s auth %q", posts[0].Path, posts[0].Auth)
	}
	var sent struct{ Title, Body string }
	if err := json.Unmarshal(posts[0].Body, &sent); err != nil || sent.Title != fileReq(false).Title || sent.Body != fileReq(false).Body {
		t.Errorf("sent %s (%v)", posts[0].Body, err)
	}
	rec, ok, err := db.FiledIssue(ctx, "ACME/TOOL")
	if err != nil || !ok || rec.DryRun || rec.Number != 101 || rec.URL != res.Ref.URL || rec.Server != "acme-tool" || rec.Title != sent.Title {
		t.Errorf("corpus record %+v ok=%v err=%v", rec, ok, err)
	}

	// A second run, even from a new client (a new process), sends no POST
	// and no look-up: the corpus answers.
	before := len(f.Requests())
	for _, cl := range []*Client{c, f.client(t, Options{Token: "tok"})} {
		res, err := cl.File(ctx, st, fileReq(false))
		if err != nil {
			t.Fatal(err)
		}
		if res.Skipped != "already filed #101 (corpus)" || res.Ref.Number != 101 {
			t.Errorf("second run %+v", res)
		}
	}
	if n := len(f.Requests()) - before; n != 0 {
		t.Errorf("second run sent %d requests", n)
	}
}

func TestFileLinksExistingOpenIssue(t *testing.T) {
	ctx := context.Background()
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.addIssue("acme/tool", 30, "old closed one about outputSchema", "closed", false)
	f.addIssue("acme/tool", 34, "Support structuredContent", "open", true)
	db := openCorpus(t)
	c := f.client(t, Options{Token: "tok"})
	res, err := c.File(ctx, CorpusStore{DB: db}, fileReq(false))
	if err != nil {
		t.Fatal(err)
	}
	if res.Skipped != "existing pull request #34 mentions outputSchema or structuredContent" || res.Ref.Number != 34 || res.Ref.URL == "" {
		t.Errorf("result %+v", res)
	}
	if n := f.count(http.MethodPost, "/issues"); n != 0 {
		t.Errorf("%d POSTs despite an open related pull request", n)
	}
	if _, ok, _ := db.FiledIssue(ctx, "acme/tool"); ok {
		t.Error("a linked existing issue was recorded as filed")
	}
}

func TestFileClosedRelatedDoesNotBlock(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.addIssue("acme/tool", 30, "outputSchema? no thanks", "closed", false)
	c := f.client(t, Options{Token: "tok"})
	res, err := c.File(context.Background(), CorpusStore{DB: openCorpus(t)}, fileReq(false))
	if err != nil || res.Skipped != "" || res.Ref.Number == 0 {
		t.Errorf("result %+v, %v", res, err)
	}
	if n := f.count(http.MethodPost, "/issues"); n != 1 {
		t.Errorf("%d POSTs, want 1", n)
	}
}

func TestFileRefusesArchivedAndDisabled(t *testing.T) {
	for field, reason := range map[string]string{"archived": "repository is archived", "has_issues": "repository has issues disabled"} {
		f := newFake(t)
		f.addRepo("acme/tool", map[string]any{field: field == "archived"})
		c := f.client(t, Options{Token: "tok"})
		res, err := c.File(context.Background(), CorpusStore{DB: openCorpus(t)}, fileReq(false))
		if err != nil || res.Skipped != reason {
			t.Errorf("%s: result %+v, %v", field, res, err)
		}
		if n := f.count(http.MethodPost, "/issues"); n != 0 {
			t.Errorf("%s: %d POSTs", field, n)
		}
	}
}

func TestFileNeedsToken(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	c := f.client(t, Options{})
	_, err := c.File(context.Background(), CorpusStore{DB: openCorpus(t)}, fileReq(false))
	if !errors.Is(err, ErrNoToken) || !strings.Contains(err.Error(), "GITHUB_TOKEN") || !strings.Contains(err.Error(), "Acme/Tool") {
		t.Errorf("err = %v", err)
	}
	if n := len(f.Requests()); n != 0 {
		t.Errorf("%d requests without a token", n)
	}
}

func TestFileRefusesBadRequests(t *testing.T) {
	f := newFake(t)
	c := f.client(t, Options{Token: "tok"})
	st := CorpusStore{DB: openCorpus(t)}
	bad := []FileRequest{
		{Repo: Repo{Owner: "o"}, Title: "t"},
		{Repo: Repo{Owner: "o", Name: "r"}, Title: "  "},
		{Repo: Repo{Owner: "o", Name: "r"}, Title: strings.Repeat("é", maxTitleRunes+1)},
		{Repo: Repo{Owner: "o", Name: "r"}, Title: "t", Body: strings.Repeat("x", maxBodyRunes+1)},
	}
	for _, req := range bad {
		if _, err := c.File(context.Background(), st, req); err == nil {
			t.Errorf("File accepted %q/%d-char title", req.Repo, len(req.Title))
		}
	}
	if _, err := c.File(context.Background(), nil, fileReq(false)); err == nil {
		t.Error("File accepted a nil store")
	}
	if n := len(f.Requests()); n != 0 {
		t.Errorf("%d requests for bad requests", n)
	}
}

func TestFileRenamedRepositoryUsesNewName(t *testing.T) {
	ctx := context.Background()
	f := newFake(t)
	// GitHub answers the old name with the renamed repository.
	f.addRepo("Acme/Tool", map[string]any{"full_name": "acme-labs/tool-server"})
	f.addRepo("acme-labs/tool-server", nil)
	db := openCorpus(t)
	if err := db.RecordFiledIssue(ctx, corpus.FiledIssue{Repo: "acme-labs/tool-server", Number: 7, URL: "u7"}); err != nil {
		t.Fatal(err)
	}
	c := f.client(t, Options{Token: "tok"})
	res, err := c.File(ctx, CorpusStore{DB: db}, fileReq(false))
	if err != nil {
		t.Fatal(err)
	}
	if res.Skipped != "already filed #7 (corpus)" || res.Repo != "acme-labs/tool-server" {
		t.Errorf("result %+v", res)
	}
	if n := f.count(http.MethodPost, "/issues"); n != 0 {
		t.Errorf("%d POSTs for an already filed renamed repository", n)
	}
}

// failingStore records nothing.
type failingStore struct{ err error }

func (s failingStore) Filed(context.Context, string) (IssueRef, bool, error) {
	return IssueRef{}, false, nil
}
func (s failingStore) RecordFiled(context.Context, string, IssueRef, string, bool) error {
	return s.err
}

func TestFileReportsUnrecordedIssue(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	c := f.client(t, Options{Token: "tok"})
	res, err := c.File(context.Background(), failingStore{errors.New("disk full")}, fileReq(false))
	if err == nil || !strings.Contains(err.Error(), "#101") || !strings.Contains(err.Error(), "disk full") || !strings.Contains(err.Error(), "issues/101") {
		t.Errorf("err = %v", err)
	}
	if res.Ref.Number != 101 {
		t.Errorf("result %+v should still name the opened issue", res)
	}
}
