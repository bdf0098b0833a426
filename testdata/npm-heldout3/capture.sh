#!/usr/bin/env bash
# capture.sh: re-captures the heldout3 outputs with mcpsurvey probe.
# Needs: npm install here, mcpsurvey built (MCPSURVEY, default
# /tmp/mcpsurvey), python3. Writes raw corpora into OUT (default
# /tmp/heldout3-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout3}"
OUT="${OUT:-/tmp/heldout3-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
(cd "$NM/@ast-grep/cli" && node postinstall.js >/dev/null)   # npm 11 skips install scripts
NM="$NM" "$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"

# Phase 1: create the state the reads need.
sed "s#@D@#$D#g" "$HERE/plan1-setup.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --db "$OUT/phase1.db"
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"

# Phase 2: the reads, with the IDs phase 1 created.
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan2-reads.yaml" "$D" > "$OUT/plan2.yaml"
rm -f "$OUT/phase2.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan2.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --db "$OUT/phase2.db"
"$MS" corpus export --db "$OUT/phase2.db" --out "$OUT/phase2.jsonl"

# Phase 3: more reads.
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan3-more.yaml" "$D" > "$OUT/plan3.yaml"
rm -f "$OUT/phase3.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan3.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --db "$OUT/phase3.db"
"$MS" corpus export --db "$OUT/phase3.db" --out "$OUT/phase3.jsonl"

# Phase 4: a last round of reads.
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan4-more.yaml" "$D" > "$OUT/plan4.yaml"
rm -f "$OUT/phase4.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan4.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --db "$OUT/phase4.db"
"$MS" corpus export --db "$OUT/phase4.db" --out "$OUT/phase4.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl"
