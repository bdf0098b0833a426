#!/usr/bin/env bash
# capture.sh: re-captures the heldout18a outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's chromium (CHROME, default /usr/bin/chromium),
# a FerretDB 1.24.0 binary (FERRETDB; build it from the Go module proxy as
# the README says), mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3 and node. Writes raw corpora into OUT (default
# /tmp/heldout18a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout18a/data}"
OUT="${OUT:-/tmp/heldout18a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CHROME="${CHROME:-/usr/bin/chromium}"
FERRETDB="${FERRETDB:-/tmp/ferretdb/bin/ferretdb}"
MPORT="${MPORT:-27418}"; GPORT="${GPORT:-18431}"; IPORT="${IPORT:-18432}"; PORT="${PORT:-18433}"
B="http://127.0.0.1:$PORT"
MONGO="mongodb://127.0.0.1:$MPORT/"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# MongoDB stand-in: FerretDB on its SQLite backend, 127.0.0.1 only.
"$FERRETDB" --handler=sqlite --sqlite-url="file:$D/fdb/" --listen-addr="127.0.0.1:$MPORT" \
  --state-dir="$D/fdb" --telemetry=disable --debug-addr=- --log-level=warn >"$OUT/ferretdb.log" 2>&1 &
FDB=$!
# Glean and Infisical stand-ins, and the local site.
PYTHONHASHSEED=0 python3 "$HERE/standin.py" "$GPORT" "$IPORT" >"$OUT/standin.log" 2>&1 &
SI=$!
(cd "$D/site" && exec python3 -m http.server "$PORT" --bind 127.0.0.1) >"$OUT/http.log" 2>&1 &
HTTP=$!
trap 'kill $FDB $SI $HTTP' EXIT
sleep 2
MONGODB_MODULE="$NM/mongodb" node "$D/load-mongo.js" "$MONGO"

# phase N: servers config, planN.yaml, probe, export.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@MONGO@#$MONGO#g" -e "s#@GLEAN@#http://127.0.0.1:$GPORT#g" \
    -e "s#@INFISICAL@#http://127.0.0.1:$IPORT#g" -e "s#@CHROME@#$CHROME#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
phase 2
phase 3
phase 4

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl"
