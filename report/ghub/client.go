package ghub

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/google/go-github/v66/github"
)

// Defaults for the zero values of [Options].
const (
	DefaultMaxWait    = 2 * time.Minute
	DefaultMaxRetries = 10
	DefaultTimeout    = 30 * time.Second
	defaultUserAgent  = "mcpsurvey"
)

// Options configures a [Client].
type Options struct {
	// Token is a GitHub token (normally from GITHUB_TOKEN). Look-ups work
	// without one at GitHub's lower anonymous limits; filing needs one.
	Token string
	// BaseURL is the REST API root: "" means https://api.github.com/. For
	// GitHub Enterprise Server give the host's address; "/api/v3/" is
	// appended unless present (or the host starts with "api.").
	BaseURL string
	// UploadURL is the upload API root for GitHub Enterprise; "" derives
	// it from BaseURL. Nothing is uploaded today.
	UploadURL string
	// HTTPClient sends the requests; nil means a client with a
	// DefaultTimeout timeout.
	HTTPClient *http.Client
	// UserAgent is sent with every request; "" means "mcpsurvey".
	UserAgent string
	// MaxWait is the longest the client waits for a rate limit to reset
	// before it retries a request; a longer wait stops with an error
	// wrapping [ErrRateLimited]. 0 means DefaultMaxWait; negative means
	// never wait.
	MaxWait time.Duration
	// MaxRetries bounds the rate-limit waits of the client's whole life
	// (each request is retried at most once). 0 means DefaultMaxRetries;
	// negative means none.
	MaxRetries int
	// Now and Sleep replace the clock in tests; nil means the real ones.
	// Sleep must return early with ctx's error when ctx is done.
	Now   func() time.Time
	Sleep func(ctx context.Context, d time.Duration) error
}

// Client looks repositories up on GitHub and files issues. Its methods are
// safe for concurrent use.
type Client struct {
	opts     Options
	newGH    func() *github.Client
	webHosts []string

	mu      sync.Mutex
	gh      *github.Client
	retries int                  // rate-limit waits so far
	blocked map[category]limited // rate limits that stopped a request

	fileMu sync.Mutex // serializes File, so one repository is never filed twice
}

// New returns a client for o. It fails on a malformed BaseURL or UploadURL.
func New(o Options) (*Client, error) {
	o.Token = strings.TrimSpace(o.Token)
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Sleep == nil {
		o.Sleep = sleepCtx
	}
	if o.MaxWait == 0 {
		o.MaxWait = DefaultMaxWait
	}
	if o.MaxRetries == 0 {
		o.MaxRetries = DefaultMaxRetries
	}
	if o.UserAgent == "" {
		o.UserAgent = defaultUserAgent
	}
	hc := o.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: DefaultTimeout}
	}
	c := &Client{opts: o, webHosts: []string{githubHost}, blocked: map[category]limited{}}
	base, upload, webHost, err := enterpriseURLs(o.BaseURL, o.UploadURL)
	if err != nil {
		return nil, err
	}
	if webHost != "" && webHost != githubHost {
		c.webHosts = append(c.webHosts, webHost)
	}
	c.newGH = func() *github.Client {
		gh := github.NewClient(hc)
		if o.Token != "" {
			gh = gh.WithAuthToken(o.Token)
		}
		if base != "" {
			// Both addresses were checked by enterpriseURLs.
			if g, err := gh.WithEnterpriseURLs(base, upload); err == nil {
				gh = g
			}
		}
		gh.UserAgent = o.UserAgent
		return gh
	}
	c.gh = c.newGH()
	return c, nil
}

// enterpriseURLs checks the configured addresses and derives the upload
// address and the web host repositories are named under. All are "" for
// github.com.
func enterpriseURLs(base, upload string) (b, up, webHost string, err error) {
	if base == "" {
		return "", "", "", nil
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", "", "", fmt.Errorf("GitHub API address %q: want http(s)://host[/api/v3/]", base)
	}
	if upload == "" {
		upload = u.Scheme + "://" + u.Host + "/api/uploads/"
	} else if uu, err := url.Parse(upload); err != nil || (uu.Scheme != "http" && uu.Scheme != "https") || uu.Host == "" {
		return "", "", "", fmt.Errorf("GitHub upload address %q: want http(s)://host/api/uploads/", upload)
	}
	return base, upload, strings.TrimPrefix(strings.ToLower(u.Hostname()), "api."), nil
}

// ParseRepo is [ParseRepo] that also accepts repositories on the client's
// GitHub Enterprise host.
func (c *Client) ParseRepo(s string) (Repo, bool) { return parseRepo(s, c.webHosts) }

// Authenticated reports whether the client sends a token.
func (c *Client) Authenticated() bool { return c.opts.Token != "" }

// current returns the go-github client to use now.
func (c *Client) current() *github.Client {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gh
}

// sleepCtx waits d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// do runs one API call, op naming it for errors ("looking up o/r"). A rate
// limit is waited out and the call retried once when the reset is within
// MaxWait and retries remain; otherwise do returns a *[RateLimitError]. A
// category already known to be limited is not asked again before its reset.
func (c *Client) do(ctx context.Context, cat category, op string, call func(gh *github.Client) error) error {
	waited := false
	for {
		if lim, ok := c.limitFor(cat); ok {
			if err := c.waitOrStop(ctx, cat, lim, op, &waited); err != nil {
				return err
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		err := call(c.current())
		lim, ok := classify(err, c.opts.Now())
		if !ok {
			return err
		}
		c.mu.Lock()
		c.blocked[lim.scope(cat)] = lim
		c.mu.Unlock()
	}
}

// limitFor returns the rate limit in force for cat, if any.
func (c *Client) limitFor(cat category) (limited, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.opts.Now()
	for _, k := range []category{cat, anyCategory} {
		lim, ok := c.blocked[k]
		if !ok {
			continue
		}
		if !now.Before(lim.until) {
			delete(c.blocked, k)
			continue
		}
		return lim, true
	}
	return limited{}, false
}

// waitOrStop waits out lim and then forgets it, or returns the error that
// stops the caller: the request already waited once, no retries are left,
// or the wait exceeds MaxWait.
func (c *Client) waitOrStop(ctx context.Context, cat category, lim limited, op string, waited *bool) error {
	now := c.opts.Now()
	wait := lim.until.Sub(now)
	if !lim.secondary {
		wait += time.Second // GitHub's reset is whole seconds; stay clear of it
	}
	c.mu.Lock()
	stop := *waited || c.retries >= max(c.opts.MaxRetries, 0) || c.opts.MaxWait < 0 || wait > c.opts.MaxWait
	if !stop {
		c.retries++
	}
	c.mu.Unlock()
	if stop {
		return &RateLimitError{
			Secondary: lim.secondary, Reset: lim.until, Wait: lim.until.Sub(now), Limit: lim.limit,
			Op: op, Authenticated: c.Authenticated(),
		}
	}
	*waited = true
	if err := c.opts.Sleep(ctx, wait); err != nil {
		return fmt.Errorf("%s: waiting for the GitHub rate limit to reset: %w", op, err)
	}
	c.mu.Lock()
	delete(c.blocked, lim.scope(cat))
	// go-github remembers the limit against the wall clock and would
	// refuse the retry itself; a fresh client starts without that memory.
	c.gh = c.newGH()
	c.mu.Unlock()
	return nil
}

// apiStatus returns the HTTP status of a GitHub API error, or 0.
func apiStatus(err error) int {
	var er *github.ErrorResponse
	if errors.As(err, &er) && er.Response != nil {
		return er.Response.StatusCode
	}
	return 0
}
