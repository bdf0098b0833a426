#!/usr/bin/env python3
"""standin.py signoz|es|wp|sentry PORT: small stand-in backends on 127.0.0.1 for the
heldout14a capture. `signoz` answers the SigNoz query-service endpoints
signoz-mcp-server calls (fixed data of an invented shop: services,
operations, traces, logs, dashboards, alerts, hosts, pods, license);
`es` is an in-memory Elasticsearch 8 subset for
@awesome-ai/elasticsearch-mcp (_cat/indices, _cluster/health, mappings,
index creation, _search with match/term/match_all, _bulk, index templates,
_reindex), seeded with three indices; `wp` answers the WordPress REST API
(wp/v2 posts, pages, comments, categories, tags, users, media, settings,
search, application passwords) of an invented food blog for mcp-wordpress;
`sentry` answers the self-hosted Sentry API subset @sentry/mcp-server
calls (user, organizations, teams, projects, releases, client keys,
issues, issue tags, issue updates). Nothing leaves the machine."""
import json
import re
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

NOW_NS = 1795586400000000000  # 2026-11-25T06:00:00Z

# ---------------- SigNoz ----------------
SERVICES = [
    # name, p99 ms, avg ms, calls per hour, errors per hour
    ("checkout-api", 842.37, 121.55, 18240, 91),
    ("payment-gateway", 1290.04, 310.8, 6120, 57),
    ("catalog-service", 96.12, 18.4, 55210, 3),
    ("email-worker", 2310.9, 640.25, 1420, 12),
    ("inventory-sync", 455.0, 88.75, 3600, 0),
]
OPS = {
    "checkout-api": [("POST /api/checkout", 903.1, 9120, 61), ("GET /api/cart", 120.4, 7300, 4),
                     ("POST /api/cart/items", 210.9, 1820, 26)],
    "payment-gateway": [("charge_card", 1402.5, 4100, 50), ("refund", 880.2, 320, 2), ("webhook stripe", 64.3, 1700, 5)],
    "catalog-service": [("GET /products/:id", 40.2, 41000, 1), ("GET /search", 150.7, 14210, 2)],
    "email-worker": [("send_receipt", 2500.0, 1200, 10), ("send_reminder", 1900.3, 220, 2)],
    "inventory-sync": [("sync_batch", 455.0, 3600, 0)],
}
LOGS = [
    ("checkout-api", "INFO", "order ord_7781 placed by cus_1042 total=89.90 EUR"),
    ("payment-gateway", "ERROR", "charge failed for ord_7779: card_declined (insufficient_funds)"),
    ("checkout-api", "WARN", "slow query on carts table took 1840ms"),
    ("email-worker", "INFO", "receipt sent to cus_1042 for ord_7781"),
    ("payment-gateway", "ERROR", "timeout calling acquirer after 30000ms for ord_7783"),
    ("inventory-sync", "INFO", "synced 412 SKUs from warehouse WH-2 in 3.2s"),
    ("catalog-service", "INFO", "cache warmed: 18950 products"),
    ("checkout-api", "ERROR", "coupon WINTER26 rejected: expired on 2026-11-20"),
    ("email-worker", "WARN", "SMTP 421 from mx2.mail.example, retry 2/5"),
    ("payment-gateway", "INFO", "refund rf_2210 issued for ord_7702 amount=24.50 EUR"),
    ("checkout-api", "INFO", "order ord_7784 placed by cus_0988 total=239.00 EUR"),
    ("inventory-sync", "ERROR", "warehouse WH-3 unreachable: connection refused"),
]
DASHBOARDS = [
    {"id": "d1f0c2a4-5b6e-4c11-9a01-aa10", "title": "Checkout overview", "description": "Latency, throughput and errors of the checkout path",
     "tags": ["checkout", "slo"], "widgets": [{"id": "w1", "title": "p99 latency", "panelTypes": "graph"}, {"id": "w2", "title": "Error rate", "panelTypes": "value"}],
     "createdAt": "2026-09-14T10:22:00Z", "createdBy": "ines@shop.example"},
    {"id": "7c3e9b10-2d44-4f8a-b2c2-bb20", "title": "Payments", "description": "Acquirer timeouts and declines",
     "tags": ["payments"], "widgets": [{"id": "w1", "title": "Declines by reason", "panelTypes": "table"}],
     "createdAt": "2026-10-02T08:00:00Z", "createdBy": "tomasz@shop.example"},
    {"id": "0a9d8e77-1f3c-4b5d-8e9f-cc30", "title": "Infrastructure", "description": "",
     "tags": [], "widgets": [], "createdAt": "2026-11-01T12:30:00Z", "createdBy": "ruth@shop.example"},
]
ALERTS = [
    {"labels": {"alertname": "HighErrorRate", "service": "payment-gateway", "severity": "critical"},
     "annotations": {"summary": "payment-gateway error rate above 0.5% for 10m"}, "startsAt": "2026-11-25T05:41:00Z",
     "status": {"state": "active"}, "fingerprint": "8f2c1a9e4b7d0c33"},
    {"labels": {"alertname": "SlowCheckout", "service": "checkout-api", "severity": "warning"},
     "annotations": {"summary": "checkout p99 above 800ms"}, "startsAt": "2026-11-25T05:52:00Z",
     "status": {"state": "active"}, "fingerprint": "1b3e5f7a9c2d4e60"},
]
RULES = [
    {"id": "11", "alert": "HighErrorRate", "expr": "sum(rate(signoz_calls_total{status_code=\"STATUS_CODE_ERROR\"}[5m])) / sum(rate(signoz_calls_total[5m])) > 0.005",
     "for": "10m", "labels": {"severity": "critical"}},
    {"id": "12", "alert": "SlowCheckout", "expr": "histogram_quantile(0.99, sum(rate(signoz_latency_bucket{service_name=\"checkout-api\"}[5m])) by (le)) > 800",
     "for": "5m", "labels": {"severity": "warning", "team": "checkout"}},
    {"id": "13", "alert": "WarehouseDown", "expr": "up{job=\"inventory-sync\"} == 0", "for": "2m", "labels": {"severity": "critical", "team": "ops"}},
]
HOSTS = [
    {"hostName": "web-01.eu-west", "cpu": 63.42, "memory": 71.05, "load15": 2.31, "os": "linux"},
    {"hostName": "web-02.eu-west", "cpu": 41.9, "memory": 58.6, "load15": 1.07, "os": "linux"},
    {"hostName": "db-01.eu-west", "cpu": 22.15, "memory": 88.4, "load15": 0.85, "os": "linux"},
    {"hostName": "worker-01.eu-west", "cpu": 91.7, "memory": 45.2, "load15": 3.9, "os": "linux"},
]
PODS = [
    {"podCPU": 0.412, "podMemory": 536870912, "restartCount": 0, "meta": {"k8s.pod.name": "checkout-api-7d9f8c6b5-x2k4p", "k8s.namespace.name": "shop"}},
    {"podCPU": 0.088, "podMemory": 201326592, "restartCount": 3, "meta": {"k8s.pod.name": "email-worker-5c7b9d-q8r2t", "k8s.namespace.name": "shop"}},
    {"podCPU": 1.25, "podMemory": 1073741824, "restartCount": 1, "meta": {"k8s.pod.name": "payment-gateway-6f5d4c-m3n7v", "k8s.namespace.name": "payments"}},
]
FEATURES = [
    {"name": "SSO", "active": True, "usage": 0, "usage_limit": -1, "route": ""},
    {"name": "ALERT_CHANNEL_SLACK", "active": True, "usage": 2, "usage_limit": -1, "route": ""},
    {"name": "QUERY_BUILDER_PANELS", "active": True, "usage": 14, "usage_limit": 20, "route": ""},
    {"name": "ANOMALY_DETECTION", "active": False, "usage": 0, "usage_limit": 0, "route": "/settings/billing"},
    {"name": "ONBOARDING", "active": False, "usage": 0, "usage_limit": 0, "route": ""},
]


def hours(body):
    try:
        d = int(body["end"]) - int(body["start"])
    except Exception:
        return 1.0
    unit = 3.6e12 if d > 1e11 else 3.6e6 if d > 1e8 else 3600.0  # ns, ms or s
    return max(d / unit, 1 / 60)


def signoz(method, path, q, body):
    ok = lambda d: {"status": "success", "data": d}
    if path == "/api/v1/version":
        return {"version": "v0.76.2", "ee": "Y", "setupCompleted": True}
    if path == "/api/v1/health":
        return {"status": "ok"}
    if path == "/api/v1/features":
        return ok(FEATURES)
    if path == "/api/v1/services":
        h = hours(body)
        out = []
        for i, (name, p99, avg, cph, eph) in enumerate(SERVICES):
            if body.get("service") and body["service"] != name:
                continue
            f = 1 + 0.07 * ((int(h * 10) + i) % 5)
            calls = int(cph * h * f)
            errs = int(eph * h * f)
            out.append({"serviceName": name, "p99": p99 * f, "avgDuration": avg * f, "numCalls": calls,
                        "callRate": calls / (h * 3600), "numErrors": errs, "errorRate": errs / calls if calls else 0})
        if h >= 24:
            out = out[:4]
        return ok(out)
    if path == "/api/v1/service/top_operations":
        h = hours(body)
        return ok([{"name": n, "p50": round(p * 0.4, 1), "p95": round(p * 0.8, 1), "p99": p, "numCalls": int(c * h), "errorCount": int(e * h)}
                   for n, p, c, e in OPS.get(body.get("service"), [])])
    m = re.match(r"^/api/v1/traces/([0-9a-f]+)$", path)
    if m:
        tid = m.group(1)
        return ok([{"events": [[1764049512000000000 + k * 1000000, "span%02d" % k, tid, svc, op, str(dur), "SPAN_KIND_SERVER" if k == 0 else "SPAN_KIND_CLIENT", code]
                              for k, (svc, op, dur, code) in enumerate([("checkout-api", "POST /api/checkout", 912000000, "200"),
                                                                        ("payment-gateway", "charge_card", 780000000, "200" if tid[-1] != "f" else "502"),
                                                                        ("email-worker", "send_receipt", 64000000, "200")][: 2 + len(tid) % 2])],
                    "columns": ["__time", "SpanId", "TraceId", "ServiceName", "Name", "DurationNano", "Kind", "StatusCode"],
                    "isSubTree": False}])
    if path == "/api/v1/dependency_graph":
        h = hours(body)
        return ok([{"parent": "checkout-api", "child": "payment-gateway", "callCount": int(6100 * h), "callRate": 1.69, "errorRate": 0.0093, "p99": 1290.0},
                   {"parent": "checkout-api", "child": "catalog-service", "callCount": int(21000 * h), "callRate": 5.83, "errorRate": 0.0001, "p99": 96.1},
                   {"parent": "checkout-api", "child": "email-worker", "callCount": int(1400 * h), "callRate": 0.39, "errorRate": 0.0085, "p99": 2310.9}][: 3 if h < 24 else 2])
    if path == "/api/v1/query_range":
        qq = q.get("query", [""])[0]
        start, end, step = int(float(q.get("start", ["0"])[0])), int(float(q.get("end", ["0"])[0])), q.get("step", ["1m"])[0]
        n = 4
        vals = [[start + (end - start) * k // (n - 1), "%.3f" % (0.5 + 0.25 * k + len(qq) % 7 * 0.1)] for k in range(n)]
        series = [{"metric": {"__name__": qq.split("{")[0].split("(")[-1] or "value", "service_name": "checkout-api"}, "values": vals}]
        if "by" in qq:
            series.append({"metric": {"service_name": "payment-gateway"}, "values": [[t, "%.3f" % (float(v) * 1.8)] for t, v in vals]})
        return ok({"resultType": "matrix", "result": series})
    if path == "/api/v3/logs":
        items = body.get("compositeQuery", {}).get("builderQueries", {}).get("A", {}).get("filters", {}).get("items", [])
        needle = items[0]["value"].lower() if items else ""
        limit = body.get("compositeQuery", {}).get("builderQueries", {}).get("A", {}).get("limit", 100)
        hits = [(i, l) for i, l in enumerate(LOGS) if needle in (l[0] + " " + l[1] + " " + l[2]).lower()]
        logs = [{"timestamp": str(NOW_NS - (i + 1) * 97000000000), "body": "%s [%s] %s" % (lvl, svc, msg), "severity_text": lvl}
                for i, (svc, lvl, msg) in hits][:limit]
        return {"logs": logs, "total": len(hits)}
    if path == "/api/v1/dashboards" and method == "GET":
        return ok([{k: d[k] for k in ("id", "title", "description", "tags")} for d in DASHBOARDS])
    m = re.match(r"^/api/v1/dashboards/(.+)$", path)
    if m:
        for d in DASHBOARDS:
            if d["id"] == m.group(1):
                return ok(d)
        return 404, {"status": "error", "error": "dashboard not found"}
    if path == "/api/v1/alerts":
        return ok(ALERTS)
    if path == "/api/v1/rules" and method == "GET":
        return ok(RULES)
    if path == "/api/v1/rules" and method == "POST":
        r = dict(body)
        r.update({"id": str(14 + len(r.get("alert", "")) % 5), "state": "inactive", "createAt": "2026-11-25T06:00:00Z"})
        return ok(r)
    if path == "/api/v1/hosts/list":
        recs = HOSTS[: body.get("limit", 50)]
        return ok({"total": len(HOSTS), "records": recs})
    if path == "/api/v1/pods/list":
        recs = PODS[: body.get("limit", 50)]
        return ok({"total": len(PODS), "records": recs})
    if path == "/api/v3/licenses/active":
        return ok({"plan": {"name": "ENTERPRISE"}, "status": "VALID", "state": "ACTIVATED", "platform": "SELF_HOSTED",
                   "valid_until": 1798761599})
    return 404, {"status": "error", "error": "unknown endpoint " + path}


# ---------------- Elasticsearch ----------------
ES = {
    "support-tickets": {
        "mappings": {"properties": {"ticket_id": {"type": "keyword"}, "subject": {"type": "text"}, "body": {"type": "text"},
                                    "status": {"type": "keyword"}, "priority": {"type": "keyword"}, "customer": {"type": "keyword"},
                                    "opened": {"type": "date"}}},
        "settings": {"number_of_shards": 2, "number_of_replicas": 1},
        "docs": [
            {"ticket_id": "T-5001", "subject": "Refund not received", "body": "I returned the kettle on 3 November and still have no refund.", "status": "open", "priority": "high", "customer": "cus_1042", "opened": "2026-11-18"},
            {"ticket_id": "T-5002", "subject": "Wrong colour delivered", "body": "Ordered a green lamp, got a blue one. Please exchange.", "status": "pending", "priority": "normal", "customer": "cus_0988", "opened": "2026-11-19"},
            {"ticket_id": "T-5003", "subject": "Coupon WINTER26 not working", "body": "The coupon is rejected at checkout although the newsletter says it is valid.", "status": "open", "priority": "normal", "customer": "cus_1107", "opened": "2026-11-21"},
            {"ticket_id": "T-5004", "subject": "Card declined twice", "body": "My card was declined twice but the bank says the payment went through. Refund the duplicate please.", "status": "open", "priority": "urgent", "customer": "cus_0420", "opened": "2026-11-23"},
            {"ticket_id": "T-5005", "subject": "Delivery address change", "body": "Please change the delivery address of order ord_7781 to Hafenstrasse 12, Kiel.", "status": "closed", "priority": "low", "customer": "cus_1042", "opened": "2026-11-24"},
        ]},
    "app-logs-2026.11.24": {
        "mappings": {"properties": {"@timestamp": {"type": "date"}, "level": {"type": "keyword"}, "service": {"type": "keyword"},
                                    "message": {"type": "text"}, "latency_ms": {"type": "integer"}}},
        "settings": {"number_of_shards": 1, "number_of_replicas": 0},
        "docs": [
            {"@timestamp": "2026-11-24T08:01:12Z", "level": "ERROR", "service": "payment-gateway", "message": "timeout calling acquirer", "latency_ms": 30000},
            {"@timestamp": "2026-11-24T08:03:40Z", "level": "INFO", "service": "checkout-api", "message": "order placed", "latency_ms": 212},
            {"@timestamp": "2026-11-24T08:04:02Z", "level": "WARN", "service": "checkout-api", "message": "slow query on carts table", "latency_ms": 1840},
            {"@timestamp": "2026-11-24T08:05:55Z", "level": "ERROR", "service": "inventory-sync", "message": "warehouse unreachable", "latency_ms": 5000},
        ]},
    "products": {
        "mappings": {"properties": {"sku": {"type": "keyword"}, "name": {"type": "text"}, "price": {"type": "float"}, "stock": {"type": "integer"},
                                    "tags": {"type": "keyword"}}},
        "settings": {"number_of_shards": 1, "number_of_replicas": 1},
        "docs": [
            {"sku": "LMP-220", "name": "Green desk lamp", "price": 39.9, "stock": 14, "tags": ["lighting", "desk"]},
            {"sku": "KTL-101", "name": "Steel kettle 1.7 l", "price": 29.5, "stock": 0, "tags": ["kitchen"]},
            {"sku": "MUG-330", "name": "Stoneware mug, blue", "price": 9.0, "stock": 120, "tags": ["kitchen", "gift"]},
        ]},
}
TEMPLATES = {"logs-template": {"index_patterns": ["app-logs-*"], "version": 3, "priority": 200,
                               "template": {"settings": {"number_of_shards": 1}}}}


def es_match(doc, query, mapping):
    if not query or "match_all" in query:
        return True
    if "match" in query:
        f, v = next(iter(query["match"].items()))
        v = v["query"] if isinstance(v, dict) else v
        words = str(v).lower().split()
        return any(w in str(doc.get(f, "")).lower() for w in words)
    if "multi_match" in query:
        words = str(query["multi_match"]["query"]).lower().split()
        fields = query["multi_match"].get("fields") or list(doc)
        return any(w in str(doc.get(f.split("^")[0], "")).lower() for f in fields for w in words)
    if "term" in query:
        f, v = next(iter(query["term"].items()))
        v = v["value"] if isinstance(v, dict) else v
        d = doc.get(f)
        return v in d if isinstance(d, list) else d == v
    if "range" in query:
        f, r = next(iter(query["range"].items()))
        d = doc.get(f)
        if d is None:
            return False
        okk = True
        for op, x in r.items():
            okk &= {"gt": d > x, "gte": d >= x, "lt": d < x, "lte": d <= x}.get(op, True)
        return okk
    if "bool" in query:
        b = query["bool"]
        return all(es_match(doc, c, mapping) for c in b.get("must", []) + b.get("filter", [])) and \
            not any(es_match(doc, c, mapping) for c in b.get("must_not", []))
    if "query_string" in query:
        words = query["query_string"]["query"].lower().replace("*", "").split()
        return any(w in json.dumps(doc).lower() for w in words)
    return True


def highlight(doc, query, fields):
    words = []
    def walk(q):
        if isinstance(q, dict):
            for k, v in q.items():
                if k in ("match", "multi_match", "query_string"):
                    for vv in (v.values() if k == "match" else [v.get("query", "")]):
                        words.extend(str(vv["query"] if isinstance(vv, dict) else vv).lower().split())
                else:
                    walk(v)
        elif isinstance(q, list):
            for x in q:
                walk(x)
    walk(query)
    out = {}
    for f in fields:
        t = str(doc.get(f, ""))
        if any(w in t.lower() for w in words):
            h = t
            for w in set(words):
                h = re.sub("(?i)\\b(" + re.escape(w) + ")\\b", r"<em>\1</em>", h)
            out[f] = [h]
    return out


def es(method, path, q, body, raw):
    parts = [p for p in path.split("/") if p]
    if not parts:
        return {"name": "es-node-1", "cluster_name": "shop-search", "version": {"number": "8.15.3"}, "tagline": "You Know, for Search"}
    if parts[0] == "_cat" and parts[1] == "indices":
        pat = parts[2] if len(parts) > 2 else "*"
        rx = re.compile("^" + re.escape(pat).replace("\\*", ".*") + "$")
        return [{"health": "yellow" if v["settings"]["number_of_replicas"] else "green", "status": "open", "index": k,
                 "uuid": "u%08x" % (abs(hash(k)) % 16 ** 8), "pri": str(v["settings"]["number_of_shards"]), "rep": str(v["settings"]["number_of_replicas"]),
                 "docs.count": str(len(v["docs"])), "docs.deleted": "0", "store.size": "%dkb" % (4 + 3 * len(v["docs"])), "pri.store.size": "%dkb" % (4 + 3 * len(v["docs"]))}
                for k, v in sorted(ES.items()) if rx.match(k)]
    if parts[0] == "_cluster" and parts[1] == "health":
        unassigned = sum(v["settings"]["number_of_shards"] * v["settings"]["number_of_replicas"] for v in ES.values())
        prim = sum(v["settings"]["number_of_shards"] for v in ES.values())
        r = {"cluster_name": "shop-search", "status": "yellow" if unassigned else "green", "timed_out": False, "number_of_nodes": 1,
             "number_of_data_nodes": 1, "active_primary_shards": prim, "active_shards": prim, "relocating_shards": 0,
             "initializing_shards": 0, "unassigned_shards": unassigned, "number_of_pending_tasks": 0}
        if q.get("level", [""])[0] == "indices":
            r["indices"] = {k: {"status": "yellow" if v["settings"]["number_of_replicas"] else "green", "number_of_shards": v["settings"]["number_of_shards"],
                                "number_of_replicas": v["settings"]["number_of_replicas"], "active_primary_shards": v["settings"]["number_of_shards"],
                                "active_shards": v["settings"]["number_of_shards"], "relocating_shards": 0, "initializing_shards": 0,
                                "unassigned_shards": v["settings"]["number_of_shards"] * v["settings"]["number_of_replicas"]} for k, v in sorted(ES.items())}
        return r
    if parts[0] == "_index_template":
        if method == "PUT":
            TEMPLATES[parts[1]] = body
            return {"acknowledged": True}
        names = [parts[1]] if len(parts) > 1 else sorted(TEMPLATES)
        if len(parts) > 1 and parts[1] not in TEMPLATES:
            return 404, {"error": {"type": "resource_not_found_exception", "reason": "index template matching [%s] not found" % parts[1]}, "status": 404}
        return {"index_templates": [{"name": n, "index_template": TEMPLATES[n]} for n in names]}
    if parts[0] == "_bulk":
        lines = [json.loads(l) for l in raw.decode().splitlines() if l.strip()]
        items = []
        for a, d in zip(lines[::2], lines[1::2]):
            act = a["index"]
            idx = ES.setdefault(act["_index"], {"mappings": {"properties": {k: {"type": "text" if isinstance(v, str) else "long"} for k, v in d.items()}},
                                               "settings": {"number_of_shards": 1, "number_of_replicas": 1}, "docs": []})
            idx["docs"].append(d)
            items.append({"index": {"_index": act["_index"], "_id": str(act.get("_id") or "auto%d" % len(idx["docs"])), "_version": 1, "result": "created", "status": 201}})
        return {"took": 7 + len(items), "errors": False, "items": items}
    if parts[0] == "_reindex":
        return {"task": "oTUltX4IQMOUUVeiohTt8A:%d" % (41000 + len(body.get("source", {}).get("index", "")))}
    idx = parts[0]
    if len(parts) == 1:
        if method == "HEAD":
            return 200 if idx in ES else 404, {}
        if method == "PUT":
            if idx in ES:
                return 400, {"error": {"type": "resource_already_exists_exception", "reason": "index [%s/abc] already exists" % idx}, "status": 400}
            ES[idx] = {"mappings": body.get("mappings", {"properties": {}}), "settings": {"number_of_shards": int(body.get("settings", {}).get("number_of_shards", 1)),
                       "number_of_replicas": int(body.get("settings", {}).get("number_of_replicas", 1))}, "docs": []}
            return {"acknowledged": True, "shards_acknowledged": True, "index": idx}
    if idx not in ES:
        return 404, {"error": {"root_cause": [{"type": "index_not_found_exception", "reason": "no such index [%s]" % idx}], "type": "index_not_found_exception",
                               "reason": "no such index [%s]" % idx, "index": idx}, "status": 404}
    ix = ES[idx]
    if parts[1] == "_mapping":
        if method == "PUT":
            ix["mappings"].setdefault("properties", {}).update(body.get("properties", {}))
            return {"acknowledged": True}
        return {idx: {"mappings": ix["mappings"]}}
    if parts[1] == "_search":
        query = body.get("query")
        size, frm = body.get("size", 10), body.get("from", 0)
        hits = [d for d in ix["docs"] if es_match(d, query, ix["mappings"])]
        hl = list((body.get("highlight") or {}).get("fields", {}))
        out = []
        for i, d in enumerate(hits[frm:frm + size]):
            h = {"_index": idx, "_id": str(i + frm + 1), "_score": 1.0, "_source": d}
            hh = highlight(d, query, hl)
            if hh:
                h["highlight"] = hh
            out.append(h)
        return {"took": 3, "timed_out": False, "hits": {"total": {"value": len(hits), "relation": "eq"}, "max_score": 1.0, "hits": out}}
    return 400, {"error": "unsupported " + path}


# ---------------- WordPress REST ----------------
WPU = "http://127.0.0.1:%d" % 18473
WP_USERS = [
    {"id": 1, "name": "Lena Hartmann", "slug": "lena", "username": "lena", "email": "lena@fernweh-kitchen.example", "roles": ["administrator"],
     "description": "Founder and editor.", "registered_date": "2022-03-01T09:00:00", "url": ""},
    {"id": 2, "name": "Jonas Weber", "slug": "jonas", "username": "jonas", "email": "jonas@fernweh-kitchen.example", "roles": ["editor"],
     "description": "Bakes bread, writes about it.", "registered_date": "2023-06-12T14:30:00", "url": "https://jonasbakes.example"},
    {"id": 3, "name": "Aylin Demir", "slug": "aylin", "username": "aylin", "email": "aylin@fernweh-kitchen.example", "roles": ["author"],
     "description": "", "registered_date": "2025-01-20T08:15:00", "url": ""},
]
WP_CATS = [
    {"id": 1, "name": "Uncategorized", "slug": "uncategorized", "description": "", "count": 0, "parent": 0},
    {"id": 4, "name": "Bread", "slug": "bread", "description": "Sourdough, rye and flatbreads", "count": 3, "parent": 0},
    {"id": 5, "name": "Preserves", "slug": "preserves", "description": "Jams, pickles and ferments", "count": 2, "parent": 0},
    {"id": 6, "name": "Sourdough", "slug": "sourdough", "description": "", "count": 2, "parent": 4},
]
WP_TAGS = [
    {"id": 11, "name": "rye", "slug": "rye", "description": "", "count": 2},
    {"id": 12, "name": "beginner", "slug": "beginner", "description": "Good first recipes", "count": 3},
    {"id": 13, "name": "autumn", "slug": "autumn", "description": "", "count": 2},
    {"id": 14, "name": "fermentation", "slug": "fermentation", "description": "", "count": 2},
]
def _post(i, title, slug, status, author, date, cats, tags, body, excerpt, ptype="post", parent=0):
    return {"id": i, "date": date, "date_gmt": date, "modified": date.replace("T", "T1" if False else "T"), "modified_gmt": date, "slug": slug,
            "status": status, "type": ptype, "link": "%s/%s/" % (WPU, slug), "title": {"rendered": title},
            "content": {"rendered": body, "protected": False}, "excerpt": {"rendered": "<p>%s</p>\n" % excerpt, "protected": False},
            "author": author, "featured_media": 0, "comment_status": "open", "ping_status": "open", "sticky": False,
            "format": "standard", "meta": [], "categories": cats, "tags": tags, "parent": parent, "menu_order": 0}
WP_POSTS = [
    _post(101, "Dark rye sourdough in five days", "dark-rye-sourdough", "publish", 2, "2026-10-04T07:30:00", [4, 6], [11, 14],
          "<p>Rye needs a wetter starter than wheat. Feed it twice a day for five days.</p><h2>Ingredients</h2><ul><li>500 g dark rye flour</li><li>420 g water</li><li>12 g salt</li></ul>",
          "A slow, sour loaf for beginners with patience."),
    _post(102, "Plum jam without pectin", "plum-jam-without-pectin", "publish", 1, "2026-09-18T10:00:00", [5], [13, 12],
          "<p>Late plums have enough pectin on their own. Cook 1 kg plums with 400 g sugar until it wrinkles on a cold plate.</p>",
          "Late-season plums set on their own."),
    _post(103, "Quick-pickled red onions", "quick-pickled-red-onions", "publish", 3, "2026-11-02T16:45:00", [5], [12, 14],
          "<p>Slice two onions, cover with hot vinegar brine, wait thirty minutes.</p>", "Thirty minutes, three ingredients."),
    _post(104, "Seeded rye crispbread", "seeded-rye-crispbread", "draft", 2, "2026-11-20T09:10:00", [4], [11, 13],
          "<p>Draft: roll thin, bake at 180 °C for 25 minutes.</p>", "Crisp, seedy and keeps for weeks."),
    _post(105, "Flatbread on a cast-iron pan", "flatbread-cast-iron", "future", 1, "2026-12-01T08:00:00", [4], [12],
          "<p>Scheduled post about yeasted flatbreads.</p>", "No oven needed."),
]
WP_PAGES = [
    _post(201, "About us", "about", "publish", 1, "2022-03-01T09:05:00", [], [], "<p>Fernweh Kitchen is a small food blog from Kiel.</p>", "Who we are.", "page"),
    _post(202, "Contact", "contact", "publish", 1, "2022-03-01T09:06:00", [], [], "<p>Write to hello@fernweh-kitchen.example</p>", "Say hello.", "page"),
    _post(203, "Workshop dates 2027", "workshops-2027", "draft", 2, "2026-11-15T12:00:00", [], [], "<p>Sourdough workshops: 16 January, 20 February, 13 March.</p>", "Book a bread workshop.", "page", 201),
]
WP_COMMENTS = [
    {"id": 31, "post": 101, "parent": 0, "author": 0, "author_name": "Mara K.", "author_url": "", "date": "2026-10-06T18:22:00", "content": {"rendered": "<p>My starter smelled of acetone on day three, is that normal?</p>"}, "link": WPU + "/dark-rye-sourdough/#comment-31", "status": "approved", "type": "comment"},
    {"id": 32, "post": 101, "parent": 31, "author": 2, "author_name": "Jonas Weber", "author_url": "", "date": "2026-10-06T20:01:00", "content": {"rendered": "<p>Yes, feed it more often and it settles.</p>"}, "link": WPU + "/dark-rye-sourdough/#comment-32", "status": "approved", "type": "comment"},
    {"id": 33, "post": 102, "parent": 0, "author": 0, "author_name": "Pete", "author_url": "https://pete.example", "date": "2026-09-20T07:40:00", "content": {"rendered": "<p>Worked with damsons too.</p>"}, "link": WPU + "/plum-jam-without-pectin/#comment-33", "status": "approved", "type": "comment"},
    {"id": 34, "post": 103, "parent": 0, "author": 0, "author_name": "cheap-pills", "author_url": "http://spam.example", "date": "2026-11-03T03:12:00", "content": {"rendered": "<p>Great post! Visit my site</p>"}, "link": WPU + "/quick-pickled-red-onions/#comment-34", "status": "hold", "type": "comment"},
]
WP_MEDIA = [
    {"id": 301, "date": "2026-10-04T07:20:00", "slug": "rye-loaf", "type": "attachment", "title": {"rendered": "rye-loaf"}, "author": 2, "media_type": "image", "mime_type": "image/jpeg",
     "source_url": WPU + "/wp-content/uploads/2026/10/rye-loaf.jpg", "alt_text": "Dark rye loaf on a board", "caption": {"rendered": "<p>Day five</p>"},
     "media_details": {"width": 1600, "height": 1067, "filesize": 284512, "file": "2026/10/rye-loaf.jpg"}, "post": 101, "link": WPU + "/rye-loaf/"},
    {"id": 302, "date": "2026-09-18T09:55:00", "slug": "plum-jam", "type": "attachment", "title": {"rendered": "plum-jam"}, "author": 1, "media_type": "image", "mime_type": "image/png",
     "source_url": WPU + "/wp-content/uploads/2026/09/plum-jam.png", "alt_text": "", "caption": {"rendered": ""},
     "media_details": {"width": 1200, "height": 1200, "filesize": 905233, "file": "2026/09/plum-jam.png"}, "post": 102, "link": WPU + "/plum-jam/"},
    {"id": 303, "date": "2026-11-10T11:00:00", "slug": "workshop-flyer", "type": "attachment", "title": {"rendered": "workshop-flyer"}, "author": 2, "media_type": "file", "mime_type": "application/pdf",
     "source_url": WPU + "/wp-content/uploads/2026/11/workshop-flyer.pdf", "alt_text": "", "caption": {"rendered": ""},
     "media_details": {"filesize": 120044}, "post": 0, "link": WPU + "/workshop-flyer/"},
]
WP_SETTINGS = {"title": "Fernweh Kitchen", "description": "Bread, preserves and slow food from the coast", "url": WPU, "email": "lena@fernweh-kitchen.example",
               "timezone": "Europe/Berlin", "date_format": "j. F Y", "time_format": "H:i", "start_of_week": 1, "language": "de_DE",
               "use_smilies": True, "default_category": 1, "default_post_format": "0", "posts_per_page": 10, "default_ping_status": "open", "default_comment_status": "open"}


def wp_filter(items, q):
    out = items
    if "search" in q:
        s = q["search"][0].lower()
        out = [x for x in out if s in json.dumps(x).lower()]
    if "status" in q and q["status"][0] not in ("any",):
        st = q["status"][0].split(",")
        out = [x for x in out if x.get("status") in st]
    if "post" in q:
        out = [x for x in out if str(x.get("post")) == q["post"][0]]
    if "categories" in q:
        c = int(q["categories"][0].split(",")[0])
        out = [x for x in out if c in x.get("categories", [])]
    if "author" in q:
        out = [x for x in out if str(x.get("author")) == q["author"][0]]
    if "media_type" in q:
        out = [x for x in out if x.get("media_type") == q["media_type"][0]]
    if "parent" in q and items is WP_CATS:
        out = [x for x in out if str(x.get("parent")) == q["parent"][0]]
    n = int(q.get("per_page", ["10"])[0])
    return out[:n], len(out)


WP_NEXT = [400]


def wordpress(method, path, q, body):
    p = path[len("/wp-json"):] if path.startswith("/wp-json") else path
    if "rest_route" in q:
        p = q["rest_route"][0]
    if p in ("", "/"):
        return {"name": WP_SETTINGS["title"], "description": WP_SETTINGS["description"], "url": WPU, "home": WPU, "gmt_offset": 1,
                "timezone_string": "Europe/Berlin", "namespaces": ["oembed/1.0", "wp/v2", "wp-site-health/v1"], "authentication": {"application-passwords": {}},
                "generator": "https://wordpress.org/?v=6.8.3"}
    m = re.match(r"^/wp/v2/(posts|pages|comments|categories|tags|users|media)(?:/(me|\d+))?(/revisions)?$", p)
    if m:
        coll = {"posts": WP_POSTS, "pages": WP_PAGES, "comments": WP_COMMENTS, "categories": WP_CATS, "tags": WP_TAGS, "users": WP_USERS, "media": WP_MEDIA}[m.group(1)]
        if m.group(2) == "me":
            return WP_USERS[1]
        if m.group(2):
            for x in coll:
                if x["id"] == int(m.group(2)):
                    if m.group(3):
                        return [{"id": 900 + k, "author": x.get("author", 1), "date": "2026-1%d-0%dT10:00:00" % (k, k + 1), "parent": x["id"],
                                 "title": x.get("title"), "modified": "2026-1%d-0%dT10:00:00" % (k, k + 1)} for k in range(2)]
                    if method == "DELETE":
                        return {"deleted": True, "previous": x}
                    if method in ("POST", "PUT"):
                        y = dict(x)
                        for k, v in body.items():
                            y[k] = {"rendered": v} if k in ("title", "content", "excerpt") else v
                        return y
                    return x
            return 404, {"code": "rest_post_invalid_id", "message": "Invalid post ID.", "data": {"status": 404}}
        if method == "POST":
            WP_NEXT[0] += 1
            i = WP_NEXT[0]
            if m.group(1) in ("categories", "tags"):
                return 201, {"id": i, "name": body.get("name"), "slug": body.get("name", "").lower().replace(" ", "-"), "description": body.get("description", ""), "count": 0, "parent": body.get("parent", 0)}
            if m.group(1) == "comments":
                return 201, {"id": i, "post": body.get("post"), "parent": 0, "author": 2, "author_name": "Jonas Weber", "date": "2026-11-25T07:00:00",
                             "content": {"rendered": "<p>%s</p>" % body.get("content", "")}, "link": WPU + "/?p=%s#comment-%d" % (body.get("post"), i), "status": "approved", "type": "comment"}
            d = _post(i, body.get("title", ""), body.get("title", "").lower().replace(" ", "-"), body.get("status", "draft"), 2, "2026-11-25T07:00:00",
                      body.get("categories", [1]), body.get("tags", []), body.get("content", ""), "", "post" if m.group(1) == "posts" else "page")
            return 201, d
        items, total = wp_filter(coll, q)
        return ("WPLIST", items, total)
    if p == "/wp/v2/settings":
        if method == "POST":
            WP_SETTINGS.update(body)
        return WP_SETTINGS
    if p == "/wp/v2/search":
        s = q.get("search", [""])[0].lower()
        res = [{"id": x["id"], "title": x["title"]["rendered"], "url": x["link"], "type": "post", "subtype": x["type"]}
               for x in WP_POSTS + WP_PAGES if s in json.dumps(x).lower() and x["status"] == "publish"]
        return ("WPLIST", res[: int(q.get("per_page", ["10"])[0])], len(res))
    m = re.match(r"^/wp/v2/users/(\d+|me)/application-passwords$", p)
    if m:
        return [{"uuid": "6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f", "app_id": "", "name": "mcp-wordpress", "created": "2026-11-01T10:00:00", "last_used": "2026-11-25T06:59:00", "last_ip": "127.0.0.1"},
                {"uuid": "a3b4c5d6-7e8f-4a0b-8c1d-2e3f4a5b6c7d", "app_id": "", "name": "phone app", "created": "2025-05-05T18:20:00", "last_used": None, "last_ip": None}]
    return 404, {"code": "rest_no_route", "message": "No route was found matching the URL and request method.", "data": {"status": 404}}

# ---------------- Sentry (self-hosted API subset) ----------------
SU = "http://127.0.0.1:18474"
S_ORGS = [{"id": "1", "slug": "harbor-labs", "name": "Harbor Labs", "dateCreated": "2024-02-11T09:00:00.000000Z",
           "links": {"regionUrl": SU, "organizationUrl": SU + "/organizations/harbor-labs/"}, "status": {"id": "active", "name": "active"}},
          {"id": "7", "slug": "fernweh", "name": "Fernweh Kitchen", "dateCreated": "2025-06-30T12:00:00.000000Z",
           "links": {"regionUrl": SU, "organizationUrl": SU + "/organizations/fernweh/"}, "status": {"id": "active", "name": "active"}}]
S_TEAMS = {"harbor-labs": [{"id": "11", "slug": "checkout", "name": "Checkout", "dateCreated": "2024-02-11T09:05:00.000000Z", "memberCount": 6, "isMember": True},
                           {"id": "12", "slug": "payments", "name": "Payments", "dateCreated": "2024-03-01T10:00:00.000000Z", "memberCount": 4, "isMember": False},
                           {"id": "13", "slug": "mobile", "name": "Mobile", "dateCreated": "2025-01-15T08:30:00.000000Z", "memberCount": 3, "isMember": True}],
           "fernweh": [{"id": "71", "slug": "web", "name": "Web", "dateCreated": "2025-06-30T12:10:00.000000Z", "memberCount": 2, "isMember": True}]}
S_PROJECTS = {"harbor-labs": [{"id": "101", "slug": "checkout-api", "name": "checkout-api", "platform": "node-express", "dateCreated": "2024-02-11T09:10:00.000000Z", "hasReplays": False},
                              {"id": "102", "slug": "storefront", "name": "storefront", "platform": "javascript-react", "dateCreated": "2024-02-12T11:00:00.000000Z", "hasReplays": True},
                              {"id": "103", "slug": "payment-gateway", "name": "payment-gateway", "platform": "go", "dateCreated": "2024-03-01T10:05:00.000000Z"},
                              {"id": "104", "slug": "harbor-ios", "name": "Harbor iOS", "platform": "apple-ios", "dateCreated": "2025-01-15T08:40:00.000000Z"}],
              "fernweh": [{"id": "701", "slug": "blog", "name": "blog", "platform": "php", "dateCreated": "2025-06-30T12:20:00.000000Z"}]}
S_RELEASES = [
    {"id": 501, "version": "checkout-api@2.14.0", "shortVersion": "2.14.0", "dateCreated": "2026-11-20T14:02:11.000000Z", "dateReleased": "2026-11-20T14:30:00.000000Z",
     "firstEvent": "2026-11-20T14:31:05.000000Z", "lastEvent": "2026-11-25T05:58:40.000000Z", "newGroups": 3,
     "lastCommit": {"id": "9f2c1e0a7b", "message": "fix: apply discount before tax", "dateCreated": "2026-11-20T13:50:00.000000Z", "author": {"name": "Ines Okafor", "email": "ines@harbor.example"}},
     "lastDeploy": {"id": 88, "environment": "production", "dateStarted": "2026-11-20T14:25:00.000000Z", "dateFinished": "2026-11-20T14:29:30.000000Z"},
     "projects": [{"id": 101, "slug": "checkout-api", "name": "checkout-api", "platform": "node-express"}]},
    {"id": 498, "version": "storefront@5.3.1", "shortVersion": "5.3.1", "dateCreated": "2026-11-18T09:00:00.000000Z", "dateReleased": None,
     "firstEvent": "2026-11-18T09:12:00.000000Z", "lastEvent": "2026-11-24T22:10:00.000000Z", "newGroups": 0, "lastCommit": None, "lastDeploy": None,
     "projects": [{"id": 102, "slug": "storefront", "name": "storefront", "platform": "javascript-react"}]},
    {"id": 495, "version": "payment-gateway@1.9.4", "shortVersion": "1.9.4", "dateCreated": "2026-11-12T16:40:00.000000Z", "dateReleased": "2026-11-12T17:00:00.000000Z",
     "firstEvent": None, "lastEvent": None, "newGroups": 1,
     "lastCommit": {"id": "c4d5e6f7a8", "message": "retry acquirer timeouts once", "dateCreated": "2026-11-12T16:00:00.000000Z", "author": {"name": "Tomasz Berg", "email": "tomasz@harbor.example"}},
     "lastDeploy": {"id": 85, "environment": "staging", "dateStarted": "2026-11-12T16:50:00.000000Z", "dateFinished": "2026-11-12T16:55:00.000000Z"},
     "projects": [{"id": 103, "slug": "payment-gateway", "name": "payment-gateway", "platform": "go"}]},
]
def _issue(i, short, title, proj, status, count, users, first, last, culprit, level, assigned=None, etype="TypeError", value=""):
    pr = [p for p in S_PROJECTS["harbor-labs"] if p["slug"] == proj][0]
    return {"id": str(i), "shortId": short, "title": title, "culprit": culprit, "permalink": SU + "/organizations/harbor-labs/issues/%d/" % i,
            "level": level, "status": status, "substatus": "ongoing" if status == "unresolved" else None, "platform": pr["platform"],
            "project": {"id": pr["id"], "slug": pr["slug"], "name": pr["name"], "platform": pr["platform"]}, "type": "error", "issueType": "error", "issueCategory": "error",
            "metadata": {"type": etype, "value": value, "filename": culprit}, "count": str(count), "userCount": users, "firstSeen": first, "lastSeen": last,
            "assignedTo": assigned, "isUnhandled": True}
S_ISSUES = [
    _issue(4401, "CHECKOUT-API-3F", "TypeError: Cannot read properties of undefined (reading 'discount')", "checkout-api", "unresolved", 1284, 311,
           "2026-11-20T14:31:05.000000Z", "2026-11-25T05:58:40.000000Z", "computeInvoice(src/billing/invoice.ts)", "error",
           {"type": "team", "id": "11", "name": "checkout"}, "TypeError", "Cannot read properties of undefined (reading 'discount')"),
    _issue(4398, "PAYMENT-GATEWAY-1C", "AcquirerTimeout: timeout calling acquirer after 30000ms", "payment-gateway", "unresolved", 212, 198,
           "2026-11-12T17:05:00.000000Z", "2026-11-25T05:51:55.000000Z", "charge_card in gateway/acquirer.go", "error",
           {"type": "user", "id": "3", "name": "Tomasz Berg", "email": "tomasz@harbor.example"}, "AcquirerTimeout", "timeout calling acquirer after 30000ms"),
    _issue(4377, "STOREFRONT-9A", "ChunkLoadError: Loading chunk 412 failed.", "storefront", "resolved", 57, 49,
           "2026-11-02T08:00:00.000000Z", "2026-11-19T21:14:00.000000Z", "app/routes/checkout", "warning", None, "ChunkLoadError", "Loading chunk 412 failed."),
    _issue(4360, "CHECKOUT-API-2Z", "Error: coupon WINTER26 rejected: expired", "checkout-api", "ignored", 19, 17,
           "2026-11-20T18:00:00.000000Z", "2026-11-24T19:30:00.000000Z", "applyCoupon(src/billing/coupons.ts)", "info", None, "Error", "coupon WINTER26 rejected: expired"),
]
S_TAGS = {
    "browser": [("Chrome 131", 702), ("Safari 18.1", 388), ("Firefox 133", 141), ("Edge 131", 53)],
    "environment": [("production", 1270), ("staging", 14)],
    "release": [("checkout-api@2.14.0", 1284)],
    "url": [("https://shop.harbor.example/checkout", 1101), ("https://shop.harbor.example/cart", 183)],
}


def sentry(method, path, q, body):
    p = path
    if p.startswith("/api/0"):
        p = p[len("/api/0"):]
    if p in ("/auth/", "/users/me/"):
        return {"id": "2", "name": "Ines Okafor", "email": "ines@harbor.example", "username": "ines", "dateJoined": "2024-02-11T09:00:00.000000Z"}
    if p == "/users/me/regions/":
        return {"regions": [{"name": "self-hosted", "url": SU}]}
    if p == "/organizations/":
        qq = q.get("query", [""])[0].lower()
        return [o for o in S_ORGS if qq in o["slug"] or qq in o["name"].lower()]
    m = re.match(r"^/organizations/([^/]+)/(teams|projects|releases)/$", p)
    if m:
        org, kind = m.groups()
        if org not in S_TEAMS:
            return 404, {"detail": "The requested resource does not exist"}
        if kind == "teams" and method == "POST":
            return 201, {"id": "14", "slug": body.get("slug") or body.get("name", "").lower().replace(" ", "-"), "name": body.get("name"),
                         "dateCreated": "2026-11-25T07:00:00.000000Z", "memberCount": 1, "isMember": True}
        data = {"teams": S_TEAMS, "projects": S_PROJECTS}.get(kind, {}).get(org) if kind != "releases" else (S_RELEASES if org == "harbor-labs" else [])
        qq = q.get("query", [""])[0].lower()
        if kind == "releases" and "project" in q:
            pid = q["project"][0]
            data = [r for r in data if any(str(x["id"]) == pid or x["slug"] == pid for x in r["projects"])]
        return [x for x in data if qq in json.dumps(x).lower()]
    m = re.match(r"^/projects/([^/]+)/([^/]+)/keys/$", p)
    if m:
        org, proj = m.groups()
        pr = [x for x in S_PROJECTS.get(org, []) if x["slug"] == proj]
        if not pr:
            return 404, {"detail": "The requested resource does not exist"}
        pid = pr[0]["id"]
        return [{"id": "k%s1" % pid, "name": "Default", "isActive": True, "dateCreated": "2024-02-11T09:10:00.000000Z",
                 "dsn": {"public": "http://3f9a1c2b7d4e%s@127.0.0.1:18474/%s" % (pid, pid), "secret": "", "csp": ""}},
                {"id": "k%s2" % pid, "name": "CI uploads", "isActive": int(pid) % 2 == 0, "dateCreated": "2025-09-01T10:00:00.000000Z",
                 "dsn": {"public": "http://77aa00ee11cc%s@127.0.0.1:18474/%s" % (pid, pid), "secret": "", "csp": ""}}]
    m = re.match(r"^/organizations/([^/]+)/issues/$", p)
    if m:
        qq = q.get("query", [""])[0]
        out = S_ISSUES
        for tok in qq.split():
            if tok.startswith("is:"):
                out = [i for i in out if i["status"] == tok[3:]]
            elif tok.startswith("level:"):
                out = [i for i in out if i["level"] == tok[6:]]
            elif tok.startswith("project:"):
                out = [i for i in out if i["project"]["slug"] == tok[8:]]
            elif ":" not in tok:
                out = [i for i in out if tok.lower() in i["title"].lower()]
        if "project" in q:
            out = [i for i in out if str(i["project"]["id"]) in q["project"] or i["project"]["slug"] in q["project"]]
        sort = q.get("sort", ["date"])[0]
        if sort == "freq":
            out = sorted(out, key=lambda i: -int(i["count"]))
        return out[: int(q.get("limit", ["10"])[0])]
    m = re.match(r"^/(?:organizations/[^/]+/)?issues/([^/]+)/(?:tags/([^/]+)/(?:values/)?)?$", p)
    if m:
        iid, tag = m.groups()
        iss = [i for i in S_ISSUES if i["id"] == iid or i["shortId"] == iid]
        if not iss:
            return 404, {"detail": "The requested resource does not exist"}
        iss = iss[0]
        if tag:
            vals = S_TAGS.get(tag)
            if vals is None:
                return 404, {"detail": "The requested resource does not exist"}
            return {"key": tag, "name": tag.capitalize(), "totalValues": sum(c for _, c in vals), "uniqueValues": len(vals),
                    "topValues": [{"key": tag, "name": v, "value": v, "count": c, "lastSeen": iss["lastSeen"], "firstSeen": iss["firstSeen"]} for v, c in vals]}
        if method == "PUT":
            j = dict(iss)
            if "status" in body:
                j["status"] = body["status"]
                j["substatus"] = None
            if "assignedTo" in body:
                a = body["assignedTo"]
                j["assignedTo"] = {"type": "team", "id": "12", "name": "payments"} if a.startswith("team:") else {"type": "user", "id": "2", "name": "Ines Okafor", "email": "ines@harbor.example"}
            return j
        return iss
    return 404, {"detail": "The requested resource does not exist"}


class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        sys.stderr.write("%s %s\n" % (self.command, self.path))

    def handle_any(self):
        u = urlparse(self.path)
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            body = json.loads(raw) if raw and not u.path.endswith("_bulk") else {}
        except Exception:
            body = {k: v[0] for k, v in parse_qs(raw.decode()).items()} if raw else {}
        extra = {}
        if MODE == "signoz":
            r = signoz(self.command, u.path, parse_qs(u.query), body)
        elif MODE == "sentry":
            r = sentry(self.command, u.path, parse_qs(u.query), body)
        elif MODE == "wp":
            r = wordpress(self.command, u.path, parse_qs(u.query), body)
        else:
            r = es(self.command, u.path, parse_qs(u.query), body, raw)
        code = 200
        if isinstance(r, tuple) and r[0] == "WPLIST":
            extra = {"X-WP-Total": str(r[2]), "X-WP-TotalPages": "1"}
            r = r[1]
        elif isinstance(r, tuple):
            code, r = r
        data = b"" if self.command == "HEAD" else json.dumps(r).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        if MODE == "es":
            self.send_header("X-Elastic-Product", "Elasticsearch")
        for k, v in extra.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = handle_any


if __name__ == "__main__":
    MODE = sys.argv[1]
    WPU = "http://127.0.0.1:%s" % sys.argv[2]
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2])), H).serve_forever()
