#!/usr/bin/env bash
# capture.sh: re-captures the heldout12c outputs with mcpsurvey probe.
# Needs: npm ci --ignore-scripts here, then `npm rebuild better-sqlite3`
# (isolated-vm, an optional code-mode dependency of @neverinfamous/mysql-mcp,
# does not build on Node 20 and is not used); MariaDB (mariadb-server);
# ports 11434 and 18888 free on 127.0.0.1; mcpsurvey built (MCPSURVEY,
# default /tmp/mcpsurvey); python3.
# Writes raw corpora into OUT (default /tmp/heldout12c-capture) and the
# unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="${NM:-$HERE/node_modules}"
W="${WORK:-$HOME/mcpsurvey-heldout12c}"
OUT="${OUT:-/tmp/heldout12c-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT="${MYSQL_PORT:-13306}"
mkdir -p "$OUT" "$W"

# MariaDB of our own (its own data folder, socket and port).
if ! mariadb -uroot --socket="$W/my.sock" -e 'select 1' >/dev/null 2>&1; then
  rm -rf "$W/mydata"; mkdir -p "$W/mydata"
  mariadb-install-db --user=root --datadir="$W/mydata" --auth-root-authentication-method=normal >/dev/null
  mariadbd --user=root --datadir="$W/mydata" --port="$PORT" --bind-address=127.0.0.1 \
    --socket="$W/my.sock" --pid-file="$W/my.pid" >"$W/mysqld.log" 2>&1 &
  for i in $(seq 30); do mariadb -uroot --socket="$W/my.sock" -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
fi
mariadb -uroot --socket="$W/my.sock" < "$HERE/setup-mysql.sql"

# The Ollama and SearXNG stand-ins.
python3 "$HERE/mock_backends.py" >"$W/mock.log" 2>&1 &
MOCK=$!
trap 'kill $MOCK' EXIT
sleep 1

sed -e "s#@NM@#$NM#g" -e "s#@PORT@#$PORT#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed -e "s#@PORT@#$PORT#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase1.db" || true
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"

# Phase 2: fresh backends, ollama and searxng only.
kill $MOCK; sleep 1
python3 "$HERE/mock_backends.py" >>"$W/mock.log" 2>&1 &
MOCK=$!
sleep 1
sed -e "s#@NM@#$NM#g" -e "s#@PORT@#$PORT#g" "$HERE/servers2.json.in" > "$OUT/servers2.json"
cp "$HERE/plan2.yaml" "$OUT/plan2.yaml"
rm -f "$OUT/phase2.db"
"$MS" probe --config "$OUT/servers2.json" --plan "$OUT/plan2.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase2.db" || true
"$MS" corpus export --db "$OUT/phase2.db" --out "$OUT/phase2.jsonl"

# Phase 3: karakeep (same backends process).
sed -e "s#@NM@#$NM#g" "$HERE/servers3.json.in" > "$OUT/servers3.json"
cp "$HERE/plan3.yaml" "$OUT/plan3.yaml"
rm -f "$OUT/phase3.db"
"$MS" probe --config "$OUT/servers3.json" --plan "$OUT/plan3.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase3.db" || true
"$MS" corpus export --db "$OUT/phase3.db" --out "$OUT/phase3.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
