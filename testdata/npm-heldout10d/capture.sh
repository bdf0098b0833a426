#!/usr/bin/env bash
# capture.sh: re-captures the heldout10d outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's mariadb-server, radicale and dovecot-imapd, curl, python3,
# mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey). Writes the raw corpus
# into OUT (default /tmp/heldout10d-capture) and the unlabelled JSONL files
# into OUT/realout (never over the labelled set: labels are hand-written).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout10d/data}"
OUT="${OUT:-/tmp/heldout10d-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
rm -f "$OUT/capture.db"
"$MS" probe --config "$OUT/servers.json" --plan "$HERE/plan.json" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 3 --server-timeout 5m --db "$OUT/capture.db"
"$MS" corpus export --db "$OUT/capture.db" --out "$OUT/capture.jsonl"
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "$OUT/capture.jsonl"
