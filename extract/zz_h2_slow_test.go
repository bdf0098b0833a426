package extract_test
import ("os";"path/filepath";"testing";"time";"strconv";"strings")
func TestZZSlow(t *testing.T) {
	files, _ := filepath.Glob("/root/.cache/go-build/fuzz/github.com/mcpsurvey/mcpsurvey/extract/FuzzApply/*")
	var xs []string = fuzzConfigs()
	_ = xs
	for _, f := range files {
		b, _ := os.ReadFile(f)
		lines := strings.Split(string(b), "\n")
		if len(lines) < 3 { continue }
		w := strings.TrimSuffix(strings.TrimPrefix(lines[1], "byte("), ")")
		n, _ := strconv.Atoi(w)
		s := strings.TrimSuffix(strings.TrimPrefix(lines[2], "[]byte("), ")")
		data, err := strconv.Unquote(s)
		if err != nil { continue }
		for i, c := range fuzzConfigs() {
			_ = n
			x := tool0(t, c)
			for _, xx := range x {
				st := time.Now()
				xx.Apply([]byte(data))
				xx.Apply(textResult(data))
				if d := time.Since(st); d > 20*time.Millisecond { t.Logf("%s cfg %d: %v len %d", filepath.Base(f), i, d, len(data)) }
			}
		}
	}
}
