package ghub

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/google/go-github/v66/github"
)

// ErrRepoNotFound is wrapped by [Client.Facts] when GitHub does not know
// the repository (deleted, private, or a wrong address).
var ErrRepoNotFound = errors.New("repository not found on GitHub")

// Facts are the repository facts a PR report shows and ranks by.
type Facts struct {
	FullName       string // as GitHub spells it now (a renamed repository gives its new name)
	HTMLURL        string
	DefaultBranch  string
	Description    string
	Stars          int
	OpenIssues     int // open issues and pull requests
	Archived       bool
	Fork           bool
	IssuesDisabled bool // the repository accepts no issues
	PushedAt       time.Time
	Language       string
}

// Facts returns the facts of r. A repository GitHub does not know gives an
// error wrapping [ErrRepoNotFound]; a rate limit a *[RateLimitError].
func (c *Client) Facts(ctx context.Context, r Repo) (Facts, error) {
	if !r.valid() {
		return Facts{}, fmt.Errorf("GitHub repository %q: not a valid owner/name", r.String())
	}
	op := "looking up " + r.String()
	var gr *github.Repository
	err := c.do(ctx, coreCategory, op, func(gh *github.Client) error {
		var err error
		gr, _, err = gh.Repositories.Get(ctx, r.Owner, r.Name)
		return err
	})
	if err != nil {
		if errors.Is(err, ErrRateLimited) {
			return Facts{}, err // its message names the repository
		}
		switch apiStatus(err) {
		case http.StatusNotFound:
			return Facts{}, fmt.Errorf("GitHub repository %s: %w (moved, deleted or private?)", r, ErrRepoNotFound)
		case http.StatusUnauthorized:
			return Facts{}, fmt.Errorf("GitHub repository %s: the token was refused (401); check GITHUB_TOKEN: %w", r, err)
		}
		return Facts{}, fmt.Errorf("GitHub repository %s: %w", r, err)
	}
	f := Facts{
		FullName:      gr.GetFullName(),
		HTMLURL:       gr.GetHTMLURL(),
		DefaultBranch: gr.GetDefaultBranch(),
		Description:   gr.GetDescription(),
		Stars:         gr.GetStargazersCount(),
		OpenIssues:    gr.GetOpenIssuesCount(),
		Archived:      gr.GetArchived(),
		Fork:          gr.GetFork(),
		PushedAt:      gr.GetPushedAt().Time,
		Language:      gr.GetLanguage(),
	}
	if gr.HasIssues != nil && !*gr.HasIssues {
		f.IssuesDisabled = true
	}
	if f.FullName == "" {
		f.FullName = r.String()
	}
	return f, nil
}

// IssueRef is an issue or pull request on GitHub.
type IssueRef struct {
	Number      int
	Title       string
	URL         string // web address
	State       string // "open" or "closed"
	PullRequest bool
	UpdatedAt   time.Time
}

// Kind returns "pull request" or "issue".
func (i IssueRef) Kind() string {
	if i.PullRequest {
		return "pull request"
	}
	return "issue"
}

// DefaultRelatedLimit is how many related issues [Client.Related] returns
// when asked for 0 or fewer.
const DefaultRelatedLimit = 10

// maxSearchPage is the search API's largest page.
const maxSearchPage = 100

// RelatedQuery is the search query [Client.Related] sends for r.
func RelatedQuery(r Repo) string {
	return "repo:" + r.String() + " outputSchema OR structuredContent"
}

// Related returns up to limit issues and pull requests of r, open and
// closed, most recently updated first, that mention outputSchema or
// structuredContent (one search API request; limit is capped at 100).
func (c *Client) Related(ctx context.Context, r Repo, limit int) ([]IssueRef, error) {
	if !r.valid() {
		return nil, fmt.Errorf("GitHub repository %q: not a valid owner/name", r.String())
	}
	if limit <= 0 {
		limit = DefaultRelatedLimit
	}
	limit = min(limit, maxSearchPage)
	op := "searching issues of " + r.String()
	var res *github.IssuesSearchResult
	err := c.do(ctx, searchCategory, op, func(gh *github.Client) error {
		var err error
		res, _, err = gh.Search.Issues(ctx, RelatedQuery(r), &github.SearchOptions{
			Sort: "updated", Order: "desc", ListOptions: github.ListOptions{PerPage: limit},
		})
		return err
	})
	if err != nil {
		if errors.Is(err, ErrRateLimited) {
			return nil, err // its message names the repository
		}
		return nil, fmt.Errorf("GitHub repository %s: searching issues: %w", r, err)
	}
	var out []IssueRef
	for _, is := range res.Issues {
		if len(out) == limit {
			break
		}
		if is == nil {
			continue
		}
		out = append(out, issueRef(is))
	}
	return out, nil
}

// issueRef converts go-github's issue.
func issueRef(is *github.Issue) IssueRef {
	return IssueRef{
		Number:      is.GetNumber(),
		Title:       is.GetTitle(),
		URL:         is.GetHTMLURL(),
		State:       is.GetState(),
		PullRequest: is.IsPullRequest(),
		UpdatedAt:   is.GetUpdatedAt().Time,
	}
}

// Lookup is what [Client.LookupAll] found for one repository.
type Lookup struct {
	Repo    Repo
	Facts   Facts
	Related []IssueRef // not searched for archived repositories
	Err     error      // this repository's failure (not found, refused); nil when all went well
}

// LookupAll looks up the facts and related issues (up to relatedLimit,
// see [Client.Related]) of every distinct repository in repos (same
// [Repo.Key] once, first spelling wins), in order. A failure of one
// repository is kept in its Lookup and the batch goes on; a rate limit
// that cannot be waited out, or ctx ending, stops the batch: the lookups
// finished so far are returned with the error, a *[RateLimitError] saying
// how many of how many repositories were looked up.
func (c *Client) LookupAll(ctx context.Context, repos []Repo, relatedLimit int) ([]Lookup, error) {
	seen := map[string]bool{}
	var uniq []Repo
	for _, r := range repos {
		if k := r.Key(); !seen[k] {
			seen[k] = true
			uniq = append(uniq, r)
		}
	}
	out := make([]Lookup, 0, len(uniq))
	for _, r := range uniq {
		l := Lookup{Repo: r}
		l.Facts, l.Err = c.Facts(ctx, r)
		if l.Err == nil && !l.Facts.Archived {
			l.Related, l.Err = c.Related(ctx, r, relatedLimit)
		}
		if err := stopping(ctx, l.Err); err != nil {
			var rl *RateLimitError
			if errors.As(err, &rl) {
				rl.Done, rl.Total = len(out), len(uniq)
				return out, rl
			}
			return out, err
		}
		out = append(out, l)
	}
	return out, nil
}

// stopping returns err when it should end a batch: a rate limit or the
// context ending.
func stopping(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, ErrRateLimited) {
		return err
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return nil
}
