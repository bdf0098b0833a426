#!/usr/bin/env bash
# capture.sh: re-captures the heldout11c outputs with mcpsurvey probe.
# Needs: npm ci --ignore-scripts here (or NM pointing at a node_modules with the
# pinned packages), ports 6505/6506 free on 127.0.0.1 (godot-bridge listens there),
# mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey), python3.
# Writes raw corpora into OUT (default /tmp/heldout11c-capture) and the unlabelled
# JSONL files into OUT/realout (never over the labelled set: labels are written by
# hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="${NM:-$HERE/node_modules}"
D="${DATA:-$HOME/mcpsurvey-heldout11c/data}"
OUT="${OUT:-/tmp/heldout11c-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D" "$NM"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers2.json.in" > "$OUT/servers2.json"
sed "s#@D@#$D#g" "$HERE/plan2.yaml" > "$OUT/plan2.yaml"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers3.json.in" > "$OUT/servers3.json"
sed "s#@D@#$D#g" "$HERE/plan3.yaml" > "$OUT/plan3.yaml"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers4.json.in" > "$OUT/servers4.json"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/modular.json.in" > "$D/modular.json"
sed "s#@D@#$D#g" "$HERE/plan4.yaml" > "$OUT/plan4.yaml"

rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase1.db" || true
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"
rm -f "$OUT/phase2.db"
"$MS" probe --config "$OUT/servers2.json" --plan "$OUT/plan2.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase2.db" || true
"$MS" corpus export --db "$OUT/phase2.db" --out "$OUT/phase2.jsonl"
rm -f "$OUT/phase3.db"
"$MS" probe --config "$OUT/servers3.json" --plan "$OUT/plan3.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase3.db" || true
"$MS" corpus export --db "$OUT/phase3.db" --out "$OUT/phase3.jsonl"
rm -f "$OUT/phase4.db"
"$MS" probe --config "$OUT/servers4.json" --plan "$OUT/plan4.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 6m --db "$OUT/phase4.db" || true
"$MS" corpus export --db "$OUT/phase4.db" --out "$OUT/phase4.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" \
  "$OUT/phase4.jsonl"
