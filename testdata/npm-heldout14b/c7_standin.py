#!/usr/bin/env python3
"""c7_standin.py DATA_DIR PORT: a small stand-in for the two Context7 API
calls of @upstash/context7-mcp (GET /api/v2/libs/search and GET
/api/v2/context), serving DATA_DIR/c7 on 127.0.0.1 only."""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

D = sys.argv[1] + "/c7"
PORT = int(sys.argv[2])
LIBS = json.load(open(D + "/libs.json"))


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, status, body, ctype):
        b = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        u = urlparse(self.path)
        q = {k: v[0] for k, v in parse_qs(u.query).items()}
        if u.path == "/api/v2/libs/search":
            words = set(re.findall(r"[a-z0-9]+", q.get("libraryName", "").lower()))
            res = [{k: v for k, v in l.items() if k != "keywords"} for l in LIBS
                   if words & set(l["keywords"]) or q.get("libraryName", "").lower() in l["title"].lower()]
            return self.send(200, json.dumps({"results": res}), "application/json")
        if u.path == "/api/v2/context":
            lid = q.get("libraryId", "").strip("/").split("/")
            name = "_".join(lid[:2])
            try:
                text = open("%s/docs/%s.md" % (D, name)).read()
            except OSError:
                if len(lid) >= 2 and any(l["id"] == "/" + "/".join(lid[:2]) for l in LIBS):
                    return self.send(200, "", "text/plain")
                return self.send(404, json.dumps({"error": "Library not found", "message":
                                 "The library '%s' does not exist." % q.get("libraryId", "")}), "application/json")
            return self.send(200, text, "text/plain; charset=utf-8")
        return self.send(404, json.dumps({"error": "not found"}), "application/json")


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
