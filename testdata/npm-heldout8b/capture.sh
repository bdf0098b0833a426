#!/usr/bin/env bash
# capture.sh: re-captures the heldout8b outputs with mcpsurvey probe.
# Needs: npm ci --ignore-scripts here plus a built better-sqlite3 (see
# README.md), sqlite3 and python3 on PATH, mcpsurvey built (MCPSURVEY,
# default /tmp/mcpsurvey). Writes raw corpora into OUT (default
# /tmp/heldout8b-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout8b/data}"
OUT="${OUT:-/tmp/heldout8b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
mkdir -p "$D/sqlite-out"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"

# One probe run per server, each with its own plan (calls one at a time, so
# a server's calls run in tools/list order, then plan order).
exports=()
for s in cortex sqlite debugger storybook sheet-music universal-db; do
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); c["mcpServers"]={sys.argv[2]: c["mcpServers"][sys.argv[2]]}; json.dump(c, open(sys.argv[3], "w"))' \
    "$OUT/servers.json" "$s" "$OUT/servers-$s.json"
  rm -f "$OUT/$s.db"
  "$MS" probe --config "$OUT/servers-$s.json" --plan "$HERE/plan-$s.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --db "$OUT/$s.db"
  "$MS" corpus export --db "$OUT/$s.db" --out "$OUT/$s.jsonl"
  exports+=("$OUT/$s.jsonl")
done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "${exports[@]}"
