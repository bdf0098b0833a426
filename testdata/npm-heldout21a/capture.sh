#!/usr/bin/env bash
# capture.sh: re-captures the heldout21a outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's postgresql (15), mcpsurvey built (MCPSURVEY,
# default /tmp/mcpsurvey), python3. Starts a throw-away PostgreSQL cluster
# (PGDIR, port PGPORT) and the stand-in backends (standin.py, port PORT), both
# on 127.0.0.1 only; writes raw corpora into OUT (default
# /tmp/heldout21a-capture) and the unlabelled JSONL files into OUT/realout.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout21a/data}"
OUT="${OUT:-/tmp/heldout21a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT="${PORT:-18421}"
PGPORT="${PGPORT:-18432}"
PGDIR="${PGDIR:-/tmp/heldout21a-pg}"
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
B="http://127.0.0.1:$PORT"
mkdir -p "$OUT"

# PostgreSQL: a fresh cluster owned by the postgres user, trust auth, loopback only.
if ! psql -h 127.0.0.1 -p "$PGPORT" -U postgres -c 'select 1' >/dev/null 2>&1; then
  rm -rf "$PGDIR"; mkdir -p "$PGDIR"; chown postgres "$PGDIR"
  su postgres -s /bin/sh -c "$PGBIN/initdb -D $PGDIR/data -A trust -U postgres >/dev/null && \
    $PGBIN/pg_ctl -D $PGDIR/data -o '-p $PGPORT -k $PGDIR -c listen_addresses=127.0.0.1' -l $PGDIR/log -w start"
fi
"$HERE/setup-data.sh" "$D" "$PGPORT"

python3 "$HERE/standin.py" "$PORT" 2>"$OUT/standin.log" &
SI=$!
trap 'kill $SI' EXIT
sleep 1

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@B@#$B#g" -e "s#@PGPORT@#$PGPORT#g" -e "s#@HOME@#$HOME#g" \
  "$HERE/servers.json.in" > "$OUT/servers1.json"
sed -e "s#@P@#$D/proj#g" -e "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers1.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --call-timeout 120s --db "$OUT/phase1.db"
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "$OUT/phase1.jsonl"
