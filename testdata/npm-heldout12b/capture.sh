#!/usr/bin/env bash
# capture.sh: re-captures the heldout12b outputs with mcpsurvey probe.
# Needs: npm ci here, git, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout12b-capture) and
# the unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout12b/data}"
OUT="${OUT:-/tmp/heldout12b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"

# phase N: probe with planN.yaml, then export the corpus.
phase() {
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

sed "s#@D@#$D#g" "$HERE/plan1-setup.yaml" > "$OUT/plan1.yaml"
phase 1
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan2-reads.yaml" "$D" > "$OUT/plan2.yaml"
phase 2
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan3-after.yaml" "$D" > "$OUT/plan3.yaml"
phase 3

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
