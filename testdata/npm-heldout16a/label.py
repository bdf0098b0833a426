#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout16a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(JSON bodies, key: value listings, tables, metric series) the values of
those fields are transcribed by the small helpers below and were checked
by reading. Every id must have a label."""
import json
import os
import re
import sys

SITE = "http://127.0.0.1:18417"
DTUI = "http://127.0.0.1:18416/dt/e/velora-prod"


def text_of(r):
    parts = []
    for c in r["result"].get("content", []):
        if c.get("type") == "text":
            t = c["text"]
            parts.append(t if isinstance(t, str) else json.dumps(t))
    return "\n".join(parts)


def leaves(v, skip=()):
    """Scalar leaves of a JSON value, numbers and booleans as JSON text;
    null and empty strings are no values."""
    out = []
    if isinstance(v, dict):
        for k, x in v.items():
            if k not in skip:
                out += leaves(x, skip)
    elif isinstance(v, list):
        for x in v:
            out += leaves(x, skip)
    elif v is None or v == "":
        pass
    elif isinstance(v, bool):
        out.append("true" if v else "false")
    elif isinstance(v, str):
        out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def cap(vals, n=60):
    return vals[:n]


def jtext(skip=(), n=60):
    return lambda t: cap(leaves(json.loads(t), skip), n)


# ---------------------------------------------------------------- dtmanaged
def dt_body(t):
    return t.split("\nNext Steps:")[0]


def dt_listing(t):
    m = re.search(r"Listing (\d+)(?: of (\d+))? ", t)
    return [x for x in (m.group(1), m.group(2)) if x] if m else []


SPLIT_LIST = {"aggregationTypes", "dimensions", "cveIds", "Available API Scopes"}


def dt_kv(t, bare=False):
    """Values of the 'key: value' lines of a Dynatrace listing (records of
    indented pairs): lists split on ', ', properties on '=', risk lines
    on '; '. With bare, un-keyed lines inside a record (SLO descriptions)
    are values too."""
    out = dt_listing(t)
    m = re.search(r"(?:from|for) environment ([\w-]+)", t)
    if m:
        out.append(m.group(1))
    for line in dt_body(t).splitlines()[1:]:
        s = line.strip()
        if not s or s.startswith("Listing") or s.startswith("Not showing"):
            continue
        s = s.lstrip("-*. ").strip()
        if ";" in s and ":" in s:
            for part in s.split(";"):
                out.append(part.split(":", 1)[1].strip())
            continue
        m = re.match(r"^([A-Za-z][A-Za-z .%]*?):\s*(.*)$", s)
        if not m:
            if bare:
                out.append(s)
            continue
        k, v = m.group(1), m.group(2).strip()
        if not v:
            continue
        if k == "properties":
            out += [p.split("=", 1)[1] for p in v.split(", ")]
        elif k in SPLIT_LIST:
            out += v.split(", ")
        elif k == "evaluatedPercentage" or k == "error budget":
            out.append(v)
        else:
            out.append(v)
    return out


def dt_events(t):
    out = dt_listing(t) + ["velora-prod"]
    for rec in dt_body(t).split("\n\n")[1:]:
        for line in rec.splitlines():
            s = line.strip()
            m = re.match(r"^(eventId|eventType|status|title): (.+)$", s)
            if m:
                out.append(m.group(2))
            for m in re.finditer(r"(startTime|endTime): (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)", s):
                out.append(m.group(2))
            m = re.match(r"^Management Zones: (.+)$", s)
            if m:
                out.append(m.group(1))
    return out


def dt_json(t):
    """'... from environment X in the following json:\\n{...}' answers."""
    body = dt_body(t).split("\n", 1)[1]
    return cap(leaves(json.loads(body)))


def dt_logs(t):
    out = [re.search(r"Listing (\d+) log", t).group(1), "velora-prod"]
    for rec in re.findall(r"\*\*(.+?)\*\* \[(\w+)\]\n(.+)\nEvent Type: (\w+)\n_(.+)_", t):
        out += [rec[0], rec[1], rec[2], rec[3]]
        for pair in rec[4].split(", "):
            out.append(pair.split(": ", 1)[1])
    return out


def dt_metrics(t):
    out = ["velora-prod", re.search(r"resolution: (\S+)", t).group(1), re.search(r"Listing (\d+) data series", t).group(1),
           re.search(r"metricId: (\S+)", t).group(1)]
    for block in re.findall(r"dimensions: \[(.*?)\]\n\s+timestamped datapoints: (.*)", t):
        out += [x.strip('"') for x in block[0].split(",")]
        for pair in block[1].strip().rstrip(",").split(", "):
            ts, v = pair.split(": ")
            out += [ts, v]
    return out


def dt_entity_types(t):
    out = dt_listing(t) + ["velora-prod"]
    out += re.search(r"Common entity types include: (.+)", t).group(1).split(",")
    for a, b in re.findall(r"^([A-Z_]+) - (.+)$", dt_body(t), re.M):
        out += [a, b]
    return out


def dt_relationships(t):
    out = [re.search(r"for entity (\S+) in environment (\S+):", t).group(1), "velora-prod"]
    for n, rel in re.findall(r"Found (\d+) (\w+):", t):
        out.append(n)
    for js in re.findall(r"^\* (\{.*\})$", t, re.M):
        d = json.loads(js)
        for k, items in d.items():
            out.append(k)
            out += leaves(items)
    return out


def dt_envinfo(t):
    out = []
    for k, v in re.findall(r"^- ([^:]+): (.+)$", t, re.M):
        out += v.split(", ") if k in SPLIT_LIST else [v]
    return out


# ---------------------------------------------------------------- jiranx
def md_table_cells(t, drop_first=False):
    cells = []
    rows = [x for x in t.splitlines() if x.startswith("|")]
    for row in rows[2:]:
        cs = [c.strip() for c in row.strip().strip("|").split("|")]
        cells += cs[1:] if drop_first else cs
    return cells


def jira_issue(t):
    """Values of the issue page (markdown: title line, '**Key**: value |'
    rows, description, labels, components, subtasks, custom fields)."""
    out = list(re.match(r"# ([A-Z]+-\d+): (.+)", t).groups())
    for k, v in re.findall(r"\*\*([A-Za-z ]+)\*\*: ([^|\n]+)", t):
        v = v.strip()
        if k in ("Labels", "Components"):
            out += v.split(", ")
        else:
            out.append(v)
    desc = t.split("## Description\n", 1)[1].split("\n**Labels**")[0].split("\n## ")[0].strip()
    if desc and desc != "No description":
        out += [p for p in desc.split("\n\n") if p]
    for key, summ, st in re.findall(r"^- ([A-Z]+-\d+): (.+) \((.+)\)$", t, re.M):
        out += [key, summ, st]
    for name, fid, v in re.findall(r"^- \*\*(.+) \((customfield_\d+)\)\*\*: (.+)$", t, re.M):
        out.append(v)
    return out


def jira_search(t):
    out = [re.search(r"\*\*JQL\*\*: (.+)", t).group(1), re.search(r"Found (\d+) issue", t).group(1)]
    for k, s in re.findall(r"^- \*\*([A-Z]+-\d+)\*\*: (.+)$", t, re.M):
        out += [k, s]
    return out


def jira_users(t):
    out = [re.search(r"\*\*Query\*\*: (.+)", t).group(1), re.search(r"\*\*Found\*\*: (\d+)", t).group(1)]
    for block in t.split("\n## ")[1:]:
        lines = block.splitlines()
        out.append(lines[0].strip())
        for k, v in re.findall(r"^- \*\*(.+?)\*\*: (.+)$", block, re.M):
            out.append(v.strip("`"))
    return out


def jira_createmeta(t):
    out = list(re.match(r"# Create Metadata for (.+) \(([A-Z]+)\)", t).groups())
    for sec in re.split(r"\n## ", t)[1:]:
        out.append(sec.splitlines()[0].strip())
        for fid, fname, body in re.findall(r"- \*\*(\w+)\*\* \((.+?)\)\n((?:  - .+\n?)+)", sec):
            out += [fid, fname]
            for k, v in re.findall(r"  - ([A-Za-z ]+): (.+)", body):
                out += v.split(", ") if k == "Allowed values" else [v]
    return out


def jira_comments(t):
    out = [re.search(r"# Comments \((\d+)\)", t).group(1)]
    for n, author, when, body in re.findall(r"## Comment (\d+) - (.+?) \((.+?)\)\n(.+?)\n\n", t, re.S):
        out += [author, when, body.strip()]
    return out


def jira_transitions(t):
    out = []
    for name, id_, to in re.findall(r"- \*\*(.+?)\*\* \(ID: (\d+)\) → (.+)", t):
        out += [name, id_, to]
    return out


def jira_projects(t):
    out = [re.search(r"# Found (\d+) project", t).group(1)]
    for key, name, typ, lead in re.findall(r"## ([A-Z]+): (.+)\n\*\*Type\*\*: (\w+) \| \*\*Lead\*\*: (.+)", t):
        out += [key, name, typ, lead]
    return out


def jira_links(t):
    out = [re.search(r"# Links on (\S+)", t).group(1)]
    for rel, key, summ, lid in re.findall(r"- \*\*(.+?)\*\* ([A-Z]+-\d+): (.+)\n  - Link ID: (\d+)", t):
        out += [rel, key, summ, lid]
    return out


def jira_linktypes(t):
    out = []
    for name, inw, outw in re.findall(r"- \*\*(\w+)\*\*\n  - Inward \(incoming side\): \"(.+?)\"\n  - Outward \(outgoing side\): \"(.+?)\"", t):
        out += [name, inw, outw]
    return out


def jira_attachment_text(t):
    head, body = t.split("\n\n", 1)
    out = list(re.match(r"\*\*Attachment\*\*: (.+) \((.+), (.+)\)", head).groups())
    return out, body


def jira_att_csv(t):
    out, body = jira_attachment_text(t)
    for row in body.strip().splitlines()[1:]:
        out += row.split(",")
    return out


def jira_att_txt(t):
    out, body = jira_attachment_text(t)
    m = re.match(r"Firmware (\S+) \((\S+)\)", body)
    return out + list(m.groups())


# ---------------------------------------------------------------- calibre
def section_info(t):
    out = []
    if "--- Section Info ---" in t:
        for k, v in re.findall(r"^(Offset|Returned Length|Total Chapter Length|Next Offset): (\d+)$", t.split("--- Section Info ---")[1], re.M):
            out.append(v)
    return out


def cal_html(t):
    return [re.search(r"<title>(.+?)</title>", t).group(1)] + section_info(t)


def cal_md(t):
    m = re.match(r"# (.+)", t)
    return ([m.group(1)] if m else []) + section_info(t)


def cal_ncx(t):
    out = [re.search(r'name="dtb:uid" content="(.+?)"', t).group(1), re.search(r"<docTitle><text>(.+?)</text>", t).group(1)]
    for label, src in re.findall(r"<navLabel><text>(.+?)</text></navLabel><content src=\"(.+?)\"/>", t):
        out += [label, src]
    return out


def cal_meta(t):
    d = json.loads(t)
    out = [d["title"]] + d["authors"] + [d["author_sort"]] + d["tags"]
    for k in ("series", "series_index", "publisher", "pubdate", "rating", "uuid", "timestamp", "last_modified", "application_id", "cover", "thumbnail"):
        if d.get(k) not in (None, ""):
            out += leaves(d[k])
    out += d["languages"] + d["formats"]
    ep = d["format_metadata"]["epub"]
    out += [ep["path"], json.dumps(ep["size"]), ep["mtime"], d["main_format"]["epub"]]
    return out


# ---------------------------------------------------------------- fetcher
def page_head(t):
    title = re.search(r"^Title: (.*)$", t, re.M).group(1)
    url = re.search(r"^URL: (.+)$", t, re.M).group(1)
    return ([title] if title else []) + [url]


FARES = ["Single ride", "£1.50", "0 min", "£0.10", "£0.20", "Day pass", "£6.00", "30 min per ride", "£0.08", "£0.18",
         "Monthly", "£18.00", "45 min per ride", "£0.05", "£0.15", "Annual", "£150.00", "45 min per ride", "£0.05", "£0.12",
         "Student annual", "£90.00", "45 min per ride", "£0.05", "£0.12"]
INDEX = ["1,240", "86", "410", "05:00", "01:00",
         "Station Square dock 17", "sensor repair on Thursday, 08:00-11:00", "Harbour depot", "e-bike brake checks, 20 bikes out of service",
         "New station at Mill Lane opens Saturday with 18 docks", "help@velora.example", "mailto:help@velora.example", "0800 555 0199"]
STATIONS = ["Station Square", "32", "12", "2018", "Harbour", "24", "24", "2020", "Old Town Market", "20", "0", "2016",
            "Mill Lane", "18", "6", "29 November 2026"]
WINTER = ["Priya Shah", "fleet safety lead", "18 November 2026", "1 December", "20 km/h", "2 °C", "45 km", "60", "06:00", "22:00"]
STATUS = ["2026-11-25 09:00 UTC", "app", "OK", "payments", "DEGRADED", "group checkout errors PAY-409", "dock-sync", "OK", "p95 1.4 s",
          "harbour-gw", "WARNING", "disk /var 97%"]
STJSON = ["2026-11-25T09:00:00Z", "ST-01", "Station Square", "32", "6", "26", "ST-07", "Harbour", "24", "3", "21",
          "ST-12", "Old Town Market", "20", "14", "6"]


# ---------------------------------------------------------------- labels
L = {}
N_JSON = "JSON body alone in the text; every scalar leaf"
N_SC = "structuredContent; the text is the same JSON, every scalar leaf"

# dtmanaged
for i in (1, 2):
    L["dtmanaged/dynatrace_managed_get_environments_info/%d" % i] = ("key_value", dt_envinfo, "'- Key: value' bullets under a title; the scope list is split")
for i in (1, 2, 3):
    L["dtmanaged/dynatrace_managed_list_available_metrics/%d" % i] = ("key_value", dt_kv,
        "records of indented key: value lines behind a 'Listing N of M' line and before a Next Steps footer")
for i in (1, 2, 3):
    L["dtmanaged/dynatrace_managed_query_metrics_data/%d" % i] = ("key_value", dt_metrics,
        "key: value lines per series; dimension ids and every timestamp: value datapoint are values")
L["dtmanaged/dynatrace_managed_query_metrics_data/4"] = ("error", [], "")
for i in (1, 2):
    L["dtmanaged/dynatrace_managed_get_metric_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_get_event_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_get_entity_type_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_get_entity_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_get_problem_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_get_security_problem_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_get_slo_details/%d" % i] = ("json_in_text", dt_json, "one JSON object behind a short header line and before a Next Steps footer")
    L["dtmanaged/dynatrace_managed_list_events/%d" % i] = ("key_value", dt_events,
        "records of key: value lines (start/end times run together on one line, properties print as [object Object])")
    L["dtmanaged/dynatrace_managed_list_entity_types/%d" % i] = ("unstructured", dt_entity_types,
        "'TYPE - Display name' lines, not key: value pairs; types and names are the values")
    L["dtmanaged/dynatrace_managed_get_entity_relationships/%d" % i] = ("unstructured", dt_relationships,
        "bullets each holding a JSON object of relationship lists; counts, relation names and related ids are values")
    L["dtmanaged/dynatrace_managed_list_problems/%d" % i] = ("key_value", dt_kv, "records of indented key: value lines (severityLevel printed twice)")
    L["dtmanaged/dynatrace_managed_list_security_problems/%d" % i] = ("key_value", dt_kv, "records of indented key: value lines; the risk line holds three pairs")
    L["dtmanaged/dynatrace_managed_list_slos/%d" % i] = ("key_value", lambda t: dt_kv(t, bare=True),
        "records of key: value lines; the un-keyed description line is a field value")
for i in (1, 2, 3):
    L["dtmanaged/dynatrace_managed_query_logs/%d" % i] = ("unstructured", dt_logs,
        "log records (bold timestamp, level, message line, Event Type and loglevel lines); the log lines are the payload")
    L["dtmanaged/dynatrace_managed_discover_entities/%d" % i] = ("key_value", dt_kv, "records of indented key: value lines; properties split on '='")

# jiranx
for i in (1, 2, 3, 4):
    L["jiranx/jira_issues/%d" % i] = ("structured", jira_issue,
        "structuredContent (the raw issue); the text is a markdown page; values as written in the text")
L["jiranx/jira_issues/5"] = ("error", [], "")
L["jiranx/jira_issues/6"] = ("key_value", ["OPS-999", "20999", "http://127.0.0.1:18416/jira/browse/OPS-999"], "status line then three bold Key: value lines")
L["jiranx/jira_issues/7"] = ("unstructured", ["APP-81"], "one-line status message")
L["jiranx/jira_issues/8"] = ("unstructured", ["APP-81", "ben.okoro@velora.example"], "one-line status message")
for i in (1, 2, 3):
    L["jiranx/jira_search/%d" % i] = ("structured", jira_search,
        "structuredContent; the text is a markdown result list; values as written in the text (JQL, count, keys, summaries)")
L["jiranx/jira_search/4"] = ("markdown_list", jira_projects, "records as '## KEY: name' headings with a bold Type | Lead line")
for i in (5, 6):
    L["jiranx/jira_search/%d" % i] = ("markdown_list", jira_users, "user records: heading name and '- **Key**: value' bullets")
for i in (7, 8):
    L["jiranx/jira_search/%d" % i] = ("markdown_list", jira_createmeta, "field records: bold field id, name, indented Type / Allowed values bullets, per issue type")
for i in (1, 2, 4):
    L["jiranx/jira_comments/%d" % i] = ("unstructured", jira_comments, "message blocks (heading with author and date, body); author, date and body are values")
L["jiranx/jira_comments/3"] = ("unstructured", ["BIKE-110", "50100"], "status line and a single bold Comment ID pair")
for i in (1, 2):
    L["jiranx/jira_workflow/%d" % i] = ("markdown_list", jira_transitions, "bulleted records: bold name, ID, target status")
L["jiranx/jira_workflow/3"] = ("unstructured", ["BIKE-110"], "one-line status message")
L["jiranx/jira_workflow/4"] = ("error", [], "")
L["jiranx/jira_attachments/1"] = ("markdown_table", lambda t: ["3"] + md_table_cells(t, drop_first=True), "GFM table behind a heading; the row-number column is not a value")
L["jiranx/jira_attachments/2"] = ("unstructured", [], "one-line empty result")
L["jiranx/jira_attachments/3"] = ("unstructured", jira_att_csv, "attachment line then a CSV file; its data cells are values (not the header)")
L["jiranx/jira_attachments/4"] = ("unstructured", jira_att_txt, "attachment line then a plain-text release note; version and date are the data, the bullets are sentences")
L["jiranx/jira_links/1"] = ("markdown_list", jira_links, "bulleted records: bold relation, key, summary, nested Link ID")
L["jiranx/jira_links/2"] = ("unstructured", ["APP-80"], "heading and 'No links found.'")
L["jiranx/jira_links/3"] = ("markdown_list", jira_linktypes, "bulleted records: bold name with nested inward/outward lines; trailing usage paragraph")
L["jiranx/jira_links/4"] = ("unstructured", ["APP-80", "Relates", "APP-77", "outward"], "one-line status message")
L["jiranx/jira_links/5"] = ("unstructured", ["40002"], "one-line status message")

# calibre
for i in (1, 2):
    L["calibre/list_libraries/%d" % i] = ("json_in_text", jtext(), N_JSON)
    L["calibre/list_books/%d" % i] = ("json_in_text", jtext(), N_JSON)
    L["calibre/get_book_metadata/%d" % i] = ("json_in_text", cal_meta, "JSON object alone; the book's own fields (not the category link map)")
    L["calibre/search_in_book/%d" % i] = ("json_in_text", jtext(skip=("USAGE_NOTE",)), "JSON array of hits; the repeated usage note is no value")
for i in (1, 2, 3):
    L["calibre/search_books/%d" % i] = ("json_in_text", jtext(), N_JSON)
    L["calibre/list_chapters/%d" % i] = ("json_in_text", jtext(), N_JSON)
L["calibre/get_book_metadata/3"] = ("error", [], "")
L["calibre/search_in_book/3"] = ("error", [], "")
L["calibre/get_chapter_content_markdown/4"] = ("error", [], "")
for i in (1, 2):
    L["calibre/get_chapter_content/%d" % i] = ("unstructured", cal_html, "XHTML chapter source; its title (and the section info numbers) are the values")
for i in (1, 2, 3):
    L["calibre/get_chapter_content_markdown/%d" % i] = ("unstructured", cal_md, "chapter prose in markdown; the heading (and section info numbers) are the values")
L["calibre/get_epub_file/1"] = ("unstructured", [], "CSS file: code, no values")
L["calibre/get_epub_file/2"] = ("unstructured", cal_ncx, "NCX table-of-contents XML; uid, title, chapter labels and sources are the values")

# fetcher
L["fetcher/fetch_url/1"] = ("unstructured", lambda t: page_head(t) + INDEX, "page text with a short list; title, URL and the facts are values")
L["fetcher/fetch_url/2"] = ("markdown_table", lambda t: page_head(t) + FARES + ["£450", "£40"], "fares table between Title/URL lines and a sentence")
L["fetcher/fetch_url/3"] = ("unstructured", lambda t: page_head(t) + STATIONS, "setext headings each with a middle-dot detail line; names and numbers are values")
L["fetcher/fetch_url/4"] = ("unstructured", lambda t: page_head(t) + WINTER[3:], "article prose with a checklist; title, URL and figures are the values")
L["fetcher/fetch_url/5"] = ("unstructured", lambda t: page_head(t) + STATUS, "plain-text status file in aligned columns")
L["fetcher/fetch_url/6"] = ("json_in_text", lambda t: page_head(t) + STJSON, "JSON file (markdown-escaped brackets) behind Title/URL lines; every leaf")
L["fetcher/fetch_url/7"] = ("unstructured", lambda t: page_head(t), "HTML source returned as is: an opaque dump; only title and URL")
L["fetcher/fetch_url/8"] = ("unstructured", lambda t: page_head(t) + ["1 December", "20 km/h", "2 °C", "45 km", "60"], "article prose cut by maxLength")
L["fetcher/fetch_url/9"] = ("error", [], "the site's 404 page fetched as content")
L["fetcher/fetch_url/10"] = ("error", [], "navigation error in an <error> block (no isError)")
L["fetcher/fetch_urls/1"] = ("unstructured", lambda t: ["Velora Bike Share - Service notes", SITE + "/index.html"] + INDEX + ["Stations", SITE + "/stations.html"] + STATIONS,
                             "two page texts in [webpage N begin/end] blocks")
L["fetcher/fetch_urls/2"] = ("unstructured", lambda t: [SITE + "/notes/status.txt"] + STATUS + ["Riding in winter", SITE + "/notes/winter.html"] + WINTER[3:]
                             + ["Fares and passes", SITE + "/fares.html"] + FARES + ["£450", "£40"],
                             "three pages in blocks: a status file, prose, and a fares table; no one pattern carries most bytes")
L["fetcher/fetch_urls/3"] = ("unstructured", lambda t: [SITE + "/notes/stations.json"] + STJSON + ["Velora Bike Share - Service notes", SITE + "/index.html", "Velora Bike Share"] + INDEX
                             + ["Home", "/index.html", "Fares", "/fares.html", "Stations", "/stations.html", "Winter notes", "/notes/winter.html", "Velora Mobility Ltd", "Unit 3, Canal Works"],
                             "a JSON file and a full page in [webpage N] blocks")

# paperless
for tool, n in (("list_documents", (1, 3)), ("get_document", (1, 2)), ("get_document_content", (1, 2)), ("search_documents", (1, 2)),
                ("list_document_notes", (1, 2)), ("create_document_note", (1, 2)), ("list_tags", (1, 2)), ("create_tag", (1, 2)),
                ("list_correspondents", (1, 2)), ("get_correspondent", (1, 2)), ("list_document_types", (1, 2)), ("get_document_type", (1,)),
                ("list_custom_fields", (1, 2)), ("get_custom_field", (1, 2)), ("list_mail_accounts", (1, 2)), ("list_mail_rules", (1, 2)),
                ("get_mail_rule", (1,))):
    for i in n:
        L["paperless/%s/%d" % (tool, i)] = ("json_in_text", jtext(), N_JSON)
L["paperless/list_document_notes/2"] = ("json_in_text", [], "an empty JSON array: no values")
for k in ("paperless/list_documents/2", "paperless/get_document/3", "paperless/get_document_type/2", "paperless/get_mail_rule/2"):
    L[k] = ("error", [], "")

# sonarqube
for tool in ("components", "hotspot", "hotspots", "measures_component", "measures_components", "measures_history", "metrics", "projects",
             "quality_gate", "quality_gate_status", "quality_gates", "scm_blame", "source_code", "system_health", "system_status"):
    for i in (1, 2):
        L["sonarqube/%s/%d" % (tool, i)] = ("structured", jtext(), N_SC)
L["sonarqube/issues/3"] = ("structured", jtext(), N_SC)
for i in (1, 2):
    L["sonarqube/issues/%d" % i] = ("structured", jtext(), N_SC + " (capped at 60)")
    L["sonarqube/system_ping/%d" % i] = ("unstructured", [], "one-word status answer")
    L["sonarqube/addCommentToIssue/%d" % i] = ("error", [], "")
L["sonarqube/measures_component/3"] = ("error", [], "")


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    seen = set()
    for name in sorted(os.listdir(src)):
        if not name.endswith(".jsonl"):
            continue
        out = []
        for line in open(os.path.join(src, name), encoding="utf-8"):
            r = json.loads(line)
            if r["id"] not in L:
                sys.exit("no label for " + r["id"])
            seen.add(r["id"])
            pattern, values, note = L[r["id"]]
            if callable(values):
                values = values(text_of(r))
            r["pattern"], r["values"] = pattern, [str(v) for v in values]
            if note:
                r["note"] = note
            out.append(r)
        with open(os.path.join(dst, name), "w", encoding="utf-8") as f:
            for r in out:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print("%s: %d outputs" % (name, len(out)))
    extra = set(L) - seen
    if extra:
        sys.exit("labels without output: %s" % sorted(extra))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
