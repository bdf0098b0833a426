#!/usr/bin/env bash
# capture.sh: re-captures the heldout6b outputs with mcpsurvey probe.
# Needs: npm ci here (sqlite3's native build runs in its install script),
# sqlite3 and python3 on PATH, mcpsurvey built (MCPSURVEY, default
# /tmp/mcpsurvey). Writes the raw corpus into OUT (default
# /tmp/heldout6b-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout6b/data}"
OUT="${OUT:-/tmp/heldout6b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT="${PORT:-18766}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
# dbeaver-mcp-server keeps its insights in the temp folder: start empty.
rm -f "${TMPDIR:-/tmp}/dbeaver-mcp-insights.json"

# The curl server's answers come from a static file server on 127.0.0.1.
(cd "$D/http" && exec python3 -m http.server "$PORT" --bind 127.0.0.1) > "$OUT/http.log" 2>&1 &
HTTP_PID=$!
trap 'kill "$HTTP_PID" 2>/dev/null || true' EXIT
sleep 1

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed -e "s#@D@#$D#g" -e "s#@PORT@#$PORT#g" "$HERE/plan.yaml" > "$OUT/plan.yaml"
rm -f "$OUT/capture.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --server-timeout 5m --db "$OUT/capture.db"
"$MS" corpus export --db "$OUT/capture.db" --out "$OUT/capture.jsonl"

# Phase 2: sonance-brand (added after phase 1 was labelled).
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers2.json.in" > "$OUT/servers2.json"
sed -e "s#@D@#$D#g" -e "s#@PORT@#$PORT#g" "$HERE/plan2.yaml" > "$OUT/plan2.yaml"
rm -f "$OUT/capture2.db"
"$MS" probe --config "$OUT/servers2.json" --plan "$OUT/plan2.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --server-timeout 5m --db "$OUT/capture2.db"
"$MS" corpus export --db "$OUT/capture2.db" --out "$OUT/capture2.jsonl"

# Phase 3: vuetify (added after phases 1 and 2 were labelled).
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers3.json.in" > "$OUT/servers3.json"
cp "$HERE/plan3.yaml" "$OUT/plan3.yaml"
rm -f "$OUT/capture3.db"
"$MS" probe --config "$OUT/servers3.json" --plan "$OUT/plan3.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --server-timeout 5m --db "$OUT/capture3.db"
"$MS" corpus export --db "$OUT/capture3.db" --out "$OUT/capture3.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/capture.jsonl" "$OUT/capture2.jsonl" "$OUT/capture3.jsonl"
