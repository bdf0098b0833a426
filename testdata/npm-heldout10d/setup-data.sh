#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout10d servers read into DIR
# (default $HOME/mcpsurvey-heldout10d/data), deleting it first, and loads
# the local services: a MariaDB server (socket DIR/mdb/sock, 127.0.0.1:3317)
# a Radicale CalDAV server (127.0.0.1:5239) and a Dovecot IMAP server
# (127.0.0.1:1143, plain login, mail in DIR/../dov), each started here if
# not running. Needs Debian's mariadb-server, radicale and dovecot-imapd,
# curl, python3 (mail.py beside this file loads the messages).
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout10d/data}"
MDB="${MDB:-$D/../mdb}"
CAL="${CAL:-$D/../cal}"
DOV="${DOV:-$D/../dov}"
HERE="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$D"; mkdir -p "$D"

# --- MariaDB: databases shop and library ---
mkdir -p "$MDB"
if ! mariadb -S "$MDB/sock" -u root -e 'select 1' >/dev/null 2>&1; then
  rm -rf "$MDB"; mkdir -p "$MDB"
  mariadb-install-db --datadir="$MDB/data" --user=root --auth-root-authentication-method=normal >"$MDB/init.log" 2>&1
  (setsid mariadbd --datadir="$MDB/data" --user=root --port=3317 --bind-address=127.0.0.1 --socket="$MDB/sock" \
     --pid-file="$MDB/pid" --skip-log-bin >"$MDB/log" 2>&1 &)
  for _ in $(seq 30); do mariadb -S "$MDB/sock" -u root -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
fi
mariadb -S "$MDB/sock" -u root <<'SQL'
DROP DATABASE IF EXISTS shop; DROP DATABASE IF EXISTS library;
CREATE DATABASE shop; CREATE DATABASE library;
CREATE USER IF NOT EXISTS 'reader'@'127.0.0.1' IDENTIFIED BY 'reader-pw';
GRANT SELECT, SHOW VIEW ON shop.* TO 'reader'@'127.0.0.1';
GRANT SELECT, SHOW VIEW ON library.* TO 'reader'@'127.0.0.1';
USE shop;
CREATE TABLE customers (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(80) NOT NULL, email VARCHAR(120) UNIQUE, city VARCHAR(60), joined DATE);
CREATE TABLE products (sku VARCHAR(12) PRIMARY KEY, title VARCHAR(100) NOT NULL, price DECIMAL(8,2) NOT NULL, stock INT DEFAULT 0);
CREATE TABLE orders (id INT PRIMARY KEY AUTO_INCREMENT, customer_id INT NOT NULL, sku VARCHAR(12), qty INT NOT NULL, placed_at DATETIME,
  status ENUM('new','paid','shipped','cancelled') DEFAULT 'new', FOREIGN KEY (customer_id) REFERENCES customers(id), FOREIGN KEY (sku) REFERENCES products(sku));
INSERT INTO customers (name,email,city,joined) VALUES ('Ines Moreau','ines@example.org','Lyon','2025-03-14'),
 ('Kwame Boateng','kwame@example.org','Accra','2025-07-02'),('Yuki Tanaka','yuki@example.org','Osaka','2026-01-19'),('Oskar Lind','oskar@example.org','Uppsala','2026-05-30');
INSERT INTO products VALUES ('SKU-100','Espresso grinder',189.00,12),('SKU-200','Milk frother',34.50,40),('SKU-300','Descaling kit',9.95,0),('SKU-400','Travel mug',22.00,75);
INSERT INTO orders (customer_id,sku,qty,placed_at,status) VALUES (1,'SKU-100',1,'2026-11-02 10:15:00','shipped'),(2,'SKU-200',2,'2026-11-05 18:40:00','paid'),
 (1,'SKU-400',3,'2026-11-10 08:05:00','new'),(3,'SKU-300',5,'2026-11-11 12:00:00','cancelled'),(4,'SKU-100',1,'2026-11-18 16:20:00','paid');
USE library;
CREATE TABLE books (isbn CHAR(13) PRIMARY KEY, title VARCHAR(120) NOT NULL, author VARCHAR(80), year SMALLINT, copies TINYINT DEFAULT 1);
CREATE TABLE loans (id INT PRIMARY KEY AUTO_INCREMENT, isbn CHAR(13), borrower VARCHAR(60), due DATE, returned BOOLEAN DEFAULT FALSE);
INSERT INTO books VALUES ('9780141439518','Pride and Prejudice','Jane Austen',1813,3),('9780262033848','Introduction to Algorithms','Cormen et al.',2009,2),
 ('9780593135204','Project Hail Mary','Andy Weir',2021,1);
INSERT INTO loans (isbn,borrower,due,returned) VALUES ('9780262033848','Marta Silva','2026-12-01',FALSE),('9780141439518','Leon Weber','2026-11-15',TRUE),
 ('9780593135204','Marta Silva','2026-11-28',FALSE);
CREATE VIEW open_loans AS SELECT l.id, b.title, l.borrower, l.due FROM loans l JOIN books b USING (isbn) WHERE NOT l.returned;
SQL

# --- Radicale: calendars alice/work, alice/home, alice/tasks with fixed events and todos ---
mkdir -p "$CAL"
cat >"$CAL/config" <<CFG
[server]
hosts = 127.0.0.1:5239
[auth]
type = none
[storage]
filesystem_folder = $CAL/collections
[logging]
level = warning
CFG
if ! curl -s -o /dev/null http://127.0.0.1:5239/; then
  (setsid radicale --config "$CAL/config" >"$CAL/log" 2>&1 &)
  for _ in $(seq 20); do curl -s -o /dev/null http://127.0.0.1:5239/ && break; sleep 0.5; done
fi
U=http://127.0.0.1:5239/alice
for c in work home tasks; do curl -s -u alice:x -X DELETE "$U/$c/" -o /dev/null || true; done
curl -s -u alice:x -X MKCOL "$U/" -o /dev/null || true
for c in work home tasks; do curl -s -u alice:x -X MKCALENDAR "$U/$c/" -o /dev/null; done
ics() { # ics CAL UID BODY
  printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//heldout10d//EN\r\n%s\r\nEND:VCALENDAR\r\n' "$3" |
    curl -s -u alice:x -X PUT -H 'Content-Type: text/calendar' --data-binary @- "$U/$1/$2.ics" -o /dev/null
}
ev() { # ev CAL UID START END SUMMARY [LOCATION] [DESCRIPTION]
  local b="BEGIN:VEVENT"$'\r\n'"UID:$2"$'\r\n'"DTSTAMP:20261120T090000Z"$'\r\n'"DTSTART:$3"$'\r\n'"DTEND:$4"$'\r\n'"SUMMARY:$5"
  [ -n "${6:-}" ] && b="$b"$'\r\n'"LOCATION:$6"
  [ -n "${7:-}" ] && b="$b"$'\r\n'"DESCRIPTION:$7"
  ics "$1" "$2" "$b"$'\r\n'"END:VEVENT"
}
td() { # td UID SUMMARY STATUS DUE [DESCRIPTION]
  local b="BEGIN:VTODO"$'\r\n'"UID:$1"$'\r\n'"DTSTAMP:20261120T090000Z"$'\r\n'"SUMMARY:$2"$'\r\n'"STATUS:$3"
  [ -n "$4" ] && b="$b"$'\r\n'"DUE:$4"
  [ -n "${5:-}" ] && b="$b"$'\r\n'"DESCRIPTION:$5"
  ics tasks "$1" "$b"$'\r\n'"END:VTODO"
}
ev work ev-standup-1201 20261201T083000Z 20261201T084500Z "Team standup" "Room 3B"
ev work ev-review-1203 20261203T130000Z 20261203T143000Z "Quarterly budget review" "Board room" "Bring the Q4 forecast"
ev work ev-launch-1210 20261210T160000Z 20261210T170000Z "Release 4.2 go/no-go" "" "Checklist in the wiki"
ev work ev-offsite-1215 20261215T070000Z 20261215T180000Z "Team offsite" "Lakeside Lodge"
ev home ev-piano-1202 20261202T170000Z 20261202T180000Z "Piano lesson" "Music school, Elm St 4"
ev home ev-dinner-1206 20261206T190000Z 20261206T220000Z "Dinner with Sam and Priya" "Trattoria Roma"
ev home ev-vet-1209 20261209T100000Z 20261209T103000Z "Vet appointment for Miso"
td td-taxes "File quarterly taxes" NEEDS-ACTION 20261215T170000Z "Receipts are in the blue folder"
td td-tyres "Change winter tyres" NEEDS-ACTION 20261205T120000Z
td td-gift "Buy gift for Oskar" IN-PROCESS 20261220T120000Z "He likes board games"
td td-boiler "Book boiler service" COMPLETED 20261110T120000Z
td td-passport "Renew passport" NEEDS-ACTION ""
td td-plants "Repot the plants" CANCELLED ""

# --- Dovecot IMAP: one account, mailboxes INBOX, Sent, Archive ---
# always a fresh mail store, so that the message UIDs start at 1
if [ -f "$DOV/run/master.pid" ]; then kill "$(cat "$DOV/run/master.pid")" 2>/dev/null || true; sleep 1; fi
if ! python3 -c 'import socket; socket.create_connection(("127.0.0.1", 1143), 1)' 2>/dev/null; then
  rm -rf "$DOV"; mkdir -p "$DOV/run" "$DOV/state" "$DOV/mail"
  sed "s#@DOV@#$DOV#g" "$HERE/dovecot.conf.in" >"$DOV/dovecot.conf"
  echo 'ana@example.test:{PLAIN}mailpw' >"$DOV/users"; chmod 644 "$DOV/users"
  chmod 755 "$DOV"; chown -R mail:mail "$DOV/mail"
  dovecot -c "$DOV/dovecot.conf"
  for _ in $(seq 20); do python3 -c 'import socket; socket.create_connection(("127.0.0.1", 1143), 1)' 2>/dev/null && break; sleep 0.5; done
fi
python3 "$HERE/mail.py" 1143
echo "data in $D"
