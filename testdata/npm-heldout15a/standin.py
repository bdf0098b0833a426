#!/usr/bin/env python3
"""standin.py KIND PORT: small API stand-ins on 127.0.0.1 with canned data of
a fictional harbour org "tidewater".

  circleci  the CircleCI API for @circleci/mcp-server-circleci (CIRCLECI_BASE_URL)
  jenkins   the Jenkins JSON API for @mister-good-deal/host-mcp-jenkins (JENKINS_URL)
  ghe       the GitHub Enterprise REST API (/api/v3) for github-enterprise-mcp-server,
            over HTTPS with the self-signed CERT_FILE given as a third argument
  bitbucket the Bitbucket Cloud REST API (/2.0) for @nexus2520/bitbucket-mcp-server
"""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PROJECTS = [
    {"name": "harbor-api", "slug": "gh/tidewater/harbor-api", "vcs_type": "github"},
    {"name": "ferry-schedule", "slug": "gh/tidewater/ferry-schedule", "vcs_type": "github"},
    {"name": "dock-ui", "slug": "gh/tidewater/dock-ui", "vcs_type": "github"},
]
PIPE = {  # slug -> list of (number, id, branch)
    "gh/tidewater/harbor-api": [(412, "p-412", "main"), (411, "p-411", "feature/berths"), (409, "p-409", "main")],
    "gh/tidewater/ferry-schedule": [(88, "p-088", "main"), (87, "p-087", "fix/timezones")],
    "gh/tidewater/dock-ui": [(1203, "p-1203", "main")],
}
WF = {
    "p-412": [("wf-412a", "build-and-test", "failed", "2026-11-24T09:12:03Z", "2026-11-24T09:19:41Z"),
              ("wf-412b", "lint", "success", "2026-11-24T09:12:03Z", "2026-11-24T09:13:10Z")],
    "p-411": [("wf-411a", "build-and-test", "success", "2026-11-23T16:40:00Z", "2026-11-23T16:47:22Z")],
    "p-409": [("wf-409a", "build-and-test", "success", "2026-11-22T11:02:17Z", "2026-11-22T11:08:55Z"),
              ("wf-409b", "deploy-staging", "on_hold", "2026-11-22T11:02:17Z", None)],
    "p-088": [("wf-088a", "nightly", "failed", "2026-11-25T02:00:05Z", "2026-11-25T02:21:48Z")],
    "p-087": [("wf-087a", "nightly", "running", "2026-11-25T08:55:00Z", None)],
    "p-1203": [("wf-1203a", "ui-checks", "success", "2026-11-24T14:30:00Z", "2026-11-24T14:36:12Z"),
               ("wf-1203b", "visual-regression", "failed", "2026-11-24T14:30:00Z", "2026-11-24T14:44:51Z")],
}
JOBS = {"wf-412a": [(5120, "unit-tests"), (5121, "integration-tests")], "wf-412b": [(5119, "eslint")],
        "wf-411a": [(5102, "unit-tests")], "wf-409a": [(5080, "unit-tests")], "wf-409b": [],
        "wf-088a": [(901, "import-timetables"), (902, "publish-feed")], "wf-087a": [(899, "import-timetables")],
        "wf-1203a": [(7731, "typecheck")], "wf-1203b": [(7732, "chromatic")]}
STEPS = {  # job number -> list of (step name, failed, output)
    5120: [("Spin up environment", False, "Build-agent version 1.0.301\n"), ("npm ci", False, "added 912 packages in 21s\n"),
           ("npm test", True, "FAIL src/berths/allocate.test.ts\n  allocate berth\n    x rejects vessels longer than 240 m (12 ms)\n\nExpected: \"rejected\"\nReceived: \"allocated\"\n\nTests: 1 failed, 57 passed, 58 total\nTime: 8.412 s\n")],
    5121: [("docker compose up -d postgres", False, "Container harbor-pg Started\n"),
           ("npm run test:integration", True, "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)\n3 suites failed\n")],
    901: [("python import.py --source ntv", True, "Traceback (most recent call last):\n  File \"import.py\", line 88, in <module>\n    rows = parse(feed)\nValueError: unknown stop id 'NTV-0417' in trip 22-03\n")],
    902: [("publish", False, "skipped\n")],
    7732: [("chromatic --exit-zero-on-changes", True, "Build 318 has 4 visual changes\n  Header / Dark: 1.9% diff\n  Timetable / Mobile: 0.4% diff\n  BerthMap / Default: 7.2% diff\n  Footer: 0.1% diff\n")],
}
TESTS = {
    5120: [("rejects vessels longer than 240 m", "allocate berth", "failure", 0.012, "src/berths/allocate.test.ts", "Expected: \"rejected\" Received: \"allocated\""),
           ("assigns the nearest free berth", "allocate berth", "success", 0.004, "src/berths/allocate.test.ts", ""),
           ("keeps a 15 min buffer between ferries", "schedule", "success", 0.009, "src/schedule/buffer.test.ts", ""),
           ("parses AIS position reports", "ais", "success", 0.021, "src/ais/parse.test.ts", "")],
    5102: [("assigns the nearest free berth", "allocate berth", "success", 0.005, "src/berths/allocate.test.ts", ""),
           ("rounds ETA to the minute", "eta", "skipped", 0, "src/eta/round.test.ts", "")],
    7731: [],
    901: [("test_import_stops", "tests.test_import", "failure", 1.84, "tests/test_import.py", "ValueError: unknown stop id 'NTV-0417'"),
          ("test_timezone_offsets", "tests.test_tz", "success", 0.07, "tests/test_tz.py", "")],
}
FLAKY = {"gh/tidewater/harbor-api": [(5120, "keeps a 15 min buffer between ferries", "schedule", "src/schedule/buffer.test.ts"),
                                     (5080, "parses AIS position reports", "ais", "src/ais/parse.test.ts")],
         "gh/tidewater/ferry-schedule": [(901, "test_timezone_offsets", "tests.test_tz", "tests/test_tz.py")],
         "gh/tidewater/dock-ui": []}
ARTIFACTS = {5120: [("coverage/lcov-report/index.html", 0), ("junit/results.xml", 0)],
             7732: [("storybook-static/index.html", 0), ("chromatic/diff-BerthMap.png", 0), ("chromatic/diff-Header.png", 0)],
             901: []}


def wf_json(pid, slug, num, w):
    return {"id": w[0], "name": w[1], "status": w[2], "created_at": w[3], "stopped_at": w[4],
            "pipeline_number": num, "project_slug": slug, "pipeline_id": pid}


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, obj, code=200, ctype="application/json"):
        body = obj.encode() if isinstance(obj, str) else json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n).decode() if n else ""
        p = urlparse(self.path).path
        if p.endswith("/compile-config-with-defaults"):
            cfg = json.loads(body or "{}").get("config_yaml", "")
            errs = []
            if "jobs:" not in cfg:
                errs.append({"message": "config compilation contains errors: at least one job is required"})
            if "version: 2.1" not in cfg and "version: 2" not in cfg:
                errs.append({"message": "config compilation contains errors: missing required key 'version'"})
            return self.send({"valid": not errs, "errors": errs or None, "output-yaml": cfg, "source-yaml": cfg})
        m = re.match(r"/api/v2/workflow/([^/]+)/rerun$", p)
        if m:
            return self.send({"workflow_id": m.group(1) + "-rerun"})
        self.send({"message": "Not found"}, 404)

    def do_GET(self):
        u = urlparse(self.path)
        p, q = u.path, parse_qs(u.query)
        if p == "/api/private/me/followed-projects":
            return self.send({"items": PROJECTS, "next_page_token": None})
        m = re.match(r"/api/v2/project/(gh/[^/]+/[^/]+)/pipeline$", p)
        if m:
            slug, br = m.group(1), (q.get("branch") or [None])[0]
            items = [{"id": i, "project_slug": slug, "number": n} for n, i, b in PIPE.get(slug, []) if br in (None, b)]
            return self.send({"items": items, "next_page_token": None})
        m = re.match(r"/api/v2/project/(gh/[^/]+/[^/]+)/pipeline/(\d+)$", p)
        if m:
            for n, i, b in PIPE.get(m.group(1), []):
                if n == int(m.group(2)):
                    return self.send({"id": i, "project_slug": m.group(1), "number": n})
            return self.send({"message": "Pipeline not found."}, 404)
        m = re.match(r"/api/v2/pipeline/([^/]+)/workflow$", p)
        if m:
            pid = m.group(1)
            for slug, ps in PIPE.items():
                for n, i, b in ps:
                    if i == pid:
                        return self.send({"items": [wf_json(pid, slug, n, w) for w in WF[pid]], "next_page_token": None})
            return self.send({"message": "not found"}, 404)
        m = re.match(r"/api/v2/workflow/([^/]+)/job$", p)
        if m:
            return self.send({"items": [{"job_number": n, "id": "job-%d" % n, "name": nm} for n, nm in JOBS.get(m.group(1), [])],
                              "next_page_token": None})
        m = re.match(r"/api/v1.1/project/(gh/[^/]+/[^/]+)/(\d+)$", p)
        if m:
            n = int(m.group(2))
            name = next((nm for js in JOBS.values() for jn, nm in js if jn == n), "job")
            steps = [{"name": s[0], "actions": [{"index": 0, "step": k, "failed": s[1]}]} for k, s in enumerate(STEPS.get(n, []))]
            return self.send({"build_num": n, "steps": steps, "workflows": {"job_name": name}})
        m = re.match(r"/api/private/output/raw/(gh/[^/]+/[^/]+)/(\d+)/(output|error)/(\d+)/(\d+)$", p)
        if m:
            n, kind, step = int(m.group(2)), m.group(3), int(m.group(5))
            s = STEPS.get(n, [])
            if kind == "error" or step >= len(s):
                return self.send("", ctype="text/plain")
            return self.send(s[step][2], ctype="text/plain")
        m = re.match(r"/api/v2/project/(gh/[^/]+/[^/]+)/(\d+)/tests$", p)
        if m:
            items = [{"message": t[5], "run_time": t[3], "file": t[4], "result": t[2], "name": t[0], "classname": t[1]}
                     for t in TESTS.get(int(m.group(2)), [])]
            return self.send({"items": items, "next_page_token": None})
        m = re.match(r"/api/v2/project/(gh/[^/]+/[^/]+)/(\d+)/artifacts$", p)
        if m:
            n = int(m.group(2))
            items = [{"path": a, "node_index": ni, "url": "https://output.circle-artifacts.example/%d/%s" % (n, a)} for a, ni in ARTIFACTS.get(n, [])]
            return self.send({"items": items, "next_page_token": None})
        m = re.match(r"/api/v2/project/(gh/[^/]+/[^/]+)/job/(\d+)$", p)
        if m:
            n = int(m.group(2))
            return self.send({"job_number": n, "id": "job-%d" % n, "name": "job", "status": "failed", "web_url": "https://app.circleci.example/jobs/%d" % n})
        m = re.match(r"/api/v2/insights/(gh/[^/]+/[^/]+)/flaky-tests$", p)
        if m:
            fl = FLAKY.get(m.group(1), [])
            return self.send({"flaky_tests": [{"job_number": j, "test_name": t, "classname": c, "file": f, "job_name": "unit-tests",
                                               "times_flaked": 3 + k, "workflow_name": "build-and-test", "pipeline_number": 400 + k}
                                              for k, (j, t, c, f) in enumerate(fl)], "total_flaky_tests": len(fl)})
        m = re.match(r"/api/v2/project/(gh/[^/]+/[^/]+)$", p)
        if m:
            return self.send({"id": "prj-" + m.group(1).split("/")[-1], "organization_id": "org-tidewater", "slug": m.group(1), "name": m.group(1).split("/")[-1]})
        m = re.match(r"/api/v2/workflow/([^/]+)$", p)
        if m:
            for pid, ws in WF.items():
                for w in ws:
                    if w[0] == m.group(1):
                        slug, n = next((s, nn) for s, ps in PIPE.items() for nn, i, b in ps if i == pid)
                        return self.send(wf_json(pid, slug, n, w))
        self.send({"message": "Not found"}, 404)


J = "http://127.0.0.1:%d" % (int(sys.argv[2]) if len(sys.argv) > 2 else 0)
JOBS_J = {
    "harbor-api-ci": {"color": "red", "desc": "Build and test harbor-api on every push", "scm": ("https://git.tidewater.example/tidewater/harbor-api.git", "*/main"),
                      "builds": {57: ("FAILURE", 1764061923000, 458000, "main@4f1c2ab"), 56: ("SUCCESS", 1763980800000, 401000, "main@9a0e7d3"), 55: ("SUCCESS", 1763901000000, 395000, "main@1b7c655")}},
    "ferry-nightly": {"color": "blue", "desc": "Nightly timetable import and feed publish", "scm": ("https://git.tidewater.example/tidewater/ferry-schedule.git", "*/main"),
                      "builds": {212: ("SUCCESS", 1764036000000, 1302000, "main@e81d002"), 211: ("UNSTABLE", 1763949600000, 1290000, "main@e81d002")}},
    "dock-ui-preview": {"color": "notbuilt", "desc": "", "scm": ("https://git.tidewater.example/tidewater/dock-ui.git", "*/feature/*"), "builds": {}},
}
INFRA = {"backup-db": {"color": "blue", "desc": "Nightly pg_dump of the berth database", "scm": ("https://git.tidewater.example/ops/backups.git", "*/main"),
                       "builds": {903: ("SUCCESS", 1764040200000, 88000, "main@77aa310")}},
         "terraform-plan": {"color": "aborted", "desc": "Plan changes to the harbour network", "scm": ("https://git.tidewater.example/ops/network.git", "*/main"),
                            "builds": {31: ("ABORTED", 1763820000000, 61000, "main@c0ffee1")}}}
LOGS = {("harbor-api-ci", 57): "Started by an SCM change\nRunning as SYSTEM\nBuilding in workspace /var/jenkins_home/workspace/harbor-api-ci\n > git checkout -f 4f1c2ab\n+ npm ci\nadded 912 packages in 21s\n+ npm test\nFAIL src/berths/allocate.test.ts\n  x rejects vessels longer than 240 m\nTests: 1 failed, 57 passed, 58 total\nBuild step 'Execute shell' marked build as failure\nRecording test results\nFinished: FAILURE\n",
        ("harbor-api-ci", 56): "Started by user Clara Novak\nRunning as SYSTEM\n+ npm ci\n+ npm test\nTests: 58 passed, 58 total\nFinished: SUCCESS\n",
        ("ferry-nightly", 212): "Started by timer\n+ python import.py --source ntv\nimported 1432 trips, 211 stops\nWARNING: stop NTV-0419 has no coordinates\n+ ./publish.sh\nuploaded feed gtfs-2026-11-25.zip (2.4 MB)\nFinished: SUCCESS\n",
        ("ferry-nightly", 211): "Started by timer\n+ python import.py --source ntv\nimported 1429 trips, 211 stops\n1 test failed: test_timezone_offsets\nFinished: UNSTABLE\n",
        ("infra/backup-db", 903): "Started by timer\n+ pg_dump berths > berths-2026-11-25.sql\n+ gzip berths-2026-11-25.sql\nbackup size 184 MB\nFinished: SUCCESS\n"}
TESTS_J = {("harbor-api-ci", 57): [("allocate berth", "rejects vessels longer than 240 m", "FAILED", 0.012, "expected rejected, got allocated"),
                                   ("allocate berth", "assigns the nearest free berth", "PASSED", 0.004, None),
                                   ("schedule", "keeps a 15 min buffer between ferries", "PASSED", 0.009, None)],
           ("ferry-nightly", 211): [("tests.test_tz", "test_timezone_offsets", "REGRESSION", 0.07, "AssertionError: +01:00 != +00:00"),
                                    ("tests.test_import", "test_import_stops", "PASSED", 1.84, None)]}


def job_tree():
    def job(name, full, j):
        return {"_class": "hudson.model.FreeStyleProject", "name": name, "fullName": full, "url": "%s/job/%s/" % (J, "/job/".join(full.split("/"))),
                "color": j["color"], "displayName": name, "description": j["desc"] or None,
                "scm": {"userRemoteConfigs": [{"url": j["scm"][0]}], "branches": [{"name": j["scm"][1]}]}}
    infra = {"_class": "com.cloudbees.hudson.plugins.folder.Folder", "name": "infra", "fullName": "infra", "url": J + "/job/infra/",
             "displayName": "infra", "description": "Operations jobs", "jobs": [job(n, "infra/" + n, j) for n, j in INFRA.items()]}
    return [job(n, n, j) for n, j in JOBS_J.items()] + [infra]


def find_job(parts):
    if len(parts) == 1 and parts[0] in JOBS_J:
        return parts[0], JOBS_J[parts[0]]
    if len(parts) == 2 and parts[0] == "infra" and parts[1] in INFRA:
        return "infra/" + parts[1], INFRA[parts[1]]
    return None, None


def build_json(full, j, n):
    res, ts, dur, rev = j["builds"][n]
    b = {"_class": "hudson.model.FreeStyleBuild", "number": n, "url": "%s/job/%s/%d/" % (J, "/job/".join(full.split("/")), n),
         "result": res, "building": False, "timestamp": ts, "duration": dur, "displayName": "#%d" % n, "fullDisplayName": "%s #%d" % (full, n),
         "description": None, "builtOn": "agent-2",
         "actions": [{"_class": "hudson.plugins.git.util.BuildData", "lastBuiltRevision": {"SHA1": rev.split("@")[1], "branch": [{"name": "refs/remotes/origin/" + rev.split("@")[0]}]},
                      "remoteUrls": [j["scm"][0]]}],
         "changeSets": [{"kind": "git", "items": [{"commitId": rev.split("@")[1], "msg": "Tighten berth length check" if n % 2 else "Bump timetable parser",
                                                    "author": {"fullName": "Kenji Mori" if n % 2 else "Ines Okafor"}, "timestamp": ts - 600000,
                                                    "affectedPaths": ["src/berths/allocate.ts"] if n % 2 else ["import.py"]}]}]}
    return b


class JH(H):
    def do_POST(self):
        p = urlparse(self.path).path
        parts = [x for x in p.split("/") if x and x != "job"]
        if p.endswith("/build") or p.endswith("/buildWithParameters"):
            full, j = find_job(parts[:-1])
            if not j:
                return self.send({"message": "not found"}, 404)
            self.send_response(201)
            self.send_header("Location", J + "/queue/item/%d/" % (1200 + len(full)))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if p.endswith("/submitDescription") or p.endswith("/configSubmit"):
            return self.send("", ctype="text/plain")
        self.send({"message": "not found"}, 404)

    def do_GET(self):
        u = urlparse(self.path)
        p = u.path
        if p == "/me/api/json":
            return self.send({"fullName": "Tidewater CI Bot", "id": "ci-bot"})
        if p == "/api/json":
            return self.send({"quietingDown": False, "url": J + "/", "nodeDescription": "the Jenkins controller", "numExecutors": 0, "jobs": job_tree()})
        if p == "/computer/api/json":
            return self.send({"busyExecutors": 1, "totalExecutors": 6, "computer": [
                {"displayName": "Built-In Node", "idle": True, "offline": False, "temporarilyOffline": False, "numExecutors": 0},
                {"displayName": "agent-1", "idle": True, "offline": False, "temporarilyOffline": False, "numExecutors": 2},
                {"displayName": "agent-2", "idle": False, "offline": False, "temporarilyOffline": False, "numExecutors": 2},
                {"displayName": "agent-arm64", "idle": True, "offline": True, "temporarilyOffline": True, "numExecutors": 2}]})
        if p == "/queue/api/json":
            return self.send({"items": [{"id": 1213, "task": {"name": "harbor-api-ci"}, "why": "Waiting for next available executor", "blocked": False, "buildable": True, "stuck": False},
                                        {"id": 1214, "task": {"name": "terraform-plan"}, "why": "Build #31 is already in progress", "blocked": True, "buildable": False, "stuck": False}]})
        m = re.match(r"/queue/item/(\d+)/api/json$", p)
        if m:
            i = int(m.group(1))
            if i not in (1213, 1214, 1225):
                return self.send({"message": "not found"}, 404)
            return self.send({"_class": "hudson.model.Queue$WaitingItem", "id": i, "blocked": i == 1214, "buildable": i != 1214, "stuck": False,
                              "inQueueSince": 1764064800000, "why": "Waiting for next available executor" if i != 1214 else "Build #31 is already in progress",
                              "task": {"name": {1213: "harbor-api-ci", 1214: "terraform-plan", 1225: "harbor-api-ci"}[i], "url": J + "/job/harbor-api-ci/"},
                              "url": "queue/item/%d/" % i, "params": ""})
        parts = [x for x in p.split("/") if x and x != "job"]
        if parts[-2:] == ["api", "json"]:
            parts = parts[:-2]
            full, j = find_job(parts)
            if j:
                nums = sorted(j["builds"], reverse=True)
                return self.send({"_class": "hudson.model.FreeStyleProject", "name": full.split("/")[-1], "fullName": full, "url": "%s/job/%s/" % (J, "/job/".join(full.split("/"))),
                                  "color": j["color"], "buildable": True, "description": j["desc"] or None,
                                  "builds": [{"number": n, "url": "%s/job/%s/%d/" % (J, "/job/".join(full.split("/")), n)} for n in nums],
                                  "lastBuild": {"number": nums[0]} if nums else None, "lastSuccessfulBuild": {"number": next((n for n in nums if j["builds"][n][0] == "SUCCESS"), None)} if nums else None,
                                  "healthReport": [{"description": "Build stability: %d out of the last %d builds failed." % (sum(1 for n in nums if j["builds"][n][0] != "SUCCESS"), len(nums)), "score": 100 - 20 * sum(1 for n in nums if j["builds"][n][0] != "SUCCESS")}] if nums else [],
                                  "scm": {"userRemoteConfigs": [{"url": j["scm"][0]}], "branches": [{"name": j["scm"][1]}]}})
            if parts == ["infra"]:
                return self.send({"jobs": job_tree()[-1]["jobs"]})
            full, j = find_job(parts[:-1])
            if j:
                n = max(j["builds"]) if parts[-1] == "lastBuild" and j["builds"] else int(parts[-1]) if parts[-1].isdigit() else None
                if n in j["builds"]:
                    return self.send(build_json(full, j, n))
            if parts[-1] == "testReport":
                full, j = find_job(parts[:-2])
                if j:
                    n = max(j["builds"]) if parts[-2] == "lastBuild" and j["builds"] else int(parts[-2]) if parts[-2].isdigit() else None
                    t = TESTS_J.get((full, n))
                    if t:
                        cases = [{"className": c, "name": nm, "status": st, "duration": d, "errorDetails": e, "errorStackTrace": None, "age": 1 if st != "PASSED" else 0} for c, nm, st, d, e in t]
                        fail = sum(1 for c in cases if c["status"] in ("FAILED", "REGRESSION"))
                        return self.send({"_class": "hudson.tasks.junit.TestResult", "duration": round(sum(c["duration"] for c in cases), 3), "empty": False,
                                          "failCount": fail, "passCount": len(cases) - fail, "skipCount": 0,
                                          "suites": [{"name": cases[0]["className"], "duration": round(sum(c["duration"] for c in cases), 3), "cases": cases}]})
            return self.send({"message": "not found"}, 404)
        if parts[-2:] == ["logText", "progressiveText"]:
            parts = parts[:-2] + ["progressiveText"]
        if parts and parts[-1] in ("consoleText", "progressiveText"):
            full, j = find_job(parts[:-2])
            if j:
                n = max(j["builds"]) if parts[-2] == "lastBuild" and j["builds"] else int(parts[-2]) if parts[-2].isdigit() else None
                log = LOGS.get((full, n))
                if log is not None:
                    q = parse_qs(u.query)
                    start = int((q.get("start") or ["0"])[0])
                    body = log.encode()[start:]
                    self.send_response(200)
                    self.send_header("Content-Type", "text/plain; charset=utf-8")
                    self.send_header("X-Text-Size", str(len(log.encode())))
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return
            return self.send("not found", 404, "text/plain")
        self.send({"message": "not found"}, 404)



G = "https://127.0.0.1:%d" % (int(sys.argv[2]) if len(sys.argv) > 2 else 0)
USERS = {"cnovak": ("Clara Novak", 4101), "kmori": ("Kenji Mori", 4102), "iokafor": ("Ines Okafor", 4103)}


def user(login):
    return {"login": login, "id": USERS[login][1], "type": "User", "site_admin": False, "html_url": "%s/%s" % (G, login)}


REPOS = {
    "harbor-api": {"description": "Berth allocation and vessel tracking API", "language": "TypeScript", "private": True, "stars": 14, "forks": 3,
                   "issues": 4, "created": "2023-02-11T09:30:00Z", "pushed": "2026-11-24T09:11:40Z", "default_branch": "main", "topics": ["harbour", "api"]},
    "ferry-schedule": {"description": "Timetable import and GTFS feed", "language": "Python", "private": False, "stars": 41, "forks": 9,
                       "issues": 2, "created": "2021-06-02T14:00:00Z", "pushed": "2026-11-25T02:00:01Z", "default_branch": "main", "topics": ["gtfs", "ferries"]},
    "dock-ui": {"description": "Dock operations dashboard", "language": "Vue", "private": True, "stars": 6, "forks": 0,
                "issues": 0, "created": "2024-09-19T08:15:00Z", "pushed": "2026-11-24T14:29:58Z", "default_branch": "main", "topics": []},
}
ISSUES = {"harbor-api": [(118, "Reject vessels longer than 240 m at berth 4", "open", "kmori", ["bug", "berths"], "2026-11-20T10:04:00Z", 3,
                          "Berth 4 only takes vessels up to 240 m, but the allocator accepts longer ones."),
                         (117, "Add AIS position cache", "open", "cnovak", ["enhancement"], "2026-11-18T15:22:00Z", 1, "Cache the last AIS report per vessel for 5 minutes."),
                         (112, "Timezone of ETA in API responses", "closed", "iokafor", ["bug"], "2026-11-02T08:40:00Z", 6, "ETAs are returned in local time without an offset.")],
          "ferry-schedule": [(64, "Unknown stop NTV-0417 breaks nightly import", "open", "cnovak", ["bug", "import"], "2026-11-25T06:30:00Z", 0,
                              "Trip 22-03 references stop NTV-0417, which is not in stops.txt.")]}
PULLS = {"harbor-api": [(121, "Tighten berth length check", "open", "kmori", "fix/berth-length", "main", "2026-11-24T09:05:00Z", False, 3, 2, 41, 7),
                        (119, "AIS cache with 5 minute TTL", "open", "cnovak", "feature/ais-cache", "main", "2026-11-21T11:00:00Z", True, 5, 6, 210, 12)],
         "ferry-schedule": [(66, "Skip unknown stops with a warning", "open", "iokafor", "fix/unknown-stops", "main", "2026-11-25T07:10:00Z", False, 1, 1, 18, 2)]}
BRANCHES = {"harbor-api": [("main", "4f1c2ab9d0e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4", True), ("fix/berth-length", "a7d2e91c0b3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d", False),
                           ("feature/ais-cache", "b81e0c4d2f3a5b6c7d8e9f0a1b2c3d4e5f6a7b8c", False)],
            "ferry-schedule": [("main", "e81d0027c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1", True), ("fix/unknown-stops", "c3f9a1e2d4b5c6a7f8e9d0c1b2a3f4e5d6c7b8a9", False)],
            "dock-ui": [("main", "d00c1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f", True)]}
COMMITS = {"harbor-api": [("4f1c2ab9d0e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4", "Tighten berth length check", "kmori", "2026-11-24T09:02:11Z", 12, 3, ["src/berths/allocate.ts", "src/berths/allocate.test.ts"]),
                          ("9a0e7d3f1c2b4a5e6d7c8b9a0f1e2d3c4b5a6f7e", "Bump timetable parser to 2.4", "iokafor", "2026-11-23T16:38:40Z", 4, 4, ["package.json", "package-lock.json"]),
                          ("1b7c6553a2e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8", "Document berth limits", "cnovak", "2026-11-22T10:55:02Z", 30, 0, ["docs/berths.md"])],
           "ferry-schedule": [("e81d0027c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1", "Bump timetable parser", "iokafor", "2026-11-24T18:20:00Z", 2, 2, ["requirements.txt"])]}
FILES = {("harbor-api", "README.md"): "# harbor-api\n\nBerth allocation and vessel tracking for the Tidewater harbour.\n\n- Node 20\n- PostgreSQL 16\n",
         ("harbor-api", "package.json"): '{\n  "name": "harbor-api",\n  "version": "3.8.1",\n  "scripts": {"test": "vitest run"}\n}\n',
         ("ferry-schedule", "stops.txt"): "stop_id,stop_name,stop_lat,stop_lon\nNTV-0412,North Quay,59.9121,10.7389\nNTV-0415,Island Pier,59.8990,10.7212\n"}
DIRS = {("harbor-api", ""): [("README.md", "file", 96), ("package.json", "file", 84), ("src", "dir", 0), ("docs", "dir", 0)],
        ("harbor-api", "src"): [("berths", "dir", 0), ("ais", "dir", 0), ("index.ts", "file", 1733)]}
TAGS = {"harbor-api": [("v3.8.1", "9a0e7d3f1c2b4a5e6d7c8b9a0f1e2d3c4b5a6f7e"), ("v3.8.0", "1b7c6553a2e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8")], "ferry-schedule": [("2026.11", "e81d0027c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1")], "dock-ui": []}


def repo_json(name):
    r = REPOS[name]
    return {"id": 7700 + sorted(REPOS).index(name), "name": name, "full_name": "tidewater/" + name, "private": r["private"],
            "owner": {"login": "tidewater", "type": "Organization"}, "html_url": "%s/tidewater/%s" % (G, name), "description": r["description"],
            "fork": False, "created_at": r["created"], "pushed_at": r["pushed"], "language": r["language"], "stargazers_count": r["stars"],
            "forks_count": r["forks"], "open_issues_count": r["issues"], "default_branch": r["default_branch"], "topics": r["topics"], "visibility": "private" if r["private"] else "internal"}


def issue_json(repo, i):
    n, title, state, login, labels, created, comments, body = i
    return {"number": n, "title": title, "state": state, "user": user(login), "labels": [{"name": l} for l in labels], "comments": comments,
            "created_at": created, "html_url": "%s/tidewater/%s/issues/%d" % (G, repo, n), "body": body}


def pull_json(repo, p):
    n, title, state, login, head, base, created, draft, commits, files, add, dele = p
    return {"number": n, "title": title, "state": state, "draft": draft, "user": user(login), "head": {"ref": head}, "base": {"ref": base},
            "created_at": created, "html_url": "%s/tidewater/%s/pull/%d" % (G, repo, n), "mergeable": True, "commits": commits,
            "changed_files": files, "additions": add, "deletions": dele}


def commit_json(repo, c, full=False):
    sha, msg, login, date, add, dele, files = c
    d = {"sha": sha, "commit": {"message": msg, "author": {"name": USERS[login][0], "date": date}}, "author": user(login),
         "html_url": "%s/tidewater/%s/commit/%s" % (G, repo, sha)}
    if full:
        d["stats"] = {"additions": add, "deletions": dele, "total": add + dele}
        d["files"] = [{"filename": f, "status": "modified"} for f in files]
    return d


class GH(H):
    def do_GET(self):
        import base64
        u = urlparse(self.path)
        p, q = u.path, parse_qs(u.query)
        if not p.startswith("/api/v3/"):
            return self.send({"message": "Not Found"}, 404)
        p = p[len("/api/v3"):]
        if p == "/user":
            return self.send(dict(user("cnovak"), name="Clara Novak", email="clara@tidewater.example"))
        if p == "/user/repos":
            return self.send([repo_json(n) for n in REPOS])
        m = re.match(r"/repos/tidewater/([^/]+)(/.*)?$", p)
        if not m or m.group(1) not in REPOS:
            return self.send({"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}, 404)
        from urllib.parse import unquote
        repo, rest = m.group(1), unquote(m.group(2) or "")
        if rest == "":
            return self.send(repo_json(repo))
        if rest == "/issues":
            st = (q.get("state") or ["open"])[0]
            return self.send([issue_json(repo, i) for i in ISSUES.get(repo, []) if st == "all" or i[2] == st])
        m = re.match(r"/issues/(\d+)$", rest)
        if m:
            for i in ISSUES.get(repo, []):
                if i[0] == int(m.group(1)):
                    return self.send(issue_json(repo, i))
            return self.send({"message": "Not Found"}, 404)
        if rest == "/pulls":
            return self.send([pull_json(repo, x) for x in PULLS.get(repo, [])])
        m = re.match(r"/pulls/(\d+)$", rest)
        if m:
            for x in PULLS.get(repo, []):
                if x[0] == int(m.group(1)):
                    return self.send(pull_json(repo, x))
            return self.send({"message": "Not Found"}, 404)
        if rest == "/branches":
            return self.send([{"name": b, "commit": {"sha": s}, "protected": pr} for b, s, pr in BRANCHES.get(repo, [])])
        m = re.match(r"/branches/(.+)$", rest)
        if m:
            for b, s, pr in BRANCHES.get(repo, []):
                if b == m.group(1):
                    return self.send({"name": b, "commit": {"sha": s, "commit": {"message": next((c[1] for c in COMMITS.get(repo, []) if c[0] == s), "")}},
                                      "protected": pr, "_links": {"html": "%s/tidewater/%s/tree/%s" % (G, repo, b)}})
            return self.send({"message": "Branch not found"}, 404)
        if rest == "/commits":
            return self.send([commit_json(repo, c) for c in COMMITS.get(repo, [])])
        m = re.match(r"/commits/([0-9a-f]+)$", rest)
        if m:
            for c in COMMITS.get(repo, []):
                if c[0].startswith(m.group(1)):
                    return self.send(commit_json(repo, c, True))
            return self.send({"message": "No commit found for SHA: " + m.group(1)}, 422)
        m = re.match(r"/compare/(.+?)\.\.\.(.+)$", rest)
        if m:
            cs = COMMITS.get(repo, [])
            return self.send({"status": "ahead", "ahead_by": 1, "behind_by": 0, "total_commits": 1, "base_commit": commit_json(repo, cs[1]) if len(cs) > 1 else None,
                              "commits": [commit_json(repo, cs[0])], "files": [{"filename": f, "status": "modified", "additions": 6, "deletions": 1} for f in cs[0][6]],
                              "html_url": "%s/tidewater/%s/compare/%s...%s" % (G, repo, m.group(1), m.group(2))})
        m = re.match(r"/contents/?(.*)$", rest)
        if m:
            path = m.group(1)
            if (repo, path) in FILES:
                body = FILES[(repo, path)].encode()
                return self.send({"type": "file", "name": path.split("/")[-1], "path": path, "size": len(body), "sha": __import__("hashlib").sha1(body).hexdigest(),
                                  "encoding": "base64", "content": base64.b64encode(body).decode(), "html_url": "%s/tidewater/%s/blob/main/%s" % (G, repo, path)})
            if (repo, path) in DIRS:
                return self.send([{"type": t, "name": n, "path": (path + "/" + n).lstrip("/"), "size": sz} for n, t, sz in DIRS[(repo, path)]])
            return self.send({"message": "Not Found"}, 404)
        if rest == "/tags":
            return self.send([{"name": t, "commit": {"sha": s}} for t, s in TAGS.get(repo, [])])
        self.send({"message": "Not Found"}, 404)

BB = "http://127.0.0.1:%d" % (int(sys.argv[2]) if len(sys.argv) > 2 else 0)
BREPOS = {"berth-planner": ("Berth planning service", "python", "2026-11-24T12:10:00+00:00", "HARB"),
          "pilot-roster": ("Pilot duty roster", "go", "2026-11-19T08:00:00+00:00", "OPS"),
          "quay-docs": ("Operations handbook", "markdown", "2026-10-30T15:45:00+00:00", "OPS")}
BSRC = {("berth-planner", ""): [("planner", "commit_directory", 0), ("tests", "commit_directory", 0), ("README.md", "commit_file", 212), ("pyproject.toml", "commit_file", 318)],
        ("berth-planner", "planner"): [("planner/__init__.py", "commit_file", 0), ("planner/allocate.py", "commit_file", 1842), ("planner/tides.py", "commit_file", 960)],
        ("pilot-roster", ""): [("cmd", "commit_directory", 0), ("go.mod", "commit_file", 88), ("roster.go", "commit_file", 2210)]}
BFILES = {("berth-planner", "README.md"): "# berth-planner\n\nAllocates berths for arriving vessels.\n\nRun: `python -m planner --date 2026-11-26`\nMax vessel length: 240 m (berth 4), 310 m (berth 6)\n",
          ("berth-planner", "planner/tides.py"): "HIGH_WATER_MIN_M = 3.2\n\n\ndef can_enter(draught_m, tide_m):\n    \"\"\"A vessel may enter when tide exceeds draught plus 0.8 m.\"\"\"\n    return tide_m >= draught_m + 0.8\n",
          ("pilot-roster", "go.mod"): "module git.tidewater.example/ops/pilot-roster\n\ngo 1.23\n\nrequire github.com/robfig/cron/v3 v3.0.1\n"}
BBRANCH = {"berth-planner": [("main", "5d2e8a1", "2026-11-24T12:10:00+00:00", "Clara Novak <clara@tidewater.example>", "Use tide tables for December"),
                             ("feature/tide-window", "8c4b0f9", "2026-11-23T17:02:00+00:00", "Kenji Mori <kenji@tidewater.example>", "Add tide window check")],
           "pilot-roster": [("main", "a19f3c7", "2026-11-19T08:00:00+00:00", "Ines Okafor <ines@tidewater.example>", "Night shift rotation")],
           "quay-docs": [("main", "0e7d6b2", "2026-10-30T15:45:00+00:00", "Clara Novak <clara@tidewater.example>", "Update mooring section")]}
BPRS = {"berth-planner": [(42, "Add tide window check", "OPEN", "Kenji Mori", "feature/tide-window", "main", "2026-11-23T17:05:00+00:00", 2, "Vessels with draught over 9 m wait for high water."),
                          (41, "Use tide tables for December", "MERGED", "Clara Novak", "tides-dec", "main", "2026-11-20T09:31:00+00:00", 1, "Load December tables.")],
        "pilot-roster": [(7, "Night shift rotation", "OPEN", "Ines Okafor", "night-rotation", "main", "2026-11-18T13:00:00+00:00", 0, "Rotate night shifts weekly.")]}
DIFF42 = """diff --git a/planner/tides.py b/planner/tides.py
--- a/planner/tides.py
+++ b/planner/tides.py
@@ -1,6 +1,10 @@
 HIGH_WATER_MIN_M = 3.2
+DEEP_DRAUGHT_M = 9.0
 
 
 def can_enter(draught_m, tide_m):
     \"\"\"A vessel may enter when tide exceeds draught plus 0.8 m.\"\"\"
+    if draught_m > DEEP_DRAUGHT_M:
+        return tide_m >= HIGH_WATER_MIN_M and tide_m >= draught_m + 0.8
     return tide_m >= draught_m + 0.8
"""


def bb_commit(repo, b):
    name, h, date, author, msg = b
    return {"hash": h + "0" * 33, "date": date, "message": msg + "\n", "author": {"raw": author, "user": {"display_name": author.split(" <")[0]}},
            "links": {"html": {"href": "%s/tidewater/%s/commits/%s" % (BB, repo, h)}}, "parents": [{"hash": "f" * 40}]}


def bb_pr(repo, x):
    n, title, state, author, src, dst, created, comments, desc = x
    return {"id": n, "title": title, "state": state, "author": {"display_name": author}, "source": {"branch": {"name": src}, "commit": {"hash": "8c4b0f9"}},
            "destination": {"branch": {"name": dst}}, "created_on": created, "updated_on": created, "comment_count": comments, "task_count": 0,
            "description": desc, "close_source_branch": True, "reviewers": [{"display_name": "Clara Novak"}], "participants": [{"user": {"display_name": "Clara Novak"}, "role": "REVIEWER", "approved": n == 41}],
            "links": {"html": {"href": "%s/tidewater/%s/pull-requests/%d" % (BB, repo, n)}}}


class BH(H):
    def do_GET(self):
        from urllib.parse import unquote
        u = urlparse(self.path)
        p = unquote(u.path)
        if not p.startswith("/2.0/"):
            return self.send({"type": "error", "error": {"message": "Not found"}}, 404)
        p = p[4:]
        if p == "/workspaces":
            return self.send({"values": [{"slug": "tidewater", "name": "Tidewater", "uuid": "{tw-0001}"}], "pagelen": 10, "page": 1})
        if p == "/workspaces/tidewater/projects":
            return self.send({"values": [{"key": "HARB", "name": "Harbour systems", "description": "Berths, tides and vessel services", "is_private": True},
                                         {"key": "OPS", "name": "Operations", "description": "Rosters and handbooks", "is_private": True}], "pagelen": 10, "page": 1})
        if p == "/repositories/tidewater":
            return self.send({"values": [{"slug": r, "name": r, "full_name": "tidewater/" + r, "description": d, "is_private": True, "language": lang, "updated_on": up,
                                          "mainbranch": {"name": "main"}, "project": {"key": pk}, "links": {"html": {"href": "%s/tidewater/%s" % (BB, r)}}}
                                         for r, (d, lang, up, pk) in BREPOS.items()], "pagelen": 25, "page": 1})
        m = re.match(r"/repositories/tidewater/([^/]+)(/.*)?$", p)
        if not m or m.group(1) not in BREPOS:
            return self.send({"type": "error", "error": {"message": "Repository tidewater/%s not found" % (m.group(1) if m else "")}}, 404)
        repo, rest = m.group(1), m.group(2) or ""
        if rest == "/refs/branches":
            return self.send({"values": [{"name": b[0], "target": bb_commit(repo, b)} for b in BBRANCH[repo]], "pagelen": 25, "page": 1})
        m = re.match(r"/refs/branches/(.+)$", rest)
        if m:
            for b in BBRANCH[repo]:
                if b[0] == m.group(1):
                    return self.send({"name": b[0], "target": bb_commit(repo, b), "links": {"html": {"href": "%s/tidewater/%s/branch/%s" % (BB, repo, b[0])}}})
            return self.send({"type": "error", "error": {"message": "Branch not found"}}, 404)
        m = re.match(r"/commits/(.+)$", rest)
        if m:
            bs = [b for b in BBRANCH[repo] if b[0] == m.group(1)] or BBRANCH[repo][:1]
            return self.send({"values": [bb_commit(repo, b) for b in bs + [b for b in BBRANCH[repo] if b not in bs]], "pagelen": 25})
        m = re.match(r"/src/([^/]+)/?(.*)$", rest)
        if m:
            path = m.group(2).rstrip("/")
            if (repo, path) in BFILES:
                return self.send(BFILES[(repo, path)], ctype="text/plain")
            if (repo, path) in BSRC:
                return self.send({"values": [{"path": pth, "type": t, "size": sz} for pth, t, sz in BSRC[(repo, path)]], "pagelen": 100, "page": 1})
            return self.send({"type": "error", "error": {"message": "No such file or directory: " + path}}, 404)
        if rest == "/pullrequests":
            st = parse_qs(u.query).get("state", ["OPEN"])
            return self.send({"values": [bb_pr(repo, x) for x in BPRS.get(repo, []) if x[2] in st], "pagelen": 25, "page": 1})
        m = re.match(r"/pullrequests/(\d+)(/.*)?$", rest)
        if m:
            x = next((x for x in BPRS.get(repo, []) if x[0] == int(m.group(1))), None)
            if not x:
                return self.send({"type": "error", "error": {"message": "Pull request not found"}}, 404)
            if m.group(2) == "/diff":
                return self.send(DIFF42 if x[0] == 42 else "", ctype="text/plain")
            if m.group(2) == "/commits":
                return self.send({"values": [bb_commit(repo, b) for b in BBRANCH[repo][1:2] or BBRANCH[repo]], "pagelen": 25})
            if m.group(2) in ("/comments", "/activity", "/statuses"):
                return self.send({"values": [], "pagelen": 25})
            return self.send(bb_pr(repo, x))
        self.send({"type": "error", "error": {"message": "Not found"}}, 404)


if __name__ == "__main__":
    handler = {"circleci": H, "jenkins": JH, "ghe": GH, "bitbucket": BH}[sys.argv[1]]
    srv = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2])), handler)
    if sys.argv[1] == "ghe":
        import ssl
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(sys.argv[3])
        srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    srv.serve_forever()
