"""ids.py PHASE1_JSONL PLAN_IN DATA_DIR: prints PLAN_IN with @D@ replaced by
DATA_DIR and @DEX1@ ... @DEX4@ by the IDs of the dex tasks phase 1 created
(in creation order)."""
import json
import re
import sys

ids = []
for line in open(sys.argv[1], encoding="utf-8"):
    r = json.loads(line)
    if r.get("kind") != "call" or r.get("server") != "dex" or r.get("tool") != "create_task":
        continue
    text = "".join(c.get("text", "") for c in (r.get("result") or {}).get("content", []))
    m = re.search(r'"id"\s*:\s*"([^"]+)"', text) or re.search(r"\b([a-z0-9]{8})\b", text)
    ids.append(m.group(1) if m else "MISSING")
plan = open(sys.argv[2], encoding="utf-8").read().replace("@D@", sys.argv[3])
for i, v in enumerate(ids, 1):
    plan = plan.replace("@DEX%d@" % i, v)
sys.stdout.write(plan)
