#!/usr/bin/env bash
# capture.sh: re-captures the heldout14a outputs with mcpsurvey probe.
# Needs: npm ci here, PostgreSQL 15 (/usr/lib/postgresql/15/bin), mcpsurvey
# built (MCPSURVEY, default /tmp/mcpsurvey), python3. Writes raw corpora into
# OUT (default /tmp/heldout14a-capture) and the unlabelled JSONL files into
# OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout14a/data}"
OUT="${OUT:-/tmp/heldout14a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PGPORT="${PGPORT:-5471}"
SIGNOZPORT=18471 ESPORT=18472 WPPORT=18473 SENTRYPORT=18474   # standin.py's WordPress and Sentry links name 18473/18474
mkdir -p "$OUT"
PGPORT=$PGPORT "$HERE/setup-data.sh" "$D"

# Stand-in backends on 127.0.0.1 (SigNoz, Elasticsearch, WordPress REST, Sentry).
python3 "$HERE/standin.py" signoz $SIGNOZPORT 2>"$OUT/signoz.log" & P1=$!
python3 "$HERE/standin.py" es $ESPORT 2>"$OUT/es.log" & P2=$!
python3 "$HERE/standin.py" wp $WPPORT 2>"$OUT/wp.log" & P3=$!
python3 "$HERE/standin.py" sentry $SENTRYPORT 2>"$OUT/sentry.log" & P4=$!
trap 'kill $P1 $P2 $P3 $P4' EXIT
sleep 1

sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@PGPORT@#$PGPORT#g" -e "s#@SIGNOZPORT@#$SIGNOZPORT#g" \
  -e "s#@ESPORT@#$ESPORT#g" -e "s#@WPPORT@#$WPPORT#g" -e "s#@SENTRYPORT@#$SENTRYPORT#g" "$HERE/servers.json.in" > "$OUT/servers1.json"
sed -e "s#@D@#$D#g" "$HERE/plan1.yaml" > "$OUT/plan1.yaml"
rm -f "$OUT/phase1.db"
"$MS" probe --config "$OUT/servers1.json" --plan "$OUT/plan1.yaml" --calls plan --allow-destructive \
  --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase1.db"
"$MS" corpus export --db "$OUT/phase1.db" --out "$OUT/phase1.jsonl"

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "$OUT/phase1.jsonl"
