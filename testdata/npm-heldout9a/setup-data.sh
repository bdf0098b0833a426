#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout9a servers read into DIR
# (default $HOME/mcpsurvey-heldout9a/data), deleting it first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout9a/data}"
rm -rf "$D"
mkdir -p "$D/proj/src" "$D/proj/docs" "$D/tm/.taskmaster/tasks" "$D/tm/.taskmaster/docs" "$D/home"
cat > "$D/proj/README.md" <<'EOF'
# inventory-svc

Small inventory service used in tests.

## Usage
Run `node src/server.js` and open http://localhost:8080/items.
EOF
cat > "$D/proj/src/server.js" <<'EOF'
const http = require('http');
const { listItems, findItem } = require('./store');

// TODO: add authentication
const server = http.createServer((req, res) => {
  if (req.url === '/items') {
    res.end(JSON.stringify(listItems()));
    return;
  }
  const m = req.url.match(/^\/items\/(\d+)$/);
  if (m) {
    const item = findItem(Number(m[1]));
    res.statusCode = item ? 200 : 404;
    res.end(JSON.stringify(item || { error: 'not found' }));
    return;
  }
  res.statusCode = 404;
  res.end();
});

server.listen(8080);
EOF
cat > "$D/proj/src/store.js" <<'EOF'
const items = [
  { id: 1, name: 'bolt M6', qty: 420, bin: 'A-12' },
  { id: 2, name: 'washer 6mm', qty: 1200, bin: 'A-13' },
  { id: 3, name: 'hex nut M6', qty: 0, bin: 'B-02' },
];

function listItems() {
  return items.filter((i) => i.qty > 0);
}

function findItem(id) {
  // FIXME: linear scan
  return items.find((i) => i.id === id);
}

module.exports = { listItems, findItem };
EOF
cat > "$D/proj/docs/CHANGELOG.md" <<'EOF'
# Changelog

## 0.3.0 - 2026-10-02
- Added /items/:id endpoint
- Fixed crash on empty store

## 0.2.1 - 2026-08-14
- Hide items with zero quantity
EOF
cat > "$D/proj/package.json" <<'EOF'
{ "name": "inventory-svc", "version": "0.3.0", "main": "src/server.js", "license": "MIT" }
EOF
printf 'bin,item,qty\nA-12,bolt M6,420\nA-13,washer 6mm,1200\nB-02,hex nut M6,0\n' > "$D/proj/docs/stock.csv"
cat > "$D/tm/.taskmaster/tasks/tasks.json" <<'EOF'
{
  "master": {
    "tasks": [
      {"id": 1, "title": "Set up repository", "description": "Create the repo, CI and lint config", "details": "Use GitHub Actions; node 20.", "testStrategy": "CI runs green on an empty commit", "status": "done", "dependencies": [], "priority": "high", "subtasks": []},
      {"id": 2, "title": "Design database schema", "description": "Tables for items, bins and movements", "details": "SQLite first, Postgres later.", "testStrategy": "Migration applies on an empty DB", "status": "in-progress", "dependencies": [1], "priority": "high", "subtasks": [
        {"id": 1, "title": "Items table", "description": "id, name, qty", "details": "", "status": "done", "dependencies": []},
        {"id": 2, "title": "Movements table", "description": "item, delta, at", "details": "", "status": "pending", "dependencies": [1]}
      ]},
      {"id": 3, "title": "REST endpoints for items", "description": "GET /items, GET /items/:id, POST /items", "details": "Express router.", "testStrategy": "supertest suite", "status": "pending", "dependencies": [2], "priority": "medium", "subtasks": []},
      {"id": 4, "title": "Low-stock report", "description": "Daily report of items below threshold", "details": "Cron at 06:00 UTC.", "testStrategy": "Snapshot test of the report", "status": "pending", "dependencies": [2, 3], "priority": "low", "subtasks": []},
      {"id": 5, "title": "Barcode scanner support", "description": "Read EAN-13 from USB scanners", "details": "", "testStrategy": "", "status": "deferred", "dependencies": [], "priority": "low", "subtasks": []}
    ],
    "metadata": {"created": "2026-11-01T10:00:00.000Z", "updated": "2026-11-20T10:00:00.000Z", "description": "Tasks for master context"}
  }
}
EOF
cat > "$D/tm/.taskmaster/config.json" <<'EOF'
{"models":{"main":{"provider":"anthropic","modelId":"claude-3-7-sonnet-20250219","maxTokens":64000,"temperature":0.2}},"global":{"logLevel":"info","defaultSubtasks":3,"defaultPriority":"medium","projectName":"inventory"}}
EOF
