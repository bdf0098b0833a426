#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout16a servers into DIR
# (deleted first): a Calibre library (three small EPUBs of made-up text,
# made by make_epubs.py, added with Debian calibre's calibredb) and a small
# web site for fetcher-mcp (served on 127.0.0.1 by capture.sh).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
D="${1:-$HOME/mcpsurvey-heldout16a/data}"
rm -rf "$D"
mkdir -p "$D/epub" "$D/library" "$D/site/notes" "$D/home"

python3 "$HERE/make_epubs.py" "$D/epub" >/dev/null
export HOME="$D/home"
calibredb --library-path "$D/library" add "$D/epub/tide-tables.epub" >/dev/null 2>&1
calibredb --library-path "$D/library" add "$D/epub/sourdough-ledger.epub" >/dev/null 2>&1
calibredb --library-path "$D/library" add "$D/epub/night-trains.epub" >/dev/null 2>&1
calibredb --library-path "$D/library" set_metadata 1 --field tags:"sailing,navigation" --field publisher:"Saltmarsh Press" \
  --field pubdate:2019-04-12 --field series:"Harbour Handbooks" --field series_index:2 --field rating:8 >/dev/null
calibredb --library-path "$D/library" set_metadata 2 --field tags:"baking,bread" --field publisher:"Crumb & Co" \
  --field pubdate:2022-10-01 --field rating:10 >/dev/null
calibredb --library-path "$D/library" set_metadata 3 --field tags:"travel,rail,Norway" --field publisher:"Polar Line Books" \
  --field pubdate:2017-06-20 --field series:"Slow Travel" --field series_index:1 >/dev/null

S="$D/site"
cat > "$S/index.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Velora Bike Share - Service notes</title></head>
<body>
<nav><a href="/index.html">Home</a> | <a href="/fares.html">Fares</a> | <a href="/stations.html">Stations</a> | <a href="/notes/winter.html">Winter notes</a></nav>
<main>
<h1>Velora Bike Share</h1>
<p>Velora runs 1,240 bikes from 86 stations across the city, 410 of them electric. Service hours are 05:00 to 01:00, all year.</p>
<h2>Service changes this week</h2>
<ul>
<li>Station Square dock 17: sensor repair on Thursday, 08:00-11:00</li>
<li>Harbour depot: e-bike brake checks, 20 bikes out of service</li>
<li>New station at Mill Lane opens Saturday with 18 docks</li>
</ul>
<p>Questions? Write to <a href="mailto:help@velora.example">help@velora.example</a> or call 0800 555 0199.</p>
</main>
<footer>Velora Mobility Ltd · Unit 3, Canal Works</footer>
</body></html>
HTML

cat > "$S/fares.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fares and passes</title></head>
<body>
<main>
<h1>Fares and passes</h1>
<p>Prices include VAT. Each ride over the included time is billed per started minute.</p>
<table>
<thead><tr><th>Pass</th><th>Price</th><th>Included ride time</th><th>Extra minute (classic)</th><th>Extra minute (e-bike)</th></tr></thead>
<tbody>
<tr><td>Single ride</td><td>£1.50</td><td>0 min</td><td>£0.10</td><td>£0.20</td></tr>
<tr><td>Day pass</td><td>£6.00</td><td>30 min per ride</td><td>£0.08</td><td>£0.18</td></tr>
<tr><td>Monthly</td><td>£18.00</td><td>45 min per ride</td><td>£0.05</td><td>£0.15</td></tr>
<tr><td>Annual</td><td>£150.00</td><td>45 min per ride</td><td>£0.05</td><td>£0.12</td></tr>
<tr><td>Student annual</td><td>£90.00</td><td>45 min per ride</td><td>£0.05</td><td>£0.12</td></tr>
</tbody></table>
<p>Lost bike fee: £450. Late return after 24 hours: £40.</p>
</main>
</body></html>
HTML

cat > "$S/stations.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stations</title></head>
<body>
<main>
<h1>Stations</h1>
<article class="station"><h2>Station Square</h2><p>Docks: 32 · E-bike chargers: 12 · Opened 2018</p><p>Next to the main railway entrance, step-free access from platform 1.</p></article>
<article class="station"><h2>Harbour</h2><p>Docks: 24 · E-bike chargers: 24 · Opened 2020</p><p>Home of the Harbour depot; mechanics on site weekdays 06:00-14:00.</p></article>
<article class="station"><h2>Old Town Market</h2><p>Docks: 20 · E-bike chargers: 0 · Opened 2016</p><p>Closed on market days (Wednesday and Saturday mornings) until 13:00.</p></article>
<article class="station"><h2>Mill Lane</h2><p>Docks: 18 · E-bike chargers: 6 · Opens 29 November 2026</p><p>Our first station with a covered repair stand and a tyre pump.</p></article>
</main>
</body></html>
HTML

cat > "$S/notes/winter.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Riding in winter</title></head>
<body>
<header><a href="/index.html">Velora</a></header>
<article>
<h1>Riding in winter</h1>
<p class="byline">By Priya Shah, fleet safety lead · 18 November 2026</p>
<p>From 1 December every Velora bike is fitted with studded-ready tyres, and the e-bikes limit their assist to 20 km/h when the road temperature sensor reads below 2 °C.</p>
<p>Batteries lose range in the cold: expect about 45 km per charge instead of 60. The app shows the adjusted range before you unlock.</p>
<p>If a dock is frozen shut, report it in the app; a crew visits within two hours between 06:00 and 22:00.</p>
<h2>Checklist</h2>
<ol><li>Check the brakes before you ride.</li><li>Use the front and rear lights, even in daylight.</li><li>Keep to the gritted cycle routes shown in blue on the map.</li></ol>
</article>
</body></html>
HTML

cat > "$S/notes/status.txt" <<'TXT'
VELORA SYSTEM STATUS  2026-11-25 09:00 UTC
app            OK
payments       DEGRADED   (group checkout errors PAY-409)
dock-sync      OK         (p95 1.4 s)
harbour-gw     WARNING    (disk /var 97%)
TXT

cat > "$S/notes/stations.json" <<'JSON'
{"updated": "2026-11-25T09:00:00Z", "stations": [
 {"id": "ST-01", "name": "Station Square", "docks": 32, "free": 6, "bikes": 26},
 {"id": "ST-07", "name": "Harbour", "docks": 24, "free": 3, "bikes": 21},
 {"id": "ST-12", "name": "Old Town Market", "docks": 20, "free": 14, "bikes": 6}
]}
JSON
echo "data in $D"
