#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout20b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(CSV answers, aligned query tables, column lists, JSON) the values of those
fields are transcribed by the small helpers below and were checked by
reading. Every id must have a label, and every value must occur in its
output's text (JSON string leaves: in the decoded JSON)."""
import json
import os
import re
import sys


def text_of(r):
    return "\n".join(c["text"] for c in r["result"].get("content", []) if c.get("type") == "text")


def leaves(v, skip=()):
    """Scalar leaves of a JSON value, numbers and booleans as JSON text."""
    out = []
    if isinstance(v, dict):
        for k, x in v.items():
            if k not in skip:
                out += leaves(x, skip)
    elif isinstance(v, list):
        for x in v:
            out += leaves(x, skip)
    elif v is None:
        pass
    elif isinstance(v, bool):
        out.append("true" if v else "false")
    elif isinstance(v, str):
        if v != "":
            out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def csv_cells(t):
    """Cells of the Flux CSV tables (header rows dropped, the empty first
    column of every row dropped)."""
    cells = []
    for line in t.replace("\r\n", "\n").split("\n"):
        if not line.strip() or line.startswith(",result,"):
            continue
        cells += [c for c in line.split(",")[1:] if c != ""]
    return cells


def kv_after_header(t):
    """Values of the 'Key: value' lines under a one-line header."""
    out = []
    for line in t.splitlines()[1:]:
        k, _, v = line.partition(": ")
        if v:
            out.append(v)
    return out


def aligned_table(t):
    """'Rows: N' and the non-empty cells of the aligned ' | ' table."""
    lines = t.splitlines()
    out = [lines[0].split(": ", 1)[1]]
    body = [x for x in lines[1:] if x.strip()]
    for row in body[2:]:
        out += [c.strip() for c in row.split(" | ") if c.strip()]
    return out


def column_specs(lines):
    """name, type, PK / NOT NULL flags and default of '- name (TYPE) ...' bullets."""
    out = []
    for line in lines:
        m = re.match(r"^\s*- (\S+) \(([^)]*)\)(.*)$", line)
        if not m:
            continue
        out += [m.group(1), m.group(2)]
        rest = m.group(3)
        if " PK" in rest:
            out.append("PK")
        if "NOT NULL" in rest:
            out.append("NOT NULL")
        d = re.search(r"DEFAULT (.+)$", rest)
        if d:
            out.append(d.group(1))
    return out


def schema_values(t):
    out = []
    m = re.match(r"Schema: (\d+) table", t)
    if m:
        out.append(m.group(1))
    block = []
    for line in t.splitlines():
        h = re.match(r"^### (\S+) \((\d+) rows\)$", line)
        if h:
            out += column_specs(block)
            block = []
            out += [h.group(1), h.group(2)]
        else:
            block.append(line)
    out += column_specs(block)
    return out


def plan_rows(t):
    out = []
    for line in t.splitlines()[1:]:
        out += [c.strip() for c in line.split(" | ")]
    return out


def list_paths(t):
    m = re.match(r"Found (\d+) database", t)
    return [m.group(1)] + [x[2:] for x in t.splitlines() if x.startswith("- ")]


ERR = ("error", None, "")
CSV_NOTE = "Flux CSV tables (leading empty column, a header row per table); every cell but the header is a value"
TABLE_NOTE = "aligned ' | ' table with a -+- rule, not a GFM table; the row count and every non-empty cell"
COLS_NOTE = "bullets of column records (name, type, PK / NOT NULL, default) under a heading per table"


def label_influxgh(o, t):
    tool, n = o["tool"], int(o["id"].rsplit("/", 1)[1])
    if o["result"].get("isError"):
        return ERR
    if tool == "create-bucket":
        return "key_value", kv_after_header(t), "'Key: value' lines under 'Bucket created successfully:'"
    if tool == "create-org":
        vals = [v for v in kv_after_header(t) if v != "N/A"]
        return "key_value", vals, "'Key: value' lines under a header; the N/A placeholder of a missing description is no value"
    if tool == "write-data":
        return "unstructured", [], "one-line status"
    if tool == "query-data":
        cells = csv_cells(t)
        if not cells:
            return "unstructured", [], "empty CSV answer (unknown measurement): no rows"
        return "unstructured", cells, CSV_NOTE
    raise KeyError(o["id"])


def label_sqlitefmt(o, t):
    tool = o["tool"]
    if o["result"].get("isError"):
        return ERR
    if tool == "query":
        return "unstructured", aligned_table(t), TABLE_NOTE
    if tool in ("schema", "table_info"):
        return "markdown_list", schema_values(t), COLS_NOTE
    if tool == "explain":
        return "unstructured", plan_rows(t), "query plan lines 'id | parent | detail' after a caption; each part a value"
    if tool == "list_databases":
        if t.startswith("Found"):
            return "unstructured", list_paths(t), "count and a bullet list of bare paths (items of one value, not records)"
        return "unstructured", [t.rsplit(" in ", 1)[1]], "one-line status naming the scanned folder"
    raise KeyError(o["id"])


def label_pdftext(o, t):
    j = json.loads(t)
    if j.get("success") is False:
        return "error", [], "JSON object whose success is false, carrying an error message"
    return "json_in_text", leaves(j), "whole text one JSON object; the extracted text kept as one value"


# gitea list answers too long to take every leaf: the fields chosen
# (users by login only, labels by name only, no API URLs).
GITEA_SKIP_BIG = ("avatar_url", "email", "full_name", "url", "repository", "color", "description",
                  "exclusive", "html_url", "id", "assignees")
GITEA_BIG = {"giteaseep/issue__list/1", "giteaseep/pull_request__list/1", "giteaseep/issue__list/3",
             "giteaseep/pull_request__list_my/1"}


def label_giteaseep(o, t):
    if o["result"].get("isError"):
        return ERR
    j = json.loads(t)
    if o["id"] in GITEA_BIG:
        return "json_in_text", leaves(j, GITEA_SKIP_BIG), ("whole text one JSON array; long, so the fields chosen: "
                                                           "no ids, API URLs, colours, label descriptions or user details but the login")
    return "json_in_text", leaves(j), "whole text one JSON value (pretty-printed)"


def label_supakelp(o, t):
    if o["result"].get("isError"):
        return ERR
    j = json.loads(t)
    if o["tool"] == "execute_sql":
        inner = j["result"]
        rows = json.loads(inner[inner.index("\n[") + 1:inner.index("]\n</untrusted") + 1])
        return "json_in_text", leaves(rows), ("one JSON object whose result string wraps the rows (a JSON array) in "
                                              "untrusted-data boundaries and prose; the row values taken")
    return "json_in_text", leaves(j), "whole text one JSON object (compact)"


LABELLERS = {"influxgh": label_influxgh, "sqlitefmt": label_sqlitefmt, "pdftext": label_pdftext,
             "giteaseep": label_giteaseep, "supakelp": label_supakelp}


def occurs(v, o, t):
    if v in t:
        return True
    try:
        return v in leaves(json.loads(t))
    except ValueError:
        return False


def main(in_dir, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for server, fn in LABELLERS.items():
        src = os.path.join(in_dir, server + ".jsonl")
        outs = [json.loads(x) for x in open(src, encoding="utf-8") if x.strip()]
        with open(os.path.join(out_dir, server + ".jsonl"), "w", encoding="utf-8") as f:
            for o in outs:
                t = text_of(o)
                pattern, values, note = fn(o, t)
                values = values or []
                for v in values:
                    if not isinstance(v, str) or not occurs(v, o, t):
                        sys.exit("%s: value %r not in text" % (o["id"], v))
                o["pattern"] = pattern
                o["values"] = values
                if note:
                    o["note"] = note
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
        print("%s: %d outputs, %d with values" % (server, len(outs), sum(1 for o in outs if o["values"])))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
