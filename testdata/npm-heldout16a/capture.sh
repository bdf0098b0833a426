#!/usr/bin/env bash
# capture.sh: re-captures the heldout16a outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's calibre and chromium, mcpsurvey built
# (MCPSURVEY, default /tmp/mcpsurvey), python3. Writes raw corpora into OUT
# (default /tmp/heldout16a-capture) and the unlabelled JSONL files into
# OUT/realout (never over the labelled set). PHASES (default "1 2") picks
# the plan files to run.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout16a/data}"
OUT="${OUT:-/tmp/heldout16a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
CHROME="${CHROME:-/usr/bin/chromium}"
PORT="${PORT:-18416}"      # standin.py (Jira, Dynatrace, Azure DevOps, SonarQube stand-ins)
SITEPORT="${SITEPORT:-18417}"
CALPORT="${CALPORT:-18418}"
B="http://127.0.0.1:$PORT"
SITE="http://127.0.0.1:$SITEPORT"
CAL="http://127.0.0.1:$CALPORT"
PHASES="${PHASES:-1 2}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
"$HERE/setup-data.sh" "$D"
# dynatrace-managed-mcp writes its log file into the working folder.
cd "$OUT"

# fetcher-mcp (and access-calibre's page renderer) use Playwright's chromium:
# point Playwright's browser folder at the system chromium.
PW="$D/pw-browsers"
for dir in chromium_headless_shell-1255/chrome-headless-shell-linux64 chromium-1255/chrome-linux64; do
  mkdir -p "$PW/$dir"; touch "$PW/${dir%%/*}/INSTALLATION_COMPLETE"
done
REAL="$(readlink -f "$CHROME")"; [ -x /usr/lib/chromium/chromium ] && REAL=/usr/lib/chromium/chromium
ln -sf "$REAL" "$PW/chromium-1255/chrome-linux64/chrome"
ln -sf "$REAL" "$PW/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell"

# Back ends, all on 127.0.0.1: the stand-in APIs, the site, Calibre's content server.
python3 "$HERE/standin.py" "$PORT" 2>"$OUT/standin.log" &
P1=$!
(cd "$D/site" && exec python3 -m http.server "$SITEPORT" --bind 127.0.0.1) >"$OUT/http.log" 2>&1 &
P2=$!
HOME="$D/home" calibre-server --listen-on 127.0.0.1 --port "$CALPORT" --disable-use-bonjour "$D/library" >"$OUT/calibre.log" 2>&1 &
P3=$!
trap 'kill $P1 $P2 $P3' EXIT
sleep 4

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@PW@#$PW#g" -e "s#@B@#$B#g" -e "s#@CAL@#$CAL#g" \
  "$HERE/servers.json.in" > "$OUT/servers.json"
EXPORTS=()
for n in $PHASES; do
  sed -e "s#@B@#$B#g" -e "s#@SITE@#$SITE#g" -e "s#@D@#$D#g" "$HERE/plan$n.yaml" > "$OUT/plan$n.yaml"
  rm -f "$OUT/phase$n.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$n.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$n.db"
  "$MS" corpus export --db "$OUT/phase$n.db" --out "$OUT/phase$n.jsonl"
  EXPORTS+=("$OUT/phase$n.jsonl")
done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "${EXPORTS[@]}"
