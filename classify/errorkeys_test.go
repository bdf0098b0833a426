package classify

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// listedKeyNames: the names listedKey lists.
var listedKeyNames = []string{"error", "err", "errormessage", "errormsg", "errordetail", "iserror", "fault", "exception", "valid", "isvalid", "healthy", "ishealthy", "passed", "compliant", "reachable", "level", "severity", "loglevel", "status", "state", "result", "outcome", "type", "success", "ok", "succeeded", "message", "msg", "reason", "detail", "details", "description", "hint", "errordescription", "code", "statuscode", "errorcode", "errortype", "suggestion", "help", "retryable", "documentationurl", "erroruri", "moreinfo", "timestamp", "time", "path", "file", "filepath", "filename", "command", "requestid", "traceid", "correlationid", "data", "context", "meta", "metadata", "info", "extra", "title", "instance", "body", "response", "output", "payload", "apiversion", "kind", "object", "errors", "errormessages", "id", "errorid"}

// slowNormKey is normKey without the placeholders: the name itself.
func slowNormKey(k string) string {
	var b strings.Builder
	for _, c := range []byte(k) {
		switch {
		case c == '_' || c == '-':
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// TestNormKeyKeepsRoles: every member role the envelope rules read is the
// same for a key's placeholder as for its full normalised name, on the
// listed names in several spellings and on names the rules do not list.
func TestNormKeyKeepsRoles(t *testing.T) {
	keys := []string{"paid", "user_id", "jobId", "ID", "foo", "x", "", "Errors", "error-message", "errorMessage", "STATUS",
		"statusCode", "api_version", "more_info", "__type", "valid", "isValid", "request_id", "errorId", "ids",
		"a_very_long_member_name_that_goes_on_and_on_id", "a_very_long_member_name_that_goes_on_and_on"}
	keys = append(keys, listedKeyNames...)
	roles := map[string]func(string) bool{
		"errorMemberKey": errorMemberKey, "verdictKey": verdictKey, "logLevelKey": logLevelKey, "outcomeKey": outcomeKey,
		"messageKey": messageKey, "envelopeKey": envelopeKey, "metaKey": metaKey, "softDataKey": softDataKey,
		"problemKey": problemKey, "wrapperKey": wrapperKey, "recordIDKey": recordIDKey,
		"descriptor": func(k string) bool {
			return descriptorMember(k, []byte(`"error"`)) || descriptorMember(k, []byte(`"x"`))
		},
	}
	for _, k := range keys {
		fast, slow := normKey([]byte(k)), slowNormKey(k)
		for name, role := range roles {
			if role(fast) != role(slow) {
				t.Errorf("%s(%q): %v for normKey %q, %v for %q", name, k, role(fast), fast, role(slow), slow)
			}
		}
		if _, listed := listedKey([]byte(slow)); listed && fast != slow {
			t.Errorf("normKey(%q) = %q, want %q", k, fast, slow)
		}
	}
}

// TestListedKeyNames: listedKey lists exactly listedKeyNames.
func TestListedKeyNames(t *testing.T) {
	for _, k := range listedKeyNames {
		if s, ok := listedKey([]byte(k)); !ok || s != k {
			t.Errorf("listedKey(%q) = %q, %v", k, s, ok)
		}
	}
}

// TestNormKeyAllocates: normKey allocates nothing.
func TestNormKeyAllocates(t *testing.T) {
	b := []byte("error_message")
	u := []byte("someUnlistedName")
	if n := testing.AllocsPerRun(100, func() { normKey(b); normKey(u) }); n != 0 {
		t.Errorf("normKey allocates %v times", n)
	}
}

// TestListedKeysCoverRules: every name the envelope rules compare a
// member name with (k, key or m.key, in a switch or with ==) is listed,
// so normKey never hides it behind a placeholder.
func TestListedKeysCoverRules(t *testing.T) {
	fset := token.NewFileSet()
	isKey := func(e ast.Expr) bool {
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name == "k" || x.Name == "key"
		case *ast.SelectorExpr:
			return x.Sel.Name == "key"
		}
		return false
	}
	check := func(file string, lit *ast.BasicLit) {
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return
		}
		if _, ok := listedKey([]byte(s)); !ok {
			t.Errorf("%s: %s compares a member name with %q, which listedKey does not list", file, fset.Position(lit.Pos()), s)
		}
	}
	for _, file := range []string{"errortext.go", "errorjson.go", "errorstructured.go"} {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SwitchStmt:
				if x.Tag == nil || !isKey(x.Tag) {
					return true
				}
				for _, c := range x.Body.List {
					for _, e := range c.(*ast.CaseClause).List {
						if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
							check(file, lit)
						}
					}
				}
			case *ast.BinaryExpr:
				if x.Op != token.EQL && x.Op != token.NEQ {
					return true
				}
				if lit, ok := x.Y.(*ast.BasicLit); ok && lit.Kind == token.STRING && isKey(x.X) {
					check(file, lit)
				}
			}
			return true
		})
	}
}
