#!/usr/bin/env python3
"""label.py IN_DIR OUT_DIR: writes the hand labels of the heldout15a outputs.

IN_DIR holds the unlabelled <server>.jsonl files of capture.sh; OUT_DIR
gets the labelled ones. The pattern of every output and the fields to take
were chosen by the labeller after reading each output; the values of those
fields are transcribed by the small helpers below (JSON leaves, 'Key: value'
records, list headers) and were checked by reading. Every id must have a
label."""
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


def json_leaves(t):
    return leaves(json.loads(t))


def mail_leaves(t):
    """JSON leaves but the prose 'note' and 'warning' sentences (status and usage text, no data)."""
    return leaves(json.loads(t), skip=("note", "warning"))


def ghe_leaves(t):
    """JSON leaves; a file's base64 'content' is an opaque blob, not a value."""
    return leaves(json.loads(t), skip=("content",))


def kv_records(t):
    """Values of the 'Key: value' lines of <<<SEPARATOR>>> records (CircleCI)."""
    out = []
    for line in t.splitlines():
        m = re.match(r"^([A-Z][A-Za-z ]+): (.+)$", line)
        if m:
            out.append(m.group(2))
    return out


def failure_logs(t):
    """Job and step names, and the log text of each 'Logs: {json}' line."""
    out = []
    for line in t.splitlines():
        m = re.match(r"^(Job|Step): (.+)$", line)
        if m:
            out.append(m.group(2))
            continue
        if line.startswith("Logs: "):
            d = json.loads(line[len("Logs: "):])
            out += [v for v in (d.get("output"), d.get("error")) if v]
    return out


def artifacts(t):
    """Job number of each '## Job N' heading, then path, URL and node index of each item."""
    out = []
    for line in t.splitlines():
        m = re.match(r"^## Job (\d+)$", line) or re.match(r"^- \*\*(.+)\*\*$", line) \
            or re.match(r"^  URL: (\S+)$", line) or re.match(r"^  Node index: (\d+)$", line)
        if m:
            out.append(m.group(1))
    return out


def followed(t):
    out = []
    for name, slug in re.findall(r"^\d+\. (\S+) \(projectSlug: (\S+)\)$", t, re.M):
        out += [name, slug]
    return out


def rerun(t):
    m = re.match(r"New workflowId is (\S+) and \[(.+?)\]\((\S+)\)", t)
    return [m.group(1), m.group(2), m.group(3)]


def dir_listing(t):
    """Repository, path, branch and count of the header, then each entry."""
    lines = t.splitlines()
    m = re.match(r"^(\S+?):(\S+)(?: @ (\S+))? — (\d+) entries$", lines[0])
    out = [v for v in m.groups() if v]
    return out + [x for x in lines[2:] if x.strip()]


def file_header(t):
    """Path, branch, line range and line count of a file-content header."""
    m = re.match(r"^(\S+)(?: @ (\S+))? lines (\d+-\d+) of (\d+)$", t.splitlines()[0])
    return [v for v in m.groups() if v]


def diff_header(t):
    m = re.match(r"^PR #(\d+) diff \((\d+) files\)", t)
    return [m.group(1), m.group(2)] + re.findall(r"^\+\+\+ b/(\S+)$", t, re.M)


N_JSON = "the whole text is one JSON object; every scalar leaf"
N_SC = "structuredContent; the text is the same JSON, every scalar leaf"
N_KV = "<<<SEPARATOR>>> records of 'Key: value' lines; every field value"
N_NONE = "one-line status, no data"

# id -> (pattern, values or a function of the text, note)
L = {
    # circleci (text)
    "circleci/config_helper/1": ("unstructured", [], N_NONE),
    "circleci/config_helper/2": ("unstructured", ["config compilation contains errors: missing required key 'version'"],
                                 "one line: a lead-in and the validator's message, which is the value (the call itself succeeded)"),
    "circleci/config_helper/3": ("unstructured", [], N_NONE),
    "circleci/find_flaky_tests/1": ("key_value", kv_records, N_KV),
    "circleci/find_flaky_tests/2": ("key_value", kv_records, N_KV),
    "circleci/find_flaky_tests/3": ("unstructured", [], N_NONE),
    "circleci/get_build_failure_logs/1": ("key_value", failure_logs,
                                          "Job/Step/Logs records; the Logs value is a JSON object whose (decoded) output text is the value"),
    "circleci/get_build_failure_logs/2": ("key_value", failure_logs,
                                          "Job/Step/Logs records; a job without steps says so in a bare line"),
    "circleci/get_build_failure_logs/3": ("key_value", failure_logs,
                                          "Job/Step/Logs records; a job without steps says so in a bare line"),
    "circleci/get_build_failure_logs/4": ("unstructured", ["unit-tests"],
                                          "a single 'Job: name' pair and a 'No steps found.' line: not two pairs"),
    "circleci/get_latest_pipeline_status/6": ("error", [], "isError"),
    "circleci/list_artifacts/1": ("markdown_list", artifacts,
                                  "a '## Job N' heading over bulleted records: bold path, URL line, node index line"),
    "circleci/list_artifacts/2": ("markdown_list", artifacts,
                                  "a '## Job N' heading over bulleted records: bold path, URL line, node index line"),
    "circleci/list_artifacts/3": ("unstructured", [], N_NONE),
    "circleci/list_followed_projects/1": ("markdown_list", followed,
                                          "numbered records 'name (projectSlug: slug)' between a lead-in and an instruction paragraph"),
    "circleci/list_followed_projects/2": ("markdown_list", followed,
                                          "numbered records 'name (projectSlug: slug)' between a lead-in and an instruction paragraph"),
    "circleci/rerun_workflow/1": ("unstructured", rerun, "one sentence with the new id and a markdown link (text and URL)"),
    "circleci/rerun_workflow/2": ("unstructured", rerun, "one sentence with the new id and a markdown link (text and URL)"),
    # mail
    "mail/get_message/3": ("error", [], "error text without isError"),
    "mail/get_message_count/1": ("unstructured", ["7"], "a single 'Total messages: N' pair"),
    "mail/get_message_count/2": ("unstructured", ["7"], "a single 'Total messages: N' pair"),
    # ghe
    "ghe/github-repo-get/3": ("error", [], "isError; a JSON error object"),
    "ghe/github-contents-get/2": ("json_in_text", json_leaves, "a JSON array (no structuredContent for arrays); every scalar leaf"),
    "ghe/github-contents-get/4": ("json_in_text", json_leaves, "a JSON array (no structuredContent for arrays); every scalar leaf"),
    "ghe/github-contents-get/1": ("structured", ghe_leaves, N_SC + " but the base64 'content' blob"),
    "ghe/github-contents-get/3": ("structured", ghe_leaves, N_SC + " but the base64 'content' blob"),
    "ghe/github-issue-list/3": ("structured", [], "structuredContent with an empty list"),
    # bitbucket (text tools)
    "bitbucket/get_file_content/1": ("unstructured", file_header, "header line over numbered file lines (file content is not values)"),
    "bitbucket/get_file_content/2": ("unstructured", file_header, "header line over numbered source lines (code is not values)"),
    "bitbucket/get_file_content/3": ("unstructured", file_header, "header line over numbered file lines (file content is not values)"),
    "bitbucket/get_file_content/4": ("error", [], "isError"),
    "bitbucket/get_pull_request/3": ("error", [], "isError"),
    "bitbucket/get_pull_request_diff/1": ("unstructured", diff_header, "header line over a unified diff; PR number, file count, file path"),
    "bitbucket/get_pull_request_diff/2": ("unstructured", diff_header, "header line over a unified diff; PR number, file count, file path"),
    "bitbucket/list_directory_content/1": ("unstructured", dir_listing, "header line over bare entry lines (one field each)"),
    "bitbucket/list_directory_content/2": ("unstructured", dir_listing, "header line over bare entry lines (one field each)"),
    "bitbucket/list_directory_content/3": ("unstructured", dir_listing, "header line over bare entry lines (one field each)"),
}
for i in (1, 2, 3, 4, 5):
    L["circleci/get_latest_pipeline_status/%d" % i] = ("key_value", kv_records, N_KV)
for i in (1, 2, 3, 4):
    L["circleci/get_job_test_results/%d" % i] = ("key_value", kv_records, N_KV)

MAIL_JSON = {"get_attachments": 2, "get_connection_status": 2, "get_message": 2, "get_messages": 2, "get_recent_messages": 2,
             "get_unseen_messages": 2, "list_mailboxes": 2, "open_mailbox": 3, "search_all_messages": 2, "search_by_body": 2,
             "search_by_recipient": 2, "search_by_sender": 2, "search_by_subject": 3, "search_since_date": 2,
             "search_unread_from_sender": 2}
for tool, n in MAIL_JSON.items():
    for i in range(1, n + 1):
        L["mail/%s/%d" % (tool, i)] = ("json_in_text", mail_leaves, N_JSON + " but the prose 'note'/'warning' sentences")

JENKINS = {"findJobsWithScmUrl": 2, "getBuild": 3, "getBuildChangeSets": 2, "getBuildLog": 3, "getBuildScm": 2,
           "getFlakyFailures": 2, "getJob": 4, "getJobScm": 2, "getJobs": 3, "getProgressiveBuildLog": 2,
           "getQueueItem": 3, "getStatus": 2, "getTestResults": 3, "searchBuildLog": 2, "whoAmI": 2}
for tool, n in JENKINS.items():
    for i in range(1, n + 1):
        L["jenkins/%s/%d" % (tool, i)] = ("json_in_text", json_leaves, N_JSON + " (status envelope too)")
for k in ("jenkins/getJob/4", "jenkins/getQueueItem/3"):
    L[k] = ("error", [], "isError; a JSON FAILED envelope")
for k in ("jenkins/getFlakyFailures/1", "jenkins/getFlakyFailures/2", "jenkins/getTestResults/3"):
    L[k] = ("json_in_text", json_leaves, "a JSON envelope with a null result: its status and message are the only leaves")

GHE = {"github-branch-get": 2, "github-branch-list": 2, "github-commit-compare": 2, "github-commit-get": 2, "github-commit-list": 2,
       "github-issue-get": 2, "github-issue-list": 2, "github-pr-get": 2, "github-pr-list": 2, "github-repo-get": 2,
       "github-repo-list": 2, "github-tag-list": 2}
for tool, n in GHE.items():
    for i in range(1, n + 1):
        L.setdefault("ghe/%s/%d" % (tool, i), ("structured", json_leaves, N_SC))

BB_JSON = {"get_branch": 2, "get_pull_request": 2, "list_branch_commits": 2, "list_branches": 2, "list_pr_commits": 2,
           "list_projects": 2, "list_pull_requests": 3, "list_repositories": 2}
for tool, n in BB_JSON.items():
    for i in range(1, n + 1):
        L["bitbucket/%s/%d" % (tool, i)] = ("json_in_text", json_leaves, "compact JSON object; every scalar leaf")

# Tools whose only output would stay in the set are left out (none here).
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
            # Surrounding whitespace (a message's final newline) is not part of a value; empty strings are no values.
            r["pattern"], r["values"] = pattern, [str(v).strip() for v in values if str(v).strip()]
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
