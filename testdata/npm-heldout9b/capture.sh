#!/usr/bin/env bash
# capture.sh: re-captures the heldout9b outputs with mcpsurvey probe.
# Needs: npm ci --ignore-scripts here (see README.md), git, python3 on PATH,
# mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey). Writes raw corpora into
# OUT (default /tmp/heldout9b-capture) and the unlabelled JSONL files into
# OUT/realout (never over the labelled set: labels are written by hand).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout9b/data}"
OUT="${OUT:-/tmp/heldout9b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PORT=8719   # the plans of fetch and readpage name http://127.0.0.1:8719
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"

# The static site for fetch and readpage.
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$D/site" > "$OUT/http.log" 2>&1 &
HTTP_PID=$!
trap 'kill $HTTP_PID 2>/dev/null || true' EXIT
sleep 1

# One probe run per server, each with its own plan (calls one at a time, so
# a server's calls run in tools/list order, then plan order).
exports=()
for s in ${SERVERS:-fetch readpage drawio nx autotel pdf}; do
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); c["mcpServers"]={sys.argv[2]: c["mcpServers"][sys.argv[2]]}; json.dump(c, open(sys.argv[3], "w"))' \
    "$OUT/servers.json" "$s" "$OUT/servers-$s.json"
  rm -f "$OUT/$s.db"
  "$MS" probe --config "$OUT/servers-$s.json" --plan "$HERE/plan-$s.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --call-timeout 60s --server-timeout 5m --db "$OUT/$s.db"
  "$MS" corpus export --db "$OUT/$s.db" --out "$OUT/$s.jsonl"
  exports+=("$OUT/$s.jsonl")
done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "${exports[@]}"
