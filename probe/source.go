package probe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// acceptedShapes is listed in the error for a file of unknown shape.
const acceptedShapes = `{"mcpServers": {...}} (Claude Desktop, Cursor, Windsurf, Claude Code), ` +
	`{"servers": {...}} (VS Code mcp.json), {"mcp": {"servers": {...}}} (VS Code settings.json), ` +
	`or an MCP Registry server.json ({"name": ..., "packages": [...], "remotes": [...]})`

// LoadSources reads one config file (format auto-detected) and returns its
// servers in file order, with ${VAR} expanded from getenv.
//
// path names the file in messages, sets ServerSpec.Source, and anchors
// relative cwd values; data is its content (LoadSources does no I/O).
// Accepted shapes: {"mcpServers": {...}} (Claude Desktop, Cursor, Windsurf,
// Claude Code, including its per-project "projects" entries), VS Code's
// {"servers": {...}} and settings.json {"mcp": {"servers": {...}}}, and an
// MCP Registry server.json (also wrapped as a registry API response). Files
// may contain // and /* */ comments and trailing commas.
//
// A file that is not JSON or has none of those shapes is an error; an entry
// that cannot be used (disabled, wrong field types, neither command nor url,
// unsupported package type) is skipped with a warning, so one bad entry does
// not sink the file. getenv may be nil (nothing is set).
func LoadSources(path string, data []byte, getenv func(string) (string, bool)) ([]ServerSpec, []string, error) {
	raw, err := parseJSONC(path, data)
	if err != nil {
		return nil, nil, err
	}
	top, dups, err := orderedObject(raw)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: top level %v; want %s", path, err, acceptedShapes)
	}
	l := &loader{path: path, dir: filepath.Dir(path), getenv: getenv}
	for _, d := range dups {
		l.warnf("%s: key %q appears more than once; the last one is used", path, d)
	}
	byKey := map[string]json.RawMessage{}
	for _, m := range top {
		byKey[m.Key] = m.Value
	}

	found := false
	for _, m := range top {
		switch m.Key {
		case "mcpServers":
			found = true
			if err := l.serverMap(m.Key, m.Value); err != nil {
				return nil, nil, err
			}
		case "servers":
			if bytes.HasPrefix(bytes.TrimSpace(m.Value), []byte("[")) {
				// A registry API list: {"servers": [{"server": {...}}, ...]}.
				found = true
				if err := l.registryList(m.Value); err != nil {
					return nil, nil, err
				}
				continue
			}
			found = true
			if err := l.serverMap(m.Key, m.Value); err != nil {
				return nil, nil, err
			}
		case "mcp":
			f, err := parseFields(m.Value)
			if err != nil {
				continue // a settings.json "mcp" key of another meaning
			}
			if _, v := f.key("servers"); v != nil {
				found = true
				if err := l.serverMap("mcp.servers", v); err != nil {
					return nil, nil, err
				}
			}
		case "projects":
			// Claude Code's ~/.claude.json: {"projects": {"/dir": {"mcpServers": {...}}}}.
			if l.claudeProjects(m.Value) {
				found = true
			}
		}
	}
	if !found {
		switch {
		case isRegistryServer(byKey):
			found = true
			l.registryServer(raw)
		case byKey["server"] != nil && bytes.HasPrefix(bytes.TrimSpace(byKey["server"]), []byte("{")):
			// A registry API response: {"server": {...}, "_meta": {...}}.
			found = true
			l.registryServer(byKey["server"])
		}
	}
	if !found {
		return nil, nil, fmt.Errorf("%s: no MCP servers found: want %s", path, acceptedShapes)
	}
	return l.specs, l.warnings, nil
}

// loader collects the servers and warnings of one file.
type loader struct {
	path     string
	dir      string
	getenv   func(string) (string, bool)
	specs    []ServerSpec
	warnings []string
}

func (l *loader) warnf(format string, args ...any) {
	l.warnings = append(l.warnings, fmt.Sprintf(format, args...))
}

func (l *loader) where(name string) string {
	return fmt.Sprintf("%s: server %q", l.path, name)
}

// serverMap reads {"name": {...}, ...} in file order.
func (l *loader) serverMap(key string, raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	members, dups, err := orderedObject(raw)
	if err != nil {
		return fmt.Errorf("%s: %q %v", l.path, key, err)
	}
	for _, d := range dups {
		l.warnf("%s: server %q is defined more than once in %q; the last definition is used", l.path, d, key)
	}
	for _, m := range members {
		spec, err := l.configServer(m.Key, m.Value)
		if err != nil {
			l.warnf("%s: %v; skipped", l.where(m.Key), err)
			continue
		}
		if spec != nil {
			l.specs = append(l.specs, *spec)
		}
	}
	return nil
}

// claudeProjects reads the per-project server maps of ~/.claude.json and
// reports whether there were any.
func (l *loader) claudeProjects(raw json.RawMessage) bool {
	projects, _, err := orderedObject(raw)
	if err != nil {
		return false
	}
	found := false
	for _, p := range projects {
		f, err := parseFields(p.Value)
		if err != nil {
			continue
		}
		if _, v := f.key("mcpServers"); v != nil {
			found = true
			if err := l.serverMap("projects."+p.Key+".mcpServers", v); err != nil {
				l.warnf("%v; skipped", err)
			}
		}
	}
	return found
}

// normTransport maps the transport names config files use onto ours.
func normTransport(t string) (string, bool) {
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "stdio", "local", "command":
		return capture.TransportStdio, true
	case "http", "streamable-http", "streamablehttp", "streamable_http", "streamable", "remote":
		return capture.TransportHTTP, true
	case "sse", "http+sse":
		return capture.TransportSSE, true
	}
	return "", false
}

// guessURLTransport picks the transport of a URL given without a type:
// legacy SSE when the path ends in /sse, Streamable HTTP otherwise.
func guessURLTransport(u string) string {
	if p, err := url.Parse(u); err == nil {
		if strings.HasSuffix(strings.TrimRight(p.Path, "/"), "/sse") {
			return capture.TransportSSE
		}
		return capture.TransportHTTP
	}
	if strings.HasSuffix(strings.TrimRight(u, "/"), "/sse") {
		return capture.TransportSSE
	}
	return capture.TransportHTTP
}

// configServer builds the spec of one mcpServers / servers entry. It returns
// (nil, nil) for an entry skipped with a warning already given, and an error
// (without the file/server prefix) for an unusable entry.
func (l *loader) configServer(name string, raw json.RawMessage) (*ServerSpec, error) {
	f, err := parseFields(raw)
	if err != nil {
		return nil, fmt.Errorf("entry %v", err)
	}
	if f.boolean("disabled") {
		l.warnf("%s: disabled; skipped", l.where(name))
		return nil, nil
	}
	typ, err := f.str("type")
	if err != nil {
		return nil, err
	}
	if typ == "" {
		// Older Cline and others: "transportType"; some write "transport".
		for _, k := range []string{"transportType", "transport"} {
			if t, ok := scalarText(f[k]); ok && t != "" {
				typ = t
				break
			}
		}
	}
	command, err := f.str("command")
	if err != nil {
		return nil, err
	}
	args, err := f.strList("args")
	if err != nil {
		return nil, err
	}
	env, err := f.strMap("env")
	if err != nil {
		return nil, err
	}
	cwd, err := f.str("cwd")
	if err != nil {
		return nil, err
	}
	urlKey, _ := f.key("url", "serverUrl", "httpUrl")
	rawURL, err := f.str("url", "serverUrl", "httpUrl")
	if err != nil {
		return nil, err
	}
	headers, err := f.strMap("headers")
	if err != nil {
		return nil, err
	}

	transport := ""
	if typ != "" {
		t, ok := normTransport(typ)
		if !ok {
			return nil, fmt.Errorf("unknown type %q (want stdio, http, streamable-http or sse)", typ)
		}
		transport = t
	}
	switch {
	case transport == "" && command != "":
		transport = capture.TransportStdio
		if rawURL != "" {
			l.warnf("%s: has both \"command\" and %q; running the command, %q ignored", l.where(name), urlKey, urlKey)
		}
	case transport == "" && rawURL != "":
		if urlKey == "httpUrl" { // Gemini CLI's Streamable HTTP field
			transport = capture.TransportHTTP
		} else {
			transport = guessURLTransport(rawURL)
		}
	case transport == "":
		return nil, fmt.Errorf("has neither \"command\" nor \"url\"")
	case transport == capture.TransportStdio && command == "":
		return nil, fmt.Errorf("type %q needs a \"command\"", typ)
	case transport != capture.TransportStdio && rawURL == "":
		return nil, fmt.Errorf("type %q needs a \"url\"", typ)
	}
	if _, v := f.key("envFile"); v != nil && transport == capture.TransportStdio {
		l.warnf("%s: \"envFile\" is not read; its variables are not set", l.where(name))
	}

	exp := newExpander(l.getenv, l.where(name), l.dir, func(s string) { l.warnings = append(l.warnings, s) })
	spec := &ServerSpec{Name: name, Source: l.path, Transport: transport}
	if transport == capture.TransportStdio {
		spec.Command = exp.expand(command)
		if spec.Command == "" {
			return nil, fmt.Errorf("\"command\" %q expands to nothing", command)
		}
		spec.RawArgs = append([]string{}, args...)
		spec.Args = make([]string, len(args))
		for i, a := range args {
			spec.Args[i] = exp.expand(a)
		}
		if len(env) > 0 {
			spec.Env = make(map[string]string, len(env))
			for _, k := range sortedKeys(env) {
				spec.Env[k] = exp.expand(env[k])
			}
		}
		spec.Cwd = exp.cwd(cwd)
	} else {
		spec.RawURL = rawURL
		spec.URL = exp.expand(rawURL)
		if err := checkURL(spec.URL); err != nil {
			return nil, fmt.Errorf("%q %v", urlKey, err)
		}
		if len(headers) > 0 {
			spec.Headers = make(map[string]string, len(headers))
			for _, k := range sortedKeys(headers) {
				spec.Headers[k] = exp.expand(headers[k])
			}
		}
	}
	addSecrets(spec, exp.used)
	return spec, nil
}

// checkURL accepts absolute http and https URLs.
func checkURL(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Errorf("is not a valid URL: %v", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("%q is not an http(s) URL", s)
	}
	if u.Host == "" {
		return fmt.Errorf("%q has no host", s)
	}
	return nil
}

// SpecFromCommand builds the spec of a server given on the command line
// (`mcpsurvey probe -- CMD ARGS...`). name defaults to the base name of CMD.
// ${VAR} references in argv (quoted so the shell left them) are expanded
// from getenv, and the values used are recorded as secrets; a reference to
// an unset variable is left as written. getenv may be nil (no expansion).
// An empty argv gives a spec with no command.
func SpecFromCommand(name string, argv []string, getenv func(string) (string, bool)) ServerSpec {
	spec := ServerSpec{Name: name, Source: "cli", Transport: capture.TransportStdio}
	if len(argv) == 0 {
		return spec
	}
	if spec.Name == "" {
		spec.Name = filepath.Base(argv[0])
	}
	exp := newExpander(getenv, "command line", "", nil)
	exp.keepUnset = true
	if getenv == nil {
		spec.Command = argv[0]
		spec.Args = append([]string{}, argv[1:]...)
	} else {
		spec.Command = exp.expand(argv[0])
		spec.Args = make([]string, len(argv)-1)
		for i, a := range argv[1:] {
			spec.Args[i] = exp.expand(a)
		}
	}
	spec.RawArgs = append([]string{}, argv[1:]...)
	addSecrets(&spec, exp.used)
	return spec
}

// SpecFromURL builds the spec of a remote server given on the command line.
// transport is "http" (Streamable HTTP, also spelled "streamable-http"),
// "sse", or "" for http — except that a URL whose path ends in /sse defaults
// to sse, as in config files. name defaults to the URL's host. ${VAR}
// references in the URL and header values are expanded from getenv (nil: no
// expansion); header values, URL credentials and expanded values become
// secrets. An invalid URL, an unknown transport, or a reference to an unset
// variable is an error.
func SpecFromURL(name, rawURL, transport string, headers map[string]string, getenv func(string) (string, bool)) (ServerSpec, error) {
	spec := ServerSpec{Name: name, Source: "cli", RawURL: rawURL}
	if transport == "" {
		spec.Transport = guessURLTransport(rawURL)
	} else {
		t, ok := normTransport(transport)
		if !ok || t == capture.TransportStdio {
			return ServerSpec{}, fmt.Errorf("transport %q: want http or sse", transport)
		}
		spec.Transport = t
	}
	var unset []string
	exp := newExpander(getenv, "command line", "", func(s string) { unset = append(unset, s) })
	expand := func(s string) string {
		if getenv == nil {
			return s
		}
		return exp.expand(s)
	}
	spec.URL = expand(rawURL)
	if len(headers) > 0 {
		spec.Headers = make(map[string]string, len(headers))
		for _, k := range sortedKeys(headers) {
			spec.Headers[k] = expand(headers[k])
		}
	}
	if len(unset) > 0 {
		return ServerSpec{}, fmt.Errorf("%s", strings.Join(unset, "; "))
	}
	if err := checkURL(spec.URL); err != nil {
		return ServerSpec{}, fmt.Errorf("url %v", err)
	}
	if spec.Name == "" {
		u, _ := url.Parse(spec.URL)
		spec.Name = u.Host
	}
	addSecrets(&spec, exp.used)
	return spec, nil
}

// DedupeNames makes server names unique, keeping the first occurrence of
// each: a later spec with the same name and the same launch (transport,
// command, args, env, cwd, url, headers) is dropped; one with the same name
// and a different launch is renamed "name~2" (or ~3, ...) with a warning.
func DedupeNames(specs []ServerSpec) ([]ServerSpec, []string) {
	var warnings []string
	taken := map[string]bool{}
	for _, s := range specs {
		taken[s.Name] = true
	}
	kept := map[string][]int{} // original name → indexes into out
	out := make([]ServerSpec, 0, len(specs))
	for _, s := range specs {
		prev := kept[s.Name]
		dup := -1
		for _, i := range prev {
			if sameLaunch(out[i], s) {
				dup = i
				break
			}
		}
		switch {
		case dup >= 0:
			warnings = append(warnings, fmt.Sprintf("server %q from %s is the same as the one from %s; probed once",
				s.Name, sourceName(s), sourceName(out[dup])))
		case len(prev) > 0:
			orig := s.Name
			n := len(prev) + 1
			for taken[orig+"~"+strconv.Itoa(n)] {
				n++
			}
			s.Name = orig + "~" + strconv.Itoa(n)
			taken[s.Name] = true
			warnings = append(warnings, fmt.Sprintf("server %q from %s differs from the one from %s; renamed %q",
				orig, sourceName(s), sourceName(out[prev[0]]), s.Name))
			kept[orig] = append(kept[orig], len(out))
			out = append(out, s)
		default:
			kept[s.Name] = append(kept[s.Name], len(out))
			out = append(out, s)
		}
	}
	return out, warnings
}

func sourceName(s ServerSpec) string {
	if s.Source == "" {
		return "an unnamed source"
	}
	return s.Source
}

// sameLaunch reports whether two specs start or reach the same server.
func sameLaunch(a, b ServerSpec) bool {
	return a.Transport == b.Transport && a.Command == b.Command && a.Cwd == b.Cwd && a.URL == b.URL &&
		equalStrings(a.Args, b.Args) && equalMaps(a.Env, b.Env) && equalMaps(a.Headers, b.Headers)
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
