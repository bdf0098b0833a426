#!/usr/bin/env python3
"""standin.py PORT DATA_DIR: a small stand-in for the Metabase REST API
(the subset the heldout17a calls of metabase-ai-assistant use), on
127.0.0.1 only. Made-up content for "Larkspur Depot": databases, tables,
users, groups, collections, cards, dashboards, alerts, actions, segments,
bookmarks. POST /api/dataset runs the native query for real: database 1
on the PostgreSQL depot database of setup-data.sh (psql on its Unix
socket), database 2 on the SQLite file DATA_DIR/depot.sqlite."""
import csv
import io
import json
import re
import sqlite3
import subprocess
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PORT = int(sys.argv[1])
D = sys.argv[2]

ADMIN = {"id": 1, "email": "ilse.brandt@larkspur.example", "first_name": "Ilse", "last_name": "Brandt"}
USERS = [
    dict(ADMIN, is_active=True, is_superuser=True, group_ids=[1, 2], last_login="2026-11-24T16:02:11Z", date_joined="2024-02-12T09:30:00Z"),
    {"id": 2, "email": "joost.devries@larkspur.example", "first_name": "Joost", "last_name": "de Vries", "is_active": True, "is_superuser": False, "group_ids": [1, 3], "last_login": "2026-11-25T07:45:52Z", "date_joined": "2024-06-03T08:00:00Z"},
    {"id": 3, "email": "agnieszka.wrona@larkspur.example", "first_name": "Agnieszka", "last_name": "Wrona", "is_active": True, "is_superuser": False, "group_ids": [1, 4], "last_login": None, "date_joined": "2025-09-15T12:10:00Z"},
    {"id": 4, "email": "mateus.pinto@larkspur.example", "first_name": "Mateus", "last_name": "Pinto", "is_active": False, "is_superuser": False, "group_ids": [1], "last_login": "2026-03-02T10:20:00Z", "date_joined": "2025-01-20T09:00:00Z"},
    {"id": 5, "email": "finance-bot@larkspur.example", "first_name": "Finance", "last_name": "Bot", "is_active": True, "is_superuser": False, "group_ids": [1, 4], "last_login": "2026-11-25T06:00:03Z", "date_joined": "2025-11-01T00:00:00Z"},
]
GROUPS = [{"id": 1, "name": "All Users", "member_count": 5}, {"id": 2, "name": "Administrators", "member_count": 1},
          {"id": 3, "name": "Dispatch", "member_count": 1}, {"id": 4, "name": "Finance", "member_count": 2},
          {"id": 5, "name": "Auditors (read-only)", "member_count": 0}]
COLLECTIONS = [
    {"id": "root", "name": "Our analytics", "description": None, "personal_owner_id": None},
    {"id": 4, "name": "Dispatch", "description": "Dock planning, loading times and carrier performance", "personal_owner_id": None, "location": "/"},
    {"id": 5, "name": "Finance", "description": "Invoices, overdue payments and tariff checks", "personal_owner_id": None, "location": "/"},
    {"id": 6, "name": "Fleet", "description": None, "personal_owner_id": None, "location": "/"},
    {"id": 7, "name": "Archive 2025", "description": "Frozen reports of the 2025 season, read-only", "personal_owner_id": None, "location": "/4/"},
    {"id": 8, "name": "Ilse Brandt's Personal Collection", "description": None, "personal_owner_id": 1},
]
CREATOR = {"email": ADMIN["email"], "common_name": "Ilse Brandt"}
CARDS = [
    {"id": 11, "name": "Shipments by status", "description": "Open and closed shipments per status", "display": "bar", "database_id": 1, "collection_id": 4, "created_at": "2026-02-03T10:15:00Z", "updated_at": "2026-10-30T08:01:44Z", "archived": False, "creator": CREATOR, "query_type": "native"},
    {"id": 12, "name": "Overdue invoices", "description": None, "display": "table", "database_id": 1, "collection_id": 5, "created_at": "2026-03-11T14:00:00Z", "updated_at": "2026-11-20T17:30:09Z", "archived": False, "creator": {"email": "finance-bot@larkspur.example"}, "query_type": "native"},
    {"id": 13, "name": "Fuel per trip (litres)", "description": "Average fuel per finished trip, by truck", "display": "line", "database_id": 2, "collection_id": 6, "created_at": "2026-04-22T09:05:00Z", "updated_at": "2026-04-22T09:05:00Z", "archived": False, "creator": CREATOR, "query_type": "query"},
    {"id": 14, "name": "Dock utilisation this week", "description": "Booked kg per dock against capacity", "display": "progress", "database_id": 1, "collection_id": 4, "created_at": "2026-05-06T07:40:00Z", "updated_at": "2026-11-24T12:12:12Z", "archived": False, "creator": {"email": "joost.devries@larkspur.example"}, "query_type": "native"},
    {"id": 15, "name": "Carrier on-time rate 2025", "description": None, "display": "scalar", "database_id": 1, "collection_id": 7, "created_at": "2025-12-30T16:00:00Z", "updated_at": "2026-01-02T08:00:00Z", "archived": True, "creator": CREATOR, "query_type": "native"},
]
DASHBOARDS = [
    {"id": 3, "name": "Depot daily", "description": "Morning stand-up board: docks, shipments in flight, delays", "collection_id": 4, "dashcards": [{"id": 31, "card_id": 11}, {"id": 32, "card_id": 14}, {"id": 33, "card_id": 13}],
     "parameters": [{"id": "p1", "name": "Date", "type": "date/single"}, {"id": "p2", "name": "Carrier", "type": "string/="}], "creator": CREATOR,
     "created_at": "2026-02-04T08:00:00Z", "updated_at": "2026-11-24T12:15:00Z", "enable_embedding": False},
    {"id": 4, "name": "Finance overview", "description": None, "collection_id": 5, "dashcards": [{"id": 41, "card_id": 12}], "parameters": [],
     "creator": {"email": "finance-bot@larkspur.example"}, "created_at": "2026-03-12T10:00:00Z", "updated_at": "2026-11-20T17:31:00Z", "enable_embedding": True},
    {"id": 5, "name": "Fleet health", "description": "Trips, fuel and maintenance costs per truck", "collection_id": 6, "dashcards": [], "parameters": [{"id": "p9", "name": "Truck", "type": "category"}],
     "creator": CREATOR, "created_at": "2026-04-22T09:30:00Z", "updated_at": "2026-04-22T09:30:00Z", "enable_embedding": False},
]


def fld(i, name, base, sem=None, tid=0):
    return {"id": i, "name": name, "display_name": name.replace("_", " ").title(), "base_type": base, "semantic_type": sem, "table_id": tid}


TABLES = {
    101: {"id": 101, "db_id": 1, "schema": "public", "name": "shipments", "display_name": "Shipments", "rows": 20000, "description": "One row per booked shipment",
          "fields": [fld(1001, "id", "type/BigInteger", "type/PK", 101), fld(1002, "customer_id", "type/Integer", "type/FK", 101), fld(1003, "status", "type/Text", "type/Category", 101),
                     fld(1004, "weight_kg", "type/Decimal", None, 101), fld(1005, "booked_on", "type/Date", "type/CreationDate", 101)]},
    102: {"id": 102, "db_id": 1, "schema": "public", "name": "invoices", "display_name": "Invoices", "rows": 15000, "description": None,
          "fields": [fld(1011, "id", "type/Integer", "type/PK", 102), fld(1012, "shipment_id", "type/BigInteger", "type/FK", 102), fld(1013, "amount_eur", "type/Decimal", "type/Currency", 102),
                     fld(1014, "paid", "type/Boolean", "type/Category", 102), fld(1015, "due_on", "type/Date", None, 102)]},
    103: {"id": 103, "db_id": 1, "schema": "public", "name": "carriers", "display_name": "Carriers", "rows": 5, "description": "Haulage partners",
          "fields": [fld(1021, "id", "type/Integer", "type/PK", 103), fld(1022, "code", "type/Text", None, 103), fld(1023, "name", "type/Text", "type/Name", 103), fld(1024, "country", "type/Text", "type/Country", 103)]},
    104: {"id": 104, "db_id": 1, "schema": "archive", "name": "shipments_2025", "display_name": "Shipments 2025", "rows": 8000, "description": None,
          "fields": [fld(1031, "id", "type/BigInteger", "type/PK", 104), fld(1032, "status", "type/Text", "type/Category", 104)]},
    201: {"id": 201, "db_id": 2, "schema": None, "name": "trips", "display_name": "Trips", "rows": 400, "description": None,
          "fields": [fld(2001, "id", "type/Integer", "type/PK", 201), fld(2002, "driver_id", "type/Integer", "type/FK", 201), fld(2003, "status", "type/Text", "type/Category", 201), fld(2004, "fuel_litres", "type/Float", None, 201)]},
    202: {"id": 202, "db_id": 2, "schema": None, "name": "trucks", "display_name": "Trucks", "rows": 3, "description": None,
          "fields": [fld(2011, "id", "type/Integer", "type/PK", 202), fld(2012, "plate", "type/Text", None, 202), fld(2013, "model", "type/Text", None, 202)]},
}
DATABASES = [
    {"id": 1, "name": "Depot Ops", "engine": "postgres", "is_sample": False, "created_at": "2024-02-12T09:40:00Z", "details": {"host": "pg.larkspur.internal", "dbname": "depot"}},
    {"id": 2, "name": "Fleet", "engine": "sqlite", "is_sample": False, "created_at": "2025-04-01T10:00:00Z", "details": {"db": "/srv/fleet/depot.sqlite"}},
    {"id": 3, "name": "Sample Database", "engine": "h2", "is_sample": True, "created_at": "2024-02-12T09:31:00Z", "details": {}},
]
FIELD_VALUES = {1003: ["booked", "cancelled", "delivered", "in_transit", "loading"], 1014: [False, True], 1024: ["AT", "DE", "GB", "IT", "NO"],
                2003: ["cancelled", "done", "planned"], 1032: ["delivered"]}
ALERTS = [{"id": 21, "card": {"id": 12, "name": "Overdue invoices"}, "alert_condition": "rows", "alert_first_only": False, "creator": {"email": "finance-bot@larkspur.example"},
           "channels": [{"channel_type": "email", "schedule_type": "daily", "schedule_hour": 7, "enabled": True}], "created_at": "2026-03-12T10:05:00Z"},
          {"id": 22, "card": {"id": 14, "name": "Dock utilisation this week"}, "alert_condition": "goal", "alert_above_goal": True, "alert_first_only": True, "creator": CREATOR,
           "channels": [{"channel_type": "slack", "schedule_type": "hourly", "enabled": True}], "created_at": "2026-05-06T08:00:00Z"}]
ACTIONS = [{"id": 51, "name": "Mark invoice paid", "type": "query", "model_id": 12, "description": "Sets paid = true for one invoice", "database_id": 1, "created_at": "2026-06-01T09:00:00Z"},
           {"id": 52, "name": "Re-open shipment", "type": "implicit", "kind": "row/update", "model_id": 11, "description": None, "database_id": 1, "created_at": "2026-06-02T09:00:00Z"}]
SEGMENTS = [{"id": 61, "name": "Heavy shipments", "description": "weight_kg over 5000", "table_id": 101, "archived": False, "creator": CREATOR},
            {"id": 62, "name": "Unpaid invoices", "description": None, "table_id": 102, "archived": False, "creator": {"email": "finance-bot@larkspur.example"}}]
BOOKMARKS = [{"id": "card-11", "type": "card", "item_id": 11, "name": "Shipments by status", "display": "bar"},
             {"id": "dashboard-3", "type": "dashboard", "item_id": 3, "name": "Depot daily"}]


def search(q, models):
    items = []
    for c in CARDS:
        items.append({"model": "card", "id": c["id"], "name": c["name"], "description": c["description"], "collection": {"id": c["collection_id"]}, "archived": c["archived"], "updated_at": c["updated_at"]})
    for d in DASHBOARDS:
        items.append({"model": "dashboard", "id": d["id"], "name": d["name"], "description": d["description"], "collection": {"id": d["collection_id"]}, "archived": False, "updated_at": d["updated_at"]})
    for c in COLLECTIONS[1:6]:
        items.append({"model": "collection", "id": c["id"], "name": c["name"], "description": c["description"], "archived": False})
    for t in TABLES.values():
        items.append({"model": "table", "id": t["id"], "name": t["display_name"], "table_name": t["name"], "table_schema": t["schema"], "database_id": t["db_id"], "description": t["description"]})
    ql = (q or "").lower()
    out = [i for i in items if ql in (i["name"] or "").lower() or ql in (i.get("description") or "").lower()]
    if models:
        out = [i for i in out if i["model"] in models]
    return {"data": out, "total": len(out), "models": sorted({i["model"] for i in out})}


def run_sql(db, sql):
    if db == 2:
        con = sqlite3.connect(D + "/depot.sqlite")
        cur = con.execute(sql)
        cols = [{"name": c[0], "display_name": c[0], "base_type": "type/Text"} for c in cur.description or []]
        rows = [list(r) for r in cur.fetchall()]
        con.close()
    elif db == 1:
        p = subprocess.run(["psql", "-h", D + "/pgsock", "-p", "55417", "-U", "postgres", "-d", "depot", "-X", "--csv", "-c", sql], capture_output=True, text=True, timeout=60)
        if p.returncode != 0:
            raise ValueError(p.stderr.strip().splitlines()[0] if p.stderr.strip() else "query failed")
        r = list(csv.reader(io.StringIO(p.stdout)))
        cols = [{"name": c, "display_name": c, "base_type": "type/Text"} for c in (r[0] if r else [])]
        rows = []
        for row in r[1:]:
            rows.append([None if v == "" else (float(v) if re.fullmatch(r"-?\d+\.\d+", v) else int(v) if re.fullmatch(r"-?\d+", v) else v) for v in row])
    else:
        raise ValueError("Database %d does not support native queries" % db)
    return {"data": {"rows": rows, "cols": cols, "native_form": {"query": sql}}, "row_count": len(rows), "status": "completed", "database_id": db}


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, code, obj):
        b = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return json.loads(self.rfile.read(n) or b"{}")

    def do_GET(self):
        u = urlparse(self.path)
        p, qs = u.path.rstrip("/"), parse_qs(u.query)
        m = re.fullmatch(r"/api/(\w+)(?:/([\w-]+))?(?:/(\w+))?", p)
        if not m:
            return self.send(404, {"message": "Not found."})
        kind, ident, sub = m.groups()
        if kind == "user" and ident == "current":
            return self.send(200, USERS[0])
        if kind == "user":
            if ident:
                u1 = [x for x in USERS if str(x["id"]) == ident]
                return self.send(200, u1[0]) if u1 else self.send(404, {"message": "Not found."})
            return self.send(200, {"data": USERS, "total": len(USERS)})
        if kind == "permissions" and ident == "group":
            return self.send(200, GROUPS)
        if kind == "collection":
            if ident and sub == "items":
                items = [{"model": "card", "id": c["id"], "name": c["name"]} for c in CARDS if str(c["collection_id"]) == ident]
                return self.send(200, {"data": items, "total": len(items)})
            return self.send(200, COLLECTIONS)
        if kind == "card":
            if ident:
                c = [x for x in CARDS if str(x["id"]) == ident]
                return self.send(200, c[0]) if c else self.send(404, "Not found.")
            f = qs.get("f", ["all"])[0]
            cs = [c for c in CARDS if not c["archived"]]
            if "collection_id" in qs:
                cs = [c for c in cs if str(c["collection_id"]) == qs["collection_id"][0]]
            return self.send(200, cs)
        if kind == "dashboard":
            if ident:
                d = [x for x in DASHBOARDS if str(x["id"]) == ident]
                return self.send(200, d[0]) if d else self.send(404, "Not found.")
            return self.send(200, DASHBOARDS)
        if kind == "database":
            if ident and sub == "schemas":
                s = sorted({t["schema"] for t in TABLES.values() if str(t["db_id"]) == ident and t["schema"]})
                return self.send(200, s)
            if ident:
                d = [x for x in DATABASES if str(x["id"]) == ident]
                if not d:
                    return self.send(404, "Not found.")
                d = dict(d[0], tables=[t for t in TABLES.values() if t["db_id"] == d[0]["id"]])
                return self.send(200, d)
            return self.send(200, {"data": [dict(d, tables=[t for t in TABLES.values() if t["db_id"] == d["id"]]) for d in DATABASES], "total": len(DATABASES)})
        if kind == "table" and ident:
            t = TABLES.get(int(ident)) if ident.isdigit() else None
            return self.send(200, t) if t else self.send(404, "Not found.")
        if kind == "field" and ident and sub == "values":
            v = FIELD_VALUES.get(int(ident))
            if v is None:
                return self.send(200, {"values": [], "field_id": int(ident), "has_more_values": False})
            return self.send(200, {"values": [[x] for x in v], "field_id": int(ident), "has_more_values": False})
        if kind == "field" and ident:
            for t in TABLES.values():
                for f in t["fields"]:
                    if str(f["id"]) == ident:
                        return self.send(200, f)
            return self.send(404, "Not found.")
        if kind == "search":
            return self.send(200, search(qs.get("q", [""])[0], qs.get("models", [])))
        if kind == "alert":
            return self.send(200, ALERTS)
        if kind == "action":
            return self.send(200, ACTIONS)
        if kind == "segment":
            return self.send(200, SEGMENTS)
        if kind == "bookmark":
            return self.send(200, BOOKMARKS)
        return self.send(404, {"message": "Not found."})

    def do_POST(self):
        p = urlparse(self.path).path.rstrip("/")
        b = self.body()
        if p == "/api/session":
            return self.send(200, {"id": "5e7c0b2a-11d4-4c55-9a43-depot0000017"})
        if p == "/api/dataset":
            try:
                return self.send(202, run_sql(int(b.get("database")), b.get("native", {}).get("query", "")))
            except Exception as e:  # Metabase answers query errors with 202 and status failed
                return self.send(202, {"status": "failed", "error": str(e), "data": {"rows": [], "cols": []}, "row_count": 0})
        return self.send(404, {"message": "Not found."})


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
