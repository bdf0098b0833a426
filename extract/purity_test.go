package extract

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// allowedImports is what the pure extract package may import: stdlib
// packages without I/O, and its own textparse.
var allowedImports = map[string]bool{
	"bytes": true, "encoding/json": true, "errors": true, "fmt": true, "math": true, "regexp": true,
	"regexp/syntax": true, "slices": true, "sort": true, "strconv": true, "strings": true,
	"unicode": true, "unicode/utf8": true,
	"github.com/mcpsurvey/mcpsurvey/extract/textparse": true,
}

// TestPurity enforces DESIGN.md §2 on the package's non-test files: only
// allowed imports (no os, io, net, log, ...), no printing, no goroutines
// and no package-level variables.
func TestPurity(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !allowedImports[path] {
				t.Errorf("%s imports %q", fset.Position(imp.Pos()), path)
			}
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				t.Errorf("%s: package-level variable (mutable global state)", fset.Position(g.Pos()))
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GoStmt:
				t.Errorf("%s: go statement", fset.Position(n.Pos()))
			case *ast.CallExpr:
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					if fn.Name == "print" || fn.Name == "println" || fn.Name == "panic" {
						t.Errorf("%s: %s call", fset.Position(n.Pos()), fn.Name)
					}
				case *ast.SelectorExpr:
					if x, ok := fn.X.(*ast.Ident); ok && x.Name == "fmt" &&
						(strings.HasPrefix(fn.Sel.Name, "Print") || strings.HasPrefix(fn.Sel.Name, "Fprint") || strings.HasPrefix(fn.Sel.Name, "Scan") || strings.HasPrefix(fn.Sel.Name, "Fscan")) {
						t.Errorf("%s: fmt.%s (printing or reading)", fset.Position(n.Pos()), fn.Sel.Name)
					}
				}
			}
			return true
		})
	}
	if checked == 0 {
		t.Fatal("no source files checked")
	}
}
