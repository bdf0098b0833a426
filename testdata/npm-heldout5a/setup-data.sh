#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout5a servers read into DIR
# (default $HOME/mcpsurvey-heldout5a/data), deleting it first.
#   vault/  files for vaulttools (CSV, TSV, JSON, YAML, TOML, XML, HTML,
#           text, a JWT, URL-encoded and base64 text, a ZIP, a PNG)
#   specs/  a LeanSpec project (markdown specs with front matter)
#   proj/   a small TypeScript project, indexed by codegraph-ai
#   repo/   a git repository with a few commits, for bash-command's runs
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout5a/data}"
HERE="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$D"
mkdir -p "$D/vault" "$D/specs/specs" "$D/proj/src" "$D/repo"

# --- vault ---------------------------------------------------------------
V="$D/vault"
cat > "$V/inventory.csv" <<'EOF'
sku,name,qty,price,warehouse
SKU-1001,Walnut desk organiser,14,39.90,Leeds
SKU-1002,Brass cable clip (6 pack),220,7.50,Leeds
SKU-1003,Oak monitor riser,0,64.00,Bristol
SKU-1004,Felt desk mat,57,24.95,Bristol
EOF
printf 'date\tstation\ttemp_c\train_mm\n2026-11-01\tAberdeen\t6.1\t3.2\n2026-11-01\tCardiff\t9.8\t0.0\n2026-11-02\tAberdeen\t5.4\t7.9\n' > "$V/weather.tsv"
cat > "$V/team.json" <<'EOF'
[{"id":7,"name":"Priya Raman","role":"backend","active":true},{"id":9,"name":"Tomas Berg","role":"frontend","active":false},{"id":12,"name":"Ana Souza","role":"design","active":true}]
EOF
printf '{"service":"billing","port":8443,"replicas":3,"features":{"invoices":true,"refunds":false}}' > "$V/service.json"
printf '{"name": "broken", "items": [1, 2,, 3]\n' > "$V/broken.json"
cat > "$V/deploy.yaml" <<'EOF'
app: ledger
version: 2.4.1
env:
  region: eu-west-2
  debug: false
workers: 6
EOF
cat > "$V/pyproject.toml" <<'EOF'
[project]
name = "tidewater"
version = "0.9.3"
requires-python = ">=3.11"

[tool.lint]
line-length = 100
EOF
cat > "$V/catalog.xml" <<'EOF'
<catalog>
  <book id="bk101"><author>Gambardella, Matthew</author><title>XML Developer's Guide</title><price>44.95</price></book>
  <book id="bk102"><author>Ralls, Kim</author><title>Midnight Rain</title><price>5.95</price></book>
</catalog>
EOF
cat > "$V/release.html" <<'EOF'
<h1>Release 3.2</h1>
<p>This release adds <strong>offline mode</strong> &amp; faster sync.</p>
<ul><li>Fixed login loop</li><li>New export button</li></ul>
<a href="https://example.com/changelog">Full changelog</a>
EOF
cat > "$V/meeting.md" <<'EOF'
# Planning meeting 2026-11-18

Attendees: Priya, Tomas, Ana

## Decisions
- Ship the billing export on **Dec 3**
- Move the *search* rewrite to Q1

## Action items
1. Priya: draft the export API
2. Ana: mock-ups for the settings page
EOF
cat > "$V/journal.txt" <<'EOF'
Monday. Rain again; the train was late by twelve minutes.
Wrote the first draft of the export spec. Tomas reviewed it.

Tuesday. Fixed the login loop. Deployed at 16:40.
EOF
cat > "$V/journal-v2.txt" <<'EOF'
Monday. Rain again; the train was late by fifteen minutes.
Wrote the first draft of the export spec. Tomas reviewed it.

Tuesday. Fixed the login loop. Deployed at 16:40.
Wednesday. Demo to the sales team went well.
EOF
cat > "$V/access.log" <<'EOF'
10.0.0.4 - - [20/Nov/2026:10:01:12] "GET /api/orders HTTP/1.1" 200 512
10.0.0.9 - - [20/Nov/2026:10:01:15] "POST /api/login HTTP/1.1" 401 87
10.0.0.4 - - [20/Nov/2026:10:02:01] "GET /api/orders/42 HTTP/1.1" 404 19
10.0.0.7 - - [20/Nov/2026:10:03:44] "GET /health HTTP/1.1" 200 2
EOF
# an unsigned JWT (header.payload.signature) with a fixed payload
python3 - "$V" <<'EOF'
import base64, json, sys, zipfile, zlib, struct, os
v = sys.argv[1]
b = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()
tok = b({"alg": "HS256", "typ": "JWT"}) + "." + b({"sub": "user-4821", "name": "Ana Souza", "role": "admin", "iat": 1763630400, "exp": 1763716800}) + ".c2lnbmF0dXJl"
open(os.path.join(v, "token.jwt"), "w").write(tok + "\n")
open(os.path.join(v, "query.txt"), "w").write("q=caf%C3%A9%20cr%C3%A8me&sort=price%3Aasc&page=2\n")
open(os.path.join(v, "secret.b64"), "w").write(base64.b64encode(b"db_user=ledger\ndb_pass=hunter2\n").decode() + "\n")
open(os.path.join(v, "entities.html"), "w").write("<p>Fish &amp; chips &lt;b&gt;&pound;8.50&lt;/b&gt; &copy; 2026</p>\n")
with zipfile.ZipFile(os.path.join(v, "bundle.zip"), "w", zipfile.ZIP_DEFLATED) as z:
    for name in ("inventory.csv", "deploy.yaml", "meeting.md"):
        zi = zipfile.ZipInfo(name, date_time=(2026, 11, 20, 9, 30, 0))
        zi.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(zi, open(os.path.join(v, name), "rb").read())
# a 40x24 PNG: a red/blue split with a white band
w, h = 40, 24
rows = b""
for y in range(h):
    rows += b"\x00"
    for x in range(w):
        if 10 <= y < 14: px = (255, 255, 255)
        elif x < 25: px = (200, 30, 30)
        else: px = (30, 60, 200)
        rows += bytes(px)
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
open(os.path.join(v, "flag.png"), "wb").write(png)
EOF

# --- specs (LeanSpec markdown adapter: specs/NNN-slug/README.md) ----------
spec() { mkdir -p "$D/specs/specs/$1"; cat > "$D/specs/specs/$1/README.md"; }
spec 001-billing-export <<'EOF'
---
status: in-progress
created: 2026-10-02
priority: high
tags:
- billing
- export
assignee: priya
---

# Billing export

Export invoices as CSV and JSON for the finance team.

## Requirements
- Filter by date range and customer
- Include tax lines
EOF
spec 002-settings-redesign <<'EOF'
---
status: planned
created: 2026-10-20
priority: medium
tags:
- ui
- settings
assignee: ana
depends_on:
- 001-billing-export
---

# Settings page redesign

Group the settings into tabs; add the export preferences.
EOF
spec 003-search-rewrite <<'EOF'
---
status: draft
created: 2026-11-05
priority: low
tags:
- search
---

# Search rewrite

Replace the SQL LIKE search with a full-text index.
EOF
spec 004-login-loop-fix <<'EOF'
---
status: complete
created: 2026-09-14
priority: critical
tags:
- auth
- bug
assignee: tomas
---

# Login loop fix

Users with expired refresh tokens were redirected forever.
EOF
spec 005-audit-log <<'EOF'
---
status: draft
created: 2026-11-12
priority: medium
tags:
- security
---

# Audit log

Record who changed what in the admin console.
EOF

# --- proj (TypeScript, indexed by codegraph-ai) ---------------------------
P="$D/proj"
cat > "$P/package.json" <<'EOF'
{"name": "shopcart", "version": "1.0.0", "type": "module"}
EOF
cat > "$P/src/money.ts" <<'EOF'
export type Currency = "GBP" | "EUR" | "USD";

export interface Money {
  amount: number;
  currency: Currency;
}

export function formatMoney(m: Money): string {
  return `${m.currency} ${m.amount.toFixed(2)}`;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error("currency mismatch");
  return { amount: a.amount + b.amount, currency: a.currency };
}
EOF
cat > "$P/src/cart.ts" <<'EOF'
import { Money, addMoney, formatMoney } from "./money";
import type { Product } from "./catalog";

export interface CartLine {
  product: Product;
  quantity: number;
}

export class Cart {
  private lines: CartLine[] = [];

  add(product: Product, quantity = 1): void {
    this.lines.push({ product, quantity });
  }

  total(): Money {
    return this.lines.reduce(
      (sum, l) => addMoney(sum, { amount: l.product.price.amount * l.quantity, currency: sum.currency }),
      { amount: 0, currency: "GBP" } as Money,
    );
  }

  summary(): string {
    return `${this.lines.length} lines, ${formatMoney(this.total())}`;
  }
}
EOF
cat > "$P/src/catalog.ts" <<'EOF'
import { Money } from "./money";

export interface Product {
  sku: string;
  name: string;
  price: Money;
}

export const PRODUCTS: Product[] = [
  { sku: "SKU-1001", name: "Walnut desk organiser", price: { amount: 39.9, currency: "GBP" } },
  { sku: "SKU-1004", name: "Felt desk mat", price: { amount: 24.95, currency: "GBP" } },
];

export function findProduct(sku: string): Product | undefined {
  return PRODUCTS.find((p) => p.sku === sku);
}
EOF
cat > "$P/src/checkout.ts" <<'EOF'
import { Cart } from "./cart";
import { findProduct } from "./catalog";
import { formatMoney } from "./money";

export async function checkout(skus: string[]): Promise<string> {
  const cart = new Cart();
  for (const sku of skus) {
    const p = findProduct(sku);
    if (!p) throw new Error(`unknown sku ${sku}`);
    cart.add(p);
  }
  return `Charged ${formatMoney(cart.total())}`;
}
EOF
cat > "$P/src/index.ts" <<'EOF'
export { checkout } from "./checkout";
export { Cart } from "./cart";
export type { Money, Currency } from "./money";
EOF
(cd "$P" && node "$HERE/node_modules/codegraph-ai/dist/cli.js" index . > /dev/null)

# --- repo (git history for bash-command) --------------------------------
R="$D/repo"
(
  cd "$R"
  export GIT_AUTHOR_NAME="Priya Raman" GIT_AUTHOR_EMAIL="priya@example.com"
  export GIT_COMMITTER_NAME="Priya Raman" GIT_COMMITTER_EMAIL="priya@example.com"
  git init -q -b main .
  printf 'ledger\n======\n\nA tiny ledger service.\n' > README.md
  git add README.md && GIT_AUTHOR_DATE="2026-11-02T09:00:00Z" GIT_COMMITTER_DATE="2026-11-02T09:00:00Z" git commit -q -m "Initial commit"
  cp "$V/deploy.yaml" deploy.yaml && cp "$V/inventory.csv" inventory.csv
  git add . && GIT_AUTHOR_DATE="2026-11-05T14:12:00Z" GIT_COMMITTER_DATE="2026-11-05T14:12:00Z" git commit -q -m "Add deploy config and inventory"
  export GIT_AUTHOR_NAME="Tomas Berg" GIT_AUTHOR_EMAIL="tomas@example.com"
  sed -i 's/workers: 6/workers: 8/' deploy.yaml
  git commit -qam "Scale workers to 8" --date="2026-11-11T16:40:00Z"
  printf 'SKU-1005,Cork coaster set,90,12.00,Leeds\n' >> inventory.csv
  printf '\nSee deploy.yaml for settings.\n' >> README.md
)
echo "data in $D"
