package probe

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// expander expands ${VAR} references for one server and remembers which
// environment values it used, so they can be redacted.
type expander struct {
	getenv func(string) (string, bool)
	where  string // "file: server \"name\"" prefix for warnings
	dir    string // directory of the config file ("" for the command line)
	warn   func(string)

	used   map[string]string // variable → value taken from the environment
	warned map[string]bool
	// keepUnset leaves a reference to an unset variable as written instead
	// of expanding it to "" (used for command lines, which cannot warn).
	keepUnset bool
}

func newExpander(getenv func(string) (string, bool), where, dir string, warn func(string)) *expander {
	if getenv == nil {
		getenv = func(string) (string, bool) { return "", false }
	}
	if warn == nil {
		warn = func(string) {}
	}
	return &expander{getenv: getenv, where: where, dir: dir, warn: warn,
		used: map[string]string{}, warned: map[string]bool{}}
}

func (e *expander) warnOnce(key, msg string) {
	if e.warned[key] {
		return
	}
	e.warned[key] = true
	e.warn(e.where + ": " + msg)
}

// expand replaces ${VAR}, ${env:VAR} and ${VAR:-default} references in s.
// An unset variable expands to "" with a warning; VS Code's ${input:...}
// (and other ${kind:...} references that cannot be resolved here) stay as
// written with a warning. The predefined ${workspaceFolder},
// ${workspaceFolderBasename}, ${userHome} and ${pathSeparator} are resolved
// from the config file's location and HOME.
func (e *expander) expand(s string) string {
	if !strings.Contains(s, "${") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			b.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i+2:], '}')
		if j < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		ref := s[i : i+2+j+1]
		b.WriteString(e.resolve(ref, s[i+2:i+2+j]))
		s = s[i+2+j+1:]
	}
	return b.String()
}

// resolve returns the text a single ${inner} reference expands to.
func (e *expander) resolve(ref, inner string) string {
	name, def, hasDef := inner, "", false
	if k := strings.Index(inner, ":-"); k >= 0 {
		name, def, hasDef = inner[:k], inner[k+2:], true
	}
	if v, ok := strings.CutPrefix(name, "env:"); ok {
		name = v
	} else if k := strings.IndexByte(name, ':'); k >= 0 {
		kind := name[:k]
		if kind == "input" {
			e.warnOnce(ref, fmt.Sprintf("%s is a VS Code input prompt and cannot be resolved here; left as written", ref))
		} else {
			e.warnOnce(ref, fmt.Sprintf("%s cannot be resolved here; left as written", ref))
		}
		return ref
	} else if v, ok := e.predefined(name); ok {
		return v
	}
	if !validVarName(name) {
		return ref
	}
	if v, ok := e.getenv(name); ok && (v != "" || !hasDef) {
		if v != "" {
			e.used[name] = v
		}
		return v
	}
	if hasDef {
		return def
	}
	if e.keepUnset {
		return ref
	}
	e.warnOnce("unset:"+name, fmt.Sprintf("environment variable %s is not set; ${%s} expanded to \"\"", name, inner))
	return ""
}

// predefined resolves the variables VS Code and Cursor define themselves.
func (e *expander) predefined(name string) (string, bool) {
	switch name {
	case "workspaceFolder", "workspaceRoot":
		return e.workspace(), true
	case "workspaceFolderBasename":
		return filepath.Base(e.workspace()), true
	case "userHome":
		return e.home(), true
	case "pathSeparator", "/":
		return string(filepath.Separator), true
	}
	return "", false
}

// workspace is the folder a project-level config file belongs to: the
// parent of .vscode/.cursor/..., else the file's own directory.
func (e *expander) workspace() string {
	dir := e.dir
	if dir == "" {
		dir = "."
	}
	switch filepath.Base(dir) {
	case ".vscode", ".cursor", ".windsurf", ".claude", ".gemini", ".kiro":
		return filepath.Dir(dir)
	}
	return dir
}

func (e *expander) home() string {
	for _, k := range []string{"HOME", "USERPROFILE"} {
		if v, ok := e.getenv(k); ok && v != "" {
			return v
		}
	}
	return "~"
}

// cwd expands a working directory: ${VAR}, a leading ~, and a relative
// path taken relative to the config file's directory.
func (e *expander) cwd(raw string) string {
	if raw == "" {
		return ""
	}
	c := e.expand(raw)
	if c == "~" || strings.HasPrefix(c, "~/") || strings.HasPrefix(c, `~\`) {
		if h := e.home(); h != "~" {
			c = filepath.Join(h, c[1:])
		}
	}
	anchored := strings.HasPrefix(raw, "${workspaceFolder") || strings.HasPrefix(raw, "${workspaceRoot")
	if c != "" && !filepath.IsAbs(c) && e.dir != "" && !anchored && !strings.HasPrefix(c, "~") {
		c = filepath.Join(e.dir, c)
	}
	return c
}

func validVarName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		switch {
		case c == '_', c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// addSecrets fills s.Secrets with the credentials among its env and
// header values, in its URL, and among the environment values the expander
// used; configSecrets says which values are credentials. Other values (a
// log level, a URL without credentials, a path) are used to launch the
// server but never redacted from its answers. A used variable is also a
// credential when an argument names it as one: its reference follows a
// credential-named flag or key ("--token ${T}", "--api-key=${K}",
// "token=${T}").
func addSecrets(s *ServerSpec, used map[string]string) {
	seen := map[Secret]bool{}
	add := func(name string, values ...string) {
		for _, value := range values {
			sec := Secret{Name: name, Value: value}
			if value == "" || seen[sec] {
				continue
			}
			seen[sec] = true
			s.Secrets = append(s.Secrets, sec)
		}
	}
	for _, k := range sortedKeys(s.Env) {
		add("env:"+k, configSecrets(k, s.Env[k])...)
	}
	for _, k := range sortedKeys(s.Headers) {
		add("header:"+k, configSecrets(k, s.Headers[k])...)
	}
	if s.URL != "" {
		for _, p := range urlSecrets(s.URL) {
			add("url:"+p.name, p.value)
		}
	}
	args := s.RawArgs
	if args == nil {
		args = s.Args
	}
	named := credentialArgRefs(args)
	for _, k := range sortedKeys(used) {
		if named[k] {
			add("env:"+k, used[k])
		}
		add("env:"+k, configSecrets(k, used[k])...)
	}
}

// credentialArgRefs returns the variables whose ${VAR} (or registry
// {VAR}) references in raw arguments follow a credential-named flag or
// key: in the same argument ("--token=${T}", "token=${T}") or as the
// value of the flag before ("--token", "${T}").
func credentialArgRefs(raw []string) map[string]bool {
	out := map[string]bool{}
	for i, a := range raw {
		for off := 0; off < len(a); {
			j := strings.IndexByte(a[off:], '{')
			if j < 0 {
				break
			}
			j += off
			k := strings.IndexByte(a[j:], '}')
			if k < 0 {
				break
			}
			inner := a[j+1 : j+k]
			off = j + k + 1
			name, _, _ := strings.Cut(strings.TrimPrefix(inner, "env:"), ":-")
			if !validVarName(name) {
				continue
			}
			ctx := strings.TrimSuffix(a[:j], "$")
			if strings.TrimSpace(ctx) == "" && i > 0 && strings.HasPrefix(raw[i-1], "-") {
				ctx = raw[i-1]
			}
			if isCredentialName(ctx) {
				out[name] = true
			}
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
