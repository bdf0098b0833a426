package callplan

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestZZSlow(t *testing.T) {
	dir := os.Getenv("FUZZDIR")
	files, _ := filepath.Glob(dir + "/*")
	for _, f := range files {
		b, _ := os.ReadFile(f)
		lines := strings.Split(string(b), "\n")
		lit := strings.TrimSuffix(strings.TrimPrefix(lines[1], "byte("), ")")
		fm, err := strconv.Atoi(lit)
		if err != nil {
			r, _, _, _ := strconv.UnquoteChar(strings.Trim(lit, "'"), '\'')
			fm = int(r)
		}
		data, _ := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[2], "[]byte("), ")"))
		start := time.Now()
		Convert([]byte(data), fuzzFormats[fm%6])
		if d := time.Since(start); d > 50*time.Millisecond {
			t.Logf("%s %s %d bytes: %v", filepath.Base(f), fuzzFormats[fm%6], len(data), d)
		}
	}
}
