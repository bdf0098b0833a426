#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout6b servers read into DIR
# (default $HOME/mcpsurvey-heldout6b/data), deleting it first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout6b/data}"
rm -rf "$D"; mkdir -p "$D"/http/api "$D"/code/app "$D"/code/scripts "$D"/dbeaver/General/.dbeaver

# --- files served over 127.0.0.1 for the curl server
cat > "$D/http/api/inventory.json" <<'J'
{"warehouse":"north-2","updated":"2026-11-20T08:15:00Z","items":[{"sku":"SKU-1001","name":"Copper kettle","qty":14,"price":39.5},{"sku":"SKU-1002","name":"Enamel mug","qty":0,"price":8.25},{"sku":"SKU-1003","name":"Linen apron","qty":52,"price":21}]}
J
cat > "$D/http/api/health.json" <<'J'
{"status":"ok","uptime_s":86412,"version":"3.4.1","checks":{"db":"ok","cache":"degraded"}}
J
cat > "$D/http/report.csv" <<'C'
region,quarter,revenue,orders
north,Q1,120400,812
north,Q2,131250,877
south,Q1,98000,640
south,Q2,101730,659
C
cat > "$D/http/notes.md" <<'M'
# Release checklist

- [x] Bump version to 3.4.1
- [ ] Update changelog
- [ ] Tag release (owner: Priya)

Contact: ops@example.test
M
cat > "$D/http/motd.txt" <<'T'
Maintenance window: Saturday 02:00-04:00 UTC.
Backups run nightly at 01:30.
T
cat > "$D/http/index.html" <<'H'
<!doctype html><html><head><title>Status board</title></head><body><h1>Status board</h1><ul><li>api: up</li><li>worker: up</li><li>mailer: down</li></ul></body></html>
H

# --- code the security scanner reads
cat > "$D/code/app/server.js" <<'JS'
const express = require('express');
const { exec } = require('child_process');
const mysql = require('mysql');
const app = express();
const db = mysql.createConnection({ host: 'localhost', user: 'root', password: 'hunter2' });
const apiToken = "tok_demo_0000_not_a_real_secret";

app.get('/user', (req, res) => {
  db.query("SELECT * FROM users WHERE id = " + req.query.id, (err, rows) => res.json(rows));
});
app.get('/ping', (req, res) => {
  exec('ping -c 1 ' + req.query.host, (err, out) => res.send(out));
});
app.get('/hello', (req, res) => {
  res.send('<h1>Hello ' + req.query.name + '</h1>');
});
app.post('/calc', (req, res) => {
  res.send(String(eval(req.body.expr)));
});
app.listen(3000);
JS
cat > "$D/code/app/util.js" <<'JS'
const crypto = require('crypto');
function token() { return Math.random().toString(36).slice(2); }
function digest(s) { return crypto.createHash('md5').update(s).digest('hex'); }
module.exports = { token, digest };
JS
cat > "$D/code/app/clean.js" <<'JS'
function add(a, b) { return a + b; }
module.exports = { add };
JS
cat > "$D/code/scripts/report.py" <<'PY'
import os
import pickle
import subprocess
import requests
import yaml

def load(path):
    with open(path, "rb") as f:
        return pickle.load(f)

def run(cmd):
    return subprocess.call(cmd, shell=True)

def cfg(text):
    return yaml.load(text)

def fetch(url):
    return requests.get(url, verify=False)

PASSWORD = "admin123"
PY
cat > "$D/code/scripts/imports.py" <<'PY'
import numpy
import pandas
import flask
import reqeusts_toolbelt_ultra
import fastjsonparse3
PY
cat > "$D/code/package.json" <<'P'
{"name":"demo-shop","version":"1.2.0","dependencies":{"express":"4.17.1","mysql":"2.18.1","lodash":"4.17.20"},"devDependencies":{"jest":"29.7.0"}}
P

# --- SQLite databases
sqlite3 "$D/library.db" <<'S'
CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT, born INTEGER);
CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL, author_id INTEGER REFERENCES authors(id), year INTEGER, pages INTEGER, isbn TEXT UNIQUE);
CREATE TABLE loans (id INTEGER PRIMARY KEY, book_id INTEGER REFERENCES books(id), member TEXT, due DATE, returned INTEGER DEFAULT 0);
CREATE INDEX idx_books_author ON books(author_id);
CREATE VIEW overdue AS SELECT l.id, b.title, l.member, l.due FROM loans l JOIN books b ON b.id = l.book_id WHERE l.returned = 0;
INSERT INTO authors VALUES (1,'Ursula K. Le Guin','USA',1929),(2,'Stanisław Lem','Poland',1921),(3,'Octavia E. Butler','USA',1947),(4,'Italo Calvino','Italy',1923);
INSERT INTO books VALUES (1,'The Dispossessed',1,1974,387,'978-0061054884'),(2,'Solaris',2,1961,204,'978-0156027601'),(3,'Kindred',3,1979,264,'978-0807083697'),(4,'Invisible Cities',4,1972,165,'978-0156453806'),(5,'The Left Hand of Darkness',1,1969,304,'978-0441478125'),(6,'The Cyberiad',2,1965,295,'978-0156027595');
INSERT INTO loans VALUES (1,2,'amara','2026-11-10',0),(2,4,'jonas','2026-12-01',0),(3,1,'amara','2026-10-02',1),(4,5,'li wei','2026-11-18',0);
S
sqlite3 "$D/garden.db" <<'S'
CREATE TABLE plants (id INTEGER PRIMARY KEY, common_name TEXT, latin_name TEXT, bed TEXT, planted DATE, water_ml INTEGER);
CREATE TABLE harvests (id INTEGER PRIMARY KEY, plant_id INTEGER, day DATE, grams REAL);
INSERT INTO plants VALUES (1,'Tomato','Solanum lycopersicum','A1','2026-04-12',500),(2,'Basil','Ocimum basilicum','A2','2026-04-20',150),(3,'Courgette','Cucurbita pepo','B1','2026-05-02',700),(4,'Chard','Beta vulgaris','B2','2026-03-30',300);
INSERT INTO harvests VALUES (1,1,'2026-07-14',820.5),(2,1,'2026-07-28',1130),(3,3,'2026-07-20',2400),(4,2,'2026-06-30',85.25),(5,4,'2026-06-02',610);
S

# --- DBeaver workspace: two connections (the library database, and the garden one)
cat > "$D/dbeaver/General/.dbeaver/data-sources.json" <<J
{
  "folders": {"local": {}},
  "connections": {
    "sqlite-library-1": {"provider": "generic", "driver": "sqlite_jdbc", "name": "Library", "folder": "local",
      "configuration": {"database": "$D/library.db", "url": "jdbc:sqlite:$D/library.db", "type": "dev"}},
    "sqlite-garden-2": {"provider": "generic", "driver": "sqlite_jdbc", "name": "Garden", "folder": "local",
      "configuration": {"database": "$D/garden.db", "url": "jdbc:sqlite:$D/garden.db", "type": "test"}}
  }
}
J
cp "$D/garden.db" "$D/garden-pollinations.db"
echo "data in $D"
