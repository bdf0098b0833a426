package report

import (
	"encoding/json"
	"sort"
	"strings"
)

// DetectSDK guesses the MCP SDK a server is built with, strongest evidence
// first:
//
//  1. a dependency of its package (package.json, pyproject or go.mod
//     requirements passed as packageJSONDeps, name → version):
//     "@modelcontextprotocol/sdk" → typescript; "mcp" or "fastmcp"
//     (extras and version specifiers ignored) → python-fastmcp;
//     "github.com/modelcontextprotocol/go-sdk" or
//     "github.com/mark3labs/mcp-go" → go ("certain");
//  2. the package ecosystem: "npm:" → typescript, "pypi:" → python-fastmcp,
//     a Go module path ("go:" or "github.com/...") → go ("likely");
//  3. the serverInfo name from initialize (or the initialize result's
//     serverInfo when serverInfoName is empty) naming an SDK, e.g.
//     "FastMCP" or "mcp-go" ("weak");
//
// else unknown (the PR report then shows all three snippets). Pure.
func DetectSDK(serverInfoName, serverVersion, pkg string, initializeResult json.RawMessage, packageJSONDeps map[string]string) SDKInfo {
	if info, ok := sdkFromDeps(packageJSONDeps); ok {
		return info
	}
	if info, ok := sdkFromPackage(pkg); ok {
		return info
	}
	name := serverInfoName
	if name == "" {
		name = initServerInfoName(initializeResult)
	}
	if info, ok := sdkFromServerInfo(name); ok {
		return info
	}
	_ = serverVersion // versions are chosen by server authors; they name no SDK
	return SDKInfo{Name: SDKUnknown, Via: "no dependency, package ecosystem or serverInfo names an SDK"}
}

// sdkDeps maps a normalised dependency name to its SDK; goPrefixes are
// module paths matched with their major-version suffixes.
var sdkDeps = map[string]string{
	"@modelcontextprotocol/sdk": SDKTypeScript,
	"mcp":                       SDKPython,
	"fastmcp":                   SDKPython,
}

var goSDKPrefixes = []string{"github.com/modelcontextprotocol/go-sdk", "github.com/mark3labs/mcp-go"}

func sdkFromDeps(deps map[string]string) (SDKInfo, bool) {
	names := make([]string, 0, len(deps))
	for k := range deps {
		names = append(names, k)
	}
	sort.Strings(names) // deterministic when a package depends on several SDKs
	// TypeScript first, then Python, then Go: a package.json that pulls in
	// the TS SDK is a TS server even if a "mcp" name shows up too.
	for _, want := range []string{SDKTypeScript, SDKPython, SDKGo} {
		for _, raw := range names {
			n := normDepName(raw)
			sdk := sdkDeps[n]
			if sdk == "" {
				for _, p := range goSDKPrefixes {
					if n == p || strings.HasPrefix(n, p+"/") {
						sdk = SDKGo
					}
				}
			}
			if sdk == want {
				return SDKInfo{Name: sdk, Library: raw, Via: "depends on " + raw, Confidence: "certain"}, true
			}
		}
	}
	return SDKInfo{}, false
}

// normDepName strips Python extras and version specifiers ("mcp[cli]>=1.9"
// → "mcp") and lower-cases names that are case-insensitive (Python).
func normDepName(s string) string {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "/") { // npm scope or Go module path: keep as is
		if i := strings.IndexAny(s[1:], " @"); i >= 0 { // "github.com/x/y v1.2.3", "@scope/x@1.2"; a leading "@" is the scope
			s = s[:i+1]
		}
		return s
	}
	if i := strings.IndexAny(s, "[<>=!~; "); i >= 0 {
		s = s[:i]
	}
	return strings.ToLower(strings.ReplaceAll(s, "_", "-"))
}

func sdkFromPackage(pkg string) (SDKInfo, bool) {
	p := strings.ToLower(strings.TrimSpace(pkg))
	switch {
	case strings.HasPrefix(p, "npm:"):
		return SDKInfo{Name: SDKTypeScript, Via: "published on npm (" + pkg + ")", Confidence: "likely"}, true
	case strings.HasPrefix(p, "pypi:"):
		return SDKInfo{Name: SDKPython, Via: "published on PyPI (" + pkg + ")", Confidence: "likely"}, true
	case strings.HasPrefix(p, "go:"), strings.HasPrefix(p, "github.com/"), strings.HasPrefix(p, "golang.org/"):
		return SDKInfo{Name: SDKGo, Via: "a Go module (" + pkg + ")", Confidence: "likely"}, true
	}
	return SDKInfo{}, false
}

func sdkFromServerInfo(name string) (SDKInfo, bool) {
	n := strings.ToLower(name)
	switch {
	case strings.Contains(n, "fastmcp"):
		return SDKInfo{Name: SDKPython, Via: "serverInfo name " + quoteShort(name), Confidence: "weak"}, true
	case strings.Contains(n, "mcp-go") || strings.Contains(n, "go-sdk"):
		return SDKInfo{Name: SDKGo, Via: "serverInfo name " + quoteShort(name), Confidence: "weak"}, true
	}
	return SDKInfo{}, false
}

func initServerInfoName(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var r struct {
		ServerInfo struct {
			Name string `json:"name"`
		} `json:"serverInfo"`
	}
	if json.Unmarshal(raw, &r) != nil {
		return ""
	}
	return r.ServerInfo.Name
}

// quoteShort quotes s for a sentence, cut to 80 bytes on a rune boundary.
func quoteShort(s string) string {
	return `"` + truncateRunes(s, 80) + `"`
}

// truncateRunes cuts s to at most n bytes without splitting a UTF-8
// sequence, adding "…" when it cut.
func truncateRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && cut < len(s) && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
