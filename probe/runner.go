package probe

import (
	"context"
	"fmt"
	"runtime"
	"sync"

	"github.com/sourcegraph/conc/panics"
	"github.com/sourcegraph/conc/pool"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// RunOptions configure a run over many servers.
type RunOptions struct {
	Options
	// Jobs is how many servers are probed at once (default CPUs × 4).
	Jobs int
	// Save receives each finished capture, one at a time (calls are
	// serialized), also after ctx was cancelled. A Save error is reported
	// by Run once all servers are done; the other captures still arrive.
	Save func(*capture.Server) error
	// Progress, if set, is told after each server (serialized with Save).
	Progress func(done, total int, s *capture.Server)
}

// DefaultJobs is the default concurrency: four servers per CPU, since a
// probe mostly waits on its servers.
func DefaultJobs() int { return runtime.NumCPU() * 4 }

// Run probes every spec concurrently and hands each capture to Save as soon
// as it is complete. Only a failed Save is an error: a failing server is
// data. When ctx is cancelled, servers in progress stop, are killed and
// saved as interrupted; servers not yet started are not saved.
func Run(ctx context.Context, specs []ServerSpec, opts RunOptions) error {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = DefaultJobs()
	}
	var (
		mu      sync.Mutex
		done    int
		saveErr []error
	)
	p := pool.New().WithMaxGoroutines(jobs)
	for _, spec := range specs {
		p.Go(func() {
			if ctx.Err() != nil {
				return
			}
			var srv *capture.Server
			if r := panics.Try(func() { srv = Probe(ctx, spec, opts.Options) }); r != nil {
				srv = &capture.Server{Name: spec.Name, Source: spec.Source, Transport: spec.Transport,
					Launch: spec.Launch(), Status: capture.ServerProbeError,
					Error: NewRedactor(spec.Secrets).String(fmt.Sprint("mcpsurvey defect: ", r.Value))}
			}
			mu.Lock()
			defer mu.Unlock()
			done++
			if opts.Save != nil {
				if err := opts.Save(srv); err != nil {
					saveErr = append(saveErr, fmt.Errorf("saving server %q: %w", spec.Name, err))
				}
			}
			if opts.Progress != nil {
				opts.Progress(done, len(specs), srv)
			}
		})
	}
	p.Wait()
	if len(saveErr) > 0 {
		return saveErr[0]
	}
	return nil
}
