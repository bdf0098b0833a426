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
	for _, name := range gosdkservers.Names {
		var args []string
		if name == "memory" {
			args = []string{"-memory", s.data("go-memory.json")}
		}
		m["go-"+name] = s.server(gosdkservers.Bin(name), args, nil)
	}
	return m
}

// server is a launch of command in the set's work folder.
//
// The probe treats every env value as a secret and redacts it wherever it
// shows in a capture (a value that reads as a word, where it stands as a
// whole word), so env carries only what a server cannot be given otherwise,
// and no value that its answers would often contain.
func (s *Set) server(command string, args []string, env map[string]string) Server {
	return Server{Command: command, Args: args, Env: env, Cwd: s.work()}
}
