#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout16b outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; for JSON answers the
scalar leaves are transcribed by leaves() (long excerpt/catalog blobs and
prose hints left out; mcp-nomad's empty strings left out; at most 60), for houtini-lm's answers the footer values by
footer(); both were checked by reading. Every id must have a label."""
import json
import os
import re
import sys


def text_of(r):
    return "\n".join(c["text"] for c in r["result"].get("content", []) if c.get("type") == "text")


def leaves(v, skip=()):
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


def jleaves(t, skip=("excerpt", "catalog", "hint")):
    return leaves(json.loads(t), skip)[:60]


def footer(t):
    """houtini-lm's footer after '---': model, prompt and completion tokens,
    TTFT, speed, duration, language/files note, session and lifetime quota."""
    if "\n---\n" not in t:
        return []
    f = t.rsplit("\n---\n", 1)[1]
    out = []
    m = re.search(r"Model: (\S+) \| (\d+)→(\d+) tokens \| TTFT: (\d+ms)(?:, ([\d.]+ tok/s))?, ([\d.]+s)(?: \| (.+))?", f)
    if m:
        out += [x for x in m.groups()[:6] if x]
        if m.group(7):
            out += [x.strip() for x in m.group(7).split("·")]
    m = re.search(r"First measured call on (\S+): ([\d.]+ tok/s), (\d+ms) to first token", f)
    if m:
        out += list(m.groups())
    m = re.search(r"this session: ([\d,]+ tokens) / (\d+ calls?) · lifetime: ([\d,]+ tokens) / (\d+ calls?)", f)
    if m:
        out += list(m.groups())
    return out


MODELS = ["qwen2.5-coder-14b-instruct", "llm", "qwen2", "Q4_K_M", "gguf", "16,384", "32,768",
          "text-embedding-nomic-embed-text-v1.5", "embeddings", "nomic-bert", "Q4_K_M", "gguf", "2,048",
          "Nomic Embed", "Text embedding model for semantic search and similarity. Not a chat model — produces vector embeddings.",
          "RAG pipelines, semantic similarity, document search",
          "llama-3.2-3b-instruct", "llm", "llama", "Q8_0", "gguf", "131,072",
          "Meta LLaMA 3", "Meta's open-weight general-purpose model. Strong baseline across tasks with large community fine-tune ecosystem.",
          "general delegation, drafting, code review, Q&A",
          "phi-4-mini-reasoning", "llm", "phi3", "4bit", "mlx", "131,072"]

INCIDENT = ["2026-11-18 02:14 UTC", "03:02 UTC", "48 min", "payments-api (eu-west)",
            "connection pool exhausted after a config push set max_connections to 20",
            "1,284 failed checkouts, no data loss", "pool size restored to 200, config push reverted",
            "add a canary check for pool settings (owner: Priya N.)"]


def houtini(o, t):
    tool, n = o["tool"], int(o["id"].rsplit("/", 1)[1])
    F = footer(t)
    if tool == "chat":
        if n == 1:
            return "key_value", INCIDENT + F, "bulleted 'Key: value' lines; footer after --- does not decide"
        if n == 2:
            return "markdown_table", ["Redis cache", "4 ms", "$38", "needs eviction policy",
                                      "Postgres materialized view", "22 ms", "$0", "refresh every 5 min",
                                      "In-process LRU", "1 ms", "$0", "per-instance, cold on deploy"] + F, None
        if n == 3:
            return "key_value", ["^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])$",
                                 "2026-11-25", "1999-01-31", "2026-13-01", "2026-1-5", "26-11-25",
                                 "it does not check days per month (2026-02-31 passes)."] + F, None
        if n == 4:
            return "key_value", ["Die Lieferung verzögert sich um zwei Tage.", "La livraison est retardée de deux jours.",
                                 "La entrega se retrasa dos días."] + F, None
        if n == 5:
            return "unstructured", F, "one prose answer; values only from the footer"
    if tool == "custom_prompt":
        if n == 1:
            return "unstructured", F, "numbered list of prose findings and a code block, not records"
        if n == 2:
            return "key_value", INCIDENT + F, None
        if n == 3:
            return "markdown_list", ["retryWithBackoff", "says what it does", "withRetries", "short, reads well at call sites",
                                     "resilientFetch", "if it only wraps fetch"] + F, "bullets of name - description records"
    if tool == "code_task":
        if n in (1, 2, 3):
            return "unstructured", F, "one prose answer; values only from the footer"
        if n == 4:
            return "unstructured", F, "a SQL code block and one sentence"
    if tool == "code_task_files":
        if n in (1, 2):
            return "unstructured", F, "one prose answer; values only from the footer"
        if n == 3:
            return "error", [], None
    if tool == "discover":
        head = ["ONLINE", "http://127.0.0.1:18471 (LM Studio)", "2ms" if n == 1 else "1ms",
                "qwen2.5-coder-14b-instruct", "16,384 tokens", "689.3 tok/s", "7ms", "6 calls"]
        tail = ["qwen2.5-coder-14b-instruct", "14 calls", "7ms", "689.3 tok/s", "2,484 tokens", "14 calls", "2,484 tokens", "14 calls"]
        return "key_value", head + MODELS + tail, "Key: value status lines, model sections with indented 'key: value' pairs"
    if tool == "list_models":
        return "key_value", MODELS, "section headers with indented 'key: value · key: value' model lines (bullets are ● / ○, not markdown)"
    if tool == "embed":
        return "json_in_text", jleaves(t), None
    if tool == "stats":
        return "markdown_table", ["http://127.0.0.1:18471 (LM Studio)", "2026-11-25",
                                  "Session", "14", "1,821", "663", "2,484", "Lifetime", "14", "—", "—", "2,484",
                                  "qwen2.5-coder-14b-instruct", "session", "14", "7", "689.3", "—", "—",
                                  "qwen2.5-coder-14b-instruct", "lifetime", "14", "7", "689.3", "1,821", "2026-11-25",
                                  "~/.houtini-lm/model-cache.db"], "two tables carry the data; bold pairs above them"
    raise KeyError(o["id"])


def frontmatter(t):
    fm = t.split("---\n", 2)[1]
    out = []
    for line in fm.splitlines():
        k, _, v = line.partition(": ")
        if k == "tags":
            out += [x.strip() for x in v.strip("[]").split(",")]
        else:
            out.append(v)
    return out


def gitlib(o, t):
    tool, n = o["tool"], int(o["id"].rsplit("/", 1)[1])
    if o["result"].get("isError"):
        return "error", [], None
    if tool == "read_document":
        fm = frontmatter(t)
        if n == 1:
            return "key_value", fm + ["Eaton 5P 1550", "310 W", "22 min", "2025-06-14", "40%",
                                      "k3s workers (k3s-2, k3s-3)", "k3s-1", "vault02", "nas01 (last, it runs NUT)"], "front matter and body 'Key: value' lines"
        if n == 2:
            cells = []
            for row in [x for x in t.splitlines() if x.startswith("|")][2:]:
                cells += [c.strip() for c in row.strip().strip("|").split("|")]
            return "markdown_table", fm + cells + ["port 24", "sw-core"], None
        if n == 3:
            cells = []
            for row in [x for x in t.splitlines() if x.startswith("|")][2:]:
                cells += [c.strip() for c in row.strip().strip("|").split("|")]
            return "markdown_table", fm + ["12 loaves of 900 g"] + cells + ["4 h", "25 °C", "4 folds", "4 °C", "250 °C", "20 min", "230 °C", "22 min"], None
        if n == 4:
            return "key_value", fm + ["closed", "sourdough, baguettes (Nina)", "sourdough, rye (Nina, Paul)", "sourdough, focaccia (Paul)",
                                      "sourdough, baguettes, cardamom buns (Nina, Paul)", "everything, plus cakes to order (all three)",
                                      "buns and croissants only, 8:00-12:00 (Idris)"], "bullets of single 'Day: value' pairs"
        if n == 5:
            return "markdown_list", fm + ["DiskAlmostFull", "free space under 10% for 15 min", "warning", "#homelab",
                                          "BackupMissing", "no restic snapshot for 26 h", "critical", "phone",
                                          "UPSOnBattery", "on battery for 2 min", "critical", "phone",
                                          "CertExpiring", "TLS cert expires in under 14 days", "warning", "#homelab"], "bold rule name with condition, severity and target per bullet"
        if n == 6:
            return "key_value", fm + ["Tagliavini Modular 3 decks", "2026-08-19", "R. Costa", "2027-02-19", "every Monday", "monthly, first Monday"], None
    if tool == "search_library" and n == 3:
        return "json_in_text", [], "no results; only the catalog blob and a prose hint"
    return "json_in_text", jleaves(t), None


def postgrest(o, t):
    tool, n = o["tool"], int(o["id"].rsplit("/", 1)[1])
    if tool == "postgrestRequest" and n == 10:
        return "error", [], "PostgREST error object (relation does not exist) inside result, no isError"
    return "json_in_text", jleaves(t), None


def nomad(o, t):
    if o["result"].get("isError"):
        return "error", [], None
    vals = [v for v in leaves(json.loads(t)) if v != ""][:60]
    note = "empty JSON array" if not vals else None
    return "json_in_text", vals, note


def deepseek(o, t):
    """Every answer carries structuredContent, so the pattern is structured;
    the values are taken from the text a person reads."""
    tool, n = o["tool"], int(o["id"].rsplit("/", 1)[1])
    if o["result"].get("isError"):
        return "error", [], "isError true (an API error message) although structuredContent is present"
    V = None
    if tool == "chat_completion":
        V = {1: INCIDENT, 2: INCIDENT, 3: ["Die Lieferung verzögert sich um zwei Tage.", "La livraison est retardée de deux jours.", "La entrega se retrasa dos días."],
             4: ["retryWithBackoff", "says what it does", "withRetries", "short, reads well at call sites", "resilientFetch", "if it only wraps fetch"],
             5: []}[n]
    elif tool == "completion":
        V = []
    elif tool == "create_response":
        V = {1: ["^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])$", "2026-11-25", "1999-01-31", "2026-13-01", "2026-1-5", "26-11-25",
                 "it does not check days per month (2026-02-31 passes)."], 2: [], 3: ["#412"]}[n]
    elif tool in ("get_user_balance", "retrieve_file"):
        V = jleaves(t)
    elif tool == "list_conversations":
        V = []
    elif tool == "list_files":
        V = [c for row in t.splitlines() for c in row.split("\t")]
    elif tool == "list_models":
        V = t.splitlines()
    elif tool == "reset_conversation":
        V = [re.search(r'"(.*?)"', t).group(1)]
    return "structured", V, "structuredContent; values from the text"


def pplx(o, t):
    """structuredContent on every answer; values from the text: citation
    URLs of the answers, count and each result's title, URL, snippet and
    date of the searches."""
    if o["result"].get("isError"):
        return "error", [], None
    if o["tool"] == "perplexity_search":
        vals = [re.match(r"Found (\d+) search results", t).group(1)]
        for block in re.findall(r"\d+\. \*\*(.*?)\*\*\n   URL: (\S+)\n   (.*?)\n   Date: (\S+)", t):
            vals += list(block)
        return "structured", vals, "structuredContent (the text again as one string); a numbered list of result records in the text"
    return "structured", re.findall(r"^\[\d+\] (\S+)$", t, re.M), "structuredContent; prose answer, values are the citation URLs"


LABELLERS = {"houtini": houtini, "pplx": pplx, "gitlib": gitlib, "postgrest": postgrest, "nomad": nomad, "deepseek": deepseek}


def main(inp, out):
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(inp)):
        if not name.endswith(".jsonl"):
            continue
        server = name[:-6]
        lines = []
        for line in open(os.path.join(inp, name), encoding="utf-8"):
            o = json.loads(line)
            t = text_of(o)
            pattern, values, note = LABELLERS[server](o, t)
            for v in values:
                if v not in t:
                    sys.exit("%s: value %r not in text" % (o["id"], v))
            o["pattern"], o["values"] = pattern, values
            if note:
                o["note"] = note
            lines.append(o)
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            for o in lines:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
        print("%s: %d labelled" % (server, len(lines)))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
