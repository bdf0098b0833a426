package callplan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Plan is a call plan: per server and tool, a list of argument sets.
type Plan struct {
	Path    string
	Files   FileOptions // from the plan's allowed_dirs (relative to the plan file's directory; default: the plan file's directory) and max_file_size ("10MB", "512KiB" or a number of bytes)
	Servers map[string]map[string][]ArgSet
}

// ArgSet is one argument set of a planned tool: inline Arguments, or a
// file whose content (at DataKey of ToolArgs, if given) is the arguments.
type ArgSet struct {
	Arguments json.RawMessage // inline arguments (origin "plan")
	FilePath  string          // file-sourced (origin "file"), relative paths resolved against the plan file's directory
	DataKey   string
	ToolArgs  json.RawMessage
	// InputResponses are sent on a retry when the server answers the call
	// with an input_required result (MCP 2026-07-28 multi round-trip
	// requests): keys are the server's inputRequests keys, values the
	// client's results (ElicitResult, CreateMessageResult, ListRootsResult).
	InputResponses json.RawMessage
}

// Load parses a plan file (JSON or YAML, by the extension .json, .yaml or
// .yml, else by content). Errors name the file, the line and the server,
// tool and entry concerned ("plan.yaml:12: server \"s\" tool \"t\" entry
// 2: both arguments and file_path given").
func Load(path string, data []byte) (*Plan, error) {
	l := &loader{path: path, dir: filepath.Dir(path)}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	root, err := l.parse(data)
	if err != nil {
		return nil, err
	}
	if root == nil || (root.kind == scalarNode && root.val == nil) {
		return nil, fmt.Errorf("%s: empty plan: want a mapping with a \"servers\" key", path)
	}
	if root.kind != mapNode {
		return nil, l.errf(root.line, "a plan must be a mapping with a \"servers\" key")
	}
	p := &Plan{Path: path, Files: FileOptions{AllowedDirs: []string{l.dir}}, Servers: map[string]map[string][]ArgSet{}}
	haveServers := false
	for i, k := range root.keys {
		v := root.vals[i]
		switch k {
		case "allowed_dirs":
			dirs, err := l.dirs(v)
			if err != nil {
				return nil, err
			}
			if len(dirs) > 0 {
				p.Files.AllowedDirs = dirs
			}
		case "max_file_size":
			n, err := l.size(v)
			if err != nil {
				return nil, err
			}
			p.Files.MaxSize = n
		case "servers":
			haveServers = true
			if err := l.servers(v, p.Servers); err != nil {
				return nil, err
			}
		default:
			return nil, l.errf(root.klines[i], "unknown key %q (want allowed_dirs, max_file_size or servers)", k)
		}
	}
	if !haveServers {
		return nil, l.errf(root.line, "missing key \"servers\"")
	}
	return p, nil
}

// Names reports whether the plan names this server's tool.
func (p *Plan) Names(server, tool string) bool {
	if p == nil {
		return false
	}
	_, ok := p.Servers[server][tool]
	return ok
}

// Calls prepares the planned calls of one tool: inline argument sets as
// they are (origin "plan"), file-sourced ones through FileArguments
// (origin "file"). A file that cannot be used does not affect the other
// calls: its call carries the problem in Error (the seed's message) and no
// arguments. Files are read on each call; Calls is safe for concurrent use.
func (p *Plan) Calls(server, tool string) []probe.PlannedCall {
	if p == nil {
		return nil
	}
	sets := p.Servers[server][tool]
	if len(sets) == 0 {
		return nil
	}
	calls := make([]probe.PlannedCall, 0, len(sets))
	for _, s := range sets {
		if s.FilePath == "" {
			args := append(json.RawMessage(nil), s.Arguments...)
			if len(args) == 0 {
				args = json.RawMessage("{}")
			}
			calls = append(calls, probe.PlannedCall{Arguments: args, Origin: capture.OriginPlan, InputResponses: s.InputResponses})
			continue
		}
		args, warnings, err := FileArguments(s.FilePath, s.DataKey, s.ToolArgs, p.Files)
		c := probe.PlannedCall{Origin: capture.OriginFile, Warnings: warnings, InputResponses: s.InputResponses}
		if err != nil {
			c.Error = err.Error()
		} else {
			c.Arguments = args
		}
		calls = append(calls, c)
	}
	return calls
}

// loader holds what Load's helpers need.
type loader struct {
	path string
	dir  string
}

func (l *loader) errf(line int, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if line <= 0 {
		return fmt.Errorf("%s: %s", l.path, msg)
	}
	return fmt.Errorf("%s:%d: %s", l.path, line, msg)
}

// parse picks JSON or YAML and builds the node tree.
func (l *loader) parse(data []byte) (*node, error) {
	var n *node
	var err error
	switch strings.ToLower(filepath.Ext(l.path)) {
	case ".json":
		n, err = parseJSONTree(data)
	case ".yaml", ".yml":
		n, err = parseYAML(data)
	default:
		t := bytes.TrimLeft(data, " \t\r\n")
		if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
			n, err = parseJSONTree(data)
			if err != nil {
				// Perhaps YAML in flow style; if not, report the
				// JSON error.
				if y, yerr := parseYAML(data); yerr == nil {
					return y, nil
				}
			}
		} else {
			n, err = parseYAML(data)
		}
	}
	if err != nil {
		return nil, l.posErr(err)
	}
	return n, nil
}

func (l *loader) posErr(err error) error {
	var pe *posError
	if !errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", l.path, err)
	}
	switch {
	case pe.line <= 0:
		return fmt.Errorf("%s: %s", l.path, pe.msg)
	case pe.col > 0:
		return fmt.Errorf("%s:%d:%d: %s", l.path, pe.line, pe.col, pe.msg)
	}
	return fmt.Errorf("%s:%d: %s", l.path, pe.line, pe.msg)
}

// resolve makes a relative path relative to the plan file's directory.
func (l *loader) resolve(p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(l.dir, p)
}

// text returns a scalar's text (strings, numbers and booleans).
func text(n *node) (string, bool) {
	if n == nil || n.kind != scalarNode {
		return "", false
	}
	switch v := n.val.(type) {
	case string:
		return v, true
	case json.Number:
		return string(v), true
	case bool:
		return strconv.FormatBool(v), true
	}
	return "", false
}

func (l *loader) dirs(v *node) ([]string, error) {
	items := []*node{v}
	switch {
	case v.kind == seqNode:
		items = v.items
	case v.kind == scalarNode && v.val == nil:
		return nil, nil
	}
	var dirs []string
	for _, it := range items {
		s, ok := text(it)
		if !ok || s == "" {
			return nil, l.errf(it.line, "allowed_dirs: want a directory or a list of directories")
		}
		dirs = append(dirs, l.resolve(s))
	}
	return dirs, nil
}

func (l *loader) size(v *node) (int64, error) {
	s, ok := text(v)
	if ok {
		if n, err := parseSize(s); err == nil {
			return n, nil
		}
	}
	return 0, l.errf(v.line, "max_file_size: invalid size %q (want e.g. 10MB, 512KiB or a number of bytes)", s)
}

// parseSize parses "10MB", "512KiB", "1.5 GB" or a number of bytes; K, M
// and G are powers of 1024 with or without "i".
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := 0
	for i < len(t) && (isDigit(t[i]) || t[i] == '.') {
		i++
	}
	num, unitText := t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	units := map[string]float64{
		"": 1, "b": 1,
		"k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10,
		"m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20,
		"g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30,
	}
	unit, ok := units[unitText]
	if !ok || num == "" {
		return 0, fmt.Errorf("invalid size %q", s)
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("invalid size %q", s)
	}
	bytes := f * unit
	if bytes < 1 || bytes >= math.MaxInt64 || (unit == 1 && bytes != math.Trunc(bytes)) {
		return 0, fmt.Errorf("invalid size %q", s)
	}
	return int64(bytes), nil
}

func (l *loader) servers(v *node, out map[string]map[string][]ArgSet) error {
	if v.kind == scalarNode && v.val == nil {
		return nil
	}
	if v.kind != mapNode {
		return l.errf(v.line, "servers: want a mapping of server names to tools")
	}
	for i, server := range v.keys {
		tools := v.vals[i]
		if tools.kind != mapNode {
			return l.errf(v.klines[i], "server %q: want a mapping of tool names to argument sets", server)
		}
		out[server] = make(map[string][]ArgSet, len(tools.keys))
		for j, tool := range tools.keys {
			sets, err := l.tool(tools.vals[j], tools.klines[j], fmt.Sprintf("server %q tool %q", server, tool))
			if err != nil {
				return err
			}
			out[server][tool] = sets
		}
	}
	return nil
}

func (l *loader) tool(v *node, line int, ctx string) ([]ArgSet, error) {
	switch v.kind {
	case mapNode:
		s, err := l.entry(v, ctx)
		if err != nil {
			return nil, err
		}
		return []ArgSet{s}, nil
	case seqNode:
		if len(v.items) == 0 {
			return nil, l.errf(v.line, "%s: no argument sets", ctx)
		}
		sets := make([]ArgSet, 0, len(v.items))
		for i, it := range v.items {
			s, err := l.entry(it, fmt.Sprintf("%s entry %d", ctx, i+1))
			if err != nil {
				return nil, err
			}
			sets = append(sets, s)
		}
		return sets, nil
	}
	return nil, l.errf(line, "%s: want a list of argument sets (each with arguments or file_path) or one such entry", ctx)
}

func (l *loader) entry(v *node, ctx string) (ArgSet, error) {
	var s ArgSet
	if v.kind != mapNode {
		return s, l.errf(v.line, "%s: want a mapping with arguments or file_path", ctx)
	}
	var argsLine, fileLine, keyLine, toolArgsLine int
	for i, k := range v.keys {
		val, kline := v.vals[i], v.klines[i]
		switch k {
		case "arguments":
			argsLine = kline
			if val.kind != mapNode {
				return s, l.errf(kline, "%s: arguments must be an object", ctx)
			}
			b, err := encodeJSON(val.value())
			if err != nil {
				return s, l.errf(kline, "%s: arguments: %v", ctx, err)
			}
			s.Arguments = b
		case "file_path":
			fileLine = kline
			p, ok := text(val)
			if !ok || p == "" {
				return s, l.errf(kline, "%s: file_path must be a non-empty string", ctx)
			}
			s.FilePath = l.resolve(p)
		case "data_key":
			keyLine = kline
			dk, ok := text(val)
			if !ok || dk == "" {
				return s, l.errf(kline, "%s: data_key must be a non-empty string", ctx)
			}
			s.DataKey = dk
		case "tool_args":
			toolArgsLine = kline
			if val.kind != mapNode {
				return s, l.errf(kline, "%s: tool_args must be an object", ctx)
			}
			b, err := encodeJSON(val.value())
			if err != nil {
				return s, l.errf(kline, "%s: tool_args: %v", ctx, err)
			}
			s.ToolArgs = b
		case "inputResponses", "input_responses":
			if val.kind != mapNode {
				return s, l.errf(kline, "%s: %s must be an object (inputRequests key -> the client's result)", ctx, k)
			}
			b, err := encodeJSON(val.value())
			if err != nil {
				return s, l.errf(kline, "%s: %s: %v", ctx, k, err)
			}
			s.InputResponses = b
		default:
			return s, l.errf(kline, "%s: unknown key %q (want arguments, file_path, data_key, tool_args or inputResponses)", ctx, k)
		}
	}
	switch {
	case argsLine > 0 && fileLine > 0:
		return s, l.errf(max(argsLine, fileLine), "%s: both arguments and file_path given; use one", ctx)
	case argsLine == 0 && fileLine == 0:
		return s, l.errf(v.line, "%s: neither arguments nor file_path given", ctx)
	case fileLine == 0 && keyLine > 0:
		return s, l.errf(keyLine, "%s: data_key needs file_path", ctx)
	case fileLine == 0 && toolArgsLine > 0:
		return s, l.errf(toolArgsLine, "%s: tool_args needs file_path", ctx)
	}
	return s, nil
}
