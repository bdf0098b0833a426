#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout19a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(JSON bodies, structuredContent, draw.io XML, the Next.js tool index) the
values of those fields are transcribed by the small helpers below and were
checked by reading. Every id must have a label; tools called only once are
dropped (DROP)."""
import json
import os
import re
import sys

CAP = 60
NOTICE = "[opik-mcp server notice]"


def texts(r):
    return [c["text"] for c in r["result"].get("content", [])
            if c.get("type") == "text" and not c["text"].startswith(NOTICE)]


def leaves(v, deep=False):
    """Scalar leaves of a JSON value, numbers and booleans as JSON text.
    deep: a string that is itself a JSON object or array is expanded."""
    out = []
    if isinstance(v, dict):
        for x in v.values():
            out += leaves(x, deep)
    elif isinstance(v, list):
        for x in v:
            out += leaves(x, deep)
    elif v is None:
        pass
    elif isinstance(v, bool):
        out.append("true" if v else "false")
    elif isinstance(v, str):
        s = v.strip()
        if deep and s[:1] in "{[":
            try:
                return leaves(json.loads(s), deep)
            except ValueError:
                pass
        out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def json_part(r):
    """The JSON text of an output: the text item that parses as JSON."""
    for t in texts(r):
        s = t.strip()
        if s[:1] in "{[":
            return json.loads(s)
    raise ValueError("no JSON in " + r["id"])


def found_header(r):
    """Numbers of a 'Found N ... (page P of Q)' header line."""
    for t in texts(r):
        m = re.match(r"(?:Search found|Found) (\d+) [a-z ]+?(?: \((?:showing )?page (\d+) of (\d+)\))?$", t.strip())
        if m:
            return [g for g in m.groups() if g is not None]
    return []


def jl(r):
    return (found_header(r) + leaves(json_part(r), deep=True))[:CAP]


def sc(r):
    return leaves(r["result"]["structuredContent"])[:CAP]


def help_md(r):
    """get-opik-help: title, Available value, feature and limitation items."""
    t = texts(r)[0]
    out = [re.search(r"^# (.+)$", t, re.M).group(1), re.search(r"^Available: (.+)$", t, re.M).group(1)]
    out += re.findall(r"^- (.+)$", t, re.M)
    return out


def working_file(r):
    t = texts(r)[0]
    m = re.search(r"^(?:Working file|Diagram saved to): (\S+) \((\w+)\)$", t, re.M)
    out = [m.group(1), m.group(2)]
    u = re.search(r"^Live reload URL: (\S+)$", t, re.M)
    if u:
        out.append(u.group(1))
    return out


def page_list(t):
    """Count and the [i] id= name= cells= fields of a draw.io page list."""
    out = []
    m = re.search(r"Pages \((\d+)\):", t)
    if m:
        out.append(m.group(1))
    for i, pid, name, cells in re.findall(r'\[(\d+)\] id="?([^" ]+)"? name="([^"]*)" cells=(\d+)', t):
        out += [i, pid, name, cells]
    return out


def drawio_xml(r):
    """Cell ids and labels of the draw.io XML, then the page list."""
    t = texts(r)[0]
    out = []
    m = re.match(r'Page (\d+) \("([^"]*)"\):', t)
    if m:
        out += [m.group(1), m.group(2)]
    for cid, rest in re.findall(r'<mxCell id="([^"]+)"([^>]*)>', t):
        if cid in ("0", "1"):
            continue
        out.append(cid)
        v = re.search(r'value="([^"]*)"', rest)
        if v and v.group(1):
            out.append(v.group(1).replace("&#39;", "'"))
    return out + page_list(t.split("</mxfile>")[-1])


def loaded(r):
    t = texts(r)[0]
    return [re.match(r"Diagram loaded from (\S+)!", t).group(1)] + page_list(t)


def next_index(r):
    """nextjs_index: the dev server's fields, then each tool's name and description."""
    d = json_part(r)
    out = [leaves(d["success"])[0], str(d["count"])]
    for s in d["servers"]:
        for k in ("port", "pid", "command", "url", "toolCount"):
            if k in s:
                out += leaves(s[k])
        for tool in s["tools"]:
            out += [tool["name"], tool["description"]]
    return out[:CAP]


E = ("error", [], None)
KV_EQ = "key=value lines after a status line"

L = {}
# ---------------------------------------------------------------- mermaid
for n in (1, 4, 5, 6):
    L["mermaid/mermaid_preview/%d" % n] = ("key_value", working_file, "status line, then Working file / Live reload URL pairs")
L["mermaid/mermaid_preview/2"] = ("unstructured", working_file, "status line, one Working file line and a note")
L["mermaid/mermaid_preview/3"] = E
for n in (1, 2, 4, 5, 6):
    L["mermaid/mermaid_save/%d" % n] = ("unstructured", working_file, "one status line with path and format")
L["mermaid/mermaid_save/3"] = E

# ---------------------------------------------------------------- ndrawio
L["ndrawio/add_page/1"] = ("key_value", ["up", "Upstairs", "1", "2"], KV_EQ)
L["ndrawio/add_page/2"] = ("key_value", ["wr2fp3r7-wh5g", "Garden", "2", "2"], KV_EQ)
L["ndrawio/add_page/3"] = ("key_value", ["wuhvkeqp-5ma5", "Late returns", "1", "2"], KV_EQ)
L["ndrawio/create_new_diagram/1"] = E  # dropped (one call)
L["ndrawio/delete_page/1"] = ("unstructured", ["up", "1"], None)
L["ndrawio/delete_page/2"] = ("unstructured", ["net", "0"], None)
L["ndrawio/delete_page/3"] = E
L["ndrawio/edit_diagram/1"] = ("unstructured", ["2", "0"], None)
L["ndrawio/edit_diagram/2"] = ("unstructured", ["1", "0"], None)
L["ndrawio/edit_diagram/3"] = E
L["ndrawio/export_diagram/1"] = ("key_value", ["/tmp/h19a-data/out/floor.drawio", "742 characters"], "status line, then File / Size pairs")
L["ndrawio/export_diagram/2"] = E
L["ndrawio/export_diagram/3"] = ("key_value", ["/tmp/h19a-data/out/network.drawio", "915 characters"], "status line, then File / Size pairs")
L["ndrawio/get_diagram/1"] = ("unstructured", drawio_xml, "XML code block-like body and a page summary line")
L["ndrawio/get_diagram/2"] = ("unstructured", drawio_xml, "XML body and a page summary line")
L["ndrawio/get_diagram/3"] = E
L["ndrawio/get_diagram/4"] = ("unstructured", drawio_xml, "XML body and a page summary line")
L["ndrawio/list_pages/1"] = ("key_value", lambda r: page_list(texts(r)[0]), "one page record of key=value fields")
L["ndrawio/list_pages/2"] = ("markdown_list", lambda r: page_list(texts(r)[0]), "indexed lines, one page record each with several fields")
L["ndrawio/list_pages/3"] = ("key_value", lambda r: page_list(texts(r)[0]), "one page record of key=value fields")
L["ndrawio/load_diagram/1"] = ("unstructured", loaded, "status message with a page summary line")
L["ndrawio/load_diagram/2"] = ("unstructured", loaded, "status message with a page summary line")
L["ndrawio/load_diagram/3"] = E
L["ndrawio/rename_page/1"] = ("unstructured", ["Garden", "Reading garden"], None)
L["ndrawio/rename_page/2"] = ("unstructured", ["1", "Rooms (bookable)"], None)
L["ndrawio/start_session/1"] = ("key_value", ["mcp-mwwc8tmb-aijhae", "http://localhost:6002?mcp=mcp-mwwc8tmb-aijhae"], "status line, then Session ID / Browser URL")
L["ndrawio/start_session/2"] = ("key_value", ["mcp-mwwc9kxm-wu82k1", "http://localhost:6002?mcp=mcp-mwwc9kxm-wu82k1"], "status line, then Session ID / Browser URL")
L["ndrawio/start_session/3"] = ("key_value", ["mcp-mwwcc9hs-yawicu", "http://localhost:6002?mcp=mcp-mwwcc9hs-yawicu"], "status line, then Session ID / Browser URL")

# ---------------------------------------------------------------- pptrc (TOON text + structuredContent)
S = ("structured", sc, None)
for tool, n in (("puppeteer_click", 2), ("puppeteer_close_page", 2), ("puppeteer_evaluate", 6), ("puppeteer_get_text", 7),
                ("puppeteer_launch", 3), ("puppeteer_navigate", 5), ("puppeteer_new_page", 4), ("puppeteer_type", 3),
                ("puppeteer_wait_for_selector", 2), ("puppeteer_get_cookies", 1), ("puppeteer_set_cookies", 1),
                ("puppeteer_close_browser", 1)):
    for i in range(1, n + 1):
        L["pptrc/%s/%d" % (tool, i)] = S
L["pptrc/puppeteer_wait_for_selector/3"] = E

# ---------------------------------------------------------------- opik
J = ("json_in_text", jl, None)
JH = ("json_in_text", jl, "one-line header item before the JSON")
for tool in ("get-dataset-by-id", "get-opik-metrics-info", "get-opik-tracing-info", "get-prompt-by-id", "get-prompt-version"):
    for i in (1, 2):
        L["opik/%s/%d" % (tool, i)] = J
for tool in ("get-metrics", "get-prompts", "get-trace-by-id", "get-trace-stats", "get-trace-threads", "list-dataset-items",
             "list-datasets", "list-projects", "list-traces", "search-traces"):
    for i in (1, 2):
        L["opik/%s/%d" % (tool, i)] = JH
for i in (1, 2):
    L["opik/get-opik-help/%d" % i] = ("unstructured", help_md, "markdown headings and one-line bullets, one Available: pair")

# ---------------------------------------------------------------- currents
for tool in ("currents-get-projects", "currents-get-runs", "currents-get-run-details", "currents-get-spec-instance",
             "currents-get-spec-files-performance", "currents-get-test-results", "currents-get-tests-signatures"):
    for i in (1, 2):
        L["currents/%s/%d" % (tool, i)] = J
L["currents/currents-get-run-details/3"] = ("error", [], "failure message without isError")
L["currents/currents-get-tests-performance/1"] = E
L["currents/currents-get-tests-performance/2"] = E

# ---------------------------------------------------------------- nextdt
for tool in ("browser_eval", "nextjs_docs"):
    for i in (1, 2):
        L["nextdt/%s/%d" % (tool, i)] = J
for i in (1, 2, 3, 4):
    L["nextdt/nextjs_call/%d" % i] = ("json_in_text", jl, "the dev server's answer is JSON inside a JSON string")
for i in (1, 2):
    L["nextdt/nextjs_index/%d" % i] = ("json_in_text", next_index, "fields taken: server fields, tool names and descriptions")

DROP = {"ndrawio/create_new_diagram/1", "pptrc/puppeteer_get_cookies/1", "pptrc/puppeteer_set_cookies/1",
        "pptrc/puppeteer_close_browser/1"}


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
                values = values(r)
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
