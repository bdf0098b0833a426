#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout7b servers read into DIR
# (default $HOME/mcpsurvey-heldout7b/data), deleting it first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout7b/data}"
rm -rf "$D"
mkdir -p "$D"/{inventory/{cmd/invctl,store,report},shop/src/{auth,cart,api},files/logs,files/conf,orch}

# --- a small Go module (gopls reads it) ---------------------------------
cat > "$D/inventory/go.mod" <<'G'
module example.com/inventory

go 1.22
G
cat > "$D/inventory/store/item.go" <<'G'
// Package store keeps stock items in memory.
package store

import (
	"errors"
	"sort"
)

// ErrNotFound is returned when a SKU is unknown.
var ErrNotFound = errors.New("store: sku not found")

// Item is one stock item.
type Item struct {
	SKU      string
	Name     string
	Quantity int
	PriceCts int64
}

// Store holds items by SKU.
type Store struct {
	items map[string]Item
}

// New returns an empty Store.
func New() *Store { return &Store{items: map[string]Item{}} }

// Put adds or replaces an item.
func (s *Store) Put(it Item) { s.items[it.SKU] = it }

// Get returns the item with the given SKU.
func (s *Store) Get(sku string) (Item, error) {
	it, ok := s.items[sku]
	if !ok {
		return Item{}, ErrNotFound
	}
	return it, nil
}

// Adjust changes the quantity of an item by delta.
func (s *Store) Adjust(sku string, delta int) error {
	it, err := s.Get(sku)
	if err != nil {
		return err
	}
	it.Quantity += delta
	s.items[sku] = it
	return nil
}

// List returns all items sorted by SKU.
func (s *Store) List() []Item {
	out := make([]Item, 0, len(s.items))
	for _, it := range s.items {
		out = append(out, it)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].SKU < out[j].SKU })
	return out
}
G
cat > "$D/inventory/store/value.go" <<'G'
package store

// TotalValue returns the stock value in cents.
func (s *Store) TotalValue() int64 {
	var total int64
	for _, it := range s.items {
		total += int64(it.Quantity) * it.PriceCts
	}
	return total
}

// LowStock returns the SKUs whose quantity is below min.
func (s *Store) LowStock(min int) []string {
	var skus []string
	for _, it := range s.List() {
		if it.Quantity < min {
			skus = append(skus, it.SKU)
		}
	}
	return skus
}
G
cat > "$D/inventory/report/report.go" <<'G'
// Package report formats stock reports.
package report

import (
	"fmt"
	"strings"

	"example.com/inventory/store"
)

// Summary is a short stock report.
type Summary struct {
	Items      int
	ValueCts   int64
	LowSKUs    []string
}

// Build computes the Summary of s.
func Build(s *store.Store, min int) Summary {
	return Summary{Items: len(s.List()), ValueCts: s.TotalValue(), LowSKUs: s.LowStock(min)}
}

// Text renders the summary as text.
func (r Summary) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "items: %d\n", r.Items)
	fmt.Fprintf(&b, "value: %d.%02d\n", r.ValueCts/100, r.ValueCts%100)
	fmt.Fprintf(&b, "low: %s\n", strings.Join(r.LowSKUs, ","))
	return b.String()
}

// Unused is left here on purpose.
func Unused(x int) int {
	y := x * 2
	return x
}
G
cat > "$D/inventory/cmd/invctl/main.go" <<'G'
package main

import (
	"fmt"
	"os"

	"example.com/inventory/report"
	"example.com/inventory/store"
)

func main() {
	s := store.New()
	s.Put(store.Item{SKU: "BOLT-M6", Name: "Bolt M6", Quantity: 140, PriceCts: 12})
	s.Put(store.Item{SKU: "NUT-M6", Name: "Nut M6", Quantity: 8, PriceCts: 5})
	s.Put(store.Item{SKU: "WASH-10", Name: "Washer 10mm", Quantity: 3, PriceCts: 2})
	if err := s.Adjust("BOLT-M8", 5); err != nil {
		fmt.Fprintln(os.Stderr, "adjust:", err)
	}
	fmt.Print(report.Build(s, 10).Text())
	var count int = "three"
	fmt.Println(count)
}
G

# --- a small JS project (agent-orchestrator scans it) ------------------
cat > "$D/shop/package.json" <<'J'
{
  "name": "shop",
  "version": "0.3.0",
  "private": true,
  "scripts": {"test": "vitest run", "build": "tsc -p ."},
  "dependencies": {"express": "^4.19.2", "pg": "^8.11.0", "jsonwebtoken": "^9.0.2"},
  "devDependencies": {"typescript": "^5.4.0", "vitest": "^1.6.0"}
}
J
echo '{"compilerOptions":{"strict":true,"target":"es2022","module":"nodenext","outDir":"dist"}}' > "$D/shop/tsconfig.json"
cat > "$D/shop/src/auth/jwt.ts" <<'J'
import jwt from "jsonwebtoken";
export function sign(user: string, secret: string): string {
  return jwt.sign({ sub: user }, secret, { expiresIn: "1h" });
}
J
cat > "$D/shop/src/auth/session.ts" <<'J'
export interface Session { id: string; user: string; expires: number }
export const sessions = new Map<string, Session>();
J
cat > "$D/shop/src/cart/cart.ts" <<'J'
export interface Line { sku: string; qty: number; price: number }
export function total(lines: Line[]): number {
  return lines.reduce((s, l) => s + l.qty * l.price, 0);
}
J
cat > "$D/shop/src/api/server.ts" <<'J'
import express from "express";
const app = express();
app.get("/health", (_req, res) => res.json({ ok: true }));
app.listen(8080);
J
echo "# Shop" > "$D/shop/README.md"

# --- plain files (the shell servers read them) -------------------------
cat > "$D/files/orders.csv" <<'C'
order_id,customer,region,total,status
A-1001,Hartmann GmbH,EU,1250.00,shipped
A-1002,Lindqvist AB,EU,89.90,pending
A-1003,Okafor Ltd,AF,432.15,shipped
A-1004,Brightwater Inc,NA,2210.00,cancelled
A-1005,Sato KK,AS,77.00,pending
C
cat > "$D/files/logs/app.log" <<'L'
2026-11-20T08:01:12Z INFO  server started port=8080
2026-11-20T08:01:15Z INFO  db connected pool=10
2026-11-20T08:03:40Z WARN  slow query ms=1840 table=orders
2026-11-20T08:05:02Z ERROR payment failed order=A-1004 code=card_declined
2026-11-20T08:05:09Z INFO  retry scheduled order=A-1004 in=30s
2026-11-20T08:07:33Z ERROR upstream timeout service=shipping after=5000ms
L
cat > "$D/files/conf/app.ini" <<'I'
[server]
host = 0.0.0.0
port = 8080
workers = 4

[database]
url = postgres://shop@localhost/shop
pool = 10
I
cat > "$D/files/conf/limits.env" <<'E'
MAX_UPLOAD_MB=25
RATE_LIMIT_RPS=40
SESSION_TTL=3600
E
printf 'alpha\nbravo\ncharlie\ndelta\necho\n' > "$D/files/words.txt"
cat > "$D/files/notes.md" <<'M'
# Release notes 0.3.0

- Cart totals are computed in cents
- JWT expiry is one hour
- The shipping client retries twice
M
touch -d '2026-11-01 10:00' "$D/files/orders.csv" "$D/files/words.txt" "$D/files/notes.md"

# --- the debuggee of mcp-nodejs-debugger (capture.sh runs it) ----------
mkdir -p "$D/dbg"
cat > "$D/dbg/app.js" <<'J'
const inventory = [
  { sku: "BOLT-M6", qty: 140 },
  { sku: "NUT-M6", qty: 8 },
  { sku: "WASH-10", qty: 3 },
];
globalThis.inventory = inventory;
let tick = 0;
setInterval(() => {
  tick++;
  console.log(`tick ${tick}: ${inventory.length} items`);
  if (tick % 3 === 0) console.warn("low stock: NUT-M6");
}, 500);
J
