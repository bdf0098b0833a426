#!/usr/bin/env python3
"""standin.py OPIK_PORT CURRENTS_PORT: small stand-ins, on 127.0.0.1 only,
for the two web APIs of the heldout19a servers: a self-hosted Opik (LLM
tracing; base URL http://127.0.0.1:OPIK_PORT/api) and the Currents REST API
(Playwright/Cypress test analytics; base URL http://127.0.0.1:CURRENTS_PORT/v1).
The data is made up: the Linden Street Library's assistant and web app.
Unknown paths answer 404 and are logged to stderr."""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

# ---------------------------------------------------------------- Opik
PROJECTS = [
    {"id": "0193a1f2-7c4e-7b10-9a51-3f0c2d4e8a01", "name": "library-assistant", "description": "Answers patron questions at the desk kiosk",
     "visibility": "private", "created_at": "2026-09-02T08:14:22Z", "created_by": "hanna", "last_updated_at": "2026-11-24T17:40:05Z",
     "last_updated_trace_at": "2026-11-24T17:39:58Z"},
    {"id": "0193a1f2-9d02-7c55-8e10-6b7a9c1d2e02", "name": "catalog-summarizer", "description": "Writes short blurbs for new arrivals",
     "visibility": "private", "created_at": "2026-10-11T13:05:40Z", "created_by": "hanna", "last_updated_at": "2026-11-21T09:12:31Z",
     "last_updated_trace_at": "2026-11-21T09:12:30Z"},
    {"id": "0193a1f3-1a77-70e2-b4c3-5d8e0f1a2b03", "name": "overdue-notices", "description": "Drafts polite overdue reminders",
     "visibility": "private", "created_at": "2026-11-03T10:00:00Z", "created_by": "grace", "last_updated_at": "2026-11-18T16:45:12Z",
     "last_updated_trace_at": "2026-11-18T16:45:10Z"},
]
P1, P2, P3 = (p["id"] for p in PROJECTS)


def trace(tid, pid, name, q, a, start, end, dur, ptok, ctok, model, scores, tags, thread=None):
    t = {"id": tid, "project_id": pid, "name": name, "start_time": start, "end_time": end,
         "input": {"question": q}, "output": {"answer": a},
         "metadata": {"model": model, "kiosk": "desk-2"}, "tags": tags,
         "usage": {"prompt_tokens": ptok, "completion_tokens": ctok, "total_tokens": ptok + ctok},
         "duration": dur, "total_estimated_cost": round((ptok * 0.15 + ctok * 0.6) / 1e6, 6),
         "feedback_scores": [{"name": n, "value": v, "source": "sdk"} for n, v in scores],
         "created_at": start, "created_by": "kiosk-bot", "span_count": 3, "llm_span_count": 1}
    if thread:
        t["thread_id"] = thread
    return t


TRACES = {
    P1: [
        trace("0193b7c0-0001-7a00-8000-000000000a11", P1, "answer_question", "When does storytime start now?",
              "Storytime moves to Saturdays at 10:30 from 6 December.", "2026-11-24T17:39:52.118Z", "2026-11-24T17:39:58.402Z",
              6284.0, 812, 41, "gpt-4o-mini", [("answer_relevance", 0.94), ("hallucination", 0.0)], ["kiosk", "events"], "th-5521"),
        trace("0193b7c0-0002-7a00-8000-000000000a12", P1, "answer_question", "Is the Harbour branch open on Christmas Eve?",
              "No, the Harbour branch is closed 22–24 December for floor repairs.", "2026-11-24T16:02:11.530Z", "2026-11-24T16:02:15.004Z",
              3474.0, 790, 35, "gpt-4o-mini", [("answer_relevance", 0.97), ("hallucination", 0.0)], ["kiosk", "branches"], "th-5519"),
        trace("0193b7c0-0003-7a00-8000-000000000a13", P1, "answer_question", "Can I renew Bread for Beginners online?",
              "Yes, up to twice, unless someone has reserved it.", "2026-11-23T11:45:00.020Z", "2026-11-23T11:45:09.771Z",
              9751.0, 1204, 28, "gpt-4o-mini", [("answer_relevance", 0.81), ("hallucination", 0.12)], ["kiosk", "loans"], "th-5402"),
        trace("0193b7c0-0004-7a00-8000-000000000a14", P1, "lookup_catalogue", "Do you have Atlas of Small Islands?",
              "Yes: 912 HOL, 2 copies, available.", "2026-11-22T14:20:31.900Z", "2026-11-22T14:20:33.250Z",
              1350.0, 402, 19, "gpt-4o-mini", [("answer_relevance", 1.0)], ["kiosk", "catalogue"], "th-5377"),
    ],
    P2: [
        trace("0193b7c1-0001-7b00-8000-000000000b21", P2, "summarize_title", "The River Between Us",
              "A quiet novel about two sisters and a ferry town.", "2026-11-21T09:12:20.000Z", "2026-11-21T09:12:30.000Z",
              10000.0, 2210, 64, "gpt-4o", [("conciseness", 0.88)], ["blurb"]),
        trace("0193b7c1-0002-7b00-8000-000000000b22", P2, "summarize_title", "Night Trains",
              "A graphic novel following a night porter across Europe.", "2026-11-20T15:01:02.000Z", "2026-11-20T15:01:08.500Z",
              6500.0, 1984, 58, "gpt-4o", [("conciseness", 0.91)], ["blurb", "graphic-novel"]),
    ],
    P3: [],
}
ALL_TRACES = {t["id"]: t for ts in TRACES.values() for t in ts}

DATASETS = [
    {"id": "0193c2d4-1111-7c00-9000-00000000d001", "name": "kiosk-questions", "description": "Real desk questions with approved answers",
     "tags": ["kiosk"], "created_at": "2026-10-01T09:00:00Z", "created_by": "hanna", "last_updated_at": "2026-11-20T12:00:00Z",
     "dataset_items_count": 3, "experiment_count": 2, "most_recent_experiment_at": "2026-11-20T12:05:00Z"},
    {"id": "0193c2d4-2222-7c00-9000-00000000d002", "name": "blurb-references", "description": "Hand-written blurbs for 40 titles",
     "tags": ["blurb"], "created_at": "2026-10-15T10:30:00Z", "created_by": "omar", "last_updated_at": "2026-10-15T10:30:00Z",
     "dataset_items_count": 2, "experiment_count": 0},
]
ITEMS = {
    DATASETS[0]["id"]: [
        {"id": "0193c2d5-0001-7000-8000-0000000000e1", "data": {"input": "How many books can I borrow?", "expected_output": "Up to 15 items at once."}, "source": "manual", "created_at": "2026-10-01T09:10:00Z"},
        {"id": "0193c2d5-0002-7000-8000-0000000000e2", "data": {"input": "Are study rooms free?", "expected_output": "Yes, book up to 2 hours a day."}, "source": "manual", "created_at": "2026-10-01T09:12:00Z"},
        {"id": "0193c2d5-0003-7000-8000-0000000000e3", "data": {"input": "Do you print in colour?", "expected_output": "Yes, 30p per page."}, "source": "trace", "trace_id": "0193b7c0-0003-7a00-8000-000000000a13", "created_at": "2026-11-20T12:00:00Z"},
    ],
    DATASETS[1]["id"]: [
        {"id": "0193c2d5-0101-7000-8000-0000000000f1", "data": {"input": "Atlas of Small Islands", "expected_output": "Fifty islands, each smaller than a town."}, "source": "manual", "created_at": "2026-10-15T10:31:00Z"},
        {"id": "0193c2d5-0102-7000-8000-0000000000f2", "data": {"input": "Learning Rust the Slow Way", "expected_output": "A patient first book on Rust."}, "source": "manual", "created_at": "2026-10-15T10:32:00Z"},
    ],
}
PROMPTS = [
    {"id": "0193d3e5-aaaa-7d00-8000-0000000000a1", "name": "kiosk-answer", "description": "System prompt of the desk kiosk", "tags": ["kiosk"],
     "template_structure": "text", "created_at": "2026-09-02T08:20:00Z", "created_by": "hanna", "last_updated_at": "2026-11-12T14:00:00Z", "version_count": 4},
    {"id": "0193d3e5-bbbb-7d00-8000-0000000000b2", "name": "overdue-reminder", "description": "Friendly overdue notice", "tags": ["email"],
     "template_structure": "text", "created_at": "2026-11-03T10:05:00Z", "created_by": "grace", "last_updated_at": "2026-11-03T10:05:00Z", "version_count": 1},
]
VERSIONS = {
    "kiosk-answer": {"id": "0193d3e6-0004-7000-8000-000000000c04", "prompt_id": PROMPTS[0]["id"], "commit": "7f3a9c21",
                     "template": "You are the Linden Street Library kiosk. Answer in one or two sentences. Question: {{question}}",
                     "type": "mustache", "change_description": "shorter answers", "created_at": "2026-11-12T14:00:00Z", "created_by": "hanna"},
    "overdue-reminder": {"id": "0193d3e6-0101-7000-8000-000000000c11", "prompt_id": PROMPTS[1]["id"], "commit": "b81e0d4f",
                         "template": "Dear {{name}}, {{title}} was due on {{due_date}}. Please return or renew it.",
                         "type": "mustache", "created_at": "2026-11-03T10:05:00Z", "created_by": "grace"},
}

# ---------------------------------------------------------------- Currents
C_PROJECTS = [
    {"projectId": "Lw8kQ2", "name": "library-web", "cursor": "Lw8kQ2", "createdAt": "2026-03-14T10:00:00.000Z", "inactivityTimeoutSeconds": 3600},
    {"projectId": "Zc41pX", "name": "catalog-api", "cursor": "Zc41pX", "createdAt": "2026-05-02T08:30:00.000Z", "inactivityTimeoutSeconds": 1800},
]
RUNS = {
    "Lw8kQ2": [
        {"runId": "b1c2d3e4f5a60711", "projectId": "Lw8kQ2", "createdAt": "2026-11-24T18:02:11.000Z", "completionState": "COMPLETE", "status": "FAILED",
         "tags": ["main", "nightly"], "meta": {"ciBuildId": "gh-4821", "commit": {"branch": "main", "sha": "9e1f2a7", "message": "Move storytime to Saturdays", "authorName": "Omar Said"}},
         "groups": [{"groupId": "chromium", "instances": {"overall": 12, "complete": 12, "passes": 11, "failures": 1}}],
         "durationMs": 184320, "cursor": "b1c2d3e4f5a60711"},
        {"runId": "a9b8c7d6e5f40312", "projectId": "Lw8kQ2", "createdAt": "2026-11-23T18:01:40.000Z", "completionState": "COMPLETE", "status": "PASSED",
         "tags": ["main", "nightly"], "meta": {"ciBuildId": "gh-4810", "commit": {"branch": "main", "sha": "4c0d8b3", "message": "Add branches CSV link", "authorName": "Hanna Virtanen"}},
         "groups": [{"groupId": "chromium", "instances": {"overall": 12, "complete": 12, "passes": 12, "failures": 0}}],
         "durationMs": 171050, "cursor": "a9b8c7d6e5f40312"},
    ],
    "Zc41pX": [
        {"runId": "c4d5e6f708192a3b", "projectId": "Zc41pX", "createdAt": "2026-11-24T07:15:00.000Z", "completionState": "COMPLETE", "status": "PASSED",
         "tags": ["pr-311"], "meta": {"ciBuildId": "gh-4815", "commit": {"branch": "isbn-lookup", "sha": "77ab01e", "message": "Validate ISBN-13 check digit", "authorName": "Ravi Patel"}},
         "groups": [{"groupId": "node", "instances": {"overall": 5, "complete": 5, "passes": 5, "failures": 0}}],
         "durationMs": 48200, "cursor": "c4d5e6f708192a3b"},
    ],
}
RUN_DETAILS = {
    "b1c2d3e4f5a60711": {"runId": "b1c2d3e4f5a60711", "status": "FAILED", "createdAt": "2026-11-24T18:02:11.000Z", "durationMs": 184320,
                         "specs": [{"spec": "tests/events.spec.ts", "instanceId": "inst-7f21", "results": {"tests": 4, "passes": 3, "failures": 1, "flaky": 0}},
                                   {"spec": "tests/catalog.spec.ts", "instanceId": "inst-7f22", "results": {"tests": 5, "passes": 5, "failures": 0, "flaky": 1}},
                                   {"spec": "tests/home.spec.ts", "instanceId": "inst-7f23", "results": {"tests": 3, "passes": 3, "failures": 0, "flaky": 0}}]},
    "a9b8c7d6e5f40312": {"runId": "a9b8c7d6e5f40312", "status": "PASSED", "createdAt": "2026-11-23T18:01:40.000Z", "durationMs": 171050,
                         "specs": [{"spec": "tests/events.spec.ts", "instanceId": "inst-6a01", "results": {"tests": 4, "passes": 4, "failures": 0, "flaky": 0}},
                                   {"spec": "tests/catalog.spec.ts", "instanceId": "inst-6a02", "results": {"tests": 5, "passes": 5, "failures": 0, "flaky": 0}}]},
}
INSTANCES = {
    "inst-7f21": {"instanceId": "inst-7f21", "spec": "tests/events.spec.ts", "runId": "b1c2d3e4f5a60711", "groupId": "chromium",
                  "results": {"stats": {"tests": 4, "passes": 3, "failures": 1, "wallClockDuration": 21450},
                              "tests": [{"title": ["signup", "books a code club place"], "state": "failed", "attempts": 2,
                                         "error": "expect(locator('#done')).toHaveText('Booked: Ada for code') — received ''", "durationMs": 8120},
                                        {"title": ["signup", "shows storytime on Saturday"], "state": "passed", "attempts": 1, "durationMs": 1900}]}},
    "inst-7f22": {"instanceId": "inst-7f22", "spec": "tests/catalog.spec.ts", "runId": "b1c2d3e4f5a60711", "groupId": "chromium",
                  "results": {"stats": {"tests": 5, "passes": 5, "failures": 0, "wallClockDuration": 30210},
                              "tests": [{"title": ["catalogue", "filters available titles"], "state": "passed", "attempts": 2, "flaky": True, "durationMs": 6400}]}},
}
SPEC_FILES = {
    "Lw8kQ2": [{"spec": "tests/events.spec.ts", "metrics": {"avgDuration": 20110, "failureRate": 0.071, "flakeRate": 0.0, "overallExecutions": 28, "suiteSize": 4}},
               {"spec": "tests/catalog.spec.ts", "metrics": {"avgDuration": 29880, "failureRate": 0.0, "flakeRate": 0.107, "overallExecutions": 28, "suiteSize": 5}},
               {"spec": "tests/home.spec.ts", "metrics": {"avgDuration": 8040, "failureRate": 0.0, "flakeRate": 0.0, "overallExecutions": 28, "suiteSize": 3}}],
    "Zc41pX": [{"spec": "test/isbn.test.ts", "metrics": {"avgDuration": 1210, "failureRate": 0.02, "flakeRate": 0.0, "overallExecutions": 50, "suiteSize": 5}}],
}
TESTS = {
    "Lw8kQ2": [{"title": "signup > books a code club place", "spec": "tests/events.spec.ts", "signature": "sig-3f9e21aa",
                "metrics": {"executions": 28, "failures": 2, "flaky": 1, "avgDurationMs": 7800, "failureRate": 0.071}},
               {"title": "catalogue > filters available titles", "spec": "tests/catalog.spec.ts", "signature": "sig-81c0d7b2",
                "metrics": {"executions": 28, "failures": 0, "flaky": 3, "avgDurationMs": 6100, "failureRate": 0.0}},
               {"title": "home > shows opening hours", "spec": "tests/home.spec.ts", "signature": "sig-05e4aa19",
                "metrics": {"executions": 28, "failures": 0, "flaky": 0, "avgDurationMs": 1450, "failureRate": 0.0}}],
    "Zc41pX": [{"title": "isbn > rejects a bad check digit", "spec": "test/isbn.test.ts", "signature": "sig-c7aa3051",
                "metrics": {"executions": 50, "failures": 1, "flaky": 0, "avgDurationMs": 240, "failureRate": 0.02}}],
}
TEST_RESULTS = {
    "sig-3f9e21aa": [{"runId": "b1c2d3e4f5a60711", "instanceId": "inst-7f21", "status": "failed", "createdAt": "2026-11-24T18:04:40.000Z", "durationMs": 8120,
                      "branch": "main", "error": "Timed out 5000ms waiting for #done"},
                     {"runId": "a9b8c7d6e5f40312", "instanceId": "inst-6a01", "status": "passed", "createdAt": "2026-11-23T18:03:55.000Z", "durationMs": 2230, "branch": "main"}],
    "sig-81c0d7b2": [{"runId": "b1c2d3e4f5a60711", "instanceId": "inst-7f22", "status": "flaky", "createdAt": "2026-11-24T18:05:12.000Z", "durationMs": 6400, "branch": "main"}],
}


def page(items, q):
    p = int(q.get("page", ["1"])[0])
    s = int(q.get("size", ["10"])[0])
    return {"page": p, "size": s, "total": len(items), "content": items[(p - 1) * s:p * s]}


class H(BaseHTTPRequestHandler):
    kind = "?"

    def log_message(self, fmt, *args):
        sys.stderr.write("%s %s\n" % (self.kind, fmt % args))

    def send(self, code, obj):
        body = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            return json.loads(raw or b"{}")
        except ValueError:
            return {}

    def do_GET(self):
        self.route("GET", {})

    def do_POST(self):
        self.route("POST", self.body())

    def do_PUT(self):
        self.route("PUT", self.body())

    def do_DELETE(self):
        self.route("DELETE", {})

    def route(self, method, body):
        u = urlparse(self.path)
        q = parse_qs(u.query)
        r = (self.opik if self.kind == "opik" else self.currents)(method, u.path.rstrip("/"), q, body)
        if r is None:
            sys.stderr.write("%s UNKNOWN %s %s %s\n" % (self.kind, method, self.path, json.dumps(body)[:300]))
            self.send(404, {"errors": ["not found: " + u.path]})
        else:
            code, obj = r
            if code == 204:
                self.send_response(204)
                self.end_headers()
            else:
                self.send(code, obj)

    def opik(self, m, p, q, body):
        pre = "/api/v1/private"
        if not p.startswith(pre):
            return None
        p = p[len(pre):]
        parts = p.strip("/").split("/")
        if p == "/projects" and m == "GET":
            items = PROJECTS
            if "name" in q:
                items = [x for x in items if q["name"][0] in x["name"]]
            return 200, page(items, q)
        if p == "/projects" and m == "POST":
            return 201, {}
        if parts[0] == "projects" and len(parts) == 2 and m == "GET":
            for x in PROJECTS:
                if x["id"] == parts[1]:
                    return 200, x
            return 404, {"errors": ["Project not found"]}
        if parts[0] == "projects" and len(parts) == 3 and parts[2] == "metrics":
            t = body.get("metric_type", "TRACE_COUNT")
            return 200, {"project_id": parts[1], "metric_type": t, "interval": body.get("interval", "DAILY"),
                         "results": [{"name": t, "data": [{"time": "2026-11-22T00:00:00Z", "value": 41},
                                                          {"time": "2026-11-23T00:00:00Z", "value": 57},
                                                          {"time": "2026-11-24T00:00:00Z", "value": 63}]}]}
        if p == "/traces" and m == "GET":
            pid = q.get("project_id", [None])[0]
            if pid is None and "project_name" in q:
                pid = next((x["id"] for x in PROJECTS if x["name"] == q["project_name"][0]), None)
            return 200, page(TRACES.get(pid, []), q)
        if p == "/traces/stats":
            pid = q.get("project_id", [P1])[0]
            ts = TRACES.get(pid, [])
            return 200, {"stats": [
                {"name": "trace_count", "type": "COUNT", "value": len(ts)},
                {"name": "duration", "type": "PERCENTAGE", "value": {"p50": 4879.0, "p90": 8850.0, "p99": 9661.0}},
                {"name": "usage.total_tokens", "type": "AVG", "value": 832.25},
                {"name": "total_estimated_cost", "type": "AVG", "value": 0.000138},
                {"name": "feedback_scores.answer_relevance", "type": "AVG", "value": 0.93}]}
        if p in ("/traces/threads", "/traces/threads/search"):
            return 200, page([{"id": "th-5521", "project_id": P1, "start_time": "2026-11-24T17:39:52Z", "end_time": "2026-11-24T17:39:58Z",
                               "duration": 6284.0, "number_of_messages": 2, "first_message": "When does storytime start now?",
                               "last_message": "Storytime moves to Saturdays at 10:30 from 6 December.", "status": "inactive"},
                              {"id": "th-5519", "project_id": P1, "start_time": "2026-11-24T16:02:11Z", "end_time": "2026-11-24T16:02:15Z",
                               "duration": 3474.0, "number_of_messages": 2, "first_message": "Is the Harbour branch open on Christmas Eve?",
                               "last_message": "No, the Harbour branch is closed 22–24 December for floor repairs.", "status": "inactive"}], q)
        if parts[0] == "traces" and len(parts) == 2 and m == "GET":
            t = ALL_TRACES.get(parts[1])
            return (200, t) if t else (404, {"errors": ["Trace not found"]})
        if parts[0] == "traces" and len(parts) == 3 and parts[2] == "feedback-scores":
            return 204, None
        if p == "/datasets" and m == "GET":
            items = DATASETS
            if "name" in q:
                items = [x for x in items if q["name"][0] in x["name"]]
            return 200, page(items, q)
        if p == "/datasets" and m == "POST":
            return 201, {}
        if p == "/datasets/items" and m == "PUT":
            return 204, None
        if p in ("/datasets/delete", "/datasets/items/delete"):
            return 204, None
        if parts[0] == "datasets" and len(parts) == 2 and m == "GET":
            for x in DATASETS:
                if x["id"] == parts[1]:
                    return 200, x
            return 404, {"errors": ["Dataset not found"]}
        if parts[0] == "datasets" and len(parts) == 3 and parts[2] == "items":
            return 200, page(ITEMS.get(parts[1], []), q)
        if p == "/prompts" and m == "GET":
            items = PROMPTS
            if "name" in q:
                items = [x for x in items if q["name"][0] in x["name"]]
            return 200, page(items, q)
        if p == "/prompts" and m == "POST":
            return 201, {}
        if p == "/prompts/versions/retrieve":
            v = VERSIONS.get(body.get("name"))
            return (200, v) if v else (404, {"errors": ["Prompt not found"]})
        if p == "/prompts/versions":
            return 200, dict(VERSIONS["kiosk-answer"], commit="e52d7a90", template=(body.get("version") or {}).get("template", ""))
        if parts[0] == "prompts" and len(parts) == 2:
            for x in PROMPTS:
                if x["id"] == parts[1]:
                    if m == "DELETE":
                        return 204, None
                    return 200, dict(x, latest_version=VERSIONS[x["name"]])
            return 404, {"errors": ["Prompt not found"]}
        return None

    def currents(self, m, p, q, body):
        if not p.startswith("/v1"):
            return None
        p = p[3:]
        parts = p.strip("/").split("/")
        if p == "/projects":
            return 200, {"status": "OK", "has_more": False, "data": C_PROJECTS}
        if parts[0] == "projects" and len(parts) == 3 and parts[2] == "runs":
            runs = RUNS.get(parts[1])
            if runs is None:
                return 404, {"status": "FAILED", "message": "Project not found"}
            return 200, {"status": "OK", "has_more": False, "data": runs[:int(q.get("limit", ["50"])[0])]}
        if parts[0] == "runs" and len(parts) == 2:
            d = RUN_DETAILS.get(parts[1])
            return (200, {"status": "OK", "data": d}) if d else (404, {"status": "FAILED", "message": "Run not found"})
        if parts[0] == "instances" and len(parts) == 2:
            d = INSTANCES.get(parts[1])
            return (200, {"status": "OK", "data": d}) if d else (404, {"status": "FAILED", "message": "Instance not found"})
        if parts[0] == "spec-files" and len(parts) == 2:
            d = SPEC_FILES.get(parts[1])
            if d is None:
                return 404, {"status": "FAILED", "message": "Project not found"}
            return 200, {"status": "OK", "data": {"list": d, "total": len(d), "nextPage": False}}
        if parts[0] == "tests" and len(parts) == 2:
            d = TESTS.get(parts[1])
            if d is None:
                return 404, {"status": "FAILED", "message": "Project not found"}
            if "title" in q:
                d = [t for t in d if q["title"][0] in t["title"]]
                return 200, {"status": "OK", "data": {"signature": d[0]["signature"] if d else None}}
            return 200, {"status": "OK", "data": {"list": d, "total": len(d), "nextPage": False}}
        if parts[0] == "test-results" and len(parts) == 2:
            d = TEST_RESULTS.get(parts[1], [])
            return 200, {"status": "OK", "has_more": False, "data": d}
        return None


def serve(port, kind):
    h = type("H_" + kind, (H,), {"kind": kind})
    ThreadingHTTPServer(("127.0.0.1", port), h).serve_forever()


if __name__ == "__main__":
    threads = [threading.Thread(target=serve, args=(int(sys.argv[1]), "opik"), daemon=True),
               threading.Thread(target=serve, args=(int(sys.argv[2]), "currents"), daemon=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
