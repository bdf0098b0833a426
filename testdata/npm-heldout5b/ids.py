#!/usr/bin/env python3
"""ids.py PHASE1_EXPORT PLAN_IN DATA_DIR: prints PLAN_IN with @D@ replaced by
DATA_DIR and @T1@, @T2@, ... by the astrotask task IDs that phase 1's
addTasks calls created, in creation order (calls by seq, tasks in answer
order)."""
import json
import sys


def main(export, plan, data):
    calls = []
    with open(export, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            if r.get("kind") == "call" and r.get("server") == "astrotask" and r.get("tool") == "addTasks":
                calls.append(r)
    calls.sort(key=lambda r: r.get("seq", 0))
    ids = []
    for r in calls:
        res = r.get("result") or {}
        for c in res.get("content") or []:
            if c.get("type") == "text":
                try:
                    ids += [t["id"] for t in json.loads(c["text"]).get("tasks", [])]
                except (ValueError, AttributeError, KeyError):
                    pass
    with open(plan, encoding="utf-8") as f:
        text = f.read().replace("@D@", data)
    for i, tid in enumerate(ids):
        text = text.replace("@T%d@" % (i + 1), tid)
    if "@T" in text:
        sys.exit("ids.py: %s: a task ID is missing (phase 1 created %d)" % (plan, len(ids)))
    sys.stdout.write(text)


if __name__ == "__main__":
    main(*sys.argv[1:4])
