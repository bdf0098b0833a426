#!/usr/bin/env python3
"""to_realout.py turns `mcpsurvey corpus export` files into the tune3
real-output set: one OUTDIR/<server>.jsonl per server, one realout.Output
per call that returned a result (calls answered with a JSON-RPC error or a
timeout have no result and are left out), numbered 1..n per tool in call
order (files in the order given, then call order), with pattern and values
empty for hand labelling.

usage: to_realout.py OUTDIR EXPORT.jsonl...
"""
import json
import os
import sys

# server name in servers.json.in -> package@version (package.json pins them)
PACKAGES = {
    "calculator": "npm:@wrtnlabs/calculator-mcp@0.2.1",
    "fs-agent": "npm:@agent-infra/mcp-server-filesystem@1.2.29",
    "mastra-docs": "npm:@mastra/mcp-docs-server@1.2.27",
    "memory-bank": "npm:@allpepper/memory-bank-mcp@0.2.2",
    "movibe-bank": "npm:@movibe/memory-bank-mcp@0.4.1",
    "seqthink-tools": "npm:mcp-sequentialthinking-tools@0.0.3",
}


def main(outdir, srcs):
    defs, per_server, n = {}, {}, {}
    for src in srcs:
        calls = []
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
        for c in calls:
            s, t = c["server"], c["tool"]
            if s not in PACKAGES:
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
        with open(path, "w") as f:
            for o in outs:
                f.write(json.dumps(o, ensure_ascii=False, separators=(",", ":")) + "\n")
        print("%s: %d outputs" % (path, len(outs)))


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
