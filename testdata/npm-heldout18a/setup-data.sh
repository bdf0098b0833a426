#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout18a servers into DIR
# (deleting DIR first): the web site fast-playwright-mcp browses (served on
# 127.0.0.1 by capture.sh) and load-mongo.js, which capture.sh runs against
# FerretDB once it listens.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout18a/data}"
rm -rf "$D"
mkdir -p "$D/site/api" "$D/site/blog" "$D/out" "$D/home" "$D/fdb"
S="$D/site"

cat > "$S/index.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Valley Press Cider Co-op</title></head>
<body>
<header><nav><a href="/index.html">Home</a> | <a href="/varieties.html">Varieties</a> | <a href="/events.html">Events</a> | <a href="/growers.html">Growers</a> | <a href="/blog/frost.html">Blog</a></nav></header>
<main>
<h1>Valley Press Cider Co-op</h1>
<p>Thirty-two orchards in the Wye valley pressing together since 1998. Our press house on Mill Lane runs from late September to mid-December.</p>
<h2>This week</h2>
<ul>
<li><a href="/events.html#open-day">Press house open day</a> — Saturday 10:00, free tasting</li>
<li><a href="/events.html#grafting">Grafting workshop</a> — Sunday 14:00, 12 places</li>
<li><a href="/varieties.html">New batch: Kingston Black 2026</a> — bottled 14 November</li>
</ul>
<h2>Press house hours</h2>
<dl><dt>Monday–Friday</dt><dd>07:30–18:00</dd><dt>Saturday</dt><dd>08:00–13:00</dd><dt>Sunday</dt><dd>closed</dd></dl>
<button id="newsletter" onclick="document.getElementById('msg').textContent='Thanks, you are on the list'">Join newsletter</button>
<p id="msg"></p>
</main>
<footer>Valley Press Cider Co-op · Mill Lane, Much Marcle · <a href="mailto:office@valleypress.example">office@valleypress.example</a></footer>
<script>console.log('home loaded'); console.info('season: 2026 harvest, week 9');</script>
</body></html>
HTML

cat > "$S/varieties.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Varieties — Valley Press</title></head>
<body>
<h1>Apple varieties we press</h1>
<label for="filter">Filter</label> <input id="filter" type="search" placeholder="variety name">
<table id="varieties">
<thead><tr><th>Variety</th><th>Type</th><th>Harvest</th><th>Tonnes 2026</th><th>Sugar (°Brix)</th></tr></thead>
<tbody>
<tr><td>Kingston Black</td><td>bittersharp</td><td>mid-October</td><td>41.5</td><td>14.2</td></tr>
<tr><td>Dabinett</td><td>bittersweet</td><td>early November</td><td>88.0</td><td>13.1</td></tr>
<tr><td>Yarlington Mill</td><td>bittersweet</td><td>late October</td><td>36.2</td><td>12.8</td></tr>
<tr><td>Foxwhelp</td><td>sharp</td><td>September</td><td>12.7</td><td>11.4</td></tr>
<tr><td>Ellis Bitter</td><td>bittersweet</td><td>early October</td><td>22.9</td><td>12.0</td></tr>
<tr><td>Brown Snout</td><td>bittersweet</td><td>November</td><td>17.3</td><td>13.6</td></tr>
</tbody></table>
<p>Prices: members £210 per tonne delivered, non-members £185.</p>
<script>console.warn('price list cached 2026-11-20');</script>
</body></html>
HTML

cat > "$S/events.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Events — Valley Press</title></head>
<body>
<h1>Events</h1>
<section id="open-day"><h2>Press house open day</h2><p>Saturday 29 November, 10:00–15:00. Tours every hour, tasting in the barn.</p></section>
<section id="grafting"><h2>Grafting workshop</h2><p>Sunday 30 November, 14:00. Bring a knife; rootstock provided (M25, MM106).</p></section>
<form id="booking" onsubmit="event.preventDefault(); document.getElementById('result').textContent='Booked: ' + document.getElementById('name').value + ' for ' + document.getElementById('event').value;">
<label for="name">Your name</label> <input id="name" name="name" type="text">
<label for="event">Event</label>
<select id="event" name="event"><option value="open-day">Open day</option><option value="grafting">Grafting workshop</option></select>
<label><input id="member" type="checkbox"> I am a member</label>
<button type="submit">Book</button>
</form>
<p id="result"></p>
<script>console.error('calendar widget failed: feed /api/calendar.ics returned 404'); fetch('/api/calendar.ics');</script>
</body></html>
HTML

cat > "$S/growers.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Growers — Valley Press</title></head>
<body>
<h1>Member growers</h1>
<ul>
<li><strong>Hope Farm</strong> — 14 ha, Dabinett and Yarlington Mill, member since 1998</li>
<li><strong>Rowan Orchard</strong> — 6 ha, Kingston Black, member since 2004</li>
<li><strong>Little Birches</strong> — 3.5 ha, Foxwhelp, member since 2019</li>
<li><strong>Old Forge Trees</strong> — 9 ha, Ellis Bitter and Brown Snout, member since 2011</li>
</ul>
<h2>Press status</h2>
<table><tr><th>Press</th><th>State</th><th>Last cleaned</th></tr>
<tr><td>Belt press A</td><td>running</td><td>2026-11-24 17:40</td></tr>
<tr><td>Rack and cloth B</td><td>idle</td><td>2026-11-22 12:10</td></tr>
<tr><td>Hydraulic C</td><td>maintenance</td><td>2026-11-18 09:00</td></tr></table>
</body></html>
HTML

cat > "$S/blog/frost.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Late frost and the 2026 crop</title></head>
<body><article>
<h1>Late frost and the 2026 crop</h1>
<p class="byline">By Meg Ashdown · 3 November 2026</p>
<p>A frost on 28 April caught the early blossom of Foxwhelp and Ellis Bitter. Yields of those two fell by a third, while the late-flowering Dabinett came through untouched.</p>
<p>Overall the co-op pressed 218.6 tonnes this year against 241 last year.</p>
</article></body></html>
HTML

cat > "$S/api/stock.json" <<'JSON'
{"updated": "2026-11-24T18:00:00Z", "batches": [{"id": "KB-26-03", "variety": "Kingston Black", "litres": 4200, "status": "bottled"}, {"id": "DB-26-11", "variety": "Dabinett", "litres": 9800, "status": "fermenting"}]}
JSON
printf 'grower,tonnes,delivered\nHope Farm,61.4,2026-11-02\nRowan Orchard,22.0,2026-10-19\n' > "$S/api/deliveries.csv"

cat > "$D/load-mongo.js" <<'JS'
// node load-mongo.js URI: writes the orchard and pressroom databases.
const { MongoClient } = require(process.env.MONGODB_MODULE || "mongodb");
(async () => {
  const c = new MongoClient(process.argv[2]);
  await c.connect();
  for (const n of ["orchard", "orchard_b", "pressroom"]) await c.db(n).dropDatabase();
  // orchard_b is mcp-mongo-server's copy, so that the two servers, probed at
  // the same time, do not see each other's writes.
  for (const dbName of ["orchard", "orchard_b"]) {
  const o = c.db(dbName);
  await o.collection("growers").insertMany([
    { _id: "G01", name: "Hope Farm", hectares: 14, parish: "Much Marcle", joined: 1998, varieties: ["Dabinett", "Yarlington Mill"], organic: false },
    { _id: "G02", name: "Rowan Orchard", hectares: 6, parish: "Putley", joined: 2004, varieties: ["Kingston Black"], organic: true },
    { _id: "G03", name: "Little Birches", hectares: 3.5, parish: "Kempley", joined: 2019, varieties: ["Foxwhelp"], organic: true },
    { _id: "G04", name: "Old Forge Trees", hectares: 9, parish: "Dymock", joined: 2011, varieties: ["Ellis Bitter", "Brown Snout"], organic: false },
    { _id: "G05", name: "Pound Lane", hectares: 4.2, parish: "Putley", joined: 2015, varieties: ["Dabinett", "Foxwhelp"], organic: false },
    { _id: "G06", name: "Callow End", hectares: 11, parish: "Much Marcle", joined: 2001, varieties: ["Yarlington Mill", "Brown Snout"], organic: true }
  ]);
  const del = [
    ["D-0901", "G03", "Foxwhelp", 4.1, "2026-09-18", 11.2, "accepted"],
    ["D-0902", "G03", "Foxwhelp", 3.6, "2026-09-25", 11.6, "accepted"],
    ["D-1003", "G04", "Ellis Bitter", 7.8, "2026-10-04", 12.1, "accepted"],
    ["D-1011", "G02", "Kingston Black", 9.9, "2026-10-11", 14.0, "accepted"],
    ["D-1012", "G02", "Kingston Black", 12.1, "2026-10-18", 14.4, "accepted"],
    ["D-1020", "G01", "Yarlington Mill", 15.2, "2026-10-24", 12.9, "accepted"],
    ["D-1021", "G06", "Yarlington Mill", 21.0, "2026-10-27", 12.7, "accepted"],
    ["D-1022", "G04", "Ellis Bitter", 6.4, "2026-10-08", 11.8, "rejected"],
    ["D-1101", "G01", "Dabinett", 30.5, "2026-11-02", 13.2, "accepted"],
    ["D-1102", "G05", "Dabinett", 11.3, "2026-11-05", 13.0, "accepted"],
    ["D-1103", "G06", "Brown Snout", 9.8, "2026-11-09", 13.7, "accepted"],
    ["D-1104", "G04", "Brown Snout", 7.5, "2026-11-12", 13.5, "pending"],
    ["D-1105", "G01", "Dabinett", 30.9, "2026-11-16", 13.1, "accepted"],
    ["D-1106", "G05", "Foxwhelp", 5.0, "2026-09-30", 11.0, "accepted"]
  ].map(([_id, grower, variety, tonnes, date, brix, status]) => ({ _id, grower, variety, tonnes, date: new Date(date + "T08:00:00Z"), brix, status }));
  await o.collection("deliveries").insertMany(del);
  await o.collection("batches").insertMany([
    { _id: "KB-26-03", variety: "Kingston Black", litres: 4200, yeast: "wild", started: new Date("2026-10-20T00:00:00Z"), status: "bottled", abv: 7.1 },
    { _id: "DB-26-11", variety: "Dabinett", litres: 9800, yeast: "EC-1118", started: new Date("2026-11-03T00:00:00Z"), status: "fermenting", abv: null },
    { _id: "YM-26-07", variety: "Yarlington Mill", litres: 6100, yeast: "wild", started: new Date("2026-10-28T00:00:00Z"), status: "racked", abv: 6.4 },
    { _id: "FW-26-01", variety: "Foxwhelp", litres: 2300, yeast: "SafCider", started: new Date("2026-09-26T00:00:00Z"), status: "bottled", abv: 6.0 },
    { _id: "BL-26-02", variety: "Blend", litres: 5400, yeast: "wild", started: new Date("2026-11-14T00:00:00Z"), status: "fermenting", abv: null }
  ]);
  await o.collection("deliveries").createIndex({ grower: 1, date: -1 }, { name: "grower_date" });
  await o.collection("batches").createIndex({ status: 1 }, { name: "by_status" });
  }
  const p = c.db("pressroom");
  await p.collection("maintenance").insertMany([
    { press: "Belt press A", task: "replace belt tensioner", done: new Date("2026-09-12T10:00:00Z"), hours: 3.5, tech: "Ivo Brandt" },
    { press: "Hydraulic C", task: "seal kit on main ram", done: new Date("2026-11-18T09:00:00Z"), hours: 6, tech: "Ivo Brandt" },
    { press: "Rack and cloth B", task: "new cloths (24)", done: new Date("2026-10-01T14:00:00Z"), hours: 1.5, tech: "Sian Price" },
    { press: "Belt press A", task: "clean and sanitise", done: new Date("2026-11-24T17:40:00Z"), hours: 1, tech: "Sian Price" }
  ]);
  await p.collection("shipments").insertMany([
    { ref: "SH-2211", buyer: "Ledbury Wines", batch: "KB-26-03", bottles: 1200, shipped: new Date("2026-11-17T00:00:00Z") },
    { ref: "SH-2212", buyer: "The Crown, Putley", batch: "FW-26-01", bottles: 240, shipped: new Date("2026-11-19T00:00:00Z") },
    { ref: "SH-2213", buyer: "Hereford Market Hall", batch: "KB-26-03", bottles: 600, shipped: new Date("2026-11-21T00:00:00Z") }
  ]);
  await c.close();
  console.log("mongo data loaded");
})().catch((e) => { console.error(e); process.exit(1); });
JS
echo "data in $D"
