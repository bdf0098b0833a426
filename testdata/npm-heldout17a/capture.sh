#!/usr/bin/env bash
# capture.sh: re-captures the heldout17a outputs with mcpsurvey probe.
# Needs: npm ci here (better-sqlite3 built, see README), Debian's
# postgresql-15 and sqlite3, a JDK 17 (jstack, jmap, jfr; Temurin 25 too if
# present), git, mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey),
# python3. Writes raw corpora into OUT (default /tmp/heldout17a-capture) and
# the unlabelled JSONL files into OUT/realout (never over the labelled set).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout17a/data}"
OUT="${OUT:-/tmp/heldout17a-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
MBPORT="${MBPORT:-18417}"
CMSPORT="${CMSPORT:-18418}"
BOONDPORT="${BOONDPORT:-18419}"
# PHASES: the phases to run (all by default). The set was captured as phases
# 1-4 in one run and phase 5 (boond) in a second run of PHASES=5.
PHASES="${PHASES:-1 2 3 4 5}"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
mkdir -p "$D/home"
# The three API stand-ins, on 127.0.0.1 only.
python3 "$HERE/standin.py" "$MBPORT" "$D" >"$OUT/standin.log" 2>&1 &
MB=$!
python3 "$HERE/standin_cms.py" "$CMSPORT" >"$OUT/standin_cms.log" 2>&1 &
CMS=$!
python3 "$HERE/standin_boond.py" "$BOONDPORT" >"$OUT/standin_boond.log" 2>&1 &
BOOND=$!
trap 'kill $MB $CMS $BOOND; su postgres -c "$PGBIN/pg_ctl -D $D/pg -m fast stop" >/dev/null 2>&1 || true' EXIT
sleep 1

# phase N DRIVER DBURL: servers config, planN.yaml, probe, export.
phase() {
  sed -e "s#@D@#$D#g" -e "s#@NM@#$NM#g" -e "s#@DRIVER@#$2#g" -e "s#@DBURL@#$3#g" \
    -e "s#@MBPORT@#$MBPORT#g" -e "s#@CMSPORT@#$CMSPORT#g" -e "s#@BOONDPORT@#$BOONDPORT#g" \
    "$HERE/servers.json.in" > "$OUT/servers$1.json"
  sed -e "s#@D@#$D#g" "$HERE/plan$1.yaml" > "$OUT/plan$1.yaml"
  rm -f "$OUT/phase$1.db"
  "$MS" probe --config "$OUT/servers$1.json" --plan "$OUT/plan$1.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --jobs 4 --call-timeout 120s --server-timeout 15m --db "$OUT/phase$1.db"
  "$MS" corpus export --db "$OUT/phase$1.db" --out "$OUT/phase$1.jsonl"
}

PGURL="postgresql://postgres@localhost:55417/depot?host=$D/pgsock"
EXPORTS=()
for n in $PHASES; do
  case $n in
    1) phase 1 postgres "$PGURL" ;;          # PostgreSQL (setup-data.sh's cluster), JVM files, repository
    2) phase 2 sqlite "$D/depot.sqlite" ;;   # the SQLite file (only dbanalyzer has calls in plan2.yaml)
    3) phase 3 postgres "$PGURL" ;;          # metabase-ai-assistant on standin.py (its SQL runs on the depot data)
    4) phase 4 postgres "$PGURL" ;;          # pulsemcp-cms-admin-mcp-server on standin_cms.py
    5) phase 5 postgres "$PGURL" ;;          # boondmanager-mcp-server on standin_boond.py
  esac
  EXPORTS+=("$OUT/phase$n.jsonl")
done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "${EXPORTS[@]}"
