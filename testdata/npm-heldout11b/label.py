#!/usr/bin/env python3
# label.py SRC_DIR OUT_DIR: the throw-away transcription script of the
# heldout11b labels. The labeller chose each tool's pattern and fields by
# reading the outputs; this script writes them (values transcribed from the
# text) into OUT_DIR/<server>.jsonl. Checked by reading afterwards.
import json,re,sys
src=sys.argv[1].rstrip('/')+'/'
out=sys.argv[2].rstrip('/')+'/'
def text(o): return '\n'.join(c.get('text','') for c in o['result'].get('content',[]) if c.get('type')=='text')
def leaves(v,acc):
    if isinstance(v,dict):
        for x in v.values(): leaves(x,acc)
    elif isinstance(v,list):
        for x in v: leaves(x,acc)
    elif v is None: pass
    elif isinstance(v,bool): acc.append('true' if v else 'false')
    else: acc.append(str(v))
    return acc
def jsonpart(t):
    for line in t.split('\n'):
        if line.startswith('{'): return json.loads(line)
def lbc(t):
    vals=[]
    for line in t.split('\n'):
        m=re.match(r'^- \*\*(.+?):\*\* (.*)$',line)
        if m: vals.append(m.group(2).strip()); continue
        if line.startswith('#### '): vals.append(line[5:].strip()); continue
        if line.startswith('|') and not re.match(r'^\|\s*-',line):
            cells=[c.strip().replace('\\|','|') for c in re.split(r'(?<!\\)\|',line.strip().strip('|'))]
            if cells[:2]==['Name','Type'] or cells[0] in ('Name',): continue
            vals += [c for c in cells if c!='']
    return vals
def mdlist(t):
    vals=[]
    for line in t.split('\n'):
        m=re.match(r'^- \*\*(.+?)\*\*(?:: (.*))?$',line)
        if m:
            vals.append(m.group(1).strip())
            if m.group(2): vals.append(m.group(2).strip())
    return vals
def index(t):
    vals=[]
    for line in t.split('\n'):
        m=re.match(r'^\*\*([A-Za-z]+):\*\* (.+)$',line)
        if m: vals += ([] if m.group(1)=='Status' else [m.group(1)]) + [m.group(2).strip()]
    return vals
def typedoc(t):
    vals=[]
    for line in t.split('\n'):
        if line.startswith('## Summary'): break
        m=re.match(r'^\*\*(Category|Description|Type):\*\* `?([^`]+)`?$',line)
        if m: vals.append(m.group(2)); continue
        m=re.match(r'^- \*\*(.+?)\*\*: (.*)$',line)
        if m: vals += [m.group(1),m.group(2).strip()]; continue
        m=re.match(r'^\s+(?:- (?:Type|Format|Map values)|\d\. (?:Reference|Type)): `([^`]+)`$',line)
        if m: vals.append(m.group(1)); continue
        m=re.match(r'^- `([^`]+)`$',line)
        if m: vals.append(m.group(1))
    return vals
def azure(o,t):
    r=o['result']
    if r.get('isError'): return 'error',[],'status 500 with the not-found message'
    if t.startswith('Here are the available'):
        j=json.loads(t[t.index('['):])
        vals=[]
        for cmd in j:
            vals += [cmd['name'],cmd['description']]
            for k,v in cmd['inputSchema'].get('properties',{}).items():
                vals += [k]+leaves(v,[])
            vals += leaves(cmd['inputSchema'].get('required',[]),[])
            vals += leaves(cmd.get('annotations',{}),[])
        return 'json_in_text',vals,'three lines of instructions, then a JSON array of commands: names, descriptions, parameter names and their schema leaves, annotations'
    j=json.loads(t)
    vals=leaves(j,[])
    vals=[v for v in vals if v!='']
    if o['tool']=='bicepschema':
        return 'json_in_text',vals,'status envelope around the schema: every non-empty leaf'
    return 'json_in_text',vals,'status envelope; the results string (a markdown guide) is one value'
def lab(o):
    i=o['id']; t=text(o); r=o['result']; tool=o['tool']
    if o['server']=='azure': return azure(o,t)
    if tool=='geocode': return 'error',[],'lookup failed (offline)'
    if tool=='show-map':
        m=re.match(r'^Displaying globe at: W:(\S+), S:(\S+), E:(\S+), N:(\S+?)(?: \((.*)\))?$',t.strip())
        return 'unstructured',[x for x in m.groups() if x is not None],'one line: the bounding box and the label'
    if tool=='render-shadertoy': return 'unstructured',[],'confirmation only'
    if tool=='get-time': return 'unstructured',[t.strip()],'a bare ISO timestamp'
    if tool=='describe_code_analyzer_rule':
        j=jsonpart(t)
        if 'rule' not in j: return 'error',[],'no such rule: status holds the message'
        return 'structured',leaves(j,[]),'JSON text also given as structuredContent; all leaves'
    if tool=='list_code_analyzer_rules':
        return 'structured',leaves(jsonpart(t),[]),'tip line then JSON; every leaf of the JSON (tags repeat per rule)'
    if tool=='run_code_analyzer':
        return 'structured',leaves(jsonpart(t),[]),'summary counts and results file'
    if tool=='explore_lbc_components':
        if t.startswith('No documentation'): return 'error',[],'component not found'
        return 'markdown_table',lbc(t),'bold key: value basic information, then property tables (all cells) and method/event names (#### headings); empty sections say None'
    if tool=='explore_lds_uiapi':
        if r.get('isError') or 'could not be resolved' in t: return 'error',[],''
        if t.startswith('# LDS UI API Documentation'):
            return 'unstructured',re.findall(r'(?m)^- \*\*`(\w+)`\*\*',t),'documentation page; the parameter and return names are the data'
        if t.startswith('# LDS Wire Adapter Type Documentation'):
            return 'markdown_list',typedoc(t),'type page: category, description and type, then each property (name, description, type or reference, format) and the required fields'
        return 'markdown_list',mdlist(t),'bold names with descriptions, grouped under headings'
    if tool=='reference_lwc_compilation_error':
        if 'MODE: FALLBACK' in t: return 'unstructured',[],'fallback guidance: no data'
        code=o['arguments']['errorCode']
        return 'unstructured',[code,'Error'],'documentation page: the code and its severity'
    if tool=='guide_lbc_usage':
        return 'key_value',['84']+index(t),'guide with a component index: names (keys are data) and descriptions, and the component count'
    if tool=='guide_lwc_best_practices':
        return 'unstructured',[],'review instructions: no data'
    raise Exception(i)
for s in ['sfexperts','basic-react','map','shadertoy','azure']:
    with open(out+s+'.jsonl','w') as f:
        for l in open(src+s+'.jsonl'):
            o=json.loads(l); p,v,n=lab(o); o['pattern']=p; o['values']=v
            if n: o['note']=n
            f.write(json.dumps(o,ensure_ascii=False)+'\n')
            print(o['id'],p,len(v),v[:6])
