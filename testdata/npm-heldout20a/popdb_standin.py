#!/usr/bin/env python3
"""popdb_standin.py PORT: a small stand-in for the PopDB admin API and one
PostgREST instance, on 127.0.0.1 only, for the heldout20a capture of
@daylight-labs/popdb-mcp (POPDB_API_URL points here). Canned data for two
apps (a swim club and a food co-op); create/stage/insert calls change the
in-memory state so later list calls differ."""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PORT = int(sys.argv[1]) if len(sys.argv) > 1 else 18420
BASE = "http://127.0.0.1:%d" % PORT

DBS = [
    {"id": "db_tide_stg", "name": "tidepool_staging", "display_name": "Tidepool Swim Club", "environment": "staging", "postgrest_status": "running"},
    {"id": "db_tide_prd", "name": "tidepool_production", "display_name": "Tidepool Swim Club", "environment": "production", "postgrest_status": "running"},
    {"id": "db_larder_stg", "name": "larder_staging", "display_name": "Larder Food Co-op", "environment": "staging", "postgrest_status": "stopped"},
    {"id": "db_larder_prd", "name": "larder_production", "display_name": "Larder Food Co-op", "environment": "production", "postgrest_status": None},
    {"id": "db_scratch_91", "name": "scratch_91", "display_name": "Lane timing scratch", "environment": "staging", "postgrest_status": "running"},
]
APPS = [
    {"id": "app_tidepool", "display_name": "Tidepool Swim Club", "dbs": ["db_tide_stg", "db_tide_prd"]},
    {"id": "app_larder", "display_name": "Larder Food Co-op", "dbs": ["db_larder_stg", "db_larder_prd"]},
]

SCHEMAS = {
    "db_tide_stg": {"tables": [
        {"name": "members", "columns": [
            {"name": "id", "type": "uuid", "nullable": False, "default": "gen_random_uuid()", "primary_key": True},
            {"name": "full_name", "type": "text", "nullable": False},
            {"name": "squad", "type": "text", "nullable": True},
            {"name": "joined_on", "type": "date", "nullable": False, "default": "CURRENT_DATE"}], "row_count": 214},
        {"name": "sessions", "columns": [
            {"name": "id", "type": "bigint", "nullable": False, "primary_key": True},
            {"name": "lane", "type": "smallint", "nullable": False},
            {"name": "starts_at", "type": "timestamptz", "nullable": False},
            {"name": "coach", "type": "text", "nullable": True}], "row_count": 1380}],
        "views": [{"name": "active_members"}], "migration_version": 7},
    "db_larder_stg": {"tables": [
        {"name": "products", "columns": [
            {"name": "sku", "type": "text", "nullable": False, "primary_key": True},
            {"name": "title", "type": "text", "nullable": False},
            {"name": "price_cents", "type": "integer", "nullable": False},
            {"name": "in_stock", "type": "boolean", "nullable": False, "default": "true"}], "row_count": 86},
        {"name": "orders", "columns": [
            {"name": "id", "type": "uuid", "nullable": False, "primary_key": True},
            {"name": "member_id", "type": "uuid", "nullable": False},
            {"name": "total_cents", "type": "integer", "nullable": False},
            {"name": "placed_at", "type": "timestamptz", "nullable": False}], "row_count": 3112}],
        "views": [], "migration_version": 3},
}
TABLE_DETAILS = {
    ("db_tide_stg", "members"): {"table": "members", "columns": SCHEMAS["db_tide_stg"]["tables"][0]["columns"],
        "indexes": [{"name": "members_pkey", "columns": ["id"], "unique": True}, {"name": "members_squad_idx", "columns": ["squad"], "unique": False}],
        "foreign_keys": [], "row_count": 214, "size_bytes": 57344},
    ("db_tide_stg", "sessions"): {"table": "sessions", "columns": SCHEMAS["db_tide_stg"]["tables"][1]["columns"],
        "indexes": [{"name": "sessions_pkey", "columns": ["id"], "unique": True}],
        "foreign_keys": [{"column": "coach", "references": "staff.name"}], "row_count": 1380, "size_bytes": 229376},
    ("db_larder_stg", "orders"): {"table": "orders", "columns": SCHEMAS["db_larder_stg"]["tables"][1]["columns"],
        "indexes": [{"name": "orders_pkey", "columns": ["id"], "unique": True}, {"name": "orders_member_idx", "columns": ["member_id"], "unique": False}],
        "foreign_keys": [{"column": "member_id", "references": "members.id"}], "row_count": 3112, "size_bytes": 606208},
}
MIGRATIONS = {
    "db_tide_stg": [
        {"id": "mig_07", "version": 7, "description": "Add coach to sessions", "change_count": 1, "applied_at": "2026-11-20T09:14:02Z", "status": "applied"},
        {"id": "mig_06", "version": 6, "description": "Create active_members view", "change_count": 1, "applied_at": "2026-11-12T16:40:55Z", "status": "applied"},
        {"id": "mig_05", "version": 5, "description": "Index members by squad", "change_count": 2, "applied_at": "2026-10-30T11:02:17Z", "status": "applied"}],
    "db_larder_stg": [
        {"id": "mig_l3", "version": 3, "description": "Orders table", "change_count": 4, "applied_at": "2026-11-02T08:30:00Z", "status": "applied"},
        {"id": "mig_l2", "version": 2, "description": "Products price in cents", "change_count": 2, "applied_at": "2026-10-21T13:45:10Z", "status": "applied"}],
}
STAGED = {"db_tide_stg": [], "db_larder_stg": [
    {"id": "chg_501", "change_type": "add_column", "table_name": "products", "params": {"column": "origin", "type": "text"}, "created_at": "2026-11-24T15:02:11Z"}]}
LOGS = {
    "db_tide_stg": [
        {"id": "log_9001", "level": "error", "source": "postgrest", "message": "permission denied for table sessions", "created_at": "2026-11-25T07:12:44Z", "context": {"role": "anon", "path": "/sessions", "method": "GET"}},
        {"id": "log_9002", "level": "warn", "source": "postgres", "message": "slow query: SELECT * FROM sessions WHERE lane = 4 took 1840 ms", "created_at": "2026-11-25T07:30:02Z", "context": {"duration_ms": 1840}},
        {"id": "log_9003", "level": "info", "source": "migrations", "message": "migration v7 applied", "created_at": "2026-11-20T09:14:02Z", "context": {"version": 7}},
        {"id": "log_9004", "level": "error", "source": "auth", "message": "invalid refresh token for user u_218", "created_at": "2026-11-25T08:01:19Z", "context": {"user_id": "u_218"}}],
    "db_larder_stg": [
        {"id": "log_7101", "level": "error", "source": "postgres", "message": "duplicate key value violates unique constraint \"products_pkey\"", "created_at": "2026-11-24T18:22:05Z", "context": {"sku": "LD-0042"}},
        {"id": "log_7102", "level": "info", "source": "postgrest", "message": "PostgREST stopped by admin", "created_at": "2026-11-24T19:00:00Z", "context": {}}],
}
ROWS = {
    "members": [
        {"id": "6f1c0b2e-0001-4a1b-9c55-1d2e3f4a5b01", "full_name": "Maren Holt", "squad": "masters", "joined_on": "2019-03-04"},
        {"id": "6f1c0b2e-0002-4a1b-9c55-1d2e3f4a5b02", "full_name": "Idris Achebe", "squad": "juniors", "joined_on": "2023-09-12"},
        {"id": "6f1c0b2e-0003-4a1b-9c55-1d2e3f4a5b03", "full_name": "Sofia Lindqvist", "squad": "masters", "joined_on": "2021-01-18"},
        {"id": "6f1c0b2e-0004-4a1b-9c55-1d2e3f4a5b04", "full_name": "Tomás Ferreira", "squad": None, "joined_on": "2025-06-30"}],
    "sessions": [
        {"id": 5501, "lane": 3, "starts_at": "2026-11-26T06:30:00+00:00", "coach": "Maren Holt"},
        {"id": 5502, "lane": 4, "starts_at": "2026-11-26T07:15:00+00:00", "coach": None},
        {"id": 5503, "lane": 1, "starts_at": "2026-11-27T18:00:00+00:00", "coach": "Idris Achebe"}],
}
EVENTS = {
    "app_tidepool": {
        "types": [
            {"name": "session.booked", "display_name": "Session booked", "schema": {"member_id": "uuid", "session_id": "integer"}},
            {"name": "session.cancelled", "display_name": "Session cancelled", "schema": {}},
            {"name": "member.joined", "display_name": None, "schema": {"member_id": "uuid"}}],
        "handlers": [
            {"name": "send-booking-email", "status": "active", "enabled": True, "listens_to": ["session.booked"], "emits": ["email.queued"], "concurrency": 4},
            {"name": "free-lane-slot", "status": "active", "enabled": True, "listens_to": ["session.cancelled"], "emits": [], "concurrency": 1},
            {"name": "welcome-pack", "status": "failing", "enabled": False, "listens_to": ["member.joined"], "emits": ["email.queued", "slack.posted"], "concurrency": 2}],
        "log": [
            {"status": "completed", "event_type": "session.booked", "handler_name": "send-booking-email", "duration_ms": 212, "created_at": "2026-11-25T07:40:11Z"},
            {"status": "failed", "event_type": "member.joined", "handler_name": "welcome-pack", "duration_ms": 5003, "error_message": "SMTP timeout after 5000ms", "created_at": "2026-11-25T07:41:37Z"},
            {"status": "completed", "event_type": "session.cancelled", "handler_name": "free-lane-slot", "duration_ms": 48, "created_at": "2026-11-25T08:02:50Z"},
            {"status": "pending", "event_type": "session.booked", "handler_name": None, "duration_ms": None, "created_at": "2026-11-25T08:05:03Z"}],
        "runtime": {"status": "running", "containerName": "popdb-evt-tidepool", "port": 7411},
        "last24h": {"completed": 148, "failed": 6, "pending": 2},
        "metrics": {"p50_ms": 96, "p95_ms": 1210, "throughput_per_min": 3.4},
        "dlq": [
            {"event_type": "member.joined", "stream_id": "1732519297000-0", "data": {"event_id": "evt_88a1", "dlq": {"handler": "welcome-pack", "error": "SMTP timeout after 5000ms", "movedAt": "2026-11-25T07:41:42Z"}}},
            {"event_type": "member.joined", "stream_id": "1732432801000-3", "data": {"id": "evt_87f0", "dlq": {"handler": "welcome-pack", "error": "template 'welcome_v2' not found", "movedAt": "2026-11-24T07:20:05Z"}}}],
        "crons": [
            {"id": "cron_11", "name": "nightly-lane-report", "enabled": True, "schedule": "0 22 * * *", "timezone": "Europe/Oslo", "event_type": "report.lanes", "last_triggered_at": "2026-11-24T21:00:00Z", "next_trigger_at": "2026-11-25T21:00:00Z"},
            {"id": "cron_12", "name": "monday-roster", "enabled": False, "schedule": "30 6 * * 1", "timezone": "Europe/Oslo", "event_type": "roster.publish", "last_triggered_at": None, "next_trigger_at": None}],
        "webhooks": [
            {"id": "wh_301", "name": "stripe-payments", "enabled": True, "event_type": "payment.received", "trigger_count": 412, "hmac_header": "Stripe-Signature", "last_triggered_at": "2026-11-25T06:58:31Z"},
            {"id": "wh_302", "name": "timing-system", "enabled": True, "event_type": "race.result", "trigger_count": 37, "hmac_header": None, "last_triggered_at": "2026-11-23T19:12:09Z"}],
        "hosting": {"enabled": True, "url": "https://tidepool.popdb.example", "deployment": {"version": 14, "fileCount": 38, "totalSizeBytes": 1843200, "deployedAt": "2026-11-24T17:05:44Z"},
                    "customDomains": [{"domain": "book.tidepoolswim.example", "status": "active", "cf_hostname_id": "cfh_19"}, {"domain": "tidepoolswim.example", "status": "pending_validation", "cf_hostname_id": None}]},
    },
    "app_larder": {
        "types": [{"name": "order.placed", "display_name": "Order placed", "schema": {"order_id": "uuid", "total_cents": "integer"}}],
        "handlers": [{"name": "pick-list", "status": "active", "enabled": True, "listens_to": ["order.placed"], "emits": ["picklist.ready"], "concurrency": 2}],
        "log": [
            {"status": "completed", "event_type": "order.placed", "handler_name": "pick-list", "duration_ms": 134, "created_at": "2026-11-24T12:10:00Z"},
            {"status": "completed", "event_type": "order.placed", "handler_name": "pick-list", "duration_ms": 151, "created_at": "2026-11-24T12:44:21Z"}],
        "runtime": None, "last24h": {}, "metrics": None, "dlq": [], "crons": [], "webhooks": [],
        "hosting": {"enabled": False},
    },
}
TOPOLOGY = [
    {"event_type": "session.booked", "creator_app": {"name": "Tidepool Swim Club"}, "emitters": [{"app_name": "tidepool", "handler_name": "booking-form"}], "listeners": [{"app_name": "tidepool", "handler_name": "send-booking-email"}], "schema": {"member_id": "uuid", "session_id": "integer"}},
    {"event_type": "email.queued", "creator_app": {"name": "Mailroom"}, "emitters": [{"app_name": "tidepool", "handler_name": "send-booking-email"}, {"app_name": "tidepool", "handler_name": "welcome-pack"}], "listeners": [{"app_name": "mailroom", "handler_name": "ses-sender"}], "schema": {}},
    {"event_type": "order.placed", "creator_app": {"name": "Larder Food Co-op"}, "emitters": [], "listeners": [{"app_name": "larder", "handler_name": "pick-list"}], "schema": {"order_id": "uuid"}},
    {"event_type": "legacy.ping", "creator_app": None, "emitters": [], "listeners": [], "schema": {}},
]
COUNTER = {"n": 0}


def app_view(a):
    return {"id": a["id"], "display_name": a["display_name"], "databases": [d for d in DBS if d["id"] in a["dbs"]]}


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
        raw = self.rfile.read(n) if n else b""
        try:
            return json.loads(raw or b"{}")
        except ValueError:
            return {}

    def do_DELETE(self):
        self.route("DELETE")

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_PATCH(self):
        self.route("PATCH")

    def route(self, method):
        u = urlparse(self.path)
        p, q = u.path, {k: v[0] for k, v in parse_qs(u.query).items()}
        body = self.body() if method in ("POST", "PATCH") else {}
        COUNTER["n"] += 1
        # PostgREST of db_tide_stg
        m = re.match(r"^/rest/db_tide_stg/(\w+)$", p)
        if m:
            t = m.group(1)
            if t not in ROWS:
                return self.send(404, {"message": 'relation "public.%s" does not exist' % t})
            if method == "POST":
                rows = body if isinstance(body, list) else [body]
                out = []
                for r in rows:
                    r = dict(r)
                    if t == "members":
                        r.setdefault("id", "6f1c0b2e-00%02d-4a1b-9c55-1d2e3f4a5b%02d" % (len(ROWS[t]) + 1, len(ROWS[t]) + 1))
                        r.setdefault("squad", None)
                        r.setdefault("joined_on", "2026-11-25")
                    else:
                        r.setdefault("id", 5500 + len(ROWS[t]) + 1)
                        r.setdefault("coach", None)
                    ROWS[t].append(r)
                    out.append(r)
                return self.send(201, out)
            rows = list(ROWS[t])
            for k, v in q.items():
                if k in ("select", "order", "limit"):
                    continue
                if v.startswith("eq."):
                    rows = [r for r in rows if str(r.get(k)) == v[3:]]
                elif v.startswith("gt."):
                    rows = [r for r in rows if r.get(k) is not None and str(r.get(k)) > v[3:]]
            if "order" in q:
                col, _, d = q["order"].partition(".")
                rows.sort(key=lambda r: (r.get(col) is None, r.get(col)), reverse=(d == "desc"))
            if "select" in q and q["select"] != "*":
                cols = q["select"].split(",")
                rows = [{c: r.get(c) for c in cols} for r in rows]
            if "limit" in q:
                rows = rows[: int(q["limit"])]
            return self.send(200, rows)
        if p == "/admin/databases" and method == "GET":
            return self.send(200, {"databases": DBS})
        if p == "/admin/apps" and method == "GET":
            return self.send(200, {"apps": [app_view(a) for a in APPS]})
        if p == "/admin/apps" and method == "POST":
            slug = re.sub(r"\W+", "_", (body.get("display_name") or body.get("name") or "app").lower()).strip("_")
            a = {"id": "app_" + slug, "display_name": body.get("display_name") or body.get("name"), "dbs": ["db_%s_stg" % slug, "db_%s_prd" % slug]}
            DBS.append({"id": "db_%s_stg" % slug, "name": slug + "_staging", "display_name": a["display_name"], "environment": "staging", "postgrest_status": None})
            DBS.append({"id": "db_%s_prd" % slug, "name": slug + "_production", "display_name": a["display_name"], "environment": "production", "postgrest_status": None})
            APPS.append(a)
            v = app_view(a)
            v["databases"] = {"staging": DBS[-2], "production": DBS[-1]}
            return self.send(201, {"app": v})
        m = re.match(r"^/admin/apps/(\w+)$", p)
        if m and method == "GET":
            a = next((x for x in APPS if x["id"] == m.group(1)), None)
            if not a:
                return self.send(404, {"error": "App not found"})
            v = app_view(a)
            v["databases"] = {"staging": next(d for d in DBS if d["id"] == a["dbs"][0]), "production": next(d for d in DBS if d["id"] == a["dbs"][1])}
            return self.send(200, {"app": v})
        m = re.match(r"^/admin/apps/(\w+)/promote/preview$", p)
        if m:
            if m.group(1) == "app_larder":
                return self.send(200, {"preview": None, "message": "Production is at v3, same as staging. Nothing to promote."})
            return self.send(200, {"preview": {"staging": {"migrationVersion": 7}, "production": {"migrationVersion": 5},
                "migrationsToApply": [{"version": 6, "description": "Create active_members view", "changeCount": 1}, {"version": 7, "description": "Add coach to sessions", "changeCount": 1}],
                "totalMigrations": 2, "totalChanges": 2, "destructiveChanges": [], "hasDestructiveChanges": False}})
        m = re.match(r"^/admin/databases/(\w+)/schema$", p)
        if m:
            s = SCHEMAS.get(m.group(1))
            return self.send(200, s) if s else self.send(404, {"error": "Database %s not found" % m.group(1)})
        m = re.match(r"^/admin/databases/(\w+)/schema/tables/(\w+)$", p)
        if m:
            d = TABLE_DETAILS.get((m.group(1), m.group(2)))
            return self.send(200, d) if d else self.send(404, {"error": "Table %s not found" % m.group(2)})
        m = re.match(r"^/admin/databases/(\w+)/postgrest$", p)
        if m:
            if m.group(1) == "db_tide_stg":
                return self.send(200, {"postgrestUrl": BASE + "/rest/db_tide_stg", "status": "running"})
            return self.send(200, {"postgrestUrl": None, "status": "stopped"})
        m = re.match(r"^/admin/databases/(\w+)/changes$", p)
        if m:
            db = m.group(1)
            if method == "POST":
                c = {"id": "chg_%d" % (600 + COUNTER["n"]), "change_type": body.get("operation"), "table_name": (body.get("params") or {}).get("table"), "params": body.get("params"), "created_at": "2026-11-25T09:%02d:00Z" % (COUNTER["n"] % 60)}
                STAGED.setdefault(db, []).append(c)
                return self.send(201, {"staged": [c]})
            return self.send(200, {"changes": STAGED.get(db, [])})
        m = re.match(r"^/admin/databases/(\w+)/changes/preview$", p)
        if m:
            ch = STAGED.get(m.group(1), [])
            if not ch:
                return self.send(200, {"message": "No staged changes to preview"})
            ddl = []
            for c in ch:
                pr = c.get("params") or {}
                if c["change_type"] == "add_column":
                    ddl.append('ALTER TABLE "%s" ADD COLUMN "%s" %s' % (c["table_name"], pr.get("column"), pr.get("type")))
                elif c["change_type"] == "drop_column":
                    ddl.append('ALTER TABLE "%s" DROP COLUMN "%s"' % (c["table_name"], pr.get("column")))
                else:
                    ddl.append("-- %s on %s" % (c["change_type"], c["table_name"]))
            return self.send(200, {"preview": {"changeCount": len(ch), "ddlStatements": ddl, "hasIrreversibleChanges": any(c["change_type"].startswith("drop") for c in ch)}})
        m = re.match(r"^/admin/databases/(\w+)/migrations$", p)
        if m:
            return self.send(200, {"migrations": MIGRATIONS.get(m.group(1), [])})
        m = re.match(r"^/admin/databases/(\w+)/logs$", p)
        if m:
            logs = LOGS.get(m.group(1), [])
            if "level" in q:
                logs = [x for x in logs if x["level"] == q["level"]]
            if "source" in q:
                logs = [x for x in logs if x["source"] == q["source"]]
            total = len(logs)
            if "limit" in q:
                logs = logs[: int(q["limit"])]
            return self.send(200, {"logs": logs, "total": total})
        m = re.match(r"^/admin/databases/(\w+)/logs/(\w+)$", p)
        if m:
            x = next((l for l in LOGS.get(m.group(1), []) if l["id"] == m.group(2)), None)
            return self.send(200, {"log": dict(x, database_id=m.group(1))}) if x else self.send(404, {"error": "Log entry not found"})
        m = re.match(r"^/admin/apps/(\w+)/(hosting|events/.*)$", p)
        if m:
            e = EVENTS.get(m.group(1))
            if e is None:
                return self.send(404, {"error": "App %s not found" % m.group(1)})
            what = m.group(2)
            if what == "hosting":
                return self.send(200, {"hosting": e["hosting"]})
            if what == "events/types":
                if method == "POST":
                    t = {"name": body.get("name"), "display_name": body.get("display_name"), "schema": body.get("schema") or {}}
                    e["types"].append(t)
                    return self.send(201, {"eventType": t})
                return self.send(200, {"eventTypes": e["types"]})
            if what == "events/handlers":
                return self.send(200, {"handlers": e["handlers"]})
            if what == "events/log":
                ev = e["log"]
                for k in ("handler_name", "status", "event_type"):
                    if k in q:
                        ev = [x for x in ev if x.get(k) == q[k]]
                total = len(ev)
                if "limit" in q:
                    ev = ev[: int(q["limit"])]
                return self.send(200, {"events": ev, "total": total})
            if what == "events/start":
                return self.send(200, {"instance": e["runtime"] or {"status": "starting", "containerName": "popdb-evt-" + m.group(1)[4:], "port": 7420}})
            if what == "events/status":
                return self.send(200, {"runtime": e["runtime"], "handlers": e["handlers"], "last24h": e["last24h"], "metrics": e["metrics"]})
            if what == "events/test":
                return self.send(200, {"event_id": "evt_%04x" % (0x9a00 + COUNTER["n"]), "trace_id": "tr_%06d" % (314000 + COUNTER["n"]), "status": "queued" if body.get("event_type") != "legacy.ping" else "no_listeners"})
            if what == "events/dlq":
                ev = e["dlq"]
                if "event_type" in q:
                    ev = [x for x in ev if x["event_type"] == q["event_type"]]
                total = len(ev)
                if "limit" in q:
                    ev = ev[: int(q["limit"])]
                return self.send(200, {"events": ev, "total": total})
            if what == "events/cron":
                if method == "POST":
                    t = {"id": "cron_%d" % (20 + COUNTER["n"]), "name": body.get("name"), "enabled": True, "schedule": body.get("schedule"), "timezone": body.get("timezone") or "UTC", "event_type": body.get("event_type"), "last_triggered_at": None, "next_trigger_at": "2026-11-26T05:00:00Z"}
                    e["crons"].append(t)
                    return self.send(201, {"trigger": t})
                return self.send(200, {"triggers": e["crons"]})
            if what == "events/webhooks":
                if method == "POST":
                    w = {"id": "wh_%d" % (310 + COUNTER["n"]), "name": body.get("name"), "enabled": True, "event_type": body.get("event_type"), "trigger_count": 0, "hmac_header": body.get("hmac_header"), "url": BASE + "/hooks/%s/whsec_%06d" % (m.group(1), 271828 + COUNTER["n"])}
                    e["webhooks"].append(w)
                    return self.send(201, {"webhook": w})
                return self.send(200, {"webhooks": e["webhooks"]})
        if p == "/admin/events/topology":
            t = TOPOLOGY
            if "event_type" in q:
                t = [x for x in t if x["event_type"] == q["event_type"]]
            total = len(t)
            off = int(q.get("offset", 0))
            lim = int(q.get("limit", 50))
            return self.send(200, {"topology": t[off:off + lim], "total": total})
        return self.send(404, {"error": "Not found: %s %s" % (method, p)})


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
