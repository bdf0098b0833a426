#!/usr/bin/env python3
# mkclaude.py DIR: writes a small Claude Code usage history (projects/<dir>/<session>.jsonl)
# into DIR for ccusage-mcp (CLAUDE_CONFIG_DIR=DIR). Deterministic.
import json, os, sys, random
root = sys.argv[1]
random.seed(7)
projects = {"-home-ana-shop-api": ["0b1c2d3e-1111-4a4a-9c9c-000000000001", "0b1c2d3e-1111-4a4a-9c9c-000000000002"],
            "-home-ana-notes-site": ["5f6e7d8c-2222-4b4b-8d8d-000000000003"],
            "-home-ana-infra": ["9a8b7c6d-3333-4c4c-7e7e-000000000004"]}
models = ["claude-sonnet-4-20250514", "claude-opus-4-20250514", "claude-3-5-haiku-20241022"]
days = ["2026-10-28", "2026-10-30", "2026-11-03", "2026-11-03", "2026-11-10", "2026-11-17", "2026-11-20"]
k = 0
for pi, (proj, sessions) in enumerate(projects.items()):
    d = os.path.join(root, "projects", proj); os.makedirs(d, exist_ok=True)
    for si, sid in enumerate(sessions):
        lines = []
        for j in range(6):
            k += 1
            day = days[(pi * 2 + si + j) % len(days)]
            hour = 8 + (j * 2 + si) % 10
            m = models[(k) % 3]
            inp, out = 800 + 37 * k, 150 + 23 * k
            cc, cr = (2000 if j == 0 else 0), 400 * j
            lines.append({"timestamp": "%sT%02d:%02d:00.000Z" % (day, hour, (k * 7) % 60), "sessionId": sid, "version": "1.0.80",
                          "cwd": "/" + proj.strip("-").replace("-", "/"), "type": "assistant", "requestId": "req_%03d" % k,
                          "message": {"id": "msg_%03d" % k, "model": m, "usage": {"input_tokens": inp, "output_tokens": out,
                                      "cache_creation_input_tokens": cc, "cache_read_input_tokens": cr}},
                          "costUSD": round((inp * 3 + out * 15 + cc * 3.75 + cr * 0.3) / 1e6 * (5 if "opus" in m else (0.27 if "haiku" in m else 1)), 6)})
        with open(os.path.join(d, sid + ".jsonl"), "w") as f:
            for l in lines: f.write(json.dumps(l) + "\n")
