#!/usr/bin/env python3
"""standin.py GLEAN_PORT INFISICAL_PORT: answers, on 127.0.0.1 only, the two
web APIs of the heldout18a servers with fixed data of a made-up cider
co-operative (Valley Press): Glean's client API (/rest/api/v1/search,
/listentities, /chat) and Infisical's API (universal-auth login, v3 raw
secrets, v1/v2 workspaces, environments, folders, memberships)."""
import json
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DOCS = [
    ("Press house opening checklist 2026", "https://wiki.valleypress.example/press/opening-checklist", "confluence", "page",
     ["Before the first pressing: sanitise belt press A, check the hydraulic C seal kit, and log the pH of the wash water."]),
    ("Harvest intake SOP", "https://wiki.valleypress.example/intake/sop", "confluence", "page",
     ["Every delivery is weighed, sampled for °Brix and logged in the intake sheet within 30 minutes.",
      "Rejected loads (rot above 5%) are returned the same day."]),
    ("Q4 grower payments.xlsx", "https://drive.valleypress.example/d/q4-grower-payments", "gdrive", "spreadsheet",
     ["Members are paid £210 per tonne delivered; payments run on the 5th of each month."]),
    ("PRESS-412 Hydraulic C leaking at main ram", "https://jira.valleypress.example/browse/PRESS-412", "jira", "issue",
     ["Seal kit ordered 12 Nov, fitted 18 Nov by Ivo Brandt. Status: Done."]),
    ("PRESS-419 Belt tension alarm on press A", "https://jira.valleypress.example/browse/PRESS-419", "jira", "issue",
     ["Alarm fires at 62% load since the belt change; suspected sensor drift. Status: In Progress."]),
    ("Bottling line changeover notes", "https://wiki.valleypress.example/bottling/changeover", "confluence", "page",
     ["Changeover from 500 ml to 750 ml takes 40 minutes; keep spare star wheels in cabinet 3."]),
    ("valleypress/intake-app: README", "https://git.valleypress.example/valleypress/intake-app", "github", "repository",
     ["Flask app for the intake scales. Run `make dev`; weights arrive over serial at 9600 baud."]),
    ("Frost damage survey 2026", "https://drive.valleypress.example/d/frost-survey-2026", "gdrive", "document",
     ["Foxwhelp and Ellis Bitter lost about a third of blossom on 28 April; Dabinett unaffected."]),
]

PEOPLE = [
    ("Meg Ashdown", "Co-op Manager", "Management", "Much Marcle", "meg.ashdown@valleypress.example", "Leadership"),
    ("Ivo Brandt", "Press Engineer", "Operations", "Much Marcle", "ivo.brandt@valleypress.example", "Press House"),
    ("Sian Price", "Cellar Hand", "Operations", "Ledbury", "sian.price@valleypress.example", "Press House"),
    ("Tomasz Wiśniewski", "Intake Supervisor", "Operations", "Putley", "tomasz.w@valleypress.example", "Intake"),
    ("Ruth Okafor", "Finance Officer", "Finance", "Hereford", "ruth.okafor@valleypress.example", "Accounts"),
    ("Dan Hollis", "Sales Lead", "Sales", "Bristol", "dan.hollis@valleypress.example", None),
]


def search(body):
    q = (body.get("query") or "").lower()
    ds = (body.get("requestOptions") or {}).get("datasourcesFilter") or []
    words = [w for w in q.replace("-", " ").split() if len(w) > 2]
    hits = []
    for title, url, source, kind, snippets in DOCS:
        text = (title + " " + " ".join(snippets)).lower()
        if ds and source not in ds:
            continue
        if not words or any(w in text for w in words):
            hits.append((title, url, source, kind, snippets))
    results = []
    for i, (title, url, source, kind, snippets) in enumerate(hits):
        results.append({
            "title": title, "url": url, "trackingToken": "t%02d" % i,
            "document": {"id": "%s_%d" % (source, i), "datasource": source, "docType": kind, "title": title, "url": url},
            "snippets": [{"snippet": s, "text": s, "snippetTextOrdering": j} for j, s in enumerate(snippets)],
        })
    return {"results": results, "totalResults": len(results), "metadata": {"searchedQuery": body.get("query", "")},
            "hasMoreResults": False, "trackingToken": "search-1"}


def people(body):
    q = (body.get("query") or "").lower()
    filters = body.get("filter") or []
    out = []
    for name, title, dept, loc, email, team in PEOPLE:
        hay = " ".join([name, title, dept, loc, email, team or ""]).lower()
        if q and not all(w in hay for w in q.split()):
            continue
        ok = True
        for f in filters:
            vals = [v.get("value", "").lower() for v in f.get("values", [])]
            field = f.get("fieldName", "")
            target = {"department": dept, "title": title, "location": loc, "email": email}.get(field, hay)
            if vals and not any(v in target.lower() for v in vals):
                ok = False
        if not ok:
            continue
        md = {"title": title, "department": dept, "location": loc, "email": email}
        if team:
            md["teams"] = [{"name": team}]
        out.append({"name": name, "obfuscatedId": "p" + str(abs(hash(name)) % 100000), "metadata": md})
    size = body.get("pageSize") or 10
    return {"results": out[:size], "totalCount": len(out), "hasMoreResults": len(out) > size}


CHAT = {
    "belt": ("Press A's belt tension alarm (PRESS-419) has fired at about 62% load since the belt was changed on 12 September. "
             "Ivo Brandt suspects sensor drift; the ticket is In Progress.", [3, 4]),
    "pay": ("Members are paid £210 per tonne delivered, non-members £185. Payments run on the 5th of each month, "
            "prepared by Ruth Okafor from the Q4 grower payments sheet.", [2]),
    "frost": ("The 28 April frost cut Foxwhelp and Ellis Bitter blossom by about a third. Dabinett, which flowers late, was not affected. "
              "The co-op pressed 218.6 tonnes in 2026 against 241 in 2025.", [7]),
}


def chat(body):
    msgs = body.get("messages") or []
    text = ""
    for m in msgs:
        for f in m.get("fragments") or []:
            text += " " + (f.get("text") or "")
    text = text.lower()
    key = next((k for k in CHAT if k in text), None)
    if key is None:
        answer, cites = ("I could not find anything about that in Valley Press sources.", [])
    else:
        answer, cites = CHAT[key]
    citations = [{"sourceDocument": {"id": "doc%d" % i, "title": DOCS[i][0], "url": DOCS[i][1], "datasource": DOCS[i][2]}} for i in cites]
    frags = [{"text": answer}]
    if key == "belt":
        frags.append({"querySuggestion": {"query": "PRESS-419 sensor drift"}})
    return {"messages": [{"author": "GLEAN_AI", "messageType": "CONTENT", "fragments": frags, "citations": citations}],
            "chatId": "c-7781", "chatSessionTrackingToken": "s-1"}


# ---- Infisical ----
PROJ = {
    "f3a1c2d4-0b7e-4c55-9a21-6d2e8b1f0a11": {"name": "intake-app", "slug": "intake-app-k3x9", "type": "secret-manager"},
    "9b0d7e62-3c4a-4f1e-8e55-21aa4c7d9f02": {"name": "press-telemetry", "slug": "press-telemetry-p7q2", "type": "secret-manager"},
    "5c7e1a90-6d2b-41f8-b3c0-7f9e2d4a6b13": {"name": "shop-certs", "slug": "shop-certs-m1n4", "type": "cert-manager"},
}
ORG = "2e6f9a31-8c4d-4b7a-9f10-0d3c5e7a1b22"
ENVS = [("Development", "dev", 1), ("Staging", "staging", 2), ("Production", "prod", 3)]
SECRETS = {
    ("f3a1c2d4-0b7e-4c55-9a21-6d2e8b1f0a11", "prod", "/"): [("DATABASE_URL", "postgres://intake:R7p!x2@db.valleypress.internal:5432/intake", 3),
                                                            ("SCALE_SERIAL_PORT", "/dev/ttyUSB0", 1), ("SMTP_PASSWORD", "w1nt3r-press-26", 2)],
    ("f3a1c2d4-0b7e-4c55-9a21-6d2e8b1f0a11", "dev", "/"): [("DATABASE_URL", "postgres://intake:dev@localhost:5432/intake", 1),
                                                           ("SCALE_SERIAL_PORT", "/dev/null", 1), ("DEBUG", "true", 4)],
    ("f3a1c2d4-0b7e-4c55-9a21-6d2e8b1f0a11", "prod", "/payments"): [("BANK_API_KEY", "bk_live_51HxQ2", 2), ("PAYMENT_DAY", "5", 1)],
    ("9b0d7e62-3c4a-4f1e-8e55-21aa4c7d9f02", "prod", "/"): [("MQTT_URL", "mqtts://telemetry.valleypress.internal:8883", 2),
                                                            ("MQTT_PASSWORD", "belt-a-62pct", 5), ("ALERT_THRESHOLD", "62", 3),
                                                            ("GRAFANA_TOKEN", "glsa_9fK2m", 1)],
    ("9b0d7e62-3c4a-4f1e-8e55-21aa4c7d9f02", "staging", "/"): [("MQTT_URL", "mqtt://staging-telemetry:1883", 1), ("ALERT_THRESHOLD", "55", 2)],
}
SEQ = [0]


def sid(key, env, path):
    return "6%07d-%04d-4%03d-a%03d-%012d" % (abs(hash((key, env, path))) % 10**7, len(key), len(env), len(path), abs(hash(key)) % 10**12)


def secret_obj(pid, env, path, key, value, version):
    return {"id": sid(key, env, path), "_id": sid(key, env, path), "workspace": pid, "environment": env, "version": version,
            "type": "shared", "secretKey": key, "secretValue": value, "secretComment": "", "secretPath": path,
            "secretReminderNote": None, "secretReminderRepeatDays": None, "skipMultilineEncoding": False,
            "createdAt": "2026-10-0%dT09:1%d:00.000Z" % (1 + version % 9, version % 10),
            "updatedAt": "2026-11-2%dT16:0%d:00.000Z" % (version % 5, version % 10), "tags": []}


def workspaces(qs):
    typ = (qs.get("type") or [None])[0]
    out = []
    for pid, p in PROJ.items():
        if typ and p["type"] != typ:
            continue
        out.append({"id": pid, "name": p["name"], "slug": p["slug"], "orgId": ORG, "type": p["type"], "hasDeleteProtection": p["name"] == "intake-app",
                    "environments": [{"name": n, "slug": s, "id": "%s-env-%s" % (pid[:8], s)} for n, s, _ in ENVS]})
    return {"workspaces": out}


class H(BaseHTTPRequestHandler):
    kind = "glean"

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

    def route(self, method):
        u = urllib.parse.urlparse(self.path)
        qs = urllib.parse.parse_qs(u.query)
        b = self.body() if method in ("POST", "PATCH", "DELETE") else {}
        p = u.path
        if self.kind == "glean":
            if p == "/rest/api/v1/search":
                return self.send(200, search(b))
            if p == "/rest/api/v1/listentities":
                return self.send(200, people(b))
            if p == "/rest/api/v1/chat":
                return self.send(200, chat(b))
            return self.send(404, {"message": "not found"})
        # Infisical
        if p == "/api/v1/auth/universal-auth/login":
            return self.send(200, {"accessToken": "st.valleypress.ua.7f2c", "expiresIn": 7200, "accessTokenMaxTTL": 43200, "tokenType": "Bearer"})
        if p == "/api/v1/workspace" and method == "GET":
            return self.send(200, workspaces(qs))
        if p == "/api/v3/secrets/raw" and method == "GET":
            pid = (qs.get("workspaceId") or [""])[0]
            env = (qs.get("environment") or [""])[0]
            path = (qs.get("secretPath") or ["/"])[0]
            if pid not in PROJ:
                return self.send(404, {"statusCode": 404, "message": "Project with ID '%s' not found during secret fetch" % pid, "error": "NotFound"})
            rows = SECRETS.get((pid, env, path), [])
            out = {"secrets": [secret_obj(pid, env, path, k, v, n) for k, v, n in rows]}
            if (qs.get("include_imports") or ["false"])[0] == "true" and env == "prod" and path == "/" and pid.startswith("f3a1"):
                imp = SECRETS[(pid, "prod", "/payments")]
                out["imports"] = [{"secretPath": "/payments", "environment": "prod", "folderId": "fold-payments-01",
                                   "secrets": [secret_obj(pid, "prod", "/payments", k, v, n) for k, v, n in imp]}]
            else:
                out["imports"] = []
            return self.send(200, out)
        if p.startswith("/api/v3/secrets/raw/"):
            name = urllib.parse.unquote(p.rsplit("/", 1)[1])
            if method == "GET":
                pid = (qs.get("workspaceId") or [""])[0]
                env = (qs.get("environment") or [""])[0]
                path = (qs.get("secretPath") or ["/"])[0]
            else:
                pid, env, path = b.get("workspaceId", ""), b.get("environment", ""), b.get("secretPath") or "/"
            rows = SECRETS.setdefault((pid, env, path), [])
            found = next((r for r in rows if r[0] == name), None)
            if method == "GET":
                if not found:
                    return self.send(404, {"statusCode": 404, "message": "Secret with name '%s' not found" % name, "error": "NotFound"})
                return self.send(200, {"secret": secret_obj(pid, env, path, *found)})
            if method == "POST":
                if found:
                    return self.send(400, {"statusCode": 400, "message": "Secret already exist", "error": "BadRequest"})
                rows.append((name, b.get("secretValue", ""), 1))
                return self.send(200, {"secret": secret_obj(pid, env, path, name, b.get("secretValue", ""), 1)})
            if method == "PATCH":
                if not found:
                    return self.send(404, {"statusCode": 404, "message": "Secret not found", "error": "NotFound"})
                rows.remove(found)
                new = (name, b.get("secretValue", ""), found[2] + 1)
                rows.append(new)
                return self.send(200, {"secret": secret_obj(pid, env, path, *new)})
            if method == "DELETE":
                if not found:
                    return self.send(404, {"statusCode": 404, "message": "Secret not found", "error": "NotFound"})
                rows.remove(found)
                return self.send(200, {"secret": secret_obj(pid, env, path, *found)})
        if p == "/api/v2/workspace" and method == "POST":
            SEQ[0] += 1
            pid = "a%07d-11e2-4c3d-8e4f-%012d" % (SEQ[0], 500 + SEQ[0])
            slug = b.get("slug") or (b.get("projectName", "project").lower().replace(" ", "-") + "-r%d" % SEQ[0])
            PROJ[pid] = {"name": b.get("projectName"), "slug": slug, "type": b.get("type") or "secret-manager"}
            return self.send(200, {"project": {"id": pid, "name": b.get("projectName"), "description": b.get("projectDescription"),
                                               "slug": slug, "type": PROJ[pid]["type"], "orgId": ORG, "version": 3,
                                               "createdAt": "2026-11-25T10:0%d:00.000Z" % SEQ[0], "updatedAt": "2026-11-25T10:0%d:00.000Z" % SEQ[0],
                                               "environments": [{"name": n, "slug": s, "id": "%s-env-%s" % (pid[:8], s)} for n, s, _ in ENVS]}})
        if p.startswith("/api/v1/workspace/") and p.endswith("/environments") and method == "POST":
            pid = p.split("/")[4]
            if pid not in PROJ:
                return self.send(404, {"statusCode": 404, "message": "Project not found", "error": "NotFound"})
            return self.send(200, {"environment": {"id": "%s-env-%s" % (pid[:8], b.get("slug")), "name": b.get("name"), "slug": b.get("slug"),
                                                   "position": b.get("position") or 4, "projectId": pid,
                                                   "createdAt": "2026-11-25T11:00:00.000Z", "updatedAt": "2026-11-25T11:00:00.000Z"}})
        if p == "/api/v1/folders" and method == "POST":
            pid = b.get("workspaceId") or b.get("projectId")
            return self.send(200, {"folder": {"id": "fold-%s-%s" % (b.get("name"), b.get("environment")), "name": b.get("name"),
                                              "description": b.get("description"), "envId": "%s-env-%s" % ((pid or "x")[:8], b.get("environment")),
                                              "parentId": None, "path": b.get("path") or "/", "version": 1,
                                              "createdAt": "2026-11-25T11:30:00.000Z", "updatedAt": "2026-11-25T11:30:00.000Z"}})
        if p.startswith("/api/v2/workspace/") and p.endswith("/memberships") and method == "POST":
            pid = p.split("/")[4]
            users = (b.get("emails") or []) + (b.get("usernames") or [])
            roles = b.get("roleSlugs") or ["member"]
            return self.send(200, {"memberships": [{"id": "mem-%02d" % i, "userId": "u-%s" % u.split("@")[0], "projectId": pid,
                                                    "role": roles[0], "createdAt": "2026-11-25T12:00:00.000Z",
                                                    "updatedAt": "2026-11-25T12:00:00.000Z"} for i, u in enumerate(users, 1)]})
        return self.send(404, {"statusCode": 404, "message": "Route %s:%s not found" % (method, p), "error": "NotFound"})

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_PATCH(self):
        self.route("PATCH")

    def do_DELETE(self):
        self.route("DELETE")


def serve(port, kind):
    cls = type("H" + kind, (H,), {"kind": kind})
    ThreadingHTTPServer(("127.0.0.1", port), cls).serve_forever()


if __name__ == "__main__":
    threads = [threading.Thread(target=serve, args=(int(sys.argv[1]), "glean"), daemon=True),
               threading.Thread(target=serve, args=(int(sys.argv[2]), "infisical"), daemon=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
