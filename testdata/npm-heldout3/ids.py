"""ids.py PHASE1_JSONL PLAN2_TEMPLATE DATA_DIR: prints the phase 2 plan with
@D@ and the IDs phase 1 created (@OHNO1@..@OHNO4@, @EPIC1@.., @CRON1@..)
filled in, in the order phase 1 created them."""
import json
import sys

phase1, template, data = sys.argv[1:4]
ids = {"OHNO": [], "EPIC": [], "CRON": []}
for line in open(phase1, encoding="utf-8"):
    r = json.loads(line)
    if r.get("kind") != "call" or not r.get("result"):
        continue
    for block in r["result"].get("content", []):
        if block.get("type") != "text":
            continue
        try:
            v = json.loads(block["text"])
        except ValueError:
            continue
        if not isinstance(v, dict):
            continue
        if r["server"] == "ohno" and "task_id" in v:
            ids["OHNO"].append(v["task_id"])
        elif r["server"] == "ohno" and "epic_id" in v:
            ids["EPIC"].append(v["epic_id"])
        elif r["server"] == "mcp-cron" and r["tool"] == "add_task" and "id" in v:
            ids["CRON"].append(v["id"])
text = open(template, encoding="utf-8").read().replace("@D@", data)
for kind, vals in ids.items():
    for i, v in enumerate(vals, 1):
        text = text.replace("@%s%d@" % (kind, i), v)
sys.stdout.write(text)
