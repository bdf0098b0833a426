package ghub

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/google/go-github/v66/github"
)

// ErrNoToken is returned when filing is asked for without a token.
var ErrNoToken = errors.New("filing GitHub issues needs a token: set GITHUB_TOKEN to a token that may create issues in the repository (or leave out the flag that files issues)")

// GitHub's limits on an issue.
const (
	maxTitleRunes = 256
	maxBodyRunes  = 65536
)

// relatedForFiling is how many related issues File looks at before filing.
const relatedForFiling = 30

// Store remembers which repositories got an issue, so none gets two. The
// corpus implements it through [CorpusStore].
type Store interface {
	// Filed returns the issue already filed in repo (the [Repo.Key]); ok
	// is false when none was (a dry run does not count).
	Filed(ctx context.Context, repo string) (ref IssueRef, ok bool, err error)
	// RecordFiled remembers an issue filed in repo from server's report,
	// or, with dryRun, one that would have been filed.
	RecordFiled(ctx context.Context, repo string, ref IssueRef, server string, dryRun bool) error
}

// FileRequest asks for one issue.
type FileRequest struct {
	Repo   Repo
	Server string // the server whose report the issue carries
	Title  string
	Body   string // Markdown
	DryRun bool   // send nothing; say what would happen
}

// FileResult says what [Client.File] did. Exactly one issue was opened when
// Skipped is "" and DryRun is false; Ref is then that issue, otherwise the
// issue that made filing unnecessary (if any).
type FileResult struct {
	Repo    string // the repository key, "owner/name" in lower case
	Ref     IssueRef
	Skipped string // why nothing was filed: "already filed #12 (corpus)", "existing issue #34 mentions outputSchema or structuredContent", "repository is archived", "dry run: would open …"
	DryRun  bool
}

// File opens the issue req describes, at most once per repository. It
// sends nothing and says why in FileResult.Skipped when the store already
// knows an issue filed in the repository, when the repository is archived
// or has issues disabled, when an open issue or pull request there already
// mentions outputSchema or structuredContent (it is returned to be linked),
// or when req.DryRun is set (the dry run is recorded in st, which a later
// real filing replaces). Filing for real needs a token ([ErrNoToken]); a dry
// run works without one. The filed issue is recorded in st before File
// returns; if that fails the error says so and names the issue.
func (c *Client) File(ctx context.Context, st Store, req FileRequest) (FileResult, error) {
	r := req.Repo
	if st == nil {
		return FileResult{}, errors.New("ghub: File needs a Store to remember filed issues")
	}
	if !r.valid() {
		return FileResult{}, fmt.Errorf("filing an issue for server %q: %q is not a valid GitHub owner/name", req.Server, r.String())
	}
	if err := checkIssueText(req); err != nil {
		return FileResult{}, err
	}
	if !req.DryRun && !c.Authenticated() {
		return FileResult{}, fmt.Errorf("filing an issue in %s for server %q: %w", r, req.Server, ErrNoToken)
	}
	c.fileMu.Lock()
	defer c.fileMu.Unlock()

	res := FileResult{Repo: r.Key(), DryRun: req.DryRun}
	if done, err := c.alreadyFiled(ctx, st, r.Key(), &res); done || err != nil {
		return res, err
	}
	facts, err := c.Facts(ctx, r)
	if err != nil {
		return res, err
	}
	// A renamed repository answers under its new name: check and record
	// under that too.
	if canon, ok := ParseRepo(facts.FullName); ok && canon.Key() != r.Key() {
		r.Owner, r.Name = canon.Owner, canon.Name
		res.Repo = r.Key()
		if done, err := c.alreadyFiled(ctx, st, r.Key(), &res); done || err != nil {
			return res, err
		}
	}
	switch {
	case facts.Archived:
		res.Skipped = "repository is archived"
		return res, nil
	case facts.IssuesDisabled:
		res.Skipped = "repository has issues disabled"
		return res, nil
	}
	related, err := c.Related(ctx, r, relatedForFiling)
	if err != nil {
		return res, err
	}
	for _, is := range related {
		if is.State == "open" {
			res.Ref = is
			res.Skipped = fmt.Sprintf("existing %s #%d mentions outputSchema or structuredContent", is.Kind(), is.Number)
			return res, nil
		}
	}
	if req.DryRun {
		res.Ref = IssueRef{Title: req.Title}
		res.Skipped = fmt.Sprintf("dry run: would open issue %q in %s", req.Title, r)
		if err := st.RecordFiled(ctx, r.Key(), res.Ref, req.Server, true); err != nil {
			return res, fmt.Errorf("recording the dry run for %s: %w", r, err)
		}
		return res, nil
	}
	var created *github.Issue
	err = c.do(ctx, coreCategory, "opening an issue in "+r.String(), func(gh *github.Client) error {
		var err error
		created, _, err = gh.Issues.Create(ctx, r.Owner, r.Name, &github.IssueRequest{
			Title: github.String(req.Title), Body: github.String(req.Body),
		})
		return err
	})
	if err != nil {
		if errors.Is(err, ErrRateLimited) {
			return res, err
		}
		if s := apiStatus(err); s == http.StatusNotFound || s == http.StatusForbidden || s == http.StatusGone {
			return res, fmt.Errorf("opening an issue in %s: GitHub refused with %d; check that the token may create issues there: %w", r, s, err)
		}
		return res, fmt.Errorf("opening an issue in %s: %w", r, err)
	}
	res.Ref = issueRef(created)
	if res.Ref.Number <= 0 {
		return res, fmt.Errorf("opening an issue in %s: GitHub answered without an issue number", r)
	}
	if err := st.RecordFiled(ctx, r.Key(), res.Ref, req.Server, false); err != nil {
		return res, fmt.Errorf("issue #%d was opened in %s (%s) but could not be recorded, so a later run may not know it: %w", res.Ref.Number, r, res.Ref.URL, err)
	}
	return res, nil
}

// alreadyFiled fills res and reports true when st knows an issue in key.
func (c *Client) alreadyFiled(ctx context.Context, st Store, key string, res *FileResult) (bool, error) {
	ref, ok, err := st.Filed(ctx, key)
	if err != nil {
		return false, fmt.Errorf("checking for an issue already filed in %s: %w", key, err)
	}
	if !ok {
		return false, nil
	}
	res.Ref = ref
	res.Skipped = fmt.Sprintf("already filed #%d (corpus)", ref.Number)
	return true, nil
}

// checkIssueText refuses an issue GitHub would refuse.
func checkIssueText(req FileRequest) error {
	where := fmt.Sprintf("issue for server %q in %s", req.Server, req.Repo)
	switch {
	case strings.TrimSpace(req.Title) == "":
		return fmt.Errorf("%s: empty title", where)
	case utf8.RuneCountInString(req.Title) > maxTitleRunes:
		return fmt.Errorf("%s: title has %d characters, GitHub allows %d", where, utf8.RuneCountInString(req.Title), maxTitleRunes)
	case utf8.RuneCountInString(req.Body) > maxBodyRunes:
		return fmt.Errorf("%s: body has %d characters, GitHub allows %d", where, utf8.RuneCountInString(req.Body), maxBodyRunes)
	}
	return nil
}
