package realout

import (
	"path/filepath"

	"github.com/mcpsurvey/mcpsurvey/internal/realservers"
)

// m is shorthand for a call's arguments.
type m = map[string]any

// hoPlans returns the calls of each held-out server, in order: writes that
// create data first where reads need it, and each tool called with varied
// arguments (several of them on purpose wrong, so error answers are kept).
func hoPlans(set *realservers.HeldOutSet) map[string][]hoCall {
	lint := func(names ...string) hoCall {
		paths := make([]any, len(names))
		for i, n := range names {
			paths[i] = filepath.Join(set.LintDir, filepath.FromSlash(n))
		}
		return hoCall{"lint-files", m{"filePaths": paths}}
	}
	web := func(tool, name string) hoCall { return hoCall{tool, m{"url": set.WebURL + name}} }
	return map[string][]hoCall{
		"ea-database":     hoSQLPlan(true),
		"sqlite-npx":      hoSQLPlan(false),
		"taskmanager":     hoTaskPlan(),
		"time":            hoTimePlan(),
		"calc":            hoCalcPlan(),
		"knowledge-graph": hoGraphPlan(true),
		"go-memory":       hoGraphPlan(false),
		"go-toolschemas": {
			{"simple greeting", m{"name": "Ada"}},
			{"simple greeting", m{"name": "Grace Hopper"}},
			{"simple greeting", m{"name": "Линус"}},
			{"customized greeting 1", m{"name": "Alan"}},
			{"customized greeting 1", m{"name": "Barbara"}},
			{"customized greeting 1", m{"name": "Bartholomew the Third"}},
			{"customized greeting 2", m{"name": "Edsger"}},
			{"customized greeting 2", m{"name": "Mira"}},
			{"customized greeting 2", m{}},
			{"manual greeting", m{"name": "Jonas"}},
			{"manual greeting", m{"name": "Lea"}},
			{"manual greeting", m{}},
			{"unvalidated greeting", m{"user": "Priya"}},
			{"unvalidated greeting", m{"user": "Tom"}},
			{"unvalidated greeting", m{}},
		},
		"redis": {
			{"set", m{"key": "user:1:name", "value": "Ada Lovelace"}},
			{"set", m{"key": "user:1:profile", "value": `{"name":"Ada Lovelace","born":1815,"langs":["en","fr"]}`}},
			{"set", m{"key": "config:limits", "value": "max_conn=100\ntimeout=30s\nretries=5"}},
			{"set", m{"key": "session:abc123", "value": "active", "expireSeconds": 3600}},
			{"set", m{"key": "report:2026-11", "value": "region,revenue\neu,1200\nus,3400"}},
			{"set", m{"key": "counter:visits", "value": "1024"}},
			{"get", m{"key": "user:1:name"}},
			{"get", m{"key": "user:1:profile"}},
			{"get", m{"key": "config:limits"}},
			{"get", m{"key": "counter:visits"}},
			{"get", m{"key": "report:2026-11"}},
			{"get", m{"key": "missing:key"}},
			{"list", m{"pattern": "user:*"}},
			{"list", m{}},
			{"list", m{"pattern": "nothing:*"}},
			{"list", m{"pattern": "*:*:*"}},
			{"set", m{"key": "notes:standup", "value": "## Stand-up 2026-11-20\n\n1. **Deploy inventory 2.4.1** (owner: Jonas Berg, due 2026-11-21)\n   Roll out to eu-west first\n2. **Fix rounding bug** (owner: Mira Okafor, due 2026-11-22)\n   Stock counts were off by one\n3. **Design review** (owner: Lea Martin, due 2026-11-25)\n   New product page mock-ups\n"}},
			{"set", m{"key": "server:db1", "value": "Host: db1.internal\nPort: 5432\nRole: primary\nVersion: 16.2"}},
			{"set", m{"key": "table:prices", "value": "| sku | price | stock |\n|---|---|---|\n| A-100 | 22.00 | 14 |\n| B-220 | 149.50 | 3 |\n| C-310 | 4.75 | 120 |"}},
			{"set", m{"key": "links:docs", "value": "- [API reference](https://docs.example.com/api) - endpoints and error codes\n- [Runbook](https://docs.example.com/runbook) - on-call steps\n- [Changelog](https://docs.example.com/changelog) - release notes"}},
			{"set", m{"key": "status:deploy", "value": "Deployment finished\n\nService: inventory\nVersion: 2.4.1\nRegion: eu-west\nDuration: 42s"}},
			{"set", m{"key": "settings:ui", "value": "Current settings:\n```json\n{\"theme\": \"dark\", \"page_size\": 50, \"beta\": false}\n```"}},
			{"get", m{"key": "notes:standup"}},
			{"get", m{"key": "server:db1"}},
			{"get", m{"key": "table:prices"}},
			{"get", m{"key": "links:docs"}},
			{"get", m{"key": "status:deploy"}},
			{"get", m{"key": "settings:ui"}},
			{"delete", m{"key": "session:abc123"}},
			{"delete", m{"key": []any{"counter:visits", "report:2026-11"}}},
			{"delete", m{"key": "missing:key"}},
			{"list", m{}},
		},
		"eslint": {
			lint("clean.js"),
			lint("unused.js"),
			lint("compare.js"),
			lint("undefined.js", "src/config.js"),
			lint("syntax.js"),
			lint("missing.js"),
		},
		"code-runner": {
			{"run-code", m{"languageId": "javascript", "code": `console.log(JSON.stringify({sum: 2 + 3, items: ["a", "b"], ok: true}))`}},
			{"run-code", m{"languageId": "javascript", "code": `for (const [k, v] of Object.entries({host: "db1", port: 5432, user: "admin"})) console.log(k + ": " + v)`}},
			{"run-code", m{"languageId": "python", "code": "rows = [('alice', 31, 'Paris'), ('bob', 27, 'Oslo')]\nprint('| name | age | city |')\nprint('|---|---|---|')\nfor r in rows:\n    print('| %s | %d | %s |' % r)\n"}},
			{"run-code", m{"languageId": "python", "code": "for i, f in enumerate(['apple', 'pear', 'plum'], 1):\n    print(f'{i}. {f}')\n"}},
			{"run-code", m{"languageId": "shellscript", "code": "echo 'hello from bash'\necho $((6 * 7))\n"}},
			{"run-code", m{"languageId": "perl", "code": `printf("%s=%d\n", $_, length $_) for qw(alpha beta gamma);`}},
			{"run-code", m{"languageId": "javascript", "code": `throw new Error("boom: value out of range")`}},
			{"run-code", m{"languageId": "python", "code": "print(sum(range(101)))\n"}},
			{"run-code", m{"languageId": "python", "code": "jobs = [('nightly-build', 'passed', 312), ('lint', 'failed', 45), ('deploy', 'skipped', 0)]\nfor i, (name, state, secs) in enumerate(jobs, 1):\n    print(f'{i}. **{name}** - {state} ({secs}s)')\n"}},
			{"run-code", m{"languageId": "javascript", "code": "const cfg = {Database: {host: 'db1', port: 5432}, Cache: {host: 'redis1', ttl: 300}};\nfor (const [sec, kv] of Object.entries(cfg)) { console.log(sec + ':'); for (const [k, v] of Object.entries(kv)) console.log('  ' + k + ': ' + v); }"}},
			{"run-code", m{"languageId": "shellscript", "code": "printf '%-10s %6s\\n' NAME SIZE alpha.txt 120 beta.log 4096\n"}},
			{"run-code", m{"languageId": "python", "code": "import json\nprint('Result:')\nprint(json.dumps({'mean': 3.5, 'values': [2, 5], 'unit': 'ms'}, indent=2))\n"}},
			{"run-code", m{"languageId": "javascript", "code": "for (const e of [{level: 'info', msg: 'started', pid: 4242}, {level: 'warn', msg: 'slow query', ms: 812}]) console.log(JSON.stringify(e))"}},
		},
		"fetch": {
			web("fetch_json", "status.json"),
			web("fetch_json", "orders.json"),
			web("fetch_json", "user.json"),
			web("fetch_json", "missing.json"),
			web("fetch_json", "regions.json"),
			web("fetch_html", "index.html"),
			web("fetch_html", "team.html"),
			web("fetch_html", "products.html"),
			web("fetch_markdown", "index.html"),
			web("fetch_markdown", "products.html"),
			web("fetch_markdown", "team.html"),
			web("fetch_markdown", "changelog.md"),
			web("fetch_markdown", "links.html"),
			web("fetch_markdown", "server.html"),
			web("fetch_txt", "index.html"),
			web("fetch_txt", "notes.txt"),
			web("fetch_txt", "team.html"),
			web("fetch_txt", "plain.txt"),
		},
	}
}

// hoSQLPlan is the plan of a SQLite server on Setup's sample database
// (users, orders). ea adds the tools only @executeautomation/database-server
// has (export, insights, alter and drop).
func hoSQLPlan(ea bool) []hoCall {
	p := []hoCall{
		{"list_tables", m{}},
		{"describe_table", m{"table_name": "users"}},
		{"describe_table", m{"table_name": "orders"}},
		{"read_query", m{"query": "SELECT id, name, email FROM users ORDER BY id"}},
		{"read_query", m{"query": "SELECT item, amount FROM orders WHERE amount > 30 ORDER BY amount DESC"}},
		{"read_query", m{"query": "SELECT COUNT(*) AS n, ROUND(SUM(amount), 2) AS total FROM orders"}},
		{"read_query", m{"query": "SELECT u.name, o.item FROM users u JOIN orders o ON o.user_id = u.id WHERE u.id <= 2"}},
		{"read_query", m{"query": "SELECT name FROM users WHERE created_at >= '2026-02-01'"}},
		{"read_query", m{"query": "SELECT * FROM nosuchtable"}},
		{"create_table", m{"query": "CREATE TABLE products (sku TEXT PRIMARY KEY, title TEXT NOT NULL, price REAL, stock INTEGER DEFAULT 0)"}},
		{"create_table", m{"query": "CREATE TABLE tags (id INTEGER PRIMARY KEY, label TEXT)"}},
		{"list_tables", m{}},
		{"write_query", m{"query": "INSERT INTO products (sku, title, price, stock) VALUES ('A-100', 'Desk lamp', 22.0, 14), ('B-220', 'Office chair', 149.5, 3)"}},
		{"write_query", m{"query": "UPDATE users SET email = 'ada@lovelace.org' WHERE id = 1"}},
		{"write_query", m{"query": "DELETE FROM orders WHERE amount < 20"}},
		{"write_query", m{"query": "INSERT INTO nosuch (x) VALUES (1)"}},
		{"describe_table", m{"table_name": "products"}},
		{"read_query", m{"query": "SELECT sku, title, price * stock AS value FROM products"}},
	}
	if ea {
		p = append(p,
			hoCall{"alter_table", m{"query": "ALTER TABLE products ADD COLUMN category TEXT"}},
			hoCall{"alter_table", m{"query": "ALTER TABLE tags RENAME TO labels"}},
			hoCall{"list_tables", m{}},
			hoCall{"export_query", m{"query": "SELECT id, name FROM users WHERE id < 4", "format": "csv"}},
			hoCall{"export_query", m{"query": "SELECT id, name FROM users WHERE id < 4", "format": "json"}},
			hoCall{"export_query", m{"query": "SELECT item, amount FROM orders", "format": "csv"}},
			hoCall{"export_query", m{"query": "SELECT sku, stock FROM products", "format": "json"}},
			hoCall{"list_insights", m{}},
			hoCall{"append_insight", m{"insight": "Ada Lovelace placed the most orders (2)."}},
			hoCall{"append_insight", m{"insight": "Desk lamps sell at 22.00 each."}},
			hoCall{"list_insights", m{}},
			hoCall{"drop_table", m{"table_name": "labels", "confirm": false}},
			hoCall{"drop_table", m{"table_name": "labels", "confirm": true}},
			hoCall{"list_tables", m{}},
		)
	} else {
		p = append(p,
			hoCall{"create_table", m{"query": "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"}},
			hoCall{"write_query", m{"query": "INSERT INTO notes (body) VALUES ('first note'), ('second note')"}},
			hoCall{"describe_table", m{"table_name": "notes"}},
			hoCall{"list_tables", m{}},
		)
	}
	return p
}

// hoTaskPlan plans, works through and approves tasks of three requests.
func hoTaskPlan() []hoCall {
	task := func(title, desc string) m { return m{"title": title, "description": desc} }
	return []hoCall{
		{"list_requests", m{}},
		{"request_planning", m{"originalRequest": "Publish the quarterly report", "tasks": []any{
			task("Collect figures", "Export revenue per region from the warehouse"),
			task("Write summary", "Two paragraphs on growth and churn"),
			task("Review", "Ask finance to check the numbers"),
		}}},
		{"request_planning", m{"originalRequest": "Move the blog to a static site", "splitDetails": "Export first, then switch DNS", "tasks": []any{
			task("Export posts", "Dump all posts as markdown"),
			task("Switch DNS", "Point blog.example.com to the new host"),
		}}},
		{"request_planning", m{"originalRequest": "Clean up the test suite", "tasks": []any{
			task("Remove flaky test", "Delete TestTimeoutRetry"),
			task("Speed up CI", "Cache the npm install"),
		}}},
		{"list_requests", m{}},
		{"get_next_task", m{"requestId": "req-1"}},
		{"open_task_details", m{"taskId": "task-1"}},
		{"mark_task_done", m{"requestId": "req-1", "taskId": "task-1", "completedDetails": "Figures exported to revenue.csv"}},
		{"approve_task_completion", m{"requestId": "req-1", "taskId": "task-1"}},
		{"get_next_task", m{"requestId": "req-1"}},
		{"update_task", m{"requestId": "req-1", "taskId": "task-2", "title": "Write the summary", "description": "Three paragraphs: growth, churn, outlook"}},
		{"mark_task_done", m{"requestId": "req-1", "taskId": "task-2"}},
		{"approve_task_completion", m{"requestId": "req-1", "taskId": "task-2"}},
		{"mark_task_done", m{"requestId": "req-1", "taskId": "task-3", "completedDetails": "Finance signed off"}},
		{"approve_task_completion", m{"requestId": "req-1", "taskId": "task-3"}},
		{"get_next_task", m{"requestId": "req-1"}},
		{"approve_request_completion", m{"requestId": "req-1"}},
		{"add_tasks_to_request", m{"requestId": "req-2", "tasks": []any{task("Redirect old URLs", "301 from /posts/* to /blog/*")}}},
		{"add_tasks_to_request", m{"requestId": "req-3", "tasks": []any{task("Document the suite", "README section on running tests"), task("Add lint step", "Run go vet in CI")}}},
		{"open_task_details", m{"taskId": "task-8"}},
		{"open_task_details", m{"taskId": "task-99"}},
		{"update_task", m{"requestId": "req-3", "taskId": "task-6", "description": "Delete TestTimeoutRetry and its helper"}},
		{"delete_task", m{"requestId": "req-3", "taskId": "task-7"}},
		{"delete_task", m{"requestId": "req-1", "taskId": "task-1"}},
		{"get_next_task", m{"requestId": "req-2"}},
		{"get_next_task", m{"requestId": "req-3"}},
		{"approve_request_completion", m{"requestId": "req-2"}},
		{"mark_task_done", m{"requestId": "req-2", "taskId": "task-4", "completedDetails": "42 posts exported"}},
		{"approve_task_completion", m{"requestId": "req-2", "taskId": "task-5"}},
		{"open_task_details", m{"taskId": "task-4"}},
		{"list_requests", m{}},
	}
}

// hoTimePlan calls the time tools with fixed times where they take one.
func hoTimePlan() []hoCall {
	return []hoCall{
		{"current_time", m{}},
		{"current_time", m{"format": "YYYY-MM-DD", "timezone": "Asia/Tokyo"}},
		{"current_time", m{"format": "h:mm A", "timezone": "America/New_York"}},
		{"current_time", m{"timezone": "Not/AZone"}},
		{"convert_time", m{"sourceTimezone": "Europe/Paris", "targetTimezone": "Asia/Tokyo", "time": "2026-03-15 09:30:00"}},
		{"convert_time", m{"sourceTimezone": "UTC", "targetTimezone": "America/Los_Angeles", "time": "2026-07-01 00:00:00"}},
		{"convert_time", m{"sourceTimezone": "Australia/Sydney", "targetTimezone": "Europe/London", "time": "2026-12-24 18:45:00"}},
		{"convert_time", m{"sourceTimezone": "Mars/Olympus", "targetTimezone": "UTC", "time": "2026-01-01 00:00:00"}},
		{"days_in_month", m{"date": "2026-02-10"}},
		{"days_in_month", m{"date": "2024-02-01"}},
		{"days_in_month", m{"date": "2026-09-30"}},
		{"get_timestamp", m{"time": "2026-01-01 00:00:00"}},
		{"get_timestamp", m{"time": "2000-02-29 12:00:00"}},
		{"get_timestamp", m{"time": "1999-12-31T23:59:59Z"}},
		{"get_week_year", m{"date": "2026-01-01"}},
		{"get_week_year", m{"date": "2026-06-15"}},
		{"get_week_year", m{"date": "2027-12-31"}},
		{"relative_time", m{"time": "2020-01-01 00:00:00"}},
		{"relative_time", m{"time": "2030-06-01 12:00:00"}},
		{"relative_time", m{"time": "2026-11-01 08:00:00"}},
	}
}

// hoCalcPlan calls each calc tool two to four times.
func hoCalcPlan() []hoCall {
	return []hoCall{
		{"base", m{"value": "255", "from": 10, "to": 16}},
		{"base", m{"value": "101101", "from": 2, "to": 10}},
		{"base", m{"value": "zz", "from": 36, "to": 2}},
		{"base64", m{"input": "hello world", "action": "encode"}},
		{"base64", m{"input": "bWNwc3VydmV5IHJvY2tz", "action": "decode"}},
		{"base64", m{"input": "{\"a\":1}", "action": "encode"}},
		{"char_info", m{"char": "A"}},
		{"char_info", m{"char": "é"}},
		{"char_info", m{"char": "€5"}},
		{"color", m{"color": "#ff8800", "to": "rgb"}},
		{"color", m{"color": "rgb(0, 128, 255)", "to": "hsl"}},
		{"color", m{"color": "hsl(120, 50%, 50%)"}},
		{"convert", m{"value": 10, "from": "km", "to": "mi"}},
		{"convert", m{"value": 100, "from": "C", "to": "F", "category": "temperature"}},
		{"convert", m{"value": 2048, "from": "MB", "to": "GB", "category": "data"}},
		{"convert", m{"value": 5, "from": "parsec", "to": "kg"}},
		{"count", m{"text": "The quick brown fox\njumps over the lazy dog"}},
		{"count", m{"text": "héllo wörld 👋"}},
		{"count", m{"text": "日本語のテキスト", "encoding": "shift_jis"}},
		{"cron_parse", m{"expression": "0 9 * * 1-5", "count": 3, "timezone": "UTC"}},
		{"cron_parse", m{"expression": "*/15 * * * *", "count": 2}},
		{"cron_parse", m{"expression": "not a cron"}},
		{"date", m{"action": "diff", "date": "2026-01-01", "date2": "2026-03-15"}},
		{"date", m{"action": "add", "date": "2026-01-31", "amount": 1, "unit": "months"}},
		{"date", m{"action": "weekday", "date": "2026-07-04"}},
		{"date", m{"action": "wareki", "date": "2026-05-01"}},
		{"datetime", m{"action": "convert", "datetime": "2026-03-15T09:30:00", "fromTimezone": "Europe/Berlin", "toTimezone": "America/Chicago"}},
		{"datetime", m{"action": "timestamp", "timestamp": 1767225600}},
		{"datetime", m{"action": "format", "datetime": "2026-08-09T10:11:12Z", "format": "yyyy/MM/dd HH:mm"}},
		{"diff", m{"text1": "apple\nbanana\ncherry", "text2": "apple\nblueberry\ncherry\ndate"}},
		{"diff", m{"text1": "kitten", "text2": "sitting", "action": "distance"}},
		{"diff", m{"text1": "same", "text2": "same"}},
		{"encode", m{"input": "a b&c=d/é", "action": "encode", "type": "url"}},
		{"encode", m{"input": "<p class=\"x\">Tom & Jerry</p>", "action": "encode", "type": "html"}},
		{"encode", m{"input": "\\u0048\\u0069", "action": "decode", "type": "unicode"}},
		{"format_validate", m{"input": `{"name":"lamp","price":22,"tags":["desk","light"]}`, "format": "json"}},
		{"format_validate", m{"input": "name,qty\nlamp,2\nchair,5", "format": "csv"}},
		{"format_validate", m{"input": "server:\n  host: db1\n  port: 5432\n", "format": "yaml"}},
		{"format_validate", m{"input": "<a><b>1</b></a", "format": "xml"}},
		{"hash", m{"input": "hello", "algorithm": "sha256"}},
		{"hash", m{"input": "hello", "algorithm": "md5"}},
		{"hash", m{"input": "payload", "algorithm": "sha1", "action": "hmac", "key": "secret"}},
		{"hash", m{"input": "The quick brown fox", "algorithm": "crc32"}},
		{"ip", m{"action": "info", "ip": "192.168.1.10"}},
		{"ip", m{"action": "contains", "cidr": "10.0.0.0/8", "target": "10.20.30.40"}},
		{"ip", m{"action": "range", "cidr": "172.16.5.0/29"}},
		{"jwt_decode", m{"token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"}},
		{"jwt_decode", m{"token": "eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4iLCJleHAiOjE3OTk5OTk5OTl9."}},
		{"jwt_decode", m{"token": "not.a.jwt"}},
		{"luhn", m{"number": "4539578763621486"}},
		{"luhn", m{"number": "1234567812345678", "action": "validate"}},
		{"luhn", m{"number": "7992739871", "action": "generate"}},
		{"math", m{"expression": "2 * (3 + 4) ^ 2"}},
		{"math", m{"expression": "sqrt(2)"}},
		{"math", m{"action": "statistics", "values": []any{3, 1, 4, 1, 5, 9, 2, 6}}},
		{"math", m{"expression": "1 / 0 +"}},
		{"random", m{"type": "uuid", "uuidVersion": "v4"}},
		{"random", m{"type": "number", "min": 1, "max": 6}},
		{"random", m{"type": "shuffle", "items": []any{"red", "green", "blue"}}},
		{"random", m{"type": "password", "length": 16, "symbols": false}},
		{"regex", m{"pattern": "(\\d{4})-(\\d{2})", "text": "dates: 2026-03, 2027-11", "action": "matchAll", "flags": "g"}},
		{"regex", m{"pattern": "^[a-z]+@example\\.com$", "text": "ops@example.com", "action": "test"}},
		{"regex", m{"pattern": "cat", "text": "the cat sat on the cat mat", "action": "replace", "replacement": "dog", "flags": "g"}},
		{"regex", m{"pattern": "(?<year>\\d{4})", "text": "born 1815", "action": "match"}},
		{"semver", m{"action": "compare", "version": "1.10.0", "version2": "1.9.3"}},
		{"semver", m{"action": "parse", "version": "2.4.1-beta.3+build.7"}},
		{"semver", m{"action": "satisfies", "version": "3.2.0", "range": "^3.1.0"}},
		{"semver", m{"action": "valid", "version": "v1.x"}},
		{"url_parse", m{"url": "https://user:pw@shop.example.com:8443/cart/items?id=42&sort=asc#top"}},
		{"url_parse", m{"url": "http://127.0.0.1/status"}},
		{"url_parse", m{"url": "mailto:ops@example.com"}},
	}
}

// hoGraphPlan builds a small knowledge graph and reads it back. itseasy
// adds the update tools only @itseasy21/mcp-knowledge-graph has.
func hoGraphPlan(itseasy bool) []hoCall {
	ent := func(name, typ string, obs ...string) m {
		o := make([]any, len(obs))
		for i, s := range obs {
			o[i] = s
		}
		return m{"name": name, "entityType": typ, "observations": o}
	}
	rel := func(from, to, typ string) m { return m{"from": from, "to": to, "relationType": typ} }
	p := []hoCall{
		{"read_graph", m{}},
		{"create_entities", m{"entities": []any{
			ent("Mira Okafor", "person", "platform lead", "joined 2021"),
			ent("Jonas Berg", "person", "backend engineer"),
		}}},
		{"create_entities", m{"entities": []any{
			ent("Inventory", "service", "written in Go", "port 8080"),
			ent("Rotterdam", "warehouse", "opened 2019"),
		}}},
		{"create_entities", m{"entities": []any{ent("Lea Martin", "person", "designer")}}},
		{"create_relations", m{"relations": []any{rel("Mira Okafor", "Inventory", "owns"), rel("Jonas Berg", "Inventory", "maintains")}}},
		{"create_relations", m{"relations": []any{rel("Inventory", "Rotterdam", "serves")}}},
		{"add_observations", m{"observations": []any{m{"entityName": "Jonas Berg", "contents": []any{"on call in December", "speaks Norwegian"}}}}},
		{"add_observations", m{"observations": []any{m{"entityName": "Rotterdam", "contents": []any{"capacity 12000 pallets"}}}}},
		{"read_graph", m{}},
		{"search_nodes", m{"query": "Inventory"}},
		{"search_nodes", m{"query": "person"}},
		{"search_nodes", m{"query": "pallets"}},
		{"search_nodes", m{"query": "zebra"}},
		{"open_nodes", m{"names": []any{"Mira Okafor"}}},
		{"open_nodes", m{"names": []any{"Inventory", "Rotterdam"}}},
		{"open_nodes", m{"names": []any{"Nobody"}}},
	}
	if itseasy {
		p = append(p,
			hoCall{"update_entities", m{"entities": []any{m{"name": "Lea Martin", "entityType": "contractor", "observations": []any{"designer", "part time"}}}}},
			hoCall{"update_entities", m{"entities": []any{m{"name": "Inventory", "observations": []any{"written in Go", "port 9090"}}}}},
			hoCall{"update_relations", m{"relations": []any{rel("Jonas Berg", "Inventory", "maintains")}}},
			hoCall{"update_relations", m{"relations": []any{rel("Inventory", "Rotterdam", "serves")}}},
		)
	}
	p = append(p,
		hoCall{"delete_observations", m{"deletions": []any{m{"entityName": "Jonas Berg", "observations": []any{"speaks Norwegian"}, "contents": []any{"speaks Norwegian"}}}}},
		hoCall{"delete_observations", m{"deletions": []any{m{"entityName": "Rotterdam", "observations": []any{"opened 2019"}, "contents": []any{"opened 2019"}}}}},
		hoCall{"delete_relations", m{"relations": []any{rel("Inventory", "Rotterdam", "serves")}}},
		hoCall{"delete_relations", m{"relations": []any{rel("Mira Okafor", "Inventory", "owns")}}},
		hoCall{"delete_entities", m{"entityNames": []any{"Lea Martin"}}},
		hoCall{"delete_entities", m{"entityNames": []any{"Rotterdam", "Nobody"}}},
		hoCall{"read_graph", m{}},
	)
	return p
}
