#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout21b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; the values of long
outputs (JSON answers, the knowledge base's source list, the voice list)
are transcribed by the small helpers below and were checked by reading.
Every id must have a label, and every value must occur in its output's
text."""
import json
import os
import re
import sys


def text_of(r):
    return "\n".join(c["text"] for c in r["result"].get("content", []) if c.get("type") == "text")


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


def json_leaves(t):
    return leaves(json.loads(t))


def rag_sources(t):
    """The leaves of the JSON after 'RAG Sources: ' (id, fileName, snippet, score)."""
    return leaves(json.loads(t.split("RAG Sources: ", 1)[1]))


def voices(t):
    """Each 'Name: X, ID: Y' of the voice list, name then id."""
    out = []
    for name, vid in re.findall(r"Name: (.+?), ID: ([A-Za-z0-9_]+)", t):
        out += [name, vid]
    return out


# ---------------------------------------------------------------- labels
# id -> (pattern, values or a function of the text, note)
L = {}

# awskb: two text blocks, "Context: <the retrieved chunks as prose>" and
# "RAG Sources: <JSON array of id, fileName, snippet, score>".
KB_NOTE = ("two labelled blocks, 'Context:' (the chunks as prose) and 'RAG Sources:' (a JSON array); "
           "values are the sources' fields; the context prose repeats the snippets and is not taken")
for i in list(range(1, 19)) + [21, 22]:
    L["awskb/retrieve_from_aws_kb/%d" % i] = ("key_value", rag_sources, KB_NOTE)
for i in (19, 20):
    L["awskb/retrieve_from_aws_kb/%d" % i] = ("error", [], "unknown knowledge base: the server's failure line")

# minimax: one-line status messages; the fields taken are the task id, the
# URLs, the voice id and the saved file's path.
STATUS = "one-line status message"


def task_id(t):
    return re.findall(r"Task ID: (\d+)", t)


def urls(t):
    return [u.rstrip(".") for u in re.findall(r"http://127\.0\.0\.1:18652/\S+?(?=,|\s|$)", t)]


def designed(t):
    m = re.match(r"Success\. Voice ID: (\S+)\. Voice URL: (\S+)$", t)
    return [m.group(1), m.group(2)]


def cloned(t):
    return [t.split("Voice cloning successful: ", 1)[1].strip()]


ERR = "error message without isError"
for i in (1, 2, 3):
    L["minimax/generate_video/%d" % i] = ("unstructured", task_id, STATUS)
VOICES_NOTE = "one line of inline 'Name: X, ID: Y' pairs under 'System voices:' and 'Cloned voices:'"
for i in (1, 2, 3):
    L["minimax/list_voices/%d" % i] = ("key_value", voices, VOICES_NOTE)
for i in (1, 5):
    L["minimax/query_video_generation/%d" % i] = ("unstructured", urls, STATUS)
for i in (2, 3):
    L["minimax/query_video_generation/%d" % i] = ("unstructured", task_id, STATUS)
for i in (4, 6):
    L["minimax/query_video_generation/%d" % i] = ("error", [], ERR)
for i in (1, 2, 3, 4, 6):
    L["minimax/text_to_audio/%d" % i] = ("unstructured", urls, STATUS)
L["minimax/text_to_audio/5"] = ("error", [], ERR)
for i in (1, 2, 3):
    L["minimax/text_to_image/%d" % i] = ("unstructured", urls, STATUS)
L["minimax/text_to_image/4"] = ("error", [], ERR)
L["minimax/voice_clone/1"] = ("unstructured", urls, STATUS)
L["minimax/voice_clone/2"] = ("error", [], ERR)
L["minimax/voice_clone/3"] = ("unstructured", cloned, STATUS)
for i in (1, 2, 3):
    L["minimax/voice_design/%d" % i] = ("unstructured", designed, STATUS)

# arrmedia and oaslib: every answer is one pretty-printed JSON object.
ARR = ["arr_status/1", "arr_status/2", "radarr_get_health/1", "radarr_get_health/2",
       "radarr_get_movies/1", "radarr_get_movies/2", "radarr_get_movies/3",
       "radarr_get_root_folders/1", "radarr_get_root_folders/2", "radarr_refresh_movie/1", "radarr_refresh_movie/2",
       "radarr_search/1", "radarr_search/2", "radarr_search_movie/1", "radarr_search_movie/2",
       "sonarr_get_episodes/1", "sonarr_get_episodes/2", "sonarr_get_episodes/3",
       "sonarr_get_health/1", "sonarr_get_health/2", "sonarr_get_quality_profiles/1", "sonarr_get_quality_profiles/2",
       "sonarr_get_root_folders/1", "sonarr_get_root_folders/2",
       "sonarr_get_series/1", "sonarr_get_series/2", "sonarr_get_series/3", "sonarr_get_series/4",
       "sonarr_get_tags/1", "sonarr_get_tags/2", "sonarr_refresh_series/1", "sonarr_refresh_series/2",
       "sonarr_search/1", "sonarr_search/2", "sonarr_search_missing/1", "sonarr_search_missing/2"]
for k in ARR:
    L["arrmedia/" + k] = ("json_in_text", json_leaves, None)
OAS = ["CreateLoan/1", "CreateLoan/2", "FetchMember/1", "FetchMember/2", "FetchTool/1", "FetchTool/2", "FetchTool/3",
       "FetchTool/4", "ListBranches/1", "ListBranches/2", "ListMemberLoans/1", "ListMemberLoans/2",
       "ListTools/1", "ListTools/2", "ListToolsByCategory/1", "ListToolsByCategory/2", "ListToolsByCategory/3"]
for k in OAS:
    L["oaslib/ToolLibrary--" + k] = ("json_in_text", json_leaves, None)


# uireg (shadcn's MCP server on two local registries): markdown answers.


def shadcn_list(t):
    """'Found N items': N, then per item its name, type, description,
    registry and add command, then the next offset when there is one."""
    out = re.findall(r"^Found (\d+) items", t, re.M)
    for name, typ, desc, reg, cmd in re.findall(
            r"^- (\S+) \(([^)]+)\) - (.+?) \[(@\w+)\] \n  Add command: `([^`]+)`", t, re.M):
        out += [name, typ, desc, reg, cmd]
    out += re.findall(r"Use offset: (\d+)", t)
    return out


def shadcn_items(t):
    """Per '## name' block: name, description, Type, Files and each dependency."""
    out = []
    for block in t.split("\n---\n"):
        m = re.search(r"^## (\S+)\n\n(.+?)\n\n\*\*Type:\*\* (\S+)\n\*\*Files:\*\* (.+)$", block, re.M)
        out += [m.group(1), m.group(2), m.group(3), m.group(4)]
        d = re.search(r"^\*\*Dependencies:\*\* (.+)$", block, re.M)
        if d:
            out += d.group(1).split(", ")
    return out


def shadcn_example(t):
    """Count, example name, description and the code file's path."""
    m = re.search(r"Found (\d+) example.*?\n## Example: (\S+)\n\n(.+?)\n\n### Code \(([^)]+)\):", t, re.S)
    return [m.group(1), m.group(2), m.group(3), m.group(4)]


def registries(t):
    return re.findall(r"^- (@\w+)$", t, re.M)


LIST_NOTE = "bulleted records (name, type, description, registry, indented add command) after a 'Found N items' preamble"
for i in (1, 2, 3, 4, 5):
    L["uireg/list_items_in_registries/%d" % i] = ("markdown_list", shadcn_list, LIST_NOTE)
L["uireg/list_items_in_registries/6"] = ("error", [], None)
for i in (1, 2, 3, 4):
    L["uireg/search_items_in_registries/%d" % i] = ("markdown_list", shadcn_list, LIST_NOTE)
L["uireg/search_items_in_registries/5"] = ("unstructured", [], "empty result: one prose line")
ITEM_NOTE = "'## name' blocks with a description line and '**Key:** value' lines"
for i in (1, 2, 3, 4):
    L["uireg/view_items_in_registries/%d" % i] = ("key_value", shadcn_items, ITEM_NOTE)
L["uireg/view_items_in_registries/5"] = ("error", [], None)
EX_NOTE = "markdown document: heading, description and a fenced code file; the query echo is not taken"
for i in (1, 2):
    L["uireg/get_item_examples_from_registries/%d" % i] = ("unstructured", shadcn_example, EX_NOTE)
L["uireg/get_item_examples_from_registries/3"] = ("unstructured", [], "empty result with advice prose")
for i in (1, 2):
    L["uireg/get_project_registries/%d" % i] = ("unstructured", registries,
                                                 "prose around a bullet list of single names (not records)")
    L["uireg/get_audit_checklist/%d" % i] = ("unstructured", [], "fixed checklist prose")
L["uireg/get_add_command_for_items/1"] = ("unstructured", ["npx shadcn@latest add @harbor/button"], "one command line")
L["uireg/get_add_command_for_items/2"] = ("unstructured",
                                           ["npx shadcn@latest add @harbor/tide-table @tidewater/chart-tide @tidewater/date-utils"],
                                           "one command line")

# sbaddon (@storybook/addon-mcp in a Storybook dev server): markdown answers.


def sb_docs_list(t):
    """Per component: name, id, description (as printed, a second line
    included); per story line under it: story name and id."""
    out = []
    for m in re.finditer(r"^- (\S+) \(([a-z0-9-]+)\): (.+?)(?=\n- |\n  - |\Z)", t, re.M | re.S):
        out += [m.group(1), m.group(2), m.group(3).rstrip()]
        end = t.find("\n- ", m.end())
        block = t[m.end(): end if end >= 0 else len(t)]
        for name, sid in re.findall(r"^  - (.+?) \(([a-z0-9-]+--[a-z0-9-]+)\)$", block, re.M):
            out += [name, sid]
    return out


def sb_docs_show(t):
    """Name, ID, description, then each story's name and Story ID, then the
    'Other Stories' names and ids."""
    m = re.match(r"# (\S+)\n\nID: (\S+)\n\n(.+?)\n\n## Stories", t, re.S)
    out = [m.group(1), m.group(2), m.group(3)]
    for name, sid in re.findall(r"^### (.+)\n\nStory ID: (\S+)$", t, re.M):
        out += [name, sid]
    for name, sid in re.findall(r"^- (.+?) \(([a-z0-9-]+--[a-z0-9-]+)\)$", t, re.M):
        out += [name, sid]
    return out


def sb_story(t):
    m = re.match(r"# (\S+) - (.+)$", t, re.M)
    return [m.group(1), m.group(2)]


def sb_found(t):
    """Per component path: the path, its story count, then per story its id,
    title, name and import path."""
    out = []
    for block in t.strip().split("\n\n"):
        m = re.match(r"(\S+):\n→ (\d+) stories", block)
        out += [m.group(1), m.group(2)]
        for sid, title, name, imp in re.findall(r"^  - `([^`]+)`: (\S+) / (.+) \(`([^`]+)`\)$", block, re.M):
            out += [sid, title, name, imp]
    return out


def lines(t):
    return [x for x in t.splitlines() if x.strip()]


L["sbaddon/docs-list/1"] = ("markdown_list", sb_docs_list, "bulleted records 'Name (id): description'")
L["sbaddon/docs-list/2"] = ("markdown_list", sb_docs_list, "bulleted records with nested story lines")
L["sbaddon/docs-list/3"] = ("markdown_list", sb_docs_list, "bulleted records 'Name (id): description'")
for i in (1, 2, 3, 4):
    L["sbaddon/docs-show/%d" % i] = ("unstructured", sb_docs_show,
                                     "markdown document (headings, ID lines, code blocks); code and props block not taken")
L["sbaddon/docs-show/5"] = ("error", [], None)
for i in (1, 2, 3, 4):
    L["sbaddon/docs-show-story/%d" % i] = ("unstructured", sb_story, "heading and a code block; the heading's component and story taken")
L["sbaddon/docs-show-story/5"] = ("error", [], None)
for i in (1, 2):
    L["sbaddon/get-storybook-story-instructions/%d" % i] = ("unstructured", [], "fixed instructions prose")
    L["sbaddon/stories-changed/%d" % i] = ("unstructured", [], "one status line")
for i in (1, 2, 3):
    L["sbaddon/stories-find-by-component/%d" % i] = ("structured", sb_found, "structuredContent; values from the text")
for i in (1, 2, 3, 4):
    L["sbaddon/stories-preview/%d" % i] = ("structured", lines, "structuredContent; the text is the preview URLs")

PATTERNS = {"structured", "json_in_text", "markdown_table", "markdown_list", "key_value", "unstructured", "error"}


def main(in_dir, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    seen = set()
    for name in sorted(os.listdir(in_dir)):
        if not name.endswith(".jsonl"):
            continue
        lines = []
        for line in open(os.path.join(in_dir, name), encoding="utf-8"):
            o = json.loads(line)
            if o["id"] not in L:
                sys.exit("no label for %s" % o["id"])
            pattern, values, note = L[o["id"]]
            assert pattern in PATTERNS
            t = text_of(o)
            if callable(values):
                values = values(t)
            for v in values:
                if v not in t:
                    sys.exit("%s: value %r not in the text" % (o["id"], v))
            o["pattern"] = pattern
            o["values"] = values
            if note:
                o["note"] = note
            seen.add(o["id"])
            lines.append(o)
        with open(os.path.join(out_dir, name), "w", encoding="utf-8") as f:
            for o in lines:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
        print("%s: %d outputs, %d with values" % (name, len(lines), sum(1 for o in lines if o["values"])))
    missing = set(L) - seen
    if missing:
        sys.exit("labels without output: %s" % sorted(missing))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
