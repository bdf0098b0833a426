package realout

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/npmservers"
	"github.com/mcpsurvey/mcpsurvey/internal/realservers"

	_ "modernc.org/sqlite" // database/sql driver "sqlite"
)

// tuneFiles are files added to the filesystem server's root: JSON,
// markdown, CSV, logs and plain text, so reads answer in varied formats.
var tuneFiles = map[string]string{
	"data/users.json": `[
  {"id": 101, "login": "mkeller", "name": "Maria Keller", "active": true, "roles": ["admin", "dev"]},
  {"id": 102, "login": "tnguyen", "name": "Thanh Nguyen", "active": false, "roles": ["dev"]},
  {"id": 103, "login": "oadeyemi", "name": "Ola Adeyemi", "active": true, "roles": []}
]
`,
	"data/settings.json": `{"server": {"host": "0.0.0.0", "port": 8080, "tls": false},
 "limits": {"max_upload_mb": 25, "rate_per_minute": 1200},
 "features": {"search": true, "export": "beta"}}
`,
	"data/sales.csv":     "region,quarter,revenue,units\nNorth,Q1,125000,340\nSouth,Q1,98000,275\nNorth,Q2,131500,362\n",
	"data/inventory.csv": "sku;item;stock\nA-100;bolt;2341\nA-200;nut;980\n",
	"docs/guide.md":      "# Install guide\n\n1. **Download** the archive from the releases page\n2. **Unpack** it with `tar xzf mcp.tar.gz`\n3. **Run** `./mcp --help` to check it works\n\nSee also [the FAQ](https://example.com/faq).\n",
	"docs/changelog.md":  "# Changelog\n\n## 1.2.0 - 2026-03-01\n- Added CSV export\n- Fixed a crash on empty folders\n\n## 1.1.0 - 2026-01-15\n- First public release\n",
	"docs/team.md":       "| Name | Role | Since |\n|------|------|-------|\n| Maria Keller | Lead | 2021 |\n| Thanh Nguyen | Developer | 2023 |\n| Ola Adeyemi | Designer | 2024 |\n",
	"logs/app.log":       "2026-03-01T10:00:01Z INFO server started on :8080\n2026-03-01T10:00:05Z WARN slow request /api/search 1200ms\n2026-03-01T10:01:00Z ERROR database timeout after 30s\n",
	"todo.txt":           "buy milk\ncall the plumber\nrenew passport\n",
	"letter.txt":         "Dear Ms. Keller,\n\nthank you for your order. It ships on Monday.\n\nKind regards,\nThe shop\n",
	"env.conf":           "HOST: db.internal\nPORT: 5432\nUSER: report\nTIMEOUT: 30s\n",
}

// tuneSQL adds tables of other shapes to mcp-sqlite's database.
var tuneSQL = []string{
	`CREATE TABLE products (sku TEXT PRIMARY KEY, title TEXT NOT NULL, price REAL, stock INTEGER, discontinued INTEGER DEFAULT 0)`,
	`INSERT INTO products VALUES ('P-001','Mechanical keyboard',89.9,14,0),('P-002','USB-C hub',34.5,0,1),('P-003','Monitor arm',59,7,0),('P-004','Desk mat',19.99,120,0)`,
	`CREATE TABLE events (id INTEGER PRIMARY KEY, kind TEXT, at TEXT, payload TEXT)`,
	`INSERT INTO events VALUES (1,'login','2026-04-01 08:00:00','{"user":1}'),(2,'purchase','2026-04-01 08:05:12','{"order":3}'),(3,'logout','2026-04-01 09:00:00',NULL)`,
}

// addTuneData adds files to the root, tables to mcp-sqlite's database and
// history (commits, a branch, a tag, uncommitted changes) to the git
// repository.
func addTuneData(ctx context.Context, set *realservers.Set) error {
	for rel, content := range tuneFiles {
		p := filepath.Join(set.Root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			return err
		}
	}
	db, err := sql.Open("sqlite", set.DB("mcp-sqlite"))
	if err != nil {
		return err
	}
	for _, q := range tuneSQL {
		if _, err := db.ExecContext(ctx, q); err != nil {
			db.Close()
			return fmt.Errorf("tune data: %s: %w", q, err)
		}
	}
	if err := db.Close(); err != nil {
		return err
	}
	if set.Repo == "" {
		return fmt.Errorf("tune data: no git repository (git missing)")
	}
	steps := []struct {
		files map[string]string
		args  []string
		who   string
	}{
		{map[string]string{"util.go": "package main\n\nfunc add(a, b int) int { return a + b }\n"}, []string{"add", "util.go"}, ""},
		{nil, []string{"commit", "-q", "-m", "add the add helper"}, "Lin Chen <lin@example.com>"},
		{map[string]string{"main.go": "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(add(2, 3)) }\n"}, nil, ""},
		{nil, []string{"commit", "-q", "-a", "-m", "print a sum\n\nThe demo prints 5."}, "Maria Keller <maria@example.com>"},
		{nil, []string{"tag", "-a", "v0.1.0", "-m", "first tagged release"}, ""},
		{nil, []string{"branch", "feature/docs"}, ""},
		{map[string]string{"CHANGES.md": "- print a sum\n- add helper\n"}, []string{"add", "CHANGES.md"}, ""},
		{nil, []string{"commit", "-q", "-m", "list the changes"}, "Lin Chen <lin@example.com>"},
		{nil, []string{"tag", "v0.2.0"}, ""},
		// Uncommitted work for status and diff.
		{map[string]string{"README.md": "# demo\n\nA repository for the git server.\n\nRun `go run .`\n", "notes.txt": "scratch\n"}, nil, ""},
	}
	for k, st := range steps {
		if st.files != nil {
			for rel, content := range st.files {
				if err := os.WriteFile(filepath.Join(set.Repo, rel), []byte(content), 0o644); err != nil {
					return err
				}
			}
		}
		if st.args == nil {
			continue
		}
		cmd := exec.CommandContext(ctx, "git", st.args...)
		cmd.Dir = set.Repo
		date := fmt.Sprintf("2026-02-%02dT10:00:00Z", 3+k)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date)
		if st.who != "" {
			name, email, _ := strings.Cut(strings.TrimSuffix(st.who, ">"), " <")
			cmd.Env = append(cmd.Env, "GIT_AUTHOR_NAME="+name, "GIT_AUTHOR_EMAIL="+email)
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("tune data: git %v: %v\n%s", st.args, err, out)
		}
	}
	return nil
}

// npmPackage names an installed npm package with its version.
func npmPackage(name string) string {
	b, err := os.ReadFile(filepath.Join(npmservers.Dir(), "node_modules", filepath.FromSlash(name), "package.json"))
	var p struct{ Version string }
	if err != nil || json.Unmarshal(b, &p) != nil || p.Version == "" {
		return "npm:" + name
	}
	return "npm:" + name + "@" + p.Version
}

// tunePlans lists the calls made on each tune server. Only tune servers
// appear here; held-out servers are never run by this capture.
func tunePlans(set *realservers.Set) []tunePlan {
	root, repo := set.Root, set.Repo
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	f := func(rel string) string { return q(filepath.Join(root, filepath.FromSlash(rel))) }
	const gosdk = "go:github.com/modelcontextprotocol/go-sdk/examples/server/%s@v1.8.0"
	return []tunePlan{
		{server: "filesystem", pkg: npmPackage("@modelcontextprotocol/server-filesystem"), calls: []tuneCall{
			{"list_allowed_directories", `{}`},
			{"read_text_file", `{"path":` + f("notes.txt") + `}`},
			{"read_text_file", `{"path":` + f("data/users.json") + `}`},
			{"read_text_file", `{"path":` + f("docs/guide.md") + `}`},
			{"read_text_file", `{"path":` + f("data/sales.csv") + `}`},
			{"read_text_file", `{"path":` + f("env.conf") + `}`},
			{"read_text_file", `{"path":` + f("docs/team.md") + `}`},
			{"read_text_file", `{"path":` + f("logs/app.log") + `,"head":2}`},
			{"read_text_file", `{"path":` + f("missing.txt") + `}`},
			{"read_file", `{"path":` + f("data/config.json") + `}`},
			{"read_file", `{"path":` + f("letter.txt") + `}`},
			{"read_file", `{"path":` + f("docs/changelog.md") + `}`},
			{"read_multiple_files", `{"paths":[` + f("todo.txt") + `,` + f("data/inventory.csv") + `]}`},
			{"read_multiple_files", `{"paths":[` + f("data/settings.json") + `,` + f("README.md") + `]}`},
			{"read_multiple_files", `{"paths":[` + f("notes.txt") + `,` + f("nope.txt") + `]}`},
			{"list_directory", `{"path":` + q(root) + `}`},
			{"list_directory", `{"path":` + f("data") + `}`},
			{"list_directory", `{"path":` + f("docs") + `}`},
			{"list_directory", `{"path":` + f("logs") + `}`},
			{"list_directory_with_sizes", `{"path":` + q(root) + `}`},
			{"list_directory_with_sizes", `{"path":` + f("data") + `,"sortBy":"size"}`},
			{"list_directory_with_sizes", `{"path":` + f("docs") + `}`},
			{"directory_tree", `{"path":` + f("docs") + `}`},
			{"directory_tree", `{"path":` + f("data") + `}`},
			{"directory_tree", `{"path":` + q(root) + `,"excludePatterns":["data","docs"]}`},
			{"search_files", `{"path":` + q(root) + `,"pattern":"**/*.json"}`},
			{"search_files", `{"path":` + q(root) + `,"pattern":"**/*.md"}`},
			{"search_files", `{"path":` + q(root) + `,"pattern":"*.xyz"}`},
			{"get_file_info", `{"path":` + f("notes.txt") + `}`},
			{"get_file_info", `{"path":` + f("data") + `}`},
			{"get_file_info", `{"path":` + f("data/sales.csv") + `}`},
			{"get_file_info", `{"path":` + f("docs/guide.md") + `}`},
			{"create_directory", `{"path":` + f("out/archive") + `}`},
			{"write_file", `{"path":` + f("out/report.txt") + `,"content":"total: 3\n"}`},
			{"write_file", `{"path":` + f("out/summary.md") + `,"content":"# Summary\n\n- ok\n"}`},
			{"edit_file", `{"path":` + f("todo.txt") + `,"edits":[{"oldText":"buy milk","newText":"buy oat milk"}],"dryRun":true}`},
			{"edit_file", `{"path":` + f("env.conf") + `,"edits":[{"oldText":"PORT: 5432","newText":"PORT: 6543"}]}`},
			{"move_file", `{"source":` + f("out/report.txt") + `,"destination":` + f("out/archive/report.txt") + `}`},
			// Second round: more files of each kind, and the folder the writes made.
			{"read_text_file", `{"path":` + f("data/settings.json") + `}`},
			{"read_text_file", `{"path":` + f("todo.txt") + `}`},
			{"read_text_file", `{"path":` + f("data/inventory.csv") + `}`},
			{"read_text_file", `{"path":` + f("out/summary.md") + `}`},
			{"read_file", `{"path":` + f("data/users.json") + `}`},
			{"read_file", `{"path":` + f("env.conf") + `}`},
			{"read_multiple_files", `{"paths":[` + f("docs/team.md") + `,` + f("data/config.json") + `]}`},
			{"list_directory", `{"path":` + f("out") + `}`},
			{"list_directory", `{"path":` + f("out/archive") + `}`},
			{"list_directory_with_sizes", `{"path":` + f("logs") + `}`},
			{"list_directory_with_sizes", `{"path":` + f("out") + `,"sortBy":"name"}`},
			{"search_files", `{"path":` + q(root) + `,"pattern":"**/*.csv"}`},
			{"search_files", `{"path":` + q(root) + `,"pattern":"**/*.txt"}`},
			{"get_file_info", `{"path":` + f("out/summary.md") + `}`},
			{"directory_tree", `{"path":` + f("out") + `}`},
			{"write_file", `{"path":` + f("out/data.json") + `,"content":"{\"ok\": true}\n"}`},
			{"create_directory", `{"path":` + f("out/tmp") + `}`},
			{"edit_file", `{"path":` + f("notes.txt") + `,"edits":[{"oldText":"- write the report","newText":"- write the final report"}],"dryRun":true}`},
			{"move_file", `{"source":` + f("out/data.json") + `,"destination":` + f("out/tmp/data.json") + `}`},
		}},
		{server: "memory", pkg: npmPackage("@modelcontextprotocol/server-memory"), calls: []tuneCall{
			{"read_graph", `{}`},
			{"create_entities", `{"entities":[{"name":"Maria Keller","entityType":"person","observations":["leads the platform team","lives in Basel"]},{"name":"Acme Corp","entityType":"organization","observations":["founded in 1999"]}]}`},
			{"create_entities", `{"entities":[{"name":"Project Atlas","entityType":"project","observations":["due 2026-09-30","budget 250000"]}]}`},
			{"create_relations", `{"relations":[{"from":"Maria Keller","to":"Acme Corp","relationType":"works_at"},{"from":"Maria Keller","to":"Project Atlas","relationType":"leads"}]}`},
			{"add_observations", `{"observations":[{"entityName":"Acme Corp","contents":["has 420 employees","headquartered in Zurich"]}]}`},
			{"read_graph", `{}`},
			{"create_entities", `{"entities":[{"name":"Thanh Nguyen","entityType":"person","observations":["backend developer"]}]}`},
			{"create_relations", `{"relations":[{"from":"Thanh Nguyen","to":"Project Atlas","relationType":"contributes_to"}]}`},
			{"add_observations", `{"observations":[{"entityName":"Project Atlas","contents":["phase 2 started"]}]}`},
			{"search_nodes", `{"query":"Atlas"}`},
			{"search_nodes", `{"query":"person"}`},
			{"search_nodes", `{"query":"Zurich"}`},
			{"search_nodes", `{"query":"nobody-matches-this"}`},
			{"open_nodes", `{"names":["Maria Keller"]}`},
			{"open_nodes", `{"names":["Acme Corp","Project Atlas"]}`},
			{"open_nodes", `{"names":["Thanh Nguyen","Unknown Person"]}`},
			{"read_graph", `{}`},
			{"delete_observations", `{"deletions":[{"entityName":"Project Atlas","observations":["phase 2 started"]}]}`},
			{"delete_relations", `{"relations":[{"from":"Thanh Nguyen","to":"Project Atlas","relationType":"contributes_to"}]}`},
			{"delete_entities", `{"entityNames":["Thanh Nguyen"]}`},
			{"create_entities", `{"entities":[{"name":"Basel Office","entityType":"location","observations":["opened 2019","40 desks"]}]}`},
			{"create_relations", `{"relations":[{"from":"Acme Corp","to":"Basel Office","relationType":"has_office"}]}`},
			{"add_observations", `{"observations":[{"entityName":"Maria Keller","contents":["speaks German and English"]}]}`},
			{"search_nodes", `{"query":"Basel"}`},
			{"search_nodes", `{"query":"project"}`},
			{"open_nodes", `{"names":["Basel Office"]}`},
			{"read_graph", `{}`},
			{"delete_observations", `{"deletions":[{"entityName":"Basel Office","observations":["40 desks"]}]}`},
			{"delete_relations", `{"relations":[{"from":"Acme Corp","to":"Basel Office","relationType":"has_office"}]}`},
			{"delete_entities", `{"entityNames":["Basel Office"]}`},
		}},
		{server: "git", pkg: npmPackage("@cyanheads/git-mcp-server"), calls: []tuneCall{
			{"git_set_working_dir", `{"path":` + q(repo) + `}`},
			{"git_status", `{}`},
			{"git_status", `{"includeUntracked":false}`},
			{"git_log", `{"maxCount":3}`},
			{"git_log", `{"oneline":true}`},
			{"git_log", `{"author":"Lin Chen"}`},
			{"git_log", `{"filePath":"README.md","maxCount":5}`},
			{"git_show", `{"object":"HEAD"}`},
			{"git_show", `{"object":"v0.1.0","stat":true}`},
			{"git_show", `{"object":"HEAD:util.go"}`},
			{"git_branch", `{"mode":"list"}`},
			{"git_branch", `{"mode":"show-current"}`},
			{"git_branch", `{"mode":"list","all":true}`},
			{"git_tag", `{"mode":"list"}`},
			{"git_tag", `{"mode":"list","limit":1}`},
			{"git_diff", `{}`},
			{"git_diff", `{"target":"HEAD~2","source":"HEAD","stat":true}`},
			{"git_diff", `{"target":"HEAD~1","nameOnly":true}`},
			{"git_blame", `{"filePath":"main.go"}`},
			{"git_blame", `{"filePath":"README.md","startLine":1,"endLine":2}`},
			{"git_blame", `{"filePath":"nothere.go"}`},
			{"git_reflog", `{"maxCount":3}`},
			{"git_reflog", `{}`},
			{"git_remote", `{"mode":"list"}`},
			{"git_stash", `{"mode":"list"}`},
			{"git_worktree", `{"mode":"list"}`},
			{"git_changelog_analyze", `{"reviewTypes":["security"],"maxCommits":5}`},
			{"git_add", `{"paths":["notes.txt"]}`},
			{"git_status", `{}`},
			{"git_diff", `{"staged":true}`},
			{"git_commit", `{"message":"add scratch notes"}`},
			{"git_log", `{"maxCount":2}`},
			{"git_show", `{"object":"HEAD~3","stat":true}`},
			{"git_branch", `{"mode":"list"}`},
			{"git_tag", `{"mode":"create","tagName":"v0.3.0","message":"third release","annotated":true}`},
			{"git_tag", `{"mode":"list"}`},
			{"git_reflog", `{"maxCount":2}`},
			{"git_blame", `{"filePath":"util.go"}`},
			{"git_stash", `{"mode":"list"}`},
			{"git_remote", `{"mode":"list"}`},
			{"git_worktree", `{"mode":"list"}`},
		}},
		{server: "mcp-sqlite", pkg: npmPackage("mcp-sqlite"), calls: []tuneCall{
			{"db_info", `{}`},
			{"list_tables", `{}`},
			{"get_table_schema", `{"tableName":"users"}`},
			{"get_table_schema", `{"tableName":"products"}`},
			{"get_table_schema", `{"tableName":"events"}`},
			{"get_table_schema", `{"tableName":"nosuchtable"}`},
			{"query", `{"sql":"SELECT id, name, email FROM users ORDER BY id LIMIT 3"}`},
			{"query", `{"sql":"SELECT sku, title, price FROM products WHERE stock > 0"}`},
			{"query", `{"sql":"SELECT u.name, COUNT(o.id) AS orders, SUM(o.amount) AS total FROM users u JOIN orders o ON o.user_id = u.id GROUP BY u.id ORDER BY total DESC"}`},
			{"query", `{"sql":"SELECT kind, at FROM events WHERE id = ?","values":[2]}`},
			{"query", `{"sql":"SELECT COUNT(*) AS n FROM users"}`},
			{"query", `{"sql":"SELECT * FROM orders WHERE amount > 1000"}`},
			{"query", `{"sql":"SELEC broken"}`},
			{"read_records", `{"table":"users","limit":2}`},
			{"read_records", `{"table":"products","conditions":{"discontinued":1}}`},
			{"read_records", `{"table":"orders","limit":2,"offset":2}`},
			{"read_records", `{"table":"events"}`},
			{"create_record", `{"table":"products","data":{"sku":"P-005","title":"Cable tray","price":24.0,"stock":30}}`},
			{"create_record", `{"table":"users","data":{"id":6,"name":"Donald Knuth","email":"don@example.com","created_at":"2026-04-02T10:00:00Z"}}`},
			{"update_records", `{"table":"products","data":{"stock":13},"conditions":{"sku":"P-001"}}`},
			{"delete_records", `{"table":"events","conditions":{"kind":"logout"}}`},
			{"list_tables", `{}`},
			{"db_info", `{}`},
			{"get_table_schema", `{"tableName":"orders"}`},
			{"query", `{"sql":"SELECT title, price, stock FROM products ORDER BY price DESC LIMIT 2"}`},
			{"query", `{"sql":"SELECT id, kind, payload FROM events ORDER BY id"}`},
			{"query", `{"sql":"SELECT email FROM users WHERE email LIKE 'a%'"}`},
			{"read_records", `{"table":"products","limit":3}`},
			{"read_records", `{"table":"users","conditions":{"name":"Grace Hopper"}}`},
			{"create_record", `{"table":"orders","data":{"user_id":4,"item":"graph paper","amount":3.5}}`},
			{"update_records", `{"table":"users","data":{"email":"ada@lovelace.example"},"conditions":{"id":1}}`},
			{"delete_records", `{"table":"products","conditions":{"sku":"P-002"}}`},
		}},
		{server: "everything", pkg: npmPackage("@modelcontextprotocol/server-everything"), calls: []tuneCall{
			{"echo", `{"message":"hello world"}`},
			{"echo", `{"message":"order 4711 shipped"}`},
			{"echo", `{"message":"{\"a\": 1}"}`},
			{"get-sum", `{"a":2,"b":3}`},
			{"get-sum", `{"a":1250.5,"b":-0.5}`},
			{"get-sum", `{"a":1000000,"b":2341}`},
			{"get-annotated-message", `{"messageType":"success"}`},
			{"get-annotated-message", `{"messageType":"error"}`},
			{"get-annotated-message", `{"messageType":"debug","includeImage":false}`},
			{"get-resource-links", `{"count":2}`},
			{"get-resource-links", `{"count":4}`},
			{"get-resource-reference", `{"resourceType":"Text","resourceId":3}`},
			{"get-resource-reference", `{"resourceType":"Blob","resourceId":6}`},
			{"get-structured-content", `{"location":"New York"}`},
			{"get-structured-content", `{"location":"Chicago"}`},
			{"get-structured-content", `{"location":"Los Angeles"}`},
			{"trigger-long-running-operation", `{"duration":1,"steps":2}`},
			{"trigger-long-running-operation", `{"duration":1,"steps":3}`},
			{"get-tiny-image", `{}`},
			{"gzip-file-as-resource", `{"name":"hello.txt.gz","data":"data:text/plain;base64,aGVsbG8gd29ybGQ=","outputType":"resourceLink"}`},
			{"toggle-simulated-logging", `{}`},
			{"toggle-simulated-logging", `{}`},
			{"echo", `{"message":"Temperature: 21C"}`},
			{"echo", `{"message":"3 items"}`},
			{"echo", `{"message":"done"}`},
			{"get-sum", `{"a":-7,"b":7}`},
			{"get-sum", `{"a":0.1,"b":0.2}`},
			{"get-sum", `{"a":40,"b":2}`},
			{"trigger-long-running-operation", `{"duration":1,"steps":1}`},
			{"trigger-long-running-operation", `{"duration":2,"steps":4}`},
			{"get-annotated-message", `{"messageType":"success","includeImage":false}`},
			{"get-resource-links", `{"count":1}`},
			{"get-resource-reference", `{"resourceType":"Text","resourceId":1}`},
			{"get-structured-content", `{"location":"New York"}`},
		}},
		{server: "sequential-thinking", pkg: npmPackage("@modelcontextprotocol/server-sequential-thinking"), calls: []tuneCall{
			{"sequentialthinking", `{"thought":"List what the report needs.","nextThoughtNeeded":true,"thoughtNumber":1,"totalThoughts":3}`},
			{"sequentialthinking", `{"thought":"Check the sources.","nextThoughtNeeded":true,"thoughtNumber":2,"totalThoughts":3}`},
			{"sequentialthinking", `{"thought":"Revise the first list.","nextThoughtNeeded":true,"thoughtNumber":3,"totalThoughts":4,"isRevision":true,"revisesThought":1}`},
			{"sequentialthinking", `{"thought":"Try another order.","nextThoughtNeeded":true,"thoughtNumber":4,"totalThoughts":5,"branchFromThought":2,"branchId":"alt"}`},
			{"sequentialthinking", `{"thought":"Write it.","nextThoughtNeeded":false,"thoughtNumber":5,"totalThoughts":5}`},
			{"sequentialthinking", `{"thought":"One more check.","nextThoughtNeeded":false,"thoughtNumber":6,"totalThoughts":6,"needsMoreThoughts":true}`},
		}},
		{server: "go-everything", pkg: fmt.Sprintf(gosdk, "everything"), calls: []tuneCall{
			{"greet", `{"name":"Ada"}`},
			{"greet", `{"name":"Grace Hopper"}`},
			{"greet", `{"name":"Ola"}`},
			{"greet (structured)", `{"name":"Ada"}`},
			{"greet (structured)", `{"name":"Alan Turing"}`},
			{"greet (structured)", `{"name":"Lin"}`},
			{"greet (content with ResourceLink)", `{"name":"Ada"}`},
			{"greet (content with ResourceLink)", `{"name":"Maria"}`},
			{"greet (with Icons)", `{"name":"Ada"}`},
			{"greet (with Icons)", `{"name":"Barbara"}`},
			{"greet", `{"name":"Barbara Liskov"}`},
			{"greet", `{"name":"x"}`},
			{"greet", `{"name":"Dr. Who"}`},
			{"greet (structured)", `{"name":"Grace"}`},
			{"greet (structured)", `{"name":"Edsger W. Dijkstra"}`},
			{"greet (with Icons)", `{"name":"Ken"}`},
		}},
		{server: "go-hello", pkg: fmt.Sprintf(gosdk, "hello"), calls: []tuneCall{
			{"greet", `{"name":"world"}`},
			{"greet", `{"name":"Edsger Dijkstra"}`},
			{"greet", `{"name":"Q"}`},
			{"greet", `{"name":"Ada Lovelace"}`},
			{"greet", `{"name":"team"}`},
			{"greet", `{"name":"O'Brien"}`},
		}},
		{server: "go-sequentialthinking", pkg: fmt.Sprintf(gosdk, "sequentialthinking"), calls: []tuneCall{
			{"start_thinking", `{"problem":"Plan the release","sessionId":"rel-1","estimatedSteps":3}`},
			{"continue_thinking", `{"sessionId":"rel-1","thought":"Freeze the features.","nextNeeded":true}`},
			{"continue_thinking", `{"sessionId":"rel-1","thought":"Run the tests.","nextNeeded":true}`},
			{"review_thinking", `{"sessionId":"rel-1"}`},
			{"start_thinking", `{"problem":"Choose a database","sessionId":"db-2"}`},
			{"continue_thinking", `{"sessionId":"db-2","thought":"Compare SQLite and Postgres.","createBranch":true}`},
			{"continue_thinking", `{"sessionId":"db-2","thought":"Postgres for the server.","reviseStep":1}`},
			{"continue_thinking", `{"sessionId":"db-2","thought":"Done.","nextNeeded":false}`},
			{"review_thinking", `{"sessionId":"db-2"}`},
			{"review_thinking", `{"sessionId":"nope"}`},
			{"start_thinking", `{"problem":"Name the product","sessionId":"nm-3","estimatedSteps":2}`},
			{"continue_thinking", `{"sessionId":"nm-3","thought":"Collect ten candidates.","nextNeeded":true}`},
			{"continue_thinking", `{"sessionId":"nm-3","thought":"Pick the shortest.","nextNeeded":false}`},
			{"review_thinking", `{"sessionId":"nm-3"}`},
			{"start_thinking", `{"problem":"Fix the flaky test","sessionId":"ft-4","estimatedSteps":4}`},
			{"continue_thinking", `{"sessionId":"ft-4","thought":"Reproduce it with -count=50.","estimatedTotal":6}`},
			{"review_thinking", `{"sessionId":"ft-4"}`},
		}},
	}
}
