#!/usr/bin/env bash
# capture.sh: re-captures the heldout7a outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout7a-capture) and
# the unlabelled JSONL files into OUT/realout (never over the labelled set:
# labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout7a/data}"
OUT="${OUT:-/tmp/heldout7a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"

# phase N: probe with planN.yaml (fresh server processes), then export.
phase() {
  sed -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 3 --server-timeout 6m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}
# Phases 1-3: the first six servers; phases 4-5: session-continuity (captured
# in a later run on a fresh data folder: PHASES="4 5").
PHASES="${PHASES:-1 2 3 4 5}"
exports=()
for p in $PHASES; do
  phase "$p"
  exports+=("$OUT/phase$p.jsonl")
done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "${exports[@]}"
