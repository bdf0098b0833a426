#!/usr/bin/env python3
"""convert.py turns a `mcpsurvey corpus export` JSONL file into the tune2
real-output set: one internal/realout/testdata/tune2/<server>.jsonl per
server, one realout.Output per call that returned a result, numbered
1..n per tool in call order, with pattern and values empty for hand
labelling. Labels already in an output file are kept for the ids whose
arguments and result are unchanged.

usage: convert.py EXPORT.jsonl OUTDIR
"""
import json
import os
import sys

# server name in servers.json -> package@version in package.json
PACKAGES = {
    "fast-filesystem": "npm:fast-filesystem-mcp@3.5.2",
    "git-gms": "npm:github-mcp-server@1.8.7",
    "just-bash": "npm:just-bash-mcp@3.1.0",
    "mcp-cli": "npm:mcp-cli@1.0.5",
    "mcp-git": "npm:mcp-git@0.0.4",
    "memory-keeper": "npm:mcp-memory-keeper@0.14.1",
    "shrimp": "npm:mcp-shrimp-task-manager@1.0.21",
    "sqlite": "npm:mcp-server-sqlite@0.0.2",
    "system-monitor": "npm:@modelcontextprotocol/server-system-monitor@2.0.3",
}


# tools left out of the set: getSystemInfo dumps the capturing machine's
# whole environment; split_tasks is called once only (it makes the tasks
# the other shrimp calls read), and every kept tool needs two outputs.
SKIP = {("mcp-cli", "getSystemInfo"), ("shrimp", "split_tasks")}


def main(src, outdir):
    defs, calls = {}, []
    with open(src) as f:
        for line in f:
            if not line.strip():
                continue
            o = json.loads(line)
            if o.get("kind") == "tool":
                defs[(o["server"], o["tool"])] = o["tool_def"]
            elif o.get("kind") == "call" and o.get("result") is not None:
                calls.append(o)
    calls.sort(key=lambda c: (c["server"], c["tool"], c.get("seq", 0)))
    per_server, n = {}, {}
    for c in calls:
        s, t = c["server"], c["tool"]
        if s not in PACKAGES or (s, t) in SKIP:
            continue
        n[(s, t)] = n.get((s, t), 0) + 1
        per_server.setdefault(s, []).append({
            "id": "%s/%s/%d" % (s, t, n[(s, t)]),
            "server": s, "tool": t, "package": PACKAGES[s],
            "tool_def": defs.get((s, t)), "arguments": c.get("arguments") or {},
            "result": c["result"], "pattern": "", "values": [],
        })
    os.makedirs(outdir, exist_ok=True)
    for s, outs in sorted(per_server.items()):
        path = os.path.join(outdir, s + ".jsonl")
        old = {}
        if os.path.exists(path):
            with open(path) as f:
                for line in f:
                    if line.strip():
                        o = json.loads(line)
                        old[o["id"]] = o
        with open(path, "w") as f:
            for o in outs:
                p = old.get(o["id"])
                if p and p["arguments"] == o["arguments"] and p["result"] == o["result"]:
                    o["pattern"], o["values"] = p["pattern"], p["values"]
                    if p.get("note"):
                        o["note"] = p["note"]
                f.write(json.dumps(o, ensure_ascii=False, separators=(",", ":")) + "\n")
        print("%s: %d outputs" % (path, len(outs)))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
