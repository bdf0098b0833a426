#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout13a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(tables, JSON, console and network listings, page snapshots) the values
of those fields are transcribed by the small helpers below and were
checked by reading. Every id must have a label."""
import json
import os
import re
import sys

U = "http://127.0.0.1:18413"


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


def json_after_header(t):
    """The JSON of 'Execution result:' / fenced answers."""
    m = re.search(r"```json\n(.*?)\n```", t, re.S)
    if m:
        return json.loads(m.group(1))
    body = t.split("Execution result:\n", 1)[1].split("\n\nConsole output:")[0]
    return json.loads(body)


def console_lines(t):
    """Console lines after 'Console output:' without their [level]."""
    tail = t.split("Console output:\n", 1)[1] if "Console output:\n" in t else ""
    return [re.sub(r"^\[\w+\] ", "", x) for x in tail.splitlines() if x.strip()]


def md_table_cells(t):
    cells = []
    rows = [x for x in t.splitlines() if x.startswith("|")]
    for row in rows[2:]:
        cells += [c.strip() for c in row.strip().strip("|").split("|")]
    return cells


def tab_cells(t):
    cells = []
    rows = [x for x in t.splitlines() if "\t" in x]
    for row in rows[1:]:
        cells += row.split("\t")
    return cells


def csv_cells(t):
    cells = []
    for row in t.strip().splitlines()[1:]:
        cells += row.split(",")
    return cells


def snapshot_values(t):
    """Each snapshot node: uid, role, accessible name, attribute values."""
    out = []
    for line in t.splitlines():
        m = re.match(r'\s*uid=(\S+)(.*)$', line)
        if not m:
            continue
        out.append(m.group(1))
        rest = m.group(2).strip()
        rm = re.match(r'([a-zA-Z]+)\b(.*)$', rest)
        if rm and not rest.startswith('"'):
            out.append(rm.group(1))
            rest = rm.group(2).strip()
        nm = re.match(r'"(.*?)"(.*)$', rest)
        if nm:
            if nm.group(1).strip() not in ("", "|"):
                out.append(nm.group(1).strip())
            rest = nm.group(2)
        for k, v in re.findall(r'(\w+)="(.*?)"', rest):
            out.append(v)
    return out


def console_list(t):
    """msgid, level and text of each 'msgid=N [level] text (...)' line."""
    out = []
    for n, lvl, msg in re.findall(r"^msgid=(\d+) \[(\w+)\] (.*)$", t, re.M):
        m = re.match(r"(.*) \((\d+) args\)$", msg) or re.match(r"(.*) \(count: (\d+)\)$", msg)
        out += [n, lvl, m.group(1)] if m else [n, lvl, msg]
        if m and "count" in msg:
            out.append(m.group(2))
    return out


def network_list(t):
    out = []
    for n, meth, url, st in re.findall(r"^reqid=(\d+) (\w+) (\S+) \[(\d+)\]$", t, re.M):
        out += [n, meth, url, st]
    return out


def request_detail(t):
    """URL, status and header values of a get_network_request answer (not the HTML body)."""
    out = [re.search(r"^## Request (\S+)", t, re.M).group(1), re.search(r"^Status: (\d+)", t, re.M).group(1)]
    head = t.split("### Response Body")[0]
    for v in re.findall(r"^- [^:]+:(.*)$", head, re.M):
        out.append(v)
    return out


def pages(t):
    out = []
    for n, title, url in re.findall(r"^(\d+): (.*) \((\S+)\)(?: \[selected\])?$", t, re.M):
        out += [n, title, url]
    return out


def tabs(t):
    """Index, title (and URL) of the current tab and of each listed tab."""
    out = []
    for m in re.findall(r"\[(\d+)\] (?:Title: )?(.*?)(?: \(URL: (\S+)\))?$", t, re.M):
        out += [v for v in m if v]
    return out


def tab_lines(t):
    """The switched-to index, then index, title and URL of each '[i] title (url)' line."""
    out = [re.match(r"Switched to tab (\d+)", t).group(1)]
    for m in re.findall(r"^\[(\d+)\] (.*) \((\S+)\)$", t, re.M):
        out += list(m)
    return out


def columns(t):
    """Cells of a column-aligned CLI table (podman ps/images/...), cut at the header's column starts."""
    lines = [x for x in t.splitlines() if x.strip()]
    starts = [m.start() for m in re.finditer(r"(?:^|(?<=  ))\S", lines[0])]
    out = []
    for row in lines[1:]:
        for i, a in enumerate(starts):
            b = starts[i + 1] if i + 1 < len(starts) else None
            cell = row[a:b].strip()
            if cell:
                out.append(cell)
    return out


def inspect(t):
    """The fields of a container a person reads in 'podman inspect'."""
    d = json.loads(t)[0]
    c = d["Config"]
    out = [d["Id"], d["Created"], d["Path"]] + d["Args"] + [d["State"]["Status"], json.dumps(d["State"]["Running"]),
           d["Image"], d["ImageName"], d["Name"], d["OCIRuntime"], d["Driver"]]
    out += c.get("Env") or []
    out += list((c.get("Labels") or {}).values())
    for port, binds in (d["HostConfig"].get("PortBindings") or {}).items():
        out += [port] + [b["HostPort"] for b in binds]
    for m in d.get("Mounts") or []:
        out += [m["Name"], m["Destination"]]
    out += list((d["NetworkSettings"].get("Networks") or {}).keys())
    return out


def build(t):
    """Tags and final image id of a 'podman build' log."""
    tags = re.findall(r"^Successfully tagged (\S+)$", t, re.M)
    return tags + [t.strip().splitlines()[-1]]


def lighthouse(t):
    d = json.loads(t)
    out = [d["url"]]
    for k in ("fetchTime", "version", "userAgent", "performanceScore"):
        if k in d:
            out.append(leaves(d[k])[0])
    for s in d.get("scores", {}).values():
        out += [s["title"], json.dumps(s["score"])]
    for m in d.get("metrics", {}).values():
        out += leaves(m)
    return out


INDEX_LIST = ["Repair evening", "/events.html#repair", "Tuesday 18:00, bring one broken item",
              "Sharpening clinic", "/events.html#sharpen", "Thursday 19:30, chisels and planes",
              "New: cordless track saw", "/products.html", "members only"]
HOURS = ["Monday–Friday", "10:00–20:00", "Saturday", "09:00–17:00", "Sunday", "closed"]
TEAM = ["Ines Okafor", "coordinator", "ines@harbortools.example", "Mondays and Wednesdays",
        "Tomasz Berg", "workshop safety lead", "tomasz@harbortools.example", "Saturdays",
        "Ruth Alvarez", "treasurer", "ruth@harbortools.example", "by appointment",
        "Kenji Mori", "repair evening host", "kenji@harbortools.example", "Tuesdays"]
BOARD = ["Ines Okafor (chair, since 2019)", "Ruth Alvarez (since 2021)", "Samir Haddad (since 2023)"]
EVENTS = ["Repair evening", "Tuesday 18:00–21:00", "free for members", "€5 for guests",
          "Sharpening clinic", "Thursday 19:30–21:00", "€12", "max 8 people"]
ARTICLE = ["Fixing the ferry bench", "Kenji Mori", "3 November 2026", "4 min read"]

N_HTML = "HTML source returned as is: an opaque dump, no values"
N_STATUS = "one-line confirmation; the value is what it names"
N_MDLIST = "page as markdown; the main payload is the list of records (link text, URL, detail)"

# id -> (pattern, values or a function of the text, note)
L = {
    # fetchts
    "fetchts/get_markdown/1": ("markdown_table", md_table_cells, "page as markdown behind a title line and a nav link"),
    "fetchts/get_markdown/2": ("markdown_list", INDEX_LIST + HOURS + ["desk@harbortools.example"],
                               N_MDLIST + "; the opening hours (bold day: hours) and the footer email are values too"),
    "fetchts/get_markdown/3": ("markdown_list", TEAM + BOARD, "people list (bold name, role, email link, days); board items are one-field lines"),
    "fetchts/get_markdown/4": ("markdown_table", md_table_cells, "status table behind a title and heading"),
    "fetchts/get_markdown/5": ("unstructured", EVENTS, "headings with one detail line each, fields separated by middle dots; form labels are not values"),
    "fetchts/get_markdown/6": ("unstructured", ARTICLE, "article prose; title and byline fields are the values"),
    "fetchts/get_markdown_summary/1": ("unstructured", ARTICLE, "article prose; title and byline fields are the values"),
    "fetchts/get_markdown_summary/2": ("markdown_list", INDEX_LIST + HOURS, N_MDLIST + "; opening hours values too"),
    "fetchts/get_markdown_summary/3": ("markdown_list", TEAM + BOARD, "people list; board items are one-field lines"),
    "fetchts/get_markdown_summary/4": ("markdown_table", md_table_cells, "table behind a title and a sentence"),
    "fetchts/get_raw_text/1": ("json_in_text", lambda t: leaves(json.loads(t)),
                               "the server put the parsed JSON object itself in the text field (not a string)"),
    "fetchts/get_raw_text/2": ("unstructured", csv_cells, "CSV file read back; the data cells are values (not the header)"),
    "fetchts/get_raw_text/3": ("unstructured", ["7", "2026-02-01", "safety@harbortools.example"],
                               "plain-text rules file; revision, date and contact are the data, the rules are sentences"),
    "fetchts/get_raw_text/4": ("key_value", ["2.0", "-//Harbor Tools//Events//EN", "ev-301@harbortools.example",
                                             "20261201T180000", "20261201T210000", "Repair evening", "Pier 9 Unit 4"],
                               "iCalendar file: KEY:VALUE lines; BEGIN/END markers are structure, not values"),
    "fetchts/get_rendered_html/1": ("unstructured", [], N_HTML),
    "fetchts/get_rendered_html/2": ("unstructured", [], N_HTML),
    "fetchts/get_rendered_html/3": ("unstructured", [], N_HTML),
    # aibrowser
    "aibrowser/browser_evaluate/1": ("unstructured", ["3"], "header line and a bare number"),
    "aibrowser/browser_evaluate/2": ("json_in_text", lambda t: leaves(json_after_header(t)), "JSON array behind a header line"),
    "aibrowser/browser_evaluate/3": ("json_in_text", lambda t: leaves(json_after_header(t)), "JSON object behind a header line"),
    "aibrowser/browser_evaluate/4": ("unstructured", ["Booking system", "operational", "Door access", "degraded", "Payment terminal", "operational"],
                                     "a JSON string holding 'service: state' lines joined by \\n; service names are data"),
    "aibrowser/browser_get_clickable_elements/1": ("error", [], "failure message without isError"),
    "aibrowser/browser_get_clickable_elements/2": ("error", [], "failure message without isError"),
    "aibrowser/browser_get_clickable_elements/3": ("unstructured", ["0", "label", "1", "text", "name", "2", "label", "3", "email", "email", "4", "label"],
                                                   "element lines: index, kind, id"),
    "aibrowser/browser_get_clickable_elements/4": ("error", [], "failure message without isError"),
    "aibrowser/browser_get_markdown/1": ("markdown_list", INDEX_LIST + HOURS, N_MDLIST + "; opening hours as bare lines, values too"),
    "aibrowser/browser_get_markdown/2": ("markdown_table", md_table_cells, "table behind a title and a sentence"),
    "aibrowser/browser_get_markdown/3": ("unstructured", EVENTS, "headings with one detail line each"),
    "aibrowser/browser_get_markdown/4": ("markdown_list", TEAM + BOARD, "people list; board items are one-field lines"),
    "aibrowser/browser_get_text/1": ("unstructured", INDEX_LIST[0:1] + INDEX_LIST[2:4] + INDEX_LIST[5:7] + INDEX_LIST[8:] + HOURS + ["desk@harbortools.example"],
                                     "page text: 'name — detail' lines, day/hours lines, footer email"),
    "aibrowser/browser_get_text/2": ("unstructured", tab_cells, "page text with the table as tab-separated lines; cells are values"),
    "aibrowser/browser_get_text/3": ("unstructured", EVENTS, "page text; form labels are not values"),
    "aibrowser/browser_get_text/4": ("unstructured", TEAM + BOARD, "page text: 'name — role, email, days' lines and board lines"),
    "aibrowser/browser_click/1": ("error", [], "dropped: the tool's only output"),
    "aibrowser/browser_form_input_fill/1": ("unstructured", ["#name", "Lea Fontaine"], N_STATUS),
    "aibrowser/browser_form_input_fill/2": ("unstructured", ["#email", "lea@example.org"], N_STATUS),
    "aibrowser/browser_select/1": ("unstructured", ["#event", "sharpen"], N_STATUS),
    "aibrowser/browser_new_tab/1": ("unstructured", [U + "/status.html"], N_STATUS),
    "aibrowser/browser_new_tab/2": ("unstructured", [U + "/team.html"], N_STATUS),
    "aibrowser/browser_new_tab/3": ("unstructured", [U + "/products.html"], N_STATUS),
    "aibrowser/browser_select/2": ("unstructured", ["#event", "repair"], N_STATUS),
    "aibrowser/browser_select/3": ("error", [], ""),
    "aibrowser/browser_switch_tab/1": ("unstructured", tab_lines, "status line, then '[i] title (url)' lines: index, title, URL"),
    "aibrowser/browser_switch_tab/2": ("error", [], "error message without isError"),
    "cdt/navigate_page/2": ("unstructured", lambda t: [U + "/team.html"] + pages(t), "status line and one 'N: title (url)' page line"),
    "cdt/navigate_page/3": ("unstructured", lambda t: [U + "/products.html"] + pages(t), "status line and one 'N: title (url)' page line"),
    "cdt/select_page/2": ("error", [], ""),
    "cdt/wait_for/1": ("unstructured", snapshot_values, "status line and a page snapshot: uid, role, name, attribute values"),
    "cdt/wait_for/2": ("error", [], ""),
    # cdt
    "cdt/emulate/1": ("unstructured", ["dark"], "status line and one 'Emulating X: value' line"),
    "cdt/emulate/2": ("error", [], ""),
    "cdt/emulate/3": ("unstructured", ["2x slowdown"], "status line and one 'Emulating X: value' line"),
    "cdt/emulate/4": ("key_value", ["light", "reduce"], "status line and two 'Emulating X: value' lines"),
    "cdt/evaluate_script/1": ("unstructured", ["Harbor Tools Co-op"], "a fenced JSON string scalar behind a header"),
    "cdt/evaluate_script/3": ("error", [], ""),
    "cdt/evaluate_script/7": ("unstructured", ["Ines Okafor — coordinator, ines@harbortools.example, Mondays and Wednesdays"],
                              "a fenced JSON string scalar behind a header; the returned text is one value"),
    "cdt/list_console_messages/1": ("unstructured", [], "no messages"),
    "cdt/list_network_requests/1": ("unstructured", [], "no requests"),
    "cdt/navigate_page/1": ("key_value", [U + "/status.html", "light", "reduce", "1", "Service status", U + "/status.html"],
                            "status line, 'Emulating X: value' lines, a pages section"),
    "cdt/get_console_message/1": ("key_value", ["1", "log> events page loaded", "events page loaded", "events.html:4:9"],
                                  "ID/Message pairs, argument and stack sections; the fixed note is not a value"),
    "cdt/get_console_message/2": ("key_value", ["3", "issue> An element doesn’t have an autocomplete attribute", "3", "id", "4", "id"],
                                  "ID/Message pairs; the issue explanation is prose; affected node ids and attributes are values"),
    # puppeteer
    "puppeteer/puppeteer_click/1": ("unstructured", ["#reserve"], N_STATUS),
    "puppeteer/puppeteer_click/2": ("error", [], ""),
    "puppeteer/puppeteer_evaluate/2": ("unstructured", ["Reserved HT-104 for Saturday"], "header, a JSON string scalar, empty console section"),
    "puppeteer/puppeteer_evaluate/4": ("unstructured", ["Signed up: Samir Haddad for repair"], "header, a JSON string scalar, empty console section"),
    "puppeteer/puppeteer_evaluate/5": ("error", [], ""),
    "puppeteer/puppeteer_evaluate/7": ("unstructured", ["4", "board size 3", "no photos yet"], "a bare number and console lines"),
    "puppeteer/puppeteer_fill/1": ("unstructured", ["#name", "Samir Haddad"], N_STATUS),
    "puppeteer/puppeteer_fill/2": ("error", [], ""),
    "puppeteer/puppeteer_select/1": ("unstructured", ["#event", "sharpen"], N_STATUS),
    "puppeteer/puppeteer_select/2": ("unstructured", ["#event", "lathe"], N_STATUS),
    "puppeteer/puppeteer_hover/1": ("unstructured", ["nav a:nth-child(2)"], N_STATUS),
    "puppeteer/puppeteer_hover/2": ("unstructured", [".people li:first-child a"], N_STATUS),
    "puppeteer/puppeteer_hover/3": ("error", [], ""),
}
for n, page in enumerate(["index", "products", "events", "team"], 1):
    L["aibrowser/browser_navigate/%d" % n] = ("unstructured", ["%s/%s.html" % (U, page)], N_STATUS + " (run together with a second message)")
    L["puppeteer/puppeteer_navigate/%d" % n] = ("unstructured", ["%s/%s.html" % (U, page)], N_STATUS)
    L["aibrowser/browser_read_links/%d" % n] = ("structured", lambda t: leaves(json.loads(t)), "structuredContent; text is a JSON array of links")
    L["aibrowser/browser_tab_list/%d" % n] = ("structured", tabs, "structuredContent; current tab and 'index, title, URL' of each tab")
for i in (2, 4, 5, 6, 8):
    L["cdt/evaluate_script/%d" % i] = ("json_in_text", lambda t: leaves(json_after_header(t)), "fenced JSON behind a header line")
for i in (2, 3, 4, 5):
    L["cdt/list_console_messages/%d" % i] = ("unstructured", console_list, "heading, count line, 'msgid=N [level] text' lines: id, level, text")
    L["cdt/list_network_requests/%d" % i] = ("unstructured", network_list, "heading, count line, 'reqid=N METHOD url [status]' lines")
for i in (1, 2, 3, 4):
    L["cdt/list_pages/%d" % i] = ("unstructured", pages, "heading and one 'N: title (url)' line")
    L["cdt/take_snapshot/%d" % i] = ("unstructured", snapshot_values, "accessibility tree lines: uid, role, name, attribute values")
for k in ("cdt/new_page/1", "cdt/new_page/2", "cdt/new_page/3", "cdt/select_page/1"):
    L[k] = ("key_value", pages, "heading and 'N: title (url)' lines, one per page; the page numbers are keys")
L["aibrowser/browser_navigate/5"] = ("unstructured", [U + "/events.html"], N_STATUS + " (run together with a second message)")
for i in (1, 2, 4):
    L["podman/container_inspect/%d" % i] = ("json_in_text", inspect,
        "podman inspect JSON: ids, dates, command, state, image, name, runtime, env, labels, ports, mounts, networks (not every leaf)")
for k in ("podman/container_inspect/3", "podman/container_logs/2", "podman/container_remove/2", "podman/image_build/2", "podman/image_remove/1"):
    L[k] = ("error", [], "CLI exit status")
for i in (1, 2):
    for tool in ("container_list", "image_list", "network_list", "volume_list"):
        L["podman/%s/%d" % (tool, i)] = ("unstructured", columns, "column-aligned CLI table (not markdown); every cell is a value")
for i in (1, 3):
    L["podman/container_logs/%d" % i] = ("unstructured", [], "empty text: the container never ran")
    L["podman/image_build/%d" % i] = ("unstructured", build, "build log; the tags and the final image id are the values")
L["podman/container_remove/1"] = ("unstructured", ["coop-worker"], "the removed container's name alone")
L["podman/image_remove/2"] = ("key_value", ["localhost/coop-notes:2.1", "a1b65d4cf1d9e3d26c21d3d70b95c1774774e7401016aad53ed957ee3429307e"],
                              "Untagged/Deleted pairs")
# Tools whose only output would stay in the set are left out.
DROP = {"aibrowser/browser_click/1"}
for i in (1, 2):
    L["cdt/get_network_request/%d" % i] = ("key_value", request_detail, "Status pair and '- name:value' header bullets; the HTML body is an opaque dump")
for i in (1, 3, 6):
    L["puppeteer/puppeteer_evaluate/%d" % i] = ("json_in_text", lambda t: leaves(json_after_header(t)) + console_lines(t),
                                                "JSON behind 'Execution result:' before a console section; console lines are values")
for i in (1, 2, 3, 4):
    for tool in ("run_audit", "get_performance_score"):
        L["lighthouse/%s/%d" % (tool, i)] = ("json_in_text", lighthouse,
                                             "every scalar but the category description sentences")


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
