#!/usr/bin/env python3
"""realout_convert.py PACKAGES_JSON PACKAGE_JSON OUT_DIR EXPORT_JSONL...

Converts `mcpsurvey corpus export` files into realout.Output lines
(OUT_DIR/<server>.jsonl, see internal/realout/output.go) with pattern and
values EMPTY: they are filled by hand afterwards. Used by the capture
scripts of the real-output sets (npm-heldout3, npm-heldout4a,
npm-heldout4b, npm-tune3).

PACKAGES_JSON maps each server name of the capture config to its npm
package name; PACKAGE_JSON (the folder's pinned package.json) gives the
version, so "package" reads npm:<name>@<version>.

Calls without a CallToolResult (JSON-RPC errors, timeouts) are dropped.
Outputs are numbered 1, 2, 3 ... per server and tool in call order (the
exports in the order given, calls by their seq). The tool definition is
the call record's own `tool_def` when the export has one, else the
server's listed definition."""
import json
import os
import sys


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def main(packages_json, package_json, out_dir, exports):
    with open(packages_json, encoding="utf-8") as f:
        packages = json.load(f)
    with open(package_json, encoding="utf-8") as f:
        deps = json.load(f)["dependencies"]
    defs, outs, counts = {}, {}, {}
    for path in exports:
        for r in read_lines(path):
            if r.get("kind") == "tool":
                defs[(r["server"], r["tool_def"]["name"])] = r["tool_def"]
    for path in exports:
        calls = [r for r in read_lines(path)
                 if r.get("kind") == "call" and isinstance(r.get("result"), dict)]
        calls.sort(key=lambda r: (r["server"], r["tool"], r.get("seq", 0)))
        for r in calls:
            server, tool = r["server"], r["tool"]
            if server not in packages:
                sys.exit("%s: server %r is not in %s" % (path, server, packages_json))
            key = (server, tool)
            counts[key] = counts.get(key, 0) + 1
            name = packages[server]
            outs.setdefault(server, []).append({
                "id": "%s/%s/%d" % (server, tool, counts[key]),
                "server": server,
                "tool": tool,
                "package": "npm:%s@%s" % (name, deps[name]),
                "tool_def": r.get("tool_def") or defs.get(key),
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


if __name__ == "__main__":
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:])
