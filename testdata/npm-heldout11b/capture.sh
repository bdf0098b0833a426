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
# phase N: probe with the plan file $2, then export the corpus.
phase() {
  sed -e "s#@D@#$D#g" "$HERE/$2" > "$OUT/plan$1.yaml"
  rm -f "$OUT/capture$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 5 --call-timeout 120s --server-timeout 9m --db "$OUT/capture$1.db"
  "$MS" corpus export --db "$OUT/capture$1.db" --out "$OUT/capture$1.jsonl"
}
phase 1 plan-sfexperts.yaml
phase 2 plan2-more.yaml
phase 3 plan3-extra.yaml
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/capture1.jsonl" "$OUT/capture2.jsonl" "$OUT/capture3.jsonl"
