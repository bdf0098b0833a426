#!/usr/bin/env bash
# capture.sh: re-captures the heldout5b outputs with mcpsurvey probe.
# Needs: npm ci here, sqlite3 on PATH (setup-data.sh), mcpsurvey built
# (MCPSURVEY, default /tmp/mcpsurvey), python3. Writes raw corpora into OUT
# (default /tmp/heldout5b-capture) and the unlabelled JSONL files into
# OUT/realout (never over the labelled set: labels are written by hand).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout5b/data}"
OUT="${OUT:-/tmp/heldout5b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# servers config of phase N; panda-css reads the Panda project $2,
# agentaudit runs with HOME=DATA/homeN.
servers() { sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@PANDA@#$2#g" -e "s#@PHASE@#$1#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"; }
# phase N: probe with planN.yaml, then export the corpus.
phase() {
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 3 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

# Phase 1: most calls; astrotask creates its tasks.
servers 1 panda
sed "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
phase 1
# Phase 2: astrotask reads/updates by ID, panda-css on panda2/, vibgrate
# after a file is added to the project.
cat > "$D/code/src/orders/tax.ts" <<'TS'
import { roundCents } from '../util/money'
import { orderTotal, Line } from './checkout'
export function gst(lines: Line[]): number { return roundCents(orderTotal(lines) * 0.15) }
TS
servers 2 panda2
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan2.yaml" "$D" > "$OUT/plan2.yaml"
phase 2
# Phase 3: astrotask after phase 2's updates.
servers 3 panda2
python3 "$HERE/ids.py" "$OUT/phase1.jsonl" "$HERE/plan3.yaml" "$D" > "$OUT/plan3.yaml"
phase 3

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
