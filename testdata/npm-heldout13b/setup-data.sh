#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout13b servers read into DIR
# (default $HOME/mcpsurvey-heldout13b/data), deleting it first, and starts the
# local backends on 127.0.0.1: MariaDB (port 13306), Prometheus (19090) and
# Alertmanager (19093). Needs Debian's mariadb-server, prometheus and
# prometheus-alertmanager. Stop them with `setup-data.sh --stop DIR`.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
if [ "${1:-}" = "--stop" ]; then
  D="${2:-$HOME/mcpsurvey-heldout13b/data}"
  for f in "$D"/run/*.pid; do [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null || true; done
  exit 0
fi
D="${1:-$HOME/mcpsurvey-heldout13b/data}"
"$0" --stop "$D" || true
sleep 1
rm -rf "$D"
mkdir -p "$D/run" "$D/theme" "$D/prom" "$D/am"
cp -r "$HERE/data/." "$D/"

# MariaDB: a clinic database.
mariadb-install-db --no-defaults --datadir="$D/mysql" --auth-root-authentication-method=normal >/dev/null
mariadbd --no-defaults --datadir="$D/mysql" --socket="$D/run/mysql.sock" --port=13306 --bind-address=127.0.0.1 \
  --pid-file="$D/run/mysql.pid" --user=root --skip-log-error >"$D/run/mysql.log" 2>&1 &
for i in $(seq 1 30); do mariadb --no-defaults -S "$D/run/mysql.sock" -uroot -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
mariadb --no-defaults -S "$D/run/mysql.sock" -uroot < "$D/clinic.sql"

# Prometheus scraping itself and Alertmanager, with rules that fire.
sed "s#@D@#$D#g" "$HERE/data/prometheus.yml.in" > "$D/prom/prometheus.yml"
cp "$HERE/data/rules.yml" "$D/prom/rules.yml"
prometheus --config.file="$D/prom/prometheus.yml" --storage.tsdb.path="$D/prom/tsdb" \
  --web.listen-address=127.0.0.1:19090 --web.enable-lifecycle >"$D/run/prom.log" 2>&1 &
echo $! > "$D/run/prom.pid"
prometheus-alertmanager --config.file="$HERE/data/alertmanager.yml" --storage.path="$D/am" \
  --web.listen-address=127.0.0.1:19093 --cluster.listen-address= >"$D/run/am.log" 2>&1 &
echo $! > "$D/run/am.pid"
sleep 3
