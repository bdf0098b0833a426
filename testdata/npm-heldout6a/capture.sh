#!/usr/bin/env bash
# capture.sh: re-captures the heldout6a outputs with mcpsurvey probe.
# Needs: npm ci here, git, python3, mcpsurvey built (MCPSURVEY, default
# /tmp/mcpsurvey). Writes raw corpora into OUT (default
# /tmp/heldout6a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout6a/data}"
OUT="${OUT:-/tmp/heldout6a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
# phase N PLAN: probe with PLAN, then export the corpus.
phase() {
  sed -e "s#@D@#$D#g" "$HERE/$2" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 3 --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}
# Phase 1: backlog's tasks, milestones and documents.
phase 1 plan1-create.yaml
# Phase 2: the reads and edits of every server.
phase 2 plan2-reads.yaml
# Phase 3: the Angular CLI's server (added to the set after phase 2).
phase 3 plan3-angular.yaml
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
