#!/usr/bin/env bash
# capture.sh: re-captures the heldout9a outputs with mcpsurvey probe.
# Needs: npm ci here, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout9a-capture) and
# the unlabelled JSONL files into OUT/realout (never over the labelled set:
# labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout9a/data}"
OUT="${OUT:-/tmp/heldout9a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers1.json"
sed -e "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
# Phase 2: agent-orchestrator with the mock data of orchestrator-mock.json
# (passed as one JSON string in its environment).
python3 - "$HERE/servers2.json.in" "$HERE/orchestrator-mock.json" "$NM" > "$OUT/servers2.json" <<'PY'
import json, sys
cfg = json.load(open(sys.argv[1]))
mock = json.dumps(json.load(open(sys.argv[2])), separators=(",", ":"))
for s in cfg["mcpServers"].values():
    s["args"] = [a.replace("@NM@", sys.argv[3]) for a in s["args"]]
    s["env"] = {k: (mock if v == "@MOCK@" else v) for k, v in s["env"].items()}
json.dump(cfg, sys.stdout, indent=2)
PY
cp "$HERE/plan2.yaml" "$OUT/plan2.yaml"
# phase N: probe with serversN.json and planN.yaml, then export the corpus.
phase() {
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 3 --init-timeout 2m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}
for n in ${PHASES:-1 2}; do phase "$n"; done
exports=()
for n in ${PHASES:-1 2}; do exports+=("$OUT/phase$n.jsonl"); done
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "${exports[@]}"
