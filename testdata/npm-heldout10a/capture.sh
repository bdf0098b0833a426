#!/usr/bin/env bash
# capture.sh: re-captures the heldout10a outputs with mcpsurvey probe.
# Needs: npm ci here, PostgreSQL 15 server binaries and psql, redis-server
# and redis-cli, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout10a-capture) and
# the unlabelled JSONL files into OUT/realout (never over the labelled set:
# labels are written by hand, see README.md).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout10a/data}"
OUT="${OUT:-/tmp/heldout10a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
export PGPORT="${PGPORT:-5452}" REDISPORT="${REDISPORT:-6391}" GQLPORT="${GQLPORT:-4011}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
# the GraphQL endpoint mcp-graphql queries (a bookstore), stopped at exit.
node "$HERE/graphql-endpoint.mjs" &
GQL=$!
trap 'kill $GQL' EXIT
sleep 1

# phase N with kubeconfig K and GraphQL schema file S (empty: the endpoint's
# own schema): servers config, plan, probe, corpus export.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@KUBECONFIG@#$2#g" -e "s#@SCHEMA@#${3:+$HERE/$3}#g" -e "s#@GQLPORT@#$GQLPORT#g" -e "s#@PGPORT@#$PGPORT#g" \
    -e "s#@REDISPORT@#$REDISPORT#g" "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@D@#$D#g" -e "s#@REDISPORT@#$REDISPORT#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 6 --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

# Phase 1: writes (Redis keys, BullMQ jobs, rows) and first reads.
phase 1 config-a
# Phase 2: reads after phase 1's writes, in fresh server processes.
phase 2 config-b tracker.graphql
# Phase 3: mcp-graphql with a third schema (plan3 calls no other server).
phase 3 config-b weather.graphql

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" \
  "$OUT/phase1.jsonl" "$OUT/phase2.jsonl" "$OUT/phase3.jsonl"
