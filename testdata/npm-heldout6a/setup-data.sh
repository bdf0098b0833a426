#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout6a servers read into DIR
# (default $HOME/mcpsurvey-heldout6a/data), deleting it first.
#   DIR/shop   an empty git repository with a Backlog.md project (backlog init)
#   DIR/files  a few notes, a CSV, a config and a log for fs-server
#   DIR/ngws   a small Angular workspace (angular.json, three components)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
D="${1:-$HOME/mcpsurvey-heldout6a/data}"
rm -rf "$D"
mkdir -p "$D/shop" "$D/files/notes" "$D/files/reports" "$D/files/config"
cd "$D/shop"
git init -q
git config user.email capture@example.invalid
git config user.name Capture
"$HERE/node_modules/.bin/backlog" init shop --defaults --integration-mode none --check-branches false \
  --include-remote false --auto-open-browser false </dev/null >/dev/null

cd "$D/files"
cat > notes/standup-2026-03-02.md <<'X'
# Standup 2026-03-02

- Ana: finished the invoice export, starts on refunds
- Bram: blocked on the payments sandbox (ticket OPS-311)
- Chen: reviewing PR 482 (cart totals rounding)
X
cat > notes/ideas.txt <<'X'
dark mode for the admin panel
weekly digest e-mail
bulk edit of product prices
X
cat > reports/sales-q1.csv <<'X'
region,month,orders,revenue_eur
north,2026-01,412,18230.50
north,2026-02,388,17011.00
south,2026-01,295,12877.25
south,2026-02,331,14402.75
X
cat > config/app.yaml <<'X'
server:
  port: 8080
  host: 0.0.0.0
database:
  url: postgres://shop@db:5432/shop
  pool: 12
features:
  refunds: true
  digest: false
X
cat > reports/deploy.log <<'X'
2026-03-01T09:12:44Z INFO  deploy started version=1.8.2 env=staging
2026-03-01T09:13:02Z WARN  migration 0042 took 14.2s
2026-03-01T09:13:40Z INFO  deploy finished version=1.8.2 env=staging status=ok
X
mkdir -p "$D/ngws/projects/shop/src/app" "$D/ngws/projects/admin/src/app"
cp "$HERE/ngws/angular.json" "$HERE/ngws/package.json" "$D/ngws/"
cp "$HERE/ngws/cart.component.ts" "$D/ngws/projects/shop/src/app/"
cp "$HERE/ngws/users.component.ts" "$HERE/ngws/audit.component.ts" "$D/ngws/projects/admin/src/app/"
cd "$D/files"
touch -d '2026-03-02 10:00:00' notes/* reports/* config/*
