#!/usr/bin/env bash
# capture.sh: re-captures the heldout13b outputs with mcpsurvey probe.
# Needs: npm ci --legacy-peer-deps here; Debian's mariadb-server, prometheus
# and prometheus-alertmanager; mcpsurvey built (MCPSURVEY, default
# /tmp/mcpsurvey); python3. Writes the raw corpus into OUT (default
# /tmp/heldout13b-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout13b/data}"
OUT="${OUT:-/tmp/heldout13b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
# Let Prometheus scrape and evaluate its rules, and Alertmanager receive the alerts.
sleep "${SETTLE:-40}"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
# phase N: probe with planN.yaml, then export the corpus.
phase() {
  sed "s#@D@#$D#g" "$HERE/$2" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}
phase 1 plan.yaml
sleep 20
phase 2 plan2.yaml
"$HERE/setup-data.sh" --stop "$D"
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl"
