package main

import (
	"fmt"
	"io"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// progress draws one status line on a terminal; it is silent otherwise.
type progress struct {
	w       io.Writer
	on      bool
	start   time.Time
	calls   int
	failed  int
	drawn   bool
	lastLen int
}

func newProgress(w io.Writer, on bool) *progress {
	return &progress{w: w, on: on, start: time.Now()}
}

func (p *progress) update(done, total int, s *capture.Server) {
	p.calls += len(s.Calls)
	if s.Status != capture.ServerOK {
		p.failed++
	}
	if !p.on {
		return
	}
	line := fmt.Sprintf("servers %d/%d  calls %d  failed servers %d  %s  last: %s (%s)",
		done, total, p.calls, p.failed, time.Since(p.start).Round(100*time.Millisecond), s.Name, s.Status)
	pad := p.lastLen - len(line)
	if pad < 0 {
		pad = 0
	}
	fmt.Fprintf(p.w, "\r%s%*s", line, pad, "")
	p.lastLen = len(line)
	p.drawn = true
}

func (p *progress) finish() {
	if p.drawn {
		fmt.Fprintln(p.w)
	}
}
