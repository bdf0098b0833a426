#!/usr/bin/env bash
# capture.sh: re-captures the tune4 outputs with mcpsurvey probe.
# Needs: npm install here, mcpsurvey built (MCPSURVEY, default
# /tmp/mcpsurvey), python3, sqlite3. Writes raw corpora into OUT (default
# /tmp/tune4-capture) and unlabelled JSONL files into OUT/realout (never
# over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-tune4}"
OUT="${OUT:-/tmp/tune4-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
subst() { sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$1"; }
subst "$HERE/servers.json.in" > "$OUT/servers.json"
for phase in plan1 plan2 plan3 plan4; do
  subst "$HERE/$phase.yaml" > "$OUT/$phase.yaml"
  rm -f "$OUT/$phase.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/$phase.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 3 --db "$OUT/$phase.db"
  "$MS" corpus export --db "$OUT/$phase.db" --out "$OUT/$phase.jsonl"
done
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/plan1.jsonl" "$OUT/plan2.jsonl" "$OUT/plan3.jsonl" "$OUT/plan4.jsonl"
