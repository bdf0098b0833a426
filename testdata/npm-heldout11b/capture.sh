#!/usr/bin/env bash
# capture.sh: re-captures the heldout11b outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes the raw corpus into OUT (default /tmp/heldout11b-capture)
# and the unlabelled JSONL files into OUT/realout (never over the labelled
# set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout11b/data}"
OUT="${OUT:-/tmp/heldout11b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed -e "s#@D@#$D#g" "$HERE/plan-sfexperts.yaml" > "$OUT/plan.yaml"
rm -f "$OUT/capture.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 2 --call-timeout 90s --db "$OUT/capture.db"
"$MS" corpus export --db "$OUT/capture.db" --out "$OUT/capture.jsonl"
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/capture.jsonl"
