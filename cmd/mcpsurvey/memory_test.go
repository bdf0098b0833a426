package main

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// TestHugeResultMemoryBoundedByCap: a 50 MB result is cut at the 8 MiB cap,
// marked too_large with its first bytes, and never held whole: the probe
// allocates far less than the result's size.
func TestHugeResultMemoryBoundedByCap(t *testing.T) {
	const huge = 50 << 20
	spec := probe.ServerSpec{Name: "huge", Transport: capture.TransportStdio, Command: os.Args[0],
		Args: []string{"fixture", "huge-output"},
		Env:  map[string]string{"MCPSURVEY_TEST_MAIN": "1", "FIXTURE_HUGE_BYTES": "52428800"}}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	srv := probe.Probe(context.Background(), spec, probe.Options{MaxOutput: 8 << 20, CallTimeout: time.Minute})
	runtime.ReadMemStats(&after)
	var big *capture.Call
	for i := range srv.Calls {
		if srv.Calls[i].Tool == "big" {
			big = &srv.Calls[i]
		}
	}
	if big == nil {
		t.Fatalf("big was not called: %s %s %+v", srv.Status, srv.Error, srv.Tools)
	}
	if big.Status != capture.CallTooLarge || big.Size <= 8<<20 || len(big.Result) != 0 {
		t.Errorf("big: status %s size %d result %d bytes", big.Status, big.Size, len(big.Result))
	}
	if !strings.Contains(big.Detail, "truncated, it began: {") {
		t.Errorf("detail lacks the head of the answer: %.200s", big.Detail)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > huge/2 {
		t.Errorf("probing a %d-byte result allocated %d bytes: it was buffered", huge, alloc)
	} else {
		t.Logf("allocated %.1f MiB for a %d MiB result with an 8 MiB cap", float64(alloc)/(1<<20), huge>>20)
	}
}
