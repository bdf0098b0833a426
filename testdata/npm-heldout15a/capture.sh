#!/usr/bin/env bash
# capture.sh: re-captures the heldout15a outputs with mcpsurvey probe.
# Needs: npm ci here, Debian's dovecot-imapd and openssl, mcpsurvey built
# (MCPSURVEY, default /tmp/mcpsurvey), python3; run as root (Dovecot's own
# users). Starts the API stand-ins of standin.py and a private Dovecot on
# 127.0.0.1, writes raw corpora into OUT (default /tmp/heldout15a-capture)
# and the unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout15a/data}"
OUT="${OUT:-/tmp/heldout15a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
P1=18461 P2=18462 P3=18463 P4=18464 PM=18471 PS=18472  # PS: SMTP, nothing listens there
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
PIDS=()
python3 "$HERE/standin.py" circleci $P1 >"$OUT/circleci.log" 2>&1 & PIDS+=($!)
python3 "$HERE/standin.py" jenkins $P2 >"$OUT/jenkins.log" 2>&1 & PIDS+=($!)
python3 "$HERE/standin.py" ghe $P3 "$D/ghe.pem" >"$OUT/ghe.log" 2>&1 & PIDS+=($!)
python3 "$HERE/standin.py" bitbucket $P4 >"$OUT/bitbucket.log" 2>&1 & PIDS+=($!)
DOVECOT_PID="$("$HERE/setup-mail.sh" "$D" $PM)"
trap 'kill "${PIDS[@]}"; kill "$(cat "$DOVECOT_PID")"' EXIT
sleep 1
export TZ=UTC  # the CircleCI server prints dates with toLocaleString
sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@P1@#$P1#g" -e "s#@P2@#$P2#g" -e "s#@P3@#$P3#g" -e "s#@P4@#$P4#g" \
  -e "s#@PM@#$PM#g" -e "s#@PS@#$PS#g" "$HERE/servers.json.in" > "$OUT/servers.json"
# One phase per plan (1 CircleCI, 2 mail, 3 Jenkins, 4 GitHub Enterprise, 5 Bitbucket).
for n in 1 2 3 4 5; do
  rm -f "$OUT/phase$n.db"
  "$MS" probe --config "$OUT/servers.json" --plan "$HERE/plan$n.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --db "$OUT/phase$n.db"
  "$MS" corpus export --db "$OUT/phase$n.db" --out "$OUT/phase$n.jsonl"
done
python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl" "$OUT/phase4.jsonl" "$OUT/phase5.jsonl"
