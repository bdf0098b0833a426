#!/usr/bin/env python3
"""es_standin.py DATA_DIR PORT: a small stand-in for the parts of the
Elasticsearch REST API that @elastic/mcp-server-elasticsearch calls
(_cat/indices, _mapping, _search with match/term/range/bool queries,
highlighting, terms/avg/max/min aggregations, sort, from/size,
_cat/shards), serving DATA_DIR/es/indices.json on 127.0.0.1 only."""
import fnmatch
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs, unquote

DATA = json.load(open(sys.argv[1] + "/es/indices.json"))
PORT = int(sys.argv[2])
HDR = {"X-Elastic-Product": "Elasticsearch", "Content-Type": "application/json"}


def words(s):
    return re.findall(r"[\w@.%-]+", str(s).lower())


def resolve(pattern):
    out = []
    for p in pattern.split(","):
        out += [n for n in DATA if fnmatch.fnmatch(n, p) and n not in out]
    return out


def text_match(val, q):
    w = set(words(val))
    return any(t in w for t in words(q))


def matches(doc, q):
    if not q or "match_all" in q:
        return True
    if "match" in q:
        (f, v), = q["match"].items()
        v = v.get("query") if isinstance(v, dict) else v
        return f in doc and text_match(doc[f], v)
    if "match_phrase" in q:
        (f, v), = q["match_phrase"].items()
        return f in doc and str(v).lower() in str(doc[f]).lower()
    if "multi_match" in q:
        mm = q["multi_match"]
        return any(f in doc and text_match(doc[f], mm["query"]) for f in mm.get("fields", list(doc)))
    if "query_string" in q:
        return any(text_match(v, q["query_string"]["query"]) for v in doc.values())
    if "term" in q:
        (f, v), = q["term"].items()
        v = v.get("value") if isinstance(v, dict) else v
        return doc.get(f) == v
    if "terms" in q:
        (f, v), = q["terms"].items()
        return doc.get(f) in v
    if "range" in q:
        (f, r), = q["range"].items()
        x = doc.get(f)
        if x is None:
            return False
        ok = True
        for op, lim in r.items():
            if op == "gte": ok &= x >= lim
            if op == "gt": ok &= x > lim
            if op == "lte": ok &= x <= lim
            if op == "lt": ok &= x < lim
        return ok
    if "exists" in q:
        return q["exists"]["field"] in doc
    if "bool" in q:
        b = q["bool"]
        lst = lambda k: b.get(k, []) if isinstance(b.get(k, []), list) else [b[k]]
        if not all(matches(doc, c) for c in lst("must") + lst("filter")):
            return False
        if any(matches(doc, c) for c in lst("must_not")):
            return False
        if lst("should") and not (lst("must") or lst("filter")):
            return any(matches(doc, c) for c in lst("should"))
        return True
    raise ValueError("unsupported query: " + ",".join(q))


def query_terms(q, out):
    if isinstance(q, dict):
        for k, v in q.items():
            if k in ("match", "match_phrase") and isinstance(v, dict):
                for f, x in v.items():
                    out.append(x.get("query") if isinstance(x, dict) else x)
            elif k == "multi_match" or k == "query_string":
                out.append(v["query"])
            else:
                query_terms(v, out)
    elif isinstance(q, list):
        for x in q:
            query_terms(x, out)
    return out


def highlight(val, terms):
    ws = set(t for q in terms for t in words(q))
    hit = False
    def rep(m):
        nonlocal hit
        if m.group(0).lower() in ws:
            hit = True
            return "<em>" + m.group(0) + "</em>"
        return m.group(0)
    s = re.sub(r"[\w@.%-]+", rep, str(val))
    return s if hit else None


def error(status, typ, reason, index=None):
    e = {"type": typ, "reason": reason}
    if index:
        e.update({"index": index, "resource.type": "index_or_alias", "resource.id": index})
    return status, {"error": {"root_cause": [e], **e}, "status": status}


def search(index, body):
    names = resolve(index)
    if not names:
        return error(404, "index_not_found_exception", "no such index [%s]" % index, index)
    q = body.get("query")
    try:
        hits = []
        for n in names:
            for i, d in enumerate(DATA[n]["docs"]):
                if matches(d, q):
                    hits.append((n, i, d))
    except (ValueError, KeyError, TypeError) as e:
        return error(400, "parsing_exception", str(e))
    for s in reversed(body.get("sort", []) if isinstance(body.get("sort", []), list) else [body["sort"]]):
        if isinstance(s, str):
            f, order = s, "asc"
        else:
            (f, o), = s.items()
            order = o.get("order", "asc") if isinstance(o, dict) else o
        hits.sort(key=lambda h: (h[2].get(f) is None, h[2].get(f)), reverse=order == "desc")
    total = len(hits)
    frm, size = int(body.get("from", 0)), int(body.get("size", 10))
    terms = query_terms(q, [])
    out = []
    for n, i, d in hits[frm:frm + size]:
        h = {"_index": n, "_id": "%s-%d" % (n[:3], i + 1), "_score": 1.0 if q else 1.0, "_source": d}
        hl = {}
        for f in (body.get("highlight") or {}).get("fields", {}):
            if f in d:
                v = highlight(d[f], terms)
                if v:
                    hl[f] = [v]
        if hl:
            h["highlight"] = hl
        if body.get("explain"):
            h["_explanation"] = {"value": 1.0, "description": "stand-in score", "details": []}
        out.append(h)
    res = {"took": 3, "timed_out": False, "_shards": {"total": len(names), "successful": len(names), "skipped": 0, "failed": 0},
           "hits": {"total": {"value": total, "relation": "eq"}, "max_score": 1.0 if out else None, "hits": out}}
    aggs = body.get("aggs") or body.get("aggregations")
    if aggs:
        ra = {}
        docs = [h[2] for h in hits]
        for name, spec in aggs.items():
            (kind, a), = [(k, v) for k, v in spec.items() if k != "aggs"]
            vals = [d[a["field"]] for d in docs if a.get("field") in d]
            if kind == "terms":
                counts = {}
                for v in vals:
                    counts[v] = counts.get(v, 0) + 1
                b = sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))[: a.get("size", 10)]
                ra[name] = {"doc_count_error_upper_bound": 0, "sum_other_doc_count": 0,
                            "buckets": [{"key": k, "doc_count": c} for k, c in b]}
            elif kind in ("avg", "max", "min", "sum", "value_count"):
                f = {"avg": lambda v: sum(v) / len(v) if v else None, "max": lambda v: max(v) if v else None,
                     "min": lambda v: min(v) if v else None, "sum": sum, "value_count": len}[kind]
                ra[name] = {"value": f(vals)}
            else:
                return error(400, "parsing_exception", "unknown aggregation type [%s]" % kind)
        res["aggregations"] = ra
    if body.get("profile"):
        res["profile"] = {"shards": [{"id": "[stand-in][%s][0]" % names[0], "searches": [{"query": [
            {"type": "BooleanQuery" if q and "bool" in q else "TermQuery", "description": json.dumps(q or {"match_all": {}}),
             "time_in_nanos": 41873}], "rewrite_time": 2100, "collector": [{"name": "SimpleTopScoreDocCollector",
             "reason": "search_top_hits", "time_in_nanos": 12044}]}]}]}
    return 200, res


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def reply(self, status, obj):
        b = json.dumps(obj).encode()
        self.send_response(status)
        for k, v in HDR.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def handle_any(self):
        u = urlparse(self.path)
        parts = [unquote(p) for p in u.path.strip("/").split("/") if p]
        n = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(n) or b"{}") if n else {}
        if not parts:
            return self.reply(200, {"name": "standin-1", "cluster_name": "harbour-support", "version": {"number": "9.1.0"},
                                    "tagline": "You Know, for Search"})
        if parts[0] == "_cat" and parts[1] == "indices":
            names = resolve(parts[2] if len(parts) > 2 else "*")
            if len(parts) > 2 and not names and "*" not in parts[2]:
                return self.reply(*error(404, "index_not_found_exception", "no such index [%s]" % parts[2], parts[2]))
            return self.reply(200, [{"health": "yellow" if n.startswith("app-") else "green", "status": "open", "index": n,
                                     "uuid": "u%08x" % (abs(hash(n)) % 2**32), "pri": "1", "rep": "1",
                                     "docs.count": str(len(DATA[n]["docs"])), "docs.deleted": "0",
                                     "store.size": "%dkb" % (8 + 3 * len(DATA[n]["docs"])),
                                     "pri.store.size": "%dkb" % (4 + 3 * len(DATA[n]["docs"]))} for n in sorted(names)])
        if parts[0] == "_cat" and parts[1] == "shards":
            names = resolve(parts[2]) if len(parts) > 2 else sorted(DATA)
            if len(parts) > 2 and not names:
                return self.reply(*error(404, "index_not_found_exception", "no such index [%s]" % parts[2], parts[2]))
            rows = []
            for nm in sorted(names):
                c = len(DATA[nm]["docs"])
                rows.append({"index": nm, "shard": "0", "prirep": "p", "state": "STARTED", "docs": str(c),
                             "store": "%dkb" % (4 + 3 * c), "ip": "127.0.0.1", "node": "standin-1"})
                rows.append({"index": nm, "shard": "0", "prirep": "r", "state": "UNASSIGNED", "docs": None,
                             "store": None, "ip": None, "node": None})
            return self.reply(200, rows)
        if len(parts) == 2 and parts[1] == "_mapping":
            names = resolve(parts[0])
            if not names:
                return self.reply(*error(404, "index_not_found_exception", "no such index [%s]" % parts[0], parts[0]))
            return self.reply(200, {nm: {"mappings": DATA[nm]["mappings"]} for nm in names})
        if len(parts) == 2 and parts[1] == "_search":
            return self.reply(*search(parts[0], body))
        return self.reply(*error(400, "illegal_argument_exception", "stand-in: unsupported path " + u.path))

    do_GET = do_POST = do_PUT = do_HEAD = handle_any


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
