package ghub

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/google/go-github/v66/github"
)

// ErrRateLimited is wrapped by every error that stops on a GitHub rate
// limit (see [RateLimitError]).
var ErrRateLimited = errors.New("GitHub rate limit reached")

// category is a GitHub rate-limit bucket.
type category string

const (
	coreCategory   category = "core"   // repository and issue endpoints
	searchCategory category = "search" // the search API, its own smaller limit
	anyCategory    category = "*"      // a secondary limit applies to all
)

// defaultSecondaryWait is what GitHub's documentation asks for when a
// secondary limit names no wait: at least one minute.
const defaultSecondaryWait = time.Minute

// limited is a rate limit seen in a response.
type limited struct {
	secondary bool
	until     time.Time // when requests are allowed again
	limit     int       // requests per window, when known
}

// scope is the bucket the limit blocks.
func (l limited) scope(cat category) category {
	if l.secondary {
		return anyCategory
	}
	return cat
}

// classify tells whether err is a GitHub rate limit and until when. Besides
// go-github's own types it reads the headers of responses go-github leaves
// as plain errors: a 429, or a 403 with Retry-After but no documentation
// link.
func classify(err error, now time.Time) (limited, bool) {
	if err == nil {
		return limited{}, false
	}
	var rl *github.RateLimitError
	if errors.As(err, &rl) {
		until := rl.Rate.Reset.Time
		if until.IsZero() {
			until = now.Add(defaultSecondaryWait)
		}
		return limited{until: until, limit: rl.Rate.Limit}, true
	}
	var ab *github.AbuseRateLimitError
	if errors.As(err, &ab) {
		wait := defaultSecondaryWait
		if ab.RetryAfter != nil && *ab.RetryAfter > 0 {
			wait = *ab.RetryAfter
		}
		return limited{secondary: true, until: now.Add(wait)}, true
	}
	var er *github.ErrorResponse
	if !errors.As(err, &er) || er.Response == nil {
		return limited{}, false
	}
	resp := er.Response
	if resp.StatusCode != http.StatusForbidden && resp.StatusCode != http.StatusTooManyRequests {
		return limited{}, false
	}
	h := resp.Header
	if h.Get("X-RateLimit-Remaining") == "0" {
		if reset, err := strconv.ParseInt(h.Get("X-RateLimit-Reset"), 10, 64); err == nil && reset > 0 {
			limit, _ := strconv.Atoi(h.Get("X-RateLimit-Limit"))
			return limited{until: time.Unix(reset, 0), limit: limit}, true
		}
	}
	if d, ok := retryAfter(h.Get("Retry-After"), now); ok {
		return limited{secondary: true, until: now.Add(d)}, true
	}
	if resp.StatusCode == http.StatusTooManyRequests || strings.Contains(strings.ToLower(er.Message), "rate limit") {
		return limited{secondary: true, until: now.Add(defaultSecondaryWait)}, true
	}
	return limited{}, false
}

// retryAfter reads a Retry-After value: seconds or an HTTP date.
func retryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		if n < 0 || n > 24*3600 {
			return 0, false
		}
		return time.Duration(n) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}

// RateLimitError stops a look-up or filing on a GitHub rate limit. It
// wraps [ErrRateLimited]; its message names the reset time and, for
// [Client.LookupAll], how far the batch got.
type RateLimitError struct {
	Secondary     bool          // a secondary (abuse) limit rather than the hourly quota
	Reset         time.Time     // when GitHub allows requests again
	Wait          time.Duration // how long that was from the moment the limit stopped the work
	Limit         int           // requests per window, when GitHub said
	Op            string        // what was being done, "looking up acme/tool"
	Done, Total   int           // repositories looked up of those asked for; Total 0 when not a batch
	Authenticated bool          // whether a token was sent
}

// Error describes the limit, for example "GitHub rate limit reached
// (looking up acme/tool); resets at 15:04 UTC (in 12m); 3 of 10
// repositories looked up; re-run later or set GITHUB_TOKEN".
func (e *RateLimitError) Error() string {
	var b strings.Builder
	b.WriteString("GitHub ")
	if e.Secondary {
		b.WriteString("secondary ")
	}
	b.WriteString("rate limit reached")
	if e.Op != "" {
		fmt.Fprintf(&b, " (%s)", e.Op)
	}
	if !e.Reset.IsZero() {
		verb := "resets at"
		if e.Secondary {
			verb = "retry after"
		}
		fmt.Fprintf(&b, "; %s %s (in %s)", verb, clockTime(e.Reset, e.Wait), humanWait(e.Wait))
	}
	if e.Total > 0 {
		fmt.Fprintf(&b, "; %d of %d repositories looked up", e.Done, e.Total)
	}
	if e.Authenticated {
		b.WriteString("; re-run later")
	} else {
		b.WriteString("; re-run later or set GITHUB_TOKEN for a higher limit")
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrRateLimited) true.
func (e *RateLimitError) Unwrap() error { return ErrRateLimited }

// clockTime renders t in UTC: the time of day, with the date when the wait
// is a day or more.
func clockTime(t time.Time, wait time.Duration) string {
	if wait >= 24*time.Hour {
		return t.UTC().Format("2006-01-02 15:04 UTC")
	}
	if wait < time.Minute {
		return t.UTC().Format("15:04:05 UTC")
	}
	return t.UTC().Format("15:04 UTC")
}

// humanWait renders a wait briefly: "45s", "12m", "1h5m".
func humanWait(d time.Duration) string {
	switch {
	case d <= 0:
		return "0s"
	case d < time.Minute:
		return fmt.Sprintf("%ds", int((d+time.Second-1)/time.Second))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int((d+time.Minute-1)/time.Minute))
	}
	m := int((d + time.Minute - 1) / time.Minute)
	if m%60 == 0 {
		return fmt.Sprintf("%dh", m/60)
	}
	return fmt.Sprintf("%dh%dm", m/60, m%60)
}
