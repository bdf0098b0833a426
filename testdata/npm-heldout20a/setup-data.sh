#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data the heldout20a servers read
# (SQLite files for node-sqlite-mcp and mcp-sqlite-tools, a CSV to import,
# an empty project folder for mockserver-mcp-charles), deleting DIR first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout20a/data}"
rm -rf "$D"
mkdir -p "$D/sqlt" "$D/mockproj" "$D/home"
python3 - "$D" <<'PY'
import sqlite3, sys
d = sys.argv[1]

db = sqlite3.connect(d + "/observatory.db")
db.executescript("""
CREATE TABLE telescopes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  aperture_mm INTEGER NOT NULL,
  mount TEXT DEFAULT 'alt-az',
  commissioned DATE
);
CREATE TABLE observers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT,
  member_since INTEGER
);
CREATE TABLE observations (
  id INTEGER PRIMARY KEY,
  telescope_id INTEGER NOT NULL REFERENCES telescopes(id),
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  target TEXT NOT NULL,
  observed_at TEXT NOT NULL,
  seeing REAL,
  notes TEXT
);
CREATE VIEW night_summary AS
  SELECT substr(observed_at, 1, 10) AS night, count(*) AS n_obs, round(avg(seeing), 2) AS avg_seeing
  FROM observations GROUP BY night;
INSERT INTO telescopes VALUES
  (1, 'Brass Refractor', 102, 'equatorial', '1931-05-14'),
  (2, 'Dobson 12', 305, 'alt-az', '2004-09-01'),
  (3, 'Solar Coronado', 60, 'equatorial', '2019-03-21'),
  (4, 'RC Astrograph', 254, 'equatorial', NULL);
INSERT INTO observers VALUES
  (1, 'Agnes Ostrowska', 'agnes@kestrel-obs.example', 1998),
  (2, 'Bilal Karim', 'bilal@kestrel-obs.example', 2015),
  (3, 'Chen Wei', NULL, 2022),
  (4, 'Dagny Rask', 'dagny@kestrel-obs.example', 2024);
INSERT INTO observations VALUES
  (1, 2, 1, 'M13', '2026-10-02T21:14', 2.1, 'globular resolved to core'),
  (2, 1, 2, 'Saturn', '2026-10-02T22:40', 1.8, 'Cassini division sharp'),
  (3, 2, 3, 'NGC 7000', '2026-10-05T20:55', 3.4, NULL),
  (4, 4, 1, 'M31', '2026-10-05T23:10', 2.9, '3x300s subs, guiding drift'),
  (5, 3, 4, 'Sun', '2026-10-06T11:30', 1.2, 'two prominences on east limb'),
  (6, 2, 2, 'Jupiter', '2026-10-09T01:05', 2.4, 'GRS transit 01:20'),
  (7, 1, 4, 'Albireo', '2026-10-09T20:20', 2.0, 'colour contrast excellent'),
  (8, 4, 3, 'M27', '2026-10-12T21:45', 3.8, 'clouds from 22:10');
""")
db.commit(); db.close()

db = sqlite3.connect(d + "/allotment.db")
db.executescript("""
CREATE TABLE plots (
  plot_no TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  area_m2 REAL NOT NULL,
  water_tap INTEGER NOT NULL DEFAULT 0,
  rent_gbp REAL
);
CREATE TABLE harvests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  plot_no TEXT REFERENCES plots(plot_no),
  crop TEXT NOT NULL,
  kg REAL NOT NULL,
  picked_on DATE NOT NULL
);
INSERT INTO plots VALUES
  ('A1', 'Hollis family', 125.0, 1, 42.50),
  ('A2', 'Priya Nair', 62.5, 0, 21.25),
  ('B4', 'Gwen Morgan', 250.0, 1, 85.00),
  ('C7', 'St Anne''s School', 90.0, 1, 0.0);
INSERT INTO harvests (plot_no, crop, kg, picked_on) VALUES
  ('A1', 'runner beans', 6.4, '2026-08-11'),
  ('A1', 'courgettes', 11.2, '2026-08-19'),
  ('A2', 'garlic', 2.1, '2026-07-02'),
  ('B4', 'potatoes', 38.5, '2026-09-04'),
  ('B4', 'squash', 17.0, '2026-10-01'),
  ('C7', 'strawberries', 4.75, '2026-06-24');
""")
db.commit(); db.close()

db = sqlite3.connect(d + "/sqlt/bakery.db")
db.executescript("""
CREATE TABLE products (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  vegan INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE batches (
  id INTEGER PRIMARY KEY,
  product_code TEXT NOT NULL REFERENCES products(code),
  baked_at TEXT NOT NULL,
  loaves INTEGER NOT NULL,
  baker TEXT
);
CREATE INDEX batches_by_product ON batches(product_code);
INSERT INTO products VALUES
  ('SD-800', 'Country sourdough 800g', 5.20, 1),
  ('RY-500', 'Dark rye 500g', 4.10, 1),
  ('BR-400', 'Butter brioche 400g', 6.75, 0),
  ('FC-300', 'Rosemary focaccia', 3.90, 1);
INSERT INTO batches VALUES
  (101, 'SD-800', '2026-11-24T04:30', 48, 'Ilse'),
  (102, 'RY-500', '2026-11-24T05:10', 30, 'Ilse'),
  (103, 'BR-400', '2026-11-24T05:45', 24, 'Marco'),
  (104, 'SD-800', '2026-11-25T04:25', 52, 'Marco'),
  (105, 'FC-300', '2026-11-25T06:00', 18, NULL);
""")
db.commit(); db.close()
PY
cat > "$D/sqlt/deliveries.csv" <<'CSV'
route,shop,crates,driver
North,Corner Deli,6,Ana
North,Hill Street Cafe,3,Ana
Harbour,Quay Kiosk,2,Femi
Harbour,Net Loft Bistro,5,Femi
CSV
echo '{"name":"tide-timetable-app","private":true}' > "$D/mockproj/package.json"
echo '{"charlesTargetDomains": ["api.tides.example", "booking.harbour.example"], "charlesTargetPort": 443}' > "$D/mockproj/mockCharlesConfig.json"
# OpenAPI files for @kubb/mcp (its working folder is $D/kubb: no kubb.config
# at first, so `init` writes one there; the generate config lives in configs/).
mkdir -p "$D/kubb/configs"
cat > "$D/kubb/harbour.yaml" <<'YAML'
openapi: 3.0.3
info: {title: Harbour Moorings API, version: 1.4.0}
paths:
  /berths:
    get:
      operationId: listBerths
      parameters:
        - {name: pier, in: query, schema: {type: string}}
      responses:
        '200':
          description: Berths
          content:
            application/json:
              schema: {type: array, items: {$ref: '#/components/schemas/Berth'}}
  /berths/{berthId}:
    get:
      operationId: getBerth
      parameters:
        - {name: berthId, in: path, required: true, schema: {type: string}}
      responses:
        '200':
          description: One berth
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Berth'}
        '404': {description: Not found}
components:
  schemas:
    Berth:
      type: object
      required: [id, pier, length_m]
      properties:
        id: {type: string}
        pier: {type: string}
        length_m: {type: number}
        vessel: {type: string, nullable: true}
YAML
cat > "$D/kubb/broken.yaml" <<'YAML'
openapi: 3.0.3
info: {title: Tide Tables, version: 0.9.0}
paths:
  /tides/{station}:
    get:
      operationId: getTides
      parameters:
        - {name: station, in: path, schema: {type: string}}
      responses:
        '200':
          description: Tides
          content:
            application/json:
              schema: {$ref: '#/components/schemas/TideDay'}
components:
  schemas:
    Tide:
      type: object
      properties:
        time: {type: string, format: date-time}
        height_m: {type: numbr}
YAML
echo '{"swagger": "2.0", "info": {"title": "Old Ferry API", "version": "2.1"}, "paths": {"/sailings": {"get": {"responses": {"200": {"description": "ok"}}}}}}' > "$D/kubb/ferry.json"
echo 'openapi: 3.1.0' > "$D/kubb/stub.yaml"
cat > "$D/kubb/configs/harbour.config.mjs" <<'JS'
import { defineConfig } from 'kubb/config'

export default defineConfig({
  input: { path: '../harbour.yaml' },
  output: { path: '../gen/harbour', clean: true },
  plugins: [],
})
JS
echo "data in $D"
