#!/bin/sh
# setup-data.sh DIR: writes the data the tune3 servers read into DIR
# (default $HOME/mcpsurvey-tune3), deleting it first: plain files of
# several formats for fs-agent, two memory-bank projects for memory-bank,
# and an empty folder for movibe-bank (phase 1 initializes it).
set -eu
D=${1:-$HOME/mcpsurvey-tune3}
rm -rf "$D"
mkdir -p "$D/files/src/util" "$D/files/data" "$D/files/docs" "$D/files/logs" \
  "$D/memory-bank/orbit-app" "$D/memory-bank/garden-planner" "$D/movibe"
cd "$D/files"
cat > data/inventory.csv <<'X'
sku,item,qty,warehouse,unit_price
K-100,Walnut desk,12,Leeds,349.00
K-101,Oak shelf,40,Leeds,89.50
K-205,Steel lamp,7,Porto,42.00
K-309,Linen curtain,0,Porto,25.75
X
cat > data/routes.json <<'X'
{"routes":[{"id":"R1","from":"Leeds","to":"Porto","days":3,"active":true},
 {"id":"R2","from":"Porto","to":"Lyon","days":2,"active":false}]}
X
cat > docs/meeting-notes.md <<'X'
# Planning meeting 2026-10-14

Attendees: Priya Nair, Tomas Berg, Keiko Ito

## Decisions
- Ship the inventory export in release 4.2
- Move the Porto warehouse sync to nightly

## Action items
1. Priya: draft the export spec (due 2026-10-21)
2. Tomas: benchmark the sync job (due 2026-10-24)
3. Keiko: update the onboarding guide (due 2026-11-02)
X
cat > docs/faq.txt <<'X'
How do I reset my password?
Open Settings, choose Security and press "Reset password". A link is sent
to the address on file and expires after 30 minutes.

Why is my export empty?
Exports only include items with a quantity above zero.
X
cat > logs/sync.log <<'X'
2026-10-20T02:00:01Z INFO  sync started warehouse=Leeds
2026-10-20T02:00:09Z WARN  slow query table=stock ms=2140
2026-10-20T02:00:12Z ERROR upstream timeout warehouse=Porto attempt=1
2026-10-20T02:00:20Z INFO  sync finished items=59 duration=19s
X
cat > config.env <<'X'
APP_NAME=orbit
APP_PORT=8080
DB_HOST=127.0.0.1
DB_POOL=12
FEATURE_EXPORT=true
X
cat > src/main.js <<'X'
const { total } = require("./util/money");
console.log(total([349, 89.5, 42]));
X
cat > src/util/money.js <<'X'
function total(xs) { return xs.reduce((a, b) => a + b, 0); }
module.exports = { total };
X
cat > ../memory-bank/orbit-app/projectbrief.md <<'X'
# Orbit app

Inventory tracker for two warehouses (Leeds, Porto).
- Owner: Priya Nair
- Stack: Node.js 20, SQLite
- Target release: 4.2
X
cat > ../memory-bank/orbit-app/progress.md <<'X'
## Done
- CSV import
- Warehouse sync (hourly)

## Next
- Inventory export
- Nightly sync for Porto
X
cat > ../memory-bank/garden-planner/activeContext.md <<'X'
Current focus: seed calendar view.
Open question: store frost dates per region or per plot?
X
