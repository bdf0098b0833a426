"""to_realout.py PACKAGE_JSON OUT_DIR CORPUS_JSONL...: converts `mcpsurvey
corpus export` files into realout.Output lines (OUT_DIR/<server>.jsonl),
with pattern and values EMPTY: they are filled by hand afterwards.

Calls without a CallToolResult (JSON-RPC errors, timeouts) are dropped.
Outputs are numbered 1, 2, 3 ... per server and tool in capture order
(the corpora in the order given, calls in corpus order). The tool
definition is the call record's own `tool_def` when the export has one."""
import json
import os
import sys

# server name in servers.json.in -> npm package
PACKAGES = {
    "bazi": "bazi-mcp",
    "byethrow": "@praha/byethrow-mcp",
    "cclsp": "cclsp",
    "coinbase-cds": "@coinbase/cds-mcp-server",
    "limps": "@sudosandwich/limps",
    "primevue": "@primevue/mcp",
}


def main():
    pkg_json, out_dir = sys.argv[1], sys.argv[2]
    deps = json.load(open(pkg_json, encoding="utf-8"))["dependencies"]
    defs, outs, counts = {}, {}, {}
    for path in sys.argv[3:]:
        for line in open(path, encoding="utf-8"):
            r = json.loads(line)
            if r.get("kind") == "tool":
                defs[(r["server"], r["tool_def"]["name"])] = r["tool_def"]
    for path in sys.argv[3:]:
        for line in open(path, encoding="utf-8"):
            r = json.loads(line)
            if r.get("kind") != "call" or not isinstance(r.get("result"), dict):
                continue
            server, tool = r["server"], r["tool"]
            key = (server, tool)
            counts[key] = counts.get(key, 0) + 1
            name = PACKAGES[server]
            outs.setdefault(server, []).append({
                "id": "%s/%s/%d" % (server, tool, counts[key]),
                "server": server,
                "tool": tool,
                "package": "npm:%s@%s" % (name, deps[name]),
                "tool_def": r.get("tool_def") or defs[key],
                "arguments": r.get("arguments") or {},
                "result": r["result"],
                "pattern": "",
                "values": [],
            })
    os.makedirs(out_dir, exist_ok=True)
    for server, lines in sorted(outs.items()):
        with open(os.path.join(out_dir, server + ".jsonl"), "w", encoding="utf-8") as f:
            for o in lines:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
        print("%s: %d outputs" % (server, len(lines)))


main()
