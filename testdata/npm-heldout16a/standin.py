#!/usr/bin/env python3
"""standin.py PORT: small stand-in backends on 127.0.0.1 for the heldout16a
servers that need a web API (their base URL is configurable):

  /jira/rest/api/3/...   Jira Cloud REST v3 subset (@nexus2520/jira-mcp-server)
  /dt/e/ENV/api/...      Dynatrace Managed API v1/v2 subset
                         (@dynatrace-oss/dynatrace-managed-mcp-server)
  /sq/api/...            SonarQube Web API subset (sonarqube-mcp-server)
  /pl/api/...            Paperless-ngx REST API subset (@baruchiro/paperless-mcp)

All data is made up (a small bike-sharing operator, "Velora"; its
documents, code and trackers). Writes
(comments, transitions, new issues) are kept in memory for the run."""
import json
import re
import sys
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

J = "http://127.0.0.1:%s/jira"


def adf(*paras):
    return {"type": "doc", "version": 1, "content": [
        {"type": "paragraph", "content": [{"type": "text", "text": p}]} for p in paras]}


USERS = {
    "u-ana": {"accountId": "5f1a-ana", "displayName": "Ana Ruiz", "emailAddress": "ana.ruiz@velora.example", "active": True, "timeZone": "Europe/Madrid"},
    "u-ben": {"accountId": "5f1a-ben", "displayName": "Ben Okoro", "emailAddress": "ben.okoro@velora.example", "active": True, "timeZone": "Europe/London"},
    "u-chloe": {"accountId": "5f1a-chloe", "displayName": "Chloé Martin", "emailAddress": "chloe.martin@velora.example", "active": True, "timeZone": "Europe/Paris"},
    "u-dev": {"accountId": "5f1a-dev", "displayName": "Dev Patel", "emailAddress": "dev.patel@velora.example", "active": False, "timeZone": "Asia/Kolkata"},
}
U = lambda k: USERS[k]
ST = lambda n, c="indeterminate": {"name": n, "statusCategory": {"key": c}}

PROJECTS = [
    {"id": "10001", "key": "BIKE", "name": "Bike Fleet", "projectTypeKey": "software", "lead": U("u-ana")},
    {"id": "10002", "key": "APP", "name": "Rider App", "projectTypeKey": "software", "lead": U("u-ben")},
    {"id": "10003", "key": "OPS", "name": "Depot Operations", "projectTypeKey": "business", "lead": U("u-chloe")},
]

ISSUES = {}


def issue(key, id_, summary, itype, status, prio, assignee, reporter, created, updated, due, desc, labels=(), comps=(), subtasks=(), custom=None, attachments=(), links=()):
    f = {"summary": summary, "issuetype": {"name": itype}, "status": ST(status), "priority": {"name": prio},
         "assignee": U(assignee) if assignee else None, "reporter": U(reporter), "created": created, "updated": updated,
         "duedate": due, "description": adf(*desc) if desc else None, "labels": list(labels),
         "components": [{"name": c} for c in comps], "subtasks": list(subtasks), "attachment": list(attachments),
         "issuelinks": list(links)}
    f.update(custom or {})
    ISSUES[key] = {"id": id_, "key": key, "self": "", "fields": f}


def att(id_, name, size, mime, author, created):
    return {"id": id_, "filename": name, "size": size, "mimeType": mime, "author": U(author), "created": created,
            "content": "/jira/rest/api/3/attachment/content/" + id_}


issue("BIKE-101", "20101", "Rear brake cable snaps on e-bikes after firmware 4.2", "Bug", "In Progress", "High", "u-ben", "u-ana",
      "2026-10-02T09:14:00.000+0000", "2026-11-20T16:40:00.000+0000", "2026-11-30",
      ["Since the 4.2 firmware rollout, 14 e-bikes in the Harbour district reported snapped rear brake cables.",
       "Suspected cause: the regen braking curve pulls the cable harder at low speed."],
      labels=["firmware", "safety"], comps=["E-bike", "Firmware"],
      subtasks=[{"key": "BIKE-102", "fields": {"summary": "Pull cable wear logs for Harbour depot", "status": ST("Done", "done")}},
                {"key": "BIKE-103", "fields": {"summary": "Roll back regen curve on 20 test bikes", "status": ST("To Do", "new")}}],
      custom={"customfield_10016": 5, "customfield_10020": [{"name": "Sprint 41"}], "customfield_10030": {"value": "Harbour"}},
      attachments=[att("30001", "brake-cable-photo.png", 248113, "image/png", "u-ana", "2026-10-02T09:20:00.000+0000"),
                   att("30002", "cable-wear-log.csv", 3410, "text/csv", "u-ben", "2026-10-05T11:02:00.000+0000"),
                   att("30003", "firmware-4.2-notes.txt", 1822, "text/plain", "u-chloe", "2026-10-06T08:45:00.000+0000")],
      links=[{"id": "40001", "type": {"name": "Blocks", "inward": "is blocked by", "outward": "blocks"},
              "outwardIssue": {"key": "APP-77", "fields": {"summary": "Show brake service warning in ride summary"}}},
             {"id": "40002", "type": {"name": "Relates", "inward": "relates to", "outward": "relates to"},
              "inwardIssue": {"key": "OPS-12", "fields": {"summary": "Weekly brake inspection rota for Harbour depot"}}}])
issue("BIKE-102", "20102", "Pull cable wear logs for Harbour depot", "Sub-task", "Done", "Medium", "u-chloe", "u-ben",
      "2026-10-03T10:00:00.000+0000", "2026-10-09T15:30:00.000+0000", None, ["Export the last 90 days of cable wear readings."])
issue("BIKE-103", "20103", "Roll back regen curve on 20 test bikes", "Sub-task", "To Do", "High", None, "u-ben",
      "2026-10-03T10:05:00.000+0000", "2026-10-03T10:05:00.000+0000", "2026-12-05", None)
issue("BIKE-110", "20110", "Dock 17 reports full while 6 slots are free", "Bug", "To Do", "Medium", "u-ana", "u-chloe",
      "2026-11-12T07:31:00.000+0000", "2026-11-18T12:00:00.000+0000", None,
      ["Dock 17 (Station Square) shows 0 free slots in the app; on site 6 slots are empty.", "Probably a stuck sensor on slot bar B."],
      labels=["docks"], comps=["Docking stations"], custom={"customfield_10016": 3})
issue("BIKE-115", "20115", "Replace worn saddles on the classic fleet", "Task", "Done", "Low", "u-chloe", "u-ana",
      "2026-09-01T08:00:00.000+0000", "2026-10-28T17:10:00.000+0000", "2026-10-31", ["212 saddles replaced across three depots."],
      labels=["maintenance"])
issue("APP-77", "20277", "Show brake service warning in ride summary", "Story", "In Review", "High", "u-ben", "u-ana",
      "2026-10-10T13:00:00.000+0000", "2026-11-21T09:05:00.000+0000", "2026-12-01",
      ["As a rider I want to see when my bike had a brake warning so I can report it."], labels=["ux", "safety"], comps=["Ride summary"],
      links=[{"id": "40001", "type": {"name": "Blocks", "inward": "is blocked by", "outward": "blocks"},
              "inwardIssue": {"key": "BIKE-101", "fields": {"summary": "Rear brake cable snaps on e-bikes after firmware 4.2"}}}])
issue("APP-80", "20280", "Apple Pay checkout fails for group rides", "Bug", "Open", "Highest", "u-dev", "u-ben",
      "2026-11-19T18:22:00.000+0000", "2026-11-22T08:00:00.000+0000", None,
      ["Group rides with 3+ riders fail at checkout with error PAY-409."], labels=["payments"], comps=["Checkout"])
issue("APP-81", "20281", "Dark mode map tiles are too dim", "Improvement", "To Do", "Low", None, "u-chloe",
      "2026-11-20T10:10:00.000+0000", "2026-11-20T10:10:00.000+0000", None, None)
issue("OPS-12", "20312", "Weekly brake inspection rota for Harbour depot", "Task", "In Progress", "Medium", "u-chloe", "u-chloe",
      "2026-10-04T06:45:00.000+0000", "2026-11-17T06:45:00.000+0000", None, ["Two mechanics, Mondays and Thursdays, 06:00-10:00."],
      labels=["rota"])

ATT_BODY = {
    "30002": ("text/csv", "bike_id,depot,cable_wear_pct,last_service\nEB-2031,Harbour,78,2026-09-12\nEB-2044,Harbour,91,2026-08-30\nEB-2107,Harbour,64,2026-10-01\nEB-2210,Old Town,22,2026-10-15\n"),
    "30003": ("text/plain", "Firmware 4.2 (2026-09-28)\n- New regen braking curve (level 3 default)\n- Battery temperature guard raised to 52 C\n- Fixed: dock handshake retry loop\n"),
    "30001": ("image/png", None),
}

COMMENTS = {
    "BIKE-101": [
        {"id": "50001", "author": U("u-ana"), "created": "2026-10-02T09:30:00.000+0000", "body": adf("Pulled 3 bikes from Harbour for inspection.")},
        {"id": "50002", "author": U("u-ben"), "created": "2026-10-06T14:12:00.000+0000", "body": adf("Cable wear above 75% on 9 of 14 bikes; see cable-wear-log.csv.")},
        {"id": "50003", "author": U("u-chloe"), "created": "2026-11-20T16:40:00.000+0000", "body": adf("Rollback build 4.2.1 is ready for the test bikes.")},
    ],
    "APP-77": [{"id": "50010", "author": U("u-ben"), "created": "2026-11-21T09:05:00.000+0000", "body": adf("Design approved; PR #612 is in review.")}],
    "BIKE-110": [],
}

TRANSITIONS = {
    "default": [{"id": "11", "name": "To Do", "to": {"name": "To Do"}}, {"id": "21", "name": "Start Progress", "to": {"name": "In Progress"}},
                {"id": "31", "name": "Send to Review", "to": {"name": "In Review"}}, {"id": "41", "name": "Done", "to": {"name": "Done"}}],
    "OPS": [{"id": "61", "name": "Pause", "to": {"name": "On Hold"}}, {"id": "71", "name": "Complete", "to": {"name": "Completed"}}],
}

FIELDS = [{"id": "summary", "name": "Summary", "custom": False}, {"id": "customfield_10016", "name": "Story Points", "custom": True},
          {"id": "customfield_10020", "name": "Sprint", "custom": True}, {"id": "customfield_10030", "name": "Depot", "custom": True}]

LINK_TYPES = [{"id": "10000", "name": "Blocks", "inward": "is blocked by", "outward": "blocks"},
              {"id": "10001", "name": "Cloners", "inward": "is cloned by", "outward": "clones"},
              {"id": "10002", "name": "Duplicate", "inward": "is duplicated by", "outward": "duplicates"},
              {"id": "10003", "name": "Relates", "inward": "relates to", "outward": "relates to"}]


def createmeta(project, itype):
    types = {
        "Bug": [("summary", "Summary", True, "string", None), ("priority", "Priority", False, "priority", ["Highest", "High", "Medium", "Low"]),
                ("customfield_10030", "Depot", True, "option", ["Harbour", "Old Town", "Station Square"]), ("labels", "Labels", False, "array", None)],
        "Task": [("summary", "Summary", True, "string", None), ("duedate", "Due date", False, "date", None)],
        "Story": [("summary", "Summary", True, "string", None), ("customfield_10016", "Story Points", False, "number", None)],
    }
    its = []
    for n, (name, flds) in enumerate(types.items()):
        if itype and itype != name:
            continue
        fields = {}
        for fid, fname, req, typ, allowed in flds:
            fd = {"name": fname, "required": req, "schema": {"type": typ}}
            if allowed:
                fd["allowedValues"] = [{"name": a, "value": a, "id": str(100 + i)} for i, a in enumerate(allowed)]
            fields[fid] = fd
        its.append({"id": str(10004 + n), "name": name, "fields": fields})
    return {"projects": [{"key": project, "name": next((p["name"] for p in PROJECTS if p["key"] == project), project), "issuetypes": its}]}


def jql_filter(jql):
    q = jql.lower()
    out = list(ISSUES.values())
    m = re.search(r"project\s*=\s*\"?(\w+)", q)
    if m:
        out = [i for i in out if i["key"].lower().startswith(m.group(1) + "-")]
    m = re.search(r"status\s*=\s*\"([^\"]+)\"|status\s*=\s*(\w+)", q)
    if m:
        s = (m.group(1) or m.group(2)).lower()
        out = [i for i in out if i["fields"]["status"]["name"].lower() == s]
    m = re.search(r"labels\s*=\s*\"?(\w+)", q)
    if m:
        out = [i for i in out if m.group(1) in i["fields"]["labels"]]
    m = re.search(r"assignee\s*is\s*empty", q)
    if m:
        out = [i for i in out if not i["fields"]["assignee"]]
    m = re.search(r"text\s*~\s*\"([^\"]+)\"", q)
    if m:
        out = [i for i in out if m.group(1).lower() in json.dumps(i["fields"]).lower()]
    if "priority in" in q:
        out = [i for i in out if i["fields"]["priority"]["name"].lower() in ("high", "highest")]
    return out


def jira(h, method, path, qs, body):
    p = path[len("/jira/rest/api/3"):]
    if p == "/field":
        return 200, FIELDS
    if p == "/project":
        return 200, PROJECTS
    if p == "/issueLinkType":
        return 200, {"issueLinkTypes": LINK_TYPES}
    if p == "/issueLink" and method == "POST":
        return 201, None
    if p.startswith("/issueLink/") and method == "DELETE":
        return (204, None) if p.endswith("40002") or p.endswith("40003") else (404, {"errorMessages": ["No issue link with id '%s' exists." % p.split("/")[-1]], "errors": {}})
    if p == "/user/search":
        q = qs.get("query", [""])[0].lower()
        return 200, [u for u in USERS.values() if q in u["displayName"].lower() or q in u["emailAddress"]]
    if p == "/search/jql" and method == "POST":
        fields = body.get("fields") or ["summary"]
        res = []
        for i in jql_filter(body.get("jql", ""))[: body.get("maxResults", 50)]:
            res.append({"id": i["id"], "key": i["key"], "fields": {f: i["fields"].get(f) for f in fields}})
        return 200, {"issues": res, "isLast": True}
    if p == "/issue/createmeta":
        return 200, createmeta(qs.get("projectKeys", ["BIKE"])[0], (qs.get("issuetypeNames") or [None])[0])
    if p == "/issue" and method == "POST":
        return 201, {"id": "20999", "key": body["fields"]["project"]["key"] + "-999", "self": ""}
    m = re.match(r"^/attachment/content/(\d+)$", p)
    if m:
        mime, text = ATT_BODY.get(m.group(1), ("application/octet-stream", None))
        if text is None:
            return 200, ("image/png", bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f80f0000010100005a4d6f0d0000000049454e44ae426082"))
        return 200, (mime, text.encode())
    m = re.match(r"^/attachment/(\d+)$", p)
    if m:
        for i in ISSUES.values():
            for a in i["fields"]["attachment"]:
                if a["id"] == m.group(1):
                    return 200, a
        return 404, {"errorMessages": ["The attachment with id '%s' does not exist" % m.group(1)], "errors": {}}
    m = re.match(r"^/issue/([A-Z]+-\d+)(/(comment|transitions|assignee))?$", p)
    if m:
        key, sub = m.group(1), m.group(3)
        if key not in ISSUES:
            return 404, {"errorMessages": ["Issue does not exist or you do not have permission to see it."], "errors": {}}
        if sub == "comment":
            if method == "POST":
                c = {"id": "5%04d" % (len(COMMENTS.get(key, [])) + 100), "author": U("u-ana"), "created": "2026-11-25T10:00:00.000+0000", "body": body.get("body")}
                COMMENTS.setdefault(key, []).append(c)
                return 201, c
            cs = COMMENTS.get(key, [])
            return 200, {"comments": cs, "total": len(cs), "startAt": 0, "maxResults": 50}
        if sub == "transitions":
            ts = TRANSITIONS["OPS" if key.startswith("OPS") else "default"]
            if method == "POST":
                tid = body.get("transition", {}).get("id")
                if tid not in [t["id"] for t in ts]:
                    return 400, {"errorMessages": ["Transition id '%s' is not valid for this issue." % tid], "errors": {}}
                return 204, None
            return 200, {"transitions": ts}
        if sub == "assignee":
            return 204, None
        if method == "PUT":
            return 204, None
        i = ISSUES[key]
        if "fields" in qs:
            want = qs["fields"][0].split(",")
            return 200, {"id": i["id"], "key": key, "fields": {f: i["fields"].get(f) for f in want}}
        return 200, i
    return 404, {"errorMessages": ["Not found: " + p], "errors": {}}


# ---------------------------------------------------------------- Dynatrace
T0 = 1763900000000  # 2025-11-23T12:13:20Z


def ts(mins):
    return T0 + mins * 60000


PROBLEMS = [
    {"problemId": "-2914512873456001234_1763899200000V2", "displayId": "P-251104", "title": "Response time degradation", "status": "OPEN",
     "severityLevel": "PERFORMANCE", "impactLevel": "SERVICES", "startTime": ts(-40), "endTime": -1,
     "affectedEntities": [{"entityId": {"id": "SERVICE-5A1C0E3B7D9F2E41", "type": "SERVICE"}, "name": "ride-pricing"}],
     "rootCauseEntity": {"entityId": {"id": "PROCESS_GROUP_INSTANCE-9B2D44C1E0A3F711", "type": "PROCESS_GROUP_INSTANCE"}, "name": "pricing-worker-2"},
     "managementZones": [{"id": "4411", "name": "Rider App"}], "entityTags": [{"key": "team", "value": "payments"}],
     "evidenceDetails": {"totalCount": 1, "details": [{"evidenceType": "METRIC", "displayName": "Response time", "startTime": ts(-40), "unit": "MicroSecond", "valueBeforeChangePoint": 182000.0, "valueAfterChangePoint": 913000.0}]}},
    {"problemId": "-8123001944410022817_1763895600000V2", "displayId": "P-251103", "title": "Failure rate increase", "status": "CLOSED",
     "severityLevel": "ERROR", "impactLevel": "APPLICATION", "startTime": ts(-120), "endTime": ts(-75),
     "affectedEntities": [{"entityId": {"id": "APPLICATION-77E3A0C1B2D4F5A6", "type": "APPLICATION"}, "name": "Velora Rider Web"}],
     "managementZones": [{"id": "4411", "name": "Rider App"}], "entityTags": []},
    {"problemId": "3311902846677410093_1763871000000V2", "displayId": "P-251098", "title": "Low disk space", "status": "OPEN",
     "severityLevel": "RESOURCE_CONTENTION", "impactLevel": "INFRASTRUCTURE", "startTime": ts(-530), "endTime": -1,
     "affectedEntities": [{"entityId": {"id": "HOST-0C4E21A7D5B3F9E8", "type": "HOST"}, "name": "depot-gw-harbour"}],
     "managementZones": [{"id": "4412", "name": "Depots"}], "entityTags": [{"key": "site", "value": "harbour"}]},
]

SECPROBS = [
    {"securityProblemId": "2919200225913589111", "displayId": "S-1042", "status": "OPEN", "title": "Remote Code Execution in log4j-core",
     "technology": "JAVA", "vulnerabilityType": "THIRD_PARTY", "firstSeenTimestamp": ts(-9000), "cveIds": ["CVE-2021-44228", "CVE-2021-45046"],
     "riskAssessment": {"riskLevel": "CRITICAL", "riskScore": 10.0, "exposure": "PUBLIC_NETWORK", "baseRiskScore": 10.0}},
    {"securityProblemId": "7733110288811122200", "displayId": "S-1057", "status": "OPEN", "title": "Prototype Pollution in lodash",
     "technology": "NODE_JS", "vulnerabilityType": "THIRD_PARTY", "firstSeenTimestamp": ts(-4300), "cveIds": ["CVE-2020-8203"],
     "riskAssessment": {"riskLevel": "HIGH", "riskScore": 7.4, "exposure": "NOT_DETECTED", "baseRiskScore": 7.4}},
    {"securityProblemId": "1100455522009988771", "displayId": "S-1060", "status": "RESOLVED", "title": "Denial of Service in express",
     "technology": "NODE_JS", "vulnerabilityType": "THIRD_PARTY", "firstSeenTimestamp": ts(-20000), "cveIds": ["CVE-2024-43796"],
     "riskAssessment": {"riskLevel": "MEDIUM", "riskScore": 5.0, "exposure": "NOT_AVAILABLE", "baseRiskScore": 5.0}},
]

ENTITY_TYPES = [{"type": "SERVICE", "displayName": "Service", "entityLimitExceeded": False, "properties": [{"id": "serviceType", "type": "Enum", "displayName": "Service type"}]},
                {"type": "HOST", "displayName": "Host", "entityLimitExceeded": False, "properties": [{"id": "osType", "type": "Enum", "displayName": "OS type"}, {"id": "cpuCores", "type": "Number", "displayName": "CPU cores"}]},
                {"type": "APPLICATION", "displayName": "Web application", "entityLimitExceeded": False, "properties": []},
                {"type": "PROCESS_GROUP_INSTANCE", "displayName": "Process", "entityLimitExceeded": False, "properties": [{"id": "softwareTechnologies", "type": "Set", "displayName": "Technologies"}]}]

ENTITIES = [
    {"entityId": "SERVICE-5A1C0E3B7D9F2E41", "type": "SERVICE", "displayName": "ride-pricing", "firstSeenTms": ts(-90000), "lastSeenTms": ts(-1),
     "properties": {"serviceType": "WEB_REQUEST", "softwareTechnologies": ["JAVA"], "port": 8443},
     "tags": [{"context": "CONTEXTLESS", "key": "team", "value": "payments", "stringRepresentation": "team:payments"}],
     "managementZones": [{"id": "4411", "name": "Rider App"}],
     "fromRelationships": {"calls": [{"id": "SERVICE-1F2E3D4C5B6A7980", "type": "SERVICE"}], "runsOn": [{"id": "PROCESS_GROUP_INSTANCE-9B2D44C1E0A3F711", "type": "PROCESS_GROUP_INSTANCE"}]},
     "toRelationships": {"calls": [{"id": "SERVICE-AA00BB11CC22DD33", "type": "SERVICE"}]}},
    {"entityId": "SERVICE-1F2E3D4C5B6A7980", "type": "SERVICE", "displayName": "dock-inventory", "firstSeenTms": ts(-85000), "lastSeenTms": ts(-2),
     "properties": {"serviceType": "WEB_REQUEST", "port": 8080}, "tags": [], "managementZones": [{"id": "4412", "name": "Depots"}],
     "fromRelationships": {}, "toRelationships": {"calls": [{"id": "SERVICE-5A1C0E3B7D9F2E41", "type": "SERVICE"}]}},
    {"entityId": "SERVICE-AA00BB11CC22DD33", "type": "SERVICE", "displayName": "api-gateway", "firstSeenTms": ts(-99000), "lastSeenTms": ts(-1),
     "properties": {"serviceType": "WEB_SERVICE"}, "tags": [{"context": "CONTEXTLESS", "key": "tier", "value": "edge", "stringRepresentation": "tier:edge"}],
     "managementZones": [{"id": "4411", "name": "Rider App"}], "fromRelationships": {"calls": [{"id": "SERVICE-5A1C0E3B7D9F2E41", "type": "SERVICE"}]}, "toRelationships": {}},
    {"entityId": "HOST-0C4E21A7D5B3F9E8", "type": "HOST", "displayName": "depot-gw-harbour", "firstSeenTms": ts(-200000), "lastSeenTms": ts(-1),
     "properties": {"osType": "LINUX", "cpuCores": 4, "memoryTotal": 8589934592, "ipAddress": ["10.40.2.17"]},
     "tags": [{"context": "CONTEXTLESS", "key": "site", "value": "harbour", "stringRepresentation": "site:harbour"}],
     "managementZones": [{"id": "4412", "name": "Depots"}], "fromRelationships": {}, "toRelationships": {"runsOn": [{"id": "PROCESS_GROUP_INSTANCE-9B2D44C1E0A3F711", "type": "PROCESS_GROUP_INSTANCE"}]}},
    {"entityId": "HOST-7D7D0E0E1F1F2A2A", "type": "HOST", "displayName": "pricing-node-1", "firstSeenTms": ts(-150000), "lastSeenTms": ts(-1),
     "properties": {"osType": "LINUX", "cpuCores": 16}, "tags": [], "managementZones": [{"id": "4411", "name": "Rider App"}], "fromRelationships": {}, "toRelationships": {}},
    {"entityId": "APPLICATION-77E3A0C1B2D4F5A6", "type": "APPLICATION", "displayName": "Velora Rider Web", "firstSeenTms": ts(-300000), "lastSeenTms": ts(-1),
     "properties": {}, "tags": [], "managementZones": [{"id": "4411", "name": "Rider App"}], "fromRelationships": {"calls": [{"id": "SERVICE-AA00BB11CC22DD33", "type": "SERVICE"}]}, "toRelationships": {}},
]

EVENTS = [
    {"eventId": "-6301002944017700311_1763897400000", "eventType": "CUSTOM_DEPLOYMENT", "title": "Deploy ride-pricing 3.14.0", "startTime": ts(-45), "endTime": ts(-44),
     "status": "CLOSED", "entityId": {"entityId": {"id": "SERVICE-5A1C0E3B7D9F2E41", "type": "SERVICE"}, "name": "ride-pricing"},
     "properties": [{"key": "dt.event.deployment.version", "value": "3.14.0"}, {"key": "dt.event.deployment.release_stage", "value": "production"}],
     "managementZones": [{"id": "4411", "name": "Rider App"}]},
    {"eventId": "2200118833004455661_1763899200000", "eventType": "SERVICE_SLOWDOWN", "title": "Response time degradation", "startTime": ts(-40), "endTime": -1,
     "status": "OPEN", "entityId": {"entityId": {"id": "SERVICE-5A1C0E3B7D9F2E41", "type": "SERVICE"}, "name": "ride-pricing"},
     "properties": [{"key": "dt.event.baseline.affected_load", "value": "412"}], "managementZones": [{"id": "4411", "name": "Rider App"}]},
    {"eventId": "9001122334455667788_1763871000000", "eventType": "LOW_DISK_SPACE", "title": "Low disk space on /var", "startTime": ts(-530), "endTime": -1,
     "status": "OPEN", "entityId": {"entityId": {"id": "HOST-0C4E21A7D5B3F9E8", "type": "HOST"}, "name": "depot-gw-harbour"},
     "properties": [{"key": "dt.event.disk.free_pct", "value": "3.1"}, {"key": "dt.event.disk.mount", "value": "/var"}], "managementZones": [{"id": "4412", "name": "Depots"}]},
]

SLOS = [
    {"id": "5b3c1a2e-0d4f-4e6a-9b8c-7d6e5f4a3b21", "name": "Pricing API availability", "enabled": True, "status": "WARNING", "target": 99.5, "warning": 99.7,
     "evaluatedPercentage": 99.61, "errorBudget": 0.11, "timeframe": "-7d", "description": "Successful pricing requests over all requests",
     "metricExpression": "(100)*(builtin:service.errors.server.successCount:splitBy())/(builtin:service.requestCount.server:splitBy())", "managementZones": [{"id": "4411", "name": "Rider App"}]},
    {"id": "a1b2c3d4-1111-4222-8333-944455566677", "name": "Dock sync latency", "enabled": True, "status": "SUCCESS", "target": 95.0, "warning": 97.5,
     "evaluatedPercentage": 98.92, "errorBudget": 3.92, "timeframe": "-1d", "description": "Dock state updates applied within 2 s", "managementZones": [{"id": "4412", "name": "Depots"}]},
    {"id": "f0e1d2c3-2222-4333-8444-a55566677788", "name": "Checkout success rate", "enabled": False, "status": "FAILURE", "target": 99.0, "warning": 99.5,
     "evaluatedPercentage": 97.4, "errorBudget": -1.6, "timeframe": "-30d", "description": "", "managementZones": []},
]

METRICS = [
    {"metricId": "builtin:service.response.time", "displayName": "Response time", "description": "The time taken to process a request.", "unit": "MicroSecond",
     "aggregationTypes": ["auto", "avg", "max", "min", "percentile"], "dimensionDefinitions": [{"key": "dt.entity.service", "name": "Service", "type": "ENTITY"}]},
    {"metricId": "builtin:service.errors.server.rate", "displayName": "Failure rate (server side errors)", "description": "", "unit": "Percent",
     "aggregationTypes": ["auto", "avg", "value"], "dimensionDefinitions": [{"key": "dt.entity.service", "name": "Service", "type": "ENTITY"}]},
    {"metricId": "builtin:host.cpu.usage", "displayName": "CPU usage %", "description": "Percentage of CPU time in use.", "unit": "Percent",
     "aggregationTypes": ["auto", "avg", "max", "min"], "dimensionDefinitions": [{"key": "dt.entity.host", "name": "Host", "type": "ENTITY"}]},
    {"metricId": "builtin:host.disk.avail", "displayName": "Disk available", "description": "", "unit": "Byte",
     "aggregationTypes": ["auto", "avg", "min"], "dimensionDefinitions": [{"key": "dt.entity.host", "name": "Host", "type": "ENTITY"}, {"key": "dt.entity.disk", "name": "Disk", "type": "ENTITY"}]},
    {"metricId": "ext:velora.dock.free_slots", "displayName": "Free dock slots", "description": "Free slots reported by each dock.", "unit": "Count",
     "aggregationTypes": ["auto", "avg", "min", "max", "value"], "dimensionDefinitions": [{"key": "dock", "name": "Dock", "type": "STRING"}]},
]

LOGS = [
    {"timestamp": ts(-39), "content": "WARN pricing-worker-2 quote latency 912ms above 500ms budget (zone=harbour)", "status": "WARN", "eventType": "LOG", "additionalColumns": {"loglevel": ["WARN"], "dt.entity.service": ["SERVICE-5A1C0E3B7D9F2E41"]}},
    {"timestamp": ts(-38), "content": "ERROR pricing-worker-2 upstream dock-inventory timed out after 3000ms", "status": "ERROR", "eventType": "LOG", "additionalColumns": {"loglevel": ["ERROR"]}},
    {"timestamp": ts(-33), "content": "INFO api-gateway GET /v2/quote 200 884ms", "status": "INFO", "eventType": "LOG", "additionalColumns": {"loglevel": ["INFO"]}},
    {"timestamp": ts(-20), "content": "ERROR depot-gw-harbour disk /var 97% full, rotating logs failed", "status": "ERROR", "eventType": "LOG", "additionalColumns": {"loglevel": ["ERROR"]}},
    {"timestamp": ts(-12), "content": "INFO dock-inventory dock 17 reported 0 free slots (sensor bar B)", "status": "INFO", "eventType": "LOG", "additionalColumns": {"loglevel": ["INFO"]}},
]


def metric_query(sel):
    base = [ts(-50), ts(-40), ts(-30), ts(-20), ts(-10)]
    if "response.time" in sel:
        data = [{"dimensions": ["SERVICE-5A1C0E3B7D9F2E41"], "dimensionMap": {"dt.entity.service": "SERVICE-5A1C0E3B7D9F2E41"}, "timestamps": base, "values": [181230.5, 904112.0, 887000.25, 612400.0, 455120.75]},
                {"dimensions": ["SERVICE-1F2E3D4C5B6A7980"], "dimensionMap": {"dt.entity.service": "SERVICE-1F2E3D4C5B6A7980"}, "timestamps": base, "values": [42000.0, 43100.5, 41880.0, 44020.0, 42750.25]}]
    elif "cpu" in sel:
        data = [{"dimensions": ["HOST-7D7D0E0E1F1F2A2A"], "dimensionMap": {"dt.entity.host": "HOST-7D7D0E0E1F1F2A2A"}, "timestamps": base, "values": [34.2, 71.8, 88.1, 65.0, 40.3]}]
    elif "free_slots" in sel:
        data = [{"dimensions": ["dock-17"], "dimensionMap": {"dock": "dock-17"}, "timestamps": base, "values": [0, 0, 0, 0, 0]},
                {"dimensions": ["dock-03"], "dimensionMap": {"dock": "dock-03"}, "timestamps": base, "values": [5, 4, 6, 7, 7]}]
    else:
        return 400, {"error": {"code": 400, "message": "The metric selector is invalid: metric key '%s' not found." % sel}}
    return 200, {"totalCount": 1, "nextPageKey": None, "resolution": "10m", "result": [{"metricId": sel, "dataPointCountRatio": 0.0001, "dimensionCountRatio": 0.001, "data": data}]}


def dyn(h, method, path, qs, body):
    m = re.match(r"^/dt/e/[^/]+(/api/.*)$", path)
    if not m:
        return 404, {"error": {"code": 404, "message": "not found"}}
    p = m.group(1)
    q = lambda k: qs.get(k, [""])[0]
    if p == "/api/v1/config/clusterversion":
        return 200, {"version": "1.330.12.20251105-103025"}
    if p == "/api/v2/apiTokens/lookup":
        return 200, {"id": "dt0c01.STANDIN", "enabled": True, "scopes": ["DataExport", "entities.read", "events.read", "logs.read", "metrics.read", "problems.read", "securityProblems.read", "slo.read"]}
    if p == "/api/v2/problems":
        ps = PROBLEMS
        if "status(" in q("problemSelector"):
            want = re.search(r'status\("?(\w+)', q("problemSelector")).group(1).upper()
            ps = [x for x in ps if x["status"] == want]
        return 200, {"totalCount": len(ps), "pageSize": 50, "problems": [{k: v for k, v in x.items() if k != "evidenceDetails"} for x in ps]}
    mm = re.match(r"^/api/v2/problems/(.+)$", p)
    if mm:
        pid = urllib.parse.unquote(mm.group(1))
        for x in PROBLEMS:
            if x["problemId"] == pid:
                return 200, x
        return 404, {"error": {"code": 404, "message": "The problem %s could not be found" % pid}}
    if p == "/api/v2/securityProblems":
        sp = SECPROBS
        sel = q("securityProblemSelector")
        if "riskLevel" in sel:
            lvl = re.search(r'riskLevel\("?(\w+)', sel).group(1).upper()
            sp = [x for x in sp if x["riskAssessment"]["riskLevel"] == lvl]
        if "status" in sel:
            st = re.search(r'status\("?(\w+)', sel).group(1).upper()
            sp = [x for x in sp if x["status"] == st]
        return 200, {"totalCount": len(sp), "pageSize": 50, "securityProblems": sp}
    mm = re.match(r"^/api/v2/securityProblems/(.+)$", p)
    if mm:
        for x in SECPROBS:
            if x["securityProblemId"] == mm.group(1):
                return 200, dict(x, description="A vulnerable version of the library is loaded by 2 processes.", affectedEntities=["PROCESS_GROUP_INSTANCE-9B2D44C1E0A3F711"])
        return 404, {"error": {"code": 404, "message": "Security problem %s not found" % mm.group(1)}}
    if p == "/api/v2/entityTypes":
        return 200, {"totalCount": len(ENTITY_TYPES), "pageSize": 50, "types": ENTITY_TYPES}
    mm = re.match(r"^/api/v2/entityTypes/(.+)$", p)
    if mm:
        for x in ENTITY_TYPES:
            if x["type"] == mm.group(1):
                return 200, x
        return 404, {"error": {"code": 404, "message": "Entity type %s not found" % mm.group(1)}}
    if p == "/api/v2/entities":
        sel = q("entitySelector")
        es = ENTITIES
        mt = re.search(r'type\("?(\w+)', sel)
        if mt:
            es = [x for x in es if x["type"] == mt.group(1).upper()]
        mn = re.search(r'entityName(?:\.contains)?\("?([^")]+)', sel)
        if mn:
            es = [x for x in es if mn.group(1).lower() in x["displayName"].lower()]
        mi = re.search(r'entityId\("?([^")]+)', sel)
        if mi:
            es = [x for x in es if x["entityId"] == mi.group(1)]
        return 200, {"totalCount": len(es), "pageSize": 50, "entities": es}
    mm = re.match(r"^/api/v2/entities/(.+)$", p)
    if mm:
        for x in ENTITIES:
            if x["entityId"] == mm.group(1):
                return 200, x
        return 404, {"error": {"code": 404, "message": "Entity %s not found" % mm.group(1)}}
    if p == "/api/v2/events":
        ev = EVENTS
        if q("eventSelector") and "eventType" in q("eventSelector"):
            t = re.search(r'eventType\("?(\w+)', q("eventSelector")).group(1)
            ev = [x for x in ev if x["eventType"] == t]
        return 200, {"totalCount": len(ev), "pageSize": 50, "events": ev}
    mm = re.match(r"^/api/v2/events/(.+)$", p)
    if mm:
        for x in EVENTS:
            if x["eventId"] == urllib.parse.unquote(mm.group(1)):
                return 200, x
        return 404, {"error": {"code": 404, "message": "Event not found"}}
    if p == "/api/v2/slo":
        ss = SLOS
        if q("sloSelector") and "name" in q("sloSelector"):
            n = re.search(r'name\("?([^")]+)', q("sloSelector")).group(1).lower()
            ss = [x for x in ss if n in x["name"].lower()]
        return 200, {"totalCount": len(ss), "pageSize": 50, "slo": ss}
    mm = re.match(r"^/api/v2/slo/(.+)$", p)
    if mm:
        for x in SLOS:
            if x["id"] == mm.group(1):
                return 200, x
        return 404, {"error": {"code": 404, "message": "SLO %s not found" % mm.group(1)}}
    if p == "/api/v2/metrics":
        ms = METRICS
        t = q("text").lower()
        if t:
            ms = [x for x in ms if t in x["metricId"].lower() or t in x["displayName"].lower()]
        sel = q("metricSelector")
        if sel and sel != "*":
            ms = [x for x in ms if x["metricId"].startswith(sel.rstrip("*").rstrip(":"))]
        return 200, {"totalCount": len(ms), "nextPageKey": None, "metrics": ms}
    if p == "/api/v2/metrics/query":
        return metric_query(q("metricSelector"))
    mm = re.match(r"^/api/v2/metrics/(.+)$", p)
    if mm:
        for x in METRICS:
            if x["metricId"] == urllib.parse.unquote(mm.group(1)):
                return 200, x
        return 404, {"error": {"code": 404, "message": "Metric %s not found" % mm.group(1)}}
    if p == "/api/v2/logs/search":
        lq = q("query").lower()
        ls = LOGS
        ms = re.search(r'status\s*=\s*"?(\w+)', lq)
        if ms:
            ls = [x for x in ls if x["status"].lower() == ms.group(1)]
        else:
            words = [w for w in re.findall(r'"([^"]+)"', lq)] or ([lq] if lq else [])
            for w in words:
                ls = [x for x in ls if w in x["content"].lower()]
        lim = int(q("limit") or 100)
        return 200, {"results": ls[:lim], "sliceSize": len(ls[:lim]), "nextSliceKey": None}
    return 404, {"error": {"code": 404, "message": "Unknown API path " + p}}


# ---------------------------------------------------------------- SonarQube
SQ_PROJECTS = [
    {"key": "velora-pricing", "name": "Velora Pricing Service", "qualifier": "TRK", "visibility": "private", "lastAnalysisDate": "2026-11-24T21:14:03+0000", "revision": "9f3c2a1"},
    {"key": "velora-dock-sync", "name": "Dock Sync", "qualifier": "TRK", "visibility": "private", "lastAnalysisDate": "2026-11-23T08:40:51+0000", "revision": "41be0d7"},
    {"key": "velora-rider-app", "name": "Rider App (Android)", "qualifier": "TRK", "visibility": "public", "lastAnalysisDate": "2026-11-20T17:02:11+0000", "revision": "c07a9e2"},
]
SQ_ISSUES = [
    {"key": "AZK1-pr-001", "rule": "java:S2095", "severity": "BLOCKER", "component": "velora-pricing:src/main/java/velora/pricing/QuoteCache.java", "project": "velora-pricing",
     "line": 88, "status": "OPEN", "message": "Use try-with-resources or close this \"Connection\" in a \"finally\" clause.", "effort": "5min", "author": "ben.okoro@velora.example",
     "tags": ["cwe", "denial-of-service"], "creationDate": "2026-11-18T10:12:40+0000", "updateDate": "2026-11-24T21:14:03+0000", "type": "BUG"},
    {"key": "AZK1-pr-002", "rule": "java:S1192", "severity": "CRITICAL", "component": "velora-pricing:src/main/java/velora/pricing/ZoneRules.java", "project": "velora-pricing",
     "line": 41, "status": "CONFIRMED", "message": "Define a constant instead of duplicating this literal \"harbour\" 4 times.", "effort": "10min", "author": "ana.ruiz@velora.example",
     "tags": ["design"], "creationDate": "2026-10-02T09:00:00+0000", "updateDate": "2026-11-01T09:00:00+0000", "type": "CODE_SMELL"},
    {"key": "AZK1-pr-003", "rule": "java:S2068", "severity": "BLOCKER", "component": "velora-pricing:src/main/resources/application-dev.yml", "project": "velora-pricing",
     "line": 12, "status": "OPEN", "message": "\"password\" detected here, make sure this is not a hard-coded credential.", "effort": "30min", "author": "dev.patel@velora.example",
     "tags": ["cwe", "owasp-a2"], "creationDate": "2026-11-22T14:30:00+0000", "updateDate": "2026-11-22T14:30:00+0000", "type": "VULNERABILITY"},
    {"key": "AZK1-ds-010", "rule": "python:S1481", "severity": "MINOR", "component": "velora-dock-sync:dock_sync/reconcile.py", "project": "velora-dock-sync",
     "line": 133, "status": "OPEN", "message": "Remove the unused local variable \"retries\".", "effort": "5min", "author": "chloe.martin@velora.example",
     "tags": ["unused"], "creationDate": "2026-11-23T08:40:51+0000", "updateDate": "2026-11-23T08:40:51+0000", "type": "CODE_SMELL"},
]
SQ_MEASURES = {
    "velora-pricing": {"ncloc": "18432", "coverage": "71.4", "bugs": "3", "vulnerabilities": "1", "code_smells": "142", "duplicated_lines_density": "4.2", "sqale_rating": "2.0", "reliability_rating": "4.0", "security_rating": "5.0", "alert_status": "ERROR"},
    "velora-dock-sync": {"ncloc": "6120", "coverage": "83.9", "bugs": "0", "vulnerabilities": "0", "code_smells": "37", "duplicated_lines_density": "1.1", "sqale_rating": "1.0", "reliability_rating": "1.0", "security_rating": "1.0", "alert_status": "OK"},
}
SQ_METRICS = [
    {"id": "1", "key": "ncloc", "name": "Lines of Code", "type": "INT", "domain": "Size", "direction": -1, "qualitative": False, "hidden": False, "description": "Non commenting lines of code"},
    {"id": "2", "key": "coverage", "name": "Coverage", "type": "PERCENT", "domain": "Coverage", "direction": 1, "qualitative": True, "hidden": False, "description": "Coverage by tests"},
    {"id": "3", "key": "bugs", "name": "Bugs", "type": "INT", "domain": "Reliability", "direction": -1, "qualitative": False, "hidden": False, "description": "Bugs"},
    {"id": "4", "key": "code_smells", "name": "Code Smells", "type": "INT", "domain": "Maintainability", "direction": -1, "qualitative": False, "hidden": False, "description": "Code Smells"},
    {"id": "5", "key": "duplicated_lines_density", "name": "Duplicated Lines (%)", "type": "PERCENT", "domain": "Duplications", "direction": -1, "qualitative": True, "hidden": False, "description": "Duplicated lines balanced by statements"},
]
SQ_HOTSPOTS = [
    {"key": "HS-77a1", "component": "velora-pricing:src/main/java/velora/pricing/AdminController.java", "project": "velora-pricing", "securityCategory": "csrf", "vulnerabilityProbability": "HIGH",
     "status": "TO_REVIEW", "line": 57, "message": "Make sure disabling Spring Security's CSRF protection is safe here.", "author": "ben.okoro@velora.example", "creationDate": "2026-11-10T12:00:00+0000", "updateDate": "2026-11-10T12:00:00+0000", "ruleKey": "java:S4502"},
    {"key": "HS-77a2", "component": "velora-pricing:src/main/java/velora/pricing/TokenGen.java", "project": "velora-pricing", "securityCategory": "weak-cryptography", "vulnerabilityProbability": "MEDIUM",
     "status": "REVIEWED", "resolution": "SAFE", "line": 19, "message": "Make sure that using this pseudorandom number generator is safe here.", "author": "ana.ruiz@velora.example", "creationDate": "2026-09-02T08:00:00+0000", "updateDate": "2026-09-05T16:00:00+0000", "ruleKey": "java:S2245"},
]
SQ_SOURCE = "package velora.pricing;\n\nimport java.sql.Connection;\n\npublic class QuoteCache {\n    private final DataSource ds;\n\n    public Quote load(String zone) throws SQLException {\n        Connection c = ds.getConnection();\n        return Quote.from(c, zone);\n    }\n}\n"


def sonar(h, method, path, qs, body):
    p = path[len("/sq"):]
    q = lambda k, d="": qs.get(k, [d])[0]
    if p == "/api/system/ping":
        return 200, ("text/plain", b"pong")
    if p in ("/api/system/health", "/api/v2/system/health"):
        return 200, {"health": "YELLOW", "causes": [{"message": "Elasticsearch disk usage is above 85%"}], "nodes": [
            {"name": "sq-app-1", "type": "APPLICATION", "host": "10.40.9.11", "port": 9000, "startedAt": "2026-11-20T06:00:00+0000", "health": "GREEN", "causes": []},
            {"name": "sq-search-1", "type": "SEARCH", "host": "10.40.9.12", "port": 9001, "startedAt": "2026-11-20T06:00:05+0000", "health": "YELLOW", "causes": [{"message": "Elasticsearch disk usage is above 85%"}]}]}
    if p == "/api/system/status":
        return 200, {"id": "243A5B1C-AYxZ0mq0T9XkkD", "version": "10.7.0.96327", "status": "UP"}
    if p == "/api/projects/search":
        return 200, {"paging": {"pageIndex": 1, "pageSize": 100, "total": len(SQ_PROJECTS)}, "components": SQ_PROJECTS}
    if p == "/api/metrics/search":
        return 200, {"metrics": SQ_METRICS, "total": len(SQ_METRICS), "p": 1, "ps": 100}
    if p == "/api/issues/search":
        iss = SQ_ISSUES
        if q("componentKeys") or q("projects"):
            keys = (q("componentKeys") or q("projects")).split(",")
            iss = [i for i in iss if i["project"] in keys]
        if q("severities"):
            iss = [i for i in iss if i["severity"] in q("severities").split(",")]
        if q("types"):
            iss = [i for i in iss if i["type"] in q("types").split(",")]
        return 200, {"total": len(iss), "p": 1, "ps": 100, "paging": {"pageIndex": 1, "pageSize": 100, "total": len(iss)}, "effortTotal": 50,
                     "issues": iss, "components": [{"key": i["component"], "name": i["component"].split("/")[-1], "qualifier": "FIL"} for i in iss], "facets": []}
    if p == "/api/measures/component":
        c = q("component")
        if c not in SQ_MEASURES:
            return 404, {"errors": [{"msg": "Component key '%s' not found" % c}]}
        keys = q("metricKeys").split(",") if q("metricKeys") else list(SQ_MEASURES[c])
        return 200, {"component": {"key": c, "name": next(x["name"] for x in SQ_PROJECTS if x["key"] == c), "qualifier": "TRK",
                                   "measures": [{"metric": k, "value": SQ_MEASURES[c][k]} for k in keys if k in SQ_MEASURES[c]]},
                     "metrics": [m for m in SQ_METRICS if m["key"] in keys]}
    if p == "/api/measures/search":
        cs = q("projectKeys").split(",")
        keys = q("metricKeys").split(",")
        return 200, {"measures": [{"metric": k, "value": SQ_MEASURES[c][k], "component": c} for c in cs if c in SQ_MEASURES for k in keys if k in SQ_MEASURES[c]]}
    if p == "/api/measures/search_history":
        c = q("component")
        return 200, {"paging": {"pageIndex": 1, "pageSize": 100, "total": 1}, "measures": [
            {"metric": k, "history": [{"date": "2026-11-%02dT21:00:00+0000" % d, "value": str(v)} for d, v in zip((10, 17, 24), vals)]}
            for k, vals in (("coverage", (68.2, 70.1, 71.4)), ("bugs", (5, 4, 3))) if k in q("metrics", "coverage,bugs").split(",")]}
    if p == "/api/qualitygates/list":
        return 200, {"qualitygates": [{"id": "AX1", "name": "Sonar way", "isDefault": True, "isBuiltIn": True},
                                      {"id": "AX2", "name": "Velora strict", "isDefault": False, "isBuiltIn": False}], "default": "AX1"}
    if p == "/api/qualitygates/show":
        return 200, {"id": q("id", "AX2"), "name": "Velora strict", "isBuiltIn": False, "conditions": [
            {"id": "C1", "metric": "new_coverage", "op": "LT", "error": "85"}, {"id": "C2", "metric": "new_security_rating", "op": "GT", "error": "1"},
            {"id": "C3", "metric": "new_duplicated_lines_density", "op": "GT", "error": "3"}]}
    if p == "/api/qualitygates/project_status":
        k = q("projectKey")
        if k == "velora-pricing":
            return 200, {"projectStatus": {"status": "ERROR", "conditions": [
                {"status": "ERROR", "metricKey": "new_coverage", "comparator": "LT", "errorThreshold": "85", "actualValue": "71.4"},
                {"status": "ERROR", "metricKey": "new_security_rating", "comparator": "GT", "errorThreshold": "1", "actualValue": "5"},
                {"status": "OK", "metricKey": "new_duplicated_lines_density", "comparator": "GT", "errorThreshold": "3", "actualValue": "2.1"}], "ignoredConditions": False}}
        if k == "velora-dock-sync":
            return 200, {"projectStatus": {"status": "OK", "conditions": [
                {"status": "OK", "metricKey": "new_coverage", "comparator": "LT", "errorThreshold": "85", "actualValue": "88.0"}], "ignoredConditions": False}}
        return 404, {"errors": [{"msg": "Project '%s' not found" % k}]}
    if p == "/api/hotspots/search":
        return 200, {"paging": {"pageIndex": 1, "pageSize": 100, "total": len(SQ_HOTSPOTS)}, "hotspots": [x for x in SQ_HOTSPOTS if not q("status") or x["status"] == q("status")], "components": []}
    if p == "/api/hotspots/show":
        for x in SQ_HOTSPOTS:
            if x["key"] == q("hotspot"):
                return 200, dict(x, rule={"key": x["ruleKey"], "name": "Disabling CSRF protections is security-sensitive", "securityCategory": x["securityCategory"], "vulnerabilityProbability": x["vulnerabilityProbability"]},
                                 comment=[], changelog=[], users=[], canChangeStatus=True)
        return 404, {"errors": [{"msg": "Hotspot '%s' does not exist" % q("hotspot")}]}
    if p in ("/api/components/search", "/api/components/tree", "/api/components/search_projects"):
        comps = [{"key": x["key"], "name": x["name"], "qualifier": "TRK", "project": x["key"]} for x in SQ_PROJECTS]
        comps += [{"key": "velora-pricing:src/main/java/velora/pricing/QuoteCache.java", "name": "QuoteCache.java", "qualifier": "FIL", "path": "src/main/java/velora/pricing/QuoteCache.java", "language": "java", "project": "velora-pricing"},
                  {"key": "velora-dock-sync:dock_sync/reconcile.py", "name": "reconcile.py", "qualifier": "FIL", "path": "dock_sync/reconcile.py", "language": "py", "project": "velora-dock-sync"}]
        t = q("q").lower()
        if t:
            comps = [c for c in comps if t in c["name"].lower() or t in c["key"].lower()]
        if q("qualifiers"):
            comps = [c for c in comps if c["qualifier"] in q("qualifiers").split(",")]
        return 200, {"paging": {"pageIndex": 1, "pageSize": 100, "total": len(comps)}, "components": comps, "baseComponent": {"key": q("component")} if q("component") else None}
    if p == "/api/sources/raw":
        return 200, ("text/plain", SQ_SOURCE.encode())
    if p == "/api/sources/show":
        lines = SQ_SOURCE.splitlines()
        return 200, {"sources": [[i + 1, l] for i, l in enumerate(lines)]}
    if p == "/api/sources/scm":
        lines = SQ_SOURCE.splitlines()
        return 200, {"scm": [[i + 1, "ben.okoro@velora.example" if i < 6 else "ana.ruiz@velora.example", "2026-10-%02dT10:00:00+0000" % (2 + i % 3), "9f3c2a1" if i < 6 else "41be0d7"] for i in range(len(lines))]}
    if p in ("/api/issues/do_transition", "/api/issues/add_comment", "/api/issues/assign", "/api/hotspots/change_status"):
        return 200, {"issue": dict(SQ_ISSUES[0], status="RESOLVED")} if p != "/api/hotspots/change_status" else None
    return 404, {"errors": [{"msg": "Unknown url : " + p}]}


# ---------------------------------------------------------------- Paperless-ngx
PL_TAGS = [{"id": 1, "slug": "invoice", "name": "invoice", "color": "#a6cee3", "text_color": "#000000", "match": "", "matching_algorithm": 6, "is_insensitive": True, "is_inbox_tag": False, "document_count": 3},
           {"id": 2, "slug": "inbox", "name": "inbox", "color": "#1f78b4", "text_color": "#ffffff", "match": "", "matching_algorithm": 0, "is_insensitive": True, "is_inbox_tag": True, "document_count": 2},
           {"id": 3, "slug": "insurance", "name": "insurance", "color": "#b2df8a", "text_color": "#000000", "match": "policy", "matching_algorithm": 1, "is_insensitive": True, "is_inbox_tag": False, "document_count": 1},
           {"id": 4, "slug": "depot-harbour", "name": "depot-harbour", "color": "#fb9a99", "text_color": "#000000", "match": "Harbour", "matching_algorithm": 1, "is_insensitive": True, "is_inbox_tag": False, "document_count": 2}]
PL_CORR = [{"id": 1, "slug": "northwind-cycle-parts", "name": "Northwind Cycle Parts", "match": "Northwind", "matching_algorithm": 1, "is_insensitive": True, "document_count": 2, "last_correspondence": "2026-11-14T00:00:00Z"},
           {"id": 2, "slug": "city-council", "name": "City Council", "match": "", "matching_algorithm": 6, "is_insensitive": True, "document_count": 1, "last_correspondence": "2026-10-30T00:00:00Z"},
           {"id": 3, "slug": "harbourline-insurance", "name": "Harbourline Insurance", "match": "Harbourline", "matching_algorithm": 1, "is_insensitive": True, "document_count": 1, "last_correspondence": "2026-09-01T00:00:00Z"}]
PL_TYPES = [{"id": 1, "slug": "invoice", "name": "Invoice", "match": "", "matching_algorithm": 6, "is_insensitive": True, "document_count": 2},
            {"id": 2, "slug": "permit", "name": "Permit", "match": "permit", "matching_algorithm": 1, "is_insensitive": True, "document_count": 1},
            {"id": 3, "slug": "policy", "name": "Policy", "match": "", "matching_algorithm": 6, "is_insensitive": True, "document_count": 1}]
PL_FIELDS = [{"id": 1, "name": "Amount", "data_type": "monetary", "extra_data": {"default_currency": "GBP"}, "document_count": 2},
             {"id": 2, "name": "Due date", "data_type": "date", "extra_data": {}, "document_count": 2}]
PL_DOCS = [
    {"id": 11, "title": "Invoice NW-88412 brake cables", "correspondent": 1, "document_type": 1, "storage_path": None, "tags": [1, 4],
     "created": "2026-11-14", "created_date": "2026-11-14", "modified": "2026-11-15T08:02:11Z", "added": "2026-11-15T08:01:50Z", "archive_serial_number": 1041,
     "original_file_name": "NW-88412.pdf", "archived_file_name": "2026-11-14 Invoice NW-88412 brake cables.pdf", "owner": 3, "notes": [{"id": 5, "note": "Paid by card 2026-11-20", "created": "2026-11-20T09:00:00Z", "user": 3}],
     "custom_fields": [{"field": 1, "value": "GBP612.40"}, {"field": 2, "value": "2026-12-14"}], "page_count": 2, "mime_type": "application/pdf",
     "content": "NORTHWIND CYCLE PARTS LTD\nInvoice NW-88412   Date 14/11/2026\nBill to: Velora Mobility Ltd, Harbour depot\n40 x brake cable set, stainless  @ 12.80  = 512.00\nVAT 20%                                   102.40\nTotal due GBP 612.40 by 14/12/2026\n"},
    {"id": 12, "title": "Invoice NW-88107 saddles", "correspondent": 1, "document_type": 1, "storage_path": None, "tags": [1],
     "created": "2026-09-30", "created_date": "2026-09-30", "modified": "2026-10-01T10:00:00Z", "added": "2026-10-01T09:59:00Z", "archive_serial_number": 1029,
     "original_file_name": "NW-88107.pdf", "archived_file_name": "2026-09-30 Invoice NW-88107 saddles.pdf", "owner": 3, "notes": [],
     "custom_fields": [{"field": 1, "value": "GBP3180.00"}, {"field": 2, "value": "2026-10-30"}], "page_count": 1, "mime_type": "application/pdf",
     "content": "NORTHWIND CYCLE PARTS LTD\nInvoice NW-88107   Date 30/09/2026\n212 x saddle, comfort  @ 12.50 = 2650.00\nVAT 20% 530.00\nTotal due GBP 3180.00\n"},
    {"id": 13, "title": "Street furniture permit Mill Lane", "correspondent": 2, "document_type": 2, "storage_path": None, "tags": [2],
     "created": "2026-10-30", "created_date": "2026-10-30", "modified": "2026-10-31T12:00:00Z", "added": "2026-10-31T11:58:00Z", "archive_serial_number": None,
     "original_file_name": "permit-SF-2026-0457.pdf", "archived_file_name": "2026-10-30 Street furniture permit Mill Lane.pdf", "owner": 3, "notes": [],
     "custom_fields": [], "page_count": 3, "mime_type": "application/pdf",
     "content": "CITY COUNCIL - HIGHWAYS\nPermit SF-2026-0457\nPermit holder: Velora Mobility Ltd\nLocation: Mill Lane, outside no. 14\nInstallation: cycle docking station, 18 docks\nValid from 29/11/2026 to 28/11/2031\n"},
    {"id": 14, "title": "Fleet insurance policy 2026-27", "correspondent": 3, "document_type": 3, "storage_path": None, "tags": [3, 2, 4],
     "created": "2026-09-01", "created_date": "2026-09-01", "modified": "2026-09-02T07:30:00Z", "added": "2026-09-02T07:29:00Z", "archive_serial_number": 1001,
     "original_file_name": "HL-FLEET-7731.pdf", "archived_file_name": "2026-09-01 Fleet insurance policy 2026-27.pdf", "owner": 3, "notes": [],
     "custom_fields": [], "page_count": 14, "mime_type": "application/pdf",
     "content": "HARBOURLINE INSURANCE\nPolicy HL-FLEET-7731\nInsured: Velora Mobility Ltd\nCover: 1,240 bicycles incl. 410 e-bikes, theft and third-party liability\nPeriod: 01/09/2026 - 31/08/2027\nExcess per claim: GBP 250\n"},
]
PL_MAIL_ACC = [{"id": 1, "name": "Accounts inbox", "imap_server": "imap.velora.example", "imap_port": 993, "imap_security": 2, "username": "accounts@velora.example", "character_set": "UTF-8", "account_type": 1}]
PL_MAIL_RULES = [{"id": 1, "name": "Northwind invoices", "account": 1, "folder": "INBOX", "filter_from": "billing@northwind.example", "filter_subject": "Invoice", "maximum_age": 30,
                  "action": 3, "assign_tags": [1], "assign_correspondent": 1, "assign_document_type": 1, "order": 0, "enabled": True}]


def pl_page(items):
    return {"count": len(items), "next": None, "previous": None, "all": [x["id"] for x in items], "results": items}


def paperless(h, method, path, qs, body):
    p = path[len("/pl/api"):]
    q = lambda k, d="": qs.get(k, [d])[0]
    doc_out = lambda d: {k: v for k, v in d.items()}
    simple = {"/tags/": PL_TAGS, "/correspondents/": PL_CORR, "/document_types/": PL_TYPES, "/custom_fields/": PL_FIELDS,
              "/mail_accounts/": PL_MAIL_ACC, "/mail_rules/": PL_MAIL_RULES}
    if p in simple:
        if method == "POST":
            new = dict(body, id=len(simple[p]) + 1)
            return 201, new
        items = simple[p]
        if q("name__icontains"):
            items = [x for x in items if q("name__icontains").lower() in x["name"].lower()]
        return 200, pl_page(items)
    m = re.match(r"^/(tags|correspondents|document_types|custom_fields|mail_accounts|mail_rules)/(\d+)/(process/)?$", p)
    if m:
        items = simple["/%s/" % m.group(1)]
        for x in items:
            if x["id"] == int(m.group(2)):
                if m.group(3):
                    return 200, {"result": "OK", "task_id": "5b0c6f1e-7d1f-4f0e-9d43-2a1d7c0e9b11"}
                if method == "DELETE":
                    return 204, None
                if method in ("PATCH", "PUT"):
                    return 200, dict(x, **body)
                return 200, x
        return 404, {"detail": "No %s matches the given query." % m.group(1).rstrip("s").replace("_", " ").title().replace(" ", "")}
    if p == "/documents/":
        ds = PL_DOCS
        if q("query"):
            words = q("query").lower().split()
            ds = [d for d in ds if all(w in (d["title"] + " " + d["content"]).lower() for w in words)]
        if q("title__icontains"):
            ds = [d for d in ds if q("title__icontains").lower() in d["title"].lower()]
        if q("tags__id__all") or q("tags__id__in"):
            want = {int(x) for x in (q("tags__id__all") or q("tags__id__in")).split(",")}
            ds = [d for d in ds if want & set(d["tags"])]
        if q("correspondent__id") or q("correspondent__id__in"):
            c = int((q("correspondent__id") or q("correspondent__id__in")).split(",")[0])
            ds = [d for d in ds if d["correspondent"] == c]
        ps = int(q("page_size") or 25)
        out = []
        for d in ds[:ps]:
            x = {k: v for k, v in d.items() if k != "content"}
            if q("query"):
                x["__search_hit__"] = {"score": 0.91, "highlights": d["content"].splitlines()[1], "note_highlights": "", "rank": 0}
            out.append(x)
        r = pl_page(out)
        r["count"] = len(ds)
        return 200, r
    m = re.match(r"^/documents/(\d+)/(notes/)?$", p)
    if m:
        for d in PL_DOCS:
            if d["id"] == int(m.group(1)):
                if m.group(2):
                    if method == "POST":
                        d["notes"].append({"id": 9, "note": body.get("note"), "created": "2026-11-25T10:00:00Z", "user": 3})
                    return 200, d["notes"]
                if method in ("PATCH", "PUT"):
                    return 200, dict(d, **body)
                return 200, d
        return 404, {"detail": "No Document matches the given query."}
    if p == "/documents/bulk_edit/":
        return 200, {"result": "OK"}
    return 404, {"detail": "Not found: " + p}


class H(BaseHTTPRequestHandler):
    def log_message(self, fmt, *a):
        sys.stderr.write("%s %s\n" % (self.command, self.path))

    def handle_any(self):
        u = urllib.parse.urlparse(self.path)
        qs = urllib.parse.parse_qs(u.query)
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {}
        if u.path.startswith("/jira/"):
            code, data = jira(self, self.command, u.path, qs, body)
        elif u.path.startswith("/dt/"):
            code, data = dyn(self, self.command, u.path, qs, body)
        elif u.path.startswith("/pl/"):
            code, data = paperless(self, self.command, u.path, qs, body)
        elif u.path.startswith("/sq/"):
            code, data = sonar(self, self.command, u.path, qs, body)
        else:
            code, data = 404, {"error": "no such backend"}
        self.send_response(code)
        if isinstance(data, tuple):
            ctype, payload = data
        elif data is None:
            ctype, payload = None, b""
        else:
            ctype, payload = "application/json", json.dumps(data).encode()
        if ctype:
            self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 18416
    ThreadingHTTPServer(("127.0.0.1", port), H).serve_forever()
