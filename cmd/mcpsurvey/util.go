package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// byteSize is a flag holding a size in bytes, written as 8MiB, 512KiB,
// 10MB or a plain number.
type byteSize int64

func (b *byteSize) String() string { return strconv.FormatInt(int64(*b), 10) }

func (b *byteSize) Set(s string) error {
	n, err := parseByteSize(s)
	if err != nil {
		return err
	}
	*b = byteSize(n)
	return nil
}

func parseByteSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(strings.ToUpper(t), strings.ToUpper(u.suffix)) {
			t, mult = strings.TrimSpace(t[:len(t)-len(u.suffix)]), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil || n <= 0 || n*float64(mult) > 1<<40 {
		return 0, fmt.Errorf("size %q: want a positive number with an optional unit (KiB, MiB, GiB, KB, MB, GB)", s)
	}
	return int64(n * float64(mult)), nil
}

func sortSummaries(rows []serverSummary) {
	sort.Slice(rows, func(i, j int) bool { return rows[i].Name < rows[j].Name })
}
