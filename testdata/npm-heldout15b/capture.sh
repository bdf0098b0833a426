#!/usr/bin/env bash
# capture.sh: re-captures the heldout15b outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout15b-capture)
# and the unlabelled JSONL files into OUT/realout (never over the labelled
# set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout15b/data}"
OUT="${OUT:-/tmp/heldout15b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT="${PORT:-18415}"
B="http://127.0.0.1:$PORT"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# The small site context-mode fetches, on 127.0.0.1 only.
(cd "$D/site" && exec python3 -m http.server "$PORT" --bind 127.0.0.1) >"$OUT/http.log" 2>&1 &
HTTP=$!
# kiro-memory's MCP server talks to its worker service (127.0.0.1:3001),
# which keeps its database under HOME.
(HOME="$D/home" exec node "$NM/kiro-memory/plugin/dist/worker-service.js") >"$OUT/kiro-worker.log" 2>&1 &
WORKER=$!
trap 'kill $HTTP $WORKER' EXIT
sleep 4

phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
phase 2

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl"
