#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout17b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; the values of those
fields are transcribed by the small helpers below (one per server's text
form) and were checked by reading. Every id must have a label."""
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
        if v != "":
            out.append(v)
    else:
        out.append(json.dumps(v))
    return out


def json_values(t, cap=60):
    """Leaves of the JSON payload (after a one-line header, if any), the first `cap` in document order."""
    i = min([k for k in (t.find("{"), t.find("[")) if k >= 0])
    return leaves(json.loads(t[i:]))[:cap]


def md_cells(t):
    """Data cells of every markdown table (header and separator rows left out)."""
    out = []
    lines = t.splitlines()
    for k, line in enumerate(lines):
        if not line.startswith("|"):
            continue
        if re.match(r"^\|[-| ]+\|$", line):
            continue
        if k + 1 < len(lines) and re.match(r"^\|[-| ]+\|$", lines[k + 1]):
            continue  # header row
        out += [c.strip() for c in line.strip().strip("|").split("|") if c.strip() not in ("", "-")]
    return out


def split_list(v):
    """A comma-parted list of names gives each name."""
    return [x.strip() for x in v.split(",") if x.strip()]


def spring(t):
    """Spring Boot actuator reports: bold pairs (lists of names split), table
    cells (a two-column Metric | Value table gives its values only; 'k=v, k=v'
    detail cells give each v), issues (severity, subject, message), the
    '> Beans:' list and the summary."""
    out = []
    for line in t.splitlines():
        m = re.match(r"^\*\*([^*]+)\*\*: (.+)$", line)
        if m and m.group(1) not in ("CRITICAL", "WARNING", "INFO"):
            out += split_list(m.group(2)) if m.group(1) == "Active Profiles" else [m.group(2)]
            continue
        m = re.match(r"^\*\*(CRITICAL|WARNING|INFO)\*\*(?: \[([^\]]+)\]| `([^`]+)`)?: (.+)$", line)
        if m:
            out += [x for x in m.groups() if x]
            continue
        m = re.match(r"^> Beans: (.+)$", line)
        if m:
            out += split_list(m.group(1))
    lines = t.splitlines()
    for k, line in enumerate(lines):
        if not line.startswith("|") or re.match(r"^\|[-| ]+\|$", line):
            continue
        if k + 1 < len(lines) and re.match(r"^\|[-| ]+\|$", lines[k + 1]):
            head = [c.strip() for c in line.strip().strip("|").split("|")]
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if head == ["Metric", "Value"]:
            cells = cells[1:]
        for c in cells:
            if c in ("", "-"):
                continue
            if "=" in c and re.match(r"^\w+=", c):
                out += [x.split("=", 1)[1] for x in c.split(", ")]
            else:
                out.append(c)
    return out


def cassist(t):
    """containerization-assist reports: values of bold and indented 'Key: value'
    pairs (not the long Action instruction), section counts, module names,
    file entries, issue names and messages, grade and score; recommendation
    prose and next steps are not values."""
    out = []
    for line in t.splitlines():
        s = line.strip()
        m = re.match(r"^[❌⚠️✅ ]*Dockerfile Validation: Grade (\S+) \(Score: ([\d/]+)\)$", s)
        if m:
            out += [m.group(1), m.group(2)]
            continue
        m = re.match(r"^💚 Server Status: (\S+)$", s)
        if m:
            out.append(m.group(1))
            continue
        m = re.match(r"^(?:\d+\. )?\*\*([^*]+)\*\*$", s)
        if m and line.startswith("  "):
            out.append(m.group(1))  # a module name or the recommended base image
            continue
        m = re.match(r"^(?:[^\w*]+ )?\*\*([^*]+?):?\*\*:? ?(.*)$", s)
        if m:
            key, val = m.group(1), m.group(2).strip()
            if key in ("Action", "Next Steps"):
                continue
            val = re.sub(r"^[🟡🔴🟢✅❌] ?", "", val)
            cm = re.match(r"^\((\d+) (?:items|recommendations|total|available)\)$", val) or re.match(r"^\((\d+)\)$", val)
            if cm:
                out.append(cm.group(1))
            elif val.startswith("Fixing ") and val.endswith("will improve:"):
                out.append(re.match(r"Fixing (\d+)", val).group(1))
            elif val:
                out.append(val)
            continue
        m = re.match(r"^(?:\d+\. )?\*\*([^*]+)\*\*$", s)
        if m and line.startswith("  "):
            out.append(m.group(1))
            continue
        m = re.match(r"^📄 (\S+) - (.+)$", s)
        if m:
            out += [m.group(1), m.group(2)]
            continue
        m = re.match(r"^\d+\. ✗ ([^:]+): (.+)$", s)
        if m:
            out += [m.group(1), m.group(2)]
            continue
        m = re.match(r"^- (Security|Performance|Best Practices): (\d+) fix\(es\) - (.+)$", s)
        if m:
            out += [m.group(2), m.group(3)]
            continue
        m = re.match(r"^✓ Existing base image selection \((.+)\)$", s)
        if m:
            out.append(m.group(1))
            continue
        if line.startswith("  ") and not s.startswith(("•", "→", "✓", "✅", "1.", "2.", "3.", "4.")):
            m = re.match(r"^([A-Z][A-Za-z ]{0,24}): (.+)$", s)
            if m and "Example" not in s:
                out.append(m.group(2))
                continue
    return out


def dataiku(t):
    """Dataiku summaries: values of 'Key: value' lines and ' | '-parted pairs,
    bullet records split at their separators, pipeline lines, log lines."""
    out = []
    for line in t.splitlines():
        s = line.strip()
        if not s or s.startswith("Tip:") or s in ("Activities:", "Pipeline:", "Variables:", "Payload Body:"):
            continue
        m = re.match(r"^\[(\S+)\] \[(\w+)\] \[([\w.]+)\] - (.+)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^(.+?) → \[(\S+) \((\w+)\)\] → (.+)$", s)
        if m:
            out += split_list(m.group(1)) + [m.group(2), m.group(3)] + split_list(m.group(4))
            continue
        m = re.match(r"^• (\S+) \[(\w+)\] ([\d.]+s)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^• (\S+) \[(\w+)\] started (\S+) by (\S+)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^• (\S+) \(([\d.]+[KM]?B), (\S+)\)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^• (\S+): (.+?) \[(active|inactive)\]$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^• (\S+): (\S+) \((\w+)\)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^• ([A-Z_]+): (.+?)(?: — (.+))?$", s)
        if m:
            out += [x for x in m.groups() if x]
            continue
        m = re.match(r"^• (\S+): (\S+)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^• (\S+) \(([^)]+)\)(?: — (.+))?$", s)
        if m:
            out.append(m.group(1))
            out += [x.strip() for x in m.group(2).split(",")]
            if m.group(3):
                out.append(m.group(3))
            continue
        m = re.match(r"^(\d+) files:$", s)
        if m:
            out.append(m.group(1))
            continue
        for piece in s.split(" | "):
            m = re.match(r"^([A-Z][\w ]*?)(?: \((\d+)(?: cols)?\))?: (.+)$", piece)
            if m:
                key, n, val = m.groups()
                if n:
                    out.append(n)
                if key in ("Tags", "Datasets", "Folders", "Sample roots", "Sample leaves", "Standard key names", "Local key names",
                           "Input main", "Output main") or (key == "Custom fields" and n):
                    out += [x for x in split_list(val) if x != "(none)"]
                    continue
                if key == "Schema":
                    for col in split_list(val):
                        mm = re.match(r"^(\S+) \((\w+)\)$", col)
                        out += list(mm.groups()) if mm else [col]
                    continue
                if key == "Format":
                    out += [re.sub(r'^sep="(.*)"$', r"\1", x) for x in split_list(val)]
                    continue
                if key == "Recipe":
                    mm = re.match(r"^(\S+) \((\w+)\)$", val)
                    out += list(mm.groups())
                    continue
                if key == "Nodes":
                    out += re.findall(r"\d+", val)
                    continue
                if key == "Applied limits":
                    out += re.findall(r"=(\d+)", val)
                    continue
                if key in ("Project", "Scenario", "Folder"):
                    mm = re.match(r'^(\S+) — "(.+)"$', val)
                    if mm:
                        out += list(mm.groups())
                        continue
                if key == "Version":
                    mm = re.match(r"^(\d+) \(modified (\S+)\)$", val)
                    if mm:
                        out += list(mm.groups())
                        continue
                if key == "Flow":
                    out += re.findall(r"(\d+) \w+", val)
                    continue
                if key == "Last run":
                    mm = re.match(r"^(\w+) \((\d+s)\)(?: trigger=(\w+))?$", val)
                    if mm:
                        out += [x for x in mm.groups() if x]
                        continue
                if key == "Progress":
                    out += re.findall(r"(\d+/\d+|\d+) (?:done|failed|running)", val)
                    continue
                if key == "Checklist":
                    continue
                if key in ("Requested packages", "Installed packages"):
                    mm = re.match(r"^(\d+) \((.+)\)$", val)
                    out += [mm.group(1)] + mm.group(2).split(", ")
                    continue
                if key == "Payload":
                    mm = re.match(r"^present \((\d+) lines, (\d+) chars\)$", val)
                    out += [mm.group(1), mm.group(2)]
                    continue
                out.append(val)
                continue
            m = re.match(r'^Checklist "(.+)": (\d+/\d+) done$', piece)
            if m:
                out += list(m.groups())
                continue
            m = re.match(r"^(\S+) \((\w+), (\w+)\)$", piece)
            if m:
                out += list(m.groups())
    return out


def sfcrm(t):
    """Salesforce connector answers: the count of the lead line, record and
    group pairs (a 'null' is no value), describe field entries (name, label,
    type, length, required, references, picklist values), search sections
    (object, count, record pairs), DML counts and errors, Apex headings, bold
    pairs and table cells; Apex code bodies are no values."""
    out = []
    body = re.sub(r"```apex\n.*?```", "", t, flags=re.S)
    heads = md_header_rows(body)
    for line in body.splitlines():
        s = line.strip()
        if not s:
            continue
        m = re.match(r"^(?:Query returned|Aggregate query returned|Found|Processed) (\d+) ", s) or re.match(r"^# Found (\d+) ", s)
        if m:
            out.append(m.group(1))
            continue
        m = re.match(r"^(INSERT|UPDATE|DELETE|UPSERT) operation completed\.$", s)
        if m:
            out.append(m.group(1))
            continue
        m = re.match(r"^# Apex (?:Class|Trigger): (.+)$", s)
        if m:
            out.append(m.group(1))
            continue
        m = re.match(r"^Object: (\S+) \((.+?)\)( \(Custom Object\))?$", s)
        if m:
            out += [m.group(1), m.group(2)] + (["Custom Object"] if m.group(3) else [])
            continue
        m = re.match(r"^- (\w+) \((.+)\)$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^Type: (\w+)(?:, Length: (\d+))?$", s)
        if m:
            out += [x for x in m.groups() if x]
            continue
        m = re.match(r"^- (\w+)$", s)
        if m:
            out.append(m.group(1))  # a bare class name in a list
            continue
        m = re.match(r"^(\w+) \((\d+) records found\):$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^(\w+)( \(Custom\))?$", s)
        if m and not s.startswith(("Fields", "Errors")) and line == s:
            out += [m.group(1)] + (["Custom"] if m.group(2) else [])
            continue
        m = re.match(r"^Record (\d+):$", s)
        if m and "Errors:" in body.split(line)[0]:
            out.append(m.group(1))
            continue
        m = re.match(r"^- (.+) \[([A-Z_]+)\]$", s)
        if m:
            out += list(m.groups())
            continue
        m = re.match(r"^\*\*([^*]+):\*\* (.+)$", s)
        if m:
            out.append(m.group(2))
            continue
        if s.startswith("|"):
            if re.match(r"^\|[-| ]+\|$", s) or s in heads:
                continue
            out += [c.strip() for c in s.strip("|").split("|") if c.strip()]
            continue
        m = re.match(r"^-? ?([A-Za-z][\w.]*(?: [A-Za-z]+)?): (.+)$", s)
        if m and m.group(1) not in ("Record", "Group", "Search Results"):
            key, val = m.groups()
            if val == "null":
                continue
            if key in ("Picklist Values", "References", "Fields"):
                out += split_list(val)
            else:
                out.append(val)
    return out


def md_header_rows(t):
    lines = t.splitlines()
    return {lines[k].strip() for k in range(len(lines) - 1) if lines[k].startswith("|") and re.match(r"^\|[-| ]+\|$", lines[k + 1])}


N_SPRING = "report: bold pairs, issue lines (severity, subject, message) and summary; recommendations are advice prose"
N_SPRING_T = "report whose main payload is the markdown table; pairs, issues and summary values too"
N_CASS = "report of bold 'Key:' pairs with indented sub-pairs and bullet lists; list bullets are recommendation prose, not values"
N_DKU = "structuredContent; the text is a summary of it"
N_JSON = "JSON text; scalar leaves (first 60 in document order for long ones)"
N_N8N = "JSON behind a one-line header ('Found N ...'); scalar leaves (first 60)"

L = {}
for k in ("health/1", "health/2", "health/3", "metrics/1", "metrics/2", "metrics/3", "loggers/1", "loggers/2", "loggers/3",
          "caches/1", "caches/2", "startup/1", "startup/2"):
    L["springact/analyze_" + k] = ("markdown_table", spring, N_SPRING_T)
for k in ("health/4", "env/1", "env/2", "env/3", "beans/1", "beans/2", "beans/3", "caches/3", "startup/3"):
    L["springact/analyze_" + k] = ("key_value", spring, N_SPRING)

for tool, n in (("analyze-repo", 4), ("generate-dockerfile", 4), ("fix-dockerfile", 4), ("generate-k8s-manifests", 4), ("ops", 4)):
    for i in range(1, n + 1):
        L["cassist/%s/%d" % (tool, i)] = ("key_value", cassist, N_CASS)
L["cassist/analyze-repo/5"] = ("error", [], "isError: path does not exist")

for tool, n in (("project", 7), ("dataset", 7), ("recipe", 3), ("job", 5), ("scenario", 4), ("variable", 2), ("managed_folder", 4), ("code_env", 3)):
    for i in range(1, n + 1):
        L["dataiku/%s/%d" % (tool, i)] = ("structured", dataiku, N_DKU)
L["dataiku/project/8"] = ("error", [], "isError (with structuredContent): 404 with error taxonomy lines")

for tool, n in (("list_applications", 3), ("list_clusters", 2), ("get_application", 2), ("get_appproject", 2), ("get_application_resource_tree", 2),
                ("get_application_managed_resources", 2), ("get_application_events", 2), ("sync_application", 2)):
    for i in range(1, n + 1):
        L["argocd/%s/%d" % (tool, i)] = ("json_in_text", json_values, N_JSON)
L["argocd/get_application/3"] = ("error", [], "JSON error object (not found) without isError")

for tool, n in (("list_workflows", 2), ("get_workflow", 2), ("list_executions", 3), ("get_execution", 3), ("activate_workflow", 2), ("deactivate_workflow", 2)):
    for i in range(1, n + 1):
        L["n8n/%s/%d" % (tool, i)] = ("json_in_text", json_values, N_N8N)
L["n8n/get_workflow/3"] = ("error", [], "isError: 404 with details")

N_SF_REC = "'Record N:' / 'Group N:' blocks of indented 'Field: value' pairs behind a count line; a 'null' is no value"
for i in (1, 2, 3, 4, 5):
    L["sfcrm/salesforce_query_records/%d" % i] = ("key_value", sfcrm, N_SF_REC)
L["sfcrm/salesforce_query_records/6"] = ("error", [], "isError: SOQL error (no such column)")
for i in (1, 2, 3):
    L["sfcrm/salesforce_aggregate_query/%d" % i] = ("key_value", sfcrm, N_SF_REC)
    L["sfcrm/salesforce_search_objects/%d" % i] = ("key_value", sfcrm, "object name lines (with a Custom flag) and indented 'Label:' pairs behind a count line")
    L["sfcrm/salesforce_describe_object/%d" % i] = ("markdown_list", sfcrm, "bulleted field records: name (label), indented Type/Length/Required/References/Picklist Values pairs")
    L["sfcrm/salesforce_dml_records/%d" % i] = ("key_value", sfcrm, "status line, count line and '- Key: value' bullets; error records give message, status code and fields")
L["sfcrm/salesforce_search_objects/4"] = ("unstructured", [], "one-line 'nothing found' status")
L["sfcrm/salesforce_describe_object/4"] = ("error", [], "isError: resource does not exist")
for i in (1, 2):
    L["sfcrm/salesforce_search_all/%d" % i] = ("key_value", sfcrm, "per-object sections ('Object (N records found):') of 'Record N:' blocks with indented pairs")
L["sfcrm/salesforce_read_apex/1"] = ("unstructured", sfcrm, "heading and a bulleted list of bare class names (single-field items)")
L["sfcrm/salesforce_read_apex/2"] = ("markdown_table", sfcrm, "heading and a GFM table of classes")
L["sfcrm/salesforce_read_apex/3"] = ("key_value", sfcrm, "heading, bold pairs and the class source in a fenced block (code is no value)")
L["sfcrm/salesforce_read_apex/4"] = ("unstructured", sfcrm, "heading and the class source in a fenced block; the class name is the value")
L["sfcrm/salesforce_read_apex_trigger/1"] = ("markdown_table", sfcrm, "heading and a GFM table of triggers")
L["sfcrm/salesforce_read_apex_trigger/2"] = ("key_value", sfcrm, "heading, bold pairs and the trigger source in a fenced block (code is no value)")
L["sfcrm/salesforce_read_apex_trigger/3"] = ("error", [], "isError: no trigger with that name")
L["n8n/get_workflow/4"] = ("json_in_text", json_values, N_N8N)
L["n8n/list_executions/4"] = ("json_in_text", json_values, N_N8N)

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
