#!/usr/bin/env bash
# capture.sh: re-captures the heldout9c outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3, port 3929 free on 127.0.0.1 (excalidraw's canvas server, started here per phase). Writes
# raw corpora into OUT (default /tmp/heldout9c-capture) and the unlabelled
# JSONL files into OUT/realout (never over the labelled set: labels are
# written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout9c/data}"
OUT="${OUT:-/tmp/heldout9c-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"

# phase N: a fresh excalidraw canvas server (its scene lives in memory; the
# MCP server only talks to it, autostart is off), a probe with planN.yaml (one
# call at a time), then the corpus export.
phase() {
  sed "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  (cd "$D/scenes" && PORT=3929 HOST=127.0.0.1 exec node "$NM/mcp-excalidraw-server/dist/server.js") > "$OUT/canvas$1.log" 2>&1 &
  local canvas=$!
  sleep 3
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 1 --db "$OUT/phase$1.db"
  kill "$canvas"; wait "$canvas" 2>/dev/null || true
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

phase 1
# Between phases 1 and 2: a second agent's rule file for memorix_rules_sync.
printf '# Cursor rules\n\n- Prefer named exports.\n- Run npm test before every commit.\n' > "$D/proj/.cursorrules"
phase 2
phase 3

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
