#!/usr/bin/env python3
"""standin_cms.py PORT: a small stand-in for the PulseMCP admin API (the
read endpoints that the heldout17a calls of pulsemcp-cms-admin-mcp-server
use), on 127.0.0.1 only. All content is made up: a small directory of MCP
servers run by a made-up editorial team, with newsletter posts, authors,
redirects, tenants, background jobs and cron schedules."""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PORT = int(sys.argv[1])

AUTHORS = [
    {"id": 7, "name": "Rosa Lindqvist", "slug": "rosa-lindqvist", "bio": "Editor; covers database and observability servers.", "image_url": "https://cdn.directory.example/authors/rosa.png", "created_at": "2025-03-04T10:00:00Z"},
    {"id": 9, "name": "Tobias Ekwueme", "slug": "tobias-ekwueme", "bio": None, "image_url": None, "created_at": "2025-08-19T09:30:00Z"},
    {"id": 12, "name": "Hana Sato", "slug": "hana-sato", "bio": "Writes the weekly roundup and the security notes.", "image_url": "https://cdn.directory.example/authors/hana.jpg", "created_at": "2026-01-12T14:45:00Z"},
]
POSTS = [
    {"id": 301, "slug": "weekly-roundup-47", "title": "Weekly roundup #47: database servers grow up", "short_title": "Roundup #47", "short_description": "Schema inspection, query plans and safer writes across five new servers.",
     "category": "newsletter", "status": "live", "author_ids": [12, 7], "created_at": "2026-11-21T08:00:00Z", "updated_at": "2026-11-21T09:12:00Z"},
    {"id": 302, "slug": "remote-auth-patterns", "title": "Three ways remote servers handle auth", "short_title": None, "short_description": "OAuth, API keys and mTLS in the wild.",
     "category": "guide", "status": "draft", "author_ids": [9], "created_at": "2026-11-18T16:20:00Z", "updated_at": "2026-11-24T11:00:00Z"},
    {"id": 303, "slug": "weekly-roundup-46", "title": "Weekly roundup #46: JVM tooling", "short_title": "Roundup #46", "short_description": None,
     "category": "newsletter", "status": "live", "author_ids": [12], "created_at": "2026-11-14T08:00:00Z", "updated_at": "2026-11-14T08:40:00Z"},
    {"id": 304, "slug": "year-in-review-2026", "title": "2026 in review", "short_title": None, "short_description": "What changed in twelve months of servers and clients.",
     "category": "newsletter", "status": "scheduled", "author_ids": [7, 9, 12], "created_at": "2026-11-25T07:00:00Z", "updated_at": "2026-11-25T07:00:00Z"},
]
IMPLS = [
    {"id": 4101, "name": "Depot Ledger", "slug": "depot-ledger", "type": "server", "status": "live", "classification": "community", "provider_name": "Larkspur Labs", "implementation_language": "TypeScript",
     "github_stars": 412, "short_description": "Read-only access to freight ledgers and invoices.", "url": "https://github.com/larkspur-labs/depot-ledger", "mcp_server_id": 880},
    {"id": 4102, "name": "Harbor Metrics", "slug": "harbor-metrics", "type": "server", "status": "live", "classification": "official", "provider_name": "Harbor Cloud", "implementation_language": "Go",
     "github_stars": 1893, "short_description": "Query time series and alert rules.", "url": "https://github.com/harbor-cloud/harbor-metrics-mcp", "mcp_server_id": 881,
     "mcp_server": {"remotes": [{"display_name": "Harbor EU", "transport": "streamable_http", "host_platform": "cloudflare", "authentication_method": "oauth"}]}},
    {"id": 4103, "name": "Ledger Lens", "slug": "ledger-lens", "type": "client", "status": "live", "classification": None, "provider_name": "Solo dev", "implementation_language": "Rust",
     "github_stars": 57, "short_description": "Terminal client that renders ledger tables.", "url": "https://github.com/ada-k/ledger-lens", "mcp_client_id": 77},
    {"id": 4104, "name": "Quay Docs", "slug": "quay-docs", "type": "server", "status": "draft", "classification": "community", "provider_name": None, "implementation_language": "Python",
     "github_stars": None, "short_description": None, "url": "https://github.com/quaydocs/quay-docs-mcp", "mcp_server_id": 882},
]
REDIRECTS = [
    {"id": 61, "from": "/servers/depot-ledger-mcp", "to": "/servers/depot-ledger", "status": "active", "created_at": "2026-06-02T10:00:00Z", "updated_at": "2026-06-02T10:00:00Z"},
    {"id": 62, "from": "/clients/ledgerlens", "to": "/clients/ledger-lens", "status": "active", "created_at": "2026-07-19T12:30:00Z", "updated_at": "2026-07-19T12:30:00Z"},
    {"id": 63, "from": "/posts/roundup-12", "to": "/posts/weekly-roundup-12", "status": "inactive", "created_at": "2025-02-01T09:00:00Z", "updated_at": "2026-01-05T09:00:00Z"},
]
TENANTS = [
    {"id": 1, "slug": "directory-admin", "is_admin": True, "enrichments": {"github": True, "moz": True}, "created_at": "2024-11-02T08:00:00Z"},
    {"id": 14, "slug": "larkspur-labs", "is_admin": False, "enrichments": {}, "created_at": "2026-03-18T15:10:00Z"},
    {"id": 15, "slug": "harbor-cloud", "is_admin": False, "enrichments": {"github": True}, "created_at": "2026-05-27T11:45:00Z"},
]
JOBS = [
    {"id": "6f1c2a90-0d6b-4f6e-9d3e-1a2b3c4d5e01", "job_class": "RecacheServerJob", "queue_name": "default", "status": "succeeded", "scheduled_at": "2026-11-25T06:00:00Z", "error": None},
    {"id": "6f1c2a90-0d6b-4f6e-9d3e-1a2b3c4d5e02", "job_class": "GithubStarsSyncJob", "queue_name": "enrichment", "status": "retried", "scheduled_at": "2026-11-25T06:05:00Z", "error": "Octokit::TooManyRequests: rate limit exceeded"},
    {"id": "6f1c2a90-0d6b-4f6e-9d3e-1a2b3c4d5e03", "job_class": "NewsletterSendJob", "queue_name": "mailers", "status": "scheduled", "scheduled_at": "2026-11-28T08:00:00Z", "error": None},
    {"id": "6f1c2a90-0d6b-4f6e-9d3e-1a2b3c4d5e04", "job_class": "MozMetricsRefreshJob", "queue_name": "enrichment", "status": "discarded", "scheduled_at": None, "error": "ArgumentError: unknown scope 'subdomain'"},
]
CRONS = [
    {"cron_key": "recache_servers", "job_class": "RecacheServerJob", "cron_expression": "0 */6 * * *", "description": "Refresh cached server pages", "next_scheduled_at": "2026-11-25T12:00:00Z", "last_run_at": "2026-11-25T06:00:02Z"},
    {"cron_key": "github_stars", "job_class": "GithubStarsSyncJob", "cron_expression": "5 6 * * *", "description": None, "next_scheduled_at": "2026-11-26T06:05:00Z", "last_run_at": "2026-11-25T06:05:01Z"},
    {"cron_key": "weekly_newsletter", "job_class": "NewsletterSendJob", "cron_expression": "0 8 * * FRI", "description": "Send the weekly roundup", "next_scheduled_at": "2026-11-28T08:00:00Z", "last_run_at": None},
]


SERVERS = {
    "depot-ledger": {"id": 880, "slug": "depot-ledger", "name": "Depot Ledger", "status": "live", "classification": "community", "implementation_id": 4101,
                     "short_description": "Read-only access to freight ledgers and invoices.", "description": "Lists ledgers, invoices and overdue payments of a freight depot; never writes.",
                     "provider": {"id": 311, "name": "Larkspur Labs", "slug": "larkspur-labs", "url": "https://larkspur.example"}, "implementation_language": "TypeScript",
                     "package_registry": "npm", "package_name": "@larkspur/depot-ledger-mcp", "downloads_estimate_total": 18250, "recommended": False, "url": "https://github.com/larkspur-labs/depot-ledger",
                     "source_code": {"github_owner": "larkspur-labs", "github_repo": "depot-ledger", "github_subfolder": None, "github_stars": 412, "github_status": "ok", "github_last_updated": "2026-11-19T17:03:00Z"},
                     "tags": [{"slug": "finance", "name": "Finance"}, {"slug": "logistics", "name": "Logistics"}], "remotes": [], "canonical_urls": [], "owner_tenant_id": 14, "owner_tenant_slug": "larkspur-labs",
                     "created_at": "2026-06-02T09:58:00Z", "updated_at": "2026-11-20T08:00:00Z", "internal_notes": None},
    "quay-docs": {"id": 882, "slug": "quay-docs", "name": "Quay Docs", "status": "draft", "classification": "community", "implementation_id": 4104, "short_description": None, "description": None,
                  "provider": None, "implementation_language": "Python", "package_registry": "pypi", "package_name": "quay-docs-mcp", "downloads_estimate_total": None, "recommended": False,
                  "url": "https://github.com/quaydocs/quay-docs-mcp", "source_code": {"github_owner": "quaydocs", "github_repo": "quay-docs-mcp", "github_stars": 3, "github_status": "ok"},
                  "tags": [], "remotes": [], "canonical_urls": [], "created_at": "2026-11-23T13:20:00Z", "updated_at": "2026-11-23T13:20:00Z", "internal_notes": "Waiting for a README before review."},
}


def page(items, qs, key="q", fields=("name",)):
    q = (qs.get(key) or qs.get("search") or [""])[0].lower()
    if q:
        items = [i for i in items if any(q in str(i.get(f) or "").lower() for f in fields)]
    st = (qs.get("status") or [""])[0]
    if st and st not in ("all",):
        items = [i for i in items if i.get("status") == st]
    lim = int((qs.get("limit") or ["20"])[0])
    off = int((qs.get("offset") or ["0"])[0])
    sel = items[off:off + lim]
    total = len(items)
    return {"data": sel, "meta": {"current_page": off // lim + 1, "total_pages": max(1, -(-total // lim)), "total_count": total, "has_next": off + lim < total, "limit": lim}}


class H(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def send(self, code, obj):
        b = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        u = urlparse(self.path)
        p, qs = u.path.rstrip("/"), parse_qs(u.query)
        if p == "/supervisor/authors":
            return self.send(200, page(AUTHORS, qs, "search", ("name", "slug", "bio")))
        if p == "/posts":
            return self.send(200, page(POSTS, qs, "search", ("title", "slug", "short_description")))
        if p == "/api/implementations/search":
            items = IMPLS
            t = (qs.get("type") or ["all"])[0]
            if t != "all":
                items = [i for i in items if i["type"] == t]
            return self.send(200, page(items, qs, "q", ("name", "slug", "short_description", "provider_name")))
        if p == "/api/redirects":
            return self.send(200, page(REDIRECTS, qs, "q", ("from", "to")))
        if p == "/api/tenants":
            items = TENANTS
            if "is_admin" in qs:
                items = [t for t in items if str(t["is_admin"]).lower() == qs["is_admin"][0]]
            return self.send(200, page(items, qs, "q", ("slug",)))
        if p == "/api/good_jobs/statistics":
            return self.send(200, {"total": 1284, "by_status": {"scheduled": 3, "queued": 0, "running": 1, "succeeded": 1262, "retried": 11, "discarded": 7}})
        if p == "/api/good_jobs/cron_schedules":
            return self.send(200, CRONS)
        if p == "/api/good_jobs":
            items = JOBS
            for k in ("queue_name", "job_class"):
                if k in qs:
                    items = [j for j in items if j[k] == qs[k][0]]
            return self.send(200, page(items, qs, "none"))
        if p.startswith("/supervisor/mcp_servers/"):
            srv = SERVERS.get(p.rsplit("/", 1)[1])
            return self.send(200, srv) if srv else self.send(404, {"error": "Not Found"})
        if p == "/api/discovered_urls/stats":
            return self.send(200, {"pending": 38, "processed_today": 12, "posted_today": 3, "skipped_today": 6, "rejected_today": 2, "errored_today": 1})
        return self.send(404, {"error": "Not Found"})


ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
