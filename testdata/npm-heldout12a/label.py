#!/usr/bin/env python3
"""label.py [SRC DST]: the throw-away labeller of heldout12a. It fills pattern
and values of the unlabelled outputs in SRC (capture.sh's OUT/realout) into
DST by the rules the labeller chose after reading every output (see
README.md); its results were checked by reading them."""
import json, re, sys, os

SRC = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser('~/mcpsurvey-heldout12a/capture/realout')
DST = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'internal', 'realout', 'testdata', 'heldout12')
PLACEHOLDERS = {'-', 'N/A', 'Not available', 'Unknown'}

def text(o):
    return '\n'.join(c.get('text', '') for c in o['result'].get('content', []) if c.get('type') == 'text')

def table_cells(t):
    vals = []
    rows = [l for l in t.splitlines() if l.strip().startswith('|')]
    for l in rows[2:]:  # skip header and separator
        for c in l.strip().strip('|').split('|'):
            c = c.strip()
            if c and c not in PLACEHOLDERS:
                vals.append(c)
    return vals

def qual_text(t):
    vals = []
    for l in t.splitlines():
        s = l.strip()
        if not s or s in ('Metrics:', 'Functions:'):
            continue
        m = re.match(r'^(?:- )?([A-Za-z ]+): (.+)$', s)
        if m:
            vals.append(m.group(2).strip()); continue
        m = re.match(r'^(\S+) \((\w+)\)$', s)
        if m:
            vals += [m.group(1), m.group(2)]; continue
        raise SystemExit('unhandled line %r' % s)
    return vals

def json_leaves(v, skip=PLACEHOLDERS):
    out = []
    if isinstance(v, dict):
        for x in v.values(): out += json_leaves(x, skip)
    elif isinstance(v, list):
        for x in v: out += json_leaves(x, skip)
    elif v is None:
        pass
    elif isinstance(v, bool):
        out.append('true' if v else 'false')
    else:
        s = str(v) if not isinstance(v, float) or v != int(v) else str(int(v))
        if s.strip() and s not in skip: out.append(s)
    return out

TESTLINE = re.compile(r'^\s*(?:[✓✘-]\s+\d+\s+|\d+\)\s+)?\[id=([0-9a-f-]+)\] (\S+?):(\d+):(\d+) › (.+?)(?: \((\d+(?:\.\d+)?m?s)\))?\s*$')

def test_fields(line):
    m = TESTLINE.match(line)
    if not m: return None
    tid, f, ln, col, titles, dur = m.groups()
    parts = [p.strip() for p in titles.split('›')]
    vals = [tid, f, ln, col] + parts
    if dur: vals.append(dur)
    return vals

def pw_values(t):
    vals, seen = [], set()
    for l in t.splitlines():
        s = l.rstrip()
        if not s.strip(): continue
        tf = test_fields(s)
        if tf:
            if tf[0] not in seen:  # the failure section repeats a test: values once
                vals += tf
            seen.add(tf[0])
            continue
        st = s.strip()
        m = re.match(r'^Running (\d+) tests? using (\d+) workers?$', st)
        if m: vals += [m.group(1), m.group(2)]; continue
        m = re.match(r'^Total: (\d+) tests? in (\d+) files?$', st)
        if m: vals += [m.group(1), m.group(2)]; continue
        m = re.match(r'^(\d+) (passed|failed|skipped)(?: \(([\d.]+m?s)\))?$', st)
        if m:
            vals.append(m.group(1))
            if m.group(3): vals.append(m.group(3))
            continue
        m = re.match(r'^(Expected|Received): "(.*)"$', st)
        if m: vals.append(m.group(2)); continue
        m = re.match(r'^Error Context: (\S+)$', st)
        if m: vals.append(m.group(1)); continue
        m = re.match(r'^at (/\S+):(\d+):(\d+)$', st)
        if m: vals += [m.group(1), m.group(2), m.group(3)]; continue
        # listing header, error message line, code frame and diff lines: no values
    return vals

def pwapi_values(o):
    items = [c['text'] for c in o['result']['content']]
    url = re.match(r'^[A-Z]+ request to (\S+)$', items[0]).group(1)
    status = re.match(r'^Status: (.+)$', items[1]).group(1)
    body = items[2][len('Response: '):] if items[2].startswith('Response: ') else items[2]
    return url, status, body

def label(o):
    s, tool, t, r = o['server'], o['tool'], text(o), o['result']
    note = None
    if s == 'qualytics':
        if r.get('isError'):
            return 'error', [], None
        if t.lstrip().startswith('|'):
            return 'markdown_table', table_cells(t), 'cells of every row; "-" cells (no value) left out'
        return 'key_value', qual_text(t), 'Metrics pairs and each function block (name, kind, Lines, pairs)'
    if s == 'pwtest':
        if r.get('isError'):
            return 'error', [], None
        if not t.strip():
            return 'unstructured', [], 'empty answer (no tests at that location)'
        return 'unstructured', pw_values(t), 'test runner lines without list markers: per test (once) id, file, line, column, suite/title, duration; expected/received, error location and context file of failures; counts and timings of the summary'
    if s == 'pwapi':
        url, status, body = pwapi_values(o)
        b = body.strip()
        if b.startswith('{') or b.startswith('['):
            j = json.loads(b)
            if isinstance(j, dict) and set(j) == {'error'}:
                return 'error', [], 'HTTP %s with an error object' % status
            return 'json_in_text', [url, status] + json_leaves(j), 'three text items: request line, status, JSON body behind "Response: "; URL, status and every JSON leaf'
        if not b:
            return 'unstructured', [url, status], 'request line and status only; empty body'
        if '\n' in b and ',' in b.splitlines()[0]:
            rows = [r_.split(',') for r_ in b.splitlines()[1:] if r_.strip()]
            return 'unstructured', [url, status] + [c for row in rows for c in row], 'CSV body: URL, status and the data cells (header names left out)'
        return 'key_value', [url, status, b], 'Status and Response pairs after the request line'
    if s == 'sysinfo':
        return 'json_in_text', json_leaves(json.loads(t)), 'every scalar leaf except placeholders ("Not available")'
    raise SystemExit('no rule for ' + o['id'])

os.makedirs(DST, exist_ok=True)
for f in sorted(os.listdir(SRC)):
    outs = []
    for l in open(os.path.join(SRC, f)):
        o = json.loads(l)
        p, v, note = label(o)
        o['pattern'], o['values'] = p, v
        if note: o['note'] = note
        else: o.pop('note', None)
        outs.append(o)
    with open(os.path.join(DST, f), 'w') as w:
        for o in outs:
            w.write(json.dumps(o, ensure_ascii=False) + '\n')
    print(f, len(outs))
