package report

import (
	"encoding/json"
	"testing"
)

func TestDetectSDK(t *testing.T) {
	cases := []struct {
		name            string
		info, pkg       string
		init            string
		deps            map[string]string
		want, wantConf  string
		wantLibContains string
	}{
		{name: "ts dep", deps: map[string]string{"@modelcontextprotocol/sdk": "^1.12.0", "zod": "^3"}, pkg: "pypi:x", want: SDKTypeScript, wantConf: "certain"},
		{name: "ts dep with version", deps: map[string]string{"@modelcontextprotocol/sdk@1.2.0": ""}, want: SDKTypeScript, wantConf: "certain"},
		{name: "python mcp extras", deps: map[string]string{"mcp[cli]>=1.9.0": ""}, want: SDKPython, wantConf: "certain"},
		{name: "python fastmcp", deps: map[string]string{"FastMCP": "2.3"}, want: SDKPython, wantConf: "certain"},
		{name: "go sdk", deps: map[string]string{"github.com/modelcontextprotocol/go-sdk": "v1.8.0"}, want: SDKGo, wantConf: "certain"},
		{name: "mcp-go v2 path", deps: map[string]string{"github.com/mark3labs/mcp-go/v2 v2.0.0": ""}, want: SDKGo, wantConf: "certain"},
		{name: "ts wins over python name", deps: map[string]string{"mcp": "1", "@modelcontextprotocol/sdk": "1"}, want: SDKTypeScript, wantConf: "certain"},
		{name: "lookalike dep", deps: map[string]string{"mcp-proxy": "1", "@modelcontextprotocol/sdk-extra": "1"}, want: SDKUnknown},
		{name: "npm package", pkg: "npm:@modelcontextprotocol/server-github@0.6.2", want: SDKTypeScript, wantConf: "likely"},
		{name: "pypi package", pkg: "PyPI:mcp-server-time", want: SDKPython, wantConf: "likely"},
		{name: "go module", pkg: "github.com/github/github-mcp-server", want: SDKGo, wantConf: "likely"},
		{name: "fastmcp serverInfo", info: "FastMCP", want: SDKPython, wantConf: "weak"},
		{name: "serverInfo from initialize", init: `{"protocolVersion":"2025-06-18","serverInfo":{"name":"mcp-go server","version":"1"}}`, want: SDKGo, wantConf: "weak"},
		{name: "bad initialize", init: `{"serverInfo":`, want: SDKUnknown},
		{name: "nothing", info: "weather", pkg: "docker:acme/weather", want: SDKUnknown},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := DetectSDK(c.info, "1.0", c.pkg, json.RawMessage(c.init), c.deps)
			if got.Name != c.want || got.Confidence != c.wantConf || got.Via == "" {
				t.Errorf("DetectSDK = %+v, want %s (%s)", got, c.want, c.wantConf)
			}
		})
	}
}
