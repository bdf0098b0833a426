#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout18a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(JSON bodies, page snapshots, console and network listings, search and
people lists) the values of those fields are transcribed by the small
helpers below and were checked by reading. Every id must have a label."""
import json
import os
import re
import sys

CAP = 60


def texts(r):
    return [c["text"] for c in r["result"].get("content", []) if c.get("type") == "text"]


def leaves(v):
    """Scalar leaves of a JSON value, numbers and booleans as JSON text."""
    out = []
    if isinstance(v, dict):
        for x in v.values():
            out += leaves(x)
    elif isinstance(v, list):
        for x in v:
            out += leaves(x)
    elif v is None:
        pass
    elif isinstance(v, bool):
        out.append("true" if v else "false")
    elif isinstance(v, str):
        out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def json_body(t):
    """The JSON of a text: whole, or after a one-line header / '### Result'."""
    i = min([k for k in (t.find("{"), t.find("[")) if k >= 0])
    return json.loads(t[i:])


def json_leaves(r):
    return leaves(json_body(texts(r)[0]))[:CAP]


def untrusted(r):
    """mongodb-mcp-server: the JSON (or lines) inside the untrusted-user-data tags."""
    ts = texts(r)
    if len(ts) < 2:
        return []
    m = re.search(r"<untrusted-user-data-[^>]+>\n(.*?)\n</untrusted-user-data", ts[1], re.S)
    body = m.group(1)
    try:
        return leaves(json.loads(body))
    except ValueError:
        return None


def numbers(line):
    return re.findall(r"\d+(?:\.\d+)?", line)


# ---- mongodb-mcp-server -------------------------------------------------
def mongo_head_json(r):
    return numbers(texts(r)[0]) + untrusted(r)


def mongo_find(r):
    head = texts(r)[0]
    coll = re.search(r'collection "([^"]+)"', head).group(1)
    return [coll] + numbers(head) + (untrusted(r) or [])


def mongo_insert(r):
    body = re.search(r"<untrusted-user-data-[^>]+>\n(.*?)\n</untrusted-user-data", texts(r)[1], re.S).group(1)
    m = re.match(r"Inserted `(\d+)` document\(s\) into (\S+)\.\nInserted IDs: (.*)", body)
    return [m.group(1), m.group(2)] + m.group(3).split(", ")


def quoted(r):
    return re.findall(r'"([^"]+)"', texts(r)[0])


def backticked(r):
    return re.findall(r"`([^`]+)`", texts(r)[0])


# ---- glean ----------------------------------------------------------------
def glean_search(r):
    t = texts(r)[0]
    head = re.match(r'Search results for "(.*)" \((\d+) results\):', t)
    out = [head.group(1), head.group(2)]
    for block in t.split("\n\n")[1:]:
        lines = block.strip().split("\n")
        if not lines or not lines[0].startswith("["):
            continue
        out.append(re.sub(r"^\[\d+\] ", "", lines[0]))
        for ln in lines[1:]:
            if ln.startswith("Source: "):
                out.append(ln[len("Source: "):])
            elif ln.startswith("URL: "):
                out.append(ln[len("URL: "):])
            else:
                out.append(ln)
    return out


def glean_people(r):
    t = texts(r)[0]
    out = [re.match(r"Found (\d+) people", t).group(1)]
    for ln in t.split("\n"):
        m = re.match(r"\d+\. (.+?) – (.+?)(?: \[(.+?)\])?, (.+?) \((.+?)\) • (\S+)$", ln)
        if m:
            out += [g for g in m.groups() if g is not None]
    return out


def glean_chat(r):
    t = texts(r)[0]
    out = []
    for ln in t.split("\n"):
        if ln.startswith("Query: "):
            out.append(ln[len("Query: "):])
        m = re.match(r"\[\d+\] (.+) - (https?://\S+)$", ln)
        if m:
            out += [m.group(1), m.group(2)]
    return out


# ---- fast-playwright-mcp ---------------------------------------------------
LABEL_ROLES = {"columnheader", "textbox", "searchbox", "combobox", "checkbox"}
# headings that only name a section of the page (the event and page titles stay)
SECTION_LABELS = {"This week", "Press house hours", "Press status"}


def snap_nodes(lines):
    """Snapshot lines: accessible names, texts and /url values (not roles, not
    refs). Field labels are left out: column headers, section
    headings that only name a section), form controls' names and the label texts beside them, and
    the "|" separators."""
    nodes = []
    for ln in lines:
        s = ln.strip()
        if not s.startswith("- "):
            continue
        s = s[2:]
        if s.startswith("'") and s.endswith("':"):
            s = s[1:-2]
        if s.startswith("/url: "):
            nodes.append(("url", s[len("/url: "):], ""))
            continue
        m = re.match(r'(\w+) "((?:[^"\\]|\\.)*)"', s)
        role = re.match(r"(\w+)", s).group(1) if re.match(r"(\w+)", s) else ""
        if m:
            nodes.append((role, m.group(2), s))
            rest = s[m.end():]
        else:
            rest = s
        m2 = re.search(r"\]?: (.+)$", rest)
        if m2 and not rest.rstrip().endswith(":"):
            v = m2.group(1).strip()
            if v.startswith('"') and v.endswith('"'):
                v = v[1:-1]
            if v.startswith("— "):
                v = v[2:]
            nodes.append(("text" if role == "text" else "value", v, s))
    labels = {v for role, v, _ in nodes if role in LABEL_ROLES}
    out = []
    for role, v, s in nodes:
        if role in LABEL_ROLES or v == "|":
            continue
        if role == "heading" and v in SECTION_LABELS:
            continue
        if role == "text" and v in labels:
            continue
        out.append(v)
    return out


def console_items(lines):
    out = []
    for ln in lines:
        m = re.match(r"(?:- )?\[(\w+)\] (.*?) @ (\S+)$", ln.strip())
        if m:
            out += [m.group(1), m.group(2), m.group(3)]
    return out


def page(r):
    t = texts(r)[0]
    out = []
    if "### New console messages" in t:
        sec = t.split("### New console messages\n", 1)[1].split("\n\n", 1)[0]
        out += console_items(sec.split("\n"))
    m = re.search(r"\*\*Page URL:\*\* (\S+)", t)
    if m:
        out.append(m.group(1))
    m = re.search(r"\*\*Page Title:\*\* (.+)", t)
    if m:
        out.append(m.group(1))
    if "```yaml" in t:
        y = t.split("```yaml\n", 1)[1].split("```", 1)[0]
        out += snap_nodes(y.split("\n"))
    return out[:CAP]


def find(r):
    t = texts(r)[0]
    out = []
    for block in t.split("Match ")[1:]:
        head, _, body = block.partition("\n")
        out.append(re.search(r"lines ([\d-]+)", head).group(1))
        out += snap_nodes(body.split("\n"))
    return out


def console_result(r):
    return console_items(texts(r)[0].split("\n"))


def network(r):
    out = []
    for ln in texts(r)[0].split("\n"):
        m = re.match(r"\[(\w+)\] (\S+) => \[(\d+)\] (.*)$", ln)
        if m:
            out += list(m.groups())
    return out


def result_scalar(r):
    v = texts(r)[0].split("### Result\n", 1)[1].strip()
    return [json.loads(v) if v.startswith('"') else v]


def batch(r):
    t = texts(r)[0]
    out = []
    for ln in t.split("\n"):
        m = re.match(r"- (Status|Total Steps|Successful|Failed|Total Time): (?:✅ )?(.+)$", ln)
        if m:
            out.append(m.group(2))
        m = re.match(r"✅ Step (\d+): (\S+) \((\d+ms)\)", ln)
        if m:
            out += [m.group(1), m.group(2), m.group(3)]
    if "### Final State" in t:
        out.append(t.split("### Final State\n### Result\n", 1)[1].strip())
    return out


L = {}
# mongodb-mcp-server (every answer carries structuredContent; values from the text)
SN = "structuredContent; values from the text"
for i in (1, 3):
    L["mongodb/aggregate/%d" % i] = ("structured", mongo_head_json, SN + ": count line and the documents inside the untrusted-data block")
L["mongodb/aggregate/2"] = ("error", [], "FerretDB does not implement $max")
for i in (1, 2):
    L["mongodb/collection-storage-size/%d" % i] = ("structured", backticked, SN + ": the size")
for i in (1, 2, 3):
    L["mongodb/count/%d" % i] = ("structured", lambda r: numbers(texts(r)[0]) + quoted(r), SN + ": count and collection")
for i in (1, 2):
    L["mongodb/create-collection/%d" % i] = ("structured", quoted, SN + ": collection and database")
    L["mongodb/create-index/%d" % i] = ("structured", quoted, SN + ": index, collection, database")
    L["mongodb/db-stats/%d" % i] = ("structured", untrusted, SN + ": the stats JSON (EJSON numberLong as its number)")
    L["mongodb/delete-many/%d" % i] = ("structured", backticked, SN + ": deleted count")
    L["mongodb/drop-collection/%d" % i] = ("structured", [], SN + ": status sentence without data")
    L["mongodb/rename-collection/%d" % i] = ("structured", [], SN + ": status sentence without data")
    L["mongodb/explain/%d" % i] = ("structured", untrusted, SN + ": the plan JSON")
    L["mongodb/insert-many/%d" % i] = ("structured", mongo_insert, SN + ": count, namespace, inserted ids")
    L["mongodb/list-collections/%d" % i] = ("structured", mongo_head_json, SN + ": count and collection names")
    L["mongodb/list-connections/%d" % i] = ("structured", lambda r: ["preconfigured", "connected", "MongoDB connection", "local", "scram"]
                                          if "(connected)" in texts(r)[0] else ["preconfigured", "disconnected", "Configured connection string (not yet dialed)"],
                                          SN + ": one '- \"id\" (state): description' line")
    L["mongodb/list-databases/%d" % i] = ("structured", mongo_head_json, SN + ": count, names and sizes")
    L["mongodb/update-many/%d" % i] = ("structured", lambda r: numbers(texts(r)[0]), SN + ": matched and modified counts")
for i in (1, 2, 3, 4, 5):
    L["mongodb/find/%d" % i] = ("structured", mongo_find, SN + ": collection, counts, the documents (EJSON $date/$oid as their string)")

# mcp-mongo-server: pretty JSON only
for tool, n in (("aggregate", 2), ("convertTime", 2), ("count", 2), ("createIndex", 2), ("insert", 2), ("listCollections", 2),
                ("query", 3), ("serverInfo", 2), ("update", 2)):
    for i in range(1, n + 1):
        L["mongojs/%s/%d" % (tool, i)] = ("json_in_text", json_leaves, "whole text is one JSON object; scalar leaves (first 60)")

# glean
for i in range(1, 8):
    L["glean/company_search/%d" % i] = ("markdown_list", glean_search, "'[n] title' records with snippet, Source: and URL: lines")
for i in (2, 3, 4, 5, 6):
    L["glean/company_search/%d" % i] = ("key_value", glean_search, "one '[1] title' record: snippet, Source: and URL: pairs; a one-record list is not markdown_list")
L["glean/company_search/7"] = ("unstructured", [], "header line with 0 results and no records")
for i in range(1, 7):
    L["glean/people_profile_search/%d" % i] = ("markdown_list", glean_people, "numbered people: name, title, team, department, location, email")
for i in (2, 4, 5):
    L["glean/people_profile_search/%d" % i] = ("unstructured", glean_people, "count line and a one-person numbered line (one record is not a list)")
L["glean/people_profile_search/6"] = ("unstructured", [], "status line, no data")
for i in range(1, 6):
    L["glean/chat/%d" % i] = ("unstructured", glean_chat, "assistant prose; values are the query suggestion and the cited sources' titles and URLs")
L["glean/chat/4"] = ("unstructured", [], "prose answer without data")

# infisical: a status header before a JSON body, or JSON alone
for tool, n in (("create-environment", 2), ("create-folder", 2), ("create-project", 2), ("create-secret", 2), ("get-secret", 3),
                ("invite-members-to-project", 2), ("list-projects", 3), ("list-secrets", 4), ("update-secret", 2)):
    for i in range(1, n + 1):
        L["infisical/%s/%d" % (tool, i)] = ("json_in_text", json_leaves, "JSON behind a one-line 'successfully:' header (or alone); scalar leaves")
for i in (1, 2):
    L["infisical/delete-secret/%d" % i] = ("unstructured", lambda r: [texts(r)[0].rsplit(": ", 1)[1]], "status line; the deleted secret's name")

# fast-playwright-mcp
for i in range(1, 5):
    L["fastpw/browser_navigate/%d" % i] = ("unstructured", page, "console lines, page URL/title pairs and a YAML snapshot (most bytes): names, texts, urls")
for i in range(1, 4):
    L["fastpw/browser_snapshot/%d" % i] = ("unstructured", page, "page URL/title pairs and a YAML snapshot (most bytes): names, texts, urls")
for i in range(1, 9):
    L["fastpw/browser_find/%d" % i] = ("unstructured", find, "'Match n (lines a-b):' and snapshot lines: line range, names, texts")
for i in (1, 2):
    L["fastpw/browser_tools/%d" % i] = ("json_in_text", json_leaves, "whole text is one JSON object")
    L["fastpw/browser_batch_execute/%d" % i] = ("key_value", batch, "'- Key: value' summary and step lines: status, counts, time, steps, final result")
for i in range(1, 7):
    L["fastpw/browser_query/%d" % i] = ("unstructured", console_result, "log lines '[LEVEL] message @ source': level, message, source")
for i in (2, 4, 6):
    L["fastpw/browser_query/%d" % i] = ("unstructured", network, "request lines '[GET] url => [status] text'")
L["fastpw/browser_execute/1"] = ("unstructured", result_scalar, "'### Result' and a bare number")
L["fastpw/browser_execute/2"] = ("json_in_text", json_leaves, "JSON array behind '### Result'")
L["fastpw/browser_execute/3"] = ("json_in_text", json_leaves, "JSON array of rows behind '### Result'")
for i in (4, 5, 7):
    L["fastpw/browser_execute/%d" % i] = ("unstructured", result_scalar, "'### Result' and one JSON string scalar (the evaluated text)")
L["fastpw/browser_execute/6"] = ("unstructured", [], "empty text")


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    seen = set()
    for name in sorted(os.listdir(src)):
        if not name.endswith(".jsonl"):
            continue
        out = []
        for line in open(os.path.join(src, name), encoding="utf-8"):
            o = json.loads(line)
            if o["id"] not in L:
                sys.exit("no label for " + o["id"])
            pattern, values, note = L[o["id"]]
            if callable(values):
                values = values(o)
            o["pattern"] = pattern
            o["values"] = [v for v in values if v != ""]
            if note:
                o["note"] = note
            seen.add(o["id"])
            out.append(o)
        with open(os.path.join(dst, name), "w", encoding="utf-8") as f:
            for o in out:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    missing = sorted(set(L) - seen)
    if missing:
        sys.exit("labels without output: " + ", ".join(missing))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
