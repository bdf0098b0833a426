#!/usr/bin/env bash
# capture.sh: re-captures the heldout18b outputs with mcpsurvey probe.
# Needs: npm ci here (CI=true, so storybook-mcp's postinstall downloads no
# browser), Debian's chromium, postgresql, mariadb-server and redis-server,
# mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey), python3. Writes raw
# corpora into OUT (default /tmp/heldout18b-capture) and the unlabelled JSONL
# files into OUT/realout (never over the labelled set). Everything listens on
# 127.0.0.1 only and is stopped at the end.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout18b/data}"
OUT="${OUT:-/tmp/heldout18b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CHROME="${CHROME:-/usr/bin/chromium}"
PORT="${PORT:-18438}"; PGPORT="${PGPORT:-15438}"; MYPORT="${MYPORT:-13318}"; RPORT="${RPORT:-16388}"
PGDIR="${PGDIR:-/tmp/heldout18b-pg}"
B="http://127.0.0.1:$PORT"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# storybook-mcp renders pages with Playwright's chromium: point Playwright's
# browser folder at the system chromium (as in npm-heldout13a).
PW="$D/pw-browsers"
for dir in chromium_headless_shell-1255/chrome-headless-shell-linux64 chromium-1255/chrome-linux64; do
  mkdir -p "$PW/$dir"; touch "$PW/${dir%%/*}/INSTALLATION_COMPLETE"
done
REAL="$(readlink -f "$CHROME")"; [ -x /usr/lib/chromium/chromium ] && REAL=/usr/lib/chromium/chromium
ln -sf "$REAL" "$PW/chromium-1255/chrome-linux64/chrome"
ln -sf "$REAL" "$PW/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell"

# PostgreSQL (own cluster, run as the postgres user), MariaDB (own datadir),
# Redis (own port, empty).
PGBIN="$(ls -d /usr/lib/postgresql/*/bin | tail -1)"
rm -rf "$PGDIR"; mkdir -p "$PGDIR"; chown postgres "$PGDIR"
su postgres -c "$PGBIN/initdb -D $PGDIR/data -A trust -U postgres >/dev/null"
su postgres -c "$PGBIN/pg_ctl -D $PGDIR/data -o '-p $PGPORT -k $PGDIR -c listen_addresses=127.0.0.1' -l $PGDIR/log -w start >/dev/null"
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -q -c "CREATE DATABASE repairs"
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -q -d repairs -f "$D/pg.sql" >/dev/null
mariadb-install-db --no-defaults --datadir="$D/mysql" --auth-root-authentication-method=normal --user=root >/dev/null 2>&1
mariadbd --no-defaults --datadir="$D/mysql" --socket="$D/mysql.sock" --port="$MYPORT" --bind-address=127.0.0.1 \
  --user=root --skip-log-bin >"$OUT/mariadb.log" 2>&1 &
MYPID=$!
for i in $(seq 30); do mariadb --no-defaults -S "$D/mysql.sock" -u root -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
mariadb --no-defaults -S "$D/mysql.sock" -u root < "$D/my.sql"
redis-server --port "$RPORT" --bind 127.0.0.1 --dir "$D" --save '' --daemonize no >"$OUT/redis.log" 2>&1 &
RPID=$!
# seed a few keys the plans read before writing
sleep 1
redis-cli -p "$RPORT" MSET site:motd "Ferry to Harbour Island runs hourly" site:version 4.2.1 >/dev/null
redis-cli -p "$RPORT" HSET user:1001 name "Aiko Mori" plan pro seats 5 since 2025-03-09 >/dev/null
redis-cli -p "$RPORT" RPUSH queue:emails welcome:1001 reset:1002 digest:1003 >/dev/null
redis-cli -p "$RPORT" ZADD leaderboard 4120 ines 3980 kenji 3310 ruth 2875 tomasz >/dev/null
HTTP=""
cleanup() {
  [ -n "$HTTP" ] && kill "$HTTP" 2>/dev/null || true
  kill "$RPID" "$MYPID" 2>/dev/null || true
  su postgres -c "$PGBIN/pg_ctl -D $PGDIR/data -m fast stop >/dev/null" || true
}
trap cleanup EXIT

standin() { # standin DATASET: (re)start the HeroUI API stand-in and the site
  [ -n "$HTTP" ] && kill "$HTTP" 2>/dev/null && wait "$HTTP" 2>/dev/null || true
  python3 "$HERE/standin.py" "$PORT" "$1" "$D/site" >>"$OUT/standin.log" 2>&1 &
  HTTP=$!
  sleep 1
}

# phase N SB: servers config (storybook-mcp reads SB), planN.yaml, probe, export.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@PW@#$PW#g" -e "s#@B@#$B#g" -e "s#@SB@#$2#g" \
      -e "s#@PGPORT@#$PGPORT#g" -e "s#@MYPORT@#$MYPORT#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" -e "s#@RPORT@#$RPORT#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

standin 1
phase 1 sb1/index.json
standin 2
phase 2 sb2/index.json
phase 3 sb3/stories.json

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
