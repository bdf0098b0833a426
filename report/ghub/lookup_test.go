package ghub

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestFacts(t *testing.T) {
	f := newFake(t)
	f.addRepo("Acme/Tool", map[string]any{
		"description": "A tool server", "stargazers_count": 1234, "open_issues_count": 7,
		"default_branch": "trunk", "archived": true, "fork": true, "language": "Go",
		"pushed_at": "2025-12-24T10:11:12Z",
	})
	c := f.client(t, Options{Token: " secret-token\n"})
	got, err := c.Facts(context.Background(), Repo{Owner: "acme", Name: "tool"})
	if err != nil {
		t.Fatal(err)
	}
	want := Facts{
		FullName: "Acme/Tool", HTMLURL: "https://github.com/Acme/Tool", DefaultBranch: "trunk",
		Description: "A tool server", Stars: 1234, OpenIssues: 7, Archived: true, Fork: true,
		PushedAt: time.Date(2025, 12, 24, 10, 11, 12, 0, time.UTC), Language: "Go",
	}
	if !got.PushedAt.Equal(want.PushedAt) {
		t.Errorf("PushedAt %v, want %v", got.PushedAt, want.PushedAt)
	}
	got.PushedAt = want.PushedAt
	if got != want {
		t.Errorf("Facts = %+v\nwant %+v", got, want)
	}
	reqs := f.Requests()
	if len(reqs) != 1 || reqs[0].Method != http.MethodGet || reqs[0].Path != "/api/v3/repos/acme/tool" {
		t.Fatalf("requests %+v", reqs)
	}
	if reqs[0].Auth != "Bearer secret-token" {
		t.Errorf("Authorization %q, want the trimmed token as Bearer", reqs[0].Auth)
	}
	if reqs[0].Agent != "mcpsurvey" {
		t.Errorf("User-Agent %q", reqs[0].Agent)
	}
}

func TestFactsIssuesDisabledAndUnauthenticated(t *testing.T) {
	f := newFake(t)
	f.addRepo("o/r", map[string]any{"has_issues": false})
	c := f.client(t, Options{})
	got, err := c.Facts(context.Background(), Repo{Owner: "o", Name: "r"})
	if err != nil {
		t.Fatal(err)
	}
	if !got.IssuesDisabled {
		t.Error("has_issues false not reported")
	}
	if a := f.Requests()[0].Auth; a != "" {
		t.Errorf("Authorization %q sent without a token", a)
	}
}

func TestFactsNotFound(t *testing.T) {
	f := newFake(t)
	c := f.client(t, Options{})
	_, err := c.Facts(context.Background(), Repo{Owner: "gone", Name: "away"})
	if !errors.Is(err, ErrRepoNotFound) {
		t.Fatalf("err = %v, want ErrRepoNotFound", err)
	}
	if !strings.Contains(err.Error(), "gone/away") || !strings.Contains(err.Error(), "moved") {
		t.Errorf("message %q should name the repository and say why", err)
	}
	if _, err := c.Facts(context.Background(), Repo{Owner: "o"}); err == nil {
		t.Error("Facts accepted a repository without a name")
	}
	if n := len(f.Requests()); n != 1 {
		t.Errorf("%d requests, want 1 (an invalid repository sends nothing)", n)
	}
}

func TestRelated(t *testing.T) {
	f := newFake(t)
	f.addIssue("acme/tool", 34, "Add outputSchema to tools", "open", false)
	f.addIssue("acme/tool", 35, "feat: structuredContent", "closed", true)
	f.addIssue("acme/tool", 36, "third", "open", false)
	f.addIssue("other/repo", 1, "not mine", "open", false)
	c := f.client(t, Options{})
	got, err := c.Related(context.Background(), Repo{Owner: "acme", Name: "tool"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("%d results, want 2 (the limit): %+v", len(got), got)
	}
	want0 := IssueRef{Number: 34, Title: "Add outputSchema to tools", URL: "https://github.com/acme/tool/issues/34", State: "open",
		UpdatedAt: time.Date(2026, 2, 3, 4, 5, 6, 0, time.UTC)}
	if !got[0].UpdatedAt.Equal(want0.UpdatedAt) {
		t.Errorf("UpdatedAt %v", got[0].UpdatedAt)
	}
	got[0].UpdatedAt = want0.UpdatedAt
	if got[0] != want0 {
		t.Errorf("first = %+v\nwant %+v", got[0], want0)
	}
	if !got[1].PullRequest || got[1].State != "closed" || got[1].Kind() != "pull request" {
		t.Errorf("second = %+v, want a closed pull request", got[1])
	}
	reqs := f.Requests()
	if len(reqs) != 1 || reqs[0].Path != "/api/v3/search/issues" {
		t.Fatalf("requests %+v", reqs)
	}
	q := reqs[0].Query
	if q.Get("q") != "repo:acme/tool outputSchema OR structuredContent" {
		t.Errorf("q = %q", q.Get("q"))
	}
	if q.Get("per_page") != "2" || q.Get("sort") != "updated" || q.Get("order") != "desc" {
		t.Errorf("query %v", q)
	}
	// The limit is capped at one search page.
	if _, err := c.Related(context.Background(), Repo{Owner: "acme", Name: "tool"}, 1000); err != nil {
		t.Fatal(err)
	}
	if pp := f.Requests()[1].Query.Get("per_page"); pp != "100" {
		t.Errorf("per_page %q for limit 1000, want 100", pp)
	}
}

func TestEnterpriseBaseURL(t *testing.T) {
	for _, base := range []string{"", "/", "/api/v3", "/api/v3/"} {
		f := newFake(t)
		f.addRepo("team/tool", nil)
		c := f.client(t, Options{BaseURL: f.srv.URL + base, Token: "t"})
		if _, err := c.Facts(context.Background(), Repo{Owner: "team", Name: "tool"}); err != nil {
			t.Errorf("base %q: %v", f.srv.URL+base, err)
			continue
		}
		if p := f.Requests()[0].Path; p != "/api/v3/repos/team/tool" {
			t.Errorf("base %q: request path %q, want /api/v3/repos/team/tool", f.srv.URL+base, p)
		}
	}
}

func TestLookupAll(t *testing.T) {
	f := newFake(t)
	f.addRepo("a/one", map[string]any{"stargazers_count": 3})
	f.addRepo("b/old", map[string]any{"archived": true})
	f.addIssue("a/one", 9, "outputSchema please", "open", false)
	c := f.client(t, Options{})
	repos := []Repo{{Owner: "a", Name: "one"}, {Owner: "missing", Name: "x"}, {Owner: "A", Name: "ONE", Path: "sub"}, {Owner: "b", Name: "old"}}
	got, err := c.LookupAll(context.Background(), repos, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d lookups, want 3 (a/one once): %+v", len(got), got)
	}
	if got[0].Err != nil || got[0].Facts.Stars != 3 || len(got[0].Related) != 1 || got[0].Related[0].Number != 9 {
		t.Errorf("a/one: %+v", got[0])
	}
	if !errors.Is(got[1].Err, ErrRepoNotFound) {
		t.Errorf("missing/x: err %v", got[1].Err)
	}
	if got[2].Err != nil || !got[2].Facts.Archived || got[2].Related != nil {
		t.Errorf("b/old: %+v", got[2])
	}
	if n := f.count(http.MethodGet, "/search/issues"); n != 1 {
		t.Errorf("%d searches, want 1 (none for the missing and the archived repository)", n)
	}
	if n := f.count(http.MethodGet, "/repos/a/one"); n != 1 {
		t.Errorf("a/one looked up %d times", n)
	}
}

func TestLookupAllStopsOnCancel(t *testing.T) {
	f := newFake(t)
	f.addRepo("a/one", nil)
	c := f.client(t, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := c.LookupAll(ctx, []Repo{{Owner: "a", Name: "one"}, {Owner: "a", Name: "two"}}, 0)
	if !errors.Is(err, context.Canceled) || len(got) != 0 {
		t.Errorf("got %d lookups, err %v", len(got), err)
	}
	if n := len(f.Requests()); n != 0 {
		t.Errorf("%d requests after cancel", n)
	}
}
