#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout18b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(JSON answers, tab-separated query results, props tables, theme lists,
ER diagrams) the values of those fields are transcribed by the small
helpers below and were checked by reading. Every id must have a label.

Conventions used here:
- JSON answers give their scalar leaves (numbers and booleans as JSON text,
  null left out), the echoed query included.
- Tab-separated mysql results give every cell below the header row; NULL
  is left out.
- Markdown tables give every cell below the separator without backticks,
  the table's escaped pipes (\\|) read as |; "-" (no default) is left out.
- Storybook props tables (HTML) give each row's cells as their text with
  the tags removed (entities such as &gt; kept as written); "-" left out.
- "- **name**: value - description" lines give name, value and
  description; a link gives its text and its URL."""
import json
import os
import re
import sys


def text_of(r):
    parts = []
    for c in r["result"].get("content", []):
        if c.get("type") == "text":
            parts.append(c["text"])
    return "\n".join(parts)


def leaves(v):
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


def jleaves(t):
    return leaves(json.loads(t))


def tsv_rows(t):
    """Cells of a mysql batch result (first line is the header)."""
    lines = [x for x in t.splitlines() if x.strip()]
    out = []
    for ln in lines[1:]:
        out += [c for c in ln.split("\t") if c != "NULL"]
    return out


def inspect_values(t):
    """db_inspect: the database name, then each section's rows."""
    lines = t.splitlines()
    out = [lines[0].split(": ", 1)[1]]
    i = 0
    while i < len(lines):
        if lines[i] in ("Schema:", "Summary:", "Tables:"):
            j = i + 2  # skip the header row
            while j < len(lines) and lines[j].strip():
                if "\t" in lines[j]:
                    out += [c for c in lines[j].split("\t") if c != "NULL"]
                j += 1
            i = j
        else:
            i += 1
    return out


def md_cells(block):
    out = []
    for ln in block.splitlines():
        if not ln.startswith("|") or re.match(r"^\|\s*-", ln):
            continue
        cells = re.split(r"(?<!\\)\|", ln.strip())[1:-1]
        out.append([c.strip().replace("\\|", "|") for c in cells])
    rows = out[1:]  # drop the header row
    vals = []
    for row in rows:
        for c in row:
            c = c.replace("`", "")
            if c and c != "-":
                vals.append(c)
    return vals


def hero_doc(t):
    """Component docs: per documented component its URL, the front matter's
    title and description, and the props table."""
    out = []
    for sec in re.split(r"\n\n---\n\n(?=# )", t):
        m = re.search(r"\*\*URL:\*\* (\S+)", sec)
        if not m:
            continue  # an item that failed: no data
        out.append(m.group(1))
        fm = re.search(r"\ntitle: (.*)\ndescription: (.*)\n", sec)
        out += [fm.group(1), fm.group(2)]
        out += md_cells(sec)
    return out


def hero_files(t):
    """Source and styles: per component its file and its GitHub link."""
    out = []
    for m in re.finditer(r"\*\*File:\*\* `([^`]+)`\n\*\*GitHub:\*\* \[([^\]]+)\]\(([^)]+)\)", t):
        out += [m.group(1), m.group(2), m.group(3)]
    return out


def doc_head(t):
    """get_docs header: the URL and the content type."""
    return [re.search(r"\*\*URL:\*\* (\S+)", t).group(1),
            re.search(r"\*\*Content Type:\*\* (\S+)", t).group(1)]


def bold_pairs(t):
    """'- **name**: value - description' lines (backticks dropped)."""
    out = []
    for m in re.finditer(r"^- \*\*([^*]+)\*\*: (.+)$", t, re.M):
        out.append(m.group(1))
        rest = m.group(2).replace("`", "")
        if " - " in rest:
            v, d = rest.split(" - ", 1)
            out += [v, d]
        else:
            out.append(rest)
    return out


def theme_values(t):
    return [re.search(r"\*\*Theme:\*\* (\S+)", t).group(1)] + bold_pairs(t)


def comp_list(t):
    version = re.search(r"\(([^)]+)\)", t.splitlines()[0]).group(1)
    names = re.findall(r"^- (\S+)$", t, re.M)
    total = re.search(r"\*\*Total:\*\* (\d+) components", t).group(1)
    return [version] + names + [total]


def sb_list(t):
    return [x for x in t.splitlines()[1:] if x.strip()]


def sb_props(t):
    out = []
    for row in re.findall(r"<tr><td>(.*?)</td></tr>", t):
        if "<th>" in row:
            continue
        for cell in re.split(r"</td><td>", row):
            cell = re.sub(r"<span>\*</span>", "", cell)
            parts = [re.sub(r"<[^>]+>", "", p) for p in re.split(r"</div><div>", cell)]
            for p in parts:
                p = p.strip()
                if p and p != "-":
                    out.append(p)
    return out


def er_values(t):
    """ER diagram: the database, then each entity and its column names."""
    out = [re.search(r"for database: (\S+)", t).group(1)]
    for m in re.finditer(r"^    (\w+) \{\n(.*?)\n    \}", t, re.M | re.S):
        out.append(m.group(1))
        for ln in m.group(2).splitlines():
            out.append(ln.split()[1])
    return out


E = ("error", [], None)
J = ("json_in_text", jleaves, None)
S = ("structured", jleaves, None)

L = {
    # ---- heroui (@heroui/react-mcp, stand-in API) ----
    "heroui/list_components/1": ("unstructured", comp_list, "one-field bullet list of names under a title, plus a total"),
    "heroui/list_components/2": ("unstructured", comp_list, "one-field bullet list of names under a title, plus a total"),
    "heroui/get_component_docs/1": ("markdown_table", hero_doc, "MDX page; the props table carries the data"),
    "heroui/get_component_docs/2": ("markdown_table", hero_doc, "two MDX pages; props tables carry the data"),
    "heroui/get_component_docs/3": ("error", [], "the only component asked for has no docs: error text"),
    "heroui/get_component_docs/4": ("markdown_table", hero_doc, None),
    "heroui/get_component_docs/5": ("markdown_table", hero_doc, None),
    "heroui/get_component_docs/6": ("markdown_table", hero_doc, "first item failed (no values), second has a props table"),
    "heroui/get_component_source_code/1": ("unstructured", hero_files, "code block carries most bytes; File/GitHub lines give values"),
    "heroui/get_component_source_code/2": ("unstructured", hero_files, "code block carries most bytes; second item failed"),
    "heroui/get_component_source_code/3": ("unstructured", hero_files, None),
    "heroui/get_component_source_code/4": ("unstructured", hero_files, "second item failed"),
    "heroui/get_component_source_styles/1": ("unstructured", hero_files, "CSS block carries most bytes"),
    "heroui/get_component_source_styles/2": ("unstructured", hero_files, None),
    "heroui/get_component_source_styles/3": ("unstructured", hero_files, None),
    "heroui/get_component_source_styles/4": ("unstructured", hero_files, None),
    "heroui/get_theme_variables/1": ("key_value", theme_values, "- **name**: value - description bullets under section headers"),
    "heroui/get_theme_variables/2": ("key_value", theme_values, "- **name**: value - description bullets under section headers"),
    "heroui/get_docs/1": ("key_value", lambda t: doc_head(t) + ["19.0 or later", "4.1 or later", "20 or later"],
                          "borderline: guide page with code blocks; its data are the URL/Content Type pairs and the Requirements pairs"),
    "heroui/get_docs/2": ("markdown_table", lambda t: doc_head(t) + md_cells(t), None),
    "heroui/get_docs/3": ("key_value", lambda t: doc_head(t) + [
        "2026-09-30", "Tooltip", "closeDelay prop", "Select", "multiple selection",
        "Tabs", "focus ring clipped in vertical layout (#5123)",
        "TextField", "maxLength ignored on paste (#5140)"],
        "release notes as 'Component: change' bullets; component names kept as data"),
    "heroui/get_docs/4": ("key_value", lambda t: doc_head(t) + bold_pairs(t), "- **name**: description bullets"),
    "heroui/get_docs/5": ("unstructured", lambda t: doc_head(t) + ["2026-11-12", "Calendar", "ComboBox", "Meter", "Toast"],
                          "borderline: release page, a one-field name list and prose bullets"),

    # ---- herouinat (@heroui/native-mcp, stand-in API) ----
    "herouinat/list_components/1": ("unstructured", comp_list, "one-field bullet list of names"),
    "herouinat/list_components/2": ("unstructured", comp_list, "one-field bullet list of names"),
    "herouinat/get_component_docs/1": ("markdown_table", hero_doc, None),
    "herouinat/get_component_docs/2": ("markdown_table", hero_doc, None),
    "herouinat/get_component_docs/3": ("markdown_table", hero_doc, None),
    "herouinat/get_component_docs/4": ("markdown_table", hero_doc, None),
    "herouinat/get_component_docs/5": ("markdown_table", hero_doc, None),
    "herouinat/get_component_docs/6": ("markdown_table", hero_doc, "second item failed (no values)"),
    "herouinat/get_component_docs/7": ("markdown_table", hero_doc, None),
    "herouinat/get_theme_variables/1": ("key_value", theme_values, "- **name**: `value` bullets under section headers"),
    "herouinat/get_theme_variables/2": ("key_value", theme_values, "- **name**: `value` bullets under section headers"),
    "herouinat/get_docs/1": ("unstructured", doc_head, "prose and a code block under the URL/Content Type header"),
    "herouinat/get_docs/4": ("unstructured", doc_head, "prose and a code block under the URL/Content Type header"),
    "herouinat/get_docs/2": ("key_value", lambda t: doc_head(t) + ["default", "follows the system setting", "theme.ts with colors and radius"],
                             "'Key: value' bullets"),
    "herouinat/get_docs/3": ("key_value", lambda t: doc_head(t) + ["2026-11-03", "Accordion, RadioGroup, Tabs, Toast",
                                                                    "BottomSheet snapping on Android 15 (#412)"],
                             "Released: and 'New:'/'Fixed:' pairs"),

    # ---- sbmcp (storybook-mcp on local Storybook builds) ----
    "sbmcp/getComponentList/1": ("unstructured", sb_list, "plain lines of names under a one-line header"),
    "sbmcp/getComponentList/2": ("unstructured", sb_list, "plain lines of names under a one-line header"),
    "sbmcp/getComponentList/3": ("unstructured", sb_list, "plain lines of names under a one-line header"),
    "sbmcp/getComponentsProps/1": ("unstructured", sb_props, "raw HTML table rows under markdown headings"),
    "sbmcp/getComponentsProps/2": ("unstructured", sb_props, "raw HTML table rows under markdown headings"),
    "sbmcp/getComponentsProps/3": ("unstructured", sb_props, "raw HTML; Column<T>[] was mangled to Column<t>[]</t> by the browser"),
    "sbmcp/getComponentsProps/4": ("unstructured", sb_props, "raw HTML; one of three items failed"),
    "sbmcp/getComponentsProps/5": ("unstructured", sb_props, "raw HTML table rows"),
    "sbmcp/getComponentsProps/6": ("unstructured", sb_props, "raw HTML table rows"),
    "sbmcp/getComponentsProps/7": ("error", [], "the only component failed: error text without isError"),
    "sbmcp/getComponentsProps/8": ("unstructured", sb_props, "raw HTML table rows"),
    "sbmcp/getComponentsProps/9": ("unstructured", sb_props, "raw HTML table rows"),
    "sbmcp/getComponentsProps/10": ("error", [], "both components failed: error text without isError"),

    # ---- xampp (xampp-mcp on MariaDB; every success carries structuredContent) ----
    "xampp/query_readonly/1": ("structured", tsv_rows, "text is a tab-separated mysql result"),
    "xampp/query_readonly/2": ("structured", tsv_rows, None),
    "xampp/query_readonly/3": ("structured", tsv_rows, None),
    "xampp/query_readonly/4": ("structured", tsv_rows, None),
    "xampp/query_readonly/5": ("structured", tsv_rows, None),
    "xampp/query_readonly/6": ("structured", tsv_rows, "NULL phone left out"),
    "xampp/query_execute/1": ("structured", [], "status line without data"),
    "xampp/query_execute/2": ("structured", [], "status line without data"),
    "xampp/query_execute/3": ("structured", [], "status line without data"),
    "xampp/db_inspect/1": ("structured", inspect_values, "sections of tab-separated rows"),
    "xampp/db_inspect/2": ("structured", inspect_values, None),
    "xampp/db_inspect/3": ("structured", inspect_values, "'No tables found' gives nothing"),
    "xampp/db_create/1": ("structured", ["wholesale"], None),
    "xampp/db_create/2": ("structured", ["shopfront_copy"], None),
    "xampp/user_create/1": ("structured", ["courier@localhost"], None),
    "xampp/user_create/2": ("structured", ["auditor@%"], None),
    "xampp/grant_manage/1": ("structured", ["SELECT", "bakery", "courier@localhost"], None),
    "xampp/grant_manage/2": ("structured", ["SELECT, SHOW VIEW", "shopfront", "auditor@%"], None),
    "xampp/db_export/1": ("structured", ["shopfront", "/tmp/h18b-data/out/shopfront.sql"], None),
    "xampp/db_export/2": ("structured", ["bakery", "/tmp/h18b-data/out/bakery.sql"], None),
    "xampp/db_import/1": ("structured", ["/tmp/h18b-data/out/shopfront.sql", "shopfront_copy"], None),
    "xampp/db_import/2": E,
    "xampp/diagram_er/1": ("structured", er_values, "mermaid erDiagram: tables and their column names taken"),
    "xampp/diagram_er/2": ("structured", er_values, None),
    "xampp/diagram_er/3": ("structured", er_values, None),
    "xampp/diagram_render/1": ("structured", ["Bakery orders", "graph"], "Title/Type pairs before the echoed mermaid code"),
    "xampp/diagram_render/2": ("structured", ["Suppliers", "erDiagram"], None),

    # ---- pgvo (@vitalyostanin/postgres-mcp on PostgreSQL; JSON text + structuredContent) ----
    "pgvo/connect/1": S, "pgvo/connect/2": S,
    "pgvo/list-schemas/1": S, "pgvo/list-schemas/2": S, "pgvo/list-schemas/3": S,
    "pgvo/execute-sql/1": S, "pgvo/execute-sql/2": S, "pgvo/execute-sql/3": S, "pgvo/execute-sql/4": S,
    "pgvo/execute-sql/5": S, "pgvo/execute-sql/6": S,
    "pgvo/execute-sql/7": ("error", [], "isError with structuredContent: read-only transaction"),
    "pgvo/list-objects/1": S, "pgvo/list-objects/2": S, "pgvo/list-objects/3": S, "pgvo/list-objects/4": S,
    "pgvo/show-object/1": S, "pgvo/show-object/2": S, "pgvo/show-object/3": S, "pgvo/show-object/4": S,
    "pgvo/index-operation/1": S, "pgvo/index-operation/2": S,
    "pgvo/service-info/1": S, "pgvo/service-info/2": S,

    # ---- redisp (@pickstar-2002/redis-mcp on Redis; pretty JSON text) ----
    "redisp/connect_redis/1": J, "redisp/connect_redis/2": J,
    "redisp/string_set/1": J, "redisp/string_set/2": J,
    "redisp/string_get/1": J, "redisp/string_get/2": J, "redisp/string_get/3": J,
    "redisp/string_incr/1": J, "redisp/string_incr/2": J,
    "redisp/string_decr/1": J, "redisp/string_decr/2": J,
    "redisp/string_mset/1": J,
    "redisp/string_mget/1": ("json_in_text", jleaves, "null of the missing key left out"), "redisp/string_mget/2": J,
    "redisp/hash_mset/1": J, "redisp/hash_get/1": J, "redisp/hash_get/2": J,
    "redisp/hash_getall/1": J, "redisp/hash_getall/2": J,
    "redisp/list_rpush/1": J, "redisp/list_lpop/1": J, "redisp/list_range/1": J, "redisp/list_range/2": J,
    "redisp/set_add/1": J, "redisp/set_members/1": J, "redisp/set_members/2": J,
    "redisp/zset_add/1": J, "redisp/zset_range/1": J, "redisp/zset_range/2": J,
    "redisp/key_search/1": J, "redisp/key_search/2": J,
    "redisp/key_info/1": J, "redisp/key_info/2": J,
    "redisp/key_ttl/1": J, "redisp/key_ttl/2": J,
    "redisp/key_type/1": J, "redisp/key_type/2": J,
    "redisp/key_expire/1": J, "redisp/key_expire/2": J,
    "redisp/key_delete/1": J, "redisp/key_delete/2": J,
    "redisp/hash_mset/2": J, "redisp/list_rpush/2": J, "redisp/list_lpop/2": J,
    "redisp/set_add/2": J, "redisp/string_mset/2": J, "redisp/zset_add/2": J,
}

DROP = set()


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
