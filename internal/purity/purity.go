package purity

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// IOFree is the standard library a pure package may always import.
var IOFree = []string{
	"bytes", "cmp", "encoding/base64", "encoding/binary", "encoding/json", "errors", "fmt", "hash/fnv",
	"math", "math/big", "net/url", "regexp", "regexp/syntax", "slices", "sort", "strconv", "strings",
	"time", "unicode", "unicode/utf16", "unicode/utf8", "crypto/sha256", "encoding/hex", "maps",
}

// Rules say what one package may use besides IOFree.
type Rules struct {
	// Imports are further import paths allowed; a path ending in "/..."
	// allows the path and everything below it.
	Imports []string
	// Vars are the package-level variables allowed (for example a
	// stateless parser built once).
	Vars []string
	// Concurrent allows goroutines (and runtime, sync) for parallel work
	// whose result does not depend on scheduling.
	Concurrent bool
}

// Check enforces the rules on the non-test Go files of dir.
func Check(t testing.TB, dir string, r Rules) {
	t.Helper()
	vs, err := Violations(dir, r)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Error(v)
	}
}

// Violations lists, as "file:line:col: what", every break of the rules in
// the non-test Go files of dir.
func Violations(dir string, r Rules) ([]string, error) {
	var out []string
	errorf := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	allowed := func(path string) bool {
		for _, p := range append(append([]string(nil), IOFree...), r.Imports...) {
			if p == path || (strings.HasSuffix(p, "/...") && (path == strings.TrimSuffix(p, "/...") || strings.HasPrefix(path, strings.TrimSuffix(p, "...")))) {
				return true
			}
		}
		return false
	}
	if r.Concurrent {
		r.Imports = append(r.Imports, "runtime", "sync", "sync/atomic")
	}
	vars := map[string]bool{}
	for _, v := range r.Vars {
		vars[v] = true
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !allowed(path) {
				errorf("%s imports %q", fset.Position(imp.Pos()), path)
			}
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, n := range vs.Names {
						if i < len(vs.Values) && isCompiledRegexp(vs.Values[i]) {
							continue // a compiled regexp is immutable and safe to share
						}
						if !vars[n.Name] && n.Name != "_" {
							errorf("%s: package-level variable %s (mutable global state)", fset.Position(n.Pos()), n.Name)
						}
					}
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GoStmt:
				if r.Concurrent {
					break
				}
				errorf("%s: go statement", fset.Position(n.Pos()))
			case *ast.CallExpr:
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					if fn.Name == "print" || fn.Name == "println" {
						errorf("%s: %s call", fset.Position(n.Pos()), fn.Name)
					}
				case *ast.SelectorExpr:
					x, ok := fn.X.(*ast.Ident)
					if !ok {
						break
					}
					sel := fn.Sel.Name
					// fmt.Fprint* stays allowed: with os and io barred it
					// can only reach in-memory writers (strings.Builder).
					if x.Name == "fmt" && (strings.HasPrefix(sel, "Print") || strings.HasPrefix(sel, "Scan")) {
						errorf("%s: fmt.%s (printing or reading)", fset.Position(n.Pos()), sel)
					}
					if x.Name == "binary" && (sel == "Read" || sel == "Write") {
						errorf("%s: binary.%s does I/O", fset.Position(n.Pos()), sel)
					}
				}
			}
			return true
		})
	}
	if checked == 0 {
		return nil, fmt.Errorf("%s: no Go source files", dir)
	}
	return out, nil
}

// isCompiledRegexp reports whether e is regexp.MustCompile(...).
func isCompiledRegexp(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	return ok && x.Name == "regexp" && sel.Sel.Name == "MustCompile"
}
