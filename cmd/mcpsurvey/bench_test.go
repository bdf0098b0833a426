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

// BenchmarkProbeJobs probes N copies of a fixture server (a real
// subprocess each) with --jobs 1 and with --jobs N in the same iteration,
// and reports both wall times and their ratio (the speed-up of
// concurrency; ideal is N). "good" is the fast go-sdk-built fixture, whose
// cost is CPU (process start) and so bounded by the machine's cores;
// "latency" is "slow-init" answering initialize after 200 ms, like a
// server that waits on the network, where the ideal is reachable.
func BenchmarkProbeJobs(b *testing.B) {
	for _, tc := range []struct {
		kind     string
		scenario string
		env      map[string]string
		n        int
	}{
		{"good", "good", nil, 4},
		{"good", "good", nil, 16},
		{"latency", "slow-init", map[string]string{"FIXTURE_INIT_DELAY_MS": "200"}, 4},
		{"latency", "slow-init", map[string]string{"FIXTURE_INIT_DELAY_MS": "200"}, 16},
	} {
		n := tc.n
		b.Run(fmt.Sprintf("%s/servers=%d", tc.kind, n), func(b *testing.B) {
			specs := make([]probe.ServerSpec, n)
			for i := range specs {
				env := map[string]string{"MCPSURVEY_TEST_MAIN": "1"}
				for k, v := range tc.env {
					env[k] = v
				}
				specs[i] = probe.ServerSpec{Name: fmt.Sprintf("%s-%02d", tc.scenario, i), Transport: capture.TransportStdio,
					Command: os.Args[0], Args: []string{"fixture", tc.scenario}, Env: env}
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
