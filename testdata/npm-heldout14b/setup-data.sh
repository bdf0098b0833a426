#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout14b servers into
# DIR (default $HOME/mcpsurvey-heldout14b/data), deleting DIR first:
#   site/     pages served on 127.0.0.1 for mcp-fetch (a ferry and harbour
#             office: timetable, fares, notices, crew list, a weather log)
#   es/       documents of the Elasticsearch stand-in (es_standin.py)
#   c7/       libraries and docs of the Context7 API stand-in (c7_standin.py)
#   pg.sql    a small PostgreSQL database (a lending library network)
#   my.sql    a small MariaDB database (a cider works: batches, orchards)
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout14b/data}"
rm -rf "$D"
mkdir -p "$D/site/notices" "$D/es" "$D/c7/docs" "$D/home"
S="$D/site"

cat > "$S/index.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Skerry Sound Ferries</title></head>
<body>
<header><nav><a href="/index.html">Home</a> | <a href="/timetable.html">Timetable</a> | <a href="/fares.html">Fares</a> | <a href="/crew.html">Crew</a> | <a href="/notices/2026-11-drydock.html">Notices</a></nav></header>
<main>
<h1>Skerry Sound Ferries</h1>
<p>Three crossings a day between Port Aven, Holm Island and Ness Point, run by the island cooperative since 1987.</p>
<h2>Today</h2>
<ul>
<li><strong>MV Tern</strong> — on schedule, next departure 13:40 from Port Aven</li>
<li><strong>MV Kittiwake</strong> — delayed 25 min (fog at Ness Point)</li>
<li><strong>MV Puffin</strong> — in dry dock until 12 December 2026</li>
</ul>
<h2>Ticket office</h2>
<dl><dt>Phone</dt><dd>+44 1770 600 214</dd><dt>Open</dt><dd>06:30–19:00 daily</dd><dt>Email</dt><dd>tickets@skerrysound.example</dd></dl>
</main>
<footer>Skerry Sound Ferries · Harbour Office, Quay Road, Port Aven</footer>
</body></html>
X

cat > "$S/timetable.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Winter timetable 2026/27</title></head>
<body>
<main>
<h1>Winter timetable 2026/27</h1>
<p>Valid 2 November 2026 to 28 March 2027. Crossing times are approximate in heavy weather.</p>
<table>
<thead><tr><th>Route</th><th>Vessel</th><th>Departs</th><th>Arrives</th><th>Days</th></tr></thead>
<tbody>
<tr><td>Port Aven → Holm Island</td><td>MV Tern</td><td>07:15</td><td>07:55</td><td>Mon–Sat</td></tr>
<tr><td>Holm Island → Ness Point</td><td>MV Tern</td><td>08:20</td><td>09:05</td><td>Mon–Sat</td></tr>
<tr><td>Ness Point → Port Aven</td><td>MV Kittiwake</td><td>10:30</td><td>11:45</td><td>Daily</td></tr>
<tr><td>Port Aven → Ness Point</td><td>MV Kittiwake</td><td>13:40</td><td>14:55</td><td>Daily</td></tr>
<tr><td>Holm Island → Port Aven</td><td>MV Tern</td><td>17:10</td><td>17:50</td><td>Fri–Sun</td></tr>
</tbody></table>
<p>Last check-in is 10 minutes before departure.</p>
</main></body></html>
X

cat > "$S/fares.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fares</title></head>
<body>
<main>
<h1>Fares</h1>
<h2>Single crossing</h2>
<ul>
<li>Adult: £7.40</li>
<li>Child (5–15): £3.70</li>
<li>Island resident: £2.10</li>
<li>Bicycle: £1.50</li>
<li>Car up to 5 m: £31.00</li>
</ul>
<h2>Season tickets</h2>
<ol>
<li><strong>Commuter 20</strong> — 20 crossings, valid 60 days, £96.00</li>
<li><strong>Island Pass</strong> — unlimited foot crossings for one month, £58.50, residents only</li>
<li><strong>Freight Card</strong> — 10 vehicle crossings up to 10 m, £410.00, business account needed</li>
</ol>
<p>Concessions need a valid Skerry Sound card.</p>
</main></body></html>
X

cat > "$S/crew.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Crew and shore staff</title></head>
<body>
<main>
<h1>Crew and shore staff</h1>
<section>
<h2>Captain Morag Duncan</h2>
<p>Master, MV Tern. Joined 2004. Holds the Class 3 master's certificate.</p>
</section>
<section>
<h2>Ewan Sinclair</h2>
<p>Chief engineer, MV Kittiwake. Joined 2011. Responsible for the dry-dock programme.</p>
</section>
<section>
<h2>Priya Nair</h2>
<p>Harbour office manager. Joined 2019. Handles season tickets and freight bookings.</p>
</section>
<section>
<h2>Jonas Lind</h2>
<p>Deckhand, MV Tern. Joined 2025. First-aid trained.</p>
</section>
</main></body></html>
X

cat > "$S/notices/2026-11-drydock.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Notice: MV Puffin dry dock</title></head>
<body>
<article>
<h1>MV Puffin enters dry dock</h1>
<p class="meta">Notice 2026/31 · posted 18 November 2026 by the Harbour Office</p>
<p>MV Puffin left service on 17 November for her five-yearly hull survey at the Ardmore yard. The survey found corrosion on two stern plates, which will be replaced before she returns.</p>
<p>Until 12 December the Holm Island evening crossing is run by MV Tern on Fridays, Saturdays and Sundays only. Freight bookings for vehicles over 7 m are suspended for the same period.</p>
<p>We are sorry for the disruption. Questions to tickets@skerrysound.example.</p>
</article>
</body></html>
X

cat > "$S/weather.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour weather log</title></head>
<body>
<main>
<h1>Harbour weather log — Port Aven</h1>
<table>
<tr><th>Time (UTC)</th><th>Wind</th><th>Gust</th><th>Visibility</th><th>Sea state</th></tr>
<tr><td>2026-11-24 06:00</td><td>SW 14 kn</td><td>22 kn</td><td>4 nm</td><td>moderate</td></tr>
<tr><td>2026-11-24 09:00</td><td>SW 18 kn</td><td>27 kn</td><td>2 nm</td><td>rough</td></tr>
<tr><td>2026-11-24 12:00</td><td>W 21 kn</td><td>33 kn</td><td>0.5 nm</td><td>rough</td></tr>
<tr><td>2026-11-24 15:00</td><td>W 16 kn</td><td>24 kn</td><td>3 nm</td><td>moderate</td></tr>
</table>
<p>Crossings are reviewed when gusts exceed 35 kn.</p>
</main></body></html>
X

cat > "$S/status.txt" <<'X'
SKERRY SOUND FERRIES - SERVICE STATUS 2026-11-25 07:00
Tern: operating
Kittiwake: operating, delays possible
Puffin: dry dock (returns 2026-12-12)
Next review: 12:00
X

cat > "$S/book.html" <<'X'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Book a crossing</title>
<script>console.log("booking form ready");</script></head>
<body>
<main>
<h1>Book a crossing</h1>
<form id="booking" onsubmit="event.preventDefault(); document.getElementById('confirm').textContent = 'Booked ' + this.passengers.value + ' on ' + this.route.value + ' for ' + this.name.value + ' (ref SK-' + (1000 + this.name.value.length * 7) + ')';">
<label>Name <input name="name" id="name"></label>
<label>Passengers <input name="passengers" id="passengers" type="number" value="1"></label>
<label>Route <select name="route" id="route">
<option value="PA-HI">Port Aven to Holm Island</option>
<option value="HI-NP">Holm Island to Ness Point</option>
<option value="NP-PA">Ness Point to Port Aven</option>
</select></label>
<label><input type="checkbox" id="vehicle" name="vehicle"> Vehicle</label>
<button id="submit" type="submit">Book</button>
</form>
<p id="confirm"></p>
<p><a id="help" href="/fares.html" title="Fares and concessions">Fares</a></p>
</main>
</body></html>
X

cat > "$S/robots.txt" <<'X'
User-agent: *
Allow: /
X

# Elasticsearch stand-in documents: index name -> mapping + documents.
cat > "$D/es/indices.json" <<'X'
{
  "support-tickets": {
    "mappings": {"properties": {
      "ticket_id": {"type": "keyword"}, "subject": {"type": "text"}, "body": {"type": "text"},
      "status": {"type": "keyword"}, "priority": {"type": "keyword"}, "customer": {"type": "keyword"},
      "opened": {"type": "date"}, "replies": {"type": "integer"}}},
    "docs": [
      {"ticket_id": "SUP-4410", "subject": "Invoice PDF shows wrong VAT rate", "body": "The November invoice lists VAT at 20% but our account is zero-rated.", "status": "open", "priority": "high", "customer": "Brannock Tools Ltd", "opened": "2026-11-20T09:14:00Z", "replies": 2},
      {"ticket_id": "SUP-4411", "subject": "Cannot reset password", "body": "The reset email never arrives; checked the spam folder.", "status": "pending", "priority": "normal", "customer": "Ada Kowalczyk", "opened": "2026-11-20T11:02:00Z", "replies": 1},
      {"ticket_id": "SUP-4415", "subject": "Export to CSV times out", "body": "Exporting 40,000 orders to CSV fails after two minutes with a gateway timeout.", "status": "open", "priority": "high", "customer": "Fenwick & Daughters", "opened": "2026-11-21T15:40:00Z", "replies": 4},
      {"ticket_id": "SUP-4419", "subject": "Add second billing contact", "body": "Please add accounts@lochside.example as a billing contact.", "status": "closed", "priority": "low", "customer": "Lochside Bakery", "opened": "2026-11-22T08:05:00Z", "replies": 1},
      {"ticket_id": "SUP-4423", "subject": "Invoice sent twice", "body": "We received the same invoice twice by email, numbers INV-88120 and INV-88121.", "status": "open", "priority": "normal", "customer": "Brannock Tools Ltd", "opened": "2026-11-23T10:30:00Z", "replies": 0},
      {"ticket_id": "SUP-4427", "subject": "API rate limit too low", "body": "Our nightly sync hits the 600 requests per minute limit and fails.", "status": "pending", "priority": "high", "customer": "Quayside Analytics", "opened": "2026-11-24T07:55:00Z", "replies": 3}
    ]
  },
  "app-logs-2026.11": {
    "mappings": {"properties": {
      "@timestamp": {"type": "date"}, "level": {"type": "keyword"}, "service": {"type": "keyword"},
      "message": {"type": "text"}, "latency_ms": {"type": "integer"}, "host": {"type": "keyword"}}},
    "docs": [
      {"@timestamp": "2026-11-24T10:00:03Z", "level": "INFO", "service": "checkout", "message": "order 77120 paid by card", "latency_ms": 182, "host": "web-02"},
      {"@timestamp": "2026-11-24T10:00:41Z", "level": "WARN", "service": "search", "message": "slow query on products index", "latency_ms": 2310, "host": "web-01"},
      {"@timestamp": "2026-11-24T10:01:12Z", "level": "ERROR", "service": "export", "message": "CSV export worker timed out after 120 s", "latency_ms": 120000, "host": "worker-03"},
      {"@timestamp": "2026-11-24T10:02:55Z", "level": "INFO", "service": "checkout", "message": "order 77121 paid by bank transfer", "latency_ms": 240, "host": "web-02"},
      {"@timestamp": "2026-11-24T10:03:30Z", "level": "ERROR", "service": "mailer", "message": "password reset email bounced for ada.k@example.org", "latency_ms": 95, "host": "worker-01"}
    ]
  },
  "products": {
    "mappings": {"properties": {
      "sku": {"type": "keyword"}, "name": {"type": "text"}, "category": {"type": "keyword"},
      "price": {"type": "float"}, "stock": {"type": "integer"}}},
    "docs": [
      {"sku": "BT-1001", "name": "Brass hinge 75 mm", "category": "hardware", "price": 4.2, "stock": 310},
      {"sku": "BT-1044", "name": "Oak shelf bracket", "category": "hardware", "price": 11.5, "stock": 42},
      {"sku": "BT-2210", "name": "Linseed oil 1 litre", "category": "finishes", "price": 9.95, "stock": 18},
      {"sku": "BT-3302", "name": "Japanese pull saw", "category": "tools", "price": 34.0, "stock": 0}
    ]
  }
}
X

# Context7 stand-in: libraries and documentation snippets.
cat > "$D/c7/libs.json" <<'X'
[
  {"id": "/tidewater/quaykit", "title": "QuayKit", "description": "Typed HTTP routing and middleware for Node.js services", "totalSnippets": 412, "trustScore": 8.7, "benchmarkScore": 81.5, "versions": ["v3.2.0", "v3.1.4"], "keywords": ["quaykit", "router", "http", "middleware"]},
  {"id": "/tidewater/quaykit-auth", "title": "QuayKit Auth", "description": "Session and token authentication plugin for QuayKit", "totalSnippets": 96, "trustScore": 7.9, "benchmarkScore": 64.0, "keywords": ["quaykit", "auth", "session", "token"]},
  {"id": "/heronlabs/shoal-orm", "title": "Shoal ORM", "description": "SQL query builder and migrations for PostgreSQL and SQLite", "totalSnippets": 1280, "trustScore": 9.1, "benchmarkScore": 88.2, "versions": ["v2.0.0"], "keywords": ["shoal", "orm", "sql", "postgres", "sqlite", "migrations"]},
  {"id": "/websites/shoal-orm_dev", "title": "Shoal ORM website", "description": "Guides and API reference from the Shoal ORM website", "totalSnippets": 540, "trustScore": 6.2, "keywords": ["shoal", "orm", "guides"]},
  {"id": "/gannet/chartline", "title": "Chartline", "description": "Declarative SVG charts for dashboards", "totalSnippets": 233, "trustScore": 5.4, "benchmarkScore": 47.3, "keywords": ["chart", "svg", "dashboard", "chartline"]},
  {"id": "/skua-dev/tidecalc", "title": "tidecalc", "description": "Tide height and tidal stream predictions from harmonic constants", "totalSnippets": 58, "trustScore": 3.1, "keywords": ["tide", "tidal", "harbour", "tidecalc"]}
]
X
cat > "$D/c7/docs/tidewater_quaykit.md" <<'X'
### Define a route with typed parameters

Source: https://github.com/tidewater/quaykit/blob/main/docs/routing.md

Routes are declared on a `Router`; path parameters are parsed and typed from the pattern.

```ts
import { Router } from "quaykit";

const r = new Router();
r.get("/ferries/:id", (req) => ({ id: req.params.id, status: "on schedule" }));
```

--------------------------------

### Add middleware to a route group

Source: https://github.com/tidewater/quaykit/blob/main/docs/middleware.md

Middleware runs in registration order; call `next()` to continue.

```ts
r.group("/admin", (g) => {
  g.use(requireRole("harbourmaster"));
  g.post("/notices", createNotice);
});
```

--------------------------------

### Configure request timeouts

Source: https://github.com/tidewater/quaykit/blob/main/docs/config.md

`timeoutMs` defaults to 30000. Set it per route with `r.get(path, handler, { timeoutMs: 5000 })`.
X
cat > "$D/c7/docs/heronlabs_shoal-orm.md" <<'X'
### Create a migration

Source: https://github.com/heronlabs/shoal-orm/blob/main/docs/migrations.md

```sh
npx shoal migrate:new add_sailings_table
```

Each migration gets a timestamped file under `migrations/`, for example `20261124T0930_add_sailings_table.ts`.

--------------------------------

### Query with joins

Source: https://github.com/heronlabs/shoal-orm/blob/main/docs/queries.md

```ts
const rows = await db.select("sailings.id", "vessels.name")
  .from("sailings")
  .join("vessels", "vessels.id", "sailings.vessel_id")
  .where("sailings.departs", ">", "2026-11-25");
```

--------------------------------

### Transactions

Source: https://github.com/heronlabs/shoal-orm/blob/main/docs/transactions.md

Wrap statements in `db.transaction(async (tx) => { ... })`; an exception rolls the transaction back.
X
cat > "$D/c7/docs/gannet_chartline.md" <<'X'
### Line chart from a series

Source: https://github.com/gannet/chartline/blob/main/README.md

```js
chartline.line("#wind", { x: "time", y: "knots", data: readings, width: 640, height: 240 });
```

Supported chart types: line, bar, area, scatter.
X

# PostgreSQL: a lending library network.
cat > "$D/pg.sql" <<'X'
CREATE SCHEMA lending;
CREATE TABLE lending.branches (id serial PRIMARY KEY, name text NOT NULL, town text NOT NULL, opened date, weekly_hours integer);
CREATE TABLE lending.books (isbn text PRIMARY KEY, title text NOT NULL, author text NOT NULL, year integer, copies integer DEFAULT 1);
CREATE TABLE lending.members (id serial PRIMARY KEY, name text NOT NULL, email text UNIQUE, joined date, branch_id integer REFERENCES lending.branches(id));
CREATE TABLE lending.loans (id serial PRIMARY KEY, isbn text REFERENCES lending.books(isbn), member_id integer REFERENCES lending.members(id), borrowed date NOT NULL, due date NOT NULL, returned date);
CREATE TABLE public.audit_log (id serial PRIMARY KEY, at timestamptz DEFAULT now(), actor text, action text);
INSERT INTO lending.branches (name, town, opened, weekly_hours) VALUES
 ('Central Library', 'Port Aven', '1962-05-14', 52), ('Holm Reading Room', 'Holm Island', '1998-09-01', 18), ('Ness Point Mobile', 'Ness Point', '2015-03-20', 9);
INSERT INTO lending.books VALUES
 ('978-0-14-118776-1', 'The Sea, The Sea', 'Iris Murdoch', 1978, 2),
 ('978-0-571-33704-6', 'The Remains of the Day', 'Kazuo Ishiguro', 1989, 3),
 ('978-1-84708-590-8', 'Sea Room', 'Adam Nicolson', 2001, 1),
 ('978-0-00-741287-9', 'The Outrun', 'Amy Liptrot', 2015, 4),
 ('978-1-78211-006-5', 'Tidal Atlas of the Minch', 'R. MacLeod', 2012, 1);
INSERT INTO lending.members (name, email, joined, branch_id) VALUES
 ('Morag Duncan', 'morag.d@example.org', '2009-01-12', 1), ('Ewan Sinclair', 'ewan.s@example.org', '2016-07-03', 2),
 ('Priya Nair', 'priya.n@example.org', '2019-10-21', 1), ('Jonas Lind', 'jonas.l@example.org', '2025-04-02', 3);
INSERT INTO lending.loans (isbn, member_id, borrowed, due, returned) VALUES
 ('978-0-14-118776-1', 1, '2026-10-30', '2026-11-20', NULL), ('978-0-00-741287-9', 3, '2026-11-10', '2026-12-01', NULL),
 ('978-1-84708-590-8', 2, '2026-09-01', '2026-09-22', '2026-09-19'), ('978-0-571-33704-6', 4, '2026-11-18', '2026-12-09', NULL),
 ('978-1-78211-006-5', 1, '2026-08-14', '2026-09-04', '2026-09-10');
INSERT INTO public.audit_log (at, actor, action) VALUES ('2026-11-24 08:00:00+00', 'nightly', 'overdue notices sent: 1');
X

# MariaDB: a cider works.
cat > "$D/my.sql" <<'X'
CREATE DATABASE IF NOT EXISTS ciderworks;
USE ciderworks;
CREATE TABLE orchards (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(80) NOT NULL, parish VARCHAR(60), hectares DECIMAL(5,2), organic BOOLEAN);
CREATE TABLE batches (code VARCHAR(12) PRIMARY KEY, orchard_id INT, variety VARCHAR(60), pressed DATE, litres INT, abv DECIMAL(3,1), status ENUM('fermenting','conditioning','bottled','sold_out'), FOREIGN KEY (orchard_id) REFERENCES orchards(id));
CREATE TABLE stockists (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(80), town VARCHAR(60), cases_per_month INT);
INSERT INTO orchards (name, parish, hectares, organic) VALUES ('Long Meadow', 'St Brannock', 4.20, 1), ('Quarry Field', 'Lanreath', 2.75, 0), ('Old Vicarage', 'St Brannock', 1.10, 1);
INSERT INTO batches VALUES
 ('CB-2609', 1, 'Dabinett', '2026-10-02', 1800, 6.4, 'conditioning'),
 ('CB-2611', 2, 'Kingston Black', '2026-10-09', 950, 7.1, 'fermenting'),
 ('CB-2614', 3, 'Yarlington Mill', '2026-10-16', 600, 5.8, 'fermenting'),
 ('CB-2522', 1, 'Dabinett', '2025-10-05', 2100, 6.2, 'bottled'),
 ('CB-2518', 2, 'Tremlett''s Bitter', '2025-09-28', 700, 6.9, 'sold_out');
INSERT INTO stockists (name, town, cases_per_month) VALUES ('The Anchor', 'Port Aven', 14), ('Holm Stores', 'Holm Island', 5), ('Farmhouse Deli', 'Lanreath', 9);
X
echo "data in $D"
