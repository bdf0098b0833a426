package gosdkservers

import (
	"context"
	"os"
	"testing"
	"time"
)

func TestEnsureBuildsEveryServer(t *testing.T) {
	if testing.Short() {
		t.Skip("building the go-sdk example servers: skipped with -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := Ensure(ctx); err != nil {
		t.Fatal(err)
	}
	for _, name := range append(append([]string(nil), Names...), HTTPNames...) {
		st, err := os.Stat(Bin(name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if st.Mode()&0o111 == 0 {
			t.Errorf("%s: %s is not executable", name, Bin(name))
		}
	}
	// A second call finds everything built and returns at once.
	start := time.Now()
	if err := Ensure(ctx); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("second Ensure took %v, want no rebuild", d)
	}
}
