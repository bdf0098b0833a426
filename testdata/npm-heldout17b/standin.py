#!/usr/bin/env python3
"""standin.py PORT_DSS PORT_ARGO PORT_N8N PORT_SF: small stand-ins, on 127.0.0.1 only,
for the four web APIs of the heldout17b servers: Dataiku DSS (/public/api),
Argo CD (/api/v1), n8n (/api/v1) and Salesforce (SOAP login, REST v50.0
query/search/describe/composite; a small SOQL reader over fixed records).
Fixed data of a made-up bakery chain; writes (POST/PUT/DELETE) answer
plausibly without keeping state."""
import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs, unquote

T0 = 1763971200000  # 2025-11-24T08:00:00Z

# ---------------- Dataiku DSS ----------------
PROJECTS = [
    {"projectKey": "BAKERY_SALES", "name": "Bakery sales forecast", "shortDesc": "Daily demand per shop and product line",
     "projectStatus": "In production", "ownerLogin": "mfontaine", "tags": ["forecast", "retail", "weekly-review"],
     "versionTag": {"versionNumber": 214, "lastModifiedOn": T0 - 3 * 86400000}},
    {"projectKey": "FLOUR_SUPPLY", "name": "Flour supply risk", "shortDesc": "Mill deliveries, stock cover and supplier scoring",
     "projectStatus": "Sandbox", "ownerLogin": "tberg", "tags": ["supply-chain"],
     "versionTag": {"versionNumber": 37, "lastModifiedOn": T0 - 11 * 86400000}},
    {"projectKey": "LOYALTY_CHURN", "name": "Loyalty card churn", "projectStatus": "Draft", "ownerLogin": "iokafor", "tags": [],
     "versionTag": {"versionNumber": 5, "lastModifiedOn": T0 - 40 * 86400000}},
]
META = {
    "BAKERY_SALES": {"label": "Bakery sales forecast", "shortDesc": "Daily demand per shop and product line",
                     "tags": ["forecast", "retail", "weekly-review"],
                     "customFields": {"costCenter": "CC-4410", "businessOwner": "Retail ops", "sla": "06:00 CET"},
                     "checklists": {"checklists": [{"title": "Go-live", "items": [{"done": True}, {"done": True}, {"done": False}]},
                                                   {"title": "Quarterly review", "items": [{"done": True}, {"done": False}]}]}},
    "FLOUR_SUPPLY": {"label": "Flour supply risk", "shortDesc": "Mill deliveries, stock cover and supplier scoring",
                     "tags": ["supply-chain"], "customFields": {}, "checklists": {"checklists": []}},
}
GRAPHS = {
    "BAKERY_SALES": {
        "datasets": ["pos_transactions", "shop_calendar", "weather_daily", "sales_daily", "features_daily", "forecast_14d"],
        "recipes": ["compute_sales_daily", "join_features", "score_forecast"],
        "folders": ["Xk3PqL9a"],
        "nodes": {
            "compute_sales_daily": {"ref": "compute_sales_daily", "type": "RUNNABLE_RECIPE", "subType": "grouping",
                                    "predecessors": ["pos_transactions"], "successors": ["sales_daily"]},
            "join_features": {"ref": "join_features", "type": "RUNNABLE_RECIPE", "subType": "join",
                              "predecessors": ["sales_daily", "shop_calendar", "weather_daily"], "successors": ["features_daily"]},
            "score_forecast": {"ref": "score_forecast", "type": "RUNNABLE_RECIPE", "subType": "python",
                               "predecessors": ["features_daily"], "successors": ["forecast_14d", "Xk3PqL9a"]},
            "pos_transactions": {"ref": "pos_transactions", "type": "COMPUTABLE_DATASET", "predecessors": [], "successors": ["compute_sales_daily"]},
            "shop_calendar": {"ref": "shop_calendar", "type": "COMPUTABLE_DATASET", "predecessors": [], "successors": ["join_features"]},
            "weather_daily": {"ref": "weather_daily", "type": "COMPUTABLE_DATASET", "predecessors": [], "successors": ["join_features"]},
            "sales_daily": {"ref": "sales_daily", "type": "COMPUTABLE_DATASET", "predecessors": ["compute_sales_daily"], "successors": ["join_features"]},
            "features_daily": {"ref": "features_daily", "type": "COMPUTABLE_DATASET", "predecessors": ["join_features"], "successors": ["score_forecast"]},
            "forecast_14d": {"ref": "forecast_14d", "type": "COMPUTABLE_DATASET", "predecessors": ["score_forecast"], "successors": []},
            "Xk3PqL9a": {"ref": "Xk3PqL9a", "type": "COMPUTABLE_FOLDER", "predecessors": ["score_forecast"], "successors": []},
        }},
    "FLOUR_SUPPLY": {
        "datasets": ["mill_deliveries", "stock_levels", "supplier_scores"],
        "recipes": ["score_suppliers"],
        "folders": [],
        "nodes": {
            "score_suppliers": {"ref": "score_suppliers", "type": "RUNNABLE_RECIPE", "subType": "sql_query",
                                "predecessors": ["mill_deliveries", "stock_levels"], "successors": ["supplier_scores"]},
            "mill_deliveries": {"ref": "mill_deliveries", "type": "COMPUTABLE_DATASET", "predecessors": [], "successors": ["score_suppliers"]},
            "stock_levels": {"ref": "stock_levels", "type": "COMPUTABLE_DATASET", "predecessors": [], "successors": ["score_suppliers"]},
            "supplier_scores": {"ref": "supplier_scores", "type": "COMPUTABLE_DATASET", "predecessors": ["score_suppliers"], "successors": []},
        }},
}
COLS = {
    "pos_transactions": [("txn_id", "string"), ("shop_id", "string"), ("sold_at", "date"), ("sku", "string"), ("qty", "int"), ("amount_eur", "double")],
    "sales_daily": [("shop_id", "string"), ("day", "date"), ("product_line", "string"), ("units", "bigint"), ("revenue_eur", "double")],
    "weather_daily": [("city", "string"), ("day", "date"), ("temp_max_c", "float"), ("rain_mm", "float")],
    "forecast_14d": [("shop_id", "string"), ("day", "date"), ("product_line", "string"), ("units_p50", "double"), ("units_p90", "double"), ("model_version", "string")],
    "mill_deliveries": [("delivery_id", "string"), ("mill", "string"), ("delivered_on", "date"), ("tonnes", "double"), ("late_days", "int")],
    "supplier_scores": [("mill", "string"), ("on_time_rate", "double"), ("score", "int")],
}
DATASETS = {
    "BAKERY_SALES": [
        {"name": "pos_transactions", "type": "PostgreSQL", "shortDesc": "Till transactions, 18 shops", "managed": False,
         "params": {"connection": "pg-retail", "schema": "pos", "table": "transactions"}, "tags": ["raw", "pii-free"]},
        {"name": "shop_calendar", "type": "UploadedFiles", "managed": False, "params": {"path": "/shop_calendar"},
         "formatType": "csv", "formatParams": {"separator": ";", "charset": "utf-8"}, "tags": []},
        {"name": "weather_daily", "type": "Filesystem", "managed": False, "params": {"connection": "filesystem_root", "path": "/data/weather/daily"},
         "formatType": "csv", "formatParams": {"separator": "\t", "charset": "utf-8", "compress": "gz"}, "tags": ["external"]},
        {"name": "sales_daily", "type": "Snowflake", "managed": True, "params": {"connection": "snow-analytics", "schema": "BAKERY", "table": "SALES_DAILY"}, "tags": ["curated"]},
        {"name": "features_daily", "type": "Snowflake", "managed": True, "params": {"connection": "snow-analytics", "schema": "BAKERY", "table": "FEATURES_DAILY"}, "tags": []},
        {"name": "forecast_14d", "type": "Snowflake", "managed": True, "shortDesc": "14-day demand forecast, p50/p90",
         "params": {"connection": "snow-analytics", "schema": "BAKERY", "table": "FORECAST_14D"}, "tags": ["output", "dashboard"]},
    ],
    "FLOUR_SUPPLY": [
        {"name": "mill_deliveries", "type": "PostgreSQL", "managed": False, "params": {"connection": "pg-erp", "schema": "purchasing", "table": "deliveries"}, "tags": []},
        {"name": "stock_levels", "type": "PostgreSQL", "managed": False, "params": {"connection": "pg-erp", "schema": "inventory", "table": "stock"}, "tags": []},
        {"name": "supplier_scores", "type": "PostgreSQL", "managed": True, "params": {"connection": "pg-analytics", "schema": "flour", "table": "supplier_scores"}, "tags": ["output"]},
    ],
}
for pk, dss in DATASETS.items():
    for d in dss:
        d["projectKey"] = pk
        d["schema"] = {"columns": [{"name": n, "type": t} for n, t in COLS.get(d["name"], [])]}
RECIPES = {
    "BAKERY_SALES": [
        {"name": "compute_sales_daily", "type": "grouping", "inputs": {"main": {"items": [{"ref": "pos_transactions"}]}}, "outputs": {"main": {"items": [{"ref": "sales_daily"}]}}},
        {"name": "join_features", "type": "join", "inputs": {"main": {"items": [{"ref": "sales_daily"}, {"ref": "shop_calendar"}, {"ref": "weather_daily"}]}}, "outputs": {"main": {"items": [{"ref": "features_daily"}]}}},
        {"name": "score_forecast", "type": "python", "inputs": {"main": {"items": [{"ref": "features_daily"}]}}, "outputs": {"main": {"items": [{"ref": "forecast_14d"}, {"ref": "Xk3PqL9a"}]}}},
    ],
    "FLOUR_SUPPLY": [{"name": "score_suppliers", "type": "sql_query", "inputs": {"main": {"items": [{"ref": "mill_deliveries"}, {"ref": "stock_levels"}]}}, "outputs": {"main": {"items": [{"ref": "supplier_scores"}]}}}],
}
PAYLOADS = {"score_forecast": "import dataiku\nimport pandas as pd\nfrom bakery.model import load_model\n\nfeatures = dataiku.Dataset('features_daily').get_dataframe()\nmodel = load_model('lgbm-2025-11')\nout = model.predict_quantiles(features, [0.5, 0.9])\ndataiku.Dataset('forecast_14d').write_with_schema(out)\n",
            "score_suppliers": "SELECT mill,\n       AVG(CASE WHEN late_days = 0 THEN 1.0 ELSE 0 END) AS on_time_rate,\n       CAST(100 * AVG(CASE WHEN late_days = 0 THEN 1.0 ELSE 0 END) AS INT) AS score\nFROM mill_deliveries\nGROUP BY mill\n"}
JOBS = {
    "BAKERY_SALES": [
        {"id": "Build_forecast_14d_2025-11-24T05-00-01.118", "state": "DONE", "initiator": "scenario:NIGHTLY", "type": "RECURSIVE_BUILD", "target": "forecast_14d", "start": T0 - 3 * 3600000, "end": T0 - 3 * 3600000 + 412000,
         "acts": [("compute_sales_daily", "DONE", 118000), ("join_features", "DONE", 95000), ("score_forecast", "DONE", 187000)]},
        {"id": "Build_sales_daily_2025-11-23T14-12-40.502", "state": "FAILED", "initiator": "mfontaine", "type": "NON_RECURSIVE_FORCED_BUILD", "target": "sales_daily", "start": T0 - 18 * 3600000, "end": T0 - 18 * 3600000 + 64000,
         "acts": [("compute_sales_daily", "FAILED", 64000)]},
        {"id": "Build_forecast_14d_2025-11-23T05-00-02.871", "state": "DONE", "initiator": "scenario:NIGHTLY", "type": "RECURSIVE_BUILD", "target": "forecast_14d", "start": T0 - 27 * 3600000, "end": T0 - 27 * 3600000 + 398000,
         "acts": [("compute_sales_daily", "DONE", 111000), ("join_features", "DONE", 99000), ("score_forecast", "DONE", 176000)]},
    ],
    "FLOUR_SUPPLY": [
        {"id": "Build_supplier_scores_2025-11-20T09-30-11.007", "state": "ABORTED", "initiator": "tberg", "type": "RECURSIVE_BUILD", "target": "supplier_scores", "start": T0 - 4 * 86400000, "end": T0 - 4 * 86400000 + 21000,
         "acts": [("score_suppliers", "ABORTED", 21000)]},
    ],
}
LOGS = {
    "Build_sales_daily_2025-11-23T14-12-40.502": "[2025/11/23-14:12:41.020] [INFO] [dku.flow.jobrunner] - Starting job Build_sales_daily\n[2025/11/23-14:12:41.512] [INFO] [dku.flow.activity] - Running compute_sales_daily\n[2025/11/23-14:13:30.903] [WARN] [dku.sql] - Query slow: 49.1s on pos.transactions\n[2025/11/23-14:13:44.871] [ERROR] [dku.flow.activity] - Activity failed: relation \"pos.transactions_2025_11\" does not exist\n[2025/11/23-14:13:44.900] [INFO] [dku.flow.jobrunner] - Job finished with status FAILED\n",
    "Build_forecast_14d_2025-11-24T05-00-01.118": "[2025/11/24-05:00:01.200] [INFO] [dku.flow.jobrunner] - Starting job Build_forecast_14d\n[2025/11/24-05:00:02.004] [INFO] [dku.flow.activity] - Running compute_sales_daily\n[2025/11/24-05:01:59.880] [INFO] [dku.flow.activity] - Running join_features\n[2025/11/24-05:03:35.112] [INFO] [dku.flow.activity] - Running score_forecast\n[2025/11/24-05:06:42.406] [INFO] [dku.flow.activity] - Wrote 3528 rows to forecast_14d\n[2025/11/24-05:06:53.010] [INFO] [dku.flow.jobrunner] - Job finished with status DONE\n",
}
SCENARIOS = {
    "BAKERY_SALES": [
        {"id": "NIGHTLY", "name": "Nightly forecast rebuild", "active": True, "running": False, "nextRun": T0 + 21 * 3600000,
         "lastRun": {"outcome": "SUCCESS", "start": T0 - 3 * 3600000, "end": T0 - 3 * 3600000 + 431000, "trigger": {"type": "temporal"}},
         "type": "step_based", "params": {"steps": [{"type": "build_flowitem"}, {"type": "check_dataset"}, {"type": "send_report"}], "triggers": [{"type": "temporal"}], "reporters": [{"type": "mail"}]}},
        {"id": "WEEKLY_REPORT", "name": "Weekly accuracy report", "active": True, "running": True, "nextRun": T0 + 5 * 86400000,
         "lastRun": {"outcome": "WARNING", "start": T0 - 2 * 86400000, "end": T0 - 2 * 86400000 + 95000, "trigger": {"type": "temporal"}},
         "type": "custom_python", "params": {"triggers": [{"type": "temporal"}], "reporters": []},
         "script": "from dataiku.scenario import Scenario\ns = Scenario()\ns.build_dataset('forecast_14d')\nacc = s.get_previous_steps_outputs()\ns.set_scenario_variables(mape=acc[-1]['mape'])\n"},
        {"id": "BACKFILL", "name": "Manual backfill", "active": False, "running": False},
    ],
    "FLOUR_SUPPLY": [{"id": "DAILY_SCORES", "name": "Daily supplier scoring", "active": False, "running": False,
                      "lastRun": {"outcome": "ABORTED", "start": T0 - 4 * 86400000, "end": T0 - 4 * 86400000 + 23000, "trigger": {"type": "manual"}}}],
}
VARIABLES = {
    "BAKERY_SALES": {"standard": {"horizon_days": 14, "model_version": "lgbm-2025-11", "shops": ["S01", "S02", "S07"], "alert_mail": "retail-data@bakery.example"},
                     "local": {"debug_shop": "S07", "sample_rate": 0.1}},
    "FLOUR_SUPPLY": {"standard": {"min_cover_days": 9}, "local": {}},
}
FOLDERS = {"BAKERY_SALES": [{"id": "Xk3PqL9a", "name": "model_artifacts", "type": "Filesystem", "params": {"connection": "filesystem_managed", "path": "BAKERY_SALES/Xk3PqL9a"}, "tags": ["models"]},
                            {"id": "r7TmW2cD", "name": "weekly_reports", "type": "S3", "params": {"connection": "s3-reports", "path": "/reports/bakery"}, "tags": []}],
           "FLOUR_SUPPLY": []}
CONTENTS = {"Xk3PqL9a": [{"path": "/lgbm-2025-11/model.txt", "size": 2483302, "lastModified": T0 - 6 * 86400000},
                         {"path": "/lgbm-2025-11/params.json", "size": 1184, "lastModified": T0 - 6 * 86400000},
                         {"path": "/lgbm-2025-10/model.txt", "size": 2401877, "lastModified": T0 - 37 * 86400000}],
            "r7TmW2cD": [{"path": "/2025-W47/accuracy.html", "size": 88213, "lastModified": T0 - 2 * 86400000},
                         {"path": "/2025-W46/accuracy.html", "size": 87102, "lastModified": T0 - 9 * 86400000}]}
CODE_ENVS = [{"envName": "py311_forecast", "envLang": "PYTHON", "pythonInterpreter": "PYTHON311", "deploymentMode": "DESIGN_MANAGED",
              "requested": "lightgbm==4.5.0\npandas==2.2.3\nholidays==0.60", "installed": ["lightgbm==4.5.0", "pandas==2.2.3", "numpy==1.26.4", "holidays==0.60", "scipy==1.14.1"]},
             {"envName": "py39_legacy", "envLang": "PYTHON", "pythonInterpreter": "PYTHON39", "deploymentMode": "DESIGN_MANAGED",
              "requested": "scikit-learn==1.0.2", "installed": ["scikit-learn==1.0.2", "numpy==1.21.6"]},
             {"envName": "r_reports", "envLang": "R", "deploymentMode": "EXTERNAL_CONDA_NAMED", "requested": "rmarkdown\nggplot2", "installed": ["rmarkdown 2.28", "ggplot2 3.5.1"]}]


def job_list_item(j):
    return {"def": {"id": j["id"], "name": j["id"].split("_20")[0], "initiator": j["initiator"], "type": j["type"]}, "state": j["state"], "startTime": j["start"], "endTime": j["end"]}


def job_detail(j):
    acts = {}
    for i, (name, st, ms) in enumerate(j["acts"]):
        acts["a%d" % i] = {"activityId": "%s_NP" % name, "recipeName": name, "state": st, "totalTime": ms}
    done = sum(1 for a in j["acts"] if a[1] == "DONE")
    failed = sum(1 for a in j["acts"] if a[1] in ("FAILED", "ABORTED"))
    return {"baseStatus": {"def": {"id": j["id"], "type": j["type"], "initiator": j["initiator"], "outputs": [{"targetDataset": j["target"]}]},
                           "state": j["state"], "jobStartTime": j["start"], "jobEndTime": j["end"], "activities": acts},
            "globalState": {"total": len(j["acts"]), "done": done, "failed": failed, "running": 0}}


def dss(method, path, q, body):
    p = [unquote(x) for x in path.split("/") if x]
    if p[:2] != ["public", "api"]:
        return 404, {"message": "not found"}
    p = p[2:]
    if p == ["projects"]:
        return 200, [{k: v for k, v in x.items() if k != "versionTag"} for x in PROJECTS]
    if p[:2] == ["admin", "code-envs"]:
        if len(p) == 2:
            return 200, [{k: e[k] for k in ("envName", "envLang", "pythonInterpreter", "deploymentMode") if k in e} for e in CODE_ENVS]
        for e in CODE_ENVS:
            if e["envLang"] == p[2] and e["envName"] == p[3]:
                return 200, {"envName": e["envName"], "envLang": e["envLang"], "desc": {"pythonInterpreter": e.get("pythonInterpreter"), "deploymentMode": e["deploymentMode"]},
                             "specPackageList": e["requested"], "actualPackageList": "\n".join(e["installed"])}
        return 404, {"message": "Code env %s not found" % p[-1]}
    if p[0] != "projects" or len(p) < 2:
        return 404, {"message": "not found"}
    pk = p[1]
    proj = next((x for x in PROJECTS if x["projectKey"] == pk), None)
    if not proj:
        return 404, {"message": "Project %s does not exist" % pk}
    rest = p[2:]
    if not rest:
        return 200, proj
    if rest == ["metadata"]:
        return 200, META.get(pk, {"label": proj["name"], "tags": [], "customFields": {}})
    if rest[:2] == ["flow", "graph"]:
        return 200, GRAPHS.get(pk, {"datasets": [], "recipes": [], "folders": [], "nodes": {}})
    if rest[0] == "datasets":
        dss_ = DATASETS.get(pk, [])
        if len(rest) == 1:
            if method == "POST":
                return 200, {"msg": "created"}
            return 200, [{k: d[k] for k in ("name", "type", "shortDesc", "projectKey", "managed") if k in d} for d in dss_]
        d = next((x for x in dss_ if x["name"] == rest[1]), None)
        if not d:
            return 404, {"message": "Dataset %s.%s does not exist" % (pk, rest[1])}
        if method == "DELETE":
            return 200, {}
        if len(rest) == 2:
            return 200, d
        if rest[2] == "schema":
            return 200, d["schema"]
        if rest[2] == "metadata":
            return 200, {"tags": d.get("tags", []), "customFields": {"owner": "data-eng"} if d["managed"] else {}, "checklists": {"checklists": []}}
        if rest[2] == "data":
            return 200, "text"
    if rest[0] == "recipes":
        rs = RECIPES.get(pk, [])
        if len(rest) == 1:
            return 200, [{"name": r["name"], "type": r["type"]} for r in rs]
        r = next((x for x in rs if x["name"] == rest[1]), None)
        if not r:
            return 404, {"message": "Recipe %s does not exist" % rest[1]}
        return 200, {"recipe": {"name": r["name"], "type": r["type"], "projectKey": pk, "inputs": r["inputs"], "outputs": r["outputs"]}, "payload": PAYLOADS.get(r["name"], "")}
    if rest[0] == "jobs":
        js = JOBS.get(pk, [])
        if len(rest) == 1:
            lim = int(q.get("limit", ["0"])[0] or 0)
            items = [job_list_item(j) for j in js]
            return 200, items[:lim] if lim else items
        j = next((x for x in js if x["id"] == rest[1]), None)
        if not j:
            return 404, {"message": "Job %s does not exist" % rest[1]}
        if len(rest) >= 3 and rest[2] == "log":
            return 200, LOGS.get(j["id"], "[INFO] no log lines kept\n")
        return 200, job_detail(j)
    if rest[0] == "scenarios":
        ss = SCENARIOS.get(pk, [])
        if len(rest) == 1:
            return 200, [{"id": s["id"], "name": s["name"], "active": s["active"]} for s in ss]
        s = next((x for x in ss if x["id"] == rest[1]), None)
        if not s:
            return 404, {"message": "Scenario %s does not exist" % rest[1]}
        if len(rest) >= 3 and rest[2] == "light":
            return 200, {k: s[k] for k in ("id", "name", "active", "running", "nextRun", "lastRun") if k in s}
        if len(rest) >= 3 and rest[2] == "run":
            return 200, {"id": "run-%s-2025-11-24-0800" % s["id"], "trigger": {"type": "manual"}}
        return 200, {"id": s["id"], "name": s["name"], "type": s.get("type", "step_based"), "active": s["active"],
                     "versionTag": {"versionNumber": 12}, "params": s.get("params", {}), "script": s.get("script")}
    if rest[0] == "variables":
        return 200, VARIABLES.get(pk, {"standard": {}, "local": {}})
    if rest[0] == "managedfolders":
        fs = FOLDERS.get(pk, [])
        if len(rest) == 1:
            return 200, fs
        f = next((x for x in fs if x["id"] == rest[1]), None)
        if not f:
            return 404, {"message": "Managed folder %s does not exist" % rest[1]}
        if len(rest) >= 3 and rest[2] == "contents":
            return 200, {"items": CONTENTS.get(f["id"], [])}
        return 200, f
    return 404, {"message": "not found"}


# ---------------- Argo CD ----------------
def argo_app(name, ns, proj, repo, path, rev, dest_ns, sync, health, images, created):
    return {"metadata": {"name": name, "namespace": "argocd", "labels": {"team": "bakery-platform", "env": dest_ns.split("-")[-1]}, "creationTimestamp": created,
                         "uid": "6f1c%s-1b2e-4c51-9a4e-3f0d2a7b%04d" % (len(name) * 111, len(path) * 37), "resourceVersion": str(880000 + len(name) * 131)},
            "spec": {"project": proj, "source": {"repoURL": repo, "path": path, "targetRevision": rev},
                     "destination": {"server": "https://kubernetes.default.svc", "namespace": dest_ns},
                     "syncPolicy": {"automated": {"prune": True, "selfHeal": sync == "Synced"}}},
            "status": {"sync": {"status": sync, "revision": "9c1e4b7d%s" % ("0a2f" if sync == "Synced" else "77b1")},
                       "health": {"status": health},
                       "summary": {"images": images},
                       "operationState": {"phase": "Succeeded" if health == "Healthy" else "Failed", "startedAt": "2025-11-24T07:41:12Z", "finishedAt": "2025-11-24T07:41:39Z",
                                          "message": "successfully synced (all tasks run)" if health == "Healthy" else "one or more objects failed to apply, reason: Deployment.apps \"order-api\" is invalid"}}}


APPS = [
    argo_app("storefront-web", "argocd", "bakery", "https://git.bakery.example/platform/deploy.git", "apps/storefront/overlays/prod", "main", "shop-prod", "Synced", "Healthy",
             ["registry.bakery.example/storefront-web:2.14.1"], "2025-06-02T09:14:55Z"),
    argo_app("order-api", "argocd", "bakery", "https://git.bakery.example/platform/deploy.git", "apps/order-api/overlays/prod", "main", "shop-prod", "OutOfSync", "Degraded",
             ["registry.bakery.example/order-api:1.9.0", "registry.bakery.example/order-migrate:1.9.0"], "2025-06-02T09:16:03Z"),
    argo_app("oven-telemetry", "argocd", "factory", "https://git.bakery.example/factory/telemetry.git", "deploy/helm", "v0.7.3", "factory-staging", "Synced", "Progressing",
             ["registry.bakery.example/oven-telemetry:0.7.3"], "2025-09-18T15:40:21Z"),
]
CLUSTERS = {"metadata": {}, "items": [
    {"server": "https://kubernetes.default.svc", "name": "in-cluster", "serverVersion": "1.31", "connectionState": {"status": "Successful", "attemptedAt": "2025-11-24T07:58:00Z"},
     "info": {"applicationsCount": 2, "serverVersion": "1.31", "cacheInfo": {"resourcesCount": 1432, "apisCount": 71}}},
    {"server": "https://10.40.0.12:6443", "name": "factory-edge", "serverVersion": "1.29", "connectionState": {"status": "Failed", "message": "dial tcp 10.40.0.12:6443: i/o timeout", "attemptedAt": "2025-11-24T07:57:41Z"},
     "info": {"applicationsCount": 1, "serverVersion": "1.29", "cacheInfo": {"resourcesCount": 0, "apisCount": 0}}}]}
PROJECTS_ARGO = {
    "bakery": {"metadata": {"name": "bakery", "namespace": "argocd", "creationTimestamp": "2025-05-30T12:00:00Z"},
               "spec": {"description": "Customer-facing shop services", "sourceRepos": ["https://git.bakery.example/platform/*"],
                        "destinations": [{"server": "https://kubernetes.default.svc", "namespace": "shop-*"}],
                        "clusterResourceWhitelist": [{"group": "", "kind": "Namespace"}],
                        "roles": [{"name": "deployer", "policies": ["p, proj:bakery:deployer, applications, sync, bakery/*, allow"], "groups": ["bakery-devs"]}]}},
    "factory": {"metadata": {"name": "factory", "namespace": "argocd", "creationTimestamp": "2025-09-18T15:30:00Z"},
                "spec": {"description": "Oven and line telemetry", "sourceRepos": ["https://git.bakery.example/factory/*"],
                         "destinations": [{"server": "https://10.40.0.12:6443", "namespace": "factory-*"}, {"server": "https://kubernetes.default.svc", "namespace": "factory-staging"}]}},
}


def tree(app):
    ns = app["spec"]["destination"]["namespace"]
    name = app["metadata"]["name"]
    h = app["status"]["health"]["status"]
    return {"nodes": [
        {"group": "apps", "version": "v1", "kind": "Deployment", "namespace": ns, "name": name, "uid": "d-%s" % name, "health": {"status": h}, "resourceVersion": "771203"},
        {"group": "apps", "version": "v1", "kind": "ReplicaSet", "namespace": ns, "name": name + "-7c9d5f8b6", "uid": "rs-%s" % name, "parentRefs": [{"kind": "Deployment", "name": name}], "health": {"status": h}},
        {"version": "v1", "kind": "Pod", "namespace": ns, "name": name + "-7c9d5f8b6-x2kqp", "uid": "p1-%s" % name, "parentRefs": [{"kind": "ReplicaSet", "name": name + "-7c9d5f8b6"}],
         "info": [{"name": "Status Reason", "value": "Running" if h == "Healthy" else "CrashLoopBackOff"}, {"name": "Containers", "value": "1/1" if h == "Healthy" else "0/1"}], "health": {"status": h}},
        {"version": "v1", "kind": "Service", "namespace": ns, "name": name, "uid": "s-%s" % name, "health": {"status": "Healthy"}, "networkingInfo": {"targetLabels": {"app": name}}}]}


def managed(app):
    ns = app["spec"]["destination"]["namespace"]
    name = app["metadata"]["name"]
    out = app["status"]["sync"]["status"] == "OutOfSync"
    return {"items": [
        {"kind": "Deployment", "namespace": ns, "name": name, "group": "apps", "targetState": '{"spec":{"replicas":3}}', "liveState": '{"spec":{"replicas":%d}}' % (2 if out else 3), "modified": out},
        {"kind": "ConfigMap", "namespace": ns, "name": name + "-config", "group": "", "targetState": '{"data":{"LOG_LEVEL":"info"}}', "liveState": '{"data":{"LOG_LEVEL":"info"}}', "modified": False},
        {"kind": "Service", "namespace": ns, "name": name, "group": "", "modified": False}]}


def events(app):
    name = app["metadata"]["name"]
    if app["status"]["health"]["status"] == "Healthy":
        return {"items": [{"type": "Normal", "reason": "ResourceUpdated", "message": "Updated sync status:  -> Synced", "count": 1, "firstTimestamp": "2025-11-24T07:41:39Z", "lastTimestamp": "2025-11-24T07:41:39Z",
                           "involvedObject": {"kind": "Application", "name": name}},
                          {"type": "Normal", "reason": "OperationCompleted", "message": "Sync operation to 9c1e4b7d0a2f succeeded", "count": 1, "firstTimestamp": "2025-11-24T07:41:39Z", "lastTimestamp": "2025-11-24T07:41:39Z",
                           "involvedObject": {"kind": "Application", "name": name}}]}
    return {"items": [{"type": "Warning", "reason": "OperationCompleted", "message": "Sync operation to 9c1e4b7d77b1 failed: one or more objects failed to apply", "count": 3, "firstTimestamp": "2025-11-24T06:12:10Z", "lastTimestamp": "2025-11-24T07:41:39Z",
                       "involvedObject": {"kind": "Application", "name": name}},
                      {"type": "Warning", "reason": "BackOff", "message": "Back-off restarting failed container %s in pod %s-7c9d5f8b6-x2kqp" % (name, name), "count": 41, "firstTimestamp": "2025-11-24T06:14:02Z", "lastTimestamp": "2025-11-24T07:55:13Z",
                       "involvedObject": {"kind": "Pod", "name": name + "-7c9d5f8b6-x2kqp"}}]}


def argo(method, path, q, body):
    p = [unquote(x) for x in path.split("/") if x]
    if p[:2] != ["api", "v1"]:
        return 404, {"error": "not found", "code": 5}
    p = p[2:]
    if p == ["applications"]:
        if method == "POST":
            b = body or {}
            return 200, {**b, "status": {"sync": {"status": "Unknown"}, "health": {"status": "Missing"}}}
        s = (q.get("search") or [""])[0]
        return 200, {"metadata": {"resourceVersion": "884211"}, "items": [a for a in APPS if s in a["metadata"]["name"]]}
    if p == ["clusters"]:
        items = CLUSTERS["items"]
        if q.get("name"):
            items = [c for c in items if c["name"] == q["name"][0]]
        if q.get("server"):
            items = [c for c in items if c["server"] == q["server"][0]]
        return 200, {"metadata": {}, "items": items}
    if p[0] == "projects":
        pr = PROJECTS_ARGO.get(p[1])
        return (200, pr) if pr else (404, {"error": "appprojects.argoproj.io \"%s\" not found" % p[1], "code": 5})
    if p[0] == "applications":
        app = next((a for a in APPS if a["metadata"]["name"] == p[1]), None)
        if not app:
            return 404, {"error": "applications.argoproj.io \"%s\" not found" % p[1], "code": 5, "message": "applications.argoproj.io \"%s\" not found" % p[1]}
        rest = p[2:]
        if not rest:
            if method == "DELETE":
                return 200, {}
            if method == "PUT":
                return 200, body or app
            return 200, app
        if rest == ["resource-tree"]:
            return 200, tree(app)
        if rest == ["managed-resources"]:
            items = managed(app)["items"]
            if q.get("kind"):
                items = [i for i in items if i["kind"] == q["kind"][0]]
            return 200, {"items": items}
        if rest == ["events"]:
            return 200, events(app)
        if rest == ["sync"]:
            a = json.loads(json.dumps(app))
            a["status"]["operationState"] = {"phase": "Running", "message": "dry run" if (body or {}).get("dryRun") else "waiting for completion of hook batch/Job/%s-migrate" % p[1],
                                             "startedAt": "2025-11-24T08:02:10Z", "syncResult": {"revision": "9c1e4b7d0a2f"}}
            return 200, a
        if rest == ["resource", "actions"]:
            return 200, {"actions": [{"name": "restart", "disabled": False}, {"name": "pause", "disabled": False}, {"name": "resume", "disabled": True}]}
        if rest == ["resource"]:
            return 200, {"manifest": json.dumps({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": p[1], "namespace": app["spec"]["destination"]["namespace"]}, "spec": {"replicas": 3}})}
        if rest == ["logs"] or rest[:1] == ["pods"]:
            return "stream", None
    return 404, {"error": "not found", "code": 5}


# ---------------- n8n ----------------
WF = [
    {"id": "Qm1uBf7kT2", "name": "Shop opening checklist", "active": True, "createdAt": "2025-08-12T06:30:11.000Z", "updatedAt": "2025-11-20T16:02:47.000Z",
     "tags": [{"id": "3", "name": "shops"}], "nodes": [{"name": "Cron 05:30", "type": "n8n-nodes-base.scheduleTrigger", "position": [0, 0], "parameters": {}},
                                                     {"name": "Read checklist", "type": "n8n-nodes-base.googleSheets", "position": [220, 0], "parameters": {}},
                                                     {"name": "Post to Slack", "type": "n8n-nodes-base.slack", "position": [440, 0], "parameters": {}}],
     "connections": {"Cron 05:30": {"main": [[{"node": "Read checklist", "type": "main", "index": 0}]]}, "Read checklist": {"main": [[{"node": "Post to Slack", "type": "main", "index": 0}]]}}, "settings": {"timezone": "Europe/Berlin"}},
    {"id": "Zr8pLw3nXe", "name": "Flour reorder alert", "active": True, "createdAt": "2025-09-01T10:00:00.000Z", "updatedAt": "2025-11-23T09:41:05.000Z",
     "tags": [{"id": "5", "name": "supply"}], "nodes": [{"name": "Webhook", "type": "n8n-nodes-base.webhook", "position": [0, 0], "parameters": {}},
                                                      {"name": "Below cover?", "type": "n8n-nodes-base.if", "position": [220, 0], "parameters": {}},
                                                      {"name": "Email purchasing", "type": "n8n-nodes-base.emailSend", "position": [440, 0], "parameters": {}}],
     "connections": {}, "settings": {}},
    {"id": "Hc4yVt9sDa", "name": "Customer feedback digest", "active": False, "createdAt": "2025-10-05T14:22:31.000Z", "updatedAt": "2025-10-05T15:01:12.000Z",
     "tags": [], "nodes": [{"name": "Manual trigger", "type": "n8n-nodes-base.manualTrigger", "position": [0, 0], "parameters": {}}], "connections": {}, "settings": {}},
]
EX = [
    {"id": "48213", "finished": True, "mode": "trigger", "status": "success", "startedAt": "2025-11-24T04:30:00.112Z", "stoppedAt": "2025-11-24T04:30:03.958Z", "workflowId": "Qm1uBf7kT2",
     "data": {"resultData": {"runData": {"Cron 05:30": [{"executionTime": 2, "data": {"main": [[{"json": {"timestamp": "2025-11-24T05:30:00+01:00"}}]]}}],
                                          "Read checklist": [{"executionTime": 1731, "data": {"main": [[{"json": {"shop": "S01", "task": "Ovens preheated", "done": True}}, {"json": {"shop": "S07", "task": "Till float counted", "done": False}}]]}}],
                                          "Post to Slack": [{"executionTime": 2088, "data": {"main": [[{"json": {"ok": True, "channel": "C05SHOPS", "ts": "1763958603.001200"}}]]}}]}}}},
    {"id": "48190", "finished": False, "mode": "webhook", "status": "error", "startedAt": "2025-11-23T09:41:07.501Z", "stoppedAt": "2025-11-23T09:41:08.220Z", "workflowId": "Zr8pLw3nXe",
     "data": {"resultData": {"error": {"message": "Connection refused: smtp.bakery.example:587", "node": {"name": "Email purchasing"}},
                             "runData": {"Webhook": [{"executionTime": 1, "data": {"main": [[{"json": {"mill": "Moulin Rouget", "cover_days": 6}}]]}}]}}}},
    {"id": "48122", "finished": True, "mode": "trigger", "status": "success", "startedAt": "2025-11-23T04:30:00.087Z", "stoppedAt": "2025-11-23T04:30:04.301Z", "workflowId": "Qm1uBf7kT2", "data": {"resultData": {"runData": {}}}},
    {"id": "47950", "finished": True, "mode": "manual", "status": "success", "startedAt": "2025-11-21T13:05:44.000Z", "stoppedAt": "2025-11-21T13:05:49.640Z", "workflowId": "Zr8pLw3nXe", "data": {"resultData": {"runData": {}}}},
    {"id": "47811", "finished": False, "mode": "trigger", "status": "canceled", "startedAt": "2025-11-20T04:30:00.020Z", "stoppedAt": "2025-11-20T04:31:00.020Z", "workflowId": "Qm1uBf7kT2", "data": {"resultData": {"runData": {}}}},
]


def n8n(method, path, q, body):
    p = [unquote(x) for x in path.split("/") if x]
    if p[:2] != ["api", "v1"]:
        return 404, {"message": "not found"}
    p = p[2:]
    if p == ["workflows"]:
        if method == "POST":
            b = dict(body or {})
            b.update({"id": "Nw5eCr2tYu", "active": False, "createdAt": "2025-11-24T08:03:00.000Z", "updatedAt": "2025-11-24T08:03:00.000Z"})
            return 200, b
        return 200, {"data": WF, "nextCursor": None}
    if p == ["executions"]:
        return 200, {"data": [{k: v for k, v in e.items() if k != "data"} for e in EX], "nextCursor": None}
    if p[0] == "workflows":
        w = next((x for x in WF if x["id"] == p[1]), None)
        if not w:
            return 404, {"message": "Not Found"}
        if len(p) == 3 and p[2] in ("activate", "deactivate"):
            return 200, {**w, "active": p[2] == "activate"}
        if method == "PUT":
            return 200, {**w, **(body or {}), "updatedAt": "2025-11-24T08:04:00.000Z"}
        if method == "DELETE":
            return 200, w
        return 200, w
    if p[0] == "executions":
        e = next((x for x in EX if x["id"] == p[1]), None)
        if not e:
            return 404, {"message": "Not Found"}
        return 200, e
    return 404, {"message": "not found"}

# ---------------- Salesforce (SOAP login + REST v50.0) ----------------
SF_ORG = "00D5g000004XyZbEAK"
SF_USER = "0055g00000AbCdEAAV"
SF = {
    "Account": [
        {"Id": "0015g00000KqA1AAAV", "Name": "Café Lumière", "Type": "Customer - Direct", "Industry": "Hospitality", "BillingCity": "Lyon", "AnnualRevenue": 840000, "NumberOfEmployees": 14, "Rating": "Hot", "OwnerId": SF_USER},
        {"Id": "0015g00000KqA2AAAV", "Name": "Hotel Brückenhof", "Type": "Customer - Channel", "Industry": "Hospitality", "BillingCity": "Dresden", "AnnualRevenue": 5200000, "NumberOfEmployees": 86, "Rating": "Warm", "OwnerId": SF_USER},
        {"Id": "0015g00000KqA3AAAV", "Name": "Greenleaf Grocers", "Type": "Prospect", "Industry": "Retail", "BillingCity": "Leeds", "AnnualRevenue": 12500000, "NumberOfEmployees": 210, "Rating": "Cold", "OwnerId": SF_USER},
        {"Id": "0015g00000KqA4AAAV", "Name": "Nordkap Catering AS", "Type": "Customer - Direct", "Industry": "Food & Beverage", "BillingCity": "Tromsø", "AnnualRevenue": 2300000, "NumberOfEmployees": 41, "Rating": "Warm", "OwnerId": SF_USER},
    ],
    "Contact": [
        {"Id": "0035g00000Zt101AAB", "FirstName": "Amélie", "LastName": "Roux", "Email": "amelie.roux@cafelumiere.example", "Phone": "+33 4 72 10 55 01", "Title": "Owner", "AccountId": "0015g00000KqA1AAAV", "Account": {"Name": "Café Lumière"}},
        {"Id": "0035g00000Zt102AAB", "FirstName": "Jonas", "LastName": "Weber", "Email": "j.weber@brueckenhof.example", "Phone": "+49 351 440 2210", "Title": "F&B Manager", "AccountId": "0015g00000KqA2AAAV", "Account": {"Name": "Hotel Brückenhof"}},
        {"Id": "0035g00000Zt103AAB", "FirstName": "Priya", "LastName": "Nair", "Email": "priya.nair@greenleaf.example", "Phone": "+44 113 496 0731", "Title": "Category Buyer", "AccountId": "0015g00000KqA3AAAV", "Account": {"Name": "Greenleaf Grocers"}},
        {"Id": "0035g00000Zt104AAB", "FirstName": "Ola", "LastName": "Berntsen", "Email": "ola@nordkap-catering.example", "Phone": "+47 776 20 118", "Title": "Head Chef", "AccountId": "0015g00000KqA4AAAV", "Account": {"Name": "Nordkap Catering AS"}},
        {"Id": "0035g00000Zt105AAB", "FirstName": "Hanna", "LastName": "Lindqvist", "Email": "hanna@nordkap-catering.example", "Phone": None, "Title": "Purchasing", "AccountId": "0015g00000KqA4AAAV", "Account": {"Name": "Nordkap Catering AS"}},
    ],
    "Opportunity": [
        {"Id": "0065g00000Pp201AAA", "Name": "Café Lumière – weekly croissant standing order", "StageName": "Closed Won", "Amount": 18400, "CloseDate": "2025-09-30", "Probability": 100, "AccountId": "0015g00000KqA1AAAV", "Account": {"Name": "Café Lumière"}},
        {"Id": "0065g00000Pp202AAA", "Name": "Brückenhof breakfast buffet 2026", "StageName": "Negotiation/Review", "Amount": 96000, "CloseDate": "2025-12-15", "Probability": 70, "AccountId": "0015g00000KqA2AAAV", "Account": {"Name": "Hotel Brückenhof"}},
        {"Id": "0065g00000Pp203AAA", "Name": "Greenleaf in-store bakery pilot", "StageName": "Prospecting", "Amount": 240000, "CloseDate": "2026-03-31", "Probability": 10, "AccountId": "0015g00000KqA3AAAV", "Account": {"Name": "Greenleaf Grocers"}},
        {"Id": "0065g00000Pp204AAA", "Name": "Nordkap rye bread contract", "StageName": "Closed Won", "Amount": 41250, "CloseDate": "2025-10-20", "Probability": 100, "AccountId": "0015g00000KqA4AAAV", "Account": {"Name": "Nordkap Catering AS"}},
        {"Id": "0065g00000Pp205AAA", "Name": "Nordkap Christmas stollen", "StageName": "Negotiation/Review", "Amount": 7800, "CloseDate": "2025-12-01", "Probability": 60, "AccountId": "0015g00000KqA4AAAV", "Account": {"Name": "Nordkap Catering AS"}},
        {"Id": "0065g00000Pp206AAA", "Name": "Brückenhof conference lunches", "StageName": "Closed Lost", "Amount": 22000, "CloseDate": "2025-08-12", "Probability": 0, "AccountId": "0015g00000KqA2AAAV", "Account": {"Name": "Hotel Brückenhof"}},
    ],
    "Case": [
        {"Id": "5005g00000Cc301AAA", "CaseNumber": "00001042", "Subject": "Late delivery – 40 baguettes missing", "Status": "Escalated", "Priority": "High", "Origin": "Phone", "AccountId": "0015g00000KqA2AAAV", "Account": {"Name": "Hotel Brückenhof"}, "CreatedDate": "2025-11-21T06:42:00.000+0000"},
        {"Id": "5005g00000Cc302AAA", "CaseNumber": "00001043", "Subject": "Allergen label wrong on seeded rye", "Status": "Working", "Priority": "Medium", "Origin": "Email", "AccountId": "0015g00000KqA4AAAV", "Account": {"Name": "Nordkap Catering AS"}, "CreatedDate": "2025-11-22T09:15:00.000+0000"},
        {"Id": "5005g00000Cc303AAA", "CaseNumber": "00001044", "Subject": "Invoice shows old croissant price", "Status": "New", "Priority": "Low", "Origin": "Web", "AccountId": "0015g00000KqA1AAAV", "Account": {"Name": "Café Lumière"}, "CreatedDate": "2025-11-23T14:02:00.000+0000"},
    ],
    "Delivery_Route__c": [
        {"Id": "a015g00000Rt401AAA", "Name": "LYON-NORD-1", "Driver__c": "Karim Haddad", "Stops__c": 11, "Departure_Time__c": "04:30", "Active__c": True},
        {"Id": "a015g00000Rt402AAA", "Name": "DRESDEN-ALTSTADT", "Driver__c": "Petra Vogel", "Stops__c": 7, "Departure_Time__c": "05:15", "Active__c": True},
        {"Id": "a015g00000Rt403AAA", "Name": "TROMSO-HARBOUR", "Driver__c": None, "Stops__c": 4, "Departure_Time__c": "06:00", "Active__c": False},
    ],
    "ApexClass": [
        {"Id": "01p5g00000Ap501AAA", "Name": "DeliveryScheduler", "ApiVersion": 59.0, "LengthWithoutComments": 1184, "Status": "Active", "IsValid": True, "LastModifiedDate": "2025-11-02T10:14:00.000+0000", "LastModifiedById": SF_USER,
         "Body": "public with sharing class DeliveryScheduler {\n    public static List<Delivery_Route__c> activeRoutes() {\n        return [SELECT Id, Name, Stops__c FROM Delivery_Route__c WHERE Active__c = true];\n    }\n}"},
        {"Id": "01p5g00000Ap502AAA", "Name": "DeliverySchedulerTest", "ApiVersion": 59.0, "LengthWithoutComments": 642, "Status": "Active", "IsValid": True, "LastModifiedDate": "2025-11-02T10:15:00.000+0000", "LastModifiedById": SF_USER,
         "Body": "@IsTest\nprivate class DeliverySchedulerTest {\n    @IsTest static void returnsActive() {\n        System.assertEquals(0, DeliveryScheduler.activeRoutes().size());\n    }\n}"},
        {"Id": "01p5g00000Ap503AAA", "Name": "InvoicePriceSync", "ApiVersion": 58.0, "LengthWithoutComments": 2290, "Status": "Active", "IsValid": False, "LastModifiedDate": "2025-10-17T16:40:00.000+0000", "LastModifiedById": SF_USER,
         "Body": "public class InvoicePriceSync implements Queueable {\n    public void execute(QueueableContext ctx) {\n        // pulls price list from ERP\n    }\n}"},
    ],
    "ApexTrigger": [
        {"Id": "01q5g00000Tr601AAA", "Name": "CaseEscalation", "ApiVersion": 59.0, "TableEnumOrId": "Case", "Status": "Active", "IsValid": True, "LastModifiedDate": "2025-11-20T08:00:00.000+0000", "LastModifiedById": SF_USER,
         "Body": "trigger CaseEscalation on Case (before update) {\n    for (Case c : Trigger.new) {\n        if (c.Priority == 'High' && c.Status == 'New') c.Status = 'Escalated';\n    }\n}"},
        {"Id": "01q5g00000Tr602AAA", "Name": "OpportunityStageAudit", "ApiVersion": 57.0, "TableEnumOrId": "Opportunity", "Status": "Inactive", "IsValid": True, "LastModifiedDate": "2025-06-05T12:30:00.000+0000", "LastModifiedById": SF_USER,
         "Body": "trigger OpportunityStageAudit on Opportunity (after update) {\n    // writes stage changes to Stage_Audit__c\n}"},
    ],
}
SF_LABELS = {"Account": "Account", "Contact": "Contact", "Opportunity": "Opportunity", "Case": "Case", "Delivery_Route__c": "Delivery Route",
             "AccountHistory": "Account History", "ContactPointEmail": "Contact Point Email", "OpportunityLineItem": "Opportunity Product",
             "WorkOrder": "Work Order", "Delivery_Stop__c": "Delivery Stop", "ApexClass": "Apex Class", "ApexTrigger": "Apex Trigger"}
SF_FIELDS = {
    "Account": [("Id", "Account ID", "id", 18, False, [], []), ("Name", "Account Name", "string", 255, False, [], []),
                ("Type", "Account Type", "picklist", 255, True, [], ["Prospect", "Customer - Direct", "Customer - Channel", "Other"]),
                ("Industry", "Industry", "picklist", 255, True, [], ["Hospitality", "Retail", "Food & Beverage"]),
                ("BillingCity", "Billing City", "string", 40, True, [], []), ("AnnualRevenue", "Annual Revenue", "currency", 0, True, [], []),
                ("OwnerId", "Owner ID", "reference", 18, False, ["User"], [])],
    "Opportunity": [("Id", "Opportunity ID", "id", 18, False, [], []), ("Name", "Name", "string", 120, False, [], []),
                    ("StageName", "Stage", "picklist", 255, False, [], ["Prospecting", "Negotiation/Review", "Closed Won", "Closed Lost"]),
                    ("Amount", "Amount", "currency", 0, True, [], []), ("CloseDate", "Close Date", "date", 0, False, [], []),
                    ("AccountId", "Account ID", "reference", 18, True, ["Account"], [])],
    "Delivery_Route__c": [("Id", "Record ID", "id", 18, False, [], []), ("Name", "Route Code", "string", 80, False, [], []),
                          ("Driver__c", "Driver", "string", 120, True, [], []), ("Stops__c", "Stops", "double", 0, True, [], []),
                          ("Departure_Time__c", "Departure Time", "string", 5, True, [], []), ("Active__c", "Active", "boolean", 0, False, [], [])],
}


def soql_value(tok):
    tok = tok.strip()
    if tok.startswith("'") and tok.endswith("'"):
        return tok[1:-1]
    if tok.lower() in ("true", "false"):
        return tok.lower() == "true"
    if tok.lower() == "null":
        return None
    try:
        return float(tok)
    except ValueError:
        return tok


def soql_match(rec, cond):
    for part in re.split(r"\s+AND\s+", cond.strip(), flags=re.I):
        m = re.match(r"^\(?\s*([\w.]+)\s*(=|!=|>=|<=|>|<|LIKE)\s*(.+?)\s*\)?$", part.strip(), re.I)
        if not m:
            continue
        f, op, v = m.group(1), m.group(2).upper(), soql_value(m.group(3))
        x = sf_get(rec, f)
        if op == "LIKE":
            pat = "^" + re.escape(str(v)).replace("%", ".*").replace("_", ".") + "$"
            if not re.match(pat, str(x or ""), re.I):
                return False
        elif op == "=":
            if (x if not isinstance(v, float) else float(x or 0)) != v:
                return False
        elif op == "!=":
            if x == v:
                return False
        else:
            if x is None:
                return False
            xv = x if not isinstance(v, float) else float(x)
            if not {">": xv > v, "<": xv < v, ">=": xv >= v, "<=": xv <= v}[op]:
                return False
    return True


def sf_get(rec, f):
    v = rec
    for p in f.split("."):
        v = v.get(p) if isinstance(v, dict) else None
    return v


def soql(q):
    q = " ".join(q.split())
    m = re.match(r"^SELECT (.+?) FROM (\w+)(?: WHERE (.+?))?(?: GROUP BY (.+?))?(?: HAVING (.+?))?(?: ORDER BY (.+?))?(?: LIMIT (\d+))?$", q, re.I)
    if not m:
        return 400, [{"message": "unexpected token: '%s'" % q[:40], "errorCode": "MALFORMED_QUERY"}]
    sel, obj, where, group, having, order, limit = m.groups()
    if obj not in SF:
        return 400, [{"message": "sObject type '%s' is not supported." % obj, "errorCode": "INVALID_TYPE"}]
    items = [x.strip() for x in re.split(r",(?![^(]*\))", sel)]
    for it in items:
        f = it.split()[0]
        if "(" not in f and f != "Id" and not any(f.split(".")[0] in r for r in SF[obj]):
            return 400, [{"message": "\nSELECT %s FROM %s\n       ^\nERROR at Row:1:Column:8\nNo such column '%s' on entity '%s'." % (sel, obj, f, obj), "errorCode": "INVALID_FIELD"}]
    rows = [r for r in SF[obj] if not where or soql_match(r, where)]
    if group:
        keys = [g.strip() for g in group.split(",")]
        groups = {}
        for r in rows:
            groups.setdefault(tuple(sf_get(r, k) for k in keys), []).append(r)
        out = []
        n = 0
        for gk, rs in groups.items():
            rec = {"attributes": {"type": "AggregateResult"}}
            for it in items:
                parts = it.split()
                fm = re.match(r"^(COUNT|SUM|AVG|MIN|MAX)\((\w*)\)$", parts[0], re.I)
                if fm:
                    alias = parts[-1] if len(parts) > 1 else "expr%d" % n
                    if len(parts) == 1:
                        n += 1
                    fn, fld = fm.group(1).upper(), fm.group(2)
                    vals = [sf_get(r, fld) for r in rs if fld and sf_get(r, fld) is not None]
                    if fn == "COUNT":
                        rec[alias] = len(rs) if not fld else len(vals)
                    elif not vals:
                        rec[alias] = None
                    elif fn == "SUM":
                        rec[alias] = sum(vals)
                    elif fn == "AVG":
                        rec[alias] = round(sum(vals) / len(vals), 2)
                    else:
                        rec[alias] = min(vals) if fn == "MIN" else max(vals)
                else:
                    rec[parts[0].split(".")[-1]] = sf_get(rs[0], parts[0])
            out.append(rec)
        rows = out
        if having:
            hm = re.match(r"^(\w+)\((\w*)\)\s*(>|<|>=|=)\s*(\d+)$", having.strip())
            if hm:
                alias = next((it.split()[-1] for it in items if it.upper().startswith(hm.group(1).upper() + "(")), None)
                rows = [r for r in rows if alias in r and r[alias] is not None and eval("%s %s %s" % (r[alias], hm.group(3).replace("=", "==") if hm.group(3) == "=" else hm.group(3), hm.group(4)))]
    if order:
        f, *d = order.split()
        desc = d and d[0].upper() == "DESC"
        rows = sorted(rows, key=lambda r: (sf_get(r, f) is None, sf_get(r, f) if sf_get(r, f) is not None else ""), reverse=bool(desc))
    if limit:
        rows = rows[:int(limit)]
    if group:
        return 200, {"totalSize": len(rows), "done": True, "records": rows}
    recs = []
    for r in rows:
        rec = {"attributes": {"type": obj, "url": "/services/data/v50.0/sobjects/%s/%s" % (obj, r["Id"])}}
        for it in items:
            f = it.split()[0]
            if "." in f:
                top = f.split(".")[0]
                rec[top] = r.get(top)
            else:
                rec[f] = r.get(f)
        recs.append(rec)
    return 200, {"totalSize": len(recs), "done": True, "records": recs}


def describe(obj):
    fields = SF_FIELDS.get(obj)
    if fields is None:
        return 404, [{"errorCode": "NOT_FOUND", "message": "The requested resource does not exist"}]
    return 200, {"name": obj, "label": SF_LABELS.get(obj, obj), "custom": obj.endswith("__c"), "keyPrefix": {"Account": "001", "Opportunity": "006"}.get(obj, "a01"),
                 "fields": [{"name": n, "label": l, "type": t, "length": ln, "nillable": nil, "referenceTo": ref,
                             "picklistValues": [{"value": v, "label": v, "active": True} for v in pl]} for n, l, t, ln, nil, ref, pl in fields]}


def sf(method, path, q, body, raw=b""):
    if path.startswith("/services/Soap/u/"):
        base = "http://127.0.0.1:%d" % SF_PORT[0]
        return "xml", ('<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns="urn:partner.soap.sforce.com">'
                       "<soapenv:Body><loginResponse><result><metadataServerUrl>%s/services/Soap/m/50.0/%s</metadataServerUrl><passwordExpired>false</passwordExpired>"
                       "<sandbox>true</sandbox><serverUrl>%s/services/Soap/u/50.0/%s</serverUrl><sessionId>%s!AQ4AQStandInSessionToken</sessionId><userId>%s</userId>"
                       "<userInfo><organizationId>%s</organizationId><userFullName>Mira Fontaine</userFullName><userName>mira@bakery-crm.example</userName></userInfo>"
                       "</result></loginResponse></soapenv:Body></soapenv:Envelope>") % (base, SF_ORG, base, SF_ORG, SF_ORG, SF_USER, SF_ORG)
    p = [unquote(x) for x in path.split("/") if x]
    if p[:3] != ["services", "data", "v50.0"]:
        return 404, [{"errorCode": "NOT_FOUND", "message": "The requested resource does not exist"}]
    p = p[3:]
    if p == ["query"] or p == ["tooling", "query"]:
        return soql(q.get("q", [""])[0])
    if p == ["sobjects"]:
        return 200, {"encoding": "UTF-8", "maxBatchSize": 200, "sobjects": [{"name": n, "label": l, "custom": n.endswith("__c"), "queryable": True} for n, l in SF_LABELS.items()]}
    if len(p) == 3 and p[0] == "sobjects" and p[2] == "describe":
        return describe(p[1])
    if p == ["search"]:
        sosl = " ".join(q.get("q", [""])[0].split())
        m = re.match(r"^FIND \{(.+?)\} IN \w+ FIELDS.*?RETURNING (.+)$", sosl, re.I)
        if not m:
            return 400, [{"errorCode": "MALFORMED_SEARCH", "message": "No search term found. The search term must be enclosed in braces."}]
        term = m.group(1).strip("*").lower()
        out = []
        for obj, fields in re.findall(r"(\w+)\(([^)]*)\)", m.group(2)):
            for r in SF.get(obj, []):
                if any(term in str(v).lower() for v in r.values() if isinstance(v, str)):
                    rec = {"attributes": {"type": obj, "url": "/services/data/v50.0/sobjects/%s/%s" % (obj, r["Id"])}}
                    for f in fields.split(","):
                        f = f.strip().split()[0]
                        rec[f] = r.get(f)
                    out.append(rec)
        return 200, {"searchRecords": out}
    if p[:2] == ["composite", "sobjects"]:
        recs = (body or {}).get("records", [])
        res = []
        for i, r in enumerate(recs):
            if method == "POST" and not r.get("Name") and r.get("attributes", {}).get("type") in ("Account", "Delivery_Route__c"):
                res.append({"success": False, "errors": [{"statusCode": "REQUIRED_FIELD_MISSING", "message": "Required fields are missing: [Name]", "fields": ["Name"]}]})
            else:
                res.append({"id": r.get("Id") or "0015g00000KqB%03dAAA" % (i + 1), "success": True, "errors": []})
        return 200, res
    if len(p) == 2 and p[0] == "sobjects" and method == "POST":
        return 201, {"id": "0015g00000KqB001AAA", "success": True, "errors": []}
    return 404, [{"errorCode": "NOT_FOUND", "message": "The requested resource does not exist"}]


SF_PORT = [0]


def handler(route):
    class H(BaseHTTPRequestHandler):
        def _do(self):
            u = urlparse(self.path)
            n = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(n) if n else b""
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = None
            code, data = route(self.command, u.path, parse_qs(u.query), body)
            if code == "stream":
                lines = ["2025-11-24T07:55:10.114Z INFO  order-api starting, version=1.9.0",
                         "2025-11-24T07:55:12.870Z ERROR order-api migration 0042_add_allergens failed: column \"allergens\" already exists",
                         "2025-11-24T07:55:12.871Z INFO  order-api exiting with code 1"]
                out = "".join(json.dumps({"result": {"content": l, "podName": "order-api-7c9d5f8b6-x2kqp", "timeStamp": l[:24]}}) + "\n" for l in lines)
                b = out.encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(b)))
                self.end_headers()
                self.wfile.write(b)
                return
            if code == "xml":
                b = data.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/xml; charset=utf-8")
                self.send_header("Content-Length", str(len(b)))
                self.end_headers()
                self.wfile.write(b)
                return
            if isinstance(data, str):
                b = data.encode()
                ctype = "text/plain"
            else:
                b = json.dumps(data).encode()
                ctype = "application/json"
            self.send_response(code)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(b)))
            self.end_headers()
            self.wfile.write(b)
        do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _do

        def log_message(self, fmt, *args):
            sys.stderr.write("%s %s\n" % (self.command, self.path))
    return H


def main():
    ports = [int(x) for x in sys.argv[1:5]]
    SF_PORT[0] = ports[3]
    servers = [ThreadingHTTPServer(("127.0.0.1", port), handler(route)) for port, route in zip(ports, (dss, argo, n8n, sf))]
    for s in servers[1:]:
        threading.Thread(target=s.serve_forever, daemon=True).start()
    servers[0].serve_forever()


if __name__ == "__main__":
    main()
