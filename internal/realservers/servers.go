package realservers

import (
	"path/filepath"

	"github.com/mcpsurvey/mcpsurvey/internal/gosdkservers"
	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
)

// SQLiteServers names the servers that each get their own copy of the
// sample database, Dir/data/NAME.db.
var SQLiteServers = []string{"mcp-sqlite", "ea-database", "sqlite-npx"}

// work returns the folder every server runs in (its working directory).
func (s *Set) work() string { return filepath.Join(s.Dir, "work") }

// data returns the path of a file under Dir/data.
func (s *Set) data(name string) string { return filepath.Join(s.Dir, "data", name) }

// DB returns the path of the SQLite database of one of SQLiteServers.
func (s *Set) DB(server string) string { return s.data(server + ".db") }

// servers returns the launch of every server, keyed by its name.
func (s *Set) servers() map[string]Server {
	npm := func(bin string, args []string, env map[string]string) Server {
		return s.server(npmservers.Bin(bin), args, env)
	}
	m := map[string]Server{
		// The five npm servers pinned first.
		"everything":          npm("mcp-server-everything", []string{"stdio"}, nil),
		"memory":              npm("mcp-server-memory", nil, map[string]string{"MEMORY_FILE_PATH": s.data("memory.jsonl")}),
		"filesystem":          npm("mcp-server-filesystem", []string{s.Root}, nil),
		"sequential-thinking": npm("mcp-server-sequential-thinking", nil, nil),
		// stdio is its default transport; GIT_BASE_DIR keeps it inside Repo.
		"git": npm("git-mcp-server", nil, map[string]string{"GIT_BASE_DIR": s.Repo, "MCP_LOG_LEVEL": "warn"}),

		// SQLite and knowledge-graph servers.
		"mcp-sqlite":      npm("mcp-sqlite-server", []string{s.DB("mcp-sqlite")}, nil),
		"ea-database":     npm("ea-database-server", []string{s.DB("ea-database")}, nil),
		"sqlite-npx":      npm("mcp-server-sqlite-npx", []string{s.DB("sqlite-npx")}, nil),
		"knowledge-graph": npm("mcp-knowledge-graph", []string{"--memory-path", s.data("knowledge-graph.jsonl")}, nil),

		// Small utilities: arithmetic/encoding/dates, time zones, a task list.
		"calc":        npm("calc-mcp", nil, nil),
		"time":        npm("time-mcp", nil, nil),
		"taskmanager": npm("mcp-taskmanager", nil, map[string]string{"TASK_MANAGER_FILE_PATH": s.data("tasks.json")}),
	}
	for name, srv := range SaaS() {
		m[name] = s.server(srv.Command, srv.Args, srv.Env)
	}
	for _, name := range gosdkservers.Names {
		var args []string
		if name == "memory" {
			args = []string{"-memory", s.data("go-memory.json")}
		}
		m["go-"+name] = s.server(gosdkservers.Bin(name), args, nil)
	}
	return m
}

// SaaSServers names the servers of SaaS APIs in the set (GitHub, Slack,
// Brave Search). They start and list their tools offline with the fake
// credentials of FakeCredentials; every call that reaches for the API
// fails (no network, or the API refuses the token), so a survey of them
// records failed calls.
var SaaSServers = []string{"brave-search", "github", "slack"}

// FakeCredentials are the fake credentials the SaaS servers get, by env
// variable. The probe redacts credentials from captures: no capture of
// these servers may hold any of these values.
var FakeCredentials = map[string]string{
	"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_FakeMcpsurveyTestToken0a1B2c3D4e5F6g",
	"SLACK_BOT_TOKEN":              "xoxb-0000000000-0000000000000-FakeMcpsurveyTestTok9",
	"BRAVE_API_KEY":                "BSAfakeMcpsurveyTestKey7h8J9k0L1m2",
}

// SaaS returns the launches of the SaaS servers, keyed by name, without a
// working directory (Setup's set runs them in its work folder). Besides
// its credential, slack gets a team ID and LOG_LEVEL=error: plain config
// values that the probe must leave in its answers ({"error":"fetch
// failed"}) as they are.
func SaaS() map[string]Server {
	return map[string]Server{
		"github": {Command: npmservers.Bin("mcp-server-github"),
			Env: map[string]string{"GITHUB_PERSONAL_ACCESS_TOKEN": FakeCredentials["GITHUB_PERSONAL_ACCESS_TOKEN"]}},
		"slack": {Command: npmservers.Bin("mcp-server-slack"),
			Env: map[string]string{"SLACK_BOT_TOKEN": FakeCredentials["SLACK_BOT_TOKEN"], "SLACK_TEAM_ID": "T00FAKE0000", "LOG_LEVEL": "error"}},
		"brave-search": {Command: npmservers.Bin("mcp-server-brave-search"),
			Env: map[string]string{"BRAVE_API_KEY": FakeCredentials["BRAVE_API_KEY"]}},
	}
}

// server is a launch of command in the set's work folder.
//
// The probe redacts from a capture only the env values that are
// credentials (by name, such as GITHUB_PERSONAL_ACCESS_TOKEN, or by shape);
// plain values such as LOG_LEVEL=error or MCP_LOG_LEVEL=warn stay in the
// servers' answers as they are.
func (s *Set) server(command string, args []string, env map[string]string) Server {
	return Server{Command: command, Args: args, Env: env, Cwd: s.work()}
}
