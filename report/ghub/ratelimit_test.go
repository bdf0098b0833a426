package ghub

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

var acme = Repo{Owner: "acme", Name: "tool"}

func TestRateLimitWaitAndRetry(t *testing.T) {
	tests := []struct {
		name  string
		write func(http.ResponseWriter, time.Time)
		sleep time.Duration
	}{
		{"primary 403", primary(http.StatusForbidden, 30*time.Second), 31 * time.Second},
		{"primary 429", primary(http.StatusTooManyRequests, 90*time.Second), 91 * time.Second},
		{"secondary 403 with documentation link", secondary(http.StatusForbidden, "30", true), 30 * time.Second},
		{"secondary 403 Retry-After only", secondary(http.StatusForbidden, "45", false), 45 * time.Second},
		{"secondary 429", secondary(http.StatusTooManyRequests, "5", false), 5 * time.Second},
		{"secondary without Retry-After", secondary(http.StatusForbidden, "", true), time.Minute},
		{"429 without any header", secondary(http.StatusTooManyRequests, "", false), time.Minute},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t)
			f.addRepo("acme/tool", map[string]any{"stargazers_count": 42})
			f.limit(1, isGet("/repos/acme/tool"), tt.write)
			c := f.client(t, Options{MaxWait: 2 * time.Minute})
			got, err := c.Facts(context.Background(), acme)
			if err != nil {
				t.Fatal(err)
			}
			if got.Stars != 42 {
				t.Errorf("stars %d after the retry", got.Stars)
			}
			if s := f.clock.Sleeps(); !slices.Equal(s, []time.Duration{tt.sleep}) {
				t.Errorf("slept %v, want [%v]", s, tt.sleep)
			}
			if n := f.count(http.MethodGet, "/repos/acme/tool"); n != 2 {
				t.Errorf("%d requests, want 2", n)
			}
		})
	}
}

func TestRateLimitStopsBeyondMaxWait(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.limit(-1, isGet("/repos/acme/tool"), primary(http.StatusForbidden, 12*time.Minute))
	c := f.client(t, Options{MaxWait: 2 * time.Minute})
	_, err := c.Facts(context.Background(), acme)
	if !errors.Is(err, ErrRateLimited) {
		t.Fatalf("err = %v, want ErrRateLimited", err)
	}
	var rl *RateLimitError
	if !errors.As(err, &rl) || rl.Secondary || rl.Limit != 60 || rl.Wait != 12*time.Minute {
		t.Fatalf("error %#v", err)
	}
	reset := f.clock.Now().Add(12 * time.Minute).UTC().Format("15:04")
	want := fmt.Sprintf("GitHub rate limit reached (looking up acme/tool); resets at %s UTC (in 12m); re-run later or set GITHUB_TOKEN", reset)
	if !strings.HasPrefix(err.Error(), want) {
		t.Errorf("message %q\nwant prefix %q", err, want)
	}
	if s := f.clock.Sleeps(); len(s) != 0 {
		t.Errorf("slept %v", s)
	}
	// The limit is remembered: no request until the reset.
	if _, err := c.Facts(context.Background(), Repo{Owner: "acme", Name: "other"}); !errors.Is(err, ErrRateLimited) {
		t.Errorf("second look-up: %v", err)
	}
	if n := f.count(http.MethodGet, "/repos/acme/tool") + f.count(http.MethodGet, "/repos/acme/other"); n != 1 {
		t.Errorf("%d repository requests, want 1", n)
	}
}

func TestSecondaryRateLimitStops(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.limit(-1, anyRequest, secondary(http.StatusForbidden, "600", true))
	c := f.client(t, Options{MaxWait: time.Minute, Token: "tok"})
	_, err := c.Facts(context.Background(), acme)
	var rl *RateLimitError
	if !errors.As(err, &rl) || !rl.Secondary || rl.Wait != 10*time.Minute {
		t.Fatalf("err = %#v", err)
	}
	msg := err.Error()
	if !strings.Contains(msg, "secondary rate limit") || !strings.Contains(msg, "retry after") || !strings.Contains(msg, "(in 10m)") ||
		!strings.HasSuffix(msg, "; re-run later") {
		t.Errorf("message %q", msg)
	}
	// A secondary limit blocks every category.
	if _, err := c.Related(context.Background(), acme, 1); !errors.Is(err, ErrRateLimited) {
		t.Errorf("search after a secondary limit: %v", err)
	}
	if n := len(f.Requests()); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

func TestRateLimitRetriesOncePerRequest(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.limit(-1, anyRequest, secondary(http.StatusForbidden, "1", true))
	c := f.client(t, Options{MaxWait: time.Minute, MaxRetries: 100})
	_, err := c.Facts(context.Background(), acme)
	if !errors.Is(err, ErrRateLimited) {
		t.Fatalf("err = %v", err)
	}
	if n := len(f.Requests()); n != 2 {
		t.Errorf("%d requests, want 2 (one retry)", n)
	}
	if s := f.clock.Sleeps(); len(s) != 1 {
		t.Errorf("slept %v, want once", s)
	}
}

func TestRateLimitNeverWait(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.limit(1, anyRequest, secondary(http.StatusForbidden, "1", true))
	c := f.client(t, Options{MaxWait: -1})
	if _, err := c.Facts(context.Background(), acme); !errors.Is(err, ErrRateLimited) {
		t.Fatalf("err = %v", err)
	}
	if s := f.clock.Sleeps(); len(s) != 0 {
		t.Errorf("slept %v with MaxWait < 0", s)
	}
}

func TestLookupAllBoundedRetries(t *testing.T) {
	f := newFake(t)
	names := []string{"a", "b", "c", "d"}
	var repos []Repo
	for _, n := range names {
		f.addRepo("o/"+n, nil)
		f.limit(1, isGet("/repos/o/"+n), primary(http.StatusForbidden, 10*time.Second))
		repos = append(repos, Repo{Owner: "o", Name: n})
	}
	c := f.client(t, Options{MaxWait: time.Minute, MaxRetries: 2})
	got, err := c.LookupAll(context.Background(), repos, 1)
	var rl *RateLimitError
	if !errors.As(err, &rl) {
		t.Fatalf("err = %v, want a RateLimitError", err)
	}
	if rl.Done != 2 || rl.Total != 4 || len(got) != 2 {
		t.Errorf("done %d of %d, %d lookups returned; want 2 of 4", rl.Done, rl.Total, len(got))
	}
	if !strings.Contains(err.Error(), "; 2 of 4 repositories looked up;") {
		t.Errorf("message %q", err)
	}
	if n := f.count(http.MethodGet, ""); n != 2+1+2+1+1 { // a: 2 + search, b: 2 + search, c: 1
		t.Errorf("%d requests, want 7", n)
	}
	if s := f.clock.Sleeps(); len(s) != 2 {
		t.Errorf("slept %v, want 2 waits (MaxRetries)", s)
	}
}

func TestRateLimitRemainingZeroOnSuccess(t *testing.T) {
	// The last allowed request succeeds with Remaining 0; go-github then
	// refuses the next one itself. The client waits for the reset and
	// sends it.
	f := newFake(t)
	f.addRepo("o/two", nil)
	f.limit(1, isGet("/repos/o/one"), func(w http.ResponseWriter, now time.Time) {
		w.Header().Set("X-RateLimit-Limit", "60")
		w.Header().Set("X-RateLimit-Remaining", "0")
		w.Header().Set("X-RateLimit-Reset", strconv.FormatInt(now.Add(20*time.Second).Unix(), 10))
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"full_name":"o/one","stargazers_count":1}`)
	})
	c := f.client(t, Options{})
	if _, err := c.Facts(context.Background(), Repo{Owner: "o", Name: "one"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Facts(context.Background(), Repo{Owner: "o", Name: "two"}); err != nil {
		t.Fatal(err)
	}
	if s := f.clock.Sleeps(); !slices.Equal(s, []time.Duration{21 * time.Second}) {
		t.Errorf("slept %v, want [21s]", s)
	}
	if n := f.count(http.MethodGet, "/repos/o/two"); n != 1 {
		t.Errorf("o/two requested %d times, want 1", n)
	}
}

func TestRateLimitWhileFiling(t *testing.T) {
	f := newFake(t)
	f.addRepo("Acme/Tool", nil)
	f.limit(1, func(r *http.Request) bool { return r.Method == http.MethodPost }, secondary(http.StatusForbidden, "20", true))
	c := f.client(t, Options{Token: "tok"})
	res, err := c.File(context.Background(), CorpusStore{DB: openCorpus(t)}, fileReq(false))
	if err != nil || res.Ref.Number != 101 {
		t.Fatalf("result %+v, %v", res, err)
	}
	if n := f.count(http.MethodPost, "/issues"); n != 2 {
		t.Errorf("%d POSTs, want 2 (limited, then created)", n)
	}
	if f.next != 101 {
		t.Errorf("%d issues created, want 1", f.next-100)
	}
}

func TestRateLimitWaitCancelled(t *testing.T) {
	f := newFake(t)
	f.addRepo("acme/tool", nil)
	f.limit(1, anyRequest, secondary(http.StatusForbidden, "30", true))
	ctx, cancel := context.WithCancel(context.Background())
	c := f.client(t, Options{})
	c.opts.Sleep = func(ctx context.Context, d time.Duration) error {
		cancel()
		return sleepCtx(ctx, d)
	}
	start := time.Now()
	_, err := c.Facts(ctx, acme)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Error("the cancelled wait did not return promptly")
	}
	if n := len(f.Requests()); n != 1 {
		t.Errorf("%d requests", n)
	}
}

func TestClassifyIgnoresOtherErrors(t *testing.T) {
	f := newFake(t)
	f.limit(1, anyRequest, func(w http.ResponseWriter, _ time.Time) {
		writeJSON(w, http.StatusForbidden, map[string]any{"message": "Resource not accessible by integration"})
	})
	c := f.client(t, Options{})
	_, err := c.Facts(context.Background(), acme)
	if err == nil || errors.Is(err, ErrRateLimited) || !strings.Contains(err.Error(), "acme/tool") {
		t.Errorf("err = %v, want a plain 403 naming the repository", err)
	}
	if len(f.clock.Sleeps()) != 0 {
		t.Error("waited on a plain 403")
	}
	if _, ok := classify(errors.New("x"), time.Now()); ok {
		t.Error("a plain error classified as a rate limit")
	}
}

func TestRetryAfterAndHumanWait(t *testing.T) {
	now := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	for in, want := range map[string]time.Duration{"30": 30 * time.Second, "0": 0, now.Add(90 * time.Second).Format(http.TimeFormat): 90 * time.Second} {
		if d, ok := retryAfter(in, now); !ok || d != want {
			t.Errorf("retryAfter(%q) = %v, %v; want %v", in, d, ok, want)
		}
	}
	for _, in := range []string{"", "soon", "-5", "99999999"} {
		if d, ok := retryAfter(in, now); ok {
			t.Errorf("retryAfter(%q) = %v, want not ok", in, d)
		}
	}
	for d, want := range map[time.Duration]string{0: "0s", 1500 * time.Millisecond: "2s", 59 * time.Second: "59s", 12 * time.Minute: "12m",
		11*time.Minute + time.Second: "12m", time.Hour: "1h", 65 * time.Minute: "1h5m"} {
		if got := humanWait(d); got != want {
			t.Errorf("humanWait(%v) = %q, want %q", d, got, want)
		}
	}
	if got := clockTime(now, 48*time.Hour); got != "2026-01-02 15:04 UTC" {
		t.Errorf("clockTime = %q", got)
	}
}
