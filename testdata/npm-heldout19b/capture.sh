#!/usr/bin/env bash
# capture.sh: re-captures the heldout19b outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3, and a chromium with its matching chromedriver for mcp-selenium:
# CHROMIUM_ROOT (default /tmp/chr19b/root) is Debian's chromium,
# chromium-common and chromium-driver packages unpacked with dpkg -x (see
# README.md; the system chromium is left alone). Writes raw corpora into OUT
# (default /tmp/heldout19b-capture) and the unlabelled JSONL files into
# OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout19b/data}"
OUT="${OUT:-/tmp/heldout19b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CR="${CHROMIUM_ROOT:-/tmp/chr19b/root}"
B="http://127.0.0.1:18595"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# mcp-selenium: chromedriver and a "chromium" found first on PATH, both of the unpacked version.
mkdir -p "$D/chr"
ln -sf "$CR/usr/bin/chromedriver" "$D/chr/chromedriver"
printf '#!/bin/sh\nexec "%s/usr/lib/chromium/chromium" "$@"\n' "$CR" > "$D/chr/chromium"
chmod +x "$D/chr/chromium"

# The stand-ins, on 127.0.0.1 only.
python3 "$HERE/standin.py" "$D" >"$OUT/standin.log" 2>&1 &
SI=$!
trap 'kill $SI' EXIT
sleep 1

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@CHR@#$D/chr#g" "$HERE/servers.json.in" > "$OUT/servers.json"
phase() {
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}
for n in 1 2 3 4 5 6 7; do phase $n; done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl" "$OUT/phase5.jsonl" "$OUT/phase6.jsonl" "$OUT/phase7.jsonl"
