#!/usr/bin/env bash
# capture.sh: re-captures the heldout14b outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's postgresql, mariadb-server and chromium
# (CHROME, default /usr/bin/chromium), mcpsurvey
# built (MCPSURVEY, default /tmp/mcpsurvey), python3. Starts, on 127.0.0.1
# only: a PostgreSQL and a MariaDB server on throw-away data folders, the
# Elasticsearch and Context7 stand-ins, and the small web site; stops them
# at the end. Writes raw corpora into OUT (default /tmp/heldout14b-capture)
# and the unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout14b/data}"
OUT="${OUT:-/tmp/heldout14b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CHROME="${CHROME:-/usr/bin/chromium}"
ESPORT=19214 C7PORT=19215 WEBPORT=19216 PGPORT=54314 MYPORT=33314
B="http://127.0.0.1:$WEBPORT"
PGBIN="$(ls -d /usr/lib/postgresql/*/bin | tail -1)"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$D/pg" -m fast stop >/dev/null 2>&1 || true
  [ -f "$D/mysql.pid" ] && kill "$(cat "$D/mysql.pid")" 2>/dev/null || true
}
trap cleanup EXIT

# PostgreSQL (runs as the postgres user; socket and data under $D).
mkdir -p "$D/pg" "$D/pgsock"; chown postgres "$D/pg" "$D/pgsock"
runuser -u postgres -- "$PGBIN/initdb" -D "$D/pg" -A trust -U postgres >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$D/pg" -l "$D/pgsock/pg.log" -w \
  -o "-p $PGPORT -k $D/pgsock -c listen_addresses=127.0.0.1" start >/dev/null
P="psql -h $D/pgsock -p $PGPORT -U postgres -q -v ON_ERROR_STOP=1"
$P -c "CREATE ROLE librarian LOGIN PASSWORD 'shelfmark'" -c "CREATE DATABASE lending OWNER librarian"
$P -d lending -c "SET ROLE librarian" -f "$D/pg.sql"

# MariaDB (runs as root on its own data folder and socket).
mariadb-install-db --datadir="$D/mysql" --user=root --auth-root-authentication-method=socket >"$OUT/my-install.log" 2>&1
mariadbd --datadir="$D/mysql" --socket="$D/mysql.sock" --port=$MYPORT --bind-address=127.0.0.1 \
  --pid-file="$D/mysql.pid" --user=root --skip-log-bin >"$OUT/my.log" 2>&1 &
for i in $(seq 1 30); do [ -S "$D/mysql.sock" ] && break; sleep 1; done
mariadb --socket="$D/mysql.sock" -u root < "$D/my.sql"
mariadb --socket="$D/mysql.sock" -u root -e "CREATE USER 'cider'@'%' IDENTIFIED BY 'pomace'; GRANT ALL ON ciderworks.* TO 'cider'@'%'; CREATE USER 'cider'@'localhost' IDENTIFIED BY 'pomace'; GRANT ALL ON ciderworks.* TO 'cider'@'localhost';"

# Stand-ins and the site.
python3 "$HERE/es_standin.py" "$D" $ESPORT & PIDS+=($!)
python3 "$HERE/c7_standin.py" "$D" $C7PORT & PIDS+=($!)
(cd "$D/site" && exec python3 -m http.server $WEBPORT --bind 127.0.0.1) >"$OUT/http.log" 2>&1 & PIDS+=($!)
sleep 1

phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@ESPORT@#$ESPORT#g" -e "s#@C7PORT@#$C7PORT#g" \
      -e "s#@PGPORT@#$PGPORT#g" -e "s#@MYPORT@#$MYPORT#g" -e "s#@CHROME@#$CHROME#g" "$HERE/servers.json.in" > "$OUT/servers.json"
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 10m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
phase 2
phase 3

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
