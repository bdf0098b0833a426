#!/usr/bin/env bash
# capture.sh: re-captures the heldout4a outputs with mcpsurvey probe.
# Needs: npm ci here, ripgrep (rg) on PATH, mcpsurvey built (MCPSURVEY,
# default /tmp/mcpsurvey), python3. Writes raw corpora into OUT (default
# /tmp/heldout4a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout4a/data}"
OUT="${OUT:-/tmp/heldout4a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# servers config of phase N; graphql-schema reads SCHEMA.
servers() { sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@SCHEMA@#$2#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"; }
# phase N: probe with planN.yaml, then export the corpus.
phase() {
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

# Phase 1: the dex tasks the later phases read and update.
servers 1 schema.graphql
sed "s#@D@#$D#g" "$HERE/plan1-setup.yaml" > "$OUT/plan1.yaml"
phase 1
# Phase 2: the reads, with the IDs phase 1 created.
servers 2 schema.graphql
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan2-reads.yaml" "$D" > "$OUT/plan2.yaml"
phase 2
# Phase 3: graphql-schema on the second schema, more dex reads, a file move.
servers 3 tracker.graphql
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan3-more.yaml" "$D" > "$OUT/plan3.yaml"
phase 3
# Phase 4: a second file move in a fresh typescript-mcp process.
servers 4 schema.graphql
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan4-move.yaml" "$D" > "$OUT/plan4.yaml"
phase 4

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl"
