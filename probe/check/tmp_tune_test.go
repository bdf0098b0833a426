package check

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTmpTune(t *testing.T) {
	var results []json.RawMessage
	var names []string
	filepath.Walk("../../classify/testdata", func(p string, info os.FileInfo, err error) error {
		if strings.HasSuffix(p, ".json") {
			b, _ := os.ReadFile(p)
			var w struct{ Result json.RawMessage `json:"result"` }
			if json.Unmarshal(b, &w) == nil && len(w.Result) > 0 {
				results = append(results, w.Result); names = append(names, p)
			}
		}
		return nil
	})
	fs, _ := filepath.Glob("../../internal/fixture/seed001/*.jsonl")
	for _, f := range fs {
		fh, _ := os.Open(f)
		sc := bufio.NewScanner(fh); sc.Buffer(nil, 1<<26)
		for sc.Scan() {
			var w struct{ Result json.RawMessage `json:"result"`; Tool string }
			if json.Unmarshal(sc.Bytes(), &w) == nil && len(w.Result) > 0 {
				results = append(results, w.Result); names = append(names, f+":"+w.Tool)
			}
		}
	}
	n := 0
	for i, r := range results {
		ci := &callInfo{}
		if decodeObject(r, &ci.res) != "" { continue }
		ci.decodeResult()
		for _, tx := range ci.texts {
			n++
			if ok, why := looksLikeError(tx); ok {
				l, _ := firstLine(tx)
				fmt.Printf("%v %s: %s | %q\n", ci.isError, names[i], why, capString(l, 100))
			}
		}
	}
	fmt.Println("texts", n)
}
