package main

import (
	"fmt"
	"time"
)

// parseProtocolFlag checks --protocol: "auto" (or "") selects the version
// like a 2026-07-28 client; anything else must be a protocol version date
// (YYYY-MM-DD), which is forced.
func parseProtocolFlag(v string) (string, error) {
	if v == "" || v == "auto" {
		return "", nil
	}
	if _, err := time.Parse("2006-01-02", v); err != nil {
		return "", fmt.Errorf("--protocol %q: want auto or a protocol version such as 2026-07-28 or 2025-11-25", v)
	}
	return v, nil
}
