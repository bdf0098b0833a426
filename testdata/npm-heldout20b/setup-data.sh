#!/usr/bin/env bash
# setup-data.sh [DIR]: writes the local data of the heldout20b capture into
# DIR (default $HOME/mcpsurvey-heldout20b/data), deleting DIR first: two
# SQLite databases of a bicycle repair shop (for mcp-sqlite-server), small
# PDF documents of the same shop (for pdftotext-mcp) and a folder of
# markdown notes of a community radio station (written for
# content-manager-mcp, which did not start; mcp-sqlite-server scans it as a
# folder without databases). All content is made up.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout20b/data}"
rm -rf "$D"
mkdir -p "$D/notes/shows" "$D/notes/ops" "$D/notes/archive" "$D/db" "$D/pdf" "$D/home"

N="$D/notes"
cat > "$N/shows/morning-tide.md" <<'MD'
---
title: Morning Tide
host: Ines Okafor
slot: "Mon-Fri 06:00-09:00"
tags: [shows, weekday, news]
status: on-air
---
# Morning Tide

Weekday breakfast show with local news, tide times and the ferry report.

## Segments

- 06:15 Harbour news
- 07:00 Ferry report
- 08:30 Listener letters

## Contacts

Producer: Tomas Weir (ext. 214)
MD
cat > "$N/shows/night-owls.md" <<'MD'
---
title: Night Owls
host: Priya Raman
slot: "Fri 22:00-01:00"
tags: [shows, weekend, music]
status: on-air
---
# Night Owls

Late jazz and ambient records from the station library.

## Playlist rules

1. At least four local artists per show
2. No track longer than 12 minutes
3. Station ID every half hour
MD
cat > "$N/shows/garden-hour.md" <<'MD'
---
title: The Garden Hour
host: Bertil Strand
slot: "Sat 10:00-11:00"
tags: [shows, weekend, talk]
status: paused
---
# The Garden Hour

Phone-in about allotments and seed swaps. Paused until the spring season.

## Guests booked

- Mara Lind, beekeeper (March 14)
- Coastal Seed Library (March 21)
MD
cat > "$N/ops/transmitter-log.md" <<'MD'
---
title: Transmitter log
tags: [ops, engineering]
owner: Kofi Mensah
---
# Transmitter log

## 2026-02-03

Forward power dropped to 410 W during the storm; back to 500 W at 04:20.

## 2026-02-17

Replaced the cooling fan on the backup exciter. Runtime counter: 18,402 h.

## 2026-03-01

Quarterly check passed. VSWR 1.12.
MD
cat > "$N/ops/volunteer-rota.md" <<'MD'
---
title: Volunteer rota
tags: [ops, volunteers]
owner: Lena Fischer
updated: 2026-03-02
---
# Volunteer rota

## Studio desk

- Monday: Aiko Tanaka
- Wednesday: Sam Ortiz
- Saturday: Joel Barnes

## Fundraiser phones

Five volunteers needed for the spring pledge drive (April 11-12).
MD
cat > "$N/ops/pledge-drive.md" <<'MD'
---
title: Spring pledge drive
tags: [ops, fundraising, events]
goal: 18000
currency: EUR
---
# Spring pledge drive

Target: 18,000 EUR over two days.

## Premiums

- Station mug at 40 EUR
- Tote bag at 75 EUR
- Vinyl sampler at 120 EUR
MD
cat > "$N/archive/2025-review.md" <<'MD'
---
title: 2025 year in review
tags: [archive, reports]
---
# 2025 year in review

The station broadcast 8,760 hours with 99.4% uptime.

## Highlights

- New studio desk installed in May
- 212 volunteers on the rota
- Listener survey: 3,480 replies
MD
printf 'Station phone numbers\n\nStudio line: 0451 2200\nNews desk: 0451 2210\nEngineering: 0451 2290\n' > "$N/ops/phones.txt"
printf 'Draft: ideas for a podcast feed of the archive.\n' > "$N/archive/podcast-ideas.txt"
# Fixed modification times for the date-range searches.
touch -d '2026-01-12 09:30:00 UTC' "$N/archive/2025-review.md" "$N/archive/podcast-ideas.txt"
touch -d '2026-02-03 07:45:00 UTC' "$N/shows/garden-hour.md"
touch -d '2026-02-17 16:10:00 UTC' "$N/ops/transmitter-log.md" "$N/ops/phones.txt"
touch -d '2026-03-02 11:00:00 UTC' "$N/ops/volunteer-rota.md" "$N/ops/pledge-drive.md"
touch -d '2026-03-05 08:20:00 UTC' "$N/shows/morning-tide.md" "$N/shows/night-owls.md"

python3 - "$D/db" <<'PY'
import sqlite3, sys, os
d = sys.argv[1]
c = sqlite3.connect(os.path.join(d, "spokes.db"))
c.executescript("""
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT, joined TEXT DEFAULT '2025-01-01');
CREATE TABLE bikes (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), make TEXT NOT NULL, model TEXT, frame_size INTEGER);
CREATE TABLE repairs (id INTEGER PRIMARY KEY, bike_id INTEGER NOT NULL REFERENCES bikes(id), opened TEXT NOT NULL, closed TEXT, status TEXT NOT NULL DEFAULT 'open', labour_min INTEGER, total_eur REAL);
CREATE TABLE parts (sku TEXT PRIMARY KEY, name TEXT NOT NULL, stock INTEGER NOT NULL DEFAULT 0, price_eur REAL);
CREATE INDEX idx_repairs_status ON repairs(status);
""")
c.executemany("INSERT INTO customers VALUES (?,?,?,?)", [
 (1,"Hanna Berg","+46 70 112 3344","2024-04-02"),(2,"Luis Ortega","+46 73 550 1020","2024-06-18"),
 (3,"Mette Dahl",None,"2025-02-11"),(4,"Yusuf Kaya","+46 76 883 4411","2025-03-30"),(5,"Aino Virtanen","+46 70 909 2211","2025-08-05")])
c.executemany("INSERT INTO bikes VALUES (?,?,?,?,?)", [
 (1,1,"Crescent","Nova",54),(2,2,"Bianchi","Via Nirone",56),(3,2,"Brompton","C Line",None),
 (4,3,"Trek","FX 2",52),(5,4,"Kona","Dew",58),(6,5,"Monark","Karin",50)])
c.executemany("INSERT INTO repairs VALUES (?,?,?,?,?,?,?)", [
 (101,1,"2026-02-02","2026-02-04","done",45,380.0),(102,2,"2026-02-09","2026-02-10","done",30,245.5),
 (103,3,"2026-02-20",None,"waiting_parts",20,None),(104,4,"2026-02-24","2026-02-26","done",90,1120.0),
 (105,5,"2026-03-01",None,"open",None,None),(106,2,"2026-03-03",None,"open",15,None),(107,6,"2026-03-04","2026-03-04","done",25,199.0)])
c.executemany("INSERT INTO parts VALUES (?,?,?,?)", [
 ("CH-8SP","Chain 8-speed",14,219.0),("TB-700","Inner tube 700x28",42,69.0),("BP-DSC","Disc brake pads",6,289.0),
 ("CB-SHF","Shift cable",25,49.0),("HUB-3S","Sturmey hub 3-speed",1,1450.0),("TY-16","Brompton tyre 16in",0,399.0)])
c.commit(); c.close()
c = sqlite3.connect(os.path.join(d, "inventory.sqlite"))
c.executescript("""
CREATE TABLE suppliers (code TEXT PRIMARY KEY, name TEXT NOT NULL, country TEXT, lead_days INTEGER);
CREATE TABLE orders (id INTEGER PRIMARY KEY AUTOINCREMENT, supplier TEXT NOT NULL REFERENCES suppliers(code), sku TEXT NOT NULL, qty INTEGER NOT NULL, ordered TEXT NOT NULL, received TEXT);
""")
c.executemany("INSERT INTO suppliers VALUES (?,?,?,?)", [("VLX","Velox Parts AB","SE",5),("NRD","Nordic Cycle Supply","NO",9),("KMP","Kampen Wholesale","DK",12)])
c.executemany("INSERT INTO orders (supplier,sku,qty,ordered,received) VALUES (?,?,?,?,?)", [
 ("VLX","TY-16",6,"2026-02-21",None),("NRD","HUB-3S",2,"2026-02-25",None),("VLX","BP-DSC",10,"2026-02-10","2026-02-15"),("KMP","TB-700",50,"2026-01-30","2026-02-12")])
c.commit(); c.close()
open(os.path.join(d, "notes.txt"), "w").write("not a database\n")
PY

# Small PDF documents of the bicycle shop for pdftotext-mcp, written by a
# minimal PDF writer (Helvetica text lines, one content stream per page).
python3 - "$D/pdf" <<'PY'
import os, sys
d = sys.argv[1]
def pdf(path, pages):
    objs = []
    def add(b):
        objs.append(b)
        return len(objs)
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    pages_id = len(objs) + 1 + 2 * len(pages)
    kids = []
    for lines in pages:
        ops = ["BT", "/F1 11 Tf", "14 TL", "60 780 Td"]
        for ln in lines:
            t = ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            ops.append("(%s) Tj T*" % t)
        ops.append("ET")
        stream = "\n".join(ops).encode("latin-1")
        c = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        p = add(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>" % (pages_id, font, c))
        kids.append(p)
    assert add(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))) == pages_id
    cat = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id)
    out = bytearray(b"%PDF-1.4\n")
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    x = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for o in offs:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, cat, x)
    open(os.path.join(d, path), "wb").write(bytes(out))
pdf("invoice-104.pdf", [[
    "Spokes & Sprockets Repair Shop", "Harbour Street 12, Ostholm", "",
    "INVOICE 2026-0104", "Date: 2026-02-26", "Customer: Mette Dahl", "Bike: Trek FX 2 (frame 52)", "",
    "Labour: 90 min at 480 EUR/h    720.00 EUR", "Disc brake pads (BP-DSC)    289.00 EUR", "Shift cable (CB-SHF)    49.00 EUR",
    "Subtotal: 1058.00 EUR", "VAT 25%: 264.50 EUR", "Total due: 1322.50 EUR", "", "Payment within 14 days to IBAN SE45 5000 0000 0583 9825 7466"]])
pdf("monthly-report-feb.pdf", [[
    "Monthly workshop report - February 2026", "", "Repairs opened: 5", "Repairs closed: 4", "Average labour: 46 min",
    "Revenue: 1944.50 EUR", "", "Top parts used", "1. Inner tube 700x28 - 9 units", "2. Chain 8-speed - 4 units", "3. Disc brake pads - 3 units"],
    ["Staff notes", "", "- Order Brompton tyres before the spring rush.", "- Hub 3-speed stock is down to one unit.",
     "- Workshop closed on 2026-02-16 for the stocktake."]])
pdf("spring-hours.pdf", [[
    "Opening hours from 1 March 2026", "", "Monday    09:00 - 18:00", "Tuesday    09:00 - 18:00", "Wednesday    09:00 - 20:00",
    "Thursday    09:00 - 18:00", "Friday    09:00 - 17:00", "Saturday    10:00 - 14:00", "Sunday    closed", "",
    "Drop-off for repairs until one hour before closing."]])
pdf("supplier-terms.pdf", [
    ["Velox Parts AB - terms of supply", "", "Account: VLX-2291", "Payment terms: 30 days net", "Minimum order: 500 EUR",
     "Free shipping above 1500 EUR"],
    ["Returns", "", "Unused parts may be returned within 60 days.", "A restocking fee of 10% applies to special orders."],
    ["Contact", "", "Order desk: orders@velox.example", "Phone: +46 8 555 0142"]])
open(os.path.join(d, "readme.txt"), "w").write("PDF folder of the shop.\n")
open(os.path.join(d, "broken.pdf"), "w").write("this was saved from an email, not a PDF\n")
PY
touch -d '2026-03-04 10:00:00 UTC' "$D/pdf/"*
