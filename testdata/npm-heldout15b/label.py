#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout15b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; the values of those
fields are transcribed by the small helpers below (one per output shape)
and were checked by reading. Every id must have a label."""
import json
import os
import re
import sys

CAP = 60


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
        out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def jleaves(*skip):
    return lambda t: leaves(json.loads(t), skip)


def none(t):
    return []


# --- kiro-memory (Italian markdown) ---
def kv_bullets(t):
    """Values of '- **Key**: value' lines; comma lists split."""
    out = []
    for m in re.finditer(r"^- \*\*[^*]+\*\*: (.+)$", t, re.M):
        v = m.group(1).strip()
        out += [x for x in v.split(", ")] if re.fullmatch(r"[a-z]+(, [a-z]+)+", v) else [v]
    return out


def kiro_observations(t):
    out = []
    for block in re.split(r"^### ", t, flags=re.M)[1:]:
        head = block.splitlines()[0]
        m = re.match(r"(#\d+): (.+)", head)
        out += [m.group(1), m.group(2)]
        out += kv_bullets(block)
    return out


def kiro_context(t):
    out = [re.search(r"## Contesto: (\S+)", t).group(1), re.search(r"Recenti \((\d+)\)", t).group(1)]
    for m in re.finditer(r"^- \*\*(.+?)\*\* \[(\w+)\]: (.+)$", t, re.M):
        out += [m.group(1), m.group(2), m.group(3)]
    return out


def md_table_cells(t):
    cells = []
    rows = [x for x in t.splitlines() if x.startswith("|")]
    for row in rows[2:]:
        cells += [c.strip() for c in row.strip().strip("|").split("|")]
    return cells


def kiro_timeline(t):
    out = []
    for m in re.finditer(r"\*\*(#\d+)\*\* \[(\w+)\] (.+) \((\d{4}-\d\d-\d\d)\)\n\s+(.+)", t):
        out += list(m.groups())
    return out


# --- context-mode ---
def ctx_batch1(t):
    out = list(re.match(r"Executed (\d+) commands \((\d+) lines, ([\d.]+KB)\)\. Indexed (\d+) sections\. Searched (\d+) queries", t).groups())
    for m in re.finditer(r"^- (.+) \(([\d.]+KB)\)$", t, re.M):
        out += [m.group(1), m.group(2)]
    return out


def csv_rows(t, skip_header=True):
    rows = [l for l in t.splitlines() if re.match(r"^[A-Z]{2}-\d{3},", l)]
    out = []
    for r in rows:
        out += r.split(",")
    return out


def ctx_batch2(t):
    out = ctx_batch1(t)
    body = t.split("## Aisle 3", 1)[1].split("## Rack B", 1)[0]
    return out + csv_rows(body)


def ctx_doctor(t):
    out = []
    for m in re.finditer(r"^\[(OK|WARN|FAIL)\] [^:]+: (.+)$", t, re.M):
        out.append(m.group(1))
        out += [x.strip() for x in m.group(2).split(" — ")]
    return out


def ctx_wc(t):
    out = []
    for m in re.finditer(r"^\s*(\d+) (\S+)$", t, re.M):
        out += [m.group(1), m.group(2)]
    return out


def ctx_stock_values(t):
    out = []
    for m in re.finditer(r"^([A-Z]{2}-\d{3}): (.+) qty=(\d+) value=([\d.]+)$", t, re.M):
        out += list(m.groups())
    return out


def ctx_grep(t):
    return ["4", "2026-11-02 09:40", "WARN", "parts", "T-3301", "CH-220", "2026-11-05"]


def ctx_suppliers(t):
    out = []
    for m in re.finditer(r"^(.+) \((.+)\): (\d+ days), rating ([\d.]+)$", t, re.M):
        out += list(m.groups())
    return out


def ctx_low_stock(t):
    out = [re.search(r"Low stock items: (\d+)", t).group(1)]
    for m in re.finditer(r"^- ([A-Z]{2}-\d{3}) (.+) \((\d+) left\)$", t, re.M):
        out += list(m.groups())
    return out


def ctx_headings(t):
    return re.findall(r"^## (.+)$", t, re.M)


def ctx_fetch(t):
    m = re.match(r"Fetched and indexed \*\*(\d+) sections\*\* \(([\d.]+KB)\) from: (\w+)::(\S+)", t)
    return list(m.groups())


def ctx_index(t):
    m = re.match(r"Indexed (\d+) sections \((\d+) with code\) from: (\w+)", t)
    return list(m.groups())


def ctx_search(t):
    out = []
    for m in re.finditer(r"^--- \[([\w-]+) \| ([\d-]+ [\d:]+) \| (.+?)\] ---\n### (.+)$", t, re.M):
        out += list(m.groups())
    return out


def ctx_stats_full(t):
    out = list(re.match(r"(\d+) tokens saved  ·  ([\d.]+%) reduction  ·  (< 1 min)  ·  (~\$[\d.]+) saved", t).groups())
    out += re.findall(r"\| ([\d.]+ KB)$", t, re.M)
    out.append(re.search(r"^([\d.]+ KB) kept out", t, re.M).group(1))
    out.append(re.search(r"^(\d+) calls$", t, re.M).group(1))
    for m in re.finditer(r"^  (ctx_\w+)\s+(\d+) calls\s+(\d+ B) saved$", t, re.M):
        out += list(m.groups())
    out += re.findall(r"(\d+) events · (\d+) session", t)[0]
    out += ["Claude Code"]
    out += re.findall(r"^(\$[\d.]+) this session  ·  (\$[\d.]+) lifetime$", t, re.M)[0]
    out += ["v1.0.131", "v1.0.169"]
    return out


def ctx_stats_short(t):
    out = list(re.search(r"context-mode  (< 1 min)  (\d+) calls", t).groups())
    out += list(re.search(r"([\d.]+ KB) entered context  \|  (\d+) tokens saved", t).groups())
    out += ["Claude Code"]
    out += re.findall(r"^(\$[\d.]+) this session  ·  (\$[\d.]+) lifetime$", t, re.M)[0]
    out += ["v1.0.131", "v1.0.169"]
    return out


# --- slope ---
def slope_standup(t):
    s = json.loads(t)
    return [re.search(r"\[(\w+)\]", s).group(1), re.search(r"\*\*Session:\*\* (\S+)", s).group(1),
            re.search(r"\*\*Status:\*\* (\S+)", s).group(1), re.search(r"\*\*Progress:\*\* (.+)", s).group(1)]


def slope_names(t):
    return json.loads(t).split(", ")


# --- patternfly ---
def semicolon_list(t):
    return t.strip().split(";")


def css_classes(t):
    return re.findall(r"^\s*\.(pf-v6-u-[\w-]+) \{", t, re.M)


L = {}


def lab(ids, pattern, values, note=None):
    for i in ids if isinstance(ids, (list, tuple)) else [ids]:
        L[i] = (pattern, values, note)


K = "kiromem/"
lab([K + "embedding_stats/1", K + "embedding_stats/2"], "key_value", kv_bullets)
lab([K + "save_memory/%d" % n for n in range(1, 7)], "key_value", kv_bullets, "one-line confirmation then three bold-key bullets")
lab([K + "store_knowledge/%d" % n for n in range(1, 5)], "key_value", kv_bullets, "one-line confirmation then three bold-key bullets")
lab([K + "generate_report/1", K + "generate_report/2", K + "resume_session/1", K + "resume_session/2"], "error", none)
lab([K + "get_context/1", K + "get_context/2"], "markdown_list", kiro_context)
lab([K + "get_observations/1", K + "get_observations/2", K + "get_observations/4"], "key_value", kiro_observations,
    "records under ### headers, each with bold-key bullets")
lab(K + "get_observations/3", "unstructured", none, "not-found message, no isError")
lab([K + "search/%d" % n for n in range(1, 6)], "markdown_table", md_table_cells)
lab([K + "semantic_search/1", K + "semantic_search/2"], "unstructured", none, "no-result message")
lab([K + "timeline/1", K + "timeline/2"], "markdown_list", kiro_timeline)

C = "ctxmode/"
lab(C + "ctx_batch_execute/1", "unstructured", lambda t: ctx_batch1(t) + ["2026-11-04 10:05", "ERROR", "payment", "T-3299", "card declined"],
    "summary line, short section list and one search hit with a log line")
lab(C + "ctx_batch_execute/2", "unstructured", ctx_batch2, "search hits are the CSV repeated; CSV rows counted once")
lab([C + "ctx_doctor/1", C + "ctx_doctor/2"], "key_value", ctx_doctor, "[STATUS] Check: value lines")
lab(C + "ctx_execute/1", "unstructured", ctx_wc, "wc -l output")
lab(C + "ctx_execute/2", "key_value", ctx_stock_values, "SKU: item qty=.. value=.. lines after an upgrade notice")
lab(C + "ctx_execute/3", "unstructured", ctx_grep, "a count and a log line")
lab(C + "ctx_execute/4", "key_value", ctx_suppliers, "Name (city): lead time, rating lines")
lab(C + "ctx_execute/5", "unstructured", csv_rows, "CSV lines")
lab(C + "ctx_execute_file/1", "unstructured", lambda t: ["6", "64.50", "118.00"])
lab(C + "ctx_execute_file/2", "markdown_list", ctx_low_stock)
lab(C + "ctx_execute_file/3", "unstructured", ctx_headings, "list of markdown headings")
lab([C + "ctx_fetch_and_index/1", C + "ctx_fetch_and_index/2"], "unstructured", ctx_fetch, "status line then the page as markdown prose")
lab([C + "ctx_index/1", C + "ctx_index/2"], "unstructured", ctx_index, "status lines")
lab([C + "ctx_search/%d" % n for n in range(1, 6)], "unstructured", ctx_search, "search hits: meta line and section prose; values are the hit metadata")
lab([C + "ctx_stats/1", C + "ctx_stats/2"], "unstructured", ctx_stats_full, "dashboard with bars and aligned per-tool lines")
lab(C + "ctx_stats/3", "unstructured", ctx_stats_short)

D = "devkitmem/"
lab([D + "memory_storeKnowledge/%d" % n for n in range(1, 8)], "json_in_text", jleaves("message"))
lab([D + "memory_searchKnowledge/%d" % n for n in range(1, 9)], "json_in_text", jleaves())

H = "howtocook/mcp_howtocook_"
HSKIP = ("description", "text_quantity", "notes", "message", "suggestion", "steps", "additional_notes", "images")
lab([H + "getRecipeById/%d" % n for n in (1, 2, 3, 4, 5, 7)], "json_in_text", jleaves(*HSKIP))
lab(H + "getRecipeById/6", "error", none, "JSON with an error field")
lab([H + "getRecipesByCategory/%d" % n for n in (1, 2, 3)], "json_in_text", jleaves(*HSKIP))
lab([H + "recommendMeals/1", H + "recommendMeals/2"], "json_in_text", jleaves(*HSKIP))
lab([H + "whatToEat/%d" % n for n in (1, 2, 3, 4)], "json_in_text", jleaves(*HSKIP))

S = "slope/"
lab([S + "search/%d" % n for n in (1, 2, 3, 4, 5, 6, 7, 9, 11)], "json_in_text", jleaves("example"))
lab(S + "search/8", "error", none, "missing codebase map message")
lab(S + "search/10", "json_in_text", none, "empty JSON array")
lab(S + "search/12", "unstructured", none, "TypeScript type declarations (code)")
lab([S + "execute/1", S + "execute/11"], "unstructured", slope_standup, "a JSON string holding markdown")
lab([S + "execute/%d" % n for n in (2, 3, 4, 5, 6, 7, 9, 10, 13, 14)], "json_in_text", jleaves())
lab(S + "execute/8", "unstructured", lambda t: ["2"], "bare JSON number")
lab(S + "execute/12", "unstructured", slope_names, "a JSON string holding a comma list")

P = "pfdocs/"
lab([P + "getAvailableModules/%d" % n for n in (1, 2, 3)], "unstructured", semicolon_list, "semicolon-separated names")
lab(P + "getAvailableModules/4", "error", none)
lab([P + "getComponentSourceCode/%d" % n for n in (1, 2, 3)], "unstructured", none, "TypeScript source")
lab([P + "getReactUtilityClasses/%d" % n for n in (1, 2, 3, 4)], "unstructured", css_classes, "CSS; values are the utility class names")


def main(src, dst):
    os.makedirs(dst, exist_ok=True)
    seen = set()
    for name in sorted(os.listdir(src)):
        if not name.endswith(".jsonl"):
            continue
        out = []
        with open(os.path.join(src, name), encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                r = json.loads(line)
                if r["id"] not in L:
                    sys.exit("no label for " + r["id"])
                pattern, values, note = L[r["id"]]
                vals = values(text_of(r)) if callable(values) else list(values)
                r["pattern"] = pattern
                r["values"] = vals[:CAP]
                if note:
                    r["note"] = note
                seen.add(r["id"])
                out.append(r)
        with open(os.path.join(dst, name), "w", encoding="utf-8") as f:
            for r in out:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    missing = set(L) - seen
    if missing:
        sys.exit("labels without outputs: %s" % sorted(missing))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
