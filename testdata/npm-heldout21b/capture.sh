#!/usr/bin/env bash
# capture.sh: re-captures the heldout21b outputs with mcpsurvey probe.
# Needs: npm ci here, curl, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout21b-capture) and
# the unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout21b/data}"
OUT="${OUT:-/tmp/heldout21b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# The stand-in backends, on 127.0.0.1 only.
python3 "$HERE/standin.py" >"$OUT/standin.log" 2>&1 &
SI=$!
node "$HERE/h2bridge.mjs" 18651 18650 >"$OUT/h2bridge.log" 2>&1 &
HB=$!
# The Storybook dev server of DATA/sbproj, whose addon serves MCP over HTTP
# on /mcp (sbaddon); telemetry off.
ln -sfn "$NM" "$D/sbproj/node_modules"
(cd "$D/sbproj" && STORYBOOK_DISABLE_TELEMETRY=1 exec "$NM/.bin/storybook" dev -p 18657 --host 127.0.0.1 --ci --no-open \
  --disable-telemetry) >"$OUT/storybook.log" 2>&1 &
SB=$!
trap 'kill $SI $HB $SB' EXIT
for i in $(seq 1 60); do
  curl -s -m 2 -o /dev/null -X POST http://127.0.0.1:18657/mcp -H 'content-type: application/json' \
    -H 'accept: application/json, text/event-stream' -d '{"jsonrpc":"2.0","id":0,"method":"ping"}' && break
  sleep 1
done

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed -e "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase1.db"
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl"
