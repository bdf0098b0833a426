"""ids.py PHASE1_JSONL PLAN_IN DATA_DIR: prints PLAN_IN with @D@ replaced by
DATA_DIR, @MEM1@ ... by the IDs of the memories phase 1 stored and @REM1@ ...
by the IDs of the reminders it created (each in call order)."""
import json
import re
import sys


def ids_of(path, tool, pattern):
    rows = []
    for line in open(path, encoding="utf-8"):
        r = json.loads(line)
        if r.get("kind") != "call" or r.get("server") != "memories" or r.get("tool") != tool:
            continue
        text = "".join(c.get("text", "") for c in (r.get("result") or {}).get("content", []))
        m = re.search(pattern, text)
        if m:
            rows.append((r.get("seq", 0), m.group(1)))
    return [v for _, v in sorted(rows)]


mems = ids_of(sys.argv[1], "add_memory", r"\b([A-Za-z0-9_-]{12})\s+\(")
rems = ids_of(sys.argv[1], "add_reminder", r"reminder\s+([A-Za-z0-9_-]{12})\b")
plan = open(sys.argv[2], encoding="utf-8").read().replace("@D@", sys.argv[3])
for i, v in enumerate(mems, 1):
    plan = plan.replace("@MEM%d@" % i, v)
for i, v in enumerate(rems, 1):
    plan = plan.replace("@REM%d@" % i, v)
sys.stdout.write(plan)
