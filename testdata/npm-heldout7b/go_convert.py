#!/usr/bin/env python3
"""go_convert.py EXPORT_JSONL OUT_DIR

Turns the gopls phase's `mcpsurvey corpus export` file into realout.Output
lines (OUT_DIR/gopls.jsonl) with the shared converter ../realout_convert.py,
then writes the package as go:golang.org/x/tools/gopls@v0.24.0 (the
converter knows npm packages only)."""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import realout_convert  # noqa: E402

MODULE, VERSION = "golang.org/x/tools/gopls", "v0.24.0"


def main(export, out_dir):
    with tempfile.TemporaryDirectory() as tmp:
        pk, pj = os.path.join(tmp, "packages.json"), os.path.join(tmp, "package.json")
        with open(pk, "w") as f:
            json.dump({"gopls": MODULE}, f)
        with open(pj, "w") as f:
            json.dump({"dependencies": {MODULE: VERSION}}, f)
        realout_convert.main(pk, pj, out_dir, [export])
    path = os.path.join(out_dir, "gopls.jsonl")
    with open(path, encoding="utf-8") as f:
        lines = [json.loads(l) for l in f if l.strip()]
    with open(path, "w", encoding="utf-8") as f:
        for o in lines:
            o["package"] = "go:%s@%s" % (MODULE, VERSION)
            f.write(json.dumps(o, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
