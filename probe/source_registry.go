package probe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// This file reads MCP Registry server.json files
// (https://static.modelcontextprotocol.io/schemas/<date>/server.schema.json):
// packages[] to launch locally and remotes[] to connect to.

// flexString decodes a JSON string, number or boolean as text, and null as "".
type flexString string

// UnmarshalJSON implements json.Unmarshaler.
func (f *flexString) UnmarshalJSON(b []byte) error {
	if isNull(b) {
		*f = ""
		return nil
	}
	s, ok := scalarText(b)
	if !ok {
		return fmt.Errorf("want a string, not %s", jsonKind(b))
	}
	*f = flexString(s)
	return nil
}

// flexBool decodes true/false and the strings "true"/"false".
type flexBool bool

// UnmarshalJSON implements json.Unmarshaler.
func (f *flexBool) UnmarshalJSON(b []byte) error {
	s, _ := scalarText(b)
	*f = flexBool(strings.EqualFold(s, "true"))
	return nil
}

// regInput is the schema's Input / InputWithVariables.
type regInput struct {
	Value      flexString          `json:"value"`
	Default    flexString          `json:"default"`
	Format     flexString          `json:"format"`
	IsRequired flexBool            `json:"isRequired"`
	IsSecret   flexBool            `json:"isSecret"`
	Variables  map[string]regInput `json:"variables"`
}

// regKV is a KeyValueInput: an environment variable or a header.
type regKV struct {
	regInput
	Name flexString `json:"name"`
}

// regArg is a PositionalArgument or NamedArgument.
type regArg struct {
	regInput
	Type      flexString `json:"type"`
	Name      flexString `json:"name"`
	ValueHint flexString `json:"valueHint"`
}

type regTransport struct {
	Type      flexString          `json:"type"`
	URL       flexString          `json:"url"`
	Headers   []regKV             `json:"headers"`
	Variables map[string]regInput `json:"variables"`
}

type regPackage struct {
	RegistryType         flexString   `json:"registryType"`
	Identifier           flexString   `json:"identifier"`
	Version              flexString   `json:"version"`
	RuntimeArguments     []regArg     `json:"runtimeArguments"`
	PackageArguments     []regArg     `json:"packageArguments"`
	EnvironmentVariables []regKV      `json:"environmentVariables"`
	Transport            regTransport `json:"transport"`
}

type regServer struct {
	Name       flexString        `json:"name"`
	Version    flexString        `json:"version"`
	Repository json.RawMessage   `json:"repository"`
	Packages   []json.RawMessage `json:"packages"`
	Remotes    []json.RawMessage `json:"remotes"`
}

// regAliases maps the snake_case names of the 2025-07-09 schema (and the
// earliest drafts) onto the current camelCase ones.
var regAliases = map[string]string{
	"registry_type":         "registryType",
	"registry_name":         "registryType",
	"registry_base_url":     "registryBaseUrl",
	"runtime_hint":          "runtimeHint",
	"runtime_arguments":     "runtimeArguments",
	"package_arguments":     "packageArguments",
	"environment_variables": "environmentVariables",
	"is_required":           "isRequired",
	"is_secret":             "isSecret",
	"is_repeated":           "isRepeated",
	"value_hint":            "valueHint",
	"website_url":           "websiteUrl",
	"file_sha256":           "fileSha256",
	"transport_type":        "type",
}

// normalizeRegistryKeys renames snake_case keys to camelCase where the
// camelCase key is absent. Keys of "variables" maps are user names and kept.
func normalizeRegistryKeys(v any, inVariables bool) any {
	switch t := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, val := range t {
			nk := k
			if a, ok := regAliases[k]; ok && !inVariables {
				if _, clash := t[a]; !clash {
					nk = a
				}
			}
			if inVariables {
				out[nk] = normalizeRegistryKeys(val, false)
			} else {
				out[nk] = normalizeRegistryKeys(val, k == "variables")
			}
		}
		return out
	case []any:
		for i := range t {
			t[i] = normalizeRegistryKeys(t[i], false)
		}
		return t
	}
	return v
}

// isRegistryServer tells a server.json from its top-level keys.
func isRegistryServer(top map[string]json.RawMessage) bool {
	if _, ok := top["packages"]; ok {
		return true
	}
	if _, ok := top["remotes"]; ok {
		return true
	}
	var schema string
	_ = json.Unmarshal(top["$schema"], &schema)
	return strings.Contains(schema, "server.schema.json") ||
		strings.Contains(schema, "modelcontextprotocol.io/schemas")
}

// registryList reads a registry API list: [{"server": {...}}, ...] or
// [{...server.json...}, ...].
func (l *loader) registryList(raw json.RawMessage) error {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return fmt.Errorf("%s: \"servers\" must be an object or an array", l.path)
	}
	for i, it := range items {
		f, err := parseFields(it)
		if err != nil {
			l.warnf("%s: servers[%d] %v; skipped", l.path, i, err)
			continue
		}
		if s, ok := f["server"]; ok {
			it = s
		}
		l.registryServer(it)
	}
	return nil
}

// registryServer turns one server.json into specs: one per package that can
// be launched and one per remote.
func (l *loader) registryServer(raw json.RawMessage) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		l.warnf("%s: %v; skipped", l.path, err)
		return
	}
	norm, _ := json.Marshal(normalizeRegistryKeys(tree, false))
	var srv regServer
	if err := json.Unmarshal(norm, &srv); err != nil {
		l.warnf("%s: not a usable server.json: %v; skipped", l.path, err)
		return
	}
	base := string(srv.Name)
	if base == "" {
		base = strings.TrimSuffix(filepath.Base(l.path), filepath.Ext(l.path))
		l.warnf("%s: server.json has no \"name\"; using %q", l.path, base)
	}
	repo := ""
	if !isNull(srv.Repository) {
		var r struct {
			URL flexString `json:"url"`
		}
		if json.Unmarshal(srv.Repository, &r) == nil {
			repo = string(r.URL)
		} else {
			var s string
			if json.Unmarshal(srv.Repository, &s) == nil {
				repo = s
			}
		}
	}
	if len(srv.Packages)+len(srv.Remotes) == 0 {
		l.warnf("%s: server %q has no packages and no remotes; nothing to probe", l.path, base)
		return
	}
	several := len(srv.Packages)+len(srv.Remotes) > 1
	typeCount := map[string]int{}
	for i, rawPkg := range srv.Packages {
		var p regPackage
		if err := json.Unmarshal(rawPkg, &p); err != nil {
			l.warnf("%s: packages[%d]: %v; skipped", l.where(base), i, err)
			continue
		}
		rt := strings.ToLower(string(p.RegistryType))
		name := base
		if several {
			typeCount[rt]++
			suffix := rt
			if suffix == "" {
				suffix = "package"
			}
			if n := typeCount[rt]; n > 1 {
				suffix = fmt.Sprintf("%s-%d", suffix, n)
			}
			name = base + "#" + suffix
		}
		if spec, ok := l.registryPackage(name, i, p); ok {
			spec.Repository = repo
			l.specs = append(l.specs, spec)
		}
	}
	for i, rawRemote := range srv.Remotes {
		var r regTransport
		if err := json.Unmarshal(rawRemote, &r); err != nil {
			l.warnf("%s: remotes[%d]: %v; skipped", l.where(base), i, err)
			continue
		}
		name := base
		if several {
			name = fmt.Sprintf("%s#remote-%d", base, i+1)
		}
		if spec, ok := l.registryRemote(name, i, r); ok {
			spec.Repository = repo
			l.specs = append(l.specs, spec)
		}
	}
}

// regResolver resolves registry inputs for one spec.
type regResolver struct {
	l    *loader
	name string
	used map[string]string // environment values used
}

func (r *regResolver) warnf(format string, args ...any) {
	r.l.warnf("%s: %s", r.l.where(r.name), fmt.Sprintf(format, args...))
}

// substitute replaces {var} placeholders whose name is in vars by the
// variable's value, default, or the environment variable of that name.
// Placeholders of unknown names stay as written, as the schema says.
func (r *regResolver) substitute(s string, vars map[string]regInput, what string) string {
	if len(vars) == 0 || !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			break
		}
		key := s[i+1 : i+j]
		in, ok := vars[key]
		if !ok {
			b.WriteString(s[:i+j+1])
			s = s[i+j+1:]
			continue
		}
		b.WriteString(s[:i])
		switch {
		case in.Value != "":
			b.WriteString(string(in.Value))
		case in.Default != "":
			b.WriteString(string(in.Default))
		default:
			if v, ok := r.l.getenv(key); ok && v != "" {
				r.used[key] = v
				b.WriteString(v)
			} else {
				r.warnf("%s: variable {%s} has no value and environment variable %s is not set; left as written", what, key, key)
				b.WriteString(s[i : i+j+1])
			}
		}
		s = s[i+j+1:]
	}
	return b.String()
}

// input resolves an Input: its value (with {variables}), else its default.
func (r *regResolver) input(in regInput, what string) (string, bool) {
	switch {
	case in.Value != "":
		return r.substitute(string(in.Value), in.Variables, what), true
	case in.Default != "":
		return r.substitute(string(in.Default), in.Variables, what), true
	}
	return "", false
}

// args builds command-line arguments; raw keeps values as written.
func (r *regResolver) args(list []regArg, what string) (out, raw []string) {
	for i, a := range list {
		label := fmt.Sprintf("%s[%d]", what, i)
		named := strings.EqualFold(string(a.Type), "named") || (a.Type == "" && a.Name != "")
		v, ok := r.input(a.regInput, label)
		rawV := string(a.Value)
		if rawV == "" {
			rawV = string(a.Default)
		}
		if !named {
			if !ok {
				hint := string(a.ValueHint)
				if hint == "" {
					hint = label
				}
				r.warnf("positional argument %q has no value; omitted", hint)
				continue
			}
			out, raw = append(out, v), append(raw, rawV)
			continue
		}
		flag := string(a.Name)
		if flag == "" {
			r.warnf("%s: named argument without a name; omitted", label)
			continue
		}
		boolean := strings.EqualFold(string(a.Format), "boolean")
		switch {
		case ok && boolean:
			if strings.EqualFold(v, "true") {
				out, raw = append(out, flag), append(raw, flag)
			}
		case ok:
			out, raw = append(out, flag, v), append(raw, flag, rawV)
		case bool(a.IsRequired) && boolean:
			out, raw = append(out, flag), append(raw, flag)
		case bool(a.IsRequired):
			r.warnf("required argument %s has no value; omitted", flag)
		}
	}
	return out, raw
}

// env resolves environment variables: a fixed value, else the environment,
// else the default; a required variable with none of them is warned about.
func (r *regResolver) env(list []regKV) map[string]string {
	env := map[string]string{}
	for _, e := range list {
		name := string(e.Name)
		if name == "" {
			continue
		}
		if e.Value != "" {
			env[name] = r.substitute(string(e.Value), e.Variables, "environment variable "+name)
			continue
		}
		if v, ok := r.l.getenv(name); ok && v != "" {
			env[name] = v
			continue
		}
		if e.Default != "" {
			env[name] = r.substitute(string(e.Default), e.Variables, "environment variable "+name)
			continue
		}
		if e.IsRequired {
			r.warnf("required environment variable %s is not set", name)
		}
	}
	if len(env) == 0 {
		return nil
	}
	return env
}

// headers resolves remote headers like env variables, minus the
// environment lookup (header names are not variable names).
func (r *regResolver) headers(list []regKV) map[string]string {
	h := map[string]string{}
	for _, e := range list {
		name := string(e.Name)
		if name == "" {
			continue
		}
		if v, ok := r.input(e.regInput, "header "+name); ok {
			h[name] = v
		} else if e.IsRequired {
			r.warnf("required header %s has no value; not sent", name)
		}
	}
	if len(h) == 0 {
		return nil
	}
	return h
}

// registryPackage builds the launch of one package.
func (l *loader) registryPackage(name string, index int, p regPackage) (ServerSpec, bool) {
	rt := strings.ToLower(string(p.RegistryType))
	id := string(p.Identifier)
	ver := string(p.Version)
	if id == "" {
		l.warnf("%s: packages[%d] has no \"identifier\"; skipped", l.where(name), index)
		return ServerSpec{}, false
	}
	if t := string(p.Transport.Type); t != "" && !strings.EqualFold(t, "stdio") {
		l.warnf("%s: package transport %q: the package must be started and then connected to, which is not supported; skipped", l.where(name), t)
		return ServerSpec{}, false
	}
	r := &regResolver{l: l, name: name, used: map[string]string{}}
	env := r.env(p.EnvironmentVariables)
	rtArgs, rtRaw := r.args(p.RuntimeArguments, "runtimeArguments")
	pkgArgs, pkgRaw := r.args(p.PackageArguments, "packageArguments")

	var command, ref string
	var pre []string
	switch rt {
	case "npm":
		command, ref = "npx", id
		if ver != "" {
			ref += "@" + ver
		}
		if !containsAny(rtArgs, "-y", "--yes") {
			pre = []string{"-y"}
		}
	case "pypi":
		command, ref = "uvx", id
		if ver != "" {
			ref += "==" + ver
		}
	case "oci", "docker":
		command, ref = "docker", id
		if ver != "" && !imageHasTag(id) {
			ref += ":" + ver
		}
		pre = []string{"run", "-i", "--rm"}
		for _, k := range sortedKeys(env) {
			rtArgs = append(rtArgs, "-e", k)
			rtRaw = append(rtRaw, "-e", k)
		}
	default:
		l.warnf("%s: package type %q is not supported (npm, pypi, oci); skipped", l.where(name), string(p.RegistryType))
		return ServerSpec{}, false
	}
	spec := ServerSpec{
		Name: name, Source: l.path, Transport: capture.TransportStdio,
		Command: command, Env: env,
		Package: rt + ":" + id,
	}
	switch {
	case command == "docker":
		spec.Package = rt + ":" + ref
	case ver != "":
		spec.Package += "@" + ver
	}
	spec.Args = concat(pre, rtArgs, []string{ref}, pkgArgs)
	spec.RawArgs = concat(pre, rtRaw, []string{ref}, pkgRaw)
	addSecrets(&spec, r.used)
	return spec, true
}

// registryRemote builds the connection to one remote.
func (l *loader) registryRemote(name string, index int, rm regTransport) (ServerSpec, bool) {
	transport, ok := normTransport(string(rm.Type))
	if rm.Type == "" {
		transport, ok = guessURLTransport(string(rm.URL)), true
	}
	if !ok || transport == capture.TransportStdio {
		l.warnf("%s: remotes[%d] type %q is not supported (streamable-http, sse); skipped", l.where(name), index, string(rm.Type))
		return ServerSpec{}, false
	}
	r := &regResolver{l: l, name: name, used: map[string]string{}}
	spec := ServerSpec{Name: name, Source: l.path, Transport: transport, RawURL: string(rm.URL)}
	spec.URL = r.substitute(string(rm.URL), rm.Variables, "url")
	if err := checkURL(spec.URL); err != nil {
		l.warnf("%s: remotes[%d] url %v; skipped", l.where(name), index, err)
		return ServerSpec{}, false
	}
	spec.Headers = r.headers(rm.Headers)
	addSecrets(&spec, r.used)
	return spec, true
}

// imageHasTag reports whether an OCI reference already names a tag or digest.
func imageHasTag(ref string) bool {
	if strings.Contains(ref, "@") {
		return true
	}
	last := ref[strings.LastIndexByte(ref, '/')+1:]
	return strings.Contains(last, ":")
}

func containsAny(list []string, values ...string) bool {
	for _, s := range list {
		for _, v := range values {
			if s == v {
				return true
			}
		}
	}
	return false
}

func concat(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}
