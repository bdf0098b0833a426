#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout14b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for long outputs
(JSON answers, search hits, library lists, flattened tables) the values of
those fields are transcribed by the small helpers below and were checked
by reading. Every id must have a label."""
import json
import os
import re
import sys

U = "http://127.0.0.1:19216"


def text_of(r):
    parts = []
    for c in r["result"].get("content", []):
        if c.get("type") == "text":
            t = c["text"]
            parts.append(t if isinstance(t, str) else json.dumps(t))
    return "\n".join(parts)


def leaves(v):
    """Scalar leaves of a JSON value, numbers and booleans as JSON text (nulls skipped)."""
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


def first_json(t):
    """The JSON value that starts at the first '{' or '[' of t."""
    i = min(x for x in (t.find("{"), t.find("[")) if x >= 0)
    return json.JSONDecoder().raw_decode(t[i:])[0]


# --- esearch (@elastic/mcp-server-elasticsearch) ---

def es_found(t):
    """'Found N indices/shards' count, then the JSON leaves."""
    n = re.match(r"Found (\d+)", t).group(1)
    return [n] + leaves(first_json(t))


def es_mapping(t):
    """Index name of the header, then the mapping's leaves (field types)."""
    idx = re.match(r"Mappings for index: (\S+)", t).group(1)
    return [idx] + leaves(first_json(t.split(": ", 2)[2]))


def es_hits(t):
    """Total, shown and position numbers, then each hit's field values
    (JSON-quoted strings unquoted, highlighted text as shown), then the
    leaves of an Explanation/Aggregations JSON block."""
    m = re.match(r"Total results: (\d+), showing (\d+) from position (\d+)", t)
    out = list(m.groups())
    rest = t[m.end():]
    for blk in re.split(r"\n(?=Aggregations: |\nExplanation:)", rest):
        if blk.lstrip().startswith("Aggregations:") or blk.lstrip().startswith("Explanation:"):
            out += leaves(first_json(blk))
            continue
        for line in blk.splitlines():
            lm = re.match(r"^(@?[\w.]+)(?: \(highlighted\))?: (.*)$", line)
            if not lm:
                continue
            v = lm.group(2)
            if v.startswith('"'):
                v = json.loads(v)
            out.append(v)
    return out


# --- ctx7 (@upstash/context7-mcp) ---

def c7_libs(t):
    """Each '- Key: value' bullet's value; a Versions list gives each version."""
    out = []
    for k, v in re.findall(r"^- ([^:]+): (.*)$", t, re.M):
        if k == "Versions":
            out += [x.strip() for x in v.split(",")]
        else:
            out.append(v)
    return out


def c7_docs(t):
    """Title and source URL of each documentation snippet."""
    out = []
    for title, src in re.findall(r"^### (.*)\n\nSource: (\S+)", t, re.M):
        out += [title, src]
    return out


# --- imgfetch (@kazuph/mcp-fetch) ---

TIMETABLE = ["Port Aven → Holm Island", "MV Tern", "07:15", "07:55", "Mon–Sat",
             "Holm Island → Ness Point", "MV Tern", "08:20", "09:05", "Mon–Sat",
             "Ness Point → Port Aven", "MV Kittiwake", "10:30", "11:45", "Daily",
             "Port Aven → Ness Point", "MV Kittiwake", "13:40", "14:55", "Daily",
             "Holm Island → Port Aven", "MV Tern", "17:10", "17:50", "Fri–Sun"]
WEATHER = ["2026-11-24 06:00", "SW 14 kn", "22 kn", "4 nm", "moderate",
           "2026-11-24 09:00", "SW 18 kn", "27 kn", "2 nm", "rough",
           "2026-11-24 12:00", "W 21 kn", "33 kn", "0.5 nm", "rough",
           "2026-11-24 15:00", "W 16 kn", "24 kn", "3 nm", "moderate"]
INDEX = ["MV Tern", "on schedule, next departure 13:40 from Port Aven",
         "MV Kittiwake", "delayed 25 min (fog at Ness Point)",
         "MV Puffin", "in dry dock until 12 December 2026",
         "+44 1770 600 214", "06:30–19:00 daily", "tickets@skerrysound.example"]
SINGLE = ["£7.40", "£3.70", "£2.10", "£1.50", "£31.00"]
SEASON = ["Commuter 20", "20 crossings, valid 60 days, £96.00",
          "Island Pass", "unlimited foot crossings for one month, £58.50, residents only",
          "Freight Card", "10 vehicle crossings up to 10 m, £410.00, business account needed"]
CREW = ["Captain Morag Duncan", "Master, MV Tern", "2004",
        "Ewan Sinclair", "Chief engineer, MV Kittiwake", "2011",
        "Priya Nair", "Harbour office manager", "2019",
        "Jonas Lind", "Deckhand, MV Tern", "2025"]
NOTICE = ["2026/31", "18 November 2026", "Harbour Office"]
STATUS = ["2026-11-25 07:00", "operating", "operating, delays possible", "dry dock (returns 2026-12-12)", "12:00"]

N_HTML = "HTML source returned as is: an opaque dump, no values"
N_FLAT = "page as markdown whose table came out as one cell per paragraph (no table syntax); the cells are values"
N_TRUNC = "truncated page; the values visible in this slice; the truncation notice is an instruction, not data"

# --- pgmcp (mcp-postgres-server), mysqlq (mcp-server-mysql) ---

def my_json(t):
    """Leaves of the JSON result, then the execution time of the trailer."""
    return leaves(first_json(t)) + re.findall(r"Query execution time: (.*)$", t, re.M)


def pup_json(t):
    return leaves(first_json(t.split("Result:\n", 1)[1]))


N_STATUS = "one-line confirmation; the value is what it names"
N_PGJSON = "the whole text is one compact JSON object"
N_MYJSON = "a JSON array before a one-line timing trailer"

# id -> (pattern, values or a function of the text, note)
L = {
    # esearch
    "esearch/list_indices/1": ("json_in_text", es_found, "count line, then a JSON array (a second text item)"),
    "esearch/list_indices/2": ("json_in_text", es_found, "count line, then a JSON array (a second text item)"),
    "esearch/list_indices/3": ("json_in_text", es_found, "count line, then a JSON array (a second text item)"),
    "esearch/list_indices/4": ("json_in_text", es_found, "count line, then a JSON array (a second text item)"),
    "esearch/list_indices/5": ("unstructured", ["0"], "count line and an empty JSON array: no JSON payload to speak of"),
    "esearch/get_mappings/1": ("json_in_text", es_mapping, "header line, then 'Mappings for index X:' and a JSON object; the field types are the leaves"),
    "esearch/get_mappings/2": ("json_in_text", es_mapping, "header line, then 'Mappings for index X:' and a JSON object; the field types are the leaves"),
    "esearch/get_mappings/3": ("json_in_text", es_mapping, "header line, then 'Mappings for index X:' and a JSON object; the field types are the leaves"),
    "esearch/get_mappings/4": ("error", [], "error message without isError"),
    "esearch/get_shards/1": ("json_in_text", es_found, "count line, then a JSON array; nulls skipped"),
    "esearch/get_shards/2": ("json_in_text", es_found, "count line, then a JSON array; nulls skipped"),
    "esearch/get_shards/3": ("json_in_text", es_found, "count line, then a JSON array; nulls skipped"),
    "esearch/get_shards/4": ("error", [], "error message without isError"),
    "esearch/search/1": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines; highlighted values kept as shown"),
    "esearch/search/2": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines"),
    "esearch/search/3": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines"),
    "esearch/search/4": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines"),
    "esearch/search/5": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines"),
    "esearch/search/6": ("key_value", es_hits, "totals line and one hit of 'field: value' lines"),
    "esearch/search/7": ("json_in_text", es_hits, "totals line, then 'Aggregations:' and a JSON object carrying most of the text"),
    "esearch/search/8": ("unstructured", es_hits, "totals line only (no hits): three numbers in one sentence-like line"),
    "esearch/search/9": ("key_value", es_hits, "totals line, one hit of 'field: value' lines and a small Explanation JSON"),
    "esearch/search/10": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines"),
    "esearch/search/11": ("unstructured", es_hits, "totals line only (no hits)"),
    "esearch/search/12": ("error", [], "error message without isError"),
    "esearch/search/13": ("key_value", es_hits, "totals line, then one text item per hit of 'field: value' lines"),
    # ctx7
    "ctx7/query-docs/1": ("unstructured", c7_docs, "documentation snippets (headings, source lines, prose, code); title and source URL are the values"),
    "ctx7/query-docs/2": ("unstructured", c7_docs, "documentation snippets; title and source URL are the values"),
    "ctx7/query-docs/3": ("unstructured", c7_docs, "one documentation snippet; title and source URL are the values"),
    "ctx7/query-docs/4": ("error", [], "not-found message"),
    "ctx7/query-docs/5": ("error", [], "not-found message"),
    "ctx7/query-docs/6": ("error", [], "not-found message from the API"),
    "ctx7/query-docs/7": ("unstructured", c7_docs, "documentation snippets; title and source URL are the values"),
    "ctx7/query-docs/8": ("unstructured", c7_docs, "documentation snippets; title and source URL are the values"),
    "ctx7/query-docs/9": ("error", [], "not-found message"),
    "ctx7/query-docs/10": ("error", [], "not-found message from the API"),
    "ctx7/resolve-library-id/6": ("unstructured", [], "empty-result message"),
}
for i in (1, 2, 3, 4, 5, 7, 8, 9, 10):
    L["ctx7/resolve-library-id/%d" % i] = ("key_value", c7_libs,
                                           "header, then records of '- Key: value' bullets separated by dashes; each bullet is one pair")

L.update({
    # imgfetch
    "imgfetch/imageFetch/1": ("markdown_list", INDEX, "page as markdown: list of bold vessel name + status records; the office details (label/value paragraphs) are values too"),
    "imgfetch/imageFetch/2": ("unstructured", TIMETABLE + ["2 November 2026", "28 March 2027"], N_FLAT + "; validity dates too"),
    "imgfetch/imageFetch/3": ("markdown_list", SINGLE + SEASON, "two lists: 'Label: price' bullets and numbered records (bold name — details); the records carry most of the text"),
    "imgfetch/imageFetch/4": ("unstructured", CREW, "headings with a prose paragraph each; name, role and year joined are the values"),
    "imgfetch/imageFetch/5": ("unstructured", NOTICE, "notice prose; number, date and author of the byline are the values"),
    "imgfetch/imageFetch/6": ("unstructured", WEATHER, N_FLAT),
    "imgfetch/imageFetch/7": ("key_value", STATUS, "raw text file behind a header and a note: a title line with a timestamp and 'Name: state' lines"),
    "imgfetch/imageFetch/8": ("unstructured", ["Fares", U + "/fares.html", "Fares and concessions"], "form labels and one link (text, URL, title)"),
    "imgfetch/imageFetch/9": ("error", [], ""),
    "imgfetch/imageFetch/10": ("unstructured", [], N_HTML),
    "imgfetch/imageFetch/11": ("markdown_list", SINGLE, N_TRUNC + "; the cut first season record is left out"),
    "imgfetch/imageFetch/12": ("markdown_list", SEASON[2:], N_TRUNC + "; the cut first record is left out"),
    "imgfetch/imageFetch/13": ("unstructured", CREW[:9], N_TRUNC + "; the cut last heading is left out"),
    "imgfetch/imageFetch/14": ("unstructured", [], N_HTML + " (truncated)"),
    "imgfetch/imageFetch/15": ("unstructured", WEATHER[1:], N_FLAT + "; slice starting inside the first row"),
    "imgfetch/imageFetch/16": ("key_value", STATUS, "raw text file: a title line with a timestamp and 'Name: state' lines"),
    "imgfetch/imageFetch/17": ("key_value", ["*", "/"], "robots.txt: 'Key: value' lines"),
    "imgfetch/imageFetch/18": ("error", [], ""),
    "imgfetch/imageFetch/19": ("unstructured", NOTICE, N_TRUNC),
    "imgfetch/imageFetch/20": ("unstructured", [], N_HTML),
    # pgmcp
    "pgmcp/describe_table/5": ("json_in_text", [], N_PGJSON + " (an empty column list)"),
    "pgmcp/list_tables/3": ("json_in_text", [], N_PGJSON + " (an empty table list)"),
    "pgmcp/execute/3": ("error", [], "isError with a JSON error object"),
    "pgmcp/execute/6": ("error", [], "isError with a JSON error object"),
    "pgmcp/query/6": ("error", [], "isError with a JSON error object"),
    "pgmcp/query/10": ("error", [], "isError with a JSON error object"),
    # mysqlq
    "mysqlq/mysql_query/19": ("unstructured", ["0.52 ms"], "an empty JSON array and a timing trailer: the trailer carries most of the text"),
    # hpup
    "hpup/puppeteer_click/1": ("unstructured", ["#submit"], N_STATUS),
    "hpup/puppeteer_click/2": ("unstructured", ["#vehicle"], N_STATUS),
    "hpup/puppeteer_click/3": ("error", [], ""),
    "hpup/puppeteer_click/4": ("unstructured", ["tbody tr:nth-child(2)"], N_STATUS),
    "hpup/puppeteer_evaluate/1": ("unstructured", ["Booked 1 on PA-HI for  (ref SK-1000)"], "header, a JSON string scalar, empty logs section"),
    "hpup/puppeteer_evaluate/2": ("json_in_text", pup_json, "JSON object behind 'Result:' before an empty logs section"),
    "hpup/puppeteer_evaluate/3": ("json_in_text", pup_json, "JSON array behind 'Result:' before an empty logs section"),
    "hpup/puppeteer_evaluate/4": ("error", [], ""),
    "hpup/puppeteer_evaluate/5": ("error", [], ""),
    "hpup/puppeteer_evaluate/6": ("json_in_text", pup_json, "JSON array behind 'Result:' before an empty logs section"),
    "hpup/puppeteer_evaluate/7": ("unstructured", ["5"], "header and a bare number"),
    "hpup/puppeteer_fill/1": ("unstructured", ["#name"], N_STATUS),
    "hpup/puppeteer_fill/2": ("unstructured", ["#passengers"], N_STATUS),
    "hpup/puppeteer_fill/3": ("error", [], ""),
    "hpup/puppeteer_hover/1": ("unstructured", ["#help"], N_STATUS),
    "hpup/puppeteer_hover/2": ("error", [], ""),
    "hpup/puppeteer_hover/3": ("unstructured", ["h1"], N_STATUS),
    "hpup/puppeteer_navigate/1": ("unstructured", [U + "/book.html"], N_STATUS),
    "hpup/puppeteer_navigate/2": ("unstructured", [U + "/timetable.html"], N_STATUS),
    "hpup/puppeteer_screenshot/1": ("unstructured", ["booking-form", "640x480"], "one status line (name, size) beside an image"),
    "hpup/puppeteer_screenshot/2": ("unstructured", ["form-small", "400x300"], "one status line (name, size) beside an image"),
    "hpup/puppeteer_screenshot/3": ("unstructured", ["timetable", "800x600"], "one status line (name, size) beside an image"),
    "hpup/puppeteer_select/1": ("unstructured", ["#route"], N_STATUS),
    "hpup/puppeteer_select/2": ("error", [], ""),
})
for tool, n in (("describe_table", 4), ("execute", 5), ("list_schemas", 2), ("list_tables", 2), ("query", 14)):
    for i in range(1, n + 1):
        L.setdefault("pgmcp/%s/%d" % (tool, i), ("json_in_text", lambda t: leaves(json.loads(t)), N_PGJSON))
for i in range(1, 21):
    L.setdefault("mysqlq/mysql_query/%d" % i, ("json_in_text", my_json, N_MYJSON))
for i in (3, 4, 9, 12, 15, 17):
    L["mysqlq/mysql_query/%d" % i] = ("error", [], "read-only refusal message with isError")
L["mysqlq/mysql_query/8"] = ("error", [], "")

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
