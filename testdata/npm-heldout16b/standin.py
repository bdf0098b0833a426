#!/usr/bin/env python3
"""standin.py DATA_DIR LM_PORT PGREST_PORT LIB_PORT NOMAD_PORT: the local stand-in backends
of the heldout16b capture, on 127.0.0.1 only.

- LM_PORT: a small LM Studio-like server (/api/v0/models, /v1/models,
  /v1/chat/completions with SSE streaming, /v1/embeddings) whose answers are
  canned texts chosen by keywords of the last user message (houtini-lm).
  The same port answers deepseek-mcp-server under /v1 (/v1/models,
  /v1/user/balance, /v1/files, /v1/beta/completions, /v1/responses,
  /v1/chat/completions without streaming).
  It also answers @perplexity-ai/mcp-server under /pplx (/pplx/search over a
  few local pages, /pplx/v1/agent as an SSE stream with canned answers and
  their sources).
- PGREST_PORT: a tiny PostgREST-like API over in-memory tables (GET with
  select=, eq./gt./lt./ilike. filters, order=, limit=; POST/PATCH/DELETE).
- LIB_PORT: static files of DATA_DIR/library (git-library's data URL).
- NOMAD_PORT: static JSON files of DATA_DIR/nomad (a Nomad HTTP API's
  read answers for mcp-nomad; a path that also has children is a folder
  with index.html). Query strings are ignored."""
import json, sys, threading, time, re, os, hashlib
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler, SimpleHTTPRequestHandler
from urllib.parse import urlparse, parse_qsl, unquote
from functools import partial

D = sys.argv[1]
LM_PORT, PG_PORT, LIB_PORT, NOMAD_PORT = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])

MODELS = [
    {"id": "qwen2.5-coder-14b-instruct", "object": "model", "type": "llm", "arch": "qwen2",
     "compatibility_type": "gguf", "quantization": "Q4_K_M", "state": "loaded",
     "max_context_length": 32768, "loaded_context_length": 16384},
    {"id": "llama-3.2-3b-instruct", "object": "model", "type": "llm", "arch": "llama",
     "compatibility_type": "gguf", "quantization": "Q8_0", "state": "not-loaded",
     "max_context_length": 131072},
    {"id": "phi-4-mini-reasoning", "object": "model", "type": "llm", "arch": "phi3",
     "compatibility_type": "mlx", "quantization": "4bit", "state": "not-loaded",
     "max_context_length": 131072},
    {"id": "text-embedding-nomic-embed-text-v1.5", "object": "model", "type": "embeddings",
     "arch": "nomic-bert", "compatibility_type": "gguf", "quantization": "Q4_K_M", "state": "loaded",
     "max_context_length": 2048},
]

REPLIES = [
    ("bug", "Found 3 issues:\n\n1. `parseInvoice` divides by `items.length` without checking for an empty list (line 14) - returns NaN for empty invoices.\n2. The `catch` block swallows the error and returns `null`, so callers cannot tell a parse failure from a missing file.\n3. `dueDate` is built with `new Date(str)`, which treats `2026-03-01` as UTC midnight; use a local date parser.\n\nSuggested fix for (1):\n\n```ts\nconst avg = items.length ? total / items.length : 0;\n```"),
    ("test", "```python\nimport pytest\nfrom shipping import quote\n\ndef test_zero_weight_is_rejected():\n    with pytest.raises(ValueError):\n        quote(weight_kg=0, zone=\"EU\")\n\ndef test_eu_zone_base_rate():\n    assert quote(weight_kg=1, zone=\"EU\") == 4.90\n\ndef test_heavy_parcel_surcharge():\n    assert quote(weight_kg=31, zone=\"EU\") == 4.90 + 12.00\n```"),
    ("summar", "Summary of the incident log:\n\n- Start: 2026-11-18 02:14 UTC, end: 03:02 UTC (48 min)\n- Service: payments-api (eu-west)\n- Cause: connection pool exhausted after a config push set max_connections to 20\n- Impact: 1,284 failed checkouts, no data loss\n- Fix: pool size restored to 200, config push reverted\n- Follow-up: add a canary check for pool settings (owner: Priya N.)"),
    ("table", "| Option | Latency (p95) | Cost / month | Notes |\n|---|---|---|---|\n| Redis cache | 4 ms | $38 | needs eviction policy |\n| Postgres materialized view | 22 ms | $0 | refresh every 5 min |\n| In-process LRU | 1 ms | $0 | per-instance, cold on deploy |\n\nRecommendation: start with the materialized view; move to Redis if p95 must stay under 10 ms."),
    ("explain", "This function debounces calls: each call clears the pending timer and starts a new one of `wait` ms, so `fn` only runs once the caller has been quiet for `wait` ms. The last arguments win. It returns nothing, so callers cannot await the result; a promise-returning variant would need to keep the pending resolvers."),
    ("regex", "Pattern: `^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])$`\n\nMatches: 2026-11-25, 1999-01-31\nRejects: 2026-13-01, 2026-1-5, 26-11-25\n\nNote: it does not check days per month (2026-02-31 passes)."),
    ("name", "Suggested names:\n\n- `retryWithBackoff` - says what it does\n- `withRetries` - short, reads well at call sites\n- `resilientFetch` - if it only wraps fetch\n\nI would pick `retryWithBackoff`."),
    ("sql", "```sql\nSELECT c.name, COUNT(o.id) AS orders, SUM(o.total) AS revenue\nFROM customers c\nJOIN orders o ON o.customer_id = c.id\nWHERE o.created_at >= DATE '2026-10-01'\nGROUP BY c.name\nORDER BY revenue DESC\nLIMIT 10;\n```\n\nAdd an index on `orders(customer_id, created_at)` if this runs often."),
    ("commit", "fix(cart): keep coupon when quantity changes\n\nThe quantity handler rebuilt the cart from the catalogue and dropped\napplied coupons. Carry `cart.coupons` over and re-validate them.\n\nCloses #412"),
    ("translate", "German: Die Lieferung verzögert sich um zwei Tage.\nFrench: La livraison est retardée de deux jours.\nSpanish: La entrega se retrasa dos días."),
    ("review", "Review of `config.yaml`:\n\nretries: 5 - fine\ntimeout_ms: 500 - too low for the report endpoint (p95 is 1.2 s)\nlog_level: debug - should be info in production\ncache_ttl: 0 - disables caching; was that intended?\n\nOverall: 2 changes needed before release."),
]
FIM = {
    "def fib": "    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n",
    "function slugify": "  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');\n",
    "SELECT": " name, email FROM members WHERE plan = 'student' ORDER BY joined DESC;",
}
# A small local "web" for the Perplexity stand-in (/pplx/search, /pplx/v1/agent).
PAGES = [
    {"title": "Nightly backups with restic and cron", "url": "https://wiki.homelab.example/backups/restic",
     "snippet": "Schedule restic at 02:30, keep 7 daily, 4 weekly and 12 monthly snapshots, and test a restore every month.", "date": "2026-11-21"},
    {"title": "Restic documentation: restoring a snapshot", "url": "https://restic.example.org/docs/restore",
     "snippet": "Use restic restore latest --target DIR --include PATH to bring back single files.", "date": "2026-08-02"},
    {"title": "Choosing a UPS for a small rack", "url": "https://blog.rackhobby.example/2025/ups-sizing",
     "snippet": "Size for 1.5x the idle load; a 1500 VA unit gives about 20 minutes at 300 W.", "date": "2025-06-14"},
    {"title": "Sourdough bulk fermentation times by temperature", "url": "https://bakers.example.net/guides/bulk-fermentation",
     "snippet": "At 25 °C bulk takes 4 to 5 hours with 20% levain; at 21 °C plan 6 to 7 hours.", "date": "2026-03-09"},
    {"title": "Deck oven maintenance checklist", "url": "https://bakers.example.net/equipment/deck-oven-care",
     "snippet": "Brush the stones weekly, descale the steam generator monthly, book a service twice a year.", "date": "2026-01-17"},
    {"title": "Nomad job status reference", "url": "https://nomad-docs.example.io/jobs/status",
     "snippet": "A job is pending, running or dead; allocations report client status running, failed, complete or lost.", "date": "2026-10-05"},
    {"title": "PostgREST operators: eq, gt, ilike and is", "url": "https://postgrest-docs.example.org/api/operators",
     "snippet": "Filter rows with column=operator.value, for example year=gt.2020 or title=ilike.*night*.", "date": "2026-07-22"},
]
ANSWERS = [
    ("restic", "Run restic from cron at a quiet hour (02:30 works) and keep 7 daily, 4 weekly and 12 monthly snapshots [1]. To restore one file use `restic restore latest --target DIR --include PATH` [2].", [0, 1]),
    ("ups", "For a rack idling at about 300 W, a 1500 VA UPS gives roughly 20 minutes; size for 1.5 times the idle load [1].", [2]),
    ("sourdough", "At 25 °C, bulk fermentation with 20% levain takes 4 to 5 hours; at 21 °C allow 6 to 7 hours [1].", [3]),
    ("oven", "Brush the deck stones weekly, descale the steam generator monthly and book a technician twice a year [1].", [4]),
    ("nomad", "Nomad jobs are pending, running or dead; allocations show running, failed, complete or lost [1].", [5]),
]


def page_hits(q, n):
    words = [w for w in re.findall(r"[a-z0-9]+", q.lower()) if len(w) > 2]
    scored = []
    for p in PAGES:
        hay = (p["title"] + " " + p["snippet"]).lower()
        s = sum(w in hay for w in words)
        if s:
            scored.append((-s, PAGES.index(p), p))
    return [p for _, _, p in sorted(scored)][:n]


FILES = [
    {"id": "file-api-7f3a9c", "object": "file", "bytes": 48213, "created_at": 1764048000, "filename": "rack-photo.jpg", "purpose": "user_data", "expires_at": 1764652800},
    {"id": "file-api-91b2de", "object": "file", "bytes": 120577, "created_at": 1764051600, "filename": "oven-error.png", "purpose": "user_data", "expires_at": 1764656400},
]
DEFAULT = "OK. The input describes a small service with three endpoints; nothing in it needs changing for the stated goal."


def reply_for(messages):
    text = " ".join(m.get("content", "") if isinstance(m.get("content"), str) else "" for m in messages if m.get("role") == "user").lower()
    for k, r in REPLIES:
        if k in text:
            return r
    return DEFAULT


class LM(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send_json(self, o, code=200):
        b = json.dumps(o).encode()
        self.send_response(code)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        p = urlparse(self.path).path
        if p == "/v1/user/balance":
            return self.send_json({"is_available": True, "balance_infos": [
                {"currency": "CNY", "total_balance": "118.42", "granted_balance": "10.00", "topped_up_balance": "108.42"},
                {"currency": "USD", "total_balance": "4.75", "granted_balance": "0.00", "topped_up_balance": "4.75"}]})
        if p == "/v1/files":
            return self.send_json({"object": "list", "data": FILES, "has_more": False})
        if p.startswith("/v1/files/"):
            fid = p.rsplit("/", 1)[1]
            for f in FILES:
                if f["id"] == fid:
                    return self.send_json(f)
            return self.send_json({"error": {"message": "No such file: %s" % fid, "type": "invalid_request_error", "code": "file_not_found"}}, 404)
        if p == "/api/v0/models":
            return self.send_json({"object": "list", "data": MODELS})
        if p == "/v1/models":
            return self.send_json({"object": "list", "data": [{"id": m["id"], "object": "model", "owned_by": "organization_owner"} for m in MODELS]})
        self.send_json({"error": "not found"}, 404)

    def do_POST(self):
        n = int(self.headers.get("content-length") or 0)
        body = json.loads(self.rfile.read(n) or b"{}")
        p = urlparse(self.path).path
        if p == "/v1/embeddings":
            inp = body.get("input", "")
            h = hashlib.sha256(str(inp).encode()).digest()
            vec = [round((b - 128) / 128, 4) for b in h[:16]]
            return self.send_json({"object": "list", "model": body.get("model") or MODELS[3]["id"],
                                   "data": [{"object": "embedding", "index": 0, "embedding": vec}],
                                   "usage": {"prompt_tokens": len(str(inp).split()), "total_tokens": len(str(inp).split())}})
        if p == "/pplx/search":
            q = body.get("query", "")
            q = " ".join(q) if isinstance(q, list) else q
            hits = page_hits(q, int(body.get("max_results") or 10))
            return self.send_json({"query": q, "results": hits, "usage": {"tokens": 12 * len(hits)}})
        if p == "/pplx/v1/agent":
            q = " ".join(str(m.get("content", "")) for m in body.get("input", []) if isinstance(m, dict)).lower()
            text, refs = "I could not find sources on that in the index.", []
            for k, a, r in ANSWERS:
                if k in q:
                    text, refs = a, r
                    break
            resp = {"id": "resp_pplx_1", "status": "completed", "model": body.get("preset") or "sonar",
                    "output": ([{"type": "search_results", "results": [dict(PAGES[i], id=n + 1) for n, i in enumerate(refs)]}] if refs else []) +
                              [{"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": text}]}],
                    "usage": {"input_tokens": 30, "output_tokens": len(text.split())}}
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.end_headers()
            self.wfile.write(b"event: response.created\ndata: " + json.dumps({"type": "response.created", "response": {"id": "resp_pplx_1"}}).encode() + b"\n\n")
            self.wfile.write(b"event: response.completed\ndata: " + json.dumps({"type": "response.completed", "response": resp}).encode() + b"\n\n")
            self.wfile.flush()
            return
        if p == "/v1/beta/completions":
            prompt = body.get("prompt", "")
            text = FIM.get(next((k for k in FIM if k in prompt), ""), "    return result\n")
            return self.send_json({"id": "cmpl-7", "object": "text_completion", "model": body.get("model") or "deepseek-flash",
                                   "choices": [{"index": 0, "text": text, "finish_reason": "stop"}],
                                   "usage": {"prompt_tokens": len(prompt.split()), "completion_tokens": len(text.split()), "total_tokens": len(prompt.split()) + len(text.split())}})
        if p == "/v1/responses":
            inp = body.get("input")
            msgs = [{"role": "user", "content": inp}] if isinstance(inp, str) else [m for m in (inp or []) if isinstance(m, dict)]
            text = reply_for(msgs)
            return self.send_json({"id": "resp_01", "object": "response", "status": "completed", "model": body.get("model") or "deepseek-flash",
                                   "output": [{"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": text}]}],
                                   "usage": {"input_tokens": 40, "output_tokens": len(text.split()), "total_tokens": 40 + len(text.split())}})
        if p == "/v1/chat/completions":
            text = reply_for(body.get("messages", []))
            model = body.get("model") or MODELS[0]["id"]
            ptoks = sum(len(str(m.get("content", "")).split()) for m in body.get("messages", [])) * 4 // 3
            ctoks = len(text.split()) * 4 // 3
            if body.get("stream"):
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.end_headers()
                words = re.findall(r"\S+\s*|\s+", text)
                for i in range(0, len(words), 6):
                    chunk = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "model": model,
                             "choices": [{"index": 0, "delta": {"content": "".join(words[i:i + 6])}, "finish_reason": None}]}
                    self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                    self.wfile.flush()
                    time.sleep(0.01)
                fin = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "model": model,
                       "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                       "usage": {"prompt_tokens": ptoks, "completion_tokens": ctoks, "total_tokens": ptoks + ctoks}}
                self.wfile.write(b"data: " + json.dumps(fin).encode() + b"\n\ndata: [DONE]\n\n")
                self.wfile.flush()
                return
            return self.send_json({"id": "chatcmpl-1", "object": "chat.completion", "model": model,
                                   "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
                                   "usage": {"prompt_tokens": ptoks, "completion_tokens": ctoks, "total_tokens": ptoks + ctoks}})
        self.send_json({"error": "not found"}, 404)


TABLES = {
    "books": [
        {"id": 1, "title": "The Salt Road", "author": "Mara Lindqvist", "year": 2019, "genre": "history", "copies": 3, "on_loan": 1},
        {"id": 2, "title": "Night Trains of Europe", "author": "Tomas Reyes", "year": 2022, "genre": "travel", "copies": 2, "on_loan": 2},
        {"id": 3, "title": "Practical Bread", "author": "Aiko Tanabe", "year": 2017, "genre": "cooking", "copies": 4, "on_loan": 0},
        {"id": 4, "title": "The Quiet Orbit", "author": "Mara Lindqvist", "year": 2024, "genre": "fiction", "copies": 5, "on_loan": 3},
        {"id": 5, "title": "Rivers Without Maps", "author": "Obi Nwosu", "year": 2015, "genre": "travel", "copies": 1, "on_loan": 0},
        {"id": 6, "title": "Small Engines Explained", "author": "Greta Holm", "year": 2021, "genre": "technology", "copies": 2, "on_loan": 1},
    ],
    "members": [
        {"id": 101, "name": "Lucia Ferreira", "email": "lucia@example.org", "joined": "2021-03-14", "plan": "family"},
        {"id": 102, "name": "Henrik Dahl", "email": "henrik@example.org", "joined": "2023-09-02", "plan": "single"},
        {"id": 103, "name": "Amara Okeke", "email": "amara@example.org", "joined": "2024-01-20", "plan": "student"},
        {"id": 104, "name": "Jun Park", "email": "jun@example.org", "joined": "2019-11-30", "plan": "single"},
    ],
    "loans": [
        {"id": 5001, "book_id": 1, "member_id": 102, "loaned": "2026-11-02", "due": "2026-11-23", "returned": None},
        {"id": 5002, "book_id": 2, "member_id": 101, "loaned": "2026-11-10", "due": "2026-12-01", "returned": None},
        {"id": 5003, "book_id": 2, "member_id": 104, "loaned": "2026-11-12", "due": "2026-12-03", "returned": None},
        {"id": 5004, "book_id": 4, "member_id": 103, "loaned": "2026-10-28", "due": "2026-11-18", "returned": "2026-11-17"},
        {"id": 5005, "book_id": 6, "member_id": 101, "loaned": "2026-11-20", "due": "2026-12-11", "returned": None},
    ],
}
NEXT_ID = {"books": 7, "members": 105, "loans": 5006}


def match(row, filters):
    for k, v in filters:
        op, _, arg = v.partition(".")
        x = row.get(k)
        if op == "eq" and str(x) != arg: return False
        if op == "neq" and str(x) == arg: return False
        if op in ("gt", "lt", "gte", "lte"):
            try:
                a, b = float(x), float(arg)
            except (TypeError, ValueError):
                a, b = str(x), arg
            if op == "gt" and not a > b: return False
            if op == "lt" and not a < b: return False
            if op == "gte" and not a >= b: return False
            if op == "lte" and not a <= b: return False
        if op in ("like", "ilike"):
            pat = "^" + re.escape(arg).replace("\\*", ".*").replace("%", ".*") + "$"
            if not re.match(pat, str(x or ""), re.I if op == "ilike" else 0): return False
        if op == "is" and arg == "null" and x is not None: return False
    return True


class PG(LM):
    def parse(self):
        u = urlparse(self.path)
        table = unquote(u.path.strip("/"))
        q = parse_qsl(u.query, keep_blank_values=True)
        return table, q

    def rows(self, table, q):
        rows = TABLES[table]
        filters = [(k, v) for k, v in q if k not in ("select", "order", "limit", "offset")]
        out = [r for r in rows if match(r, filters)]
        for k, v in q:
            if k == "order":
                for part in reversed(v.split(",")):
                    col, _, d = part.partition(".")
                    out.sort(key=lambda r: (r.get(col) is None, r.get(col)), reverse=(d == "desc"))
        off = int(dict(q).get("offset", 0))
        if "limit" in dict(q):
            out = out[off:off + int(dict(q)["limit"])]
        sel = dict(q).get("select")
        if sel and sel != "*":
            cols = [c.strip() for c in sel.split(",")]
            out = [{c: r.get(c) for c in cols} for r in out]
        return out

    def do_GET(self):
        table, q = self.parse()
        if table == "":
            return self.send_json({"swagger": "2.0", "info": {"title": "library", "version": "12.2.3"},
                                   "paths": {"/" + t: {} for t in TABLES}})
        if table not in TABLES:
            return self.send_json({"code": "42P01", "details": None, "hint": None,
                                   "message": 'relation "public.%s" does not exist' % table}, 404)
        self.send_json(self.rows(table, q))

    def body(self):
        n = int(self.headers.get("content-length") or 0)
        return json.loads(self.rfile.read(n) or b"null")

    def do_POST(self):
        table, q = self.parse()
        if table not in TABLES:
            return self.send_json({"code": "42P01", "message": 'relation "public.%s" does not exist' % table}, 404)
        b = self.body()
        items = b if isinstance(b, list) else [b]
        out = []
        for it in items:
            it = dict(it)
            it.setdefault("id", NEXT_ID[table]); NEXT_ID[table] += 1
            TABLES[table].append(it); out.append(it)
        self.send_json(out, 201)

    def do_PATCH(self):
        table, q = self.parse()
        b = self.body() or {}
        out = []
        for r in TABLES.get(table, []):
            if match(r, [(k, v) for k, v in q if k != "select"]):
                r.update(b); out.append(r)
        self.send_json(out)

    def do_DELETE(self):
        table, q = self.parse()
        keep, out = [], []
        for r in TABLES.get(table, []):
            (out if match(r, [(k, v) for k, v in q if k != "select"]) else keep).append(r)
        TABLES[table] = keep
        self.send_json(out)


class Lib(SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


def serve(port, handler):
    ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()


threading.Thread(target=serve, args=(LM_PORT, LM), daemon=True).start()
threading.Thread(target=serve, args=(PG_PORT, PG), daemon=True).start()
threading.Thread(target=serve, args=(LIB_PORT, partial(Lib, directory=os.path.join(D, "library"))), daemon=True).start()
threading.Thread(target=serve, args=(NOMAD_PORT, partial(Lib, directory=os.path.join(D, "nomad"))), daemon=True).start()
print("stand-ins on", LM_PORT, PG_PORT, LIB_PORT, NOMAD_PORT, flush=True)
while True:
    time.sleep(3600)
