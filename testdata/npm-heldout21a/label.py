#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout21a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; the values of those
fields are transcribed by the small helpers below (Key: value lines, bold
pairs, list records, JSON leaves, YAML leaves) and were checked by reading.
Every id must have a label."""
import json
import os
import re
import sys

import yaml

SKIP = {"undefined", "(none)", "(unknown)", "none", ""}


def text_of(r):
    return "\n".join(c["text"] for c in r["result"].get("content", []) if c.get("type") == "text")


def leaves(v, skip=()):
    """Scalar leaves of a JSON/YAML value, numbers and booleans as JSON text; nulls dropped."""
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


def jleaves(t):
    return leaves(json.loads(t))


# ---- resendmail: "Key: value" lines, "X (TYPE):" record headers, content sections
SPLIT = {"To", "Events", "BCC", "CC", "Reply-To", "Reply-to"}


def resend_kv(t):
    out = []
    m = re.match(r"Found (\d+)", t)
    if m:
        out.append(m.group(1))
    section = None
    for line in t.splitlines():
        s = line.strip()
        if s.startswith("--- ") and s.endswith(" ---"):
            section = s
            continue
        if section:
            if s not in SKIP:
                out.append(s)
            continue
        m = re.match(r"^-?\s*([A-Za-z][A-Za-z \-]*?):\s+(.*)$", s)
        if m:
            key, val = m.group(1), m.group(2).strip()
            if val in SKIP:
                continue
            out += val.split(", ") if key in SPLIT else [val]
            continue
        m = re.match(r"^(\w+) \((\w+)\):$", s)
        if m:
            out += [m.group(1), m.group(2)]
    return out


def resend_emails(t):
    out = [re.match(r"Found (\d+)", t).group(1)]
    for line in t.splitlines():
        if not line.startswith("- "):
            continue
        for part in line[2:].split(" | "):
            key, val = part.split(": ", 1)
            val = val.strip().strip('"')
            if val in SKIP:
                continue
            out += val.split(", ") if key in SPLIT else [val]
    return out


# ---- ftfmemory: markdown memory documents
def ftf_entity(t):
    out = []
    m = re.match(r"## \[(\w+)\] (.*)", t)
    out += [m.group(1), m.group(2)]
    for key, val in re.findall(r"^\*\*(\w+)\*\*: (.*)$", t, re.M):
        out += val.split(", ") if key == "Tags" else [val]
    for f, ctype, size, aid in re.findall(r"^- (\S+) \(([^,]+), ([^)]+)\) — id: (\S+)$", t, re.M):
        out += [f, ctype, size, aid]
    return out


def ftf_recall(t):
    out = []
    for line in t.splitlines():
        m = re.match(r"^#+ \[(\w+)\] (.*) \(id: (\w+)\)$", line)
        if m:
            out += [m.group(1), m.group(2), m.group(3)]
            continue
        m = re.match(r"^Tags: (.*)$", line)
        if m:
            out += m.group(1).split(", ")
            continue
        m = re.match(r"^- (.*) \((\w+)\) --(\w+)--> (.*) \((\w+)\)$", line)
        if m:
            out += list(m.groups())
    return out


def ftf_search(t):
    out = []
    for typ, name, eid in re.findall(r"^\[(\w+)\] \*\*(.*?)\*\* \(id: (\w+)\):", t, re.M):
        out += [typ, name, eid]
    return out


def ftf_check_error(t):
    out = []
    for line in t.splitlines():
        m = re.match(r"^## \[(\w+)\] (.*) \(match: ([\d.]+)\)$", line)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^\*\*([\w ]+)\*\*: (.*)$", line)
        if m:
            out.append(m.group(2))
            continue
        m = re.match(r"^Tags: (.*)$", line)
        if m:
            out += m.group(1).split(", ")
    return out


def ftf_recipes(t):
    out = []
    for line in t.splitlines():
        m = re.match(r"^- \*\*(.*?)\*\*: (.*)$", line)
        if m:
            out += [m.group(1), m.group(2)]
            continue
        m = re.match(r"^\s+(Triggers|Variables): (.*)$", line)
        if m:
            out += m.group(2).split(", ")
    return out


# ---- dschat: answer, then a "Request Information" bullet block
def ds_reply(t, answer_values=None):
    body, info = t.split("\n---\n**Request Information:**\n", 1)
    out = []
    m = re.search(r"<thinking>\n(.*?)\n</thinking>\n\n", body, re.S)
    if m:
        out.append(m.group(1))
        body = body[m.end():]
    out += answer_values if answer_values is not None else [body.strip("\n")]
    for key, val in re.findall(r"^- \*\*([\w ]+):\*\* (.*)$", info, re.M):
        if key == "Tokens":
            out += list(re.match(r"(\d+) \((\d+) prompt \+ (\d+) completion\)", val).groups())
        elif key == "Session":
            out += list(re.match(r"(\S+) \((\d+) messages, (\d+) requests, (\S+) total\)", val).groups())
        elif key == "Routed":
            out += re.match(r"(\S+) -> (\S+)", val).groups()
        else:
            out.append(val)
    return out


def ds_sessions(t):
    out = [re.search(r"Active Sessions \((\d+)\)", t).group(1)]
    for line in t.splitlines():
        s = line.strip()
        m = re.match(r"^- \*\*(.*)\*\*$", s)
        if m:
            out.append(m.group(1))
            continue
        for part in s.split(" | "):
            m = re.match(r"^([A-Za-z ]+): (.*)$", part)
            if m:
                out.append(m.group(2))
    return out


# ---- octolocal: YAML text (mirrors structuredContent)
OCTO_SKIP = ("next", "hints", "value")


def octo_yaml(t):
    head = t.split("content (copy-safe):", 1)[0]
    return leaves(yaml.load(head, Loader=yaml.BaseLoader), OCTO_SKIP)  # scalars as written


KV = "Key: value lines; the 'Found N' count is a value"
L = {}
# resendmail
for i in (1, 2):
    for tool, n in (("list-domains", KV), ("list-api-keys", KV), ("list-contacts", KV), ("list-segments", KV),
                    ("list-broadcasts", KV), ("list-webhooks", KV), ("list-templates", KV), ("list-topics", KV)):
        L["resendmail/%s/%d" % (tool, i)] = ("key_value", resend_kv,
                                             "records as runs of Key: value lines under a count line; "
                                             "comma lists split; 'none'/'(unknown)' placeholders dropped")
    L["resendmail/list-emails/%d" % i] = ("markdown_list", resend_emails,
                                          "bulleted records of 'Key: value | Key: value' fields; "
                                          "'Message ID: undefined' dropped, subject quotes dropped")
    L["resendmail/get-broadcast/%d" % i] = ("key_value", resend_kv, "Key: value lines; '(none)' content dropped")
    L["resendmail/create-contact/%d" % i] = ("unstructured", ["2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f"],
                                             "status line and a single ID pair")
for i in (1, 2, 3):
    L["resendmail/get-domain/%d" % i] = ("key_value", resend_kv,
                                         "Key: value lines and indented DNS record sections ('SPF (MX):' gives record and type)")
    L["resendmail/get-email/%d" % i] = ("key_value", resend_kv,
                                        "'- Key: value' bullets and the text/HTML body sections (a body is one value)")
L["resendmail/get-contact/1"] = ("key_value", resend_kv, "")
L["resendmail/get-contact/2"] = ("key_value", resend_kv, "")
L["resendmail/get-contact/3"] = ("error", [], "")
L["resendmail/send-email/1"] = ("unstructured", ["5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716"],
                                "status sentence with an inline JSON id object on the same line")
L["resendmail/send-email/2"] = ("error", [], "input validation error")

# ftfmemory
L["ftfmemory/check_error/1"] = ("key_value", ftf_check_error,
                                "heading with status, name and match score, then bold Fix/Root Cause/File pairs and tags")
L["ftfmemory/check_error/2"] = ("key_value", ftf_check_error, "as check_error/1")
L["ftfmemory/check_error/3"] = ("unstructured", [], "no-match message")
for i in (1, 2, 3):
    L["ftfmemory/get_entity/%d" % i] = ("key_value", ftf_entity,
                                        "memory document: prose sections (not values), then bold Key: value pairs and attachments")
L["ftfmemory/get_entity/4"] = ("error", [], "")
L["ftfmemory/get_team_context/1"] = ("json_in_text", jleaves, "")
L["ftfmemory/get_team_context/2"] = ("error", [], "")
for i in (1, 3):
    L["ftfmemory/recall/%d" % i] = ("unstructured", ftf_recall,
                                    "markdown document of entity sections: type, name, id, tags and relationship lines; prose not values")
for i in (2, 4):
    L["ftfmemory/recall/%d" % i] = ("unstructured", ftf_search,
                                    "'[type] **name** (id: X): content' paragraphs (not a bulleted list); content prose not values")
L["ftfmemory/recall/5"] = ("unstructured", [], "no-result message")
L["ftfmemory/recipe/1"] = ("markdown_list", ftf_recipes, "bulleted records: bold name, description, indented Triggers/Variables")
L["ftfmemory/recipe/2"] = ("unstructured", ["release-checklist"], "heading and numbered steps of prose; the recipe name is the value")
L["ftfmemory/recipe/3"] = ("key_value", ["new-error-triage", "checkout", "high"],
                           "heading, two '- Key: value' bullets and two prose bullets")
L["ftfmemory/recipe/4"] = ("error", [], "not-found message without isError")
for i in (1, 2):
    L["ftfmemory/team_log/%d" % i] = ("unstructured", [], "one-line status")
L["ftfmemory/team_log/3"] = ("error", [], "")

# dschat
NOTE_DS = "structuredContent; text is the answer then a bold '- **Key:** value' request block"
for i in (1, 2, 3, 4, 5, 7):
    L["dschat/deepseek_chat/%d" % i] = ("structured", ds_reply, NOTE_DS + "; the answer is one value")
L["dschat/deepseek_chat/6"] = ("structured", lambda t: ds_reply(t, ["The Salt Road", "Ines Varga", "2019", "312"]),
                               NOTE_DS + "; the JSON answer gives its leaves")
L["dschat/deepseek_chat/8"] = ("error", [], "")
for i in (1, 2, 3):
    L["dschat/deepseek_fim/%d" % i] = ("structured", ds_reply, NOTE_DS + "; the completed code is one value")
L["dschat/deepseek_sessions/1"] = ("markdown_list", ds_sessions, "bulleted session records: bold name, 'Key: value | Key: value' lines")
L["dschat/deepseek_sessions/3"] = ("key_value", ds_sessions, "one session record: bold name and 'Key: value | Key: value' lines")
L["dschat/deepseek_sessions/2"] = ("unstructured", ["smalltalk"], "one-line status")
L["dschat/deepseek_sessions/4"] = ("error", [], "not-found message without isError")
L["dschat/deepseek_sessions/5"] = ("unstructured", ["1"], "one-line status")
L["dschat/deepseek_sessions/6"] = ("unstructured", [], "no sessions")

# clawgate
for i in (1, 3):
    L["clawgate/openclaw_chat/%d" % i] = ("unstructured", [], "the assistant's prose answer")
L["clawgate/openclaw_chat/2"] = ("unstructured", [], "the assistant's one-sentence answer")
L["clawgate/openclaw_chat/4"] = ("error", [], "")
for i in (1, 2):
    L["clawgate/openclaw_chat_async/%d" % i] = ("json_in_text", lambda t: leaves(json.loads(t), ("message",)),
                                                "JSON; the fixed hint message is not a value")
    L["clawgate/openclaw_instances/%d" % i] = ("json_in_text", jleaves, "")
    L["clawgate/openclaw_status/%d" % i] = ("json_in_text", jleaves, "")
    L["clawgate/openclaw_task_cancel/%d" % i] = ("error", [], "")
    L["clawgate/openclaw_task_status/%d" % i] = ("error", [], "")
L["clawgate/openclaw_status/3"] = ("error", [], "")
for i in (1, 2, 3):
    L["clawgate/openclaw_task_list/%d" % i] = ("json_in_text", jleaves, "")

# somoonpg
for i in (1, 2, 3, 4, 5):
    L["somoonpg/execute_query/%d" % i] = ("json_in_text", jleaves, "rows, rowCount and field names/type oids")
for i in (6, 7):
    L["somoonpg/execute_query/%d" % i] = ("error", [], "")
for i in (1, 2):
    L["somoonpg/list_tables/%d" % i] = ("json_in_text", jleaves, "")
    L["somoonpg/analyze_data/%d" % i] = ("json_in_text", lambda t: leaves(json.loads(t), ("suggestion",)),
                                         "JSON; the fixed suggestion sentence is not a value")
L["somoonpg/list_tables/3"] = ("json_in_text", [], "an empty JSON array")
for i in (1, 2, 3):
    L["somoonpg/describe_table/%d" % i] = ("json_in_text", jleaves, "columns, indexes and constraints")

# octolocal
NOTE_OC = "structuredContent; text is YAML: all leaves but follow-up 'next' queries, hints and matched code snippets"
for i in (1, 2, 3, 4, 5):
    L["octolocal/localSearch/%d" % i] = ("structured", octo_yaml, NOTE_OC)
    L["octolocal/localAnalyzeGraph/%d" % i] = ("structured", octo_yaml, NOTE_OC)
L["octolocal/localSearch/6"] = ("structured", octo_yaml, NOTE_OC + " (no matches: search stats only)")
for i in (1, 2, 3, 4, 6):
    L["octolocal/localGetFileContent/%d" % i] = ("structured", octo_yaml,
                                                 "structuredContent; YAML file metadata are values, the file content is not")
L["octolocal/localGetFileContent/5"] = ("error", [], "isError; YAML error record")


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
