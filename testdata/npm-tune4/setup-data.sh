#!/bin/sh
# setup-data.sh DIR: writes the data the tune4 servers read into DIR
# (default $HOME/mcpsurvey-tune4), deleting it first: an Obsidian-style
# vault for mcpvault, plain files for shtse8-fs, an SQLite shop database
# for dbserver.
set -eu
D=${1:-$HOME/mcpsurvey-tune4}
rm -rf "$D"
mkdir -p "$D/vault/projects" "$D/vault/daily" "$D/vault/people" "$D/fs/src" "$D/fs/data" "$D/fs/docs" "$D/db"
cd "$D/vault"
cat > projects/harbor-redesign.md <<'X'
---
status: active
owner: Priya Nair
due: 2026-12-15
tags: [design, harbor]
---
# Harbor redesign

## Goals
- New booking flow for [[Tomas Berg]]'s team
- Cut checkout time to under 40 seconds

## Milestones
1. Wireframes approved (2026-11-02)
2. Beta on staging (2026-11-28)
3. Launch (2026-12-15)

## Risks
Payment provider migration may slip. See [[daily/2026-11-20]].
X
cat > projects/tide-api.md <<'X'
---
status: paused
owner: Keiko Ito
due: 2027-02-01
tags: [backend, api]
---
# Tide API

Rate limits: 600 req/min per key.
Regions: eu-west, ap-south.

## Open questions
- Do we keep v1 endpoints after March?
- Who owns the webhook retries? #question
X
cat > daily/2026-11-20.md <<'X'
---
mood: busy
tags: [daily]
---
# 2026-11-20

- Met [[Priya Nair]] about harbor payments #meeting
- Fixed flaky test in checkout-service
- TODO: send beta invite list to Tomas
X
cat > daily/2026-11-21.md <<'X'
# 2026-11-21

Quiet day. Reviewed the [[projects/tide-api]] rate limit proposal. #review
X
cat > people/Priya\ Nair.md <<'X'
---
role: Product lead
team: Harbor
email: priya.nair@example.org
---
# Priya Nair
Prefers async updates. Based in Leeds.
X
cat > people/Tomas\ Berg.md <<'X'
---
role: Engineering manager
team: Booking
email: tomas.berg@example.org
---
# Tomas Berg
X
cat > inbox.md <<'X'
# Inbox
- Read "Designing Data-Intensive Applications" ch. 5
- Book dentist #personal
X
cd "$D/fs"
cat > data/orders.csv <<'X'
order_id,customer,total,status
A-1001,Lena Ortiz,129.90,shipped
A-1002,Omar Haddad,54.00,pending
A-1003,Mia Chen,310.25,refunded
X
cat > data/settings.ini <<'X'
[server]
host = 0.0.0.0
port = 8088
workers = 4

[cache]
ttl_seconds = 300
X
cat > src/app.js <<'X'
const express = require('express');
const { formatPrice } = require('./price');
const app = express();
app.get('/health', (req, res) => res.send('ok'));
// TODO: add auth middleware
app.listen(8088);
X
cat > src/price.js <<'X'
function formatPrice(cents, currency = 'EUR') {
  return (cents / 100).toFixed(2) + ' ' + currency;
}
// TODO: locale-aware formatting
module.exports = { formatPrice };
X
cat > docs/CHANGELOG.md <<'X'
# Changelog

## 1.4.0 - 2026-11-10
- Added price formatting helper
- Fixed health check status code

## 1.3.2 - 2026-10-02
- Security: bumped express to 4.21.2
X
sqlite3 "$D/db/shop.db" <<'X'
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT, joined DATE);
CREATE TABLE products (sku TEXT PRIMARY KEY, title TEXT NOT NULL, price REAL, stock INTEGER DEFAULT 0);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), sku TEXT REFERENCES products(sku), qty INTEGER, placed_at TEXT);
INSERT INTO customers VALUES (1,'Lena Ortiz','Lisbon','2025-03-14'),(2,'Omar Haddad','Lyon','2025-07-02'),(3,'Mia Chen','Leeds','2026-01-20'),(4,'Jonas Weber','Graz',NULL);
INSERT INTO products VALUES ('K-100','Walnut desk',349.0,12),('K-101','Oak shelf',89.5,40),('K-205','Steel lamp',42.0,7),('K-309','Linen curtain',25.75,0);
INSERT INTO orders VALUES (1,1,'K-100',1,'2026-11-01 09:12'),(2,2,'K-205',2,'2026-11-03 17:40'),(3,1,'K-101',3,'2026-11-05 11:05'),(4,3,'K-309',4,'2026-11-07 08:30');
CREATE VIEW order_totals AS SELECT o.id, c.name, p.title, o.qty*p.price AS total FROM orders o JOIN customers c ON c.id=o.customer_id JOIN products p ON p.sku=o.sku;
X
