package purity

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestViolations(t *testing.T) {
	dir := t.TempDir()
	src := `package p

import (
	"os"
	"regexp"
	"strings"
)

var cache = map[string]int{}
var re = regexp.MustCompile("a+")
var table = [2]string{"a", "b"}

func F() {
	go func() {}()
	println("x")
	_ = os.Args
	_ = strings.ToUpper("x")
	_ = re
}
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p_test.go"), []byte("package p\nimport \"net\"\nvar _ = net.Dial\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	vs, err := Violations(dir, Rules{Vars: []string{"table"}})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(vs, "\n")
	for _, want := range []string{`imports "os"`, "package-level variable cache", "go statement", "println call"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	for _, not := range []string{"variable table", "variable re ", `"net"`, `"strings"`} {
		if strings.Contains(got, not) {
			t.Errorf("unexpected %q in:\n%s", not, got)
		}
	}
	if len(vs) != 4 {
		t.Errorf("want 4 violations, got %d:\n%s", len(vs), got)
	}
	vs, err = Violations(dir, Rules{Imports: []string{"os"}, Vars: []string{"table", "cache"}, Concurrent: true})
	if err != nil || len(vs) != 1 || !strings.Contains(vs[0], "println") {
		t.Errorf("with everything allowed but println: %v %v", vs, err)
	}
	if _, err := Violations(t.TempDir(), Rules{}); err == nil {
		t.Error("an empty directory must be an error, not a pass")
	}
}
