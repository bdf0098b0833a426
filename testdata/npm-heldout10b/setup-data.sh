#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout10b servers read, deleting it first.
#   DIR/xl/            the folder the excel parser writes and reads (empty; phase 1 creates the workbooks)
#   LAB_HOME/lab/      the files the two SSH servers read over ssh (LAB_HOME: the ssh user's home, default /home/mcpuser)
#   database "shop"    recreated from shop.sql on PGURL's server (default postgres@127.0.0.1:5442)
#   database "workshop" recreated from shop-mysql.sql on MariaDB at MYHOST:MYPORT (default 127.0.0.1:3342)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
D="${1:-$HOME/mcpsurvey-heldout10b/data}"
LAB_HOME="${LAB_HOME:-/home/mcpuser}"
LAB_USER="${LAB_USER:-mcpuser}"
PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5442}" PGUSER="${PGUSER:-postgres}"
rm -rf "$D"; mkdir -p "$D/xl"
psql -q -h "$PGHOST" -p "$PGPORT" -U "$PGUSER" -d postgres -f "$HERE/shop.sql" >/dev/null
# database "workshop" (and its user) on the MariaDB server at MYHOST:MYPORT (root without password)
mariadb -h "${MYHOST:-127.0.0.1}" -P "${MYPORT:-3342}" -uroot < "$HERE/shop-mysql.sql"
mkdir -p "$D/mysql-logs"

L="$LAB_HOME/lab"
rm -rf "$L" "$LAB_HOME/uploads"; mkdir -p "$L/notes" "$L/logs" "$L/data" "$L/config" "$L/scripts" "$LAB_HOME/uploads"
cat > "$L/notes/todo.md" <<'E'
# Workshop todo

- [x] Order replacement drive belts (invoice 2291)
- [ ] Re-calibrate the bandsaw fence
- [ ] Sharpen chisels: 6mm, 12mm, 19mm
- [x] Renew dust extractor filter
- [ ] Book electrician for 3-phase socket (quote: 340 EUR)
E
cat > "$L/notes/meeting-2025-09-02.md" <<'E'
# Meeting 2025-09-02

Attendees: Ines, Tomasz, Amara

Decisions:
1. Move the stock count to Fridays.
2. Amara owns the supplier review until 2025-10-15.

Open question: do we keep the Gdansk courier after the price change?
E
cat > "$L/logs/app.log" <<'E'
2025-09-06T08:00:01Z INFO  scheduler started jobs=4
2025-09-06T08:00:02Z INFO  sync customers fetched=5 changed=1
2025-09-06T08:05:17Z WARN  stock low sku=PN-201 left=12 threshold=15
2025-09-06T08:10:44Z ERROR invoice render failed order=1042 reason="template missing: vat_note"
2025-09-06T08:15:00Z INFO  backup finished size_mb=148 duration_s=37
2025-09-06T08:20:12Z WARN  retry mail send attempt=2 to=lena@example.org
2025-09-06T08:20:19Z INFO  mail sent to=lena@example.org
E
cat > "$L/data/inventory.csv" <<'E'
sku,title,stock,reorder_at,supplier
BK-101,Field Notebook,120,40,Papeterie Lumen
BK-102,Dot Grid Journal,45,20,Papeterie Lumen
PN-201,Brass Fountain Pen,12,15,Kaweco Trade
PN-202,Gel Pen 5-pack,300,100,Pilot Wholesale
IN-301,Blue-Black Ink 50ml,60,25,Diamine Direct
E
cat > "$L/config/app.ini" <<'E'
[server]
host = 127.0.0.1
port = 8088
workers = 3

[mail]
sender = shop@example.org
retry = 3
E
cat > "$L/scripts/backup.sh" <<'E'
#!/bin/sh
# nightly backup of the shop database
pg_dump -h 127.0.0.1 -p 5442 shop | gzip > "$HOME/backups/shop-$(date +%F).sql.gz"
E
chmod +x "$L/scripts/backup.sh"
chown -R "$LAB_USER" "$L" "$LAB_HOME/uploads"
cp "$L/data/inventory.csv" "$D/inventory-local.csv"
printf 'delivery note 7781\nPN-202 x 40\nIN-301 x 10\n' > "$D/delivery-7781.txt"
printf 'host,username,port,deviceType,connectionId\n127.0.0.1,%s,%s,linux,shelf1\n127.0.0.1,%s,%s,linux,shelf2\n' "$LAB_USER" "${SSHPORT:-2242}" "$LAB_USER" "${SSHPORT:-2242}" > "$D/shelves.csv"
