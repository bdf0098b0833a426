#!/usr/bin/env bash
# capture.sh: re-captures the heldout19a outputs with mcpsurvey probe.
# Needs: npm ci here (PUPPETEER_SKIP_DOWNLOAD=1), Debian's chromium (CHROME,
# default /usr/bin/chromium), mcpsurvey built (MCPSURVEY, default
# /tmp/mcpsurvey), python3 and node. Writes raw corpora into OUT (default
# /tmp/heldout19a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout19a/data}"
OUT="${OUT:-/tmp/heldout19a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CHROME="${CHROME:-/usr/bin/chromium}"
PORT="${PORT:-18493}"; OPORT="${OPORT:-18494}"; CPORT="${CPORT:-18495}"; NPORT="${NPORT:-18496}"
B="http://127.0.0.1:$PORT"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
# puppeteer-mcp-claude and mermaid-cli (run by claude-mermaid) launch Chrome
# themselves: a wrapper adds --no-sandbox, which Chrome needs as root.
printf '#!/bin/sh\nexec "%s" --no-sandbox "$@"\n' "$CHROME" > "$D/chrome-nosandbox"
chmod +x "$D/chrome-nosandbox"
ln -sfn "$NM" "$D/webapp/node_modules"

# The local site, the Opik and Currents stand-ins and the Next.js dev
# server, all on 127.0.0.1 only.
(cd "$D/site" && exec python3 -m http.server "$PORT" --bind 127.0.0.1) >"$OUT/http.log" 2>&1 &
HTTP=$!
python3 "$HERE/standin.py" "$OPORT" "$CPORT" >"$OUT/standin.log" 2>&1 &
SI=$!
(cd "$D/webapp" && NEXT_TELEMETRY_DISABLED=1 HOME="$D/home" exec "$NM/.bin/next" dev -p "$NPORT" -H 127.0.0.1) >"$OUT/next.log" 2>&1 &
NEXT=$!
trap 'kill $HTTP $SI $NEXT' EXIT
sleep 8
curl -s -o /dev/null "http://127.0.0.1:$NPORT/" || true
curl -s -o /dev/null "http://127.0.0.1:$NPORT/events" || true

# phase N: servers config, planN.yaml, probe, export.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@OPIK@#http://127.0.0.1:$OPORT#g" \
    -e "s#@CURRENTS@#http://127.0.0.1:$CPORT#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@B@#$B#g" -e "s#@D@#$D#g" -e "s#@NPORT@#$NPORT#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  (cd "$D" && "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db")
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
phase 2
phase 3

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
