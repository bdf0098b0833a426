#!/usr/bin/env python3
"""insforge_standin.py PORT: a small stand-in for an InsForge backend
(health, metadata, raw SQL, storage buckets, edge functions, container
logs, anon token), on 127.0.0.1 only, for the heldout20a capture of
@insforge/mcp (--api_base_url points here). Canned data for a bird-ringing
station's backend; create calls change the in-memory state."""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PORT = int(sys.argv[1]) if len(sys.argv) > 1 else 18421

TABLES = {
    "ringings": {"tableName": "ringings", "columns": [
        {"columnName": "id", "type": "uuid", "isNullable": False, "isPrimaryKey": True, "defaultValue": "gen_random_uuid()"},
        {"columnName": "ring_no", "type": "text", "isNullable": False, "isUnique": True},
        {"columnName": "species", "type": "text", "isNullable": False},
        {"columnName": "wing_mm", "type": "integer", "isNullable": True},
        {"columnName": "ringed_at", "type": "timestamptz", "isNullable": False, "defaultValue": "now()"}],
        "recordCount": 1842, "foreignKeys": []},
    "recoveries": {"tableName": "recoveries", "columns": [
        {"columnName": "id", "type": "bigint", "isNullable": False, "isPrimaryKey": True},
        {"columnName": "ring_no", "type": "text", "isNullable": False},
        {"columnName": "found_at", "type": "date", "isNullable": False},
        {"columnName": "place", "type": "text", "isNullable": True},
        {"columnName": "distance_km", "type": "numeric", "isNullable": True}],
        "recordCount": 57, "foreignKeys": [{"columnName": "ring_no", "referencedTable": "ringings", "referencedColumn": "ring_no", "onDelete": "RESTRICT"}]},
}
BUCKETS = [
    {"name": "wing-photos", "public": False, "createdAt": "2026-09-14T10:02:33Z"},
    {"name": "reports", "public": True, "createdAt": "2026-10-01T08:00:00Z"},
]
FUNCTIONS = {
    "weekly-digest": {"id": "fn_1a2b", "slug": "weekly-digest", "name": "Weekly digest", "description": "Mails the week's ringing totals", "status": "active", "createdAt": "2026-10-03T12:00:00Z", "updatedAt": "2026-11-20T07:45:10Z", "deployedAt": "2026-11-20T07:45:12Z"},
    "ring-lookup": {"id": "fn_3c4d", "slug": "ring-lookup", "name": "Ring lookup", "description": None, "status": "draft", "createdAt": "2026-11-22T16:30:00Z", "updatedAt": "2026-11-22T16:30:00Z", "deployedAt": None},
}
LOGS = {
    "postgres.logs": [
        {"id": "pg-771", "timestamp": "2026-11-25T06:01:12.114Z", "event_message": "checkpoint complete: wrote 112 buffers (0.7%)", "level": "LOG"},
        {"id": "pg-772", "timestamp": "2026-11-25T06:14:40.902Z", "event_message": "duplicate key value violates unique constraint \"ringings_ring_no_key\"", "level": "ERROR"},
        {"id": "pg-773", "timestamp": "2026-11-25T06:15:02.003Z", "event_message": "connection authorized: user=authenticator database=insforge", "level": "LOG"}],
    "function.logs": [
        {"id": "fn-55", "timestamp": "2026-11-24T07:00:03.551Z", "event_message": "weekly-digest: sent 14 emails in 812 ms", "level": "INFO"},
        {"id": "fn-56", "timestamp": "2026-11-25T07:00:04.020Z", "event_message": "weekly-digest: SMTP 421 from relay, retry scheduled", "level": "WARN"}],
    "postgREST.logs": [],
}
SQL = {
    "select species, count(*) as n from ringings group by species order by n desc limit 3":
        {"rows": [{"species": "Reed Warbler", "n": 412}, {"species": "Blue Tit", "n": 388}, {"species": "Sedge Warbler", "n": 201}], "rowCount": 3, "columns": ["species", "n"]},
    "select ring_no, found_at, place, distance_km from recoveries order by distance_km desc limit 2":
        {"rows": [{"ring_no": "ZK41207", "found_at": "2026-10-02", "place": "Doñana, ES", "distance_km": "2104.6"}, {"ring_no": "ZK39981", "found_at": "2026-09-18", "place": "Texel, NL", "distance_km": "611.0"}], "rowCount": 2, "columns": ["ring_no", "found_at", "place", "distance_km"]},
    "update ringings set wing_mm = 66 where ring_no = 'zk41310'":
        {"message": "UPDATE 1", "rowCount": 1, "rows": []},
}


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

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_DELETE(self):
        self.route("DELETE")

    def route(self, method):
        u = urlparse(self.path)
        p, q = u.path, {k: v[0] for k, v in parse_qs(u.query).items()}
        body = self.body() if method == "POST" else {}
        if p == "/api/health":
            return self.send(200, {"status": "ok", "version": "1.4.2", "service": "insforge"})
        if p == "/api/usage/mcp":
            return self.send(200, {"ok": True})
        if p == "/api/metadata":
            return self.send(200, {"auth": {"providers": ["email", "github"], "anonymousSignIn": False},
                "database": {"tables": [{"tableName": t, "recordCount": v["recordCount"]} for t, v in TABLES.items()], "totalSizeInGB": 0.041},
                "storage": {"buckets": BUCKETS, "totalSizeInGB": 1.27},
                "functions": [{"slug": f["slug"], "status": f["status"]} for f in FUNCTIONS.values()],
                "version": "1.4.2"})
        m = re.match(r"^/api/metadata/(\w+)$", p)
        if m:
            t = TABLES.get(m.group(1))
            return self.send(200, t) if t else self.send(404, {"error": "TABLE_NOT_FOUND", "message": "Table '%s' does not exist" % m.group(1), "statusCode": 404, "nextAction": "Check the table name with get-backend-metadata"})
        if p == "/api/database/advance/rawsql":
            sql = " ".join((body.get("query") or "").split()).lower().rstrip(";")
            if sql in SQL:
                return self.send(200, SQL[sql])
            return self.send(400, {"error": "SQL_ERROR", "message": 'relation "%s" does not exist' % (re.findall(r"from (\w+)", sql) or ["?"])[0], "statusCode": 400})
        if p == "/api/storage/buckets":
            if method == "POST":
                b = {"name": body.get("bucketName"), "public": bool(body.get("isPublic")), "createdAt": "2026-11-25T09:30:00Z"}
                BUCKETS.append(b)
                return self.send(201, {"message": "Bucket '%s' created successfully" % b["name"], "bucket": b})
            return self.send(200, BUCKETS)
        m = re.match(r"^/api/storage/buckets/([\w-]+)$", p)
        if m and method == "DELETE":
            name = m.group(1)
            if not any(b["name"] == name for b in BUCKETS):
                return self.send(404, {"error": "BUCKET_NOT_FOUND", "message": "Bucket '%s' not found" % name, "statusCode": 404})
            BUCKETS[:] = [b for b in BUCKETS if b["name"] != name]
            return self.send(200, {"message": "Bucket '%s' deleted successfully" % name})
        m = re.match(r"^/api/functions/([\w-]+)$", p)
        if m:
            f = FUNCTIONS.get(m.group(1))
            if method == "DELETE":
                if not f:
                    return self.send(404, {"error": "FUNCTION_NOT_FOUND", "message": "Function not found", "statusCode": 404})
                del FUNCTIONS[m.group(1)]
                return self.send(200, {"success": True, "message": "Function %s deleted successfully" % m.group(1)})
            return self.send(200, dict(f, code="export default async function (req) {\n  return new Response('ok');\n}")) if f else self.send(404, {"error": "FUNCTION_NOT_FOUND", "message": "Function not found", "statusCode": 404})
        m = re.match(r"^/api/logs/(?:analytics/)?([\w.]+)$", p)
        if m:
            src = m.group(1)
            logs = LOGS.get(src, [])
            lim = int(q.get("limit", 20))
            return self.send(200, {"source": src, "logs": logs[:lim], "total": len(logs)})
        if p == "/api/auth/tokens/anon":
            return self.send(200, {"accessToken": "anon.eyJyb2xlIjoiYW5vbiJ9.c3RhbmQtaW4", "message": "Anonymous token generated successfully (never expires)"})
        return self.send(404, {"error": "NOT_FOUND", "message": "Route %s %s not found" % (method, p), "statusCode": 404})


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
