#!/usr/bin/env python3
"""standin.py: the local stand-ins of the heldout20b capture, on 127.0.0.1 only.

- port 18621: an InfluxDB v2 API (influxdb-mcp-server, INFLUXDB_URL) for a
  greenhouse co-op: /api/v2/query answers Flux queries matched by bucket,
  measurement and function with CSV tables, /api/v2/write checks line
  protocol, /api/v2/buckets and /api/v2/orgs create buckets and orgs.
- port 18623: a Supabase Management API (@supabase/mcp-server-supabase,
  --api-url) of a seaweed farm: organisations, projects, migrations, SQL
  answers matched by table, advisors, API keys, types, Edge Functions,
  branches and storage.
- port 18622: a Gitea API v1 (gitea-mcp, GITEA_HOST) of a ferry company's
  organisation: current user, repositories, tags, issues, comments, labels,
  pull requests and reviews.

All content is made up."""
import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

# ---------------------------------------------------------------- InfluxDB

ORGS = {"greenhouse-coop": "5f1c0a9e2b7d4c31"}
BUCKETS = {
    "sensors": {"id": "0a7e91c4d2f35b68", "retention": 2592000},
    "weather": {"id": "1b8fa2d5e3046c79", "retention": 0},
}
HOUSES = ["north", "south", "seedling"]
TIMES = ["2026-03-04T06:00:00Z", "2026-03-04T07:00:00Z", "2026-03-04T08:00:00Z"]
START, STOP = "2026-03-04T05:00:00Z", "2026-03-04T09:00:00Z"
SERIES = {
    "temperature": {"north": [14.2, 15.8, 18.1], "south": [16.0, 17.4, 19.9], "seedling": [21.5, 21.7, 22.0]},
    "humidity": {"north": [81.0, 78.5, 72.4], "south": [76.2, 74.0, 69.8], "seedling": [88.1, 87.6, 86.9]},
    "soil_moisture": {"north": [0.41, 0.40, 0.38], "south": [0.35, 0.33, 0.31], "seedling": [0.52, 0.51, 0.51]},
}
WEATHER = {"wind_speed": [3.2, 4.8, 6.1], "rain_mm": [0.0, 0.4, 1.2]}


def csv_table(header, rows):
    lines = ["," + ",".join(header)]
    for r in rows:
        lines.append("," + ",".join(str(x) for x in r))
    return "\r\n".join(lines) + "\r\n\r\n"


def flux_answer(q):
    """(status, body, content type) for a Flux query."""
    if "bogus(" in q or q.count("(") != q.count(")"):
        return 400, json.dumps({"code": "invalid", "message": "compilation failed: error @3:6-3:12: undefined identifier bogus"}), "application/json"
    if "buckets()" in q:
        rows = [["_result", 0, name, b["id"], ORGS["greenhouse-coop"], b["retention"]] for name, b in sorted(BUCKETS.items())]
        return 200, csv_table(["result", "table", "name", "id", "organizationID", "retentionPeriod"], rows), "text/csv"
    m = re.search(r'bucket:\s*"([^"]+)"', q)
    bucket = m.group(1) if m else ""
    if bucket and bucket not in BUCKETS:
        return 404, json.dumps({"code": "not found", "message": 'failed to initialize execute state: could not find bucket "%s"' % bucket}), "application/json"
    if "schema.measurements" in q:
        ms = sorted(SERIES) if bucket == "sensors" else sorted(WEATHER)
        return 200, csv_table(["result", "table", "_value"], [["_result", 0, x] for x in ms]), "text/csv"
    m = re.search(r'_measurement\s*==\s*"([^"]+)"', q)
    meas = m.group(1) if m else ""
    hm = re.search(r'r\.house\s*==\s*"([^"]+)"', q)
    houses = [hm.group(1)] if hm else HOUSES
    if bucket == "weather":
        if meas not in WEATHER:
            return 200, "\r\n", "text/csv"
        rows = [["_result", 0, START, STOP, t, v, "value", meas, "pier-station"] for t, v in zip(TIMES, WEATHER[meas])]
        return 200, csv_table(["result", "table", "_start", "_stop", "_time", "_value", "_field", "_measurement", "station"], rows), "text/csv"
    if meas not in SERIES:
        return 200, "\r\n", "text/csv"
    out = ""
    for ti, h in enumerate(h for h in HOUSES if h in houses):
        vals = SERIES[meas][h]
        if "count()" in q:
            out += csv_table(["result", "table", "_start", "_stop", "_field", "_measurement", "house", "_value"],
                             [["_result", ti, START, STOP, "value", meas, h, len(vals)]])
        elif "mean()" in q or "aggregateWindow" in q:
            mean = round(sum(vals) / len(vals), 3)
            out += csv_table(["result", "table", "_start", "_stop", "_time", "_value", "_field", "_measurement", "house"],
                             [["_result", ti, START, STOP, STOP, mean, "value", meas, h]])
        elif "last()" in q:
            out += csv_table(["result", "table", "_start", "_stop", "_time", "_value", "_field", "_measurement", "house"],
                             [["_result", ti, START, STOP, TIMES[-1], vals[-1], "value", meas, h]])
        else:
            out += csv_table(["result", "table", "_start", "_stop", "_time", "_value", "_field", "_measurement", "house"],
                             [["_result", ti, START, STOP, t, v, "value", meas, h] for t, v in zip(TIMES, vals)])
    return 200, out, "text/csv"


NEXT_ID = [0x2c9]


def new_id():
    NEXT_ID[0] += 1
    return "0d%014x" % (NEXT_ID[0] * 7919)


class Influx(BaseHTTPRequestHandler):
    def log_message(self, fmt, *a):
        sys.stderr.write("influx: " + (fmt % a) + "\n")

    def send(self, status, body, ctype="application/json"):
        b = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", ctype + "; charset=utf-8")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_POST(self):
        u = urlparse(self.path)
        qs = parse_qs(u.query)
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8", "replace")
        if not (self.headers.get("Authorization") or "").startswith("Token "):
            return self.send(401, json.dumps({"code": "unauthorized", "message": "unauthorized access"}))
        org = (qs.get("org") or [""])[0]
        if u.path == "/api/v2/query":
            if org not in ORGS:
                return self.send(404, json.dumps({"code": "not found", "message": 'organization name "%s" not found' % org}))
            q = json.loads(body).get("query", "")
            st, out, ct = flux_answer(q)
            return self.send(st, out, ct)
        if u.path == "/api/v2/write":
            bucket = (qs.get("bucket") or [""])[0]
            if org not in ORGS:
                return self.send(404, json.dumps({"code": "not found", "message": 'organization name "%s" not found' % org}))
            if bucket not in BUCKETS:
                return self.send(404, json.dumps({"code": "not found", "message": 'bucket "%s" not found' % bucket}))
            for line in body.strip().splitlines():
                parts = line.split(" ")
                if len(parts) < 2 or "=" not in parts[1]:
                    return self.send(400, json.dumps({"code": "invalid", "message": "unable to parse '%s': missing fields" % line}))
            return self.send(204, b"")
        if u.path == "/api/v2/buckets":
            d = json.loads(body)
            if d.get("name") in BUCKETS:
                return self.send(422, json.dumps({"code": "conflict", "message": "bucket with name %s already exists" % d["name"]}))
            if d.get("orgID") not in ORGS.values():
                return self.send(404, json.dumps({"code": "not found", "message": "organization not found"}))
            bid = new_id()
            BUCKETS[d["name"]] = {"id": bid, "retention": 0}
            rr = d.get("retentionRules") or []
            return self.send(201, json.dumps({"id": bid, "orgID": d["orgID"], "type": "user", "name": d["name"],
                                              "retentionRules": rr, "createdAt": "2026-03-04T09:12:40Z",
                                              "updatedAt": "2026-03-04T09:12:40Z", "labels": []}))
        if u.path == "/api/v2/orgs":
            d = json.loads(body)
            if d.get("name") in ORGS:
                return self.send(422, json.dumps({"code": "conflict", "message": "organization with name %s already exists" % d["name"]}))
            oid = new_id()
            ORGS[d["name"]] = oid
            return self.send(201, json.dumps({"id": oid, "name": d["name"], "description": d.get("description") or "",
                                              "createdAt": "2026-03-04T09:14:02Z", "updatedAt": "2026-03-04T09:14:02Z"}))
        self.send(404, json.dumps({"code": "not found", "message": "path not found"}))

    def do_GET(self):
        self.send(404, json.dumps({"code": "not found", "message": "path not found"}))


# ---------------------------------------------------------------- Gitea

G = "http://127.0.0.1:18622"


def guser(login, uid, full):
    return {"id": uid, "login": login, "full_name": full, "email": "%s@harbourline.example" % login,
            "avatar_url": "%s/avatars/%s" % (G, login), "html_url": "%s/%s" % (G, login)}


INES = guser("ines", 1, "Ines Okafor")
TOMAS = guser("tomas", 2, "Tomas Weir")
PRIYA = guser("priya", 3, "Priya Raman")
USERS = {"ines": INES, "tomas": TOMAS, "priya": PRIYA}
ORG = "harbourline"


def grepo(rid, name, desc, stars, issues, prs, updated, private=False, lang="Go"):
    return {"id": rid, "name": name, "full_name": "%s/%s" % (ORG, name), "description": desc,
            "private": private, "fork": False, "html_url": "%s/%s/%s" % (G, ORG, name),
            "clone_url": "%s/%s/%s.git" % (G, ORG, name), "default_branch": "main", "language": lang,
            "stars_count": stars, "forks_count": 1, "open_issues_count": issues, "open_pr_counter": prs,
            "size": 1840 + rid * 13, "created_at": "2025-05-12T09:00:00Z", "updated_at": updated}


REPOS = [
    grepo(11, "ferry-times", "Timetable service for the island ferries", 14, 4, 2, "2026-03-03T15:22:10Z"),
    grepo(12, "dock-sensors", "Firmware and collector for the dock water-level sensors", 6, 2, 1, "2026-03-01T08:40:55Z", lang="C"),
    grepo(13, "ticket-kiosk", "Touchscreen ticket kiosk UI", 3, 0, 0, "2026-02-11T12:05:00Z", private=True, lang="TypeScript"),
]
TAGS = {
    "ferry-times": [("v2.3.0", "9f2c4e1a7b3d", "Spring timetable 2026"), ("v2.2.1", "4a8d0c6e2f91", "Fix Sunday night sailings"),
                    ("v2.2.0", "e71b5a3c9d04", "Add Ostholm route")],
    "dock-sensors": [("fw-1.4.2", "c3e9a1f70b62", "Debounce level readings"), ("fw-1.4.1", "0b7d2e8c4a15", "")],
}
LABELS_ORG = [{"id": 1, "name": "priority/high", "color": "d93f0b", "description": "Needs attention this week", "exclusive": True}]
LABELS = {
    "ferry-times": [{"id": 21, "name": "bug", "color": "ee0701", "description": "Something is not working", "exclusive": False},
                    {"id": 22, "name": "timetable", "color": "0e8a16", "description": "Timetable data", "exclusive": False},
                    {"id": 23, "name": "ui", "color": "1d76db", "description": "Passenger-facing screens", "exclusive": False}],
    "dock-sensors": [{"id": 31, "name": "firmware", "color": "5319e7", "description": "", "exclusive": False},
                     {"id": 32, "name": "hardware", "color": "fbca04", "description": "Sensor hardware", "exclusive": False}],
}


def lab(repo, *names):
    allL = LABELS_ORG + LABELS.get(repo, [])
    return [dict(l) for l in allL if l["name"] in names]


def gissue(repo, num, title, body, user, state, labels, comments, created, updated, assignee=None, closed=None, pr=False):
    d = {"id": 1000 + num + (100 if repo == "dock-sensors" else 0), "number": num,
         "url": "%s/api/v1/repos/%s/%s/issues/%d" % (G, ORG, repo, num),
         "html_url": "%s/%s/%s/%s/%d" % (G, ORG, repo, "pulls" if pr else "issues", num),
         "title": title, "body": body, "user": user, "labels": labels, "state": state,
         "assignee": assignee, "assignees": [assignee] if assignee else None, "comments": comments,
         "created_at": created, "updated_at": updated, "closed_at": closed,
         "repository": {"id": 11 if repo == "ferry-times" else 12, "name": repo, "owner": ORG, "full_name": "%s/%s" % (ORG, repo)}}
    return d


ISSUES = {
    "ferry-times": [
        gissue("ferry-times", 41, "Sunday 23:10 sailing missing from Ostholm", "The 23:10 departure is not listed on Sundays since v2.2.1.",
               TOMAS, "open", lab("ferry-times", "bug", "timetable", "priority/high"), 2, "2026-02-28T07:12:00Z", "2026-03-02T10:30:00Z", assignee=INES),
        gissue("ferry-times", 40, "Show platform number on departure board", "Passengers ask which berth the boat leaves from.",
               PRIYA, "open", lab("ferry-times", "ui"), 0, "2026-02-20T14:01:00Z", "2026-02-20T14:01:00Z"),
        gissue("ferry-times", 38, "Import spring timetable CSV", "Use the operator's CSV export for the spring schedule.",
               INES, "closed", lab("ferry-times", "timetable"), 3, "2026-02-02T09:30:00Z", "2026-02-14T16:45:00Z", assignee=INES, closed="2026-02-14T16:45:00Z"),
        gissue("ferry-times", 37, "Daylight saving shift doubles 02:30 departure", "On 29 March the 02:30 sailing appears twice.",
               TOMAS, "open", lab("ferry-times", "bug"), 1, "2026-01-30T11:00:00Z", "2026-02-25T08:10:00Z", assignee=TOMAS),
    ],
    "dock-sensors": [
        gissue("dock-sensors", 9, "Level sensor at pier 2 reports negative depth", "Readings go to -0.3 m at low tide.",
               INES, "open", lab("dock-sensors", "firmware", "priority/high"), 1, "2026-02-26T05:50:00Z", "2026-03-01T08:40:00Z", assignee=TOMAS),
        gissue("dock-sensors", 8, "Replace corroded enclosure at pier 4", "", PRIYA, "open", lab("dock-sensors", "hardware"), 0,
               "2026-02-18T13:20:00Z", "2026-02-18T13:20:00Z"),
    ],
}
COMMENTS = {
    ("ferry-times", 41): [
        {"id": 5101, "user": INES, "body": "Confirmed: the Sunday filter drops trips after 23:00.", "created_at": "2026-03-01T09:15:00Z", "updated_at": "2026-03-01T09:15:00Z"},
        {"id": 5102, "user": TOMAS, "body": "Operator says the 23:10 runs until 31 May.", "created_at": "2026-03-02T10:30:00Z", "updated_at": "2026-03-02T10:30:00Z"},
    ],
    ("ferry-times", 38): [
        {"id": 4901, "user": PRIYA, "body": "CSV has 1,284 rows, 3 routes.", "created_at": "2026-02-03T08:00:00Z", "updated_at": "2026-02-03T08:00:00Z"},
        {"id": 4902, "user": INES, "body": "Imported in #39.", "created_at": "2026-02-14T16:40:00Z", "updated_at": "2026-02-14T16:40:00Z"},
        {"id": 4903, "user": TOMAS, "body": "Looks right on the staging board.", "created_at": "2026-02-14T16:44:00Z", "updated_at": "2026-02-14T16:44:00Z"},
    ],
    ("dock-sensors", 9): [
        {"id": 5201, "user": TOMAS, "body": "Offset calibration was lost after the firmware update.", "created_at": "2026-03-01T08:40:00Z", "updated_at": "2026-03-01T08:40:00Z"},
    ],
}


def gpr(repo, num, title, body, user, state, head, base, labels, merged, created, updated, reviewers, additions, deletions, files):
    return {"id": 2000 + num, "number": num, "url": "%s/%s/%s/pulls/%d" % (G, ORG, repo, num),
            "html_url": "%s/%s/%s/pulls/%d" % (G, ORG, repo, num), "title": title, "body": body, "user": user,
            "labels": labels, "state": state, "draft": False, "mergeable": state == "open", "merged": merged,
            "merged_at": updated if merged else None, "comments": 0, "additions": additions, "deletions": deletions,
            "changed_files": files, "requested_reviewers": reviewers,
            "head": {"ref": head, "sha": "%012x" % (num * 977711)}, "base": {"ref": base, "sha": "%012x" % (num * 13577)},
            "created_at": created, "updated_at": updated}


PULLS = {
    "ferry-times": [
        gpr("ferry-times", 42, "Keep late Sunday sailings", "Fixes #41.", INES, "open", "fix/sunday-late", "main",
            lab("ferry-times", "bug", "timetable"), False, "2026-03-02T12:00:00Z", "2026-03-03T15:22:00Z", [TOMAS], 18, 4, 2),
        gpr("ferry-times", 39, "Import spring timetable", "Closes #38.", INES, "closed", "feat/spring-2026", "main",
            lab("ferry-times", "timetable"), True, "2026-02-10T10:00:00Z", "2026-02-14T16:40:00Z", [], 1290, 1102, 5),
        gpr("ferry-times", 36, "Dark mode for departure board", "", PRIYA, "open", "ui/dark-mode", "main",
            lab("ferry-times", "ui"), False, "2026-01-22T09:00:00Z", "2026-02-01T11:30:00Z", [INES], 240, 31, 7),
    ],
    "dock-sensors": [
        gpr("dock-sensors", 10, "Restore level offset after OTA update", "Refs #9.", TOMAS, "open", "fix/offset", "main",
            lab("dock-sensors", "firmware"), False, "2026-03-01T10:00:00Z", "2026-03-01T12:10:00Z", [INES], 42, 6, 3),
    ],
}
REVIEWS = {
    ("ferry-times", 42): [
        {"id": 701, "user": TOMAS, "state": "REQUEST_CHANGES", "body": "Please add a test for the 23:10 trip.", "commit_id": "a1b2c3d4e5f6",
         "comments_count": 2, "submitted_at": "2026-03-03T09:05:00Z", "html_url": "%s/%s/ferry-times/pulls/42#issuecomment-701" % (G, ORG)},
        {"id": 702, "user": PRIYA, "state": "COMMENT", "body": "Looks fine for the UI side.", "commit_id": "a1b2c3d4e5f6",
         "comments_count": 0, "submitted_at": "2026-03-03T10:40:00Z", "html_url": "%s/%s/ferry-times/pulls/42#issuecomment-702" % (G, ORG)},
    ],
    ("ferry-times", 39): [
        {"id": 655, "user": TOMAS, "state": "APPROVED", "body": "", "commit_id": "77aa0912bc3e", "comments_count": 0,
         "submitted_at": "2026-02-14T15:58:00Z", "html_url": "%s/%s/ferry-times/pulls/39#issuecomment-655" % (G, ORG)},
    ],
}
REVIEW_COMMENTS = {
    701: [
        {"id": 9001, "user": TOMAS, "body": "This loop skips the last trip of the day.", "path": "internal/schedule/filter.go",
         "position": 27, "original_position": 27, "commit_id": "a1b2c3d4e5f6", "created_at": "2026-03-03T09:04:00Z",
         "html_url": "%s/%s/ferry-times/pulls/42/files#issuecomment-9001" % (G, ORG)},
        {"id": 9002, "user": TOMAS, "body": "Name the constant lateCutoff.", "path": "internal/schedule/filter.go",
         "position": 12, "original_position": 12, "commit_id": "a1b2c3d4e5f6", "created_at": "2026-03-03T09:04:30Z",
         "html_url": "%s/%s/ferry-times/pulls/42/files#issuecomment-9002" % (G, ORG)},
    ],
    655: [],
}
NEXT = {"label": 40, "comment": 5300}


class Gitea(BaseHTTPRequestHandler):
    def log_message(self, fmt, *a):
        sys.stderr.write("gitea: " + (fmt % a) + "\n")

    def send(self, status, obj):
        b = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json;charset=utf-8")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def notfound(self):
        self.send(404, {"errors": None, "message": "The target couldn't be found.", "url": G + "/api/swagger"})

    def route(self, method):
        u = urlparse(self.path)
        qs = parse_qs(u.query)
        if (qs.get("access_token") or [""])[0] != "gt_heldout20b":
            return self.send(401, {"message": "token is required", "url": G + "/api/swagger"})
        p = u.path[len("/api/v1"):] if u.path.startswith("/api/v1") else None
        if p is None:
            return self.notfound()
        body = {}
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            raw = self.rfile.read(n).decode()
            try:
                body = json.loads(raw)
            except ValueError:
                body = {k: v[0] for k, v in parse_qs(raw).items()}
        state = (qs.get("state") or ["open"])[0]
        if p == "/user":
            d = dict(INES)
            d.update({"is_admin": False, "last_login": "2026-03-04T07:55:00Z", "created": "2025-05-10T08:00:00Z",
                      "language": "en-US", "followers_count": 4, "following_count": 2, "starred_repos_count": 9,
                      "location": "Ostholm", "website": "", "description": "Ferry timetables and dock sensors"})
            return self.send(200, d)
        if p == "/user/repos":
            lim = int((qs.get("limit") or ["50"])[0])
            page = int((qs.get("page") or ["1"])[0])
            return self.send(200, REPOS[(page - 1) * lim: page * lim])
        if p == "/repos/issues/search":
            kw = (qs.get("q") or qs.get("keyword") or [""])[0].lower()
            want_pr = (qs.get("type") or [""])[0] == "pulls"
            src = []
            if want_pr:
                for repo, prs in PULLS.items():
                    for pr in prs:
                        x = gissue(repo, pr["number"], pr["title"], pr["body"], pr["user"], pr["state"], pr["labels"], 0,
                                   pr["created_at"], pr["updated_at"], pr=True)
                        x["pull_request"] = {"merged": pr["merged"], "merged_at": pr["merged_at"], "draft": False,
                                             "html_url": pr["html_url"]}
                        src.append(x)
            else:
                for repo, iss in ISSUES.items():
                    src += iss
            out = []
            for i in src:
                if state != "all" and i["state"] != state:
                    continue
                if "assigned" in qs and not (i["assignee"] and i["assignee"]["login"] == "ines"):
                    continue
                if "created" in qs and i["user"]["login"] != "ines":
                    continue
                if kw and kw not in (i["title"] + " " + i["body"]).lower():
                    continue
                out.append(i)
            return self.send(200, out)
        if p.startswith("/orgs/"):
            parts = p.split("/")
            if len(parts) == 4 and parts[3] == "labels" and parts[2] == ORG:
                return self.send(200, LABELS_ORG)
            return self.notfound()
        m = re.match(r"^/repos/([^/]+)/([^/]+)(/.*)?$", p)
        if not m or m.group(1) != ORG or m.group(2) not in ISSUES:
            return self.send(404, {"errors": ["repository does not exist [id: 0, uid: 0, owner_name: %s, name: %s]" % (m.group(1), m.group(2)) if m else "not found"],
                                   "message": "The target couldn't be found.", "url": G + "/api/swagger"})
        repo, rest = m.group(2), m.group(3) or ""
        if rest == "/tags":
            out = []
            for name, sha, msg in TAGS.get(repo, []):
                out.append({"name": name, "message": msg, "id": sha * 3 + "abcd",
                            "commit": {"url": "%s/api/v1/repos/%s/%s/git/commits/%s" % (G, ORG, repo, sha), "sha": sha, "created": "2026-02-14T16:40:00Z"},
                            "zipball_url": "%s/%s/%s/archive/%s.zip" % (G, ORG, repo, name),
                            "tarball_url": "%s/%s/%s/archive/%s.tar.gz" % (G, ORG, repo, name)})
            return self.send(200, out)
        if rest == "/labels":
            if method == "POST":
                if any(l["name"] == body.get("name") for l in LABELS[repo]):
                    return self.send(422, {"message": "label name already exists", "url": G + "/api/swagger"})
                NEXT["label"] += 1
                nl = {"id": NEXT["label"], "name": body.get("name"), "color": (body.get("color") or "").lstrip("#"),
                      "description": body.get("description") or "", "exclusive": bool(body.get("exclusive")),
                      "is_archived": False, "url": "%s/api/v1/repos/%s/%s/labels/%d" % (G, ORG, repo, NEXT["label"])}
                LABELS[repo].append(nl)
                return self.send(201, nl)
            return self.send(200, LABELS[repo])
        if rest == "/issues":
            lst = [i for i in ISSUES[repo] if state == "all" or i["state"] == state]
            kw = (qs.get("q") or [""])[0].lower()
            if kw:
                lst = [i for i in lst if kw in (i["title"] + " " + i["body"]).lower()]
            labs = (qs.get("labels") or [""])[0]
            if labs:
                want = set(labs.split(","))
                lst = [i for i in lst if want & {l["name"] for l in i["labels"]}]
            return self.send(200, lst)
        m2 = re.match(r"^/issues/(\d+)(/comments)?$", rest)
        if m2:
            num = int(m2.group(1))
            iss = [i for i in ISSUES[repo] if i["number"] == num]
            if not iss:
                return self.send(404, {"errors": ["issue does not exist [id: 0, repo_id: 11, index: %d]" % num],
                                       "message": "The target couldn't be found.", "url": G + "/api/swagger"})
            if m2.group(2):
                if method == "POST":
                    NEXT["comment"] += 1
                    c = {"id": NEXT["comment"], "user": INES, "body": body.get("body", ""),
                         "html_url": "%s/%s/%s/issues/%d#issuecomment-%d" % (G, ORG, repo, num, NEXT["comment"]),
                         "created_at": "2026-03-04T09:20:00Z", "updated_at": "2026-03-04T09:20:00Z"}
                    COMMENTS.setdefault((repo, num), []).append(c)
                    return self.send(201, c)
                return self.send(200, COMMENTS.get((repo, num), []))
            return self.send(200, iss[0])
        if rest == "/pulls":
            return self.send(200, [x for x in PULLS[repo] if state == "all" or x["state"] == state])
        m3 = re.match(r"^/pulls/(\d+)(/reviews(?:/(\d+)(/comments)?)?)?$", rest)
        if m3:
            num = int(m3.group(1))
            pr = [x for x in PULLS[repo] if x["number"] == num]
            if not pr:
                return self.send(404, {"errors": ["pull request does not exist [id: 0, issue_id: 0, head_repo_id: 0, base_repo_id: 0, head_branch: , base_branch: , index: %d]" % num],
                                       "message": "The target couldn't be found.", "url": G + "/api/swagger"})
            if not m3.group(2):
                return self.send(200, pr[0])
            revs = REVIEWS.get((repo, num), [])
            if not m3.group(3):
                return self.send(200, revs)
            rid = int(m3.group(3))
            rv = [r for r in revs if r["id"] == rid]
            if not rv:
                return self.send(404, {"errors": ["pull request review does not exist [id: %d]" % rid],
                                       "message": "The target couldn't be found.", "url": G + "/api/swagger"})
            if m3.group(4):
                return self.send(200, REVIEW_COMMENTS.get(rid, []))
            return self.send(200, rv[0])
        return self.notfound()

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_PATCH(self):
        self.route("PATCH")


# ---------------------------------------------------------------- Supabase

SB_ORGS = [{"id": "kelpworks", "name": "Kelp Works"}, {"id": "tidepool-labs", "name": "Tidepool Labs"}]
SB_ORG_DETAIL = {
    "kelpworks": {"id": "kelpworks", "name": "Kelp Works", "plan": "pro", "opt_in_tags": ["AI_SQL_GENERATOR_OPT_IN"],
                  "allowed_release_channels": ["ga", "preview"]},
    "tidepool-labs": {"id": "tidepool-labs", "name": "Tidepool Labs", "plan": "free", "opt_in_tags": [],
                      "allowed_release_channels": ["ga"]},
}


def sb_project(ref, org, name, region, status, created, pg):
    return {"id": ref, "ref": ref, "organization_id": org, "name": name, "region": region, "created_at": created,
            "status": status, "database": {"host": "db.%s.supabase.co" % ref, "version": pg,
                                           "postgres_engine": "17", "release_channel": "ga"}}


SB_PROJECTS = [
    sb_project("qhwmzkoyrtbvnxla", "kelpworks", "harvest-log", "eu-north-1", "ACTIVE_HEALTHY", "2025-09-14T08:21:40.118Z", "17.4.1.054"),
    sb_project("plxkdjenwaqruyvm", "kelpworks", "buyer-portal", "eu-central-1", "INACTIVE", "2025-11-02T13:05:12.640Z", "17.4.1.041"),
    sb_project("zzgtbrmoqkcahnwe", "tidepool-labs", "sensor-archive", "us-east-1", "ACTIVE_HEALTHY", "2026-01-20T17:44:03.002Z", "15.8.1.085"),
]
SB_MIGRATIONS = {
    "qhwmzkoyrtbvnxla": [{"version": "20250914083000", "name": "create_lines"}, {"version": "20251003101500", "name": "add_harvests"},
                         {"version": "20260112091000", "name": "buyers_and_orders"}],
    "zzgtbrmoqkcahnwe": [{"version": "20260120180000", "name": "readings"}],
}
SB_ROWS = {
    "lines": [{"id": 1, "name": "North rope A", "depth_m": 4.5, "species": "sugar kelp"},
              {"id": 2, "name": "North rope B", "depth_m": 5.0, "species": "sugar kelp"},
              {"id": 3, "name": "Bay grid", "depth_m": 3.0, "species": "winged kelp"}],
    "harvests": [{"line": "North rope A", "harvested_on": "2026-03-02", "wet_kg": 412.5},
                 {"line": "Bay grid", "harvested_on": "2026-03-03", "wet_kg": 198.0}],
}
SB_FUNCTIONS = {
    "qhwmzkoyrtbvnxla": [
        {"id": "6b1f0c2e-5a44-4d1e-9f3b-0c8e2a7d4b11", "slug": "daily-yield", "name": "daily-yield", "status": "ACTIVE", "version": 7,
         "created_at": 1759305600000, "updated_at": 1772524800000, "verify_jwt": True, "import_map": False,
         "entrypoint_path": "file:///tmp/functions/daily-yield/index.ts"},
        {"id": "0d93e7a1-2c58-4b6f-8e0a-7f1d3c9b5e22", "slug": "notify-buyers", "name": "notify-buyers", "status": "ACTIVE", "version": 3,
         "created_at": 1764547200000, "updated_at": 1771891200000, "verify_jwt": False, "import_map": False,
         "entrypoint_path": "file:///tmp/functions/notify-buyers/index.ts"}],
    "zzgtbrmoqkcahnwe": [],
}
SB_BUCKETS = {
    "qhwmzkoyrtbvnxla": [
        {"id": "harvest-photos", "name": "harvest-photos", "owner": "", "public": False,
         "created_at": "2025-09-20T10:00:00.000Z", "updated_at": "2025-09-20T10:00:00.000Z"},
        {"id": "price-lists", "name": "price-lists", "owner": "", "public": True,
         "created_at": "2026-01-12T09:30:00.000Z", "updated_at": "2026-02-01T12:00:00.000Z"}],
    "zzgtbrmoqkcahnwe": [
        {"id": "raw-dumps", "name": "raw-dumps", "owner": "", "public": False,
         "created_at": "2026-01-21T08:00:00.000Z", "updated_at": "2026-01-21T08:00:00.000Z"}],
}
SB_BRANCHES = {
    "qhwmzkoyrtbvnxla": [
        {"id": "8c2d9a10-1f4e-4b7a-a3c5-6e0f2b8d9c33", "name": "main", "project_ref": "qhwmzkoyrtbvnxla",
         "parent_project_ref": "qhwmzkoyrtbvnxla", "is_default": True, "persistent": True, "status": "FUNCTIONS_DEPLOYED",
         "created_at": "2025-09-14T08:21:40.118Z", "updated_at": "2026-03-03T07:10:00.000Z"},
        {"id": "1a7e3b54-9d2c-4f80-b6e1-2c4d8f0a7e44", "name": "pricing-rework", "project_ref": "rbtyuvwxkzqmlpno",
         "parent_project_ref": "qhwmzkoyrtbvnxla", "is_default": False, "persistent": False, "status": "MIGRATIONS_PASSED",
         "git_branch": "feat/pricing", "created_at": "2026-02-27T15:00:00.000Z", "updated_at": "2026-03-01T09:45:00.000Z"}],
    "zzgtbrmoqkcahnwe": [],
}
SB_ADVISORS = {
    "security": {"lints": [
        {"name": "rls_disabled_in_public", "title": "RLS Disabled in Public", "level": "ERROR", "facing": "EXTERNAL",
         "categories": ["SECURITY"], "description": "Detects cases where row level security (RLS) has not been enabled on tables in schemas exposed to PostgREST",
         "detail": "Table `public.harvests` is public, but RLS has not been enabled.",
         "remediation": "https://supabase.com/docs/guides/database/database-linter?lint=0013_rls_disabled_in_public",
         "metadata": {"name": "harvests", "type": "table", "schema": "public"}, "cache_key": "rls_disabled_in_public_public_harvests"}]},
    "performance": {"lints": [
        {"name": "unindexed_foreign_keys", "title": "Unindexed foreign keys", "level": "INFO", "facing": "EXTERNAL",
         "categories": ["PERFORMANCE"], "description": "Identifies foreign key constraints without a covering index, which can impact database performance.",
         "detail": "Table `public.harvests` has a foreign key `harvests_line_id_fkey` without a covering index.",
         "remediation": "https://supabase.com/docs/guides/database/database-linter?lint=0001_unindexed_foreign_keys",
         "metadata": {"name": "harvests", "type": "table", "schema": "public", "fkey_name": "harvests_line_id_fkey", "fkey_columns": [2]},
         "cache_key": "unindexed_foreign_keys_public_harvests_harvests_line_id_fkey"},
        {"name": "unused_index", "title": "Unused Index", "level": "INFO", "facing": "EXTERNAL", "categories": ["PERFORMANCE"],
         "description": "Detects if an index has never been used and may be a candidate for removal.",
         "detail": "Index `lines_species_idx` on table `public.lines` has not been used",
         "remediation": "https://supabase.com/docs/guides/database/database-linter?lint=0005_unused_index",
         "metadata": {"name": "lines", "type": "table", "schema": "public"}, "cache_key": "unused_index_public_lines_lines_species_idx"}]},
}
SB_KEYS = [
    {"name": "anon", "api_key": "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6InFod216a295cnRidm54bGEifQ.c2FtcGxlLWFub24ta2V5", "type": "legacy", "id": "anon"},
    {"name": "default", "api_key": "sb_publishable_Hq2Wk9xLmZ3vT8pYr4Ns1A_kelpworks", "type": "publishable", "id": "5c1e8f42-7a3b-4d9e-b2c6-0f1a3e5d7b88"},
]
SB_TYPES = {"types": "export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]\n\nexport type Database = {\n  public: {\n    Tables: {\n      lines: {\n        Row: { depth_m: number | null; id: number; name: string; species: string | null }\n      }\n      harvests: {\n        Row: { harvested_on: string; id: number; line_id: number; wet_kg: number }\n      }\n    }\n  }\n}\n"}


class Supa(BaseHTTPRequestHandler):
    def log_message(self, fmt, *a):
        sys.stderr.write("supabase: " + (fmt % a) + "\n")

    def send(self, status, obj):
        b = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def route(self, method):
        u = urlparse(self.path)
        p = u.path
        n = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(n) or b"{}") if n else {}
        if self.headers.get("Authorization") != "Bearer sbp_heldout20b":
            return self.send(401, {"message": "Unauthorized"})
        if p == "/v1/organizations":
            return self.send(200, SB_ORGS)
        m = re.match(r"^/v1/organizations/([^/]+)$", p)
        if m:
            o = SB_ORG_DETAIL.get(m.group(1))
            return self.send(200, o) if o else self.send(404, {"message": "Organization not found"})
        if p == "/v1/projects":
            return self.send(200, SB_PROJECTS)
        m = re.match(r"^/v1/projects/([a-z]+)(/.*)?$", p)
        if not m:
            return self.send(404, {"message": "Not found"})
        ref, rest = m.group(1), m.group(2) or ""
        proj = [x for x in SB_PROJECTS if x["ref"] == ref]
        if not proj:
            return self.send(404, {"message": "Project not found"})
        if rest == "":
            return self.send(200, proj[0])
        if rest == "/database/migrations":
            return self.send(200, SB_MIGRATIONS.get(ref, []))
        if rest == "/database/query":
            q = (body.get("query") or "").lower()
            if "from lines" in q:
                return self.send(201, SB_ROWS["lines"])
            if "from harvests" in q:
                return self.send(201, SB_ROWS["harvests"])
            if "count(" in q:
                return self.send(201, [{"count": 3}])
            return self.send(400, {"message": 'Failed to run sql query: ERROR:  42P01: relation "%s" does not exist' % (re.findall(r"from\s+(\w+)", q) or ["x"])[0]})
        m2 = re.match(r"^/advisors/(security|performance)$", rest)
        if m2:
            return self.send(200, SB_ADVISORS[m2.group(1)] if ref == "qhwmzkoyrtbvnxla" else {"lints": []})
        if rest == "/api-keys":
            if ref == "qhwmzkoyrtbvnxla":
                return self.send(200, SB_KEYS)
            return self.send(200, [{"name": "default", "api_key": "sb_publishable_Zt7Qp1cVx4LmN9aRk2Wy6E_sensorarc",
                                    "type": "publishable", "id": "9e4b2a17-3c6d-4f8a-a1b0-7d2e5c8f0a99"}])
        if rest == "/types/typescript":
            if ref == "qhwmzkoyrtbvnxla":
                return self.send(200, SB_TYPES)
            return self.send(200, {"types": "export type Database = {\n  public: {\n    Tables: {\n      readings: {\n        Row: { id: number; pier: string; level_m: number; taken_at: string }\n      }\n    }\n  }\n}\n"})
        if rest == "/functions":
            return self.send(200, SB_FUNCTIONS.get(ref, []))
        if rest == "/branches":
            return self.send(200, SB_BRANCHES.get(ref, []))
        if rest == "/storage/buckets":
            return self.send(200, SB_BUCKETS.get(ref, []))
        if rest == "/config/storage":
            return self.send(200, {"fileSizeLimit": 52428800 if ref == "qhwmzkoyrtbvnxla" else 5242880,
                                   "features": {"imageTransformation": {"enabled": ref == "qhwmzkoyrtbvnxla"},
                                                "s3Protocol": {"enabled": False}}})
        return self.send(404, {"message": "Not found"})

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")


def main():
    servers = [ThreadingHTTPServer(("127.0.0.1", 18621), Influx), ThreadingHTTPServer(("127.0.0.1", 18622), Gitea),
               ThreadingHTTPServer(("127.0.0.1", 18623), Supa)]
    for s in servers:
        threading.Thread(target=s.serve_forever, daemon=True).start()
    print("stand-ins up", flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
