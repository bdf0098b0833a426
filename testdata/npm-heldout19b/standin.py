#!/usr/bin/env python3
"""standin.py DATA_DIR: the local stand-ins the heldout19b servers talk to.

Everything listens on 127.0.0.1 only:
  18591  a Metabase API (a coffee roastery's analytics) for @getnao/metabase-mcp-server
  18592  an n8n public API (a library's automations) for @node2flow/n8n-management-mcp
  18593  the chart render service (VIS_REQUEST_SERVER) for @antv/mcp-server-chart
  18594  the plant-nursery REST API described by DATA_DIR/nursery.yaml (@ivotoby/openapi-mcp-server)
  18595  the community-garden web site in DATA_DIR/site (static files, for mcp-selenium)
  11434  an Ollama API with a TranslateGemma model (for @mcptoolshop/polyglot-mcp)
All content is made up. Requests are logged to stderr."""
import hashlib
import json
import os
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~/mcpsurvey-heldout19b/data")


class Base(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        sys.stderr.write("%s %s\n" % (self.server.server_port, fmt % args))

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            return json.loads(raw) if raw else {}
        except ValueError:
            return {}

    def send(self, code, obj, ctype="application/json"):
        data = obj if isinstance(obj, (bytes, str)) else json.dumps(obj)
        if isinstance(data, str):
            data = data.encode("utf-8")
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_PUT(self):
        self.route("PUT")

    def do_PATCH(self):
        self.route("PATCH")

    def do_DELETE(self):
        self.route("DELETE")


# ---------------------------------------------------------------- Metabase
COLLECTIONS = [
    {"id": 2, "name": "Roastery Ops", "location": "/", "description": "Roasting, green stock and quality", "slug": "roastery_ops", "personal_owner_id": None},
    {"id": 3, "name": "Wholesale", "location": "/", "description": "Café accounts and invoices", "slug": "wholesale", "personal_owner_id": None},
    {"id": 4, "name": "Subscriptions", "location": "/3/", "description": None, "slug": "subscriptions", "personal_owner_id": None},
    {"id": 5, "name": "Nadia Brenner's Personal Collection", "location": "/", "description": None, "slug": "nadia_brenner_s_personal_collection", "personal_owner_id": 1},
]
CARDS = [
    {"id": 11, "name": "Roasts per week", "display": "line", "collection_id": 2, "description": "Batches roasted per ISO week, all roasters",
     "database_id": 1, "table_id": 31, "query_type": "query", "created_at": "2026-03-02T09:14:00Z", "updated_at": "2026-11-18T16:40:12Z",
     "creator": {"id": 1, "common_name": "Nadia Brenner", "email": "nadia@emberoak.example"}, "collection": {"id": 2, "name": "Roastery Ops"}, "view_count": 214},
    {"id": 12, "name": "Green stock below reorder point", "display": "table", "collection_id": 2, "description": "Lots with fewer than 120 kg left",
     "database_id": 1, "table_id": 32, "query_type": "native", "created_at": "2026-04-11T07:55:30Z", "updated_at": "2026-11-20T08:02:41Z",
     "creator": {"id": 2, "common_name": "Tomás Ferreira", "email": "tomas@emberoak.example"}, "collection": {"id": 2, "name": "Roastery Ops"}, "view_count": 97},
    {"id": 13, "name": "Cupping scores by origin", "display": "bar", "collection_id": 2, "description": None,
     "database_id": 1, "table_id": 33, "query_type": "query", "created_at": "2026-05-06T13:21:09Z", "updated_at": "2026-10-29T11:12:00Z",
     "creator": {"id": 3, "common_name": "Ama Owusu", "email": "ama@emberoak.example"}, "collection": {"id": 2, "name": "Roastery Ops"}, "view_count": 58},
    {"id": 21, "name": "Wholesale revenue by café", "display": "table", "collection_id": 3, "description": "Invoiced net revenue, last 90 days",
     "database_id": 1, "table_id": 41, "query_type": "native", "created_at": "2026-02-14T10:00:00Z", "updated_at": "2026-11-21T17:30:05Z",
     "creator": {"id": 1, "common_name": "Nadia Brenner", "email": "nadia@emberoak.example"}, "collection": {"id": 3, "name": "Wholesale"}, "view_count": 301},
    {"id": 22, "name": "Overdue invoices", "display": "table", "collection_id": 3, "description": "Unpaid more than 30 days after due date",
     "database_id": 1, "table_id": 42, "query_type": "query", "created_at": "2026-06-01T08:45:00Z", "updated_at": "2026-11-22T07:10:44Z",
     "creator": {"id": 4, "common_name": "Leon Park", "email": "leon@emberoak.example"}, "collection": {"id": 3, "name": "Wholesale"}, "view_count": 142},
    {"id": 31, "name": "Active subscriptions", "display": "scalar", "collection_id": 4, "description": "Subscriptions with a delivery in the next 35 days",
     "database_id": 1, "table_id": 51, "query_type": "query", "created_at": "2026-07-19T12:00:00Z", "updated_at": "2026-11-23T06:00:00Z",
     "creator": {"id": 4, "common_name": "Leon Park", "email": "leon@emberoak.example"}, "collection": {"id": 4, "name": "Subscriptions"}, "view_count": 77},
    {"id": 32, "name": "Churned subscribers by month", "display": "bar", "collection_id": 4, "description": None,
     "database_id": 1, "table_id": 51, "query_type": "native", "created_at": "2026-08-03T15:30:00Z", "updated_at": "2026-11-02T09:45:00Z",
     "creator": {"id": 3, "common_name": "Ama Owusu", "email": "ama@emberoak.example"}, "collection": {"id": 4, "name": "Subscriptions"}, "view_count": 23},
]
RESULTS = {
    11: (["Week", "Batches", "Kg roasted"], [["2026-W44", 38, 452.5], ["2026-W45", 41, 489.0], ["2026-W46", 36, 431.25], ["2026-W47", 44, 530.75]]),
    12: (["Lot", "Origin", "Kg left", "Reorder point"], [["GR-2611", "Huila, Colombia", 84.0, 120], ["GR-2598", "Sidama, Ethiopia", 61.5, 120], ["GR-2620", "Cerrado, Brazil", 112.0, 120]]),
    13: (["Origin", "Samples", "Avg score"], [["Ethiopia", 14, 87.4], ["Kenya", 9, 86.9], ["Colombia", 17, 85.2], ["Brazil", 11, 83.6], ["Guatemala", 6, 84.8]]),
    21: (["Café", "City", "Invoices", "Net revenue"], [["Lantern Café", "Ghent", 12, 8421.6], ["Pier 4 Coffee", "Antwerp", 9, 6120.0], ["Mossgreen", "Bruges", 7, 4388.45], ["Kaffee Ost", "Aachen", 5, 2975.2]]),
    22: (["Invoice", "Café", "Due date", "Amount", "Days overdue"], [["INV-10492", "Mossgreen", "2026-10-05", 612.4, 51], ["INV-10517", "Kaffee Ost", "2026-10-19", 388.0, 37]]),
    31: (["Count"], [[1284]]),
    32: (["Month", "Churned", "New"], [["2026-08", 41, 96], ["2026-09", 38, 88], ["2026-10", 52, 71]]),
}
DASHBOARDS = [
    {"id": 7, "name": "Roastery weekly", "collection_id": 2, "description": "Monday stand-up numbers", "created_at": "2026-03-03T08:00:00Z",
     "updated_at": "2026-11-18T16:45:00Z", "creator_id": 1, "archived": False, "enable_embedding": False, "public_uuid": None, "width": "fixed",
     "dashcards": [{"id": 101, "card_id": 11, "row": 0, "col": 0, "size_x": 12, "size_y": 6}, {"id": 102, "card_id": 12, "row": 0, "col": 12, "size_x": 12, "size_y": 6},
                   {"id": 103, "card_id": 13, "row": 6, "col": 0, "size_x": 24, "size_y": 8}]},
    {"id": 8, "name": "Wholesale health", "collection_id": 3, "description": "Revenue and receivables per café", "created_at": "2026-02-15T09:00:00Z",
     "updated_at": "2026-11-22T07:15:00Z", "creator_id": 4, "archived": False, "enable_embedding": True, "public_uuid": "4f1c9a2e-77b0-4c1e-9d35-2b8e61f0aa10", "width": "full",
     "dashcards": [{"id": 111, "card_id": 21, "row": 0, "col": 0, "size_x": 16, "size_y": 8}, {"id": 112, "card_id": 22, "row": 0, "col": 16, "size_x": 8, "size_y": 8}]},
    {"id": 9, "name": "Subscriptions overview", "collection_id": 4, "description": None, "created_at": "2026-07-20T10:00:00Z",
     "updated_at": "2026-11-23T06:05:00Z", "creator_id": 3, "archived": False, "enable_embedding": False, "public_uuid": None, "width": "fixed",
     "dashcards": [{"id": 121, "card_id": 31, "row": 0, "col": 0, "size_x": 6, "size_y": 4}, {"id": 122, "card_id": 32, "row": 0, "col": 6, "size_x": 18, "size_y": 8}]},
]
DATABASES = [
    {"id": 1, "name": "Roastery warehouse", "engine": "postgres", "description": "Nightly copy of the ERP", "is_sample": False, "timezone": "Europe/Brussels", "created_at": "2026-01-20T08:00:00Z"},
    {"id": 2, "name": "Webshop", "engine": "mysql", "description": None, "is_sample": False, "timezone": "UTC", "created_at": "2026-01-22T11:30:00Z"},
    {"id": 3, "name": "Sample Database", "engine": "h2", "description": "Some example data to play around with.", "is_sample": True, "timezone": "UTC", "created_at": "2026-01-20T07:59:00Z"},
]
TABLES = {
    1: [{"id": 31, "name": "roast_batches", "schema": "production", "db_id": 1, "description": "One row per roaster batch", "display_name": "Roast Batches", "entity_type": "entity/GenericTable"},
        {"id": 32, "name": "green_lots", "schema": "production", "db_id": 1, "description": "Green coffee lots in the warehouse", "display_name": "Green Lots", "entity_type": "entity/GenericTable"},
        {"id": 33, "name": "cuppings", "schema": "quality", "db_id": 1, "description": None, "display_name": "Cuppings", "entity_type": "entity/GenericTable"},
        {"id": 41, "name": "invoices", "schema": "sales", "db_id": 1, "description": "Wholesale invoices", "display_name": "Invoices", "entity_type": "entity/TransactionTable"},
        {"id": 42, "name": "cafes", "schema": "sales", "db_id": 1, "description": "Wholesale customers", "display_name": "Cafes", "entity_type": "entity/CompanyTable"}],
    2: [{"id": 51, "name": "subscriptions", "schema": None, "db_id": 2, "description": "Webshop coffee subscriptions", "display_name": "Subscriptions", "entity_type": "entity/SubscriptionTable"},
        {"id": 52, "name": "orders", "schema": None, "db_id": 2, "description": None, "display_name": "Orders", "entity_type": "entity/TransactionTable"}],
}
FIELDS = {
    31: [("id", "type/BigInteger", "type/PK", None), ("roasted_at", "type/DateTimeWithLocalTZ", "type/CreationTimestamp", "Drop time"),
         ("roaster", "type/Text", "type/Category", "Loring S15 or Probat P12"), ("lot_id", "type/Text", "type/FK", None), ("green_kg", "type/Float", None, "Weight before roasting"),
         ("roasted_kg", "type/Float", None, "Weight after roasting")],
    32: [("lot_id", "type/Text", "type/PK", None), ("origin", "type/Text", "type/Category", None), ("arrived_on", "type/Date", None, None), ("kg_left", "type/Float", "type/Quantity", None)],
    41: [("invoice_no", "type/Text", "type/PK", None), ("cafe_id", "type/Integer", "type/FK", None), ("due_date", "type/Date", None, None), ("net_amount", "type/Decimal", "type/Currency", "EUR, without VAT"), ("paid", "type/Boolean", None, None)],
    51: [("id", "type/Integer", "type/PK", None), ("email", "type/Text", "type/Email", None), ("plan", "type/Text", "type/Category", "250 g or 1 kg, every 2 or 4 weeks"), ("started_on", "type/Date", "type/JoinDate", None), ("status", "type/Text", "type/Category", None)],
}
USERS = [
    {"id": 1, "email": "nadia@emberoak.example", "first_name": "Nadia", "last_name": "Brenner", "common_name": "Nadia Brenner", "is_superuser": True, "is_active": True, "last_login": "2026-11-24T08:01:12Z", "date_joined": "2026-01-20T08:00:00Z", "locale": None, "sso_source": None},
    {"id": 2, "email": "tomas@emberoak.example", "first_name": "Tomás", "last_name": "Ferreira", "common_name": "Tomás Ferreira", "is_superuser": False, "is_active": True, "last_login": "2026-11-23T14:22:50Z", "date_joined": "2026-02-02T09:30:00Z", "locale": "pt", "sso_source": None},
    {"id": 3, "email": "ama@emberoak.example", "first_name": "Ama", "last_name": "Owusu", "common_name": "Ama Owusu", "is_superuser": False, "is_active": True, "last_login": "2026-11-21T10:05:03Z", "date_joined": "2026-04-15T12:00:00Z", "locale": None, "sso_source": None},
    {"id": 4, "email": "leon@emberoak.example", "first_name": "Leon", "last_name": "Park", "common_name": "Leon Park", "is_superuser": False, "is_active": False, "last_login": "2026-09-30T16:40:00Z", "date_joined": "2026-05-10T08:15:00Z", "locale": "de", "sso_source": None},
]
ACTIVITY = [
    {"id": 901, "timestamp": "2026-11-24T08:03:10Z", "topic": "card-update", "model": "card", "model_id": 22, "user_id": 4, "details": {"name": "Overdue invoices"}},
    {"id": 900, "timestamp": "2026-11-23T17:42:00Z", "topic": "dashboard-add-cards", "model": "dashboard", "model_id": 9, "user_id": 3, "details": {"name": "Subscriptions overview"}},
    {"id": 899, "timestamp": "2026-11-23T09:15:27Z", "topic": "card-create", "model": "card", "model_id": 32, "user_id": 3, "details": {"name": "Churned subscribers by month"}},
    {"id": 898, "timestamp": "2026-11-22T07:15:00Z", "topic": "dashboard-update", "model": "dashboard", "model_id": 8, "user_id": 1, "details": {"name": "Wholesale health"}},
    {"id": 897, "timestamp": "2026-11-20T08:02:41Z", "topic": "card-update", "model": "card", "model_id": 12, "user_id": 2, "details": {"name": "Green stock below reorder point"}},
    {"id": 896, "timestamp": "2026-11-18T16:45:00Z", "topic": "user-joined", "model": "user", "model_id": 3, "user_id": 3, "details": {}},
]
RECENT_VIEWS = [
    {"model": "dashboard", "model_id": 7, "name": "Roastery weekly", "timestamp": "2026-11-24T08:05:00Z", "display": None},
    {"model": "card", "model_id": 21, "name": "Wholesale revenue by café", "timestamp": "2026-11-24T07:58:30Z", "display": "table"},
    {"model": "table", "model_id": 41, "name": "invoices", "timestamp": "2026-11-23T16:10:12Z", "display": None},
]


def mb_card_list(coll):
    return [c for c in CARDS if coll is None or c["collection_id"] == coll]


def mb_card(cid):
    c = next((c for c in CARDS if c["id"] == cid), None)
    if not c:
        return None
    d = dict(c)
    d.update({"archived": False, "enable_embedding": False, "cache_ttl": None, "result_metadata": [{"name": x} for x in RESULTS[cid][0]],
              "visualization_settings": {"graph.dimensions": [RESULTS[cid][0][0]]}, "entity_id": "e%06d" % cid, "type": "question"})
    return d


def mb_result(cols, rows):
    return {"data": {"cols": [{"display_name": c, "name": c.lower().replace(" ", "_")} for c in cols], "rows": rows},
            "row_count": len(rows), "status": "completed", "database_id": 1}


NATIVE = [
    (r"count\(\*\).*roast_batches", (["roaster", "batches"], [["Loring S15", 96], ["Probat P12", 63]])),
    (r"from\s+green_lots", (["lot_id", "origin", "kg_left"], [["GR-2598", "Sidama, Ethiopia", 61.5], ["GR-2611", "Huila, Colombia", 84.0], ["GR-2620", "Cerrado, Brazil", 112.0], ["GR-2633", "Nyeri, Kenya", 240.0], ["GR-2640", "Huehuetenango, Guatemala", 315.5]])),
    (r"from\s+invoices", (["invoice_no", "due_date", "net_amount", "paid"], [["INV-10492", "2026-10-05", 612.4, False], ["INV-10517", "2026-10-19", 388.0, False], ["INV-10530", "2026-11-02", 1045.9, True]])),
    (r"from\s+subscriptions", (["plan", "subscribers"], [["250 g / 2 weeks", 512], ["250 g / 4 weeks", 433], ["1 kg / 4 weeks", 339]])),
    (r"from\s+cafes", (["name", "city", "since"], [["Lantern Café", "Ghent", "2023-05-01"], ["Pier 4 Coffee", "Antwerp", "2024-02-12"], ["Mossgreen", "Bruges", "2025-09-30"], ["Kaffee Ost", "Aachen", "2026-03-15"]])),
]


def mb_native(q):
    for pat, res in NATIVE:
        if re.search(pat, q, re.I):
            return res
    return None


class Metabase(Base):
    def route(self, method):
        u = urlparse(self.path)
        p, qs = u.path, parse_qs(u.query)
        if self.headers.get("x-api-key") != "mb_heldout19b":
            return self.send(401, "Unauthenticated", "text/plain")
        b = self.body() if method in ("POST", "PUT") else {}
        m = re.match(r"^/api/card/(\d+)(/query)?$", p)
        if p == "/api/card" and method == "GET":
            coll = int(qs["collection"][0]) if "collection" in qs else None
            return self.send(200, mb_card_list(coll))
        if m:
            cid = int(m.group(1))
            if cid not in RESULTS:
                return self.send(404, "Not found.", "text/plain")
            if m.group(2):
                return self.send(202, mb_result(*RESULTS[cid]))
            if method == "PUT":
                d = mb_card(cid)
                d.update({k: v for k, v in b.items() if k in ("name", "description", "display", "collection_id")})
                d["updated_at"] = "2026-11-25T12:00:00Z"
                return self.send(200, d)
            return self.send(200, mb_card(cid))
        if p == "/api/card" and method == "POST":
            d = {"id": 40, "name": b.get("name"), "display": b.get("display", "table"), "collection_id": b.get("collection_id"),
                 "description": b.get("description"), "database_id": (b.get("dataset_query") or {}).get("database"), "query_type": (b.get("dataset_query") or {}).get("type"),
                 "created_at": "2026-11-25T12:00:00Z", "updated_at": "2026-11-25T12:00:00Z", "creator": USERS[0], "type": b.get("type", "question")}
            return self.send(200, d)
        if p.startswith("/api/dataset"):
            q = ((b.get("native") or {}).get("query")) or ""
            res = mb_native(q)
            if res is None:
                return self.send(202, {"status": "failed", "error": "ERROR: relation does not exist", "row_count": 0, "data": {"rows": [], "cols": []}})
            if p == "/api/dataset/csv":
                cols, rows = res
                lines = [",".join(cols)] + [",".join('"%s"' % v if isinstance(v, str) and "," in v else str(v).lower() if isinstance(v, bool) else str(v) for v in r) for r in rows]
                return self.send(200, "\n".join(lines) + "\n", "text/csv")
            if p == "/api/dataset/json":
                cols, rows = res
                return self.send(200, [dict(zip(cols, r)) for r in rows])
            return self.send(202, mb_result(*res))
        if p == "/api/dashboard" and method == "GET":
            coll = int(qs["collection"][0]) if "collection" in qs else None
            return self.send(200, [{k: v for k, v in d.items() if k != "dashcards"} for d in DASHBOARDS if coll is None or d["collection_id"] == coll])
        m = re.match(r"^/api/dashboard/(\d+)$", p)
        if m:
            d = next((x for x in DASHBOARDS if x["id"] == int(m.group(1))), None)
            if not d:
                return self.send(404, "Not found.", "text/plain")
            d = json.loads(json.dumps(d))
            for dc in d["dashcards"]:
                dc["card"] = {"id": dc["card_id"], "name": next(c["name"] for c in CARDS if c["id"] == dc["card_id"])}
            if method == "PUT":
                d.update({k: v for k, v in b.items() if k in ("name", "description")})
            return self.send(200, d)
        if p == "/api/dashboard" and method == "POST":
            return self.send(200, {"id": 10, "name": b.get("name"), "description": b.get("description"), "collection_id": b.get("collection_id"),
                                   "created_at": "2026-11-25T12:00:00Z", "creator_id": 1, "dashcards": [], "width": "fixed"})
        if p == "/api/database":
            dbs = json.loads(json.dumps(DATABASES))
            if qs.get("include") == ["tables"]:
                for d in dbs:
                    d["tables"] = TABLES.get(d["id"], [])
            return self.send(200, {"data": dbs, "total": len(dbs)})
        m = re.match(r"^/api/database/(\d+)/(metadata|schemas)$", p)
        if m:
            dbid = int(m.group(1))
            db = next((d for d in DATABASES if d["id"] == dbid), None)
            if not db:
                return self.send(404, "Not found.", "text/plain")
            if m.group(2) == "schemas":
                return self.send(200, sorted({t["schema"] for t in TABLES.get(dbid, []) if t["schema"]}) or ["PUBLIC"])
            d = dict(db)
            d["tables"] = TABLES.get(dbid, [])
            return self.send(200, d)
        m = re.match(r"^/api/table/(\d+)(/query_metadata)?$", p)
        if m:
            tid = int(m.group(1))
            t = next((t for ts in TABLES.values() for t in ts if t["id"] == tid), None)
            if not t:
                return self.send(404, "Not found.", "text/plain")
            d = dict(t)
            if method == "PUT":
                d.update({k: v for k, v in b.items() if k in ("display_name", "description", "visibility_type")})
                return self.send(200, d)
            d["fields"] = [{"id": tid * 100 + i, "name": n, "base_type": bt, "semantic_type": st, "description": desc, "display_name": n.replace("_", " ").title()}
                           for i, (n, bt, st, desc) in enumerate(FIELDS.get(tid, []), 1)]
            return self.send(200, d)
        m = re.match(r"^/api/field/(\d+)$", p)
        if m and method == "PUT":
            fid = int(m.group(1))
            tid, i = divmod(fid, 100)
            f = FIELDS.get(tid, [])
            if not 1 <= i <= len(f):
                return self.send(404, "Not found.", "text/plain")
            n, bt, st, desc = f[i - 1]
            d = {"id": fid, "name": n, "base_type": bt, "semantic_type": st, "description": desc, "table_id": tid, "display_name": n.replace("_", " ").title()}
            d.update({k: v for k, v in b.items() if k in ("display_name", "description", "semantic_type", "visibility_type")})
            return self.send(200, d)
        if p == "/api/collection":
            return self.send(200, [dict(c, model="collection") for c in COLLECTIONS])
        m = re.match(r"^/api/collection/(\d+)/items$", p)
        if m:
            cid = int(m.group(1))
            items = [{"id": c["id"], "name": c["name"], "model": "card", "display": c["display"], "description": c["description"]} for c in CARDS if c["collection_id"] == cid]
            items += [{"id": d["id"], "name": d["name"], "model": "dashboard", "description": d["description"]} for d in DASHBOARDS if d["collection_id"] == cid]
            items += [{"id": c["id"], "name": c["name"], "model": "collection", "description": c["description"]} for c in COLLECTIONS if c["location"] == "/%d/" % cid]
            return self.send(200, {"data": items, "total": len(items), "models": sorted({i["model"] for i in items})})
        if p == "/api/search":
            q = (qs.get("q") or [""])[0].lower()
            models = qs.get("models")
            items = [{"id": c["id"], "name": c["name"], "model": "card", "collection": {"id": c["collection_id"]}, "description": c["description"]} for c in CARDS]
            items += [{"id": d["id"], "name": d["name"], "model": "dashboard", "description": d["description"]} for d in DASHBOARDS]
            items += [{"id": c["id"], "name": c["name"], "model": "collection", "description": c["description"]} for c in COLLECTIONS]
            items += [{"id": t["id"], "name": t["display_name"], "model": "table", "description": t["description"], "table_schema": t["schema"]} for ts in TABLES.values() for t in ts]
            items = [i for i in items if q in (i["name"] + " " + (i["description"] or "")).lower() and (not models or i["model"] in models)]
            return self.send(200, {"data": items, "total": len(items), "limit": None, "offset": None})
        if p == "/api/activity":
            n = int((qs.get("limit") or ["50"])[0])
            return self.send(200, ACTIVITY[:n])
        if p == "/api/activity/recent_views":
            return self.send(200, RECENT_VIEWS)
        if p == "/api/user/current":
            d = dict(USERS[0])
            d.update({"has_invited_second_user": True, "group_ids": [1, 2], "personal_collection_id": 5, "is_installer": True})
            return self.send(200, d)
        if p == "/api/user":
            return self.send(200, {"data": USERS, "total": len(USERS), "limit": None, "offset": None})
        return self.send(404, "API endpoint does not exist.", "text/plain")


# ---------------------------------------------------------------- n8n
N8N_TAGS = [{"id": "t1", "name": "circulation", "createdAt": "2026-02-01T10:00:00.000Z", "updatedAt": "2026-02-01T10:00:00.000Z"},
            {"id": "t2", "name": "events", "createdAt": "2026-02-01T10:00:05.000Z", "updatedAt": "2026-02-01T10:00:05.000Z"},
            {"id": "t3", "name": "nightly", "createdAt": "2026-03-12T08:30:00.000Z", "updatedAt": "2026-03-12T08:30:00.000Z"}]


def n8n_wf(i, name, active, tags, nodes, created, updated):
    return {"id": i, "name": name, "active": active, "createdAt": created, "updatedAt": updated, "isArchived": False,
            "tags": [t for t in N8N_TAGS if t["name"] in tags], "nodes": nodes, "connections": {}, "settings": {"executionOrder": "v1", "timezone": "Europe/Oslo"},
            "versionId": hashlib.md5(i.encode()).hexdigest()[:8] + "-0c1d-4e2f-9a3b-" + hashlib.md5(name.encode()).hexdigest()[:12], "triggerCount": 1 if active else 0}


def node(n, t, v, pos, params):
    return {"id": hashlib.md5((n + t).encode()).hexdigest()[:8], "name": n, "type": t, "typeVersion": v, "position": pos, "parameters": params}


N8N_WF = [
    n8n_wf("Lq3vX8aQk2", "Overdue loan reminders", True, ["circulation", "nightly"],
           [node("Every night 02:00", "n8n-nodes-base.scheduleTrigger", 1.2, [0, 0], {"rule": {"interval": [{"triggerAtHour": 2}]}}),
            node("Fetch overdue loans", "n8n-nodes-base.httpRequest", 4.2, [220, 0], {"url": "http://ils.fjordby-library.example/api/loans?status=overdue", "method": "GET"}),
            node("Send reminder mail", "n8n-nodes-base.emailSend", 2.1, [440, 0], {"toEmail": "={{ $json.patron_email }}", "subject": "Your loan is overdue"})],
           "2026-02-03T09:12:44.000Z", "2026-11-19T15:02:10.000Z"),
    n8n_wf("b7RtYz01Mn", "Event sign-up to calendar", True, ["events"],
           [node("Sign-up form", "n8n-nodes-base.formTrigger", 2.2, [0, 0], {"formTitle": "Reading circle sign-up"}),
            node("Add to calendar", "n8n-nodes-base.googleCalendar", 1.3, [220, 0], {"operation": "create", "calendar": "events@fjordby-library.example"})],
           "2026-03-15T11:40:00.000Z", "2026-10-02T08:21:37.000Z"),
    n8n_wf("Qw9PdE4sTu", "New acquisitions digest", False, ["nightly"],
           [node("Weekly Monday", "n8n-nodes-base.scheduleTrigger", 1.2, [0, 0], {"rule": {"interval": [{"field": "weeks", "triggerAtDay": [1]}]}}),
            node("Query catalogue", "n8n-nodes-base.postgres", 2.5, [220, 0], {"operation": "executeQuery", "query": "select title, author from items where added > now() - interval '7 days'"}),
            node("Post to staff chat", "n8n-nodes-base.mattermost", 1, [440, 0], {"channelId": "staff-news"})],
           "2026-04-22T13:05:19.000Z", "2026-09-30T10:11:12.000Z"),
]
N8N_EXEC = [
    {"id": "4812", "finished": True, "mode": "trigger", "retryOf": None, "retrySuccessId": None, "startedAt": "2026-11-24T02:00:00.114Z", "stoppedAt": "2026-11-24T02:00:03.871Z", "workflowId": "Lq3vX8aQk2", "waitTill": None, "status": "success"},
    {"id": "4809", "finished": False, "mode": "trigger", "retryOf": None, "retrySuccessId": None, "startedAt": "2026-11-23T02:00:00.097Z", "stoppedAt": "2026-11-23T02:00:31.502Z", "workflowId": "Lq3vX8aQk2", "waitTill": None, "status": "error"},
    {"id": "4795", "finished": True, "mode": "webhook", "retryOf": None, "retrySuccessId": None, "startedAt": "2026-11-21T17:44:09.610Z", "stoppedAt": "2026-11-21T17:44:10.228Z", "workflowId": "b7RtYz01Mn", "waitTill": None, "status": "success"},
    {"id": "4790", "finished": True, "mode": "manual", "retryOf": None, "retrySuccessId": None, "startedAt": "2026-11-20T09:30:55.001Z", "stoppedAt": "2026-11-20T09:30:58.940Z", "workflowId": "Qw9PdE4sTu", "waitTill": None, "status": "success"},
]
N8N_USERS = [
    {"id": "6a0f1c2d-0001-4b7e-9c55-1f2e3d4c5b6a", "email": "ingrid.solberg@fjordby-library.example", "firstName": "Ingrid", "lastName": "Solberg", "createdAt": "2026-02-01T09:00:00.000Z", "updatedAt": "2026-11-01T12:00:00.000Z", "isPending": False, "role": "global:owner"},
    {"id": "6a0f1c2d-0002-4b7e-9c55-1f2e3d4c5b6a", "email": "omar.haddad@fjordby-library.example", "firstName": "Omar", "lastName": "Haddad", "createdAt": "2026-03-10T08:15:00.000Z", "updatedAt": "2026-10-12T07:45:00.000Z", "isPending": False, "role": "global:admin"},
    {"id": "6a0f1c2d-0003-4b7e-9c55-1f2e3d4c5b6a", "email": "kari.lund@fjordby-library.example", "firstName": None, "lastName": None, "createdAt": "2026-11-20T14:00:00.000Z", "updatedAt": "2026-11-20T14:00:00.000Z", "isPending": True, "role": "global:member"},
]
N8N_SCHEMAS = {
    "httpBasicAuth": {"type": "object", "properties": {"user": {"type": "string"}, "password": {"type": "string"}}, "additionalProperties": False, "required": ["user", "password"]},
    "postgres": {"type": "object", "properties": {"host": {"type": "string"}, "database": {"type": "string"}, "user": {"type": "string"}, "password": {"type": "string"},
                                                  "port": {"type": "number"}, "ssl": {"type": "string", "enum": ["disable", "allow", "require"]}}, "required": ["host", "database", "user"]},
}


class N8n(Base):
    def route(self, method):
        u = urlparse(self.path)
        p, qs = u.path, parse_qs(u.query)
        if self.headers.get("X-N8N-API-KEY") != "n8n_heldout19b":
            return self.send(401, {"message": "'X-N8N-API-KEY' header required"})
        b = self.body() if method in ("POST", "PUT", "PATCH") else {}
        if not p.startswith("/api/v1/"):
            return self.send(404, {"message": "not found"})
        p = p[len("/api/v1"):]
        if p == "/workflows" and method == "GET":
            wfs = N8N_WF
            if "active" in qs:
                wfs = [w for w in wfs if str(w["active"]).lower() == qs["active"][0]]
            if "tags" in qs:
                wfs = [w for w in wfs if qs["tags"][0] in [t["name"] for t in w["tags"]]]
            if "name" in qs:
                wfs = [w for w in wfs if qs["name"][0].lower() in w["name"].lower()]
            return self.send(200, {"data": wfs, "nextCursor": None})
        m = re.match(r"^/workflows/([^/]+)(/activate|/deactivate|/tags|/run)?$", p)
        if m:
            w = next((x for x in N8N_WF if x["id"] == m.group(1)), None)
            if not w:
                return self.send(404, {"message": "Not Found"})
            w = json.loads(json.dumps(w))
            act = m.group(2)
            if act == "/activate":
                w["active"] = True
            elif act == "/deactivate":
                w["active"] = False
            elif act == "/tags":
                if method == "PUT":
                    names = [t.get("name") or t.get("id") for t in (b if isinstance(b, list) else [])]
                    return self.send(200, [t for t in N8N_TAGS if t["name"] in names or t["id"] in names])
                return self.send(200, w["tags"])
            elif act == "/run":
                return self.send(200, {"executionId": "4820", "status": "running"})
            if method == "DELETE":
                return self.send(200, w)
            if method == "PUT":
                w.update({k: v for k, v in b.items() if k in ("name", "nodes", "connections", "settings")})
                w["updatedAt"] = "2026-11-25T12:00:00.000Z"
            return self.send(200, w)
        if p == "/workflows" and method == "POST":
            return self.send(200, {"id": "Zz5NewWf01", "name": b.get("name"), "active": False, "createdAt": "2026-11-25T12:00:00.000Z",
                                   "updatedAt": "2026-11-25T12:00:00.000Z", "nodes": b.get("nodes", []), "connections": b.get("connections", {}), "settings": b.get("settings", {}), "tags": []})
        if p == "/executions":
            ex = N8N_EXEC
            if "workflowId" in qs:
                ex = [e for e in ex if e["workflowId"] == qs["workflowId"][0]]
            return self.send(200, {"data": ex, "nextCursor": None})
        m = re.match(r"^/executions/([^/]+)(/retry)?$", p)
        if m:
            e = next((x for x in N8N_EXEC if x["id"] == m.group(1)), None)
            if not e:
                return self.send(404, {"message": "Not Found"})
            e = dict(e)
            if m.group(2):
                if e["status"] != "error":
                    return self.send(400, {"message": "The execution succeeded, so it cannot be retried."})
                return self.send(200, dict(e, id="4821", retryOf=e["id"], status="success", finished=True, mode="retry",
                                           startedAt="2026-11-25T12:00:00.000Z", stoppedAt="2026-11-25T12:00:02.310Z"))
            if True:  # the n8n MCP server always asks for the data
                last = {"Lq3vX8aQk2": "Fetch overdue loans", "b7RtYz01Mn": "Add to calendar", "Qw9PdE4sTu": "Post to staff chat"}[e["workflowId"]]
                err = {"message": "connect ETIMEDOUT ils.fjordby-library.example:80"} if e["status"] == "error" else None
                e["data"] = {"resultData": {"runData": {last: [{"startTime": 1763949600200, "executionTime": 31120 if err else 412, "error": err}]},
                                            "lastNodeExecuted": last}}
            return self.send(200, e)
        if p == "/tags" and method == "GET":
            return self.send(200, {"data": N8N_TAGS, "nextCursor": None})
        if p == "/tags" and method == "POST":
            return self.send(201, {"id": "t4", "name": b.get("name"), "createdAt": "2026-11-25T12:00:00.000Z", "updatedAt": "2026-11-25T12:00:00.000Z"})
        m = re.match(r"^/tags/([^/]+)$", p)
        if m:
            t = next((x for x in N8N_TAGS if x["id"] == m.group(1)), None)
            if not t:
                return self.send(404, {"message": "Not Found"})
            t = dict(t)
            if method == "PUT":
                t["name"] = b.get("name", t["name"])
                t["updatedAt"] = "2026-11-25T12:00:00.000Z"
            return self.send(200, t)
        m = re.match(r"^/credentials/schema/([^/]+)$", p)
        if m:
            s = N8N_SCHEMAS.get(m.group(1))
            return self.send(200, s) if s else self.send(404, {"message": "No credentials type found with name \"%s\"" % m.group(1)})
        if p == "/credentials" and method == "POST":
            return self.send(200, {"id": "cr7Hk2Lm9P", "name": b.get("name"), "type": b.get("type"), "createdAt": "2026-11-25T12:00:00.000Z", "updatedAt": "2026-11-25T12:00:00.000Z"})
        m = re.match(r"^/credentials/([^/]+)$", p)
        if m:
            if m.group(1) != "cr7Hk2Lm9P":
                return self.send(404, {"message": "Not Found"})
            return self.send(200, {"id": "cr7Hk2Lm9P", "name": b.get("name", "Catalogue DB (read-only)"), "type": "postgres", "createdAt": "2026-11-25T12:00:00.000Z", "updatedAt": "2026-11-25T12:05:00.000Z"})
        if p == "/users":
            return self.send(200, {"data": N8N_USERS, "nextCursor": None})
        m = re.match(r"^/users/([^/]+)(/role)?$", p)
        if m:
            uid = m.group(1)
            usr = next((x for x in N8N_USERS if uid in (x["id"], x["email"])), None)
            if not usr:
                return self.send(404, {"message": "Not Found"})
            if m.group(2):
                return self.send(200, {})
            return self.send(200, usr)
        return self.send(404, {"message": "not found"})


# ---------------------------------------------------------------- chart render service
class Chart(Base):
    def route(self, method):
        if method != "POST" or urlparse(self.path).path != "/api/gpt-vis":
            return self.send(404, {"success": False, "errorMessage": "not found"})
        b = self.body()
        key = hashlib.sha1(json.dumps(b, sort_keys=True).encode()).hexdigest()[:16]
        if "tool" in b:  # maps
            inp = b.get("input") or {}
            if not inp.get("data"):
                return self.send(200, {"success": False, "errorMessage": "map data is empty"})
            return self.send(200, {"success": True, "resultObj": {"content": [{"type": "text", "text": "http://127.0.0.1:18593/maps/%s-%s.html" % (b["tool"], key)}]}})
        data = b.get("data")
        if data in ([], {}):
            return self.send(200, {"success": False, "errorMessage": "The data of %s chart cannot be empty." % b.get("type")})
        return self.send(200, {"success": True, "resultObj": "http://127.0.0.1:18593/charts/%s-%s.png" % (b.get("type"), key)})


# ---------------------------------------------------------------- plant nursery API (for the OpenAPI server)
PLANTS = [
    {"sku": "PL-0101", "name": "Japanese maple 'Bloodgood'", "genus": "Acer", "pot_litres": 12, "price_eur": 64.0, "stock": 7, "location": "Bed A3", "hardiness_zone": "6a"},
    {"sku": "PL-0117", "name": "Lavender 'Hidcote'", "genus": "Lavandula", "pot_litres": 2, "price_eur": 6.5, "stock": 140, "location": "Tunnel 2", "hardiness_zone": "5b"},
    {"sku": "PL-0123", "name": "Fig 'Brown Turkey'", "genus": "Ficus", "pot_litres": 20, "price_eur": 89.0, "stock": 3, "location": "Greenhouse 1", "hardiness_zone": "7b"},
    {"sku": "PL-0139", "name": "Hydrangea 'Annabelle'", "genus": "Hydrangea", "pot_litres": 5, "price_eur": 19.9, "stock": 0, "location": "Bed C1", "hardiness_zone": "4a"},
    {"sku": "PL-0144", "name": "Rosemary 'Miss Jessopp'", "genus": "Salvia", "pot_litres": 3, "price_eur": 8.75, "stock": 56, "location": "Tunnel 2", "hardiness_zone": "7a"},
    {"sku": "PL-0152", "name": "Olive tree", "genus": "Olea", "pot_litres": 35, "price_eur": 149.0, "stock": 2, "location": "Greenhouse 1", "hardiness_zone": "8b"},
]
ORDERS = [
    {"id": 5501, "customer": "Verdant Landscapes Ltd", "placed": "2026-11-18", "status": "shipped", "lines": [{"sku": "PL-0117", "qty": 60}, {"sku": "PL-0144", "qty": 24}], "total_eur": 600.0},
    {"id": 5502, "customer": "M. Okonkwo", "placed": "2026-11-21", "status": "awaiting_payment", "lines": [{"sku": "PL-0152", "qty": 1}], "total_eur": 149.0},
    {"id": 5503, "customer": "Parks Dept. Eastfield", "placed": "2026-11-22", "status": "picking", "lines": [{"sku": "PL-0101", "qty": 4}, {"sku": "PL-0139", "qty": 10}], "total_eur": 455.0},
]


class Nursery(Base):
    def route(self, method):
        u = urlparse(self.path)
        p, qs = u.path, parse_qs(u.query)
        if self.headers.get("X-Api-Key") != "nursery-heldout19b":
            return self.send(401, {"error": "missing or wrong API key"})
        b = self.body() if method in ("POST", "PUT", "PATCH") else {}
        if p == "/v2/plants":
            ps = PLANTS
            if "genus" in qs:
                ps = [x for x in ps if x["genus"].lower() == qs["genus"][0].lower()]
            if qs.get("in_stock") == ["true"]:
                ps = [x for x in ps if x["stock"] > 0]
            lim = int((qs.get("limit") or ["50"])[0])
            return self.send(200, {"items": ps[:lim], "count": len(ps[:lim]), "total": len(ps)})
        m = re.match(r"^/v2/plants/([^/]+)(/care)?$", p)
        if m:
            x = next((x for x in PLANTS if x["sku"] == m.group(1)), None)
            if not x:
                return self.send(404, {"error": "no plant with SKU %s" % m.group(1)})
            if m.group(2):
                care = {"PL-0101": "Part shade, shelter from wind. Water weekly in summer. Mulch in autumn.",
                        "PL-0117": "Full sun, poor well-drained soil. Trim after flowering. Do not overwater.",
                        "PL-0123": "Warm wall, restrict roots. Protect from frost below -8 C.",
                        "PL-0152": "Full sun. Bring under cover below -5 C. Water sparingly in winter."}.get(x["sku"])
                if care is None:
                    return self.send(404, {"error": "no care sheet for %s" % x["sku"]})
                return self.send(200, "Care sheet: %s (%s)\n\n%s\n" % (x["name"], x["sku"], care), "text/plain; charset=utf-8")
            if method == "PATCH":
                x = dict(x)
                x.update({k: v for k, v in b.items() if k in ("stock", "price_eur", "location")})
            return self.send(200, x)
        if p == "/v2/orders" and method == "GET":
            os_ = ORDERS
            if "status" in qs:
                os_ = [o for o in os_ if o["status"] == qs["status"][0]]
            return self.send(200, os_)
        if p == "/v2/orders" and method == "POST":
            lines = b.get("lines") or []
            unknown = [l.get("sku") for l in lines if not any(x["sku"] == l.get("sku") for x in PLANTS)]
            if unknown or not lines:
                return self.send(422, {"error": "invalid order", "unknown_skus": unknown})
            total = sum(next(x["price_eur"] for x in PLANTS if x["sku"] == l["sku"]) * l.get("qty", 1) for l in lines)
            return self.send(201, {"id": 5504, "customer": b.get("customer"), "placed": "2026-11-25", "status": "received", "lines": lines, "total_eur": round(total, 2)})
        m = re.match(r"^/v2/orders/(\d+)$", p)
        if m:
            o = next((o for o in ORDERS if o["id"] == int(m.group(1))), None)
            return self.send(200, o) if o else self.send(404, {"error": "order %s not found" % m.group(1)})
        if p == "/v2/stock-report":
            lines = ["sku,name,stock,location"] + ["%s,%s,%d,%s" % (x["sku"], x["name"], x["stock"], x["location"]) for x in PLANTS]
            return self.send(200, "\n".join(lines) + "\n", "text/csv")
        return self.send(404, {"error": "no route %s %s" % (method, p)})


# ---------------------------------------------------------------- static site
class Site(Base):
    def route(self, method):
        p = urlparse(self.path).path
        if p.endswith("/"):
            p += "index.html"
        f = os.path.normpath(os.path.join(DATA, "site", p.lstrip("/")))
        if not f.startswith(os.path.join(DATA, "site")) or not os.path.isfile(f):
            return self.send(404, "<h1>Not found</h1>", "text/html")
        ctype = {"html": "text/html; charset=utf-8", "css": "text/css", "js": "application/javascript", "json": "application/json"}.get(f.rsplit(".", 1)[-1], "text/plain")
        with open(f, "rb") as fh:
            return self.send(200, fh.read(), ctype)


# ---------------------------------------------------------------- Ollama
TRANSLATIONS = {}  # filled from DATA/translations.json: {source text: {target language name: translation}}
MODELS = [{"name": "translategemma:4b", "model": "translategemma:4b", "modified_at": "2026-11-02T10:14:33.512Z", "size": 3338801234,
           "digest": "a1c2f0e4b6d8", "details": {"family": "gemma3", "parameter_size": "4.3B", "quantization_level": "Q4_K_M"}},
          {"name": "translategemma:12b", "model": "translategemma:12b", "modified_at": "2026-11-02T10:40:01.007Z", "size": 8149022871,
           "digest": "b3d4e5f60718", "details": {"family": "gemma3", "parameter_size": "12.2B", "quantization_level": "Q4_K_M"}}]


def translate_prompt(prompt):
    """Finds the target language and the text in a TranslateGemma prompt; answers from the table
    (segment by segment when the prompt joins several with ---POLYGLOT_SEP--- lines)."""
    m = re.search(r"text into (.+?):\n\n\n", prompt)
    lang = m.group(1).strip() if m else "?"
    text = prompt.split(":\n\n\n", 1)[1] if ":\n\n\n" in prompt else prompt
    parts = re.split(r"(\n*---POLYGLOT_SEP---\n*)", text)
    out = []
    for part in parts:
        if "---POLYGLOT_SEP---" in part or not part.strip():
            out.append(part)
            continue
        tr = TRANSLATIONS.get(part.strip(), {}).get(lang)
        out.append(tr if tr is not None else part)
    return "".join(out)


class Ollama(Base):
    def route(self, method):
        p = urlparse(self.path).path
        b = self.body() if method == "POST" else {}
        if p in ("/", "/api/version"):
            return self.send(200, {"version": "0.13.1"} if p != "/" else "Ollama is running", "application/json" if p != "/" else "text/plain")
        if p == "/api/tags":
            return self.send(200, {"models": MODELS})
        if p == "/api/pull":
            return self.send(200, {"status": "success"})
        if p == "/api/show":
            return self.send(200, {"details": MODELS[0]["details"], "modelfile": "FROM translategemma:4b"})
        if p == "/api/generate":
            model = b.get("model", "")
            if not any(m["name"] == model for m in MODELS):
                return self.send(404, {"error": "model '%s' not found" % model})
            prompt = b.get("prompt", "")
            out = translate_prompt(prompt)
            sys.stderr.write("ollama prompt: %r -> %r\n" % (prompt[-200:], out[:80]))
            done = {"model": model, "created_at": "2026-11-25T12:00:00.000Z", "done": True, "done_reason": "stop", "total_duration": 812000000,
                    "load_duration": 21000000, "prompt_eval_count": len(prompt.split()), "eval_count": len(out.split()), "eval_duration": 640000000}
            if b.get("stream") is False:
                return self.send(200, dict(done, response=out))
            chunks = [dict(done, response=w, done=False) for w in re.findall(r"\S+\s*|\s+", out)]
            body = "".join(json.dumps(c) + "\n" for c in chunks) + json.dumps(dict(done, response="")) + "\n"
            return self.send(200, body, "application/x-ndjson")
        return self.send(404, {"error": "not found"})


def main():
    global TRANSLATIONS
    tf = os.path.join(DATA, "translations.json")
    if os.path.exists(tf):
        with open(tf, encoding="utf-8") as f:
            TRANSLATIONS = json.load(f)
    servers = [(18591, Metabase), (18592, N8n), (18593, Chart), (18594, Nursery), (18595, Site), (11434, Ollama)]
    for port, h in servers:
        s = ThreadingHTTPServer(("127.0.0.1", port), h)
        threading.Thread(target=s.serve_forever, daemon=True).start()
    sys.stderr.write("standin ready\n")
    threading.Event().wait()


if __name__ == "__main__":
    main()
