# label.py: the throw-away script that wrote pattern/values/note of the heldout6b
# files from the unlabelled capture (IN) after the labeller read every output;
# per-output choices are in the tables and functions below.
import json, csv, io, sys
IN='/root/mcpsurvey-heldout6b/capture/realout'; OUT='/work/main/internal/realout/testdata/heldout6'
def canon(v):
    if isinstance(v,bool): return 'true' if v else 'false'
    if isinstance(v,float) and v.is_integer(): return str(int(v))
    return str(v).strip()
def leaves(x, skip=(), top=True, topskip=()):
    out=[]
    if isinstance(x,dict):
        for k,v in x.items():
            if k in skip or (top and k in topskip): continue
            out+=leaves(v,skip,False,topskip)
    elif isinstance(x,list):
        for v in x: out+=leaves(v,skip,False,topskip)
    elif x is None: pass
    else:
        c=canon(x)
        if c!='': out.append(c)
    return out
def text(o): return ''.join(c.get('text','') for c in o['result'].get('content',[]) if c.get('type')=='text')
def csv_cells(t):
    rows=list(csv.reader(io.StringIO(t.strip())))[1:]
    return [c.strip() for r in rows for c in r if c.strip()!='']

def curl(o):
    t=text(o); j=json.loads(t)
    if j['status']>=400: return ('error',[],'HTTP %d answer reported by the tool: the request failed' % j['status'])
    v=leaves({k:j[k] for k in ('status','statusText','headers')})
    if j['body'].strip(): v.append(j['body'].strip())
    return ('json_in_text',v,'JSON report of the HTTP response: status, status text, header values and the body as ONE value (the fetched file read back)')

SCAN_SKIP=('note','usage','recommendation','recommendations','$schema')
def scanner(o):
    t=text(o); j=json.loads(t)
    if isinstance(j,dict) and list(j)==['error']: return ('error',[],'JSON object carrying only error')
    v=leaves(j,SCAN_SKIP,True,('message',))
    note='JSON: non-empty scalar leaves; advisory sentences (note, usage, recommendation, top-level summary message) left out'
    if o['id'].endswith('scan_packages/3'):
        v+=['os','pickle','subprocess','yaml']; note+='; the package names listed inside the summary message are values'
    return ('json_in_text',v,note)

def dbeaver(o):
    t=text(o); tool=o['tool']
    if tool=='export_data' and o['arguments'].get('format')=='csv':
        return ('unstructured',csv_cells(t),'CSV export: data cells (CSV-decoded), header excluded; the doubled quotes come from the server and are kept as decoded')
    j=json.loads(t)
    v=leaves(j,(),True,('message',))
    note='JSON: non-empty scalar leaves'
    if tool=='execute_query': note+='; row cells kept as sent (some carry literal quote characters)'
    if tool=='append_insight': note+='; the confirmation message left out'
    return ('json_in_text',v,note)

POLL={
 'pollinations-sqlite/save_database/1':('unstructured',['/root/mcpsurvey-heldout6b/data/garden-saved.db'],'confirmation naming the saved file'),
 'pollinations-sqlite/save_database/2':('unstructured',['/root/mcpsurvey-heldout6b/data/garden-pollinations.db'],'confirmation naming the saved file'),
 'pollinations-sqlite/execute_query/3':('unstructured',[],'confirmation, no data'),
 'pollinations-sqlite/execute_query/4':('unstructured',[],'confirmation, no data'),
 'pollinations-sqlite/execute_query/6':('unstructured',[],'confirmation of a query that returned no rows, no data'),
}
def poll(o):
    i=o['id']; t=text(o)
    if i in POLL: return POLL[i]
    if t.startswith('Error'): return ('error',[],'error message')
    if o['tool']=='execute_query': return ('unstructured',csv_cells(t),'CSV rows: data cells, header excluded')
    if o['tool']=='list_tables': return ('json_in_text',leaves(json.loads(t)),'JSON list of table names')
    if o['tool']=='execute_query_with_url':
        a=t.index('['); b=t.rindex(']')+1
        rows=json.loads(t[a:b])
        v=leaves(rows)
        v.append('4')  # total rows
        for line in t.splitlines():
            if line.startswith('- CSV: ') or line.startswith('- JSON: '): v.append(line.split(': ',1)[1])
        head=t.split('\n',1)[0].strip()
        if head and head!='Query result': v.insert(0,head)
        return ('json_in_text',v,'header line (the description), a JSON preview of the rows, then a row count and two result links: row cells, the count and the URLs are values')
    raise SystemExit('unlabelled '+i)

PRIME={
 'primeng/get_component/1':['Angular Button Component','19','18','primeui://primeng/components/button.md','badge'],
 'primeng/get_component/2':['Angular Table Component','56','54','primeui://primeng/components/table.md','advanced'],
 'primeng/get_component/3':['Angular Select Component','2','2','primeui://primeng/components/select.md','basic'],
 'primeng/get_example/1':['Angular Button Component','badge'],
 'primeng/get_example/2':['Angular InputText Component','basic'],
 'primeng/get_example/3':['Angular Dialog Component','basic'],
 'primeng/get_example/4':['Angular Button Component','disabled'],
 'primeng/get_guide/1':['Getting Started - PrimeNG'],
 'primeng/get_guide/2':['Styled Mode'],
 'primeng/get_guide/3':['Configuration - PrimeNG'],
 'primeng/get_setup/1':['Getting Started - PrimeNG'],
 'primeng/list/1':['6'], 'primeng/list/2':['8'], 'primeng/list/3':['5'], 'primeng/list/4':['4'],
 'primeng/search/1':['3','date picker'], 'primeng/search/2':['4','pagination'], 'primeng/search/3':['3','dark mode'], 'primeng/search/4':['10','zzqqxx-nothing'],
 'primeng/validate_usage/1':['Angular Button Component'],
}
def prime(o):
    i=o['id']
    if o['result'].get('isError'): return ('error',[],'isError true')
    v=PRIME[i]
    note='structuredContent present; values from the one-line text summary (names, counts, source, section; the query where echoed)'
    return ('structured',v,note)

F={'http-curl':curl,'agent-security-scanner':scanner,'dbeaver':dbeaver,'pollinations-sqlite':poll,'primeng':prime}
import os
for srv,fn in F.items():
    p=os.path.join(IN,srv+'.jsonl')
    if not os.path.exists(p): continue
    out=[]
    for l in open(p,encoding='utf-8'):
        o=json.loads(l)
        pat,vals,note=fn(o)
        o['pattern']=pat; o['values']=vals
        if note: o['note']=note
        out.append(o)
    with open(os.path.join(OUT,srv+'.jsonl'),'w',encoding='utf-8') as f:
        for o in out: f.write(json.dumps(o,ensure_ascii=False)+'\n')
    print(srv,len(out),sum(1 for o in out if o['values']))

# ---- phase 2: sonance-brand (read from the phase-2 capture)
import re
IN2='/root/mcpsurvey-heldout6b/capture/realout2'
def bullets(t):
    return [l[2:].strip() for l in t.splitlines() if l.startswith('- ')]
def sonance(o):
    t=text(o); tool=o['tool']
    if o['result'].get('isError'): return ('error',[],'isError true')
    if tool=='list_components':
        v=bullets(t); v.append(re.search(r'Total: (\d+)',t).group(1))
        return ('unstructured',v,'heading, a hint line, a bulleted list of one-field items (component names) and a total: each name and the total are values')
    if tool=='list_logos':
        return ('unstructured',bullets(t),'heading, a hint line and a bulleted list of one-field items (logo paths): each path is a value')
    if tool=='get_version':
        v=[re.search(r'\*\*Version:\*\* (\S+)',t).group(1), re.search(r'\*\*Name:\*\* (\S+)',t).group(1)]+bullets(t)
        return ('key_value',v,'two bold Key: value lines, then a Features list of one-field items; all are values')
    if tool=='diagnose_logos':
        v=[]
        for l in t.split('## Recommendations')[0].splitlines():
            m=re.match(r'^\s*- (?:\*\*[^*]+:\*\*|[a-z]+:)\s*(.+)$',l)
            if m and m.group(1).strip(): v.append(m.group(1).strip().strip('`'))
        return ('key_value',v,'sections of bold Key: value bullets, a nested light/dark map; values as they appear (backticks dropped); the closing recommendation prose left out')
    if tool=='get_brand_summary':
        v=[]
        for l in t.splitlines():
            if not l.startswith('- '): continue
            hexes=re.findall(r'\*\*[^*]+:\*\* (#[0-9A-Fa-f]{6})',l)
            if hexes: v+=hexes; continue
            m=re.match(r'^- Logo: `([^`]+)`',l)
            if m: v.append(m.group(1)); continue
            m=re.match(r'^- \*\*[^*]+:\*\* (.+)$',l)
            if m: v.append(m.group(1).strip())
        return ('key_value',v,'brand sections of bold Key: value bullets: colour values are the hex codes (the parenthesised role is a note), logo bullets give paths, typography values whole; the Design Rules prose bullets and the closing hint have no values')
    if tool=='evaluate_design':
        v=[re.search(r'^# Design Excellence Evaluation: (.+)$',t,re.M).group(1).strip()]
        m=re.search(r'## Score: (\S+) — (.+)$',t,re.M); v+=[m.group(1),m.group(2).strip()]
        for l in t.splitlines():
            if l.startswith('| ') and not l.startswith('| Category') :
                v+=[c.strip() for c in l.strip().strip('|').split('|')]
        return ('markdown_table',v,'report: title, score and tier lines, the dimension-scores table (main payload: every cell), then a numbered gaps section with fix snippets and a next-steps note (no further values)')
    if tool=='get_component':
        m=re.search(r'^# (\S+) Component',t,re.M); f=re.search(r'```tsx:(\S+)',t)
        return ('unstructured',[m.group(1),f.group(1)],'a heading and one fenced source file: the component name and the file path from the fence are values; the source itself is a verbatim dump without field structure')
    raise SystemExit('unlabelled '+o['id'])

p=os.path.join(IN2,'sonance-brand.jsonl')
out=[]
for l in open(p,encoding='utf-8'):
    o=json.loads(l)
    pat,vals,note=sonance(o)
    o['pattern']=pat; o['values']=vals; o['note']=note
    out.append(o)
with open(os.path.join(OUT,'sonance-brand.jsonl'),'w',encoding='utf-8') as f:
    for o in out: f.write(json.dumps(o,ensure_ascii=False)+'\n')
print('sonance-brand',len(out),sum(1 for o in out if o['values']))

# ---- phase 3: vuetify
IN3='/root/mcpsurvey-heldout6b/capture/realout3'
def bt(s): return s.strip().strip('`').strip()
def table_cells(lines):
    # rows whose cell spans several lines (a code cell with a newline) are
    # joined with their continuation lines before splitting.
    v=[]; lines=list(lines); i=0
    while i<len(lines):
        l=lines[i]; i+=1
        if not l.startswith('|') or re.match(r'^\|[\s\-|:]+\|?$',l): continue
        while not l.rstrip().endswith('|') and i<len(lines):
            l+='\n'+lines[i]; i+=1
        v.append([bt(c) for c in l.strip().strip('|').split('|')])
    return v
def vuetify(o):
    t=text(o); tool=o['tool']
    if o['result'].get('isError'): return ('error',[],'isError true')
    if tool=='create_bug_report':
        return ('unstructured',[re.search(r'https://\S+',t).group(0)],'one sentence with a link: the URL is the value')
    if tool=='get_installation_guide':
        return ('unstructured',[],'installation guide (headings, code blocks): a fixed guide, no values')
    if tool=='get_upgrade_plan':
        v=[re.search(r'Total migration hops: (\d+)',t).group(1), re.search(r'Total rules: (\d+)',t).group(1)]
        for l in t.splitlines():
            m=re.match(r'^\*\*Effort:\*\* (.+)$',l)
            if m: v.append(m.group(1).strip())
            m=re.match(r'^- (ESLint Plugin|Codemods): (.+)$',l)
            if m: v.append(bt(m.group(2)))
            m=re.match(r'^- `([^`]+)`: (.+)$',l)
            if m: v+=[m.group(1), m.group(2).replace('🔧','').strip()]
        return ('markdown_list',v,'plan: hop and rule counts, per hop an effort line, a prose summary (no values) and tooling bullets, then rule bullets `id`: title grouped by severity (main payload: id and title of each, the codemod emoji dropped)')
    if tool=='get_v3_breaking_changes' and 'category' not in o['arguments']:
        v=[re.search(r'Upgrade guide: (\S+)',t).group(1)]
        for l in t.splitlines():
            m=re.match(r'^- \*\*(.+?)\*\*: ',l)
            if m: v.append(m.group(1).strip())
        return ('markdown_list',v,'all categories: per section a bulleted list of **title**: explanation items; the titles (and the upgrade-guide URL) are values, the explanations are prose')
    if tool in ('get_v3_breaking_changes','get_v4_breaking_changes'):
        v=[]
        for l in t.splitlines():
            m=re.match(r'^## (.+)$',l)
            if m: v.append(m.group(1).strip())
            m=re.match(r'^\*\*Related issue:\*\* (\S+)',l)
            if m: v.append(m.group(1))
        return ('unstructured',v,'document of breaking-change sections (heading, prose, a Migration paragraph, code, an issue link): the change titles and issue URLs are values, the prose is not')
    if tool=='get_v2_to_v3_component_map':
        v=[]
        for row in table_cells(t.split('```json')[0].splitlines())[1:]:
            v+=[c for c in row if c and c!='—']
        return ('markdown_table',v,'a table of v2 component, v3 component, status, notes, issue (every non-empty cell; an em dash means none) followed by the same rows again as a fenced JSON array')
    if tool=='get_upgrade_rules':
        v=[re.search(r'Found (\d+) rule',t).group(1)]
        for sec in t.split('\n## ')[1:]:
            lines=sec.splitlines()
            v.append(lines[0].strip())
            for l in lines:
                m=re.match(r'^\*\*(ID|Severity|Category|Codemod|Docs|Issue):\*\* (.+)$',l)
                if m: v.append(m.group(2).replace('`','').strip())
            for blk in re.findall(r'\*\*(?:Grep|File) patterns:\*\*\n```\n(.*?)\n```',sec,re.S):
                v+=[x.strip() for x in blk.splitlines() if x.strip()]
            for row in table_cells(lines)[1:]:
                v+=[c for c in row if c]
        return ('key_value',v,'rule sections: a title, bold ID/Severity/Category/Codemod lines, prose description and migration (no values), grep and file patterns (one value per line), a From/To/Note replacement table (every non-empty cell), Docs and Issue URLs')
    raise SystemExit('unlabelled '+o['id'])

out=[]
for l in open(os.path.join(IN3,'vuetify.jsonl'),encoding='utf-8'):
    o=json.loads(l)
    pat,vals,note=vuetify(o)
    o['pattern']=pat; o['values']=vals; o['note']=note
    out.append(o)
with open(os.path.join(OUT,'vuetify.jsonl'),'w',encoding='utf-8') as f:
    for o in out: f.write(json.dumps(o,ensure_ascii=False)+'\n')
print('vuetify',len(out),sum(1 for o in out if o['values']))
