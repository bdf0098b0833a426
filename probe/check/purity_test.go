package check

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestPurity keeps the package pure (DESIGN.md §2): its non-test files
// import only I/O-free standard packages and the listed mcpsurvey
// packages, declare no package-level variables, start no goroutines and
// print nothing (fmt.Fprint* only reaches strings.Builders: os and io are
// not importable).
func TestPurity(t *testing.T) {
	allowed := map[string]bool{
		"bytes": true, "cmp": true, "encoding/base64": true, "encoding/json": true, "fmt": true, "math/big": true,
		"slices": true, "sort": true, "strconv": true, "strings": true, "time": true, "unicode": true, "unicode/utf8": true,
		"github.com/mcpsurvey/mcpsurvey/probe/capture":  true,
		"github.com/mcpsurvey/mcpsurvey/classify":       true,
		"github.com/mcpsurvey/mcpsurvey/extract/schema": true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !allowed[path] {
				t.Errorf("%s imports %q", fset.Position(imp.Pos()), path)
			}
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				t.Errorf("%s: package-level variable", fset.Position(g.Pos()))
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GoStmt:
				t.Errorf("%s: goroutine", fset.Position(n.Pos()))
			case *ast.SelectorExpr:
				if id, ok := n.X.(*ast.Ident); ok && id.Name == "fmt" && strings.HasPrefix(n.Sel.Name, "Print") {
					t.Errorf("%s: fmt.%s prints", fset.Position(n.Pos()), n.Sel.Name)
				}
			}
			return true
		})
	}
}
