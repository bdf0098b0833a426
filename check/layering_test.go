package check

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const modulePath = "github.com/mcpsurvey/mcpsurvey"

// analysisSide are the packages (with everything below them) that read
// captures; nothing under probe/ may reach them (DESIGN.md §1: no arrow runs
// back up the pipeline).
var analysisSide = []string{"classify", "extract", "check", "corpus", "report"}

// TestProbeImportsNoAnalysis fails when a package under probe/ (capture
// values, transports, call plans) imports, directly or through other
// packages of the module, classify, extract/..., check, corpus or report.
// Test files of probe/ packages count for their direct imports.
func TestProbeImportsNoAnalysis(t *testing.T) {
	vs, scanned, err := layerViolations("..", modulePath, "probe", analysisSide)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"probe", "probe/capture", "probe/callplan"} {
		if !slices.Contains(scanned, want) {
			t.Errorf("package %s was not scanned (scanned: %v)", want, scanned)
		}
	}
	for _, v := range vs {
		t.Error(v)
	}
}

// TestLayerViolationsFindsIndirectImports makes sure the layering test can
// fail: in a made-up module, probe reaches classify through probe/capture,
// and a probe test imports check directly.
func TestLayerViolationsFindsIndirectImports(t *testing.T) {
	root := t.TempDir()
	const m = "example.com/mod"
	write := func(rel, src string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("probe/p.go", "package probe\nimport _ \""+m+"/probe/capture\"\n")
	write("probe/p_test.go", "package probe\nimport _ \""+m+"/check\"\n")
	write("probe/capture/c.go", "package capture\nimport _ \""+m+"/classify\"\n")
	write("probe/clean/c.go", "package clean\nimport _ \"strings\"\n")
	write("classify/c.go", "package classify\n")
	write("check/c.go", "package check\n")
	write("testdata/probe/x.go", "package x\nimport _ \""+m+"/report\"\n")

	vs, scanned, err := layerViolations(root, m, "probe", analysisSide)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"probe", "probe/capture", "probe/clean"}; !slices.Equal(scanned, want) {
		t.Errorf("scanned %v, want %v", scanned, want)
	}
	want := []string{
		"probe imports classify (via probe -> probe/capture -> classify)",
		"probe test files import check",
		"probe/capture imports classify (via probe/capture -> classify)",
	}
	if !slices.Equal(vs, want) {
		t.Errorf("violations:\n%s\nwant:\n%s", strings.Join(vs, "\n"), strings.Join(want, "\n"))
	}
}

// pkgImports are the module-relative import paths of one package's files.
type pkgImports struct {
	imports, testImports []string
}

// layerViolations lists every package of the module at root whose path is
// from or below it and that reaches a forbidden package (or one below it),
// and returns the scanned packages' paths, both relative to module.
func layerViolations(root, module, from string, forbidden []string) (vs, scanned []string, err error) {
	pkgs, err := moduleImports(root, module)
	if err != nil {
		return nil, nil, err
	}
	under := func(p, base string) bool { return p == base || strings.HasPrefix(p, base+"/") }
	bad := func(p string) bool {
		return slices.ContainsFunc(forbidden, func(f string) bool { return under(p, f) })
	}
	for p := range pkgs {
		if under(p, from) {
			scanned = append(scanned, p)
		}
	}
	slices.Sort(scanned)
	for _, p := range scanned {
		// Breadth first over non-test imports, so the chain printed is a
		// shortest one.
		parent := map[string]string{p: ""}
		queue := []string{p}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, imp := range pkgs[cur].imports {
				if _, seen := parent[imp]; seen {
					continue
				}
				parent[imp] = cur
				if bad(imp) {
					chain := []string{imp}
					for c := cur; c != ""; c = parent[c] {
						chain = append(chain, c)
					}
					slices.Reverse(chain)
					vs = append(vs, p+" imports "+imp+" (via "+strings.Join(chain, " -> ")+")")
					continue
				}
				queue = append(queue, imp)
			}
		}
		for _, imp := range pkgs[p].testImports {
			if bad(imp) {
				vs = append(vs, p+" test files import "+imp)
			}
		}
	}
	return vs, scanned, nil
}

// moduleImports parses the imports of every Go file of the module at root
// (skipping testdata and hidden folders) and keeps those inside module.
func moduleImports(root, module string) (map[string]*pkgImports, error) {
	pkgs := map[string]*pkgImports{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		pkg := path.Clean(filepath.ToSlash(rel))
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pi := pkgs[pkg]
		if pi == nil {
			pi = &pkgImports{}
			pkgs[pkg] = pi
		}
		for _, is := range f.Imports {
			ip, err := strconv.Unquote(is.Path.Value)
			if err != nil {
				return err
			}
			rel, ok := strings.CutPrefix(ip, module+"/")
			if !ok {
				continue
			}
			list := &pi.imports
			if strings.HasSuffix(name, "_test.go") {
				list = &pi.testImports
			}
			if !slices.Contains(*list, rel) {
				*list = append(*list, rel)
			}
		}
		return nil
	})
	return pkgs, err
}
