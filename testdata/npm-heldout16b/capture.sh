#!/usr/bin/env bash
# capture.sh: re-captures the heldout16b outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout16b-capture)
# and the unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout16b/data}"
OUT="${OUT:-/tmp/heldout16b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
LMPORT="${LMPORT:-18471}"; PGPORT="${PGPORT:-18472}"; LIBPORT="${LIBPORT:-18473}"; NOMADPORT="${NOMADPORT:-18474}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# The stand-in backends, on 127.0.0.1 only.
python3 "$HERE/standin.py" "$D" "$LMPORT" "$PGPORT" "$LIBPORT" "$NOMADPORT" >"$OUT/standin.log" 2>&1 &
SI=$!
trap 'kill $SI' EXIT
sleep 1

# phase N: servers config, planN.yaml, probe, export. Phase 1: houtini-lm,
# git-library-mcp and mcp-server-postgrest; phase 2: mcp-nomad (the other
# servers are started and listed again but get no calls); phase 3:
# deepseek-mcp-server; phase 4: @perplexity-ai/mcp-server.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@LMPORT@#$LMPORT#g" -e "s#@PGPORT@#$PGPORT#g" -e "s#@LIBPORT@#$LIBPORT#g" -e "s#@NOMADPORT@#$NOMADPORT#g" \
    "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
phase 2
phase 3
phase 4

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl"
