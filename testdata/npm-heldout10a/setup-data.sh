#!/usr/bin/env bash
# setup-data.sh [DIR]: writes the data the heldout10a servers read into DIR
# (default $HOME/mcpsurvey-heldout10a/data), deleting it first, and (re)fills
# the PostgreSQL and Redis instances they talk to: a private PostgreSQL 15
# cluster on 127.0.0.1:$PGPORT (default 5452, started from DIR/pg when not
# running; initdb/pg_ctl from /usr/lib/postgresql/15/bin, run as the
# `postgres` user when root) and a Redis server on 127.0.0.1:$REDISPORT
# (default 6391, started without persistence when not running).
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout10a/data}"
PGPORT="${PGPORT:-5452}"
REDISPORT="${REDISPORT:-6391}"
PGBIN=/usr/lib/postgresql/15/bin
rm -rf "$D"
mkdir -p "$D/kube" "$D/export"
chmod 777 "$D/export"

# Two kubeconfigs (phase 1 and 2) for kubernetes-mcp-server; their API
# servers are on closed 127.0.0.1 ports, so cluster calls fail.
cat > "$D/kube/config-a" <<'K'
apiVersion: v1
kind: Config
clusters:
- cluster:
    server: https://127.0.0.1:16443
    insecure-skip-tls-verify: true
  name: dev-cluster
- cluster:
    server: https://127.0.0.1:26443
  name: staging
contexts:
- context:
    cluster: dev-cluster
    namespace: shop
    user: dev-admin
  name: dev
- context:
    cluster: staging
    user: ci-bot
  name: staging
current-context: dev
users:
- name: dev-admin
  user:
    token: dev-token-123
- name: ci-bot
  user:
    token: ci-token-456
K
cat > "$D/kube/config-b" <<'K'
apiVersion: v1
kind: Config
clusters:
- cluster:
    server: https://127.0.0.1:17443
    certificate-authority-data: TE9DQUwtQ0EtUExBQ0VIT0xERVI=
  name: edge-eu
- cluster:
    server: https://127.0.0.1:18443
  name: edge-us
- cluster:
    server: https://127.0.0.1:19443
    insecure-skip-tls-verify: true
  name: lab
contexts:
- context:
    cluster: edge-eu
    namespace: payments
    user: ops
  name: eu-payments
- context:
    cluster: edge-us
    namespace: default
    user: ops
  name: us-default
- context:
    cluster: lab
    namespace: experiments
    user: student
  name: lab
current-context: lab
users:
- name: ops
  user:
    username: ops
    password: not-a-secret
- name: student
  user:
    token: lab-token-789
K

# PostgreSQL: a private cluster, database `shop`.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
if ! pg_isready -q -h 127.0.0.1 -p "$PGPORT"; then
  mkdir -p "$D/pg"
  [ "$(id -u)" = 0 ] && chown postgres "$D/pg"
  as_pg "$PGBIN/initdb -D '$D/pg/data' -A trust -U postgres >/dev/null"
  as_pg "$PGBIN/pg_ctl -D '$D/pg/data' -o '-p $PGPORT -k $D/pg -c listen_addresses=127.0.0.1' -l '$D/pg/log' -w start >/dev/null"
fi
psql -q -h 127.0.0.1 -p "$PGPORT" -U postgres -v ON_ERROR_STOP=1 -c 'DROP DATABASE IF EXISTS shop' -c 'CREATE DATABASE shop'
psql -q -h 127.0.0.1 -p "$PGPORT" -U postgres -d shop -v ON_ERROR_STOP=1 <<'SQL'
CREATE TYPE order_status AS ENUM ('new', 'paid', 'shipped', 'cancelled');
CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, email text UNIQUE, city text, joined date);
CREATE TABLE products (sku text PRIMARY KEY, title text NOT NULL, price numeric(8,2), stock int DEFAULT 0);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), sku text REFERENCES products(sku),
  qty int CHECK (qty > 0), status order_status DEFAULT 'new', placed_at timestamp);
CREATE INDEX orders_customer_idx ON orders(customer_id);
INSERT INTO customers (name, email, city, joined) VALUES
  ('Ada Lovelace', 'ada@example.org', 'London', '2024-03-01'),
  ('Grace Hopper', 'grace@example.org', 'Arlington', '2023-11-15'),
  ('Linus Pauling', 'linus@example.org', 'Portland', '2025-01-20'),
  ('Hedy Lamarr', 'hedy@example.org', 'Vienna', '2025-06-09');
INSERT INTO products VALUES ('KB-101', 'Mechanical keyboard', 89.90, 12), ('MS-220', 'Wireless mouse', 24.50, 40),
  ('HD-300', 'USB hub', 15.00, 0), ('MN-270', '27-inch monitor', 239.00, 5);
INSERT INTO orders (customer_id, sku, qty, status, placed_at) VALUES
  (1, 'KB-101', 1, 'paid', '2026-10-02 09:15'), (2, 'MS-220', 3, 'shipped', '2026-10-05 14:00'),
  (1, 'HD-300', 2, 'new', '2026-11-01 08:30'), (4, 'MN-270', 1, 'cancelled', '2026-11-03 17:45');
COMMENT ON TABLE products IS 'Catalogue of items for sale';
COMMENT ON TABLE orders IS 'One row per order line';
COMMENT ON COLUMN customers.joined IS 'Date of the first purchase';
CREATE FUNCTION order_total(o orders) RETURNS numeric LANGUAGE sql STABLE AS
  $$ SELECT o.qty * p.price FROM products p WHERE p.sku = o.sku $$;
SQL

# Redis: empty (db 0 holds the BullMQ queues, db 1 the plain keys).
if ! redis-cli -p "$REDISPORT" ping >/dev/null 2>&1; then
  redis-server --port "$REDISPORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes --dir "$D" >/dev/null
  sleep 1
fi
redis-cli -p "$REDISPORT" flushall >/dev/null
echo "data in $D; postgres 127.0.0.1:$PGPORT/shop; redis 127.0.0.1:$REDISPORT"
