#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout14a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(JSON, record lists, logs, tables) the values of those fields are
transcribed by the small helpers below and were checked by reading.
Every id must have a label."""
import json
import os
import re
import sys

CAP = 60  # at most about 60 values per output


def text_of(r):
    parts = []
    for c in r["result"].get("content", []):
        if c.get("type") == "text":
            t = c["text"]
            parts.append(t if isinstance(t, str) else json.dumps(t))
    return "\n".join(parts)


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
        if v.strip():
            out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def first_json(t):
    """The first JSON object or array that starts a line, decoded."""
    for m in list(re.finditer(r"^[\[{]", t, re.M)) + list(re.finditer(r"[\[{]", t)):
        try:
            return json.JSONDecoder().raw_decode(t[m.start():])[0]
        except ValueError:
            continue
    raise ValueError("no JSON in " + t[:80])


def jleaves(t):
    return leaves(first_json(t))[:CAP]


def capped(f):
    return lambda t: f(t)[:CAP]


# ---------------- historian ----------------
def hist_header(t):
    """The quoted query of the header line, then the count."""
    m = re.match(r'^\[[^\]]*\] (?:"(.*)"|(\S+)) \| (\d+) ', t)
    return [x for x in m.groups() if x]


def hist(t):
    return (hist_header(t) + leaves(first_json(t)))[:CAP]


def hist_summary(t):
    m = re.match(r"^\[[^\]]*\] extracting summary from (\S+) \((\w+)\)", t)
    return (list(m.groups()) + leaves(first_json(t)))[:CAP]


# ---------------- es ----------------
def kv_pairs(t):
    """Values of 'Key: value' lines (any indentation)."""
    return [v.strip() for v in re.findall(r"^\s*[A-Za-z][\w .@()-]*?: (.+)$", t, re.M)]


def es_health(t):
    out = []
    for line in t.splitlines():
        m = re.match(r"^\s*(Index|[A-Z][\w ]+): (.+)$", line)
        if m:
            out.append(m.group(2).strip())
    return out


def es_search(t):
    """Counts of the first line, then each 'field: JSON' / 'field (Highlight): text' value."""
    lines = t.splitlines()
    out = list(re.match(r"Total search results: (\d+), Displaying (\d+) records starting from position (\d+)", lines[0]).groups())
    for line in lines[1:]:
        m = re.match(r"^(\S+) \(Highlight\): (.*)$", line)
        if m:
            out.append(m.group(2))
            continue
        m = re.match(r"^(\S+): (.*)$", line)
        if m:
            out += leaves(json.loads(m.group(2)))
    return out


def es_json_after(t):
    """Index name of the header, then the mapping's leaves."""
    name = re.search(r'(?:Index mapping: (\S+)|index "([^"]+)")', t, re.I)
    return [x for x in name.groups() if x][:1] + leaves(first_json(t))


def es_list(t):
    return [re.match(r"Found (\d+) indices", t).group(1)] + leaves(first_json(t))


def es_reindex(t):
    task = re.search(r"Task ID: (\S+)", t).group(1)
    src, dst = re.search(r"Source index: (\S+) -> Destination index: (\S+)", t).groups()
    return [task, src, dst]


# ---------------- signoz ----------------
def period(t):
    m = re.search(r"^[^\n]*\((\w+)\):?$", t, re.M)
    return [m.group(1)] if m else []


def signoz_services(t):
    out = period(t)
    for rec in re.findall(r"🔹 (\S+)\n\s+P99: (\S+) \| Avg: (\S+)\n\s+Calls: (\S+) \| Rate: (\S+)\n\s+Errors: (\S+) \((\S+)\)", t):
        out += list(rec)
    return out


def signoz_details(t):
    m = re.match(r"Service: (\S+) \((\w+)\)", t)
    out = list(m.groups())
    out += [v.strip() for v in re.findall(r"^\s+[A-Z][\w ]+: (.+)$", t, re.M)]
    for name, ms in re.findall(r"^\s+\d+\. (.*) \((\S+)\)$", t, re.M):
        out += [name, ms]
    return out


def signoz_json_after(t):
    """Header data (trace id / period / query), then the JSON leaves."""
    out = []
    m = re.match(r"Trace: (\S+)", t)
    if m:
        out.append(m.group(1))
    out += period(t)
    m = re.search(r"^Query: (.+)$", t, re.M)
    if m:
        out.append(m.group(1))
    m = re.match(r"Active Alerts \((\d+) total\)", t)
    if m:
        out.append(m.group(1))
    m = re.match(r"Dashboard: (.+)$", t, re.M)
    if m:
        out.append(m.group(1))
    return (out + leaves(first_json(t)))[:CAP]


def signoz_trace(t):
    """Trace id, then each span row; the 'columns' array holds column names (labels), not values."""
    d = first_json(t)
    out = [re.match(r"Trace: (\S+)", t).group(1)]
    for part in d:
        out += leaves(part["events"]) + leaves(part.get("isSubTree"))
    return out


def signoz_logs(t):
    out = [re.search(r'^Query: "(.*)"$', t, re.M).group(1)]
    out = [x for x in out if x]
    out += list(re.search(r"Found: (\d+) logs \(Total: (\d+)\)", t).groups())
    out += period(t)
    for ts, lvl, svc, msg in re.findall(r"^\[(\S+)\] (\w+) \[([\w-]+)\] (.*)$", t, re.M):
        out += [ts, lvl, svc, msg]
    return out


def signoz_dashboards(t):
    out = [re.match(r"Dashboards \((\d+) total\)", t).group(1)]
    for title, body in re.findall(r"📊 (.+)\n((?:[ \t]+\S.*\n?)+)", t):
        out.append(title)
        for k, v in re.findall(r"^\s+(\w+): (.+)$", body, re.M):
            if v in ("No description", "None"):
                continue
            out += [x.strip() for x in v.split(",")] if k == "Tags" else [v]
    return out


def signoz_rules(t):
    out = [re.match(r"Alert Rules \((\d+) total\)", t).group(1)]
    for name, expr, dur, labels in re.findall(r"🚨 (.+)\n\s+Expression: (.+)\n\s+For: (.+)\n\s+Labels: (.+)", t):
        out += [name, expr, dur] + leaves(json.loads(labels))
    return out


def signoz_infra(t):
    out = list(re.match(r"Infrastructure: (\w+) \((\w+)\)", t).groups())
    out += re.findall(r"^(?:Total|Showing): (\d+)$", t, re.M)
    for rec in re.findall(r"(?:🖥️|☸️)\s+(\S+)\n\s+CPU: (\S+) \| Memory: (\S+)\n\s+(?:Load|Restarts): (\S+) \| (?:OS|Namespace): (\S+)", t):
        out += list(rec)
    return out


def signoz_license(t):
    out = [v for v in re.findall(r"^(?:Plan|Status|State|Platform|Valid Until): (.+)$", t, re.M)]
    out += re.findall(r"^\s+[✅❌] (\S+)$", t, re.M)
    return out


def signoz_tail(t):
    out = [re.search(r"^Endpoint: (\S+)$", t, re.M).group(1), re.search(r"^Method: (.+)$", t, re.M).group(1),
           re.search(r"^Headers: (.+)$", t, re.M).group(1)]
    q = re.search(r"^Query: (.+)$", t, re.M).group(1)
    if q != "(no filter)":
        out.append(q)
    return out


# ---------------- sentry ----------------
def bold_pairs(t):
    """Values of '**Key**: value' / '**Key:** value' / '- **Key**: value' lines, markdown removed."""
    out = []
    for v in re.findall(r"^(?:- )?\*\*[^*]+?(?::\*\*|\*\*:) (.+)$", t, re.M):
        out.append(clean(v))
    return out


def clean(v):
    v = v.strip()
    v = re.sub(r"\*\*(.+?)\*\*", r"\1", v)
    v = re.sub(r"`(.+?)`", r"\1", v)
    return v


def sentry_heading_org(t):
    m = re.match(r"# [^\n*]*\*\*([^*\n]+)\*\*", t)
    return [m.group(1)] if m else []


def sentry_dsns(t):
    out = sentry_heading_org(t)[0].split("/")
    for name, kid, dsn in re.findall(r"^## (.+)\n\*\*ID\*\*: (\S+)\n\*\*DSN\*\*: (\S+)$", t, re.M):
        out += [name, kid, dsn]
    return out


def sentry_orgs(t):
    out = []
    m = re.search(r'^\*\*Search query:\*\* "(.*)"$', t, re.M)
    if m:
        out.append(m.group(1))
    for slug, web, region in re.findall(r"^## \*\*(.+)\*\*\n\n\*\*Web URL:\*\* (\S+)\n\*\*Region URL:\*\* (\S+)$", t, re.M):
        out += [slug, web, region]
    return out


def sentry_bullets(t):
    """Org of the heading, then each '- item' (bold removed), split 'name (ID: n)'."""
    out = sentry_heading_org(t)
    for item in re.findall(r"^- (.+)$", t, re.M):
        m = re.match(r"(.+) \(ID: (\d+)\)$", item)
        out += list(m.groups()) if m else [clean(item)]
    return out


def sentry_releases(t):
    out = sentry_heading_org(t)
    body = t.split("## Response Notes")[0]
    for line in body.splitlines():
        m = re.match(r"^## (\S+)$", line)
        if m:
            out.append(m.group(1))
            continue
        m = re.match(r"^\*\*[^*]+\*\*: (.+)$", line)
        if m:
            out.append(m.group(1).strip())
    return out


def sentry_tags(t):
    out = [clean(v) for v in re.findall(r"^\*\*(?:Issue|Tag Key|Total Unique Values)\*\*: (.+)$", t, re.M)]
    rows = [x for x in t.splitlines() if x.startswith("|")]
    for row in rows[2:]:
        out += [clean(c) for c in row.strip().strip("|").split("|")]
    return out


def sentry_issues(t):
    out = [re.search(r"^\*\*View these results in Sentry\*\*:\n(\S+)$", t, re.M).group(1),
           re.search(r"^Found \*\*(\d+)\*\* issues?:$", t, re.M).group(1)]
    body = t.split("## Next Steps")[0]
    for block in re.split(r"^## \d+\. ", body, flags=re.M)[1:]:
        m = re.match(r"\[(\S+)\]\((\S+)\)\n\n\*\*(.+)\*\*", block)
        out += list(m.groups())
        out += [clean(v) for v in re.findall(r"^- \*\*[^*]+\*\*: (.+)$", block, re.M)]
    return out


def sentry_update(t):
    out = list(re.match(r"# Issue (\S+) Updated in \*\*(.+)\*\*", t).groups())
    body = t.split("## Response Notes")[0]
    for v in re.findall(r"^\*\*[^*]+\*\*: (.+)$", body, re.M):
        m = re.match(r"(.+) → \*\*(.+)\*\*$", v)
        out += list(m.groups()) if m else [clean(v)]
    return out


def sentry_team(t):
    return sentry_heading_org(t) + re.findall(r"^\*\*(?:ID|Slug|Name)\*\*: (.+)$", t, re.M)


# ---------------- wp ----------------
def wp_bullet_pairs(t):
    """'**X (ID: n)**' header id, then '- **Key:** value' values; HTML kept as printed."""
    out = re.findall(r"\(ID: (\d+)\)", t.splitlines()[0])
    out += [v.strip() for v in re.findall(r"^- \*\*[^*]+:\*\* (.+)$", t, re.M)]
    m = re.search(r"^\*\*Content:\*\*\n\n(.+)$", t, re.M)
    if m:
        out.append(m.group(1))
    return out


def wp_media(t):
    out = wp_bullet_pairs(t)
    res = []
    for v in out:
        m = re.match(r"^(\w+) \((\S+)\)$", v)
        res += list(m.groups()) if m else [v]
    return res


def wp_post(t):
    out = [re.match(r"# (.+)", t).group(1)]
    for k, v in re.findall(r"^\*\*([^*]+)\*\*: (.+)$", t, re.M):
        out += [x.strip() for x in v.split(",")] if k in ("Categories", "Tags") else [v.strip()]
    return out


def wp_created(t):
    out = [v.strip() for v in re.findall(r"^\*\*(?:Title|ID|Status|Link)\*\*: (.+)$", t, re.M)]
    out += re.findall(r"^- \w+: (\S+)$", t, re.M)
    return out


def wp_settings(t):
    out = [re.search(r"Site Settings for (\S+)\*\*", t).group(1)]
    out += [v.strip() for v in re.findall(r"^- \*\*[^*]+:\*\* (.+)$", t, re.M)]
    out.append(re.search(r"Retrieved:\*\* (.+)$", t, re.M).group(1))
    return out


def wp_list_posts(t):
    out = [re.search(r"Posts Summary\*\*: (\d+) total", t).group(1)]
    for k, n in re.findall(r"(\w+): (\d+)", re.search(r"Status Breakdown\*\*: (.+)$", t, re.M).group(1)):
        out += [k, n]
    out.append(re.search(r"Source\*\*: (\S+)", t).group(1))
    out.append(re.search(r"Retrieved\*\*: (.+)$", t, re.M).group(1))
    m = re.search(r'Search Term\*\*: "(.+)"', t)
    if m:
        out.append(m.group(1))
    for block in re.split(r"^- ID ", t, flags=re.M)[1:]:
        m = re.match(r"(\d+): \*\*(.+)\*\* \((\w+)\)", block)
        out += list(m.groups())
        for k, v in re.findall(r"^\s+\S+ (Author|Published|Categories|Tags|Excerpt|Link): (.+)$", block, re.M):
            if k in ("Categories", "Tags"):
                out += [x.strip() for x in v.split(",")]
            elif k == "Excerpt":
                out.append(v[:-3] if v.endswith("...") else v)
            else:
                out.append(v.strip())
    return out[:CAP]


def wp_list_simple(t):
    """Count of the first line, then per bullet: id, bold name, parenthesised fields, link / quote lines."""
    out = re.findall(r"^Found (\d+) ", t)
    m = re.match(r'Found \d+ results for "(.+)":', t)
    if m:
        out.append(m.group(1))
    for line in t.splitlines()[1:]:
        m = re.match(r"^- ID (\d+): (?:By )?\*\*(.+?)\*\*(?: on Post (\d+))? \((.+)\)$", line)
        if m:
            g = [x for x in m.groups() if x]
            last = g[-1]
            pm = re.match(r"Posts: (\d+)$", last)
            out += g[:-1] + [pm.group(1) if pm else last]
            continue
        m = re.match(r"^- \[(\w+)\] \*\*(.+)\*\*$", line)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^\s+Link: (\S+)$", line)
        if m:
            out.append(m.group(1))
            continue
        m = re.match(r"^\s+> (.*)$", line)
        if m:
            v = m.group(1)
            out.append(v[:-3] if v.endswith("...") else v)
    return out


def wp_current_user(t):
    inner = json.loads(t)["content"]
    return [re.search(r"Current User Details for (\S+)\*\*", inner).group(1)] + \
        [v.strip() for v in re.findall(r"^- \*\*[^*]+:\*\* (.+)$", inner, re.M)]


N_HIST = "JSON object behind a one-line '[face] query | N things' header; values: the header's query and count, then the JSON leaves"
N_HIST0 = "one-line header and an empty JSON result ({\"similar\":[]}): the header carries most bytes; no data"
N_ESKV = "Key: value lines"
N_ESMAP = "status/header lines over a pretty JSON mapping that carries most bytes; values: the index name and the JSON leaves (the field names are keys)"
N_ESSEARCH = "count line, then one block per hit of 'field: JSON value' lines (highlights keep their <em> marks as printed)"
N_PG = "node-postgres rows (or result object) as pretty JSON: every leaf"
N_SZREC = "markerless emoji-led records with indented 'Key: value | Key: value' pairs"
N_JHEAD = "short header line(s) over pretty JSON that carries most bytes; values: header data, then the JSON leaves"
N_WPLIST = "bulleted records: id, bold name, parenthesised fields, indented detail lines"
N_WPKV = "'- **Key:** value' bullets under a bold title line; the HTML in values is kept as printed"

# id -> (pattern, values or a function of the text, note)
L = {}

# historian
for tool, n in (("extract_compact_summary", 3), ("find_file_context", 3), ("find_tool_patterns", 3), ("get_error_solutions", 3),
                ("list_recent_sessions", 3), ("search_plans", 2)):
    for i in range(1, n + 1):
        L["historian/%s/%d" % (tool, i)] = ("json_in_text", hist, N_HIST)
for i in (1, 2, 3):
    L["historian/extract_compact_summary/%d" % i] = ("json_in_text", hist_summary,
                                                    "JSON behind a one-line 'extracting summary from PROJECT (ID)' header; values: project, id, JSON leaves")
    L["historian/find_similar_queries/%d" % i] = ("unstructured", [], N_HIST0)
for i in (1, 2, 3):
    L["historian/search_conversations/%d" % i] = ("json_in_text", hist, N_HIST)
L["historian/search_conversations/4"] = ("unstructured", [], N_HIST0.replace("similar", "results"))

# es
L["es/bulk/1"] = ("key_value", ["2", "2", "0", "9ms"], N_ESKV)
L["es/bulk/2"] = ("key_value", ["1", "1", "0", "8ms"], N_ESKV)
L["es/create_index/1"] = ("unstructured", ["returns-2026", "已确认"], "two-line confirmation (Chinese): created index name and the shard-acknowledged state")
L["es/create_index/2"] = ("error", [], "error message without isError")
L["es/create_mapping/1"] = ("json_in_text", es_json_after, N_ESMAP)
L["es/create_mapping/2"] = ("json_in_text", es_json_after, N_ESMAP)
L["es/elasticsearch_health/1"] = ("key_value", es_health, N_ESKV)
L["es/elasticsearch_health/2"] = ("key_value", es_health, "Key: value lines, then 'Index: name' sections with indented pairs")
L["es/get_index_template/1"] = ("key_value", kv_pairs, N_ESKV)
L["es/get_index_template/2"] = ("key_value", kv_pairs, N_ESKV)
L["es/get_mappings/1"] = ("json_in_text", es_json_after, N_ESMAP)
L["es/get_mappings/2"] = ("json_in_text", es_json_after, N_ESMAP)
L["es/get_mappings/3"] = ("error", [], "error message without isError")
for i in (1, 2, 3):
    L["es/list_indices/%d" % i] = ("json_in_text", es_list, "'Found N indices' line over a JSON array; values: the count and the leaves")
for i in (1, 2):
    L["es/reindex/%d" % i] = ("key_value", es_reindex, "status lines carrying Task ID and Source/Destination index pairs; the task id is repeated in the hint line")
for i in (1, 2, 3, 4, 5):
    L["es/search/%d" % i] = ("key_value", es_search, N_ESSEARCH)

# signoz
for i in (1, 2):
    L["signoz/create_alert_rule/%d" % i] = ("json_in_text", jleaves, "one-line confirmation over the created rule as pretty JSON")
    L["signoz/get_system_health/%d" % i] = ("json_in_text", jleaves, "pretty JSON object")
    L["signoz/get_trace/%d" % i] = ("json_in_text", signoz_trace, N_JHEAD + "; the columns array (column names) left out")
    L["signoz/get_dependency_graph/%d" % i] = ("json_in_text", signoz_json_after, N_JHEAD)
    L["signoz/query_metrics/%d" % i] = ("json_in_text", signoz_json_after, N_JHEAD + " (the query line too)")
    L["signoz/get_dashboard/%d" % i] = ("json_in_text", signoz_json_after, N_JHEAD)
    L["signoz/get_dashboards/%d" % i] = ("key_value", signoz_dashboards, N_SZREC + "; 'No description'/'None' placeholders left out, tags split")
    L["signoz/get_license_info/%d" % i] = ("key_value", signoz_license, "Key: value lines, then emoji-marked feature lists (names are values)")
    L["signoz/start_live_tail/%d" % i] = ("key_value", signoz_tail, "instructions with Endpoint/Method/Headers/Query pairs; the curl example is not data")
L["signoz/get_alerts/1"] = ("json_in_text", signoz_json_after, N_JHEAD)
L["signoz/get_alerts/2"] = ("key_value", signoz_rules, N_SZREC + "; the labels JSON gives its leaves")
for i in (1, 2, 3):
    L["signoz/get_services/%d" % i] = ("key_value", signoz_services, N_SZREC)
    L["signoz/get_service_details/%d" % i] = ("key_value", signoz_details, "indented Key: value metrics, then numbered 'operation (p99)' lines")
    L["signoz/get_infrastructure/%d" % i] = ("key_value", signoz_infra, N_SZREC)
    L["signoz/search_logs/%d" % i] = ("unstructured", signoz_logs, "log lines '[time] LEVEL [service] message' under Query/Found lines")

# sentry
for i in (1, 2):
    L["sentry/whoami/%d" % i] = ("unstructured", ["Ines Okafor", "ines@harbor.example", "2"], "two prose sentences carrying name, email and user id")
    L["sentry/create_team/%d" % i] = ("key_value", sentry_team, "**Key**: value lines under a heading naming the org")
    L["sentry/find_dsns/%d" % i] = ("key_value", sentry_dsns, "## key name headings over **ID**/**DSN** pairs; org/project from the heading")
    L["sentry/find_organizations/%d" % i] = ("key_value", sentry_orgs, "## **slug** headings over **Web URL:**/**Region URL:** pairs; response notes are prose")
    L["sentry/get_issue_tag_values/%d" % i] = ("markdown_table", sentry_tags, "**Key**: value preamble, then the table that carries the data")
    L["sentry/update_issue/%d" % i] = ("key_value", sentry_update, "**Key**: value lines; 'old → **new**' gives both values")
L["sentry/get_issue_tag_values/3"] = ("markdown_table", sentry_tags, "**Key**: value preamble, then the table that carries the data")
L["sentry/find_projects/1"] = ("unstructured", sentry_bullets, "bulleted bold names, one field per item: neither records nor pairs")
L["sentry/find_projects/2"] = ("unstructured", sentry_bullets, "a single bulleted name")
L["sentry/find_teams/1"] = ("markdown_list", sentry_bullets, "bulleted 'name (ID: n)' items")
L["sentry/find_teams/2"] = ("unstructured", sentry_bullets, "a single 'name (ID: n)' bullet: one record only")
L["sentry/find_releases/1"] = ("key_value", sentry_releases, "## version headings over **Key**: value lines with ### sub-sections")
L["sentry/find_releases/2"] = ("error", [], "isError: HTTP 404")
L["sentry/find_releases/3"] = ("unstructured", [], "heading and 'No releases found.'")
for i in (1, 2, 3):
    L["sentry/search_issues/%d" % i] = ("markdown_list", sentry_issues,
                                       "numbered ## [ID](url) records with a bold title and '- **Key**: value' bullets; dashboard link and count are values")

# wp
L["wp/wp_create_comment/1"] = ("unstructured", ["401"], "one-line confirmation with the new id")
L["wp/wp_create_comment/2"] = ("unstructured", ["402"], "one-line confirmation with the new id")
for i in (1, 2):
    L["wp/wp_create_post/%d" % i] = ("key_value", wp_created, "**Key**: value lines, then '- Edit/Preview/View: url' bullets")
    L["wp/wp_get_comment/%d" % i] = ("key_value", wp_bullet_pairs, N_WPKV)
    L["wp/wp_get_current_user/%d" % i] = ("json_in_text", wp_current_user,
                                         "a JSON object whose one string leaf is a markdown '- **Key:** value' block; values: the fields of that block")
    L["wp/wp_get_media/%d" % i] = ("key_value", wp_media, N_WPKV + "; 'image (image/jpeg)' gives two values")
    L["wp/wp_get_page/%d" % i] = ("key_value", wp_bullet_pairs, N_WPKV)
    L["wp/wp_get_post/%d" % i] = ("key_value", wp_post, "# title, then **Key**: value lines; excerpt/content sections are HTML prose, not values")
    L["wp/wp_get_site_settings/%d" % i] = ("key_value", wp_settings, "bold section headers over '- **Key:** value' bullets")
    L["wp/wp_get_user/%d" % i] = ("key_value", wp_bullet_pairs, N_WPKV)
    L["wp/wp_list_categories/%d" % i] = ("markdown_list", wp_list_simple, N_WPLIST)
    L["wp/wp_list_comments/%d" % i] = ("markdown_list", wp_list_simple, N_WPLIST + "; the quoted comment (without the trailing ...) is a value")
    L["wp/wp_list_media/%d" % i] = ("markdown_list", wp_list_simple, N_WPLIST)
    L["wp/wp_list_pages/%d" % i] = ("markdown_list", wp_list_simple, N_WPLIST)
    L["wp/wp_list_tags/%d" % i] = ("markdown_list", wp_list_simple, N_WPLIST)
L["wp/wp_list_categories/2"] = ("unstructured", wp_list_simple, "count line and a single bulleted record")
L["wp/wp_list_tags/2"] = ("unstructured", wp_list_simple, "count line and a single bulleted record")
L["wp/wp_list_pages/2"] = ("unstructured", wp_list_simple, "count line and a single bulleted record")
L["wp/wp_search_site/1"] = ("unstructured", wp_list_simple, "count line and a single bulleted result")
L["wp/wp_search_site/2"] = ("unstructured", wp_list_simple, "count line and a single bulleted result")
for i in (1, 2, 3):
    L["wp/wp_list_posts/%d" % i] = ("markdown_list", wp_list_posts,
                                    "emoji summary lines (**Key**: value), then bulleted post records with indented emoji 'Key: value' lines")
L["wp/wp_list_posts/3"] = ("key_value", wp_list_posts, "summary **Key**: value lines and a single post record with indented 'Key: value' lines")

# vetpg
for tool, n in (("alterTable", 2), ("createFunction", 2), ("createIndex", 2), ("createTable", 2), ("execute", 2),
                ("insert", 2), ("update", 2), ("delete", 1), ("query", 7)):
    for i in range(1, n + 1):
        L["vetpg/%s/%d" % (tool, i)] = ("json_in_text", jleaves, N_PG)
L["vetpg/delete/2"] = ("json_in_text", [], "an empty JSON array: no row deleted")
L["vetpg/createTrigger/1"] = ("json_in_text", jleaves, N_PG)

# Tools whose only output would stay in the set are left out (the second
# createTrigger call, on a missing function, was a JSON-RPC error).
DROP = {"vetpg/createTrigger/1"}


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
            if r["id"] in DROP:
                continue
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
