#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR [SERVER...]: the labeller's throw-away transcription helper.
Fills pattern/values/note of the heldout12b outputs with the fields the
labeller chose after reading every output (see README.md, Labels); the
result was checked by reading. Not a parser used by any test."""
import json
import re
import sys

EMOJI_LINE = re.compile(r"^\S+\s+([A-Z]+)\s+\(([PG])\)\s+(\S+):\s+(.*)$")


def text_of(res):
    return "".join(c.get("text", "") for c in res.get("content", []) if c.get("type") == "text")


def canon_num(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def leaves(v, out):
    if isinstance(v, dict):
        for x in v.values():
            leaves(x, out)
    elif isinstance(v, list):
        for x in v:
            leaves(x, out)
    elif v is None or v == "":
        return
    else:
        out.append(canon_num(v))
    return out


def memory_line(line):
    """Fields of one memory record line: type, scope, id, content, tags, paths, category."""
    m = EMOJI_LINE.match(line.strip())
    if not m:
        return None
    typ, scope, mid, rest = m.groups()
    vals = [typ, scope, mid]
    cat = re.search(r"\s\{([^}]*)\}$", rest)
    if cat:
        rest = rest[: cat.start()]
    paths = re.search(r"\s\(paths: ([^)]*)\)$", rest)
    if paths:
        rest = rest[: paths.start()]
    tags = re.search(r"\s\[([^\]]*)\]$", rest)
    if tags:
        rest = rest[: tags.start()]
    vals.append(rest.strip())
    if tags:
        vals += [t for t in tags.group(1).split(",") if t]
    if paths:
        vals += [p.strip() for p in paths.group(1).split(",")]
    if cat:
        vals.append(cat.group(1))
    return vals


def label_memories(r, t, err):
    tool = r["tool"]
    if err:
        return "error", [], None
    if tool == "add_memory":
        m = re.match(r"Stored \S+ ([A-Z]+) (\S+) \((?:project: )?([^)]*)\)", t)
        return "unstructured", list(m.groups()), "one-line confirmation; values: type, new id, scope"
    if tool == "add_reminder":
        m = re.match(r"Created reminder (\S+) \((\w+)\) next at (\S+): (.*)$", t)
        return "unstructured", list(m.groups()), "one-line confirmation; values: id, scope, next trigger, message"
    if tool in ("list_memories", "search_memories"):
        vals = []
        head = re.match(r"(?:Found )?(\d+) memories:", t)
        if head:
            vals.append(head.group(1))
        for line in t.splitlines()[1:]:
            f = memory_line(line)
            if f:
                vals += f
        return "unstructured", vals, "one memory per line without list markers (type, scope, id: content [tags] (paths) {category}); values: count and each line's fields, tags one by one"
    if tool in ("get_context", "get_rules"):
        vals = []
        for line in t.splitlines():
            if line.startswith("- "):
                vals.append(line[2:].strip())
            else:
                f = memory_line(line)
                if f:
                    vals += f
        return "unstructured", vals, "sections of bulleted rule texts (one field each, so not a list of records), plus memory record lines under a query section; values: each rule text and each record's fields"
    if tool == "list_reminders":
        vals = []
        head = re.match(r"(\d+) reminders:", t)
        if not head:
            return "unstructured", [], "empty result message"
        vals.append(head.group(1))
        for line in t.splitlines()[1:]:
            m = re.match(r"- (\S+) \[(\w+)\] (.+?) :: (.*) \(next: ([^)]*)\)$", line)
            if m:
                vals += list(m.groups())
        return "markdown_list", vals, "bulleted reminders, each with id, state, cron, message, next trigger"
    if tool == "bulk_forget_memories":
        vals = []
        head = re.match(r"Dry run: (\d+) memories would be deleted", t)
        vals.append(head.group(1))
        for line in t.splitlines()[1:]:
            m = re.match(r"\s+(\S+) \[(\w+)\] (.*)$", line)
            if m:
                vals += [m.group(1), m.group(2), m.group(3).strip()]
        return "unstructured", vals, "header with count, then indented id [type] content lines without list markers; content as shown (truncated with ...)"
    if tool == "edit_memory":
        m = re.match(r"Updated \S+ ([A-Z]+) (\S+): (.*)$", t)
        return "unstructured", list(m.groups()), "one-line confirmation; values: type, id, new content"
    if tool == "enable_reminder":
        m = re.match(r"Enabled reminder (\S+)\. Next trigger: (\S+)$", t)
        return "unstructured", list(m.groups()), "one-line confirmation; values: id, next trigger"
    if tool in ("disable_reminder", "delete_reminder", "forget_memory"):
        m = re.match(r"\w+ (?:reminder|memory) (\S+?)\.?$", t)
        return "unstructured", [m.group(1)], "one-line confirmation; the value is the id"
    if tool == "run_due_reminders":
        m = re.search(r"\((\d+) active checked\)", t)
        return "unstructured", [m.group(1)] if m else [], "status sentence; the value is the number of reminders checked"
    if tool == "vacuum_memories":
        m = re.search(r"Vacuumed (\d+)", t)
        return "unstructured", [m.group(1)], "status sentence; the value is the number purged"
    raise SystemExit("unlabelled %s" % r["id"])


def label_diffprism(r, t, err):
    if err:
        return "error", [], None
    return "json_in_text", leaves(json.loads(t), []), "pretty-printed JSON; values: every non-null scalar leaf"


def label_ai_context(r, t, err):
    doc = json.loads(t)
    if err or doc.get("success") is False:
        return "error", [], "JSON object whose success is false, carrying an error message"
    return "json_in_text", leaves(doc, []), "pretty-printed JSON; values: every non-null scalar leaf (file content read back as one value)"


def label_recker(r, t, err):
    tool = r["tool"]
    if err:
        return "error", [], None
    if t.startswith("{"):
        doc = json.loads(t)
        if doc.get("success") is False:
            return "error", [], "JSON object whose success is false, carrying an error message"
        if tool == "rek_ai_tokens":
            vals = [canon_num(doc[k]) for k in ("characters", "words", "estimatedTokens")]
            for model, cost in doc["costEstimates"].items():
                vals += [model, cost["input"], cost["output"]]
            return "json_in_text", vals, "pretty-printed JSON; values: counts, and each model (an object key that is data) with its input and output cost; the advisory note sentence is not a value"
        return "json_in_text", leaves(doc, []), "pretty-printed JSON; values: every non-null scalar leaf"
    if tool == "rek_search_docs":
        head = re.match(r"Found (\d+) result\(s\) for \"([^\"]*)\" \((\w+) search\):", t)
        if not head:
            return "unstructured", [], "empty result message with suggestions"
        vals = [head.group(1)]
        # items are numbered; after the first they follow the previous snippet on
        # the same line, joined by a literal backslash-n pair
        body = t[head.end():].split("\n\nUse get_doc")[0]
        for m in re.finditer(r"(?:^|\\n\\n|\n)\d+\. \*\*(.+?)\*\* \((\d+%) match\)\n\s+Path: `([^`]+)`\n\s+(.*?)(?=\\n\\n\d+\. \*\*|$)", body, re.S):
            vals += [m.group(1), m.group(2), m.group(3), m.group(4).strip()]
        return "markdown_list", vals, "numbered results, each with bold title, match score, path and snippet; after the first, each item follows the previous snippet on the same line after a literal \\n\\n; values: count and each item's fields"
    if tool == "rek_get_doc":
        m = re.match(r"# (.*)\n\nPath: (\S+)\nCategory: (\S+)\n\n---\n\n(.*)$", t, re.S)
        return "unstructured", [m.group(1), m.group(2), m.group(3), m.group(4).strip()], "a documentation page read back: title, path and category lines, then the page (one value)"
    if tool == "rek_api_schema":
        if re.match(r'Type "[^"]*" not found', t):
            return "error", [], "not-found message followed by the list of known types"
        vals = []
        has_props = "### Properties" in t
        for block in t.split("\n---\n"):
            h = re.search(r"## (\S+) \((\w+)\)", block)
            if not h:
                continue
            vals += [h.group(1), h.group(2)]
            pm = re.search(r"\*\*Path:\*\* `([^`]+)`", block)
            vals.append(pm.group(1))
            d = re.search(r"### Definition\n\n```typescript\n(.*?)\n```", block, re.S)
            if d:
                vals.append(d.group(1))
            for pr in re.finditer(r"^- \*\*(.+?)\*\*: `(.*?)`$", block, re.M | re.S):
                vals += [pr.group(1), pr.group(2)]
        if has_props:
            return "key_value", vals, "per type: heading with name and kind, Path line, optional definition code (one value), then `- **property**: type` bullets (property names are data, so keys are values too)"
        return "unstructured", vals, "type heading, Path line and a definition code block (one value)"
    if tool == "rek_suggest":
        vals = []
        for m in re.finditer(r"### \d+\. (.+)\n\n\*\*Why:\*\* (.+)", t):
            vals += [m.group(1), m.group(2)]
        return "unstructured", vals, "markdown guide with code blocks; values: each suggested feature and its Why line, code not split"
    raise SystemExit("unlabelled %s" % r["id"])


SERVERS = {"memories": label_memories, "diffprism": label_diffprism, "ai-context": label_ai_context, "recker": label_recker}


def main(src, dst, names):
    for server in names:
        fn = SERVERS[server]
        out = []
        for line in open("%s/%s.jsonl" % (src, server), encoding="utf-8"):
            r = json.loads(line)
            t = text_of(r["result"])
            err = bool(r["result"].get("isError"))
            if not err and re.match(r"No (memories|due|reminders)", t) and r["tool"] != "run_due_reminders":
                p, v, n = "unstructured", [], "empty result message"
            else:
                p, v, n = fn(r, t.strip(), err)
            r["pattern"], r["values"] = p, v
            if n:
                r["note"] = n
            elif "note" in r:
                del r["note"]
            out.append(json.dumps(r, ensure_ascii=False))
        with open("%s/%s.jsonl" % (dst, server), "w", encoding="utf-8") as f:
            f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:] or list(SERVERS))
