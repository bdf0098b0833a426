#!/usr/bin/env bash
# capture.sh: re-captures the heldout4b outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes the raw corpus into OUT (default /tmp/heldout4b-capture)
# and the unlabelled JSONL files into OUT/realout (never over the labelled
# set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout4b}"
OUT="${OUT:-/tmp/heldout4b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
NM="$NM" "$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed "s#@D@#$D#g" "$HERE/plan.yaml" > "$OUT/plan.yaml"

# limps 3 serves MCP over HTTP only: run its daemon in the foreground on
# 127.0.0.1:4377 (set in setup-data.sh) for the length of the probe.
(cd "$D/limps" && exec "$NM/.bin/limps" server start --foreground --config "$D/limps/.limps/config.json") \
  > "$OUT/limps.log" 2>&1 &
LIMPS=$!
trap 'kill $LIMPS 2>/dev/null || true' EXIT
for _ in $(seq 1 30); do
  grep -q 'listening on' "$OUT/limps.log" && break
  sleep 1
done

rm -f "$OUT/capture.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 3 --server-timeout 10m --db "$OUT/capture.db"
"$MS" corpus export --db "$OUT/capture.db" --out "$OUT/capture.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "$OUT/capture.jsonl"
