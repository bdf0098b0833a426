package realservers

// LintFiles are the files of HeldOutSet.LintDir, by path relative to it: an
// ESLint flat config using core rules only, and JavaScript files with and
// without problems.
var LintFiles = map[string]string{
	"eslint.config.mjs": `export default [
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { console: "readonly" } },
    rules: {
      "no-unused-vars": "error",
      "no-undef": "error",
      "eqeqeq": "warn",
      "no-var": "warn",
      "prefer-const": "warn",
      "semi": "off",
      "no-console": "off",
    },
  },
];
`,
	"clean.js":      "export function add(a, b) {\n  return a + b;\n}\n",
	"unused.js":     "const limit = 10;\nlet total = 0;\nexport function sum(items) {\n  for (const x of items) total += x;\n  return total;\n}\n",
	"compare.js":    "export function same(a, b) {\n  if (a == b) {\n    return true;\n  }\n  var result = a === undefined;\n  return result;\n}\n",
	"undefined.js":  "export function greet(name) {\n  console.log(greeting + ', ' + name);\n  return helper(name);\n}\n",
	"src/config.js": "var retries = 3;\nlet timeout = 5000;\nexport const settings = { retries, timeout };\nfunction unusedHelper() {}\n",
	"syntax.js":     "export function broken( {\n  return 1;\n}\n",
}

// WebFiles are the pages the held-out set's HTTP server serves, by path
// under HeldOutSet.WebURL.
var WebFiles = map[string]string{
	"index.html": `<!DOCTYPE html>
<html><head><title>Inventory service</title></head>
<body>
<h1>Inventory service</h1>
<p>Status of the warehouse as of 2026-11-20.</p>
<ul>
<li>Warehouse: Rotterdam</li>
<li>Open orders: 42</li>
<li>Shipped today: 17</li>
</ul>
<p>Contact <a href="mailto:ops@example.com">operations</a> for details.</p>
</body></html>
`,
	"products.html": `<!DOCTYPE html>
<html><head><title>Products</title></head>
<body>
<h2>Products</h2>
<table>
<tr><th>SKU</th><th>Name</th><th>Price</th><th>Stock</th></tr>
<tr><td>A-100</td><td>Desk lamp</td><td>22.00</td><td>14</td></tr>
<tr><td>B-220</td><td>Office chair</td><td>149.50</td><td>3</td></tr>
<tr><td>C-310</td><td>Notebook</td><td>4.75</td><td>120</td></tr>
</table>
</body></html>
`,
	"team.html": `<!DOCTYPE html>
<html><head><title>Team</title></head>
<body>
<h2>Team</h2>
<ol>
<li><a href="/people/mira.html">Mira Okafor</a> - platform lead</li>
<li><a href="/people/jonas.html">Jonas Berg</a> - backend engineer</li>
<li><a href="/people/lea.html">Lea Martin</a> - designer</li>
</ol>
</body></html>
`,
	"status.json": `{"service":"inventory","version":"2.4.1","healthy":true,"uptime_seconds":86400,"regions":["eu-west","us-east"]}`,
	"orders.json": `[{"id":1001,"customer":"Acme Corp","total":250.5,"status":"shipped"},` +
		`{"id":1002,"customer":"Globex","total":99.99,"status":"pending"},` +
		`{"id":1003,"customer":"Initech","total":1200,"status":"cancelled"}]`,
	"user.json":    `{"user":{"id":"u-778","name":"Priya Nair","roles":["admin","editor"],"address":{"city":"Lyon","zip":"69002"}},"active":false}`,
	"notes.txt":    "Release checklist\nversion=2.4.1\nowner=Jonas Berg\nfreeze date=2026-12-01\n",
	"changelog.md": "# Changelog\n\n## 2.4.1\n\n- Fixed stock count rounding\n- Added region us-east\n\n## 2.4.0\n\n- New products endpoint\n",
	"plain.txt":    "The inventory service is read-only on weekends.\n",
	"regions.json": `["eu-west","us-east","ap-south"]`,
	"links.html": `<!DOCTYPE html>
<html><head><title>Documentation</title></head>
<body>
<h2>Documentation</h2>
<ul>
<li><a href="https://docs.example.com/api">API reference</a> - endpoints and error codes</li>
<li><a href="https://docs.example.com/runbook">Runbook</a> - on-call steps</li>
<li><a href="https://docs.example.com/changelog">Changelog</a> - release notes</li>
</ul>
</body></html>
`,
	"server.html": `<!DOCTYPE html>
<html><head><title>db1</title></head>
<body>
<h2>Server db1</h2>
<p>Host: db1.internal<br>Port: 5432<br>Role: primary<br>Version: 16.2</p>
</body></html>
`,
}
