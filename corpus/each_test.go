package corpus

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestEachServerMatchesServers(t *testing.T) {
	db := openTemp(t, "c.db")
	mustSave(t, db, sampleServer("beta", t0), sampleServer("alpha", t0.Add(1e9)))
	// A newer capture of beta replaces the older one.
	newer := sampleServer("beta", t0.Add(2e9))
	newer.Status = capture.ServerCrashed
	mustSave(t, db, newer)

	all, err := db.Servers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var walked []*capture.Server
	if err := db.EachServer(context.Background(), func(s *capture.Server) error {
		walked = append(walked, s)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(walked, all) {
		t.Fatalf("EachServer and Servers disagree: %d vs %d servers", len(walked), len(all))
	}
	if len(walked) != 2 || walked[1].Status != capture.ServerCrashed {
		t.Fatalf("want the latest beta capture, got %+v", walked)
	}

	stop := errors.New("stop")
	n := 0
	err = db.EachServer(context.Background(), func(*capture.Server) error { n++; return stop })
	if !errors.Is(err, stop) || n != 1 {
		t.Fatalf("fn's error must stop the walk: n=%d err=%v", n, err)
	}
}
