#!/usr/bin/env bash
# setup-data.sh DIR: writes the local files the heldout15b servers read
# (documents and a small site for context-mode, served on 127.0.0.1 by
# capture.sh), deleting DIR first. The memory servers start empty under
# DIR/home.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout15b/data}"
rm -rf "$D"
mkdir -p "$D/home" "$D/docs" "$D/site" "$D/proj"

cat > "$D/docs/inventory.csv" <<'CSV'
sku,item,location,qty,unit_cost
BK-101,Brake pads (front),Aisle 3,42,18.40
BK-102,Brake pads (rear),Aisle 3,17,16.90
CH-220,Chain 11-speed,Aisle 1,9,27.50
TR-305,Tyre 700x28c,Rack B,24,31.00
TB-410,Inner tube 700c,Bin 7,120,4.25
LT-512,Rear light USB,Counter,6,22.00
CSV

cat > "$D/docs/service-log.txt" <<'LOG'
2026-11-02 09:14 INFO  intake ticket=T-3301 bike="Gazelle Ultimate" customer=Okafor
2026-11-02 09:40 WARN  parts ticket=T-3301 missing=CH-220 eta=2026-11-05
2026-11-02 11:02 INFO  intake ticket=T-3302 bike="Brompton C Line" customer=Lindqvist
2026-11-03 15:25 INFO  done ticket=T-3302 labour_min=55 total=64.50
2026-11-04 10:05 ERROR payment ticket=T-3299 reason="card declined"
2026-11-05 16:48 INFO  done ticket=T-3301 labour_min=90 total=118.00
LOG

cat > "$D/docs/handbook.md" <<'MD'
# Workshop handbook

## Opening hours
The workshop opens 08:30-18:00 Monday to Friday and 09:00-14:00 on Saturday.

## Returns policy
Parts can be returned within 30 days with a receipt. Worn parts are not refunded.

## Safety checks
Every repaired bike gets a brake test, a torque check on the stem (5 Nm) and a
tyre pressure check before it leaves the shop.

## Loan bikes
Three loan bikes (L1, L2, L3) are available for repairs over two days.
Deposit: 50 EUR.
MD

cat > "$D/docs/suppliers.json" <<'JSON'
{"suppliers": [
  {"name": "Velo Parts BV", "city": "Utrecht", "lead_days": 3, "rating": 4.6},
  {"name": "Nordic Cycle Supply", "city": "Malmö", "lead_days": 5, "rating": 4.1},
  {"name": "Alpen Rad GmbH", "city": "Innsbruck", "lead_days": 7, "rating": 3.8}
]}
JSON

cat > "$D/site/repairs.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Repair prices</title></head>
<body><h1>Repair prices</h1>
<p>All prices include labour; parts are extra.</p>
<h2>Basic service</h2><p>Gears and brakes adjusted, chain cleaned: 45 EUR, about 60 minutes.</p>
<h2>Full service</h2><p>Hubs, headset and bottom bracket serviced: 95 EUR, about 3 hours.</p>
<h2>Puncture repair</h2><p>Tube patched or replaced: 12 EUR, while you wait.</p>
</body></html>
HTML

cat > "$D/site/news.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Workshop news</title></head>
<body><h1>Workshop news</h1>
<h2>Winter opening hours</h2><p>From 1 December the workshop closes at 17:00 on weekdays.</p>
<h2>New wheel truing stand</h2><p>A Park Tool TS-4.2 stand arrived on 12 November; wheel truing now takes 20 minutes.</p>
</body></html>
HTML
