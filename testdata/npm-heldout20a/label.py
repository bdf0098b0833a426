#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout20a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(TSV rows, JSON, markdown record lists) the values of those fields are
transcribed by the small helpers below and were checked by reading.
Every kept id must have a label; ids in DROP are left out (tools called
only once)."""
import json
import os
import re
import sys

DROP = {
    "sqlitetools/backup_database/1", "sqlitetools/bulk_insert/1", "sqlitetools/create_database/1",
    "sqlitetools/create_table/1", "sqlitetools/import_csv/1",
    "mockcharles/reload_rules/1",
    "popdb/create_database/1",
}


def text_of(r):
    return "\n".join(c["text"] for c in r["result"].get("content", []) if c.get("type") == "text")


def leaves(v, skip=()):
    """Scalar leaves of a JSON value, numbers and booleans as JSON text;
    keys in skip are left out."""
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


def json_body(t):
    """The JSON of an answer: whole text, or after the first line(s) of header."""
    s = t.strip()
    try:
        return json.loads(s)
    except ValueError:
        pass
    i = min([k for k in (s.find("{"), s.find("[")) if k >= 0])
    return json.loads(s[i:])


def tsv(t):
    """Cells of the data rows of a TSV answer (header and 'N rows' footer
    skipped, empty cells skipped) and the row count of the footer."""
    lines = t.split("\n")
    rows = [x for x in lines[1:] if x and not re.match(r"^\d+ rows?$", x)]
    cells = [c for row in rows for c in row.split("\t") if c != ""]
    m = re.search(r"^(\d+) rows?$", t, re.M)
    return cells + ([m.group(1)] if m else [])


def first_num(t):
    return re.findall(r"\((\d+)(?: total, showing (\d+))?\)", t.split("\n")[0])


def header_counts(t):
    m = re.match(r"^## [^(]*\((\d+)(?: total, showing (\d+))?\)", t)
    return [g for g in m.groups() if g] if m else []


def list_items(t):
    return [x[2:] for x in t.split("\n") if x.startswith("- ")]


def popdb_values(tool, t):
    v = []
    if tool in ("get_database_schema", "get_table_details", "get_migration_history", "list_staged_changes", "get_log_details"):
        return leaves(json_body(t))
    if tool in ("stage_change", "insert_rows", "query_rows", "query_logs"):
        head = t.split("\n")[0]
        v += re.findall(r"\d+", head)
        m = re.search(r" (?:into|in) (\w+):", head)
        if m:
            v.append(m.group(1))
        return v + leaves(json_body(t))
    if tool == "list_databases":
        for line in t.split("\n"):
            m = re.match(r"^- \*\*(.+?)\*\*(?: \((\w+)\))?$", line)
            if m and "###" not in line:
                v += [g for g in m.groups() if g]
                continue
            m = re.match(r"^  - (App ID|ID|Name): (.+)$", line)
            if m:
                v.append(m.group(2))
                continue
            m = re.match(r"^  - (?:Staging|Production) DB: (\S+) \((.+)\)$", line)
            if m:
                v += [m.group(1), m.group(2)]
                continue
            m = re.match(r"^\*\*Auth API\*\*: (\S+)$", line)
            if m:
                v.append(m.group(1))
        return v
    if tool == "preview_promotion":
        for line in t.split("\n"):
            m = re.match(r"^\*\*(?:Staging|Production|Total Changes):\*\* (\S+)$", line)
            if m:
                v.append(m.group(1))
            m = re.match(r"^### Migrations to Apply \((\d+)\)$", line)
            if m:
                v.append(m.group(1))
            m = re.match(r"^- (v\d+): (.+) \((\d+) changes\)$", line)
            if m:
                v += list(m.groups())
        return v
    if tool == "preview_changes":
        m = re.match(r"^Preview of (\d+) changes:", t)
        v.append(m.group(1))
        ddl = t.split("DDL to execute:\n", 1)[1].split("\n\nHas irreversible")[0]
        v += [s.strip() for s in ddl.split(";") if s.strip()]
        v.append(re.search(r"Has irreversible changes: (\w+)", t).group(1))
        return v
    if tool == "get_hosting_status":
        for line in t.split("\n"):
            m = re.match(r"^\*\*(?:URL|Enabled):\*\* (.+)$", line)
            if m:
                v.append(m.group(1))
            m = re.match(r"^- (?:Version|Files|Size|Deployed): (.+)$", line)
            if m:
                v.append(m.group(1))
            m = re.match(r"^- (\S+) \((\w+)\)( ⚠️ Cloudflare: (\w+))?$", line)
            if m:
                v += [m.group(1), m.group(2)] + ([m.group(4)] if m.group(4) else [])
        return v
    if tool == "list_event_types":
        v += header_counts(t)
        for it in list_items(t):
            m = re.match(r"^\*\*(.+?)\*\*(?: \((.+?)\))?(?: — schema: (.+))?$", it)
            v += [g for g in m.groups() if g]
        return v
    if tool == "list_handlers":
        v += header_counts(t)
        for it in list_items(t):
            m = re.match(r"^\*\*(.+?)\*\* \[(\w+)\] — listens: \[(.*?)\] → emits: \[(.*?)\] \(concurrency: (\d+)\)$", it)
            v += [m.group(1), m.group(2)] + m.group(3).split(", ")
            v += [x for x in m.group(4).split(", ") if x != "none"] + [m.group(5)]
        return v
    if tool == "get_handler_logs":
        v += header_counts(t)
        for it in list_items(t):
            m = re.match(r"^\[(\w+)\] (\S+)(?: → (\S+))? \((\S+)\)(?: — ERROR: (.+?))? — (\S+)$", it)
            v += [g for g in m.groups() if g]
        return v
    if tool == "get_event_app_status":
        m = re.search(r"^\*\*Runtime:\*\* (\w+) \(container: (\S+), port: (\d+)\)$", t, re.M)
        if m:
            v += list(m.groups())
        m = re.search(r"^\*\*Runtime:\*\* (not started)$", t, re.M)
        if m:
            v.append(m.group(1))
        for it in list_items(t):
            m = re.match(r"^(\S+) \[(\w+)(?:, (disabled))?\] — listens: \[(.*?)\]$", it)
            v += [g for g in m.groups()[:3] if g] + m.group(4).split(", ")
        m = re.search(r"### Last 24h\n(.+)", t)
        for part in m.group(1).split(", "):
            if ": " in part:
                v.append(part.split(": ")[1])
        if "### Metrics" in t:
            v += leaves(json.loads(t.split("### Metrics\n", 1)[1]))
        return v
    if tool in ("emit_test_event", "create_cron_trigger", "create_webhook"):
        m = re.match(r'^(?:Cron trigger|Webhook) "(.+?)" created', t)
        if m:
            v.append(m.group(1))
        for it in list_items(t):
            k, _, val = it.partition(": ")
            v.append(val.strip("`"))
        return v
    if tool == "query_dlq":
        v += header_counts(t)
        for it in list_items(t):
            m = re.match(r"^\[(\S+)\] (\S+) — handler: (\S+) — error: (.+) — moved: (\S+) \(stream_id: (\S+)\)$", it)
            v += list(m.groups())
        return v
    if tool == "list_event_topology":
        v += header_counts(t)
        for line in t.split("\n"):
            m = re.match(r"^- \*\*(.+?)\*\* \(creator: (.+)\)$", line)
            if m:
                v += list(m.groups())
            m = re.match(r"^  (?:Emitters|Listeners): (.+)$", line)
            if m and m.group(1) != "none":
                v += m.group(1).split(", ")
            m = re.match(r"^  Schema: (.+)$", line)
            if m:
                v.append(m.group(1))
        return v
    if tool == "list_cron_triggers":
        v += header_counts(t)
        for it in list_items(t):
            m = re.match(r"^\*\*(.+?)\*\* \(id: `(.+?)`\) \[(\w+)\] — `(.+?)` \((.+?)\) → (\S+)(?: — last: (\S+))?(?: — next: (\S+))?$", it)
            v += [g for g in m.groups() if g]
        return v
    if tool == "list_webhooks":
        v += header_counts(t)
        for it in list_items(t):
            m = re.match(r"^\*\*(.+?)\*\* \(id: `(.+?)`\) \[(\w+)\] → (\S+) — (\d+) triggers(?: \(HMAC: (\S+)\))?(?: — last: (\S+))?$", it)
            v += [g for g in m.groups() if g]
        return v
    raise KeyError(tool)


def n_records(t):
    return len([x for x in t.split("\n") if x.startswith("- ")])


def popdb_pattern(tool, t):
    if tool in ("get_database_schema", "get_table_details", "get_migration_history", "list_staged_changes",
                "get_log_details", "stage_change", "insert_rows", "query_rows", "query_logs"):
        return "json_in_text"
    if tool in ("emit_test_event", "create_cron_trigger", "create_webhook", "get_hosting_status"):
        return "key_value"
    if tool == "preview_changes":
        return "unstructured"
    if tool == "list_event_topology" and n_records(t) == 1:
        return "key_value"
    if tool in ("list_databases", "preview_promotion", "list_event_types", "list_handlers", "get_handler_logs",
                "get_event_app_status", "query_dlq", "list_event_topology", "list_cron_triggers", "list_webhooks"):
        return "markdown_list" if n_records(t) >= 2 else "unstructured"
    raise KeyError(tool)


NOTES = {
    "popdb/list_databases/1": "app records with indented Key: value lines; the static guidance and integration blurbs after them are boilerplate, not taken",
    "popdb/list_databases/2": "app records with indented Key: value lines; the static guidance and integration blurbs after them are boilerplate, not taken",
    "popdb/preview_promotion/1": "three bold Key: value lines and a list of two migrations; the list carries most values",
    "popdb/get_event_app_status/1": "runtime line, handler list, 24h counts, metrics JSON; the handler list carries most values",
    "popdb/get_event_app_status/2": "one runtime pair and one handler: neither two pairs nor two records",
    "popdb/get_hosting_status/1": "bold and bulleted Key: value lines; the two domain bullets are small records",
    "popdb/list_event_topology/2": "a single record whose indented Key: value lines carry the data",
    "popdb/preview_changes/1": "DDL code between a count line and one Key: value line",
    "popdb/preview_changes/3": "DDL code between a count line and one Key: value line",
}
for _t in ("list_event_types/2", "list_handlers/2", "get_handler_logs/2", "list_cron_triggers/2", "list_webhooks/2"):
    NOTES["popdb/" + _t] = "a single bulleted record: not two records, so unstructured"


def label(o):
    sid, server, tool = o["id"], o["server"], o["tool"]
    r = o["result"]
    t = text_of(o)
    note = None
    if r.get("isError"):
        return "error", [], None
    if server == "nodesqlite":
        return "unstructured", tsv(t), "TSV rows (header line, then one line per row, then an N rows footer): not a GFM table"
    if server in ("sqlitetools", "mockcharles"):
        j = json.loads(t)
        if j.get("success") is False:
            return "error", [], "JSON error object (success false)"
        if server == "mockcharles" and ("charlesConfigHint" in j or "importSteps" in j):
            return "json_in_text", leaves(j, skip=("charlesConfigHint", "importSteps"))[:60], \
                "the usage hint / import steps (fixed instructions) are not taken as values"
        if tool == "export_schema":
            return "json_in_text", leaves(j, skip=("schema",))[:60], \
                "the exported schema document itself is not taken as one value"
        return "json_in_text", leaves(j)[:60], None
    if server == "insforge":
        j = json_body(t)
        note = "one header line before the JSON"
        if isinstance(j, dict) and "code" in j:
            j = {k: x for k, x in j.items() if k != "code"}
            note += "; the function's code is not taken as a value"
        if isinstance(j, dict) and "columns" in j and "rows" in j:
            j = {k: x for k, x in j.items() if k != "columns"}
            note += "; the columns list repeats the row keys (headers), not taken"
        return "json_in_text", leaves(j)[:60], note
    if server == "kubb":
        if tool == "validate":
            return "unstructured", [t.split(": ", 1)[1]], "one status line with the validated path"
        if tool == "init":
            return "unstructured", ["kubb.config.ts", "kubb", "@kubb/plugin-ts", "@kubb/plugin-zod"], "status line and install/run instructions"
        raise KeyError(sid)
    if server == "popdb":
        one_liners = ("No ", "Dead letter queue is empty.", "Hosting is not yet enabled", "Production is at")
        if t.startswith(one_liners):
            return "unstructured", [], "one status line"
        return popdb_pattern(tool, t), popdb_values(tool, t), NOTES.get(sid)
    raise KeyError(sid)


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    for name in sorted(os.listdir(src)):
        if not name.endswith(".jsonl"):
            continue
        out = []
        for line in open(os.path.join(src, name), encoding="utf-8"):
            o = json.loads(line)
            if o["id"] in DROP:
                continue
            pattern, values, note = label(o)
            o["pattern"] = pattern
            o["values"] = values
            if note:
                o["note"] = note
            out.append(o)
        with open(os.path.join(dst, name), "w", encoding="utf-8") as f:
            for o in out:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
        print("%s: %d outputs, %d with values" % (name, len(out), sum(1 for o in out if o["values"])))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
