#!/usr/bin/env python3
"""api_server.py PORT: a small in-memory JSON/text HTTP API on 127.0.0.1 that
the pwapi server's request tools (playwright_get/post/put/patch/delete) call
during the heldout12a capture. Deterministic start state."""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BOOKS = {
    "1": {"id": 1, "title": "The Pragmatic Programmer", "author": "Hunt, Thomas", "year": 1999, "tags": ["craft", "career"], "available": True},
    "2": {"id": 2, "title": "Refactoring", "author": "Martin Fowler", "year": 2018, "tags": ["design"], "available": False},
    "3": {"id": 3, "title": "Designing Data-Intensive Applications", "author": "Martin Kleppmann", "year": 2017, "tags": ["data", "systems"], "available": True},
}
NEXT = [4]


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, code, body, ctype="application/json"):
        data = body if isinstance(body, bytes) else (json.dumps(body) if ctype == "application/json" else body).encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            return json.loads(raw or b"{}")
        except ValueError:
            return None

    def do_GET(self):
        p = self.path.split("?")[0].rstrip("/")
        if p == "/api/books":
            return self.send(200, list(BOOKS.values()))
        if p.startswith("/api/books/"):
            b = BOOKS.get(p.rsplit("/", 1)[1])
            return self.send(200, b) if b else self.send(404, {"error": "book not found"})
        if p == "/api/health":
            return self.send(200, "OK: 3 workers, queue depth 0\n", "text/plain")
        if p == "/api/stats":
            return self.send(200, {"books": len(BOOKS), "available": sum(1 for b in BOOKS.values() if b.get("available")), "authors": sorted({b["author"] for b in BOOKS.values()})})
        if p == "/report.csv":
            rows = ["id,title,year"] + ["%d,%s,%d" % (b["id"], b["title"], b["year"]) for b in BOOKS.values()]
            return self.send(200, "\n".join(rows) + "\n", "text/csv")
        if p == "/private":
            if self.headers.get("Authorization") != "Bearer s3cret":
                return self.send(401, {"error": "unauthorized"})
            return self.send(200, {"user": "librarian", "roles": ["read", "write"]})
        return self.send(404, "Not Found\n", "text/plain")

    def do_POST(self):
        if self.path.rstrip("/") != "/api/books":
            return self.send(404, {"error": "no such collection"})
        b = self.body()
        if not isinstance(b, dict) or "title" not in b:
            return self.send(400, {"error": "title is required"})
        b["id"] = NEXT[0]
        NEXT[0] += 1
        BOOKS[str(b["id"])] = b
        return self.send(201, b)

    def _update(self, replace):
        k = self.path.rstrip("/").rsplit("/", 1)[1]
        if k not in BOOKS:
            return self.send(404, {"error": "book not found"})
        b = self.body()
        if not isinstance(b, dict):
            return self.send(400, {"error": "body must be a JSON object"})
        BOOKS[k] = dict(b, id=int(k)) if replace else dict(BOOKS[k], **b)
        return self.send(200, BOOKS[k])

    def do_PUT(self):
        return self._update(True)

    def do_PATCH(self):
        return self._update(False)

    def do_DELETE(self):
        k = self.path.rstrip("/").rsplit("/", 1)[1]
        if BOOKS.pop(k, None) is None:
            return self.send(404, {"error": "book not found"})
        self.send_response(204)
        self.end_headers()


if __name__ == "__main__":
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
