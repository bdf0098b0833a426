#!/usr/bin/env bash
# capture.sh: re-captures the heldout12a outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default
# /tmp/heldout12a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout12a/data}"
OUT="${OUT:-/tmp/heldout12a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT="${PORT:-18412}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D" "$NM"

# The local HTTP API the pwapi server's request tools call (both phases).
python3 "$HERE/api_server.py" "$PORT" &
API=$!
trap 'kill $API' EXIT
sleep 1

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
# phase N: probe with planN.yaml, then export the corpus.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@PORT@#$PORT#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 90s --server-timeout 10m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
# Phase 2: the test project changes (a fix, a new spec file); the API keeps
# the state phase 1 left.
"$HERE/edit-pwproj.sh" "$D"
phase 2

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl"
