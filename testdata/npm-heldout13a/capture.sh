#!/usr/bin/env bash
# capture.sh: re-captures the heldout13a outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's chromium (CHROME, default /usr/bin/chromium),
# mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey), python3. Writes raw
# corpora into OUT (default /tmp/heldout13a-capture) and the unlabelled
# JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout13a/data}"
OUT="${OUT:-/tmp/heldout13a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CHROME="${CHROME:-/usr/bin/chromium}"
PORT="${PORT:-18413}"
B="http://127.0.0.1:$PORT"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
mkdir -p "$D/home"
# lighthouse-mcp launches Chrome itself (no flags to add): a wrapper adds
# --no-sandbox, which Chrome needs when run as root.
printf '#!/bin/sh\nexec "%s" --no-sandbox "$@"\n' "$CHROME" > "$D/chrome-nosandbox"
chmod +x "$D/chrome-nosandbox"

# mcp-server-fetch-typescript renders with Playwright's chromium: point
# Playwright's browser folder at the system chromium.
PW="$D/pw-browsers"
for dir in chromium_headless_shell-1255/chrome-headless-shell-linux64 chromium-1255/chrome-linux64; do
  mkdir -p "$PW/$dir"; touch "$PW/${dir%%/*}/INSTALLATION_COMPLETE"
done
ln -sf "$(readlink -f "$CHROME")" "$PW/chromium-1255/chrome-linux64/chrome"
ln -sf "$(readlink -f "$CHROME")" "$PW/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell"
[ -x /usr/lib/chromium/chromium ] && ln -sf /usr/lib/chromium/chromium "$PW/chromium-1255/chrome-linux64/chrome" \
  && ln -sf /usr/lib/chromium/chromium "$PW/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell"

# The local site, on 127.0.0.1 only.
(cd "$D/site" && exec python3 -m http.server "$PORT" --bind 127.0.0.1) >"$OUT/http.log" 2>&1 &
HTTP=$!
trap 'kill $HTTP' EXIT
sleep 1

# phase N START: servers config (chrome-devtools-mcp opens START), planN.yaml, probe, export.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@PW@#$PW#g" -e "s#@CHROME@#$CHROME#g" -e "s#@START@#$B/$2#g" \
    "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 5 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1 index.html
phase 2 products.html
phase 3 events.html
phase 4 team.html
phase 5 products.html
# Phases 6 and 7: podman-mcp-server on the local Podman state (Debian's
# podman and busybox-static; images built offline, containers created only).
"$HERE/setup-podman.sh" "$D"
phase 6 index.html
"$HERE/setup-podman.sh" "$D" phase2
phase 7 index.html

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl" "$OUT/phase5.jsonl" \
  "$OUT/phase6.jsonl" "$OUT/phase7.jsonl"
