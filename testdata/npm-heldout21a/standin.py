#!/usr/bin/env python3
"""standin.py PORT: the small stand-in backends of the heldout21a capture, on
127.0.0.1 only. /resend/... answers like the Resend REST API (resend-mcp,
RESEND_BASE_URL), /ftf/... like the FirstToFly Orchestrator API
(@first-to-fly/orchestrator-mcp, ORCHESTRATOR_API_URL), /deepseek/... and
/openclaw/... like an OpenAI-compatible chat endpoint (deepseek-mcp-server,
DEEPSEEK_BASE_URL; openclaw-mcp, OPENCLAW_URL). Fixed data, no state but the
ids of created objects. Every request is logged to stderr."""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

T = "2026-11-20T09:14:03.512Z"

DOMAINS = [
    {"id": "4dd369bc-aa82-4ff3-97de-514ae3000ee0", "name": "news.larkspurbooks.example", "status": "verified",
     "created_at": "2026-03-02 10:21:45.118+00", "region": "eu-west-1",
     "capabilities": {"sending": "enabled", "receiving": "disabled"}},
    {"id": "7a1c2e90-5b3f-4c61-9d0e-2f8b6a4c1d77", "name": "orders.larkspurbooks.example", "status": "pending",
     "created_at": "2026-11-18 16:02:11.904+00", "region": "us-east-1",
     "capabilities": {"sending": "enabled", "receiving": "enabled"}},
    {"id": "c0e5d2a1-3f4b-4e8a-b6c7-91d0f2e3a4b5", "name": "events.larkspurbooks.example", "status": "failed",
     "created_at": "2026-09-30 08:45:00.000+00", "region": "eu-west-1",
     "capabilities": {"sending": "disabled", "receiving": "enabled"}},
]


def domain_detail(d):
    out = dict(d, object="domain", open_tracking=d["status"] == "verified", click_tracking=False, tls="opportunistic")
    sub = d["name"].split(".")[0]
    out["records"] = [
        {"record": "SPF", "name": "send." + sub, "type": "MX", "ttl": "Auto", "status": d["status"],
         "value": "feedback-smtp.%s.amazonses.com" % d["region"], "priority": 10},
        {"record": "SPF", "name": "send." + sub, "type": "TXT", "ttl": "Auto", "status": d["status"],
         "value": "\"v=spf1 include:amazonses.com ~all\""},
        {"record": "DKIM", "name": "resend._domainkey." + sub, "type": "TXT", "ttl": "Auto",
         "status": "verified" if d["status"] == "verified" else "not_started",
         "value": "p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDfq2k9v%s" % sub[:4]},
    ]
    return out


API_KEYS = [
    {"id": "b6d24b8e-af0b-4c3c-be0c-359bbd97381e", "name": "Production newsletter", "created_at": "2026-03-02 10:30:12.000+00", "last_used_at": "2026-11-24 18:01:40.000+00"},
    {"id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", "name": "Order receipts", "created_at": "2026-06-11 07:12:55.000+00", "last_used_at": "2026-11-25 06:59:02.000+00"},
    {"id": "0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d", "name": "staging", "created_at": "2026-10-01 12:00:00.000+00", "last_used_at": None},
]

CONTACTS = [
    {"id": "e169aa45-1ecf-4183-9955-b1499d5701d3", "email": "mira.kowalski@example.org", "first_name": "Mira", "last_name": "Kowalski", "created_at": "2026-04-14 11:20:09.000+00", "unsubscribed": False},
    {"id": "3f1d2c4b-5a6e-4d7f-9b8a-1c2d3e4f5a6b", "email": "j.okonkwo@example.net", "first_name": "Jide", "last_name": "Okonkwo", "created_at": "2026-05-02 09:02:44.000+00", "unsubscribed": False},
    {"id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", "email": "hana.sato@example.com", "first_name": "Hana", "last_name": "Sato", "created_at": "2026-07-19 15:41:30.000+00", "unsubscribed": True},
    {"id": "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "email": "pbrennan@example.org", "first_name": "Pat", "last_name": "Brennan", "created_at": "2026-10-08 20:13:57.000+00", "unsubscribed": False},
]

SEGMENTS = [
    {"id": "78261eea-8f8b-4381-83c6-79fa7120f1cf", "name": "Poetry subscribers", "created_at": "2026-04-01 08:00:00.000+00"},
    {"id": "5c4b3a29-1807-4f6e-9d5c-4b3a2918f7e6", "name": "Book club members", "created_at": "2026-05-20 17:45:10.000+00"},
]

BROADCASTS = [
    {"id": "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794", "name": "November new arrivals", "segment_id": "78261eea-8f8b-4381-83c6-79fa7120f1cf",
     "audience_id": None, "status": "sent", "created_at": "2026-11-01 09:00:00.000+00", "scheduled_at": None, "sent_at": "2026-11-03 08:30:00.000+00",
     "from": "Larkspur Books <hello@news.larkspurbooks.example>", "subject": "Twelve new poetry titles", "reply_to": ["shop@larkspurbooks.example"],
     "preview_text": "Winter readings start 4 December", "topic_id": None},
    {"id": "559ac32e-9ef5-46fb-82a1-b76b840c0f7b", "name": "Winter reading night", "segment_id": "5c4b3a29-1807-4f6e-9d5c-4b3a2918f7e6",
     "audience_id": None, "status": "scheduled", "created_at": "2026-11-20 14:12:00.000+00", "scheduled_at": "2026-12-01 07:00:00.000+00", "sent_at": None,
     "from": "Larkspur Books <events@news.larkspurbooks.example>", "subject": "Join us on 4 December", "reply_to": None,
     "preview_text": "Readings, mulled cider and a raffle", "topic_id": None},
    {"id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "name": "Holiday gift guide (draft)", "segment_id": "78261eea-8f8b-4381-83c6-79fa7120f1cf",
     "audience_id": None, "status": "draft", "created_at": "2026-11-24 10:05:33.000+00", "scheduled_at": None, "sent_at": None,
     "from": "Larkspur Books <hello@news.larkspurbooks.example>", "subject": "Gifts for readers", "reply_to": None,
     "preview_text": None, "topic_id": None},
]

WEBHOOKS = [
    {"id": "4dd369bc-aa82-4ff3-97de-514ae3000ee1", "endpoint": "https://hooks.larkspurbooks.example/resend", "events": ["email.delivered", "email.bounced"],
     "status": "enabled", "created_at": "2026-06-12 10:00:00.000+00"},
    {"id": "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968", "endpoint": "https://crm.larkspurbooks.example/inbound", "events": ["contact.created", "contact.updated", "contact.deleted"],
     "status": "disabled", "created_at": "2026-08-03 13:30:00.000+00"},
]

TEMPLATES = [
    {"id": "e169aa45-1ecf-4183-9955-b1499d5701d4", "name": "order-receipt", "status": "published", "alias": "receipt", "published_at": "2026-06-11 08:00:00.000+00",
     "created_at": "2026-06-10 16:20:00.000+00", "updated_at": "2026-06-11 08:00:00.000+00"},
    {"id": "b7a6c5d4-e3f2-4a1b-9c8d-7e6f5a4b3c2d", "name": "event-reminder", "status": "draft", "alias": None, "published_at": None,
     "created_at": "2026-11-19 11:11:11.000+00", "updated_at": "2026-11-22 09:45:00.000+00"},
]

TOPICS = [
    {"id": "b6d24b8e-af0b-4c3c-be0c-359bbd97381f", "name": "Weekly digest", "description": "New arrivals every Monday", "default_subscription": "opt_in", "created_at": "2026-04-01 08:05:00.000+00"},
    {"id": "c8d9e0f1-a2b3-4c4d-8e5f-6a7b8c9d0e1f", "name": "Events", "description": "Readings and signings in the shop", "default_subscription": "opt_out", "created_at": "2026-05-20 17:50:00.000+00"},
]

EMAILS = [
    {"id": "4ef9a417-02e9-4d39-ad75-9611e0fcc33c", "object": "email", "to": ["mira.kowalski@example.org"], "from": "Larkspur Books <orders@orders.larkspurbooks.example>",
     "created_at": "2026-11-24 18:01:40.000+00", "subject": "Your order LB-20931 has shipped", "html": "<p>Your parcel is on its way.</p>", "text": "Your parcel is on its way.",
     "bcc": None, "cc": None, "reply_to": None, "last_event": "delivered", "scheduled_at": None},
    {"id": "7c6b5a49-3827-4160-9f8e-7d6c5b4a3928", "object": "email", "to": ["j.okonkwo@example.net", "pbrennan@example.org"], "from": "Larkspur Books <events@news.larkspurbooks.example>",
     "created_at": "2026-11-22 12:30:05.000+00", "subject": "Reading night seats confirmed", "html": None, "text": "Two seats are held for you on 4 December.",
     "bcc": ["archive@larkspurbooks.example"], "cc": None, "reply_to": ["shop@larkspurbooks.example"], "last_event": "opened", "scheduled_at": None},
    {"id": "0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a", "object": "email", "to": ["hana.sato@example.com"], "from": "Larkspur Books <hello@news.larkspurbooks.example>",
     "created_at": "2026-11-19 07:45:00.000+00", "subject": "Welcome to the poetry list", "html": "<h1>Welcome</h1>", "text": None,
     "bcc": None, "cc": None, "reply_to": None, "last_event": "bounced", "scheduled_at": None},
]


def rlist(items):
    return {"object": "list", "has_more": False, "data": items}


def resend(method, path, q, body):
    parts = [p for p in path.split("/") if p]
    if not parts:
        return 404, {"name": "not_found", "message": "Route not found", "statusCode": 404}
    col = parts[0]
    one = parts[1] if len(parts) > 1 else None
    tables = {"domains": DOMAINS, "api-keys": API_KEYS, "contacts": CONTACTS, "segments": SEGMENTS,
              "broadcasts": BROADCASTS, "webhooks": WEBHOOKS, "templates": TEMPLATES, "topics": TOPICS, "emails": EMAILS}
    if col not in tables:
        return 404, {"name": "not_found", "message": "Route not found", "statusCode": 404}
    rows = tables[col]
    if method == "GET" and one is None:
        lim = int(q.get("limit", ["100"])[0])
        return 200, dict(rlist(rows[:lim]), has_more=lim < len(rows))
    if method == "GET":
        for r in rows:
            if one in (r["id"], r.get("email"), r.get("alias"), r.get("name")):
                if col == "domains":
                    return 200, domain_detail(r)
                return 200, dict(r, object=col.rstrip("s").replace("api-key", "api_key"))
        return 404, {"name": "not_found", "message": "%s not found" % col[:-1].capitalize(), "statusCode": 404}
    if method == "POST" and one is None:
        if col == "emails":
            return 200, {"id": "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716"}
        if col == "contacts":
            return 201, {"object": "contact", "id": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f"}
        if col == "api-keys":
            return 201, {"id": "dacf4072-4119-4d88-932f-6202748ac7c8", "token": "re_c1tpEyD8_NKFusih9vKVQknRAQfmFcWCv"}
        return 201, {"object": col[:-1], "id": "6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2910"}
    if method == "DELETE":
        return 200, {"object": col[:-1], "id": one, "deleted": True}
    if method == "POST" and len(parts) > 2 and parts[2] == "verify":
        return 200, {"object": "domain", "id": one}
    return 404, {"name": "not_found", "message": "Route not found", "statusCode": 404}


ENTITIES = [
    {"id": "ent_7f3a91", "type": "decision", "name": "Use SQLite WAL mode for the order queue", "status": "active",
     "content": "## Decision\nSwitch the order queue database to WAL journal mode.\n\n## Rationale\nReaders no longer block the single writer; checkout latency p95 fell from 480 ms to 95 ms.\n\n## Alternatives\nPostgreSQL (too heavy for the shop server), a Redis list (no durability guarantees).",
     "tags": ["database", "orders", "performance"], "source": "session-2026-11-12", "createdAt": "2026-11-12T15:02:44.000Z", "updatedAt": "2026-11-14T08:10:00.000Z", "version": 2},
    {"id": "ent_2b8c40", "type": "pattern", "name": "Retry payment webhooks with jittered backoff", "status": "active",
     "content": "## Pattern\nRetry failed webhook deliveries 5 times with exponential backoff (base 2 s) and full jitter.\n\n## When\nAny outbound call to the payment provider.",
     "tags": ["payments", "webhooks"], "source": "session-2026-10-30", "createdAt": "2026-10-30T11:20:00.000Z", "updatedAt": "2026-10-30T11:20:00.000Z"},
    {"id": "ent_c41d07", "type": "error", "name": "ECONNRESET when uploading cover images", "status": "resolved",
     "content": "## Root Cause\nThe image proxy closed idle keep-alive sockets after 5 s while the uploader reused them.\n\n## Fix\nSet agent keepAliveMsecs to 1000 and retry once on ECONNRESET.\n\n## File\nsrc/uploads/covers.ts",
     "tags": ["uploads", "network"], "source": "session-2026-11-05", "createdAt": "2026-11-05T09:41:12.000Z", "updatedAt": "2026-11-06T16:00:00.000Z", "matchScore": 0.91},
    {"id": "ent_9e5f22", "type": "requirement", "name": "Gift cards can be split across orders", "status": "draft",
     "content": "A gift card balance may be used over several orders until it reaches zero. Partial refunds restore the balance.",
     "tags": ["gift-cards", "checkout"], "source": "spec-import", "createdAt": "2026-11-18T10:00:00.000Z", "updatedAt": "2026-11-18T10:00:00.000Z"},
    {"id": "ent_5a6b13", "type": "error", "name": "TypeError: Cannot read properties of undefined (reading 'isbn')", "status": "active",
     "content": "## Root Cause\nSearch results from the supplier feed sometimes lack the product block.\n\n## File\nsrc/catalog/import.ts:88",
     "tags": ["catalog", "import"], "source": "session-2026-11-21", "createdAt": "2026-11-21T13:13:13.000Z", "updatedAt": "2026-11-21T13:13:13.000Z", "matchScore": 0.64},
]
RECIPES = [
    {"id": "rcp_01", "name": "release-checklist", "description": "Steps before tagging a release of the shop server", "triggers": ["release", "tag"], "variables": ["version"],
     "body": "1. Run the test suite\n2. Update CHANGELOG.md for {{$version}}\n3. Tag v{{$version}} and push\n4. Deploy to staging, then production"},
    {"id": "rcp_02", "name": "new-error-triage", "description": "How to record a new production error", "triggers": ["error", "incident"], "variables": ["service", "severity"],
     "body": "- Service: {{$service}}\n- Severity: {{$severity}}\n- Check check_error first\n- Store the root cause and fix with store_entity type=error"},
]
ATTACH = {"ent_7f3a91": [{"id": "att_31", "fileName": "wal-benchmark.csv", "contentType": "text/csv", "fileSizeBytes": 18432},
                         {"id": "att_32", "fileName": "queue-latency.png", "contentType": "image/png", "fileSizeBytes": 2411724}]}
TEAM = {"team_id": "team_shop", "name": "Shop platform", "members": [{"id": "m1", "name": "Ada", "state": "working", "task": "gift card refunds"},
        {"id": "m2", "name": "Bo", "state": "idle", "task": None}], "open_tasks": 3, "recent_log": [{"level": "milestone", "content": "checkout v2 shipped", "at": "2026-11-24T17:00:00Z"}]}


def ftf(method, path, q, body):
    ok = lambda d: (200, {"success": True, "data": d})
    if path.startswith("/projects/"):
        path = "/" + path.split("/", 3)[3]
    parts = [p for p in path.split("/") if p]
    if path == "/events/tool-call":
        return ok({"logged": True})
    if path == "/search":
        words = [w for w in body.get("query", "").lower().split() if len(w) > 2]
        hits = [e for e in ENTITIES if any(w in (e["name"] + " " + e["content"] + " " + " ".join(e["tags"])).lower() for w in words)]
        if body.get("types"):
            hits = [e for e in hits if e["type"] in body["types"]]
        return ok(hits[: body.get("limit", 20)])
    if path == "/recall":
        words = [w for w in body.get("context", "").lower().split() if len(w) > 2]
        hits = [e for e in ENTITIES if e["type"] in (body.get("types") or [e["type"]]) and
                any(w in (e["name"] + " " + e["content"] + " " + " ".join(e["tags"])).lower() for w in words)]
        hits = hits[: body.get("limit", 10)]
        ids = {e["id"] for e in hits}
        rels = [r for r in [{"fromEntityId": "ent_c41d07", "toEntityId": "ent_2b8c40", "type": "related_to"},
                            {"fromEntityId": "ent_7f3a91", "toEntityId": "ent_9e5f22", "type": "supports"}] if r["fromEntityId"] in ids]
        return ok({"entities": hits, "relationships": rels, "totalCount": len(hits),
                   "peripheralEntities": [{"id": e["id"], "name": e["name"], "type": e["type"]} for e in ENTITIES if e["id"] not in ids],
                   "diagnostics": {"semanticSearch": False, "embeddingCoverage": 0}})
    if path == "/specs":
        return ok({"items": []})
    if path == "/check-error":
        words = [w for w in body.get("errorMessage", "").lower().replace("'", " ").split() if len(w) > 3]
        hits = [e for e in ENTITIES if e["type"] == "error" and any(w in (e["name"] + e["content"]).lower() for w in words)]
        return ok(hits[: body.get("limit") or 5])
    if path == "/attachments":
        return ok(ATTACH.get(q.get("entityId", [""])[0], []))
    if len(parts) == 3 and parts[0] == "entities" and method == "GET":
        for e in ENTITIES:
            if e["id"] == parts[2] and e["type"] == parts[1]:
                return ok(e)
        return 404, {"success": False, "error": {"message": "Entity %s/%s not found" % (parts[1], parts[2])}}
    if path == "/recipes":
        return ok(RECIPES)
    if len(parts) == 3 and parts[0] == "recipes" and parts[2] == "render":
        r = [x for x in RECIPES if x["id"] == parts[1]][0]
        text = r["body"]
        for k, v in (body.get("variables") or {}).items():
            text = text.replace("{{$%s}}" % k, str(v))
        return ok({"rendered": text})
    if len(parts) == 3 and parts[0] == "teams" and parts[2] == "context":
        if parts[1] != "team_shop":
            return 404, {"success": False, "error": {"message": "Team not found"}}
        return ok(TEAM)
    if len(parts) == 3 and parts[0] == "teams" and parts[2] == "log":
        if parts[1] != "team_shop":
            return 404, {"success": False, "error": {"message": "Team not found"}}
        return ok({"id": "log_88"})
    return 404, {"success": False, "error": {"message": "Not found: %s %s" % (method, path)}}


ANSWERS = [
    ("haiku", "Frost on the window\nthe kettle hums its one note\nbooks wait to be read"),
    ("sql", "Use a covering index:\n\nCREATE INDEX idx_orders_customer_created ON orders(customer_id, created_at);\n\nThen the query reads only the index."),
    ("capital", "The capital of Portugal is Lisbon."),
    ("regex", "A pattern for ISO dates is ^\\d{4}-\\d{2}-\\d{2}$ — it matches 2026-11-25 but not 25/11/2026."),
    ("list", "Three ways to cut build time:\n1. Cache dependencies between runs\n2. Run tests in parallel\n3. Skip unchanged packages"),
    ("json", "{\"title\": \"The Salt Road\", \"author\": \"Ines Varga\", \"year\": 2019, \"pages\": 312}"),
]


def chat(body, who):
    msgs = body.get("messages") or []
    if not msgs:
        return 400, {"error": {"message": "messages must not be empty", "type": "invalid_request_error"}}
    last = msgs[-1].get("content") or ""
    if isinstance(last, list):
        last = " ".join(p.get("text", "") for p in last if isinstance(p, dict))
    answer = "I can help with that. Could you say a little more about what you need?"
    for key, text in ANSWERS:
        if key in last.lower():
            answer = text
            break
    pt = 12 + 3 * len(msgs) + len(last) // 4
    ct = len(answer) // 4 + 1
    model = body.get("model") or "deepseek-chat"
    msg = {"role": "assistant", "content": answer}
    if "reason" in model or (body.get("thinking") or {}).get("type") == "enabled":
        msg["reasoning_content"] = "The user asked: %s. Answer briefly." % last[:60]
    return 200, {"id": "chatcmpl-%s-%d" % (who, pt), "object": "chat.completion", "created": 1795600000, "model": model,
                 "choices": [{"index": 0, "message": msg, "finish_reason": "stop"}],
                 "usage": {"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct,
                           "prompt_cache_hit_tokens": 0, "prompt_cache_miss_tokens": pt}}


def fim(body):
    prompt = body.get("prompt", "")
    text = "    return a + b\n" if "def add" in prompt else "    for item in items:\n        total += item.price\n    return total\n"
    return 200, {"id": "cmpl-fim-1", "object": "text_completion", "created": 1795600000, "model": body.get("model", "deepseek-chat"),
                 "choices": [{"index": 0, "text": text, "finish_reason": "stop"}],
                 "usage": {"prompt_tokens": len(prompt) // 4 + 1, "completion_tokens": len(text) // 4, "total_tokens": len(prompt) // 4 + 1 + len(text) // 4}}


class H(BaseHTTPRequestHandler):
    def handle_any(self, method):
        u = urlparse(self.path)
        q = parse_qs(u.query)
        n = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {}
        p = u.path
        if p.startswith("/resend"):
            code, data = resend(method, p[len("/resend"):], q, body)
        elif p.startswith("/ftf"):
            code, data = ftf(method, p[len("/ftf"):], q, body)
        elif p.startswith("/deepseek") and p.endswith("/completions") and "beta" in p:
            code, data = fim(body)
        elif p.startswith("/deepseek") and p.endswith("/chat/completions"):
            code, data = chat(body, "ds")
        elif p.startswith("/deepseek") and p.endswith("/models"):
            code, data = 200, {"object": "list", "data": [{"id": "deepseek-chat", "object": "model", "owned_by": "deepseek"}]}
        elif p.startswith("/openclaw") and p.endswith("/chat/completions"):
            code, data = chat(body, "oc")
        else:
            code, data = 404, {"error": "not found"}
        out = json.dumps(data).encode()
        sys.stderr.write("%s %s %s -> %d\n" % (method, self.path, raw[:200].decode("utf-8", "replace"), code))
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def do_GET(self): self.handle_any("GET")
    def do_POST(self): self.handle_any("POST")
    def do_PATCH(self): self.handle_any("PATCH")
    def do_PUT(self): self.handle_any("PUT")
    def do_DELETE(self): self.handle_any("DELETE")
    def log_message(self, *a): pass


if __name__ == "__main__":
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
