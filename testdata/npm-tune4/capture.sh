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
subst "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/plan1.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 3 --db "$OUT/plan1.db"
"$MS" corpus export --db "$OUT/plan1.db" --out "$OUT/plan1.jsonl"
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "$OUT/plan1.jsonl"
