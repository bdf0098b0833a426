#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data the heldout17a servers read,
# deleting DIR first (all made up: "Larkspur Depot", a small freight depot).
#  - DIR/pg: a PostgreSQL 15 cluster (Debian's postgresql-15, run as the
#    postgres user on a Unix socket in DIR/pgsock, port 55417, no TCP)
#    holding the depot database, with pg_stat_statements, some dead rows
#    and some query history; DIR/depot.sqlite: a SQLite twin with other tables.
#  - DIR/jvm: real JVM diagnostics of java/Depot.java (OpenJDK 17, and
#    Temurin 25 when present): jstack thread dumps, GC logs of four
#    collectors, jmap -histo snapshots and `jfr summary` outputs; DIR/args
#    holds them as JSON argument files for the plan.
#  - DIR/repo: a small git repository (a dispatch tool in Python/JS) for repomix.
# The PostgreSQL server keeps running; stop it with
#   su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D DIR/pg stop"
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
D="${1:-$HOME/mcpsurvey-heldout17a/data}"
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
J25="${J25:-/usr/lib/jvm/temurin-25-jdk-amd64/bin}"
if [ -f "$D/pg/postmaster.pid" ]; then su postgres -c "$PGBIN/pg_ctl -D $D/pg -m fast stop" || true; fi
rm -rf "$D"
mkdir -p "$D/jvm" "$D/args" "$D/pgsock" "$D/repo"
chmod 755 "$D"

# ---- PostgreSQL ----
chown postgres "$D/pgsock"
mkdir -p "$D/pg" && chown postgres "$D/pg"
su postgres -c "$PGBIN/initdb -D $D/pg -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
cat >> "$D/pg/postgresql.conf" <<CONF
listen_addresses = ''
port = 55417
unix_socket_directories = '$D/pgsock'
shared_preload_libraries = 'pg_stat_statements'
pg_stat_statements.track = all
autovacuum = off
track_io_timing = on
CONF
su postgres -c "$PGBIN/pg_ctl -D $D/pg -l $D/pg/server.log -w start" >/dev/null
PSQL="psql -h $D/pgsock -p 55417 -U postgres -v ON_ERROR_STOP=1 -q"
$PSQL -c "CREATE DATABASE depot"
$PSQL -d depot <<'SQL'
CREATE EXTENSION pg_stat_statements;
CREATE TABLE carriers (id serial PRIMARY KEY, code text NOT NULL UNIQUE, name text NOT NULL, country char(2) NOT NULL, active boolean NOT NULL DEFAULT true);
CREATE TABLE docks (id serial PRIMARY KEY, label text NOT NULL, max_weight_kg integer NOT NULL, refrigerated boolean NOT NULL DEFAULT false);
CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, email text, city text NOT NULL, created_at timestamptz NOT NULL DEFAULT '2026-01-05 09:00+00');
CREATE TABLE shipments (id bigserial PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(id), carrier_id integer REFERENCES carriers(id),
  dock_id integer REFERENCES docks(id) ON DELETE SET NULL, status text NOT NULL CHECK (status IN ('booked','loading','in_transit','delivered','cancelled')),
  weight_kg numeric(10,2) NOT NULL, booked_on date NOT NULL, delivered_on date);
CREATE TABLE shipment_events (id bigserial PRIMARY KEY, shipment_id bigint NOT NULL REFERENCES shipments(id) ON DELETE CASCADE, kind text NOT NULL, at timestamptz NOT NULL, note text);
CREATE TABLE invoices (id serial PRIMARY KEY, shipment_id bigint NOT NULL REFERENCES shipments(id) ON DELETE CASCADE, amount_eur numeric(10,2) NOT NULL, paid boolean NOT NULL DEFAULT false, due_on date NOT NULL);
CREATE TABLE tariff_zones (zone text PRIMARY KEY, base_eur numeric(8,2) NOT NULL, per_kg_eur numeric(8,4) NOT NULL);
CREATE TABLE audit_log (id bigserial, actor text, action text, at timestamptz DEFAULT now());
CREATE INDEX shipments_status_idx ON shipments(status);
CREATE INDEX shipments_booked_idx ON shipments(booked_on);
CREATE INDEX customers_email_idx ON customers(email);
CREATE INDEX invoices_due_idx ON invoices(due_on);
INSERT INTO carriers(code,name,country,active) VALUES ('NRT','Nordtrans Logistik','DE',true),('KST','Kestrel Haulage','GB',true),('VLM','Vela Marittima','IT',true),('PLS','Polar Line Shipping','NO',false),('BRX','Brixen Rail Cargo','AT',true);
INSERT INTO docks(label,max_weight_kg,refrigerated) VALUES ('Dock A1',24000,false),('Dock A2',24000,false),('Dock B1',18000,true),('Dock C4',40000,false);
INSERT INTO customers(name,email,city) SELECT 'Customer '||g, CASE WHEN g%7=0 THEN NULL ELSE 'buyer'||g||'@example.org' END, (ARRAY['Gdansk','Rotterdam','Lyon','Porto','Graz','Malmo'])[1+g%6] FROM generate_series(1,1200) g;
INSERT INTO shipments(customer_id,carrier_id,dock_id,status,weight_kg,booked_on,delivered_on)
  SELECT 1+(g*37)%1200, 1+g%5, 1+g%4, (ARRAY['booked','loading','in_transit','delivered','delivered','delivered','cancelled'])[1+g%7], (50+(g*13)%9000)/1.0, date '2026-01-01'+(g%300), CASE WHEN g%7 IN (3,4,5) THEN date '2026-01-03'+(g%300) END
  FROM generate_series(1,20000) g;
INSERT INTO shipment_events(shipment_id,kind,at,note) SELECT 1+(g%20000), (ARRAY['scanned','loaded','departed','arrived','signed'])[1+g%5], timestamptz '2026-01-01 06:00+00' + (g||' minutes')::interval, CASE WHEN g%50=0 THEN 'pallet re-wrapped' END FROM generate_series(1,60000) g;
INSERT INTO invoices(shipment_id,amount_eur,paid,due_on) SELECT g, 40+(g%700)*1.5, g%3<>0, date '2026-02-01'+(g%250) FROM generate_series(1,15000) g;
INSERT INTO tariff_zones VALUES ('EU-1',35,0.0410),('EU-2',48,0.0525),('NORDIC',61,0.0630),('UK',55,0.0580);
INSERT INTO audit_log(actor,action) SELECT 'clerk'||(g%9), 'edit shipment '||g FROM generate_series(1,3000) g;
ANALYZE;
UPDATE shipments SET status='in_transit' WHERE id % 3 = 0 AND status='booked';
UPDATE shipment_events SET note='checked' WHERE id % 4 = 0;
DELETE FROM audit_log WHERE id % 2 = 0;
UPDATE invoices SET paid=true WHERE id % 5 = 0;
CREATE SCHEMA archive;
CREATE TABLE archive.shipments_2025 (id bigint PRIMARY KEY, customer_id integer NOT NULL, status text NOT NULL, weight_kg numeric(10,2), booked_on date NOT NULL);
CREATE TABLE archive.events_2025 (id bigint PRIMARY KEY, shipment_id bigint NOT NULL REFERENCES archive.shipments_2025(id), kind text NOT NULL, at timestamptz NOT NULL);
CREATE TABLE archive.export_runs (run_id serial PRIMARY KEY, started_at timestamptz NOT NULL, rows_copied integer, ok boolean);
CREATE INDEX events_2025_kind_idx ON archive.events_2025(kind);
INSERT INTO archive.shipments_2025 SELECT g, 1+g%1200, 'delivered', 10+g%800, date '2025-01-01'+(g%365) FROM generate_series(1,8000) g;
INSERT INTO archive.events_2025 SELECT g, 1+g%8000, (ARRAY['scanned','departed','arrived'])[1+g%3], timestamptz '2025-01-01 00:00+00'+(g||' minutes')::interval FROM generate_series(1,24000) g;
INSERT INTO archive.export_runs(started_at,rows_copied,ok) VALUES ('2026-01-02 02:00+00',8000,true),('2026-01-03 02:00+00',0,false);
ANALYZE archive.shipments_2025; ANALYZE archive.events_2025;
DELETE FROM archive.events_2025 WHERE id % 3 = 0;
SQL
# some query history (sequential scans on shipment_events.shipment_id, invoices.shipment_id)
for i in $(seq 1 40); do
  $PSQL -d depot -c "SELECT count(*) FROM shipment_events WHERE shipment_id = $((i*37))" -c "SELECT sum(amount_eur) FROM invoices WHERE shipment_id = $((i*11)) AND NOT paid" \
    -c "SELECT s.id, c.name FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE s.status = 'loading' AND c.city = 'Porto' LIMIT 20" \
    -c "SELECT carrier_id, count(*), avg(weight_kg) FROM shipments WHERE booked_on BETWEEN date '2026-03-01' AND date '2026-05-31' GROUP BY carrier_id" >/dev/null
done
$PSQL -d depot -c "SELECT * FROM shipment_events e JOIN shipments s ON s.id = e.shipment_id WHERE e.note IS NOT NULL ORDER BY e.at DESC" >/dev/null

# ---- SQLite ----
sqlite3 "$D/depot.sqlite" <<'SQL'
CREATE TABLE drivers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, licence TEXT NOT NULL UNIQUE, hired_on TEXT NOT NULL);
CREATE TABLE trucks (id INTEGER PRIMARY KEY, plate TEXT NOT NULL UNIQUE, model TEXT, capacity_kg INTEGER NOT NULL);
CREATE TABLE routes (id INTEGER PRIMARY KEY, origin TEXT NOT NULL, destination TEXT NOT NULL, km REAL NOT NULL);
CREATE TABLE trips (id INTEGER PRIMARY KEY, driver_id INTEGER NOT NULL REFERENCES drivers(id), truck_id INTEGER NOT NULL REFERENCES trucks(id),
  route_id INTEGER REFERENCES routes(id) ON DELETE SET NULL, started_at TEXT NOT NULL, fuel_litres REAL, status TEXT DEFAULT 'planned');
CREATE TABLE maintenance (id INTEGER PRIMARY KEY, truck_id INTEGER NOT NULL REFERENCES trucks(id) ON DELETE CASCADE, done_on TEXT, cost_eur REAL, note TEXT);
CREATE TABLE fuel_prices (day TEXT PRIMARY KEY, eur_per_litre REAL NOT NULL);
CREATE INDEX trips_started_idx ON trips(started_at);
CREATE INDEX maintenance_note_idx ON maintenance(note);
INSERT INTO drivers(name,licence,hired_on) VALUES ('Agnieszka Wrona','PL-C-44120','2019-03-11'),('Joost de Vries','NL-CE-88213','2021-07-01'),('Mateus Pinto','PT-C-10972','2023-02-20'),('Ilse Brandt','DE-CE-55031','2017-10-09');
INSERT INTO trucks(plate,model,capacity_kg) VALUES ('GD 4471K','Volvo FH 460',24000),('RT-882-X','DAF XF 480',24000),('LY 19 PQ','Renault T 440',18000);
INSERT INTO routes(origin,destination,km) VALUES ('Gdansk','Rotterdam',1150.5),('Rotterdam','Lyon',960.0),('Lyon','Porto',1420.2),('Porto','Graz',2660.8);
WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM n WHERE x<400)
INSERT INTO trips(driver_id,truck_id,route_id,started_at,fuel_litres,status) SELECT 1+x%4, 1+x%3, 1+x%4, date('2026-01-01', '+'||(x%300)||' days'), 250+(x*7)%300, CASE x%5 WHEN 0 THEN 'planned' WHEN 1 THEN 'cancelled' ELSE 'done' END FROM n;
INSERT INTO maintenance(truck_id,done_on,cost_eur,note) VALUES (1,'2026-02-14',640.0,'brake pads'),(2,'2026-04-02',1220.5,'gearbox service'),(1,'2026-06-19',310.0,'tyres rotated'),(3,'2026-08-30',95.0,NULL);
INSERT INTO fuel_prices VALUES ('2026-11-20',1.649),('2026-11-21',1.655),('2026-11-22',1.641);
ANALYZE;
SQL

# ---- JVM diagnostics ----
CLS="$D/jvm/classes"
javac -d "$CLS" "$HERE/java/Depot.java"
J="$D/jvm"
run_java() { # JAVA_BIN NAME MODE SECONDS OPTS...
  local bin="$1" name="$2" mode="$3" secs="$4"; shift 4
  "$bin/java" "$@" -cp "$CLS" Depot "$mode" "$secs" > "$J/$name.out" 2>&1 &
  P=$!
}
JB=/usr/lib/jvm/java-17-openjdk-amd64/bin
[ -x "$JB/java" ] || JB="$(dirname "$(readlink -f "$(command -v java)")")"
# 1: G1 (JDK 17), deadlock and contention, full gc* log, JFR recording
run_java "$JB" g1 stuck 20 -Xmx64m "-Xlog:gc*:file=$J/gc-g1-full.log" "-XX:StartFlightRecording:filename=$J/g1.jfr,dumponexit=true"
sleep 5; jstack -l "$P" > "$J/td-stuck-1.txt"; jmap -histo:live "$P" > "$J/histo-1.txt"
sleep 7; jstack "$P" > "$J/td-stuck-2.txt"; jmap -histo:live "$P" > "$J/histo-2.txt"
sleep 5; jmap -histo "$P" > "$J/histo-3.txt"
wait "$P" || true
# 2: Parallel (JDK 17), calm, one line per collection
run_java "$JB" parallel calm 14 -Xmx48m -XX:+UseParallelGC "-Xlog:gc:file=$J/gc-parallel.log"
sleep 6; jstack "$P" > "$J/td-calm-1.txt"; jmap -histo "$P" > "$J/histo-4.txt"
wait "$P" || true
# 3: Serial (JDK 17), -verbose:gc style with heap lines
run_java "$JB" serial calm 8 -Xmx32m -XX:+UseSerialGC "-Xlog:gc,gc+heap=info:file=$J/gc-serial.log"
wait "$P" || true
# 4: ZGC (Temurin 25 when present), stuck, JFR
if [ -x "$J25/java" ]; then JZ="$J25"; else JZ="$JB"; fi
run_java "$JZ" zgc stuck 14 -Xmx96m -XX:+UseZGC "-Xlog:gc*:file=$J/gc-zgc.log" "-XX:StartFlightRecording:filename=$J/zgc.jfr,dumponexit=true"
sleep 6; "$JZ/jstack" "$P" > "$J/td-stuck-3.txt"
wait "$P" || true
"$JB/jfr" summary "$J/g1.jfr" > "$J/jfr-g1.txt"
"$JZ/jfr" summary "$J/zgc.jfr" > "$J/jfr-zgc.txt"
head -n 120 "$J/gc-g1-full.log" > "$J/gc-g1-head.log"
# JSON argument files for the plan
python3 - "$J" "$D/args" <<'PY'
import json, os, sys
j, a = sys.argv[1], sys.argv[2]
def rd(n): return open(os.path.join(j, n), encoding="utf-8", errors="replace").read()
def wr(n, obj): json.dump(obj, open(os.path.join(a, n + ".json"), "w"))
for n in ("td-stuck-1", "td-stuck-2", "td-stuck-3", "td-calm-1"):
    wr(n, {"thread_dump": rd(n + ".txt")})
for n in ("gc-g1-full", "gc-g1-head", "gc-parallel", "gc-serial", "gc-zgc"):
    wr(n, {"gc_log": rd(n + ".log")})
for n in ("histo-1", "histo-2", "histo-3", "histo-4"):
    wr(n, {"histo": rd(n + ".txt")})
wr("cmp-1-2", {"before": rd("histo-1.txt"), "after": rd("histo-2.txt")})
wr("cmp-4-3", {"before": rd("histo-4.txt"), "after": rd("histo-3.txt")})
wr("cmp-2-3", {"before": rd("histo-2.txt"), "after": rd("histo-3.txt")})
for n in ("jfr-g1", "jfr-zgc"):
    wr(n, {"jfr_summary": rd(n + ".txt")})
wr("diag-g1", {"thread_dump": rd("td-stuck-2.txt"), "gc_log": rd("gc-g1-full.log")})
wr("diag-calm", {"thread_dump": rd("td-calm-1.txt"), "gc_log": rd("gc-parallel.log")})
wr("diag-zgc", {"thread_dump": rd("td-stuck-3.txt"), "gc_log": rd("gc-zgc.log")})
wr("diag-td", {"thread_dump": rd("td-stuck-1.txt")})
wr("report-nokey", {"license_key": "LD-TRIAL-0000", "thread_dump": rd("td-calm-1.txt")})
PY

# ---- a small repository for repomix ----
R="$D/repo"
mkdir -p "$R/src/dispatch" "$R/web" "$R/docs" "$R/tests"
cat > "$R/README.md" <<'MD'
# larkspur-dispatch

Dispatch helper of Larkspur Depot: assigns bookings to docks, prints pallet
labels and exports the daily manifest.

| command | what it does |
|---|---|
| `dispatch plan` | assign today's bookings to docks |
| `dispatch labels` | print pallet labels (Zebra ZPL) |
| `dispatch manifest` | export the manifest as CSV |

Maintainer: Ilse Brandt <ilse.brandt@larkspur.example>
MD
cat > "$R/src/dispatch/__init__.py" <<'PY'
"""Larkspur Depot dispatch helper."""
__version__ = "2.4.1"
PY
cat > "$R/src/dispatch/planner.py" <<'PY'
"""Assigns bookings to docks by weight and refrigeration."""
from dataclasses import dataclass

DOCKS = {"A1": 24000, "A2": 24000, "B1": 18000, "C4": 40000}
REFRIGERATED = {"B1"}


@dataclass
class Booking:
    ref: str
    weight_kg: float
    chilled: bool = False


def pick_dock(booking, load):
    """Return the dock with most room that fits the booking, or None."""
    best = None
    for dock, cap in DOCKS.items():
        if booking.chilled and dock not in REFRIGERATED:
            continue
        room = cap - load.get(dock, 0)
        if room >= booking.weight_kg and (best is None or room > best[1]):
            best = (dock, room)
    return best[0] if best else None


def plan(bookings):
    load, out = {}, {}
    for b in sorted(bookings, key=lambda b: -b.weight_kg):
        dock = pick_dock(b, load)
        if dock:  # TODO: queue bookings that fit nowhere
            load[dock] = load.get(dock, 0) + b.weight_kg
        out[b.ref] = dock
    return out
PY
cat > "$R/src/dispatch/labels.py" <<'PY'
"""Pallet labels in ZPL."""

TEMPLATE = "^XA^FO50,50^A0N,40,40^FD{ref}^FS^FO50,110^A0N,30,30^FD{dock} {kg} kg^FS^XZ"


def label(ref, dock, kg):
    return TEMPLATE.format(ref=ref, dock=dock, kg=int(kg))


def labels(assignments, weights):
    return [label(r, d, weights[r]) for r, d in sorted(assignments.items()) if d]
PY
cat > "$R/src/dispatch/config.py" <<'PY'
# Settings of the dispatch helper (defaults for the depot)
PRINTER_HOST = "10.20.0.15"
PRINTER_PORT = 9100
MANIFEST_DIR = "/srv/larkspur/manifests"
# FIXME: read from the environment
API_TOKEN = "ghp_FAKE0000000000000000000000000000000000"
PY
cat > "$R/web/board.js" <<'JS'
// Dock board: shows the load of each dock on the hall screen.
const DOCKS = ["A1", "A2", "B1", "C4"];

export function renderBoard(load, el) {
  el.innerHTML = DOCKS.map((d) => `<li class="dock">${d}: ${load[d] ?? 0} kg</li>`).join("");
}

export async function refresh(el) {
  const res = await fetch("/api/load");
  if (!res.ok) throw new Error(`load failed: ${res.status}`);
  renderBoard(await res.json(), el);
}
JS
cat > "$R/docs/CHANGELOG.md" <<'MD'
# Changelog

## 2.4.1 (2026-10-02)
- Fix: chilled bookings no longer land on Dock A2.

## 2.4.0 (2026-08-14)
- New: `dispatch manifest` exports CSV.
- Dock C4 (40 t) added.
MD
cat > "$R/tests/test_planner.py" <<'PY'
from dispatch.planner import Booking, plan


def test_heavy_goes_to_c4():
    assert plan([Booking("BK-1", 30000)]) == {"BK-1": "C4"}


def test_chilled_goes_to_b1():
    assert plan([Booking("BK-2", 500, chilled=True)]) == {"BK-2": "B1"}
PY
printf 'node_modules/\n*.pyc\n__pycache__/\n' > "$R/.gitignore"
(cd "$R" && git init -q -b main && git -c user.name="Ilse Brandt" -c user.email=ilse.brandt@larkspur.example add -A \
  && GIT_AUTHOR_DATE=2026-10-02T10:00:00Z GIT_COMMITTER_DATE=2026-10-02T10:00:00Z git -c user.name="Ilse Brandt" -c user.email=ilse.brandt@larkspur.example commit -q -m "dispatch 2.4.1")
# packed outputs made by the repomix CLI itself, for attach_packed_output
mkdir -p "$D/packs/xml" "$D/packs/md"
(cd "$R" && "$HERE/node_modules/.bin/repomix" --quiet -o "$D/packs/xml/repomix-output.xml" . \
  && "$HERE/node_modules/.bin/repomix" --quiet --style markdown --include "src/**,docs/**" -o "$D/packs/md/repomix-output.md" .)
find "$D" -path "$D/pg" -prune -o -exec chmod a+rX {} +
echo "data in $D"
