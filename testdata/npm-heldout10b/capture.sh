#!/usr/bin/env bash
# capture.sh: re-captures the heldout10b outputs with mcpsurvey probe.
# Needs (see README.md): npm ci here; PostgreSQL on PGHOST:PGPORT (default
# 127.0.0.1:5442, user postgres, trust auth); an sshd on 127.0.0.1:SSHPORT
# (default 2242) where LAB_USER (default mcpuser, home LAB_HOME) logs in with
# the key KEY (default ~/.ssh/heldout10b_ed25519) and the password LABPW;
# mcpsurvey built (MCPSURVEY, default /tmp/mcpsurvey); python3. Run as a user
# that may write LAB_HOME (root). Writes raw corpora into OUT (default
# /tmp/heldout10b-capture) and the unlabelled JSONL files into OUT/realout
# (never over the labelled set: labels are written by hand).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${DATA:-$HOME/mcpsurvey-heldout10b/data}"
OUT="${OUT:-/tmp/heldout10b-capture}"
MS="${MCPSURVEY:-/tmp/mcpsurvey}"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5442}" PGUSER="${PGUSER:-postgres}"
export SSHPORT="${SSHPORT:-2242}" LAB_USER="${LAB_USER:-mcpuser}" LAB_HOME="${LAB_HOME:-/home/mcpuser}"
KEY="${KEY:-$HOME/.ssh/heldout10b_ed25519}"
LABPW="${LABPW:?set LABPW to the ssh password of LAB_USER}"
export MYHOST="${MYHOST:-127.0.0.1}" MYPORT="${MYPORT:-3342}"   # MariaDB; shop-mysql.sql creates the user shed
MYPW="${MYPW:-shed-local-pass}"
PGURL="postgresql://$PGUSER@$PGHOST:$PGPORT/shop"
mkdir -p "$OUT"
"$HERE/setup-data.sh" "$D"
subst() { sed -e "s#@D@#$D#g" -e "s#@MYPORT@#$MYPORT#g" -e "s#@MYPW@#$MYPW#g" -e "s#@NM@#$NM#g" -e "s#@PGURL@#$PGURL#g" -e "s#@LABPW@#$LABPW#g" \
  -e "s#@SSHPORT@#$SSHPORT#g" -e "s#@LABUSER@#$LAB_USER#g" -e "s#@KEY@#$KEY#g" "$1"; }
subst "$HERE/servers.json.in" > "$OUT/servers.json"
mkdir -p "$D/sshcfg"; chmod 700 "$D/sshcfg"   # ssh-mcp refuses a config folder others can read
subst "$HERE/ssh-mcp.toml.in" > "$D/sshcfg/ssh-mcp.toml"; chmod 600 "$D/sshcfg/ssh-mcp.toml"
mkdir -p "$D/sshsecured-home"

# One probe run per plan (calls one at a time: a server's calls run in
# tools/list order, then plan order). excelparser has two phases, so that
# phase 2 reads the workbooks phase 1 created.
exports=()
for p in ${PLANS:-pgadvanced pgcontext sshpolicy sshsecured excelparser-1 excelparser-2 mysqlops}; do
  s="${p%-[0-9]}"
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); c["mcpServers"]={sys.argv[2]: c["mcpServers"][sys.argv[2]]}; json.dump(c, open(sys.argv[3], "w"))' \
    "$OUT/servers.json" "$s" "$OUT/servers-$p.json"
  subst "$HERE/plan-$p.yaml" > "$OUT/plan-$p.yaml"
  rm -f "$OUT/$p.db"
  "$MS" probe --config "$OUT/servers-$p.json" --plan "$OUT/plan-$p.yaml" --calls plan --allow-destructive \
    --call-jobs 1 --call-timeout 60s --server-timeout 5m --db "$OUT/$p.db"
  "$MS" corpus export --db "$OUT/$p.db" --out "$OUT/$p.jsonl"
  exports+=("$OUT/$p.jsonl")
done

python3 "$HERE/../realout_convert.py" "$HERE/realout-packages.json" "$HERE/package.json" "$OUT/realout" "${exports[@]}"
