package ghub

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeGitHub emulates the REST endpoints the package uses and records
// every request.
type fakeGitHub struct {
	t      *testing.T
	srv    *httptest.Server
	prefix string // the API root path, as GitHub Enterprise Server has it
	clock  *fakeClock

	mu       sync.Mutex
	repos    map[string]map[string]any   // key "o/r" lower case -> repository JSON
	issues   map[string][]map[string]any // key -> search hits
	requests []request
	limits   []limitRule
	next     int // next issue number
}

// request is one recorded request.
type request struct {
	Method, Path string
	Query        url.Values
	Auth, Agent  string
	Body         []byte
}

// limitRule answers matching requests with a rate limit, times times (-1
// for ever).
type limitRule struct {
	match func(r *http.Request) bool
	times int
	write func(w http.ResponseWriter, now time.Time)
}

// fakeClock is a clock whose Sleep advances it and records the duration.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	sleeps []time.Duration
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sleeps = append(c.sleeps, d)
	c.now = c.now.Add(d)
	return nil
}

func (c *fakeClock) Sleeps() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]time.Duration(nil), c.sleeps...)
}

// newFake starts a fake GitHub serving under /api/v3 (a non-"api." host
// gets that prefix, see Options.BaseURL). Its clock starts at the real time
// (whole seconds), so go-github's own wall-clock rate-limit memory is in
// play.
func newFake(t *testing.T) *fakeGitHub {
	f := &fakeGitHub{
		t: t, prefix: "/api/v3", next: 100,
		clock:  &fakeClock{now: time.Now().UTC().Truncate(time.Second)},
		repos:  map[string]map[string]any{},
		issues: map[string][]map[string]any{},
	}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

// addRepo adds a repository with the given fields over defaults.
func (f *fakeGitHub) addRepo(fullName string, fields map[string]any) {
	owner, name, _ := strings.Cut(fullName, "/")
	m := map[string]any{
		"id": len(f.repos) + 1, "name": name, "full_name": fullName,
		"owner":          map[string]any{"login": owner},
		"html_url":       "https://github.com/" + fullName,
		"default_branch": "main", "stargazers_count": 0, "open_issues_count": 0,
		"archived": false, "fork": false, "has_issues": true,
		"pushed_at": "2026-01-02T03:04:05Z", "language": "TypeScript",
	}
	for k, v := range fields {
		m[k] = v
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.repos[strings.ToLower(fullName)] = m
}

// addIssue adds a search hit to a repository.
func (f *fakeGitHub) addIssue(fullName string, number int, title, state string, pr bool) {
	m := map[string]any{
		"number": number, "title": title, "state": state,
		"html_url":   fmt.Sprintf("https://github.com/%s/issues/%d", fullName, number),
		"updated_at": "2026-02-03T04:05:06Z",
	}
	if pr {
		m["pull_request"] = map[string]any{"url": "https://api.github.com/repos/" + fullName + "/pulls/" + strconv.Itoa(number)}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	k := strings.ToLower(fullName)
	f.issues[k] = append(f.issues[k], m)
}

// limit adds a rate-limit rule.
func (f *fakeGitHub) limit(times int, match func(r *http.Request) bool, write func(w http.ResponseWriter, now time.Time)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.limits = append(f.limits, limitRule{match: match, times: times, write: write})
}

// primary writes GitHub's primary rate-limit answer, resetting after d.
func primary(status int, d time.Duration) func(http.ResponseWriter, time.Time) {
	return func(w http.ResponseWriter, now time.Time) {
		w.Header().Set("X-RateLimit-Limit", "60")
		w.Header().Set("X-RateLimit-Remaining", "0")
		w.Header().Set("X-RateLimit-Reset", strconv.FormatInt(now.Add(d).Unix(), 10))
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		io.WriteString(w, `{"message":"API rate limit exceeded for 127.0.0.1.","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}`)
	}
}

// secondary writes GitHub's secondary rate-limit answer with Retry-After.
func secondary(status int, retryAfter string, withDocURL bool) func(http.ResponseWriter, time.Time) {
	return func(w http.ResponseWriter, now time.Time) {
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		doc := "https://docs.github.com/rest"
		if withDocURL {
			doc = "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"
		}
		fmt.Fprintf(w, `{"message":"You have exceeded a secondary rate limit.","documentation_url":%q}`, doc)
	}
}

func isGet(path string) func(*http.Request) bool {
	return func(r *http.Request) bool { return r.Method == http.MethodGet && strings.HasSuffix(r.URL.Path, path) }
}

func anyRequest(*http.Request) bool { return true }

func (f *fakeGitHub) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	f.mu.Lock()
	f.requests = append(f.requests, request{
		Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(),
		Auth: r.Header.Get("Authorization"), Agent: r.Header.Get("User-Agent"), Body: body,
	})
	for i := range f.limits {
		l := &f.limits[i]
		if l.times != 0 && l.match(r) {
			if l.times > 0 {
				l.times--
			}
			f.mu.Unlock()
			l.write(w, f.clock.Now())
			return
		}
	}
	f.mu.Unlock()

	path, ok := strings.CutPrefix(r.URL.Path, f.prefix+"/")
	if !ok {
		f.notFound(w, r)
		return
	}
	segs := strings.Split(path, "/")
	switch {
	case r.Method == http.MethodGet && len(segs) == 3 && segs[0] == "repos":
		f.mu.Lock()
		repo, ok := f.repos[strings.ToLower(segs[1]+"/"+segs[2])]
		f.mu.Unlock()
		if !ok {
			f.notFound(w, r)
			return
		}
		writeJSON(w, http.StatusOK, repo)
	case r.Method == http.MethodGet && path == "search/issues":
		f.search(w, r)
	case r.Method == http.MethodPost && len(segs) == 4 && segs[0] == "repos" && segs[3] == "issues":
		f.create(w, r, segs[1]+"/"+segs[2], body)
	default:
		f.t.Errorf("fake GitHub: unexpected %s %s", r.Method, r.URL)
		f.notFound(w, r)
	}
}

func (f *fakeGitHub) notFound(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusNotFound, map[string]any{"message": "Not Found", "documentation_url": "https://docs.github.com/rest"})
}

func (f *fakeGitHub) search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	var key string
	for _, tok := range strings.Fields(q) {
		if rest, ok := strings.CutPrefix(tok, "repo:"); ok {
			key = strings.ToLower(rest)
		}
	}
	f.mu.Lock()
	hits := append([]map[string]any(nil), f.issues[key]...)
	f.mu.Unlock()
	total := len(hits)
	if n, err := strconv.Atoi(r.URL.Query().Get("per_page")); err == nil && n < len(hits) {
		hits = hits[:n]
	}
	writeJSON(w, http.StatusOK, map[string]any{"total_count": total, "incomplete_results": false, "items": hits})
}

func (f *fakeGitHub) create(w http.ResponseWriter, r *http.Request, fullName string, body []byte) {
	if r.Header.Get("Authorization") == "" {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"message": "Requires authentication"})
		return
	}
	var req struct{ Title, Body string }
	if err := json.Unmarshal(body, &req); err != nil || req.Title == "" {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"message": "Validation Failed"})
		return
	}
	f.mu.Lock()
	f.next++
	n := f.next
	f.mu.Unlock()
	f.addIssue(fullName, n, req.Title, "open", false)
	writeJSON(w, http.StatusCreated, map[string]any{
		"number": n, "title": req.Title, "body": req.Body, "state": "open",
		"html_url": fmt.Sprintf("https://github.com/%s/issues/%d", fullName, n),
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// Requests returns the recorded requests.
func (f *fakeGitHub) Requests() []request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]request(nil), f.requests...)
}

// count returns how many recorded requests have method and a path ending
// in suffix.
func (f *fakeGitHub) count(method, suffix string) int {
	n := 0
	for _, r := range f.Requests() {
		if r.Method == method && strings.HasSuffix(r.Path, suffix) {
			n++
		}
	}
	return n
}

// client returns a Client talking to the fake with the fake clock.
func (f *fakeGitHub) client(t *testing.T, o Options) *Client {
	t.Helper()
	if o.BaseURL == "" {
		o.BaseURL = f.srv.URL + f.prefix + "/"
	}
	o.Now, o.Sleep = f.clock.Now, f.clock.Sleep
	c, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
