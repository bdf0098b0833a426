#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout19b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(markdown tables, key-value bullets, JSON answers) the values of those
fields are transcribed by the small helpers below and were checked by
reading. Every id must have a label."""
import json
import os
import re
import sys

U = "http://127.0.0.1:18595"
NULL = "—"  # the metabase server's mark for an empty field: not a value


def text_of(r):
    parts = []
    for c in r["result"].get("content", []):
        if c.get("type") == "text":
            t = c["text"]
            parts.append(t if isinstance(t, str) else json.dumps(t))
    return "\n".join(parts)


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
        out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def jleaves(skip=()):
    return lambda t: leaves(json.loads(t), skip)


# ---------------------------------------------------------------- markdown helpers (metabase)
def md_cells(t):
    """Data cells of every GFM table (not header or separator rows), without the empty mark."""
    out = []
    lines = t.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("|"):
            continue
        if re.match(r"^\|( ---? \|)+$", line.strip()) or re.match(r"^\|(\s*-+\s*\|)+$", line.strip()):
            continue
        if i + 1 < len(lines) and re.match(r"^\|(\s*-+\s*\|)+$", lines[i + 1].strip()):
            continue  # header row
        out += [c.strip() for c in line.strip().strip("|").split("|") if c.strip() and c.strip() != NULL]
    return out


def kv_bullets(t):
    out = []
    for v in re.findall(r"^- \*\*[^*]+:\*\* ?(.*)$", t, re.M):
        v = v.strip()
        if v and v != NULL:
            out.append(v)
    return out


def query_of(t):
    m = re.search(r"^\*\*Query:\*\* `(.*)`$", t, re.M)
    return [m.group(1)] if m else []


def row_count(t):
    m = re.search(r"^_(\d+) rows?_$", t, re.M)
    return [m.group(1)] if m else []


def mb_table(t):
    return query_of(t) + md_cells(t) + row_count(t)


def mb_mixed(t):
    return kv_bullets(t) + md_cells(t)


def csv_cells(t):
    out = []
    for row in t.strip().splitlines()[1:]:
        out += [c.strip('"') for c in re.findall(r'"[^"]*"|[^,]+', row)]
    return out


# ---------------------------------------------------------------- n8n helpers
def wf_summary(w):
    """A workflow in a list: id, name, state, dates, tag names, node names."""
    return ([w["id"], w["name"], json.dumps(w["active"]), w["createdAt"], w["updatedAt"]]
            + [t["name"] for t in w.get("tags", [])] + [n["name"] for n in w.get("nodes", [])])


def wf_detail(w):
    """One workflow: its fields, tag ids and names, each node's id, name, type, version and parameter values, settings."""
    out = [w["id"], w["name"], json.dumps(w["active"]), w["createdAt"], w["updatedAt"]]
    if "isArchived" in w:
        out.append(json.dumps(w["isArchived"]))
    for t in w.get("tags", []):
        out += [t["id"], t["name"]]
    for n in w.get("nodes", []):
        out += [x for x in (n.get("id"), n["name"], n["type"], json.dumps(n["typeVersion"])) if x]
        out += leaves(n.get("parameters", {}))
    out += leaves(w.get("settings", {}))
    for k in ("versionId", "triggerCount"):
        if k in w:
            out.append(w[k] if isinstance(w[k], str) else json.dumps(w[k]))
    return out


def n8n_wf_list(t):
    d = json.loads(t)
    return [v for w in d["data"] for v in wf_summary(w)]


def n8n_wf(t):
    return wf_detail(json.loads(t))


def n8n_exec(t):
    d = json.loads(t)
    out = leaves({k: v for k, v in d.items() if k != "data"})
    rd = d.get("data", {}).get("resultData", {})
    for node, runs in rd.get("runData", {}).items():
        out.append(node)
        out += leaves(runs)
    if "lastNodeExecuted" in rd:
        out.append(rd["lastNodeExecuted"])
    return out


def n8n_schema(t):
    d = json.loads(t)
    out = []
    for name, p in d.get("properties", {}).items():
        out += [name, p["type"]] + p.get("enum", [])
    out += d.get("required", [])
    if "additionalProperties" in d:
        out.append(json.dumps(d["additionalProperties"]))
    return out


# ---------------------------------------------------------------- polyglot helpers
def translation(t):
    """The translation and the footer's languages, model, chunk count and time."""
    body, foot = t.split("\n---\n", 1)
    m = re.match(r"(.+?) → (.+?) \| (\S+) \| (\d+) chunk\(s\) \| (\S+)$", foot.strip())
    return [body.strip()] + list(m.groups())


def md_stats(t):
    m = re.search(r"^(\d+) segments \| (\d+) translated \| (\d+) cached \| (\d+) fuzzy \| (\d+) Ollama call\(s\) \| (\S+)$", t, re.M)
    return list(m.groups())


def all_stats(t):
    files = re.findall(r"^--- (README\.\S+\.md) ---$", t, re.M)
    m = re.search(r"^(\d+) succeeded \| (\d+) failed \| (\S+) total$", t, re.M)
    return files + list(m.groups())


def languages(t):
    """The count, then code and name of the first 29 languages (the set's cap of about 60 values)."""
    out = [re.search(r"\((\d+)\)", t).group(1)]
    for code, name in re.findall(r"^(\S+)\s{2,}(.+)$", t, re.M)[:29]:
        out += [code, name]
    return out


def models(t):
    out = []
    for name, size in re.findall(r"^  (\S+) \((.+)\)$", t, re.M):
        out += [name, size]
    return out


# ---------------------------------------------------------------- selenium helpers
def session(t):
    return [re.search(r"(chrome_\d+)", t).group(1)]


def quoted(t):
    return [re.search(r'"(.*?)"', t).group(1)]


def last_word(t):
    return [t.strip().split()[-1]]


N_STATUS = "one-line confirmation; the value is what it names"
N_NOVAL = "one-line status message without data"
N_JSON = "pretty-printed JSON; every scalar leaf"
N_MBTAB = "markdown table behind a '## ' title; cells (the '—' empty mark is no value)"
N_MBKV = "'- **Key:** value' bullets behind a '## ' title; the '—' empty mark is no value"
NEWS = ["Seed swap", "Saturday 6 December, 10:00–13:00, greenhouse", "Compost delivery", "12 m³ arrives Tuesday; bring a barrow",
        "Water off", "mains closed from 1 December until March"]
PLOTS = ["A1", "Gareth Owen", "125 m²", "2019", "cultivated", "A2", "Mei Lin Tan", "62 m²", "2023", "cultivated",
         "B4", "125 m²", "vacant", "C7", "Olu Adeyemi", "250 m²", "2015", "warning: uncultivated"]

# id -> (pattern, values or a function of the text, note)
L = {
    # ---------------------------------------------------------------- nao-metabase
    "nao-metabase/metabase-list-questions/1": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-list-questions/2": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-get-question/1": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-get-question/2": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-get-question/3": ("error", [], "HTTP status error text"),
    "nao-metabase/metabase-execute-question/1": ("markdown_table", mb_table, N_MBTAB + "; the '_N rows_' footer count is a value"),
    "nao-metabase/metabase-execute-question/2": ("markdown_table", mb_table, N_MBTAB + "; the '_N rows_' footer count is a value"),
    "nao-metabase/metabase-execute-question/3": ("markdown_table", mb_table, "one-cell table (a count) and the row-count footer"),
    "nao-metabase/metabase-execute-question/4": ("markdown_table", mb_table, N_MBTAB + "; the '_N rows_' footer count is a value"),
    "nao-metabase/metabase-create-question/1": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-create-question/2": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-update-question/1": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-update-question/2": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-execute-native-query/1": ("markdown_table", mb_table, "title, the query (a '**Query:**' field), table cells, row-count footer"),
    "nao-metabase/metabase-execute-native-query/2": ("markdown_table", mb_table, "title, the query (a '**Query:**' field), table cells, row-count footer"),
    "nao-metabase/metabase-execute-native-query/3": ("markdown_table", mb_table, "title, the query (a '**Query:**' field), table cells, row-count footer"),
    "nao-metabase/metabase-execute-native-query/4": ("unstructured", query_of, "title, the query field and 'No results returned.': the query is the only value"),
    "nao-metabase/metabase-export-query-results/1": ("unstructured", csv_cells, "raw CSV export; the data cells are values (not the header)"),
    "nao-metabase/metabase-export-query-results/2": ("markdown_table", mb_table, "title, the query field and the table (no row-count footer)"),
    "nao-metabase/metabase-export-query-results/3": ("unstructured", csv_cells, "raw CSV export; the data cells are values (quoted cells without their quotes)"),
    "nao-metabase/metabase-list-dashboards/1": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-list-dashboards/2": ("markdown_table", md_cells, N_MBTAB + " (one row)"),
    "nao-metabase/metabase-get-dashboard/1": ("key_value", mb_mixed, "borderline: the dashboard's '- **Key:** value' bullets (most bytes) then a dashcards table with more cells; all values of both"),
    "nao-metabase/metabase-get-dashboard/2": ("key_value", mb_mixed, "borderline: the dashboard's '- **Key:** value' bullets (most bytes) then a dashcards table; all values of both"),
    "nao-metabase/metabase-create-dashboard/1": ("key_value", kv_bullets, N_MBKV + "; the empty Dashcards field has no value"),
    "nao-metabase/metabase-create-dashboard/2": ("key_value", kv_bullets, N_MBKV + "; the empty Dashcards field has no value"),
    "nao-metabase/metabase-list-databases/1": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-list-databases/2": ("markdown_table", md_cells, N_MBTAB + " (the server drops the nested tables)"),
    "nao-metabase/metabase-get-database-metadata/1": ("markdown_table", mb_mixed, "a few '- **Key:** value' bullets, then the tables table carrying most of the data; all values of both"),
    "nao-metabase/metabase-get-database-metadata/2": ("markdown_table", mb_mixed, "a few '- **Key:** value' bullets, then the tables table carrying most of the data; all values of both"),
    "nao-metabase/metabase-get-database-schemas/1": ("markdown_table", md_cells,
                                                    "the server spreads each schema name over one column per character; the cells as printed are the values"),
    "nao-metabase/metabase-get-database-schemas/2": ("markdown_table", md_cells,
                                                    "the server spreads the schema name over one column per character; the cells as printed are the values"),
    "nao-metabase/metabase-get-table-metadata/1": ("markdown_table", mb_mixed, "a few '- **Key:** value' bullets, then the fields table carrying most of the data; all values of both"),
    "nao-metabase/metabase-get-table-metadata/2": ("markdown_table", mb_mixed, "a few '- **Key:** value' bullets, then the fields table carrying most of the data; all values of both"),
    "nao-metabase/metabase-get-table-metadata/3": ("markdown_table", mb_mixed, "a few '- **Key:** value' bullets, then the fields table carrying most of the data; all values of both"),
    "nao-metabase/metabase-update-table-metadata/1": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-update-table-metadata/2": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-update-field-metadata/1": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-update-field-metadata/2": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-list-collections/1": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-list-collections/2": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-get-collection-items/1": ("markdown_table", md_cells, "one table per item kind under '### ' headings; cells"),
    "nao-metabase/metabase-get-collection-items/2": ("markdown_table", md_cells, "one table per item kind under '### ' headings; cells"),
    "nao-metabase/metabase-search-metabase/1": ("markdown_table", md_cells, "one table per item kind under '### ' headings; cells"),
    "nao-metabase/metabase-search-metabase/2": ("markdown_table", md_cells, "one table per item kind under '### ' headings; cells"),
    "nao-metabase/metabase-search-metabase/3": ("markdown_table", md_cells, "one table per item kind under '### ' headings; cells"),
    "nao-metabase/metabase-get-recent-activity/1": ("markdown_table", md_cells, "tables per model kind whose only filled column is the activity id"),
    "nao-metabase/metabase-get-recent-activity/2": ("markdown_table", md_cells, "tables per model kind whose only filled column is the activity id"),
    "nao-metabase/metabase-get-recent-views/1": ("markdown_table", md_cells, "tables per model kind; names (and a display) are the filled cells"),
    "nao-metabase/metabase-get-recent-views/2": ("markdown_table", md_cells, "tables per model kind; names (and a display) are the filled cells"),
    "nao-metabase/metabase-get-current-user/1": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-get-current-user/2": ("key_value", kv_bullets, N_MBKV),
    "nao-metabase/metabase-list-users/1": ("markdown_table", md_cells, N_MBTAB),
    "nao-metabase/metabase-list-users/2": ("markdown_table", md_cells, N_MBTAB),
    # ---------------------------------------------------------------- ivoapi
    "ivoapi/lst-plants/1": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/lst-plants/2": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/lst-plants/3": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/get-plant/1": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/get-plant/2": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/get-plant/3": ("error", [], "isError: HTTP 404 with the API's JSON error body"),
    "ivoapi/upd-plant/1": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/upd-plant/2": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/get-care-sheet/1": ("unstructured", ["Japanese maple 'Bloodgood'", "PL-0101"],
                                "a JSON string scalar holding a plain-text care sheet; the plant name and SKU of its title line are the values, the advice is prose"),
    "ivoapi/get-care-sheet/2": ("unstructured", ["Olive tree", "PL-0152"],
                                "a JSON string scalar holding a plain-text care sheet; the plant name and SKU of its title line are the values, the advice is prose"),
    "ivoapi/get-care-sheet/3": ("error", [], "isError: HTTP 404"),
    "ivoapi/lst-orders/1": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/lst-orders/2": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/lst-orders/3": ("json_in_text", [], "an empty JSON array: no values"),
    "ivoapi/crt-order/1": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/crt-order/2": ("error", [], "isError: HTTP 422"),
    "ivoapi/get-order/1": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/get-order/2": ("json_in_text", jleaves(), N_JSON),
    "ivoapi/get-order/3": ("error", [], "isError: HTTP 404"),
    "ivoapi/get-stock-report/1": ("unstructured", lambda t: csv_cells(json.loads(t)),
                                  "a JSON string scalar holding CSV (rows split by literal \\n); the data cells are values, not the header"),
    "ivoapi/get-stock-report/2": ("unstructured", lambda t: csv_cells(json.loads(t)),
                                  "a JSON string scalar holding CSV (rows split by literal \\n); the data cells are values, not the header"),
    # ---------------------------------------------------------------- polyglot
    "polyglot/translate/8": ("error", [], "isError: unsupported language message"),
    "polyglot/list_languages/1": ("unstructured", languages, "count line, then 'code  name' lines aligned in columns; count and the first 29 code/name pairs (about 60 values)"),
    "polyglot/list_languages/2": ("unstructured", languages, "count line, then 'code  name' lines aligned in columns; count and the first 29 code/name pairs (about 60 values)"),
    "polyglot/translate_markdown/1": ("unstructured", md_stats,
                                      "a translated markdown document, then a '|'-separated statistics footer; the counts and time are the values, the document is prose"),
    "polyglot/translate_markdown/2": ("unstructured", md_stats,
                                      "a translated markdown document, then a '|'-separated statistics footer; the counts and time are the values, the document is prose"),
    "polyglot/translate_markdown/3": ("error", [], "isError: model not found"),
    "polyglot/translate_all/1": ("unstructured", all_stats,
                                 "one translated document per '--- README.xx.md ---' section, then a statistics footer; file names, counts and time are the values"),
    "polyglot/translate_all/2": ("unstructured", all_stats,
                                 "one translated document per '--- README.xx.md ---' section, then a statistics footer; file names, counts and time are the values"),
    "polyglot/check_status/1": ("unstructured", models, "a status line and indented 'model (size)' lines; model names and sizes"),
    "polyglot/check_status/2": ("unstructured", models, "a status line and indented 'model (size)' lines; model names and sizes"),
    # ---------------------------------------------------------------- selenium
    "selenium/get_element_text/1": ("unstructured", ["Linden Row Community Garden"], "the element's text: one value"),
    "selenium/get_element_text/2": ("unstructured", NEWS, "three 'title — detail' lines; title and detail of each"),
    "selenium/get_element_text/3": ("unstructured", ["Priya Nandakumar", "plots@lindenrow.example", "0161 555 0142"],
                                    "a single 'Plot officer: name, email, phone' line; its three fields"),
    "selenium/get_element_text/4": ("unstructured", ["07:00–21:00", "08:00–17:00"], "one line of opening hours"),
    "selenium/get_element_text/5": ("error", [], "isError: element not found"),
    "selenium/get_element_text/6": ("unstructured", ["Wheelbarrow (2)", "Rotavator", "Hedge trimmer"], "one item per line"),
    "selenium/get_element_text/7": ("unstructured", ["Hedge trimmer"], "the element's text: one value"),
    "selenium/get_element_text/8": ("unstructured", PLOTS, "a table's text, rows as space-joined lines; the data cells are values (not the header, not the '—' marks)"),
    "selenium/get_element_text/9": ("unstructured", ["17"], "a bare number"),
    "selenium/get_element_text/10": ("unstructured", ["B4", "125 m²", "vacant"], "one table row's text; its cells (not the '—' marks)"),
    "selenium/get_element_text/11": ("unstructured", ["North gate", "Orchard", "Greenhouse", "Compost bays", "Tool shed"], "one line of names separated by middle dots"),
    "selenium/get_element_attribute/1": ("unstructured", [U + "/plots.html"], "a bare attribute value"),
    "selenium/get_element_attribute/2": ("unstructured", ["nav-shed"], "a bare attribute value"),
    "selenium/get_element_attribute/3": ("unstructured", ["en"], "a bare attribute value"),
    "selenium/get_element_attribute/4": ("unstructured", ["sat-6"], "a bare attribute value"),
    "selenium/get_element_attribute/5": ("unstructured", ["Rowan Blake"], "a bare attribute value"),
    "selenium/get_element_attribute/6": ("unstructured", ["borrowed by plot A2"], "a bare attribute value"),
    "selenium/get_element_attribute/7": ("unstructured", ["T-12"], "a bare attribute value"),
    "selenium/execute_script/1": ("unstructured", ["Linden Row Community Garden"], "the script's string result, bare"),
    "selenium/execute_script/2": ("json_in_text", jleaves(), "a JSON array of strings; each string is one value"),
    "selenium/execute_script/3": ("json_in_text", jleaves(), N_JSON),
    "selenium/execute_script/4": ("unstructured", ["Rowan Blake", "sat-6"], "the script's string result: a confirmation sentence naming the volunteer and the day"),
    "selenium/execute_script/5": ("unstructured", ["plot-c7.txt"], "the script's string result, bare"),
    "selenium/execute_script/6": ("error", [], "isError: unexpected alert open"),
    "selenium/execute_script/7": ("json_in_text", jleaves(), "a JSON array of 'id state' strings; each string is one value"),
    "selenium/execute_script/8": ("unstructured", ["C7", "warning: uncultivated"], "the script's string result: 'Plot C7: status'"),
    "selenium/execute_script/9": ("json_in_text", jleaves(), "a JSON array of rows (arrays of cell strings); every cell"),
    "selenium/window/1": ("json_in_text", jleaves(), "JSON object: current and all window handles"),
    "selenium/window/2": ("json_in_text", jleaves(), "JSON object: current and all window handles"),
    "selenium/window/3": ("unstructured", last_word, N_STATUS + " (a window handle)"),
    "selenium/window/4": ("unstructured", last_word, N_STATUS + " (a window handle)"),
    "selenium/frame/1": ("unstructured", [], N_NOVAL),
    "selenium/frame/2": ("unstructured", [], N_NOVAL),
    "selenium/alert/1": ("unstructured", ["Children must be accompanied. Closed-toe shoes required."], "the alert's text, bare: it is the field asked for"),
    "selenium/alert/2": ("unstructured", [], N_NOVAL),
    "selenium/alert/3": ("error", [], "isError: no alert present"),
    "selenium/alert/4": ("unstructured", ["B4"], N_STATUS),
    "selenium/add_cookie/1": ("unstructured", ["plot_pref"], N_STATUS),
    "selenium/add_cookie/2": ("unstructured", ["lang"], N_STATUS),
    "selenium/get_cookies/1": ("json_in_text", jleaves(), N_JSON),
    "selenium/get_cookies/2": ("json_in_text", jleaves(), N_JSON),
    "selenium/diagnostics/1": ("json_in_text", jleaves(), N_JSON),
    "selenium/diagnostics/2": ("unstructured", [], N_NOVAL),
    "selenium/diagnostics/3": ("json_in_text", jleaves(), N_JSON),
    "selenium/diagnostics/4": ("unstructured", [], N_NOVAL),
    "selenium/diagnostics/5": ("json_in_text", jleaves(), N_JSON),
    "selenium/diagnostics/6": ("unstructured", [], N_NOVAL),
    "selenium/send_keys/1": ("unstructured", ["rowan.blake@example.org"], N_STATUS),
    "selenium/send_keys/2": ("unstructured", ["Rowan Blake"], N_STATUS),
    "selenium/send_keys/3": ("unstructured", ["c7"], N_STATUS),
    "selenium/upload_file/1": ("unstructured", [], N_NOVAL),
    "selenium/upload_file/2": ("error", [], "isError: file not found"),
    "selenium/interact/1": ("unstructured", [], N_NOVAL),
    "selenium/interact/2": ("unstructured", [], N_NOVAL),
    "selenium/interact/3": ("unstructured", [], N_NOVAL),
    "selenium/interact/4": ("unstructured", [], N_NOVAL),
    "selenium/interact/5": ("error", [], "isError: element not found"),
    "selenium/close_session/1": ("unstructured", session, N_STATUS + " (the session id)"),
    "selenium/close_session/2": ("error", [], "isError: no session"),
    "selenium/press_key/1": ("unstructured", ["Enter"], "dropped: the tool's only output"),
    "selenium/delete_cookie/1": ("unstructured", ["lang"], "dropped: the tool's only output"),
}
# ---------------------------------------------------------------- antvchart: every answer is one chart or map URL
for tool, n in (("generate_line_chart", 2), ("generate_column_chart", 2), ("generate_pie_chart", 2), ("generate_bar_chart", 2),
                ("generate_histogram_chart", 2), ("generate_funnel_chart", 2), ("generate_word_cloud_chart", 2), ("generate_mind_map", 2),
                ("generate_pin_map", 2), ("generate_spreadsheet", 2), ("generate_liquid_chart", 2)):
    for i in range(1, n + 1):
        L["antvchart/%s/%d" % (tool, i)] = ("unstructured", lambda t: [t.strip()], "a bare URL of the rendered chart: one value")
# ---------------------------------------------------------------- n8nmgmt: JSON answers
for i in (1, 2, 3):
    L["n8nmgmt/n8n_list_workflows/%d" % i] = ("json_in_text", n8n_wf_list,
                                              "JSON list of whole workflows; the fields chosen per workflow: id, name, active, dates, tag names and node names")
for k in ("n8n_get_workflow/1", "n8n_get_workflow/2", "n8n_update_workflow/1", "n8n_update_workflow/2", "n8n_activate_workflow/1",
          "n8n_activate_workflow/2", "n8n_deactivate_workflow/1", "n8n_deactivate_workflow/2", "n8n_create_workflow/1", "n8n_create_workflow/2"):
    L["n8nmgmt/" + k] = ("json_in_text", n8n_wf,
                         "JSON workflow: its fields, tag ids and names, each node's id, name, type, version and parameter values, settings (not node positions or tag dates)")
for k in ("n8n_get_workflow/3", "n8n_get_credential_schema/3", "n8n_retry_execution/2", "n8n_update_credential/2"):
    L["n8nmgmt/" + k] = ("error", [], "isError: 'Error: n8n API Error (status): {json}'")
for k in ("n8n_execute_workflow/1", "n8n_execute_workflow/2", "n8n_get_workflow_tags/1", "n8n_get_workflow_tags/2",
          "n8n_update_workflow_tags/1", "n8n_update_workflow_tags/2", "n8n_list_executions/1", "n8n_list_executions/2",
          "n8n_retry_execution/1", "n8n_create_credential/1", "n8n_create_credential/2", "n8n_update_credential/1",
          "n8n_list_tags/1", "n8n_list_tags/2", "n8n_get_tag/1", "n8n_get_tag/2", "n8n_create_tag/1", "n8n_create_tag/2",
          "n8n_update_tag/1", "n8n_update_tag/2", "n8n_list_users/1", "n8n_list_users/2", "n8n_get_user/1", "n8n_get_user/2"):
    L["n8nmgmt/" + k] = ("json_in_text", jleaves(), N_JSON)
for i in (1, 2):
    L["n8nmgmt/n8n_get_execution/%d" % i] = ("json_in_text", n8n_exec, N_JSON + "; the node name keying the run data is a value too")
    L["n8nmgmt/n8n_get_credential_schema/%d" % i] = ("json_in_text", n8n_schema,
                                                     "a JSON schema: property names (keys, here data) with their types and enum values, the required names, additionalProperties")
# ---------------------------------------------------------------- polyglot translations
for i in range(1, 8):
    L["polyglot/translate/%d" % i] = ("unstructured", translation,
                                      "the translated sentence, then a '|'-separated footer; the translation is the answer's one datum, plus languages, model, chunk count and time")
# ---------------------------------------------------------------- selenium status lines
for i in range(1, 8):
    L["selenium/start_browser/%d" % i] = ("unstructured", session, N_STATUS + " (the session id)")
for i, page in enumerate(["index", "volunteer", "volunteer", "volunteer", "plots", "shed", "plots", "map"], 1):
    L["selenium/navigate/%d" % i] = ("unstructured", ["%s/%s.html" % (U, page)], N_STATUS)

# Tools whose only output would stay in the set are left out.
DROP = {"selenium/press_key/1", "selenium/delete_cookie/1"}


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
            t = text_of(r)
            for v in values:
                if str(v) not in t:
                    sys.exit("%s: value %r is not in the text" % (r["id"], v))
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
