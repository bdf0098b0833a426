package main

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// BenchmarkProbeJobs probes N copies of the fast fixture server (the
// go-sdk-built "good" scenario, a real subprocess each) with --jobs 1 and
// with --jobs N in the same iteration, and reports both wall times and
// their ratio (the speed-up of concurrency; ideal is N).
func BenchmarkProbeJobs(b *testing.B) {
	for _, n := range []int{4, 16} {
		b.Run(fmt.Sprintf("servers=%d", n), func(b *testing.B) {
			specs := make([]probe.ServerSpec, n)
			for i := range specs {
				specs[i] = probe.ServerSpec{Name: fmt.Sprintf("good-%02d", i), Transport: capture.TransportStdio,
					Command: os.Args[0], Args: []string{"fixture", "good"},
					Env: map[string]string{"MCPSURVEY_TEST_MAIN": "1"}}
			}
			probeAll := func(jobs int) time.Duration {
				start := time.Now()
				ok := 0
				err := probe.Run(context.Background(), specs, probe.RunOptions{Jobs: jobs,
					Save: func(s *capture.Server) error {
						if s.Status == capture.ServerOK {
							ok++
						}
						return nil
					}})
				if err != nil || ok != n {
					b.Fatalf("run: %v, %d of %d servers ok", err, ok, n)
				}
				return time.Since(start)
			}
			var serial, parallel time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				serial += probeAll(1)
				parallel += probeAll(n)
			}
			b.ReportMetric(float64(serial.Milliseconds())/float64(b.N), "ms-jobs1/op")
			b.ReportMetric(float64(parallel.Milliseconds())/float64(b.N), "ms-jobsN/op")
			b.ReportMetric(float64(serial)/float64(parallel), "speedup")
		})
	}
}
