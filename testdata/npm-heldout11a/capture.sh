#!/usr/bin/env bash
# capture.sh: re-captures the heldout11a outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's openssh-server (/usr/sbin/sshd, run as root:
# setup-data.sh starts one on 127.0.0.1:2222), mcpsurvey built (MCPSURVEY,
# default /tmp/mcpsurvey), python3. Writes raw corpora into OUT (default
# /tmp/heldout11a-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout11a/data}"
OUT="${OUT:-/tmp/heldout11a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
chmod +x "$NM/@standardbeagle/slop-mcp/binaries/"slop-mcp-linux-* 2>/dev/null || true

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" "$HERE/servers.json.in" > "$OUT/servers.json"
# phase N: probe with planN.yaml, then export the corpus.
phase() {
  sed "s#@D@#$D#g" "$HERE/$2" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout "$3" --db "$OUT/phase$1.db" || true
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}
phase 1 plan.yaml 25s    # all four servers (ssh-manager runs into its server timeout)
phase 2 plan2.yaml 40s   # ssh-manager: the calls phase 1 lost
phase 3 plan3.yaml 20s   # ssh-manager: aliases, hooks, profiles, sessions, more tails
phase 4 plan4.yaml 20s   # ssh-manager: groups, host keys, more tails and history

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl"
kill "$(cat "$D/ssh/sshd.pid")" 2>/dev/null || true
