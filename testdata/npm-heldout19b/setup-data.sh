#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data the heldout19b servers read (a
# community-garden web site for mcp-selenium, the plant-nursery OpenAPI
# description, the translation table of the Ollama stand-in), deleting DIR first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout19b/data}"
rm -rf "$D"
mkdir -p "$D/site" "$D/home" "$D/upload"
S="$D/site"

cat > "$S/index.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Linden Row Community Garden</title></head>
<body>
<nav><a id="nav-plots" href="/plots.html">Plots</a> | <a id="nav-join" href="/volunteer.html">Volunteer</a> | <a id="nav-shed" href="/shed.html">Tool shed</a></nav>
<main>
<h1 id="title">Linden Row Community Garden</h1>
<p id="intro">Forty-two allotment plots, a shared orchard and a seed library behind the old tram depot.</p>
<h2>News</h2>
<ul id="news">
<li class="item"><b>Seed swap</b> — Saturday 6 December, 10:00–13:00, greenhouse</li>
<li class="item"><b>Compost delivery</b> — 12 m³ arrives Tuesday; bring a barrow</li>
<li class="item"><b>Water off</b> — mains closed from 1 December until March</li>
</ul>
<h2>Gate hours</h2>
<p id="hours">Daily 07:00–21:00 (winter 08:00–17:00)</p>
<p id="contact">Plot officer: Priya Nandakumar, plots@lindenrow.example, 0161 555 0142</p>
</main>
<script>console.log('garden home loaded'); console.warn('news feed cached 2026-11-24');</script>
</body></html>
EOF

cat > "$S/plots.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plots and waiting list</title></head>
<body>
<h1>Plots</h1>
<table id="plots">
<tr><th>Plot</th><th>Holder</th><th>Size</th><th>Since</th><th>Status</th></tr>
<tr><td>A1</td><td>Gareth Owen</td><td>125 m²</td><td>2019</td><td>cultivated</td></tr>
<tr><td>A2</td><td>Mei Lin Tan</td><td>62 m²</td><td>2023</td><td>cultivated</td></tr>
<tr><td>B4</td><td>—</td><td>125 m²</td><td>—</td><td>vacant</td></tr>
<tr><td>C7</td><td>Olu Adeyemi</td><td>250 m²</td><td>2015</td><td>warning: uncultivated</td></tr>
</table>
<p>Waiting list: <span id="waiting">17</span> households, average wait <span id="wait">14 months</span>.</p>
<label for="search">Find plot</label> <input id="search" name="search" type="text" placeholder="e.g. B4">
<button id="find" onclick="var v=document.getElementById('search').value.trim().toUpperCase();var r=Array.from(document.querySelectorAll('#plots td:first-child')).find(function(td){return td.textContent===v});document.getElementById('result').textContent=r?('Plot '+v+': '+r.parentElement.lastElementChild.textContent):('No plot '+v);">Find</button>
<p id="result"></p>
</body></html>
EOF

cat > "$S/volunteer.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Volunteer sign-up</title></head>
<body>
<h1>Volunteer days</h1>
<form id="signup" onsubmit="event.preventDefault(); var n=document.getElementById('name').value; var d=document.getElementById('day').value; var t=document.getElementById('tools').checked; document.getElementById('confirm').textContent='Thanks '+n+' — booked for '+d+(t?' (bringing tools)':''); console.log('signup '+n+' '+d);">
<label for="name">Name</label> <input id="name" name="name" type="text">
<label for="email">Email</label> <input id="email" name="email" type="email">
<label for="day">Day</label>
<select id="day" name="day"><option value="sat-6">Sat 6 Dec — hedge laying</option><option value="sun-14">Sun 14 Dec — orchard pruning</option><option value="sat-20">Sat 20 Dec — path repairs</option></select>
<label><input id="tools" type="checkbox"> I can bring tools</label>
<label for="photo">Photo (optional)</label> <input id="photo" type="file">
<button id="submit" type="submit">Sign up</button>
</form>
<p id="confirm"></p>
<button id="rules" onclick="alert('Children must be accompanied. Closed-toe shoes required.')">Site rules</button>
<button id="leave" onclick="var ok=confirm('Leave the waiting list?'); document.getElementById('confirm').textContent= ok ? 'Removed from waiting list' : 'Still on the waiting list';">Leave waiting list</button>
<button id="ask" onclick="var p=prompt('Which plot are you interested in?'); document.getElementById('confirm').textContent='Interest noted for plot '+p;">Ask about a plot</button>
<iframe id="map" src="/map.html" width="300" height="120"></iframe>
</body></html>
EOF

cat > "$S/map.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site map</title></head>
<body><p id="legend">North gate · Orchard · Greenhouse · Compost bays · Tool shed</p><a id="gate" href="/shed.html">To the shed</a></body></html>
EOF

cat > "$S/shed.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tool shed</title></head>
<body>
<h1>Tool shed</h1>
<ul id="tools-list">
<li data-id="T-01" data-state="in">Wheelbarrow (2)</li>
<li data-id="T-07" data-state="out" title="borrowed by plot A2">Rotavator</li>
<li data-id="T-12" data-state="repair">Hedge trimmer</li>
</ul>
<p id="code">Padlock code changes monthly; ask the plot officer.</p>
<a id="back" href="/index.html" target="_blank">Home (new tab)</a>
<script>fetch('/missing-inventory.json').catch(function(){}); console.error('inventory sync failed: 404');</script>
</body></html>
EOF

# The plant nursery's API (served by standin.py on 127.0.0.1:18594).
cat > "$D/nursery.yaml" <<'EOF'
openapi: 3.0.3
info:
  title: Fernhill Nursery API
  version: 2.3.0
  description: Stock, care sheets and orders of a small plant nursery.
servers:
  - url: http://127.0.0.1:18594
paths:
  /v2/plants:
    get:
      operationId: listPlants
      summary: List plants in the catalogue
      parameters:
        - {name: genus, in: query, schema: {type: string}, description: Botanical genus}
        - {name: in_stock, in: query, schema: {type: boolean}, description: Only plants with stock}
        - {name: limit, in: query, schema: {type: integer}}
      responses: {"200": {description: A page of plants}}
  /v2/plants/{sku}:
    get:
      operationId: getPlant
      summary: Get one plant by SKU
      parameters:
        - {name: sku, in: path, required: true, schema: {type: string}}
      responses: {"200": {description: The plant}, "404": {description: Unknown SKU}}
    patch:
      operationId: updatePlant
      summary: Change stock, price or location of a plant
      parameters:
        - {name: sku, in: path, required: true, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                stock: {type: integer}
                price_eur: {type: number}
                location: {type: string}
      responses: {"200": {description: The updated plant}}
  /v2/plants/{sku}/care:
    get:
      operationId: getCareSheet
      summary: Plain-text care sheet of a plant
      parameters:
        - {name: sku, in: path, required: true, schema: {type: string}}
      responses: {"200": {description: Care sheet, content: {text/plain: {schema: {type: string}}}}}
  /v2/orders:
    get:
      operationId: listOrders
      summary: List customer orders
      parameters:
        - {name: status, in: query, schema: {type: string, enum: [received, picking, shipped, awaiting_payment]}}
      responses: {"200": {description: Orders}}
    post:
      operationId: createOrder
      summary: Place an order
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [customer, lines]
              properties:
                customer: {type: string}
                lines:
                  type: array
                  items:
                    type: object
                    properties:
                      sku: {type: string}
                      qty: {type: integer}
      responses: {"201": {description: The new order}, "422": {description: Invalid order}}
  /v2/orders/{id}:
    get:
      operationId: getOrder
      summary: Get one order
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer}}
      responses: {"200": {description: The order}}
  /v2/stock-report:
    get:
      operationId: getStockReport
      summary: Stock report as CSV
      responses: {"200": {description: CSV, content: {text/csv: {schema: {type: string}}}}}
EOF

printf 'Plot C7 photo placeholder\n' > "$D/upload/plot-c7.txt"

# The Ollama stand-in's translation table: {source text: {target language: translation}}.
cp "$(dirname "$0")/translations.json" "$D/translations.json"
