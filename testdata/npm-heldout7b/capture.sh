#!/usr/bin/env bash
# capture.sh: re-captures the heldout7b outputs with mcpsurvey probe.
# Needs: npm ci here, node/bash/python3/coreutils/column on PATH, gopls
# v0.24.0 on PATH or in GOPLS (see README.md), port 9229 free, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey).
# Writes the raw corpus into OUT (default /tmp/heldout7b-capture) and the
# unlabelled JSONL files into OUT/realout (never over the labelled set:
# labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout7b/data}"
OUT="${OUT:-/tmp/heldout7b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
GOPLS="${GOPLS:-$(command -v gopls)}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"

# mcp-nodejs-debugger attaches to 127.0.0.1:9229 (fixed in its code): the
# debuggee runs there during phase 1.
node --inspect=127.0.0.1:9229 "$D/dbg/app.js" > "$OUT/debuggee.log" 2>&1 &
DBG_PID=$!
trap 'kill "$DBG_PID" 2>/dev/null || true' EXIT
sleep 2

# Phase 1: the npm servers.
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
sed -e "s#@D@#$D#g" "$HERE/plan.yaml" > "$OUT/plan.yaml"
rm -f "$OUT/capture.db"
"$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 3 --server-timeout 5m --db "$OUT/capture.db"
"$MS" corpus export --db "$OUT/capture.db" --out "$OUT/capture.jsonl"
kill "$DBG_PID" 2>/dev/null || true

# Phase 2: gopls's MCP server (`gopls mcp`) over the Go module of the data.
if [ -f "$HERE/plan2.yaml" ]; then
  sed -e "s#@D@#$D#g" -e "s#@GOPLS@#$GOPLS#g" "$HERE/servers2.json.in" > "$OUT/servers2.json"
  sed -e "s#@D@#$D#g" "$HERE/plan2.yaml" > "$OUT/plan2.yaml"
  rm -f "$OUT/capture2.db"
  "$MS" probe --config "$OUT/servers2.json" --plan "$OUT/plan2.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 1 --server-timeout 5m --call-timeout 2m --db "$OUT/capture2.db"
  "$MS" corpus export --db "$OUT/capture2.db" --out "$OUT/capture2.jsonl"
fi

# Phase 3: more agent-infra-commands calls (added after phases 1 and 2
# were labelled).
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers3.json.in" > "$OUT/servers3.json"
sed -e "s#@D@#$D#g" "$HERE/plan3.yaml" > "$OUT/plan3.yaml"
rm -f "$OUT/capture3.db"
"$MS" probe --config "$OUT/servers3.json" --plan "$OUT/plan3.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 5m --db "$OUT/capture3.db"
"$MS" corpus export --db "$OUT/capture3.db" --out "$OUT/capture3.jsonl"

# Phase 4: mcp-hello-world (added after phases 1 to 3 were labelled).
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers4.json.in" > "$OUT/servers4.json"
cp "$HERE/plan4.yaml" "$OUT/plan4.yaml"
rm -f "$OUT/capture4.db"
"$MS" probe --config "$OUT/servers4.json" --plan "$OUT/plan4.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 1 --server-timeout 5m --db "$OUT/capture4.db"
"$MS" corpus export --db "$OUT/capture4.db" --out "$OUT/capture4.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/capture.jsonl" "$OUT/capture3.jsonl" "$OUT/capture4.jsonl"
if [ -f "$OUT/capture2.jsonl" ]; then
  python3 "$HERE/go_convert.py" "$OUT/capture2.jsonl" "$OUT/realout"
fi
