#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout17a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(report tables, lists of records, JSON) the values of those fields are
transcribed by the small helpers below and were checked by reading. Every
id must have a label."""
import json
import os
import re
import sys


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


def plain(s):
    """A cell or value without markdown decoration."""
    s = s.strip()
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)
    return s.replace("**", "").replace("`", "").strip()


def tables(t):
    """GFM tables of a text: a list of (header cells, rows of cells)."""
    out, lines, i = [], t.splitlines(), 0
    while i < len(lines):
        if lines[i].startswith("|") and i + 1 < len(lines) and re.match(r"^\|[-:| ]+\|$", lines[i + 1].strip()):
            head = [plain(c) for c in lines[i].strip().strip("|").split("|")]
            rows, i = [], i + 2
            while i < len(lines) and lines[i].startswith("|"):
                rows.append([plain(c) for c in lines[i].strip().strip("|").split("|")])
                i += 1
            out.append((head, rows))
        else:
            i += 1
    return out


def cols(table, idx):
    head, rows = table
    return [row[i] for row in rows for i in idx if i < len(row)]


def bold_bullets(t):
    """Values of '- **Key**: value' lines."""
    return [plain(m.group(1)) for m in re.finditer(r"^- \*\*[^*\n]+\*\*:\s*(.+)$", t, re.M)]


def bold_colon(t):
    """Values of '**Key:** value' lines."""
    return [plain(m.group(1)) for m in re.finditer(r"^(?:- )?\*\*[^*\n]+:\*\*\s*(.+)$", t, re.M)]


def dash_kv(t):
    """Values of '- Key: value' lines."""
    return [plain(m.group(1)) for m in re.finditer(r"^\s*- [A-Z][A-Za-z -]+: (.+)$", t, re.M)]


def indented_kv(t):
    """Values of '  Key: value' lines (after a title line)."""
    return [m.group(1).strip() for m in re.finditer(r"^  [A-Z][A-Za-z ]+: (.*)$", t, re.M)]


def section(t, title):
    """The text of the '### title' section (to the next heading of level <= 3)."""
    m = re.search(r"^#{2,3} " + re.escape(title) + r".*$", t, re.M)
    if not m:
        return ""
    rest = t[m.end():]
    n = re.search(r"^#{2,3} ", rest, re.M)
    return rest[:n.start()] if n else rest


# ---------------- jvmdiag ----------------

def gc_log(t):
    vals = bold_bullets(t)
    for head, rows in tables(t):
        if head[0] == "Metric":
            vals += cols((head, rows), [1])
        else:
            vals += cols((head, rows), range(len(head)))
    return vals


def thread_dump(t):
    vals = bold_bullets(t)
    for head, rows in tables(t):
        if head[0] == "State":
            vals += cols((head, rows), [0, 1, 2])
        elif head[0] == "Lock":
            vals += cols((head, rows), [0, 1, 2])
    for m in re.finditer(r"^- \*\*(.+?)\*\* holds `(0x[0-9a-f]+)`, waiting for `(0x[0-9a-f]+)`", t, re.M):
        vals += list(m.groups())
    vals += [m.group(1) for m in re.finditer(r"^- (?:Daemon|Non-daemon) threads: (\d+)$", t, re.M)]
    return vals


def heap_histo(t):
    return bold_bullets(t) + cols(tables(t)[0], [1, 2, 4])


def jfr(t):
    return bold_bullets(t) + cols(tables(t)[0], [0, 1, 2])


def compare(t):
    vals = []
    for m in re.finditer(r"^- \*\*(?:Before|After)\*\*: ([\d,]+) instances, (.+)$", t, re.M):
        vals += [m.group(1), m.group(2)]
    vals += [m.group(1) for m in re.finditer(r"^- \*\*Delta\*\*: (.+)$", t, re.M)]
    for head, rows in tables(t):
        if head[:2] == ["Class", "Before"]:
            vals += cols((head, rows), [0, 3])
        elif head[:2] == ["Class", "Instances"]:
            vals += cols((head, rows), [0])
    return vals


def diagnose(t):
    body = t.split("### Overall Assessment")[0]
    return dash_kv(body)


# ---------------- dbanalyzer ----------------

def all_cells(t, skip_first_col_named="#"):
    vals = []
    for head, rows in tables(t):
        idx = [i for i, h in enumerate(head) if h != skip_first_col_named]
        vals += cols((head, rows), idx)
    return vals


def schema_table(t):
    """inspect_schema of one table: size bullets and every table but the '#' column."""
    return bold_bullets(t) + all_cells(t)


def indexes(t):
    vals = []
    for head, rows in tables(t):
        if head == ["Table", "Index", "Size", "Definition"]:
            vals += cols((head, rows), [0, 1, 2])
        elif head[:3] == ["Table", "Index", "Scans"]:
            vals += cols((head, rows), [1, 2])
        elif head[:2] == ["Table", "Seq Scans"]:
            vals += cols((head, rows), [0, 1, 2])
        elif head[:3] == ["Table", "Column", "FK →"]:
            vals += cols((head, rows), [0, 1, 3])
        elif head == ["Table", "Index", "Definition"]:
            vals += cols((head, rows), [0, 1])
    return vals


def slow_queries(t):
    return cols(tables(t)[0], [1, 3, 4, 5])


def bloat(t):
    return cols(tables(t)[-1], range(7))


def relationships(t):
    vals = [m.group(1) for m in re.finditer(r"^\*\*(?:Tables|Foreign Keys)\*\*: (\d+)$", t, re.M)]
    for head, rows in tables(t):
        vals += cols((head, rows), range(len(head)))
    vals += [m.group(1) for m in re.finditer(r"^- `([^`]+)`$", t, re.M)]
    casc = section(t, "Cascading Delete Chains")
    vals += [m.group(1) for m in re.finditer(r"^\s*- \*\*([^*]+)\*\*", casc, re.M)]
    return vals


def vacuum(t):
    m = re.search(r"### Findings: (\d+) critical, (\d+) warnings, (\d+) info", t)
    vals = list(m.groups())
    for head, rows in tables(t):
        if head[:3] == ["Table", "Live", "Dead"]:
            vals += cols((head, rows), [0, 1, 2, 3])
        elif head == ["Setting", "Value"]:
            vals += cols((head, rows), [1])
    return vals


def explain_pg(t):
    vals = bold_bullets(t)
    for m in re.finditer(r"\*\*Sequential Scan\*\* on `([^`]+)` \(~(\d+) rows\)", t):
        vals += [m.group(1), m.group(2)]
    return vals


def explain_lite(t):
    return [m.group(1) for m in re.finditer(r"\*\*Full table scan\*\* on `([^`]+)`", t)]


def unused_idx(t):
    return cols(tables(t)[0], [0, 1, 2])


# ---------------- metabase ----------------

def mb_db_list(t):
    m = re.search(r"\((\d+) total\)", t)
    vals = [m.group(1)]
    for m in re.finditer(r"• ([^•\\]+?) \(ID: (\d+)\) - (\w+)", t):
        vals += list(m.groups())
    return vals


def mb_tables(t):
    vals = [re.search(r"Found (\d+) tables", t).group(1)]
    for m in re.finditer(r"- (\w+) \((\d+) fields\)", t):
        vals += list(m.groups())
    return vals


def mb_profile(t):
    vals = [re.search(r"Table Profile: ([\w.]+)", t).group(1)]
    vals += [m.group(1) for m in re.finditer(r"• (?:Row count|Columns): (\d+)", t)]
    for m in re.finditer(r"• `(\w+)` \((\w+)\)", t):
        vals += list(m.groups())
    for m in re.finditer(r"• `\w+`: ([^\\]+)", t):
        vals += m.group(1).split(", ")
    code = re.search(r"```\\n(.*?)\\n```", t)
    if code:
        rows = code.group(1).split("\\n")[2:]
        for row in rows:
            vals += row.split(" | ")
    return vals


def mb_sql(t):
    vals = [re.search(r"\((\d+ms)\)", t).group(1)]
    m = re.search(r"(\d+) columns, (\d+) rows", t)
    vals += list(m.groups())
    code = re.search(r"```\\n(.*?)\\n```", t)
    if code:
        for row in code.group(1).split("\\n")[2:]:
            vals += row.split(" | ")
    return vals


def mb_field_values(t):
    vals = [re.search(r"ID: (\d+)", t).group(1)]
    vals += re.findall(r"\\n\d+\. ([^\\]+)", t)
    return vals


def mb_table_meta(t):
    vals = [re.search(r"Table Metadata: ([^*]+)\*\*", t).group(1)]
    vals += [m.group(1) for m in re.finditer(r"(?:Table ID|Name|Display Name|Description|Visibility|Schema|Fields): ([^\\]+)", t)]
    return vals


def mb_search(t):
    vals = [re.search(r"\((\d+) items\)", t).group(1)]
    for m in re.finditer(r"^  - \[(\d+)\] (.+)$", t, re.M):
        vals += list(m.groups())
    return vals


def mb_segments(t):
    vals = [re.search(r"Found (\d+) segments", t).group(1)]
    for m in re.finditer(r"^  - \[(\d+)\] (.+) \(Table: (\d+)\)$", t, re.M):
        vals += list(m.groups())
    return vals


def mb_bookmarks(t):
    vals = [re.search(r"Found (\d+) bookmarks", t).group(1)]
    for m in re.finditer(r"^  - \[(\w+):(\d+)\] (.+)$", t, re.M):
        vals += list(m.groups())
    return vals


# ---------------- pulsecms ----------------

def found_header(t):
    m = re.match(r"Found (\d+) [^(:\n]*(?:\(page (\d+) of (\d+)(?:, total: (\d+))?\))?", t)
    vals = [g for g in m.groups() if g is not None]
    m = re.search(r"\(showing \d+ of (\d+) total\)", t.splitlines()[0])
    if m:
        vals.append(m.group(1))
    return vals


def records(t):
    """Numbered records: '1. **name** (x)' first lines and indented detail lines."""
    vals = found_header(t)
    for block in re.split(r"\n\s*\n", t)[1:]:
        lines = block.splitlines()
        if not lines or not re.match(r"\d+\. ", lines[0]):
            continue
        first = lines[0]
        m = re.match(r"\d+\. \*\*(.+?)\*\*(.*)$", first)
        vals.append(m.group(1))
        rest = m.group(2).strip()
        vals += [x for x in re.findall(r"\(([^()]*)\)", rest) if not x.startswith("ID: ")]
        vals += re.findall(r"\(ID: ([^)]+)\)", rest)
        arrow = re.match(r"→ (\S+)", rest)
        if arrow:
            vals.append(arrow.group(1))
        dash = re.match(r"- (\S+)", rest)
        if dash:
            vals.append(dash.group(1))
        for line in lines[1:]:
            line = line.strip()
            if line.startswith("Authors:") or line.startswith("Author:"):
                for a in re.finditer(r"([^,(]+) \(([^,]+), ID: (\d+)\)", line.split(": ", 1)[1]):
                    vals += [a.group(1).strip(), a.group(2), a.group(3)]
            elif line.startswith("Remotes ("):
                vals.append(re.search(r"\((\d+)\)", line).group(1))
            elif line.startswith("- "):
                m2 = re.match(r"- (.+?) \[(.+)\]$", line)
                vals.append(m2.group(1))
                vals += [x.replace("auth: ", "") for x in m2.group(2).split(", ")]
            elif line.startswith("Enrichments: "):
                vals += line.split(": ", 1)[1].split(", ")
            elif re.match(r"[A-Z][A-Za-z ]+: ", line):
                for part in line.split(" | "):
                    vals.append(part.split(": ", 1)[1])
            else:
                vals.append(line)
    return vals


def authors(t):
    vals = found_header(t)
    for m in re.finditer(r"^## (.+)$", t, re.M):
        vals.append(m.group(1))
    out = []
    for block in re.split(r"^## ", t, flags=re.M)[1:]:
        lines = block.splitlines()
        out.append(lines[0])
        for line in lines[1:]:
            m = re.match(r"\*\*Slug:\*\* (\S+) \(ID: (\d+)\)", line)
            if m:
                out += list(m.groups())
                continue
            m = re.match(r"\*\*[A-Za-z]+:\*\* (.+)$", line)
            if m:
                out.append(m.group(1))
    return vals[:len(found_header(t))] + out


def server_page(t):
    vals = [re.match(r"# (.+)", t).group(1)]
    for line in t.splitlines():
        m = re.match(r"^(?:- )?\*\*[^*]+:\*\* (.+)$", line)
        if m:
            v = plain(m.group(1))
            m2 = re.match(r"(\d+) \(use this for updates\)$", v)
            m3 = re.match(r"(\S+) \(id: (\d+)\)$", v)
            if m2:
                vals.append(m2.group(1))
            elif m3:
                vals += list(m3.groups())
            elif v != "(none)":
                vals.append(v)
    sd = re.search(r"\*\*Short Description:\*\*\n(.+)", t)
    if sd:
        vals.append(sd.group(1))
    tags = section(t, "Tags")
    vals += re.findall(r"`([^`]+)`", tags)
    return vals


# ---------------- repomix ----------------

def repomix_pack(t):
    d = json.loads(t)
    vals = leaves(json.loads(d["result"]))
    vals += [d["outputId"], d["outputFilePath"], json.dumps(d["totalFiles"]), json.dumps(d["totalTokens"])]
    return vals


def repomix_skill(t):
    return leaves(json.loads(t), skip=("description",))


# ---------------- boond ----------------

def boond_lines(t):
    """'Total: N x(s)' and one '[type #id] | a | Key: value | ...' line per record."""
    vals = [re.match(r"Total: (\d+)", t).group(1)]
    for line in t.splitlines():
        if not line.startswith("["):
            continue
        parts = line.split(" | ")
        vals.append(re.match(r"\[\w+ #(\d+)\]", parts[0]).group(1))
        for part in parts[1:]:
            m = re.match(r"Du (\S+) au (\S+)$", part)
            if m:
                vals += list(m.groups())
            elif re.match(r"[^:]+: ", part):
                v = part.split(": ", 1)[1]
                vals.append(v[1:-1] if v.startswith('"') and v.endswith('"') else v)
            else:
                vals.append(part)
    return vals


N_ERR = "error message"
N_MDT = "report: bold key bullets and GFM tables; the tables carry most of the data"
N_LIT = "the server writes literal backslash-n sequences: the whole answer is one line of text"
N_REC = "numbered records: bold name, then indented 'Key: value' detail lines"

L = {}
# jvmdiag
for i in (1, 2, 3, 5):
    L["jvmdiag/analyze_gc_log/%d" % i] = ("markdown_table", gc_log, N_MDT + "; Metric|Value tables give their values, event-type tables every cell; issue and advice prose left out")
L["jvmdiag/analyze_gc_log/4"] = ("key_value", ["Unknown", "0", "N/A"], "three bold key bullets and an event table with no rows (ZGC log not parsed)")
for i in (1, 2, 3, 4, 5):
    L["jvmdiag/analyze_thread_dump/%d" % i] = ("markdown_table", thread_dump, N_MDT + "; histogram bars are decoration; deadlock lines give thread names and lock addresses")
for i in (1, 2, 3, 4):
    L["jvmdiag/analyze_heap_histo/%d" % i] = ("markdown_table", heap_histo, N_MDT + "; fields taken: instances, bytes, class (rank and % left out, 15 rows)")
for i in (1, 2):
    L["jvmdiag/analyze_jfr/%d" % i] = ("markdown_table", jfr, N_MDT + "; fields taken: event type, count, size of the top-events table (the category table repeats it)")
for i in (1, 2, 3):
    L["jvmdiag/compare_heap_histos/%d" % i] = ("markdown_table", compare, N_MDT + "; fields taken: before/after/delta bullets, class and delta of growing/shrinking rows, class of new rows")
for i in (1, 2, 3, 4):
    L["jvmdiag/diagnose_jvm/%d" % i] = ("key_value", diagnose, "sections of '- Key: value' bullets; the assessment lines are prose")
L["jvmdiag/generate_report/1"] = ("error", [], "error message without isError (licence key not set)")
L["jvmdiag/generate_report/2"] = ("error", [], "error message without isError")

# dbanalyzer
for i in (1, 2):
    L["dbanalyzer/analyze_connections/%d" % i] = ("markdown_table", ["active", "1", "1", "100", "1.0%"],
                                                  "a state|count table (the Total row label is not a value) and two bold pairs")
L["dbanalyzer/analyze_connections/3"] = ("unstructured", [], "one sentence: not available for SQLite")
for i in (1, 2, 3, 4):
    L["dbanalyzer/analyze_indexes/%d" % i] = ("markdown_table", indexes, N_MDT + "; fields taken per table: table/index/size (unused), index/scans, table/seq scans/seq rows, table/column/constraint (FKs); SQL definitions left out")
for i in (1, 2):
    L["dbanalyzer/analyze_slow_queries/%d" % i] = ("markdown_table", slow_queries, "query table; fields taken: avg time, calls, avg rows, query text (as shortened by the server)")
L["dbanalyzer/analyze_slow_queries/3"] = ("unstructured", [], "one sentence: not available for SQLite")
for i in (1, 2):
    L["dbanalyzer/analyze_table_bloat/%d" % i] = ("markdown_table", bloat, "every cell of the 'All Tables' table; the 'needing VACUUM' table repeats rows of it; SQL blocks are advice")
L["dbanalyzer/analyze_table_bloat/3"] = ("key_value", ["76 KB", "19", "4096 bytes", "0 KB", "0", "0.0%"], "three bold key bullets with compound values, split into their data")
for i in (1, 2, 3):
    L["dbanalyzer/analyze_table_relationships/%d" % i] = ("markdown_table", relationships, "FK map and connectivity tables (every cell), counts, orphan and cascade lists")
for i in (1, 2):
    L["dbanalyzer/analyze_vacuum/%d" % i] = ("markdown_table", vacuum, "findings counts, 'All Tables' (table, live, dead, dead %) and the settings' values; per-table warnings repeat the tables")
L["dbanalyzer/analyze_vacuum/3"] = ("unstructured", [], "one advice sentence for SQLite")
for i in (1, 2, 3):
    L["dbanalyzer/explain_query/%d" % i] = ("unstructured", explain_pg, "the plan tree in a code block is the main payload (a dump); the bold header bullets and flagged tables are the values")
L["dbanalyzer/explain_query/4"] = ("error", [], N_ERR + " without isError")
for i in (5, 6):
    L["dbanalyzer/explain_query/%d" % i] = ("unstructured", explain_lite, "plan lines in a code block and issue bullets; the flagged table names are the values")
for i in (1, 4, 7):
    L["dbanalyzer/inspect_schema/%d" % i] = ("markdown_table", all_cells, "one table under a heading; every cell")
for i in (2, 3, 5, 8, 9):
    L["dbanalyzer/inspect_schema/%d" % i] = ("markdown_table", schema_table, "size bullets and column/constraint tables; every cell but the ordinal '#' column")
L["dbanalyzer/inspect_schema/6"] = ("error", [], "not-found message without isError")
for i in (1, 2):
    L["dbanalyzer/suggest_missing_indexes/%d" % i] = ("markdown_table", unused_idx, "unused-index table (table, index, size); SQL blocks are advice")
L["dbanalyzer/suggest_missing_indexes/3"] = ("unstructured", [], "status sentences for SQLite")

# metabase
for i in (1, 2):
    L["metabase/db_list/%d" % i] = ("structured", mb_db_list, "structuredContent; text is one line with literal \\n: count and name/id/engine per database")
L["metabase/db_schemas/1"] = ("structured", ["archive", "public"], "structuredContent; text is a header and a JSON array")
L["metabase/db_schemas/2"] = ("structured", [], "structuredContent; empty schema list")
L["metabase/db_table_profile/1"] = ("unstructured", mb_profile, N_LIT + "; values: table, counts, column names and types, distinct values, sample cells")
L["metabase/db_table_profile/2"] = ("unstructured", ["public.maintenance", "0", "0"], N_LIT)
for i in (1, 2):
    L["metabase/db_tables/%d" % i] = ("structured", mb_tables, "structuredContent; text one line with literal \\n: count, table name and field count")
for i in (1, 2):
    L["metabase/mb_bookmark_list/%d" % i] = ("markdown_list", mb_bookmarks, "count line and '- [type:id] name' bullets, several fields each")
for i in (1, 2, 3):
    L["metabase/mb_card_get/%d" % i] = ("structured", lambda t: indented_kv(t), "structuredContent; text is a title and indented 'Key: value' lines")
    L["metabase/mb_dashboard_get/%d" % i] = ("structured", lambda t: indented_kv(t), "structuredContent; text is a title and indented 'Key: value' lines")
    L["metabase/mb_field_values/%d" % i] = ("unstructured", mb_field_values, N_LIT + "; field id and the listed values")
    L["metabase/mb_search/%d" % i] = ("structured", mb_search, "structuredContent; text groups '- [id] name' bullets by model")
    L["metabase/mb_table_metadata/%d" % i] = ("unstructured", mb_table_meta, N_LIT + "; every field value as written (also None/undefined/null)")
for i in (1, 2):
    L["metabase/mb_segment_list/%d" % i] = ("markdown_list", mb_segments, "count line and '- [id] name (Table: id)' bullets")
for i in (1, 2, 3, 4, 5):
    L["metabase/sql_execute/%d" % i] = ("structured", mb_sql, "structuredContent; text one line with literal \\n: time, column and row counts, result cells (column names are headers)")

# pulsecms
for i in (1, 2, 3):
    L["pulsecms/get_newsletter_posts/%d" % i] = ("markdown_list", records, N_REC + "; authors give name, slug, id")
for i in (1, 2):
    L["pulsecms/get_authors/%d" % i] = ("key_value", authors, "one '## name' section per author with '**Key:** value' lines")
for i in (1, 2):
    L["pulsecms/get_discovered_url_stats/%d" % i] = ("key_value", bold_colon, "title and '**Key:** value' lines")
    L["pulsecms/get_good_job_queue_statistics/%d" % i] = ("key_value", bold_colon, "title and '**Key:** value' lines")
    L["pulsecms/get_mcp_server/%d" % i] = ("key_value", server_page, "'**Key:** value' lines and small sections; '(none)' placeholders are not values")
L["pulsecms/get_mcp_server/3"] = ("error", [], N_ERR)
for i in (1, 2, 3, 4):
    L["pulsecms/search_mcp_implementations/%d" % i] = ("markdown_list", records, N_REC)
for i in (1, 2, 3):
    L["pulsecms/get_redirects/%d" % i] = ("markdown_list", records, N_REC + "; 'from → to (ID)' first lines")
    L["pulsecms/list_good_jobs/%d" % i] = ("markdown_list", records, N_REC)
for i in (1, 2):
    L["pulsecms/get_tenants/%d" % i] = ("markdown_list", records, N_REC)
    L["pulsecms/list_good_job_cron_schedules/%d" % i] = ("markdown_list", records, N_REC + "; '**key** - job class' first lines")

# repomix
for i in (1, 2, 3, 4):
    L["repomix/pack_codebase/%d" % i] = ("structured", repomix_pack, "structuredContent; text is its JSON with the metrics as a JSON string inside; the long instruction prose and the multi-line tree string are left out")
for i in (1, 2):
    L["repomix/attach_packed_output/%d" % i] = ("structured", repomix_pack, "structuredContent; text is its JSON with the metrics as a JSON string inside; the long instruction prose and the multi-line tree string are left out")
L["repomix/attach_packed_output/3"] = ("error", [], "isError; JSON error object with a stack")
L["repomix/pack_codebase/5"] = ("error", [], "isError; JSON error object with a stack")
for i in (1, 2):
    L["repomix/generate_skill/%d" % i] = ("structured", repomix_skill, "structuredContent; JSON leaves but the status sentence")

# boond
for tool in ("candidates", "resources", "companies"):
    for i in (1, 2):
        L["boond/boond_%s_search/%d" % (tool, i)] = ("structured", boond_lines, "structuredContent; text is a total line and one '[type #id] | name | Key: value ...' line per record")
for tool in ("actions", "absences", "positionings", "deliveries"):
    for i in (1, 2):
        L["boond/boond_%s_search/%d" % (tool, i)] = ("key_value", boond_lines, "no structuredContent; a total line, then one record per line: '[type #id]' and ' | '-separated 'Key: value' pairs ('Du a au b' gives two dates)")
for k in ("boond/boond_candidates_get/1", "boond/boond_candidates_get/2", "boond/boond_resources_get/1", "boond/boond_companies_get/1",
          "boond/boond_companies_get/2", "boond/boond_companies_information/1", "boond/boond_companies_information/2",
          "boond/boond_application_current_user/1", "boond/boond_application_current_user/2",
          "boond/boond_application_dictionary/1", "boond/boond_application_dictionary/2"):
    L[k] = ("json_in_text", lambda t: leaves(json.loads(t)), "the whole text is one pretty-printed JSON value; every scalar leaf")
L["boond/boond_resources_get/2"] = ("error", [], "isError; API 404 message with endpoint and hint lines")
L["boond/boond_application_dictionary/3"] = ("error", [], "isError; path-not-found message")

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
