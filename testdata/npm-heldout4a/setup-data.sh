#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout4a servers read into DIR
# (default $HOME/mcpsurvey-heldout4a/data), deleting it first: a small
# TypeScript project (typescript-mcp, code-auditor, ripgrep), a notes and
# logs folder (ripgrep), a GraphQL schema (graphql-schema) and an empty
# git repository for dex's task store.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout4a/data}"
rm -rf "$D"
mkdir -p "$D/tsproj/src/lib" "$D/tsproj/src/api" "$D/notes/logs" "$D/graphql" "$D/dex"

cat > "$D/tsproj/package.json" <<'EOF'
{ "name": "shopcart", "version": "1.4.0", "private": true, "type": "module" }
EOF
cat > "$D/tsproj/tsconfig.json" <<'EOF'
{
  "compilerOptions": {
    "target": "ES2020", "module": "ES2020", "moduleResolution": "node",
    "strict": true, "outDir": "dist", "rootDir": "src"
  },
  "include": ["src"]
}
EOF
cat > "$D/tsproj/src/lib/money.ts" <<'EOF'
export const CURRENCY = "EUR";

export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(2) + " " + CURRENCY;
}

export function addTax(cents: number, rate: number): number {
  return Math.round(cents * (1 + rate));
}

export function discount(cents: number, percent: number): number {
  if (percent < 0 || percent > 100) {
    throw new Error("bad percent");
  }
  return Math.round(cents * (100 - percent) / 100);
}
EOF
cat > "$D/tsproj/src/lib/cart.ts" <<'EOF'
import { formatPrice, addTax } from "./money";

export interface CartItem {
  sku: string;
  name: string;
  priceCents: number;
  qty: number;
}

export class Cart {
  private items: CartItem[] = [];

  add(item: CartItem): void {
    const existing = this.items.find((i) => i.sku === item.sku);
    if (existing) {
      existing.qty += item.qty;
    } else {
      this.items.push(item);
    }
  }

  remove(sku: string): boolean {
    const before = this.items.length;
    this.items = this.items.filter((i) => i.sku !== sku);
    return this.items.length < before;
  }

  totalCents(): number {
    return this.items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
  }

  summary(taxRate: number): string {
    // TODO: show per-line totals
    const total = addTax(this.totalCents(), taxRate);
    console.log("cart total", total);
    return this.items.length + " items, " + formatPrice(total);
  }
}
EOF
cat > "$D/tsproj/src/lib/inventory.ts" <<'EOF'
import { CartItem } from "./cart";

export type Stock = Record<string, number>;

export class Inventory {
  constructor(private stock: Stock) {}

  available(sku: string): number {
    return this.stock[sku] ?? 0;
  }

  reserve(item: CartItem): boolean {
    var left = this.available(item.sku) - item.qty;
    if (left < 0) {
      console.log("out of stock", item.sku);
      return false;
    }
    this.stock[item.sku] = left;
    return true;
  }

  // FIXME: duplicated logic with reserve
  release(item: CartItem): void {
    var now = this.available(item.sku) + item.qty;
    this.stock[item.sku] = now;
  }
}
EOF
cat > "$D/tsproj/src/api/handlers.ts" <<'EOF'
import { Cart } from "../lib/cart";
import { Inventory } from "../lib/inventory";
import { formatPrice, discount } from "../lib/money";

const inventory = new Inventory({ "SKU-1": 10, "SKU-2": 0, "SKU-3": 4 });

export function handleAdd(cart: Cart, sku: string, qty: number): string {
  const item = { sku, name: sku.toLowerCase(), priceCents: 1999, qty };
  if (!inventory.reserve(item)) {
    return "unavailable";
  }
  cart.add(item);
  return "ok";
}

export function handleCheckout(cart: Cart, code?: string): string {
  let total = cart.totalCents();
  if (code === "SPRING10") {
    total = discount(total, 10);
  }
  // TODO: payment provider
  return formatPrice(total);
}

export async function handleQuote(cart: Cart, rate: number) {
  const password = "hunter2";
  console.log("quote", password);
  return cart.summary(rate);
}
EOF
cat > "$D/tsproj/src/index.ts" <<'EOF'
import { Cart } from "./lib/cart";
import { handleAdd, handleCheckout } from "./api/handlers";

const cart = new Cart();
handleAdd(cart, "SKU-1", 2);
handleAdd(cart, "SKU-3", 1);
console.log(handleCheckout(cart, "SPRING10"));
EOF

cat > "$D/notes/todo.md" <<'EOF'
# Release 1.5 checklist

- [x] Bump version in package.json
- [ ] Update CHANGELOG for the discount codes
- [ ] TODO: check the tax rounding with finance
- [ ] Tag the release and push the tag

Owner: Priya Raman
Due: 2026-12-04
EOF
cat > "$D/notes/meeting-2026-11-17.md" <<'EOF'
# Weekly sync, 2026-11-17

Attendees: Priya Raman, Tomas Novak, Lena Fischer

## Decisions
- Discount codes ship in 1.5 (SPRING10, WELCOME5).
- The inventory service keeps its own stock table.

## Action items
- Tomas: TODO write the migration for the stock table
- Lena: review the checkout error messages
EOF
cat > "$D/notes/logs/app-2026-11-20.log" <<'EOF'
2026-11-20T08:00:01Z INFO  server started on :8080
2026-11-20T08:02:13Z INFO  GET /cart 200 12ms
2026-11-20T08:02:15Z WARN  slow query: SELECT * FROM stock (812ms)
2026-11-20T08:05:42Z ERROR checkout failed: card declined (order 5521)
2026-11-20T08:06:10Z INFO  POST /checkout 200 45ms
2026-11-20T08:09:55Z ERROR checkout failed: timeout contacting payment provider (order 5523)
2026-11-20T08:10:00Z INFO  GET /health 200 1ms
EOF
cat > "$D/notes/logs/app-2026-11-21.log" <<'EOF'
2026-11-21T09:00:00Z INFO  server started on :8080
2026-11-21T09:14:27Z WARN  stock low for SKU-3 (2 left)
2026-11-21T09:20:03Z ERROR checkout failed: card declined (order 5602)
2026-11-21T09:31:44Z INFO  POST /checkout 200 51ms
EOF
cat > "$D/notes/config.yaml" <<'EOF'
server:
  port: 8080
  host: 0.0.0.0
database:
  url: postgres://localhost:5432/shop
  pool: 10
features:
  discounts: true
  giftcards: false
EOF

cat > "$D/graphql/schema.graphql" <<'EOF'
"""A bookstore API."""
schema {
  query: Query
  mutation: Mutation
}

scalar DateTime

enum Genre {
  FICTION
  HISTORY
  SCIENCE
  POETRY
}

enum OrderStatus {
  PENDING
  PAID
  SHIPPED
  CANCELLED
}

interface Node {
  id: ID!
}

"""Someone who wrote at least one book."""
type Author implements Node {
  id: ID!
  name: String!
  born: Int
  books(first: Int = 10): [Book!]!
}

type Book implements Node {
  id: ID!
  title: String!
  isbn: String!
  genre: Genre!
  priceCents: Int!
  author: Author!
  publishedAt: DateTime
  reviews: [Review!]!
}

type Review implements Node {
  id: ID!
  rating: Int!
  body: String
  book: Book!
}

type Order implements Node {
  id: ID!
  status: OrderStatus!
  lines: [OrderLine!]!
  totalCents: Int!
  createdAt: DateTime!
}

type OrderLine {
  book: Book!
  quantity: Int!
}

input OrderLineInput {
  bookId: ID!
  quantity: Int! = 1
}

input ReviewInput {
  bookId: ID!
  rating: Int!
  body: String
}

union SearchResult = Book | Author

type Query {
  "Look up one book by ID."
  book(id: ID!): Book
  "Books, optionally filtered by genre."
  books(genre: Genre, first: Int = 20, after: String): [Book!]!
  author(id: ID!): Author
  authors(nameContains: String): [Author!]!
  search(text: String!): [SearchResult!]!
  order(id: ID!): Order
  bestsellers(limit: Int = 5): [Book!]! @deprecated(reason: "Use books with a sort order.")
}

type Mutation {
  placeOrder(lines: [OrderLineInput!]!): Order!
  cancelOrder(id: ID!): Order
  addReview(input: ReviewInput!): Review!
}
EOF

git -C "$D/dex" init -q
git -C "$D/dex" -c user.email=a@example.com -c user.name=a commit -q --allow-empty -m init

# Two KiCad designs for netlist (universal-netlist): a project file, an empty
# root schematic and the committed netlist export (kicadsexpr) it reads.
python3 - "$D/pcb" <<'EOF'
import os, sys
root = sys.argv[1]

def comp(ref, value, desc, fields=(), dnp=False):
    f = "".join('\n        (field (name "%s") "%s")' % kv for kv in fields)
    p = '\n      (property (name "dnp"))' if dnp else ""
    return ('    (comp (ref "%s")\n      (value "%s")\n      (description "%s")\n      (fields%s)%s)\n'
            % (ref, value, desc, f, p))

def net(code, name, nodes):
    n = "".join('\n      (node (ref "%s") (pin "%s")%s)' % (r, p, ' (pinfunction "%s")' % fn if fn else "")
                for r, p, fn in nodes)
    return '    (net (code "%d") (name "%s")%s)\n' % (code, name, n)

def design(name, comps, nets):
    d = os.path.join(root, name)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, name + ".kicad_pro"), "w").write('{"meta": {"filename": "%s.kicad_pro", "version": 1}}\n' % name)
    open(os.path.join(d, name + ".kicad_sch"), "w").write('(kicad_sch (version 20231120) (generator "eeschema"))\n')
    body = '(export (version "E")\n  (design\n    (source "%s.kicad_sch")\n    (tool "Eeschema 8.0.4"))\n  (components\n' % name
    body += "".join(comps) + "  )\n  (nets\n" + "".join(net(i + 1, n, nodes) for i, (n, nodes) in enumerate(nets)) + "  ))\n"
    open(os.path.join(d, name + ".net"), "w").write(body)

MFR, MPN = "Manufacturer", "MPN"
design("blinky", [
    comp("U1", "AMS1117-3.3", "1A Low Dropout regulator, positive, 3.3V fixed output", [(MPN, "AMS1117-3.3"), (MFR, "Advanced Monolithic Systems")]),
    comp("U2", "ATtiny85-20S", "20MHz, 8kB Flash, 512B SRAM, 512B EEPROM, debugWIRE, SOIC-8", [(MPN, "ATTINY85-20SU"), (MFR, "Microchip")]),
    comp("C1", "10uF", "Unpolarized capacitor", [(MPN, "GRM21BR61E106KA73L"), (MFR, "Murata")]),
    comp("C2", "10uF", "Unpolarized capacitor", [(MPN, "GRM21BR61E106KA73L"), (MFR, "Murata")]),
    comp("C3", "100nF", "Unpolarized capacitor", [(MPN, "CL10B104KB8NNNC"), (MFR, "Samsung")]),
    comp("R1", "10k", "Resistor", [(MPN, "RC0603FR-0710KL"), (MFR, "Yageo")]),
    comp("R2", "330", "Resistor", [(MPN, "RC0603FR-07330RL"), (MFR, "Yageo")]),
    comp("R3", "4.7k", "Resistor", [(MPN, "RC0603FR-074K7L"), (MFR, "Yageo")]),
    comp("R4", "4.7k", "Resistor", [(MPN, "RC0603FR-074K7L"), (MFR, "Yageo")]),
    comp("R5", "0", "Resistor", [(MPN, "RC0603JR-070RL"), (MFR, "Yageo")], dnp=True),
    comp("D1", "RED", "Light emitting diode", [(MPN, "LTST-C191KRKT"), (MFR, "Lite-On")]),
    comp("J1", "Conn_01x04", "Generic connector, single row, 01x04, I2C header", []),
    comp("J2", "Conn_01x02", "Generic connector, single row, 01x02, 5V input", []),
], [
    ("GND", [("U1", "1", "GND"), ("U2", "4", "GND"), ("C1", "2", ""), ("C2", "2", ""), ("C3", "2", ""), ("D1", "1", "K"), ("J1", "2", "Pin_2"), ("J2", "2", "Pin_2")]),
    ("+5V", [("U1", "3", "VI"), ("C1", "1", ""), ("J2", "1", "Pin_1")]),
    ("+3V3", [("U1", "2", "VO"), ("U2", "8", "VCC"), ("C2", "1", ""), ("C3", "1", ""), ("R1", "1", ""), ("R3", "1", ""), ("R4", "1", ""), ("J1", "1", "Pin_1")]),
    ("/RESET", [("U2", "1", "PB5"), ("R1", "2", "")]),
    ("/SDA", [("U2", "5", "PB0"), ("R3", "2", ""), ("J1", "3", "Pin_3")]),
    ("/SCL", [("U2", "7", "PB2"), ("R4", "2", ""), ("J1", "4", "Pin_4")]),
    ("/LED", [("U2", "6", "PB1"), ("R2", "1", ""), ("R5", "1", "")]),
    ("Net-(D1-A)", [("D1", "2", "A"), ("R2", "2", "")]),
    ("/SPARE", [("R5", "2", "")]),
    ("unconnected-(U2-PB3-Pad2)", [("U2", "2", "PB3")]),
    ("unconnected-(U2-PB4-Pad3)", [("U2", "3", "PB4")]),
])
design("usb-power", [
    comp("J1", "USB_C_Receptacle_USB2.0", "USB 2.0-only Type-C receptacle", [(MPN, "TYPE-C-31-M-12"), (MFR, "Korean Hroparts")]),
    comp("F1", "500mA", "Resettable fuse, polymeric positive temperature coefficient", [(MPN, "0ZCJ0050AF2E"), (MFR, "Bel Fuse")]),
    comp("D1", "SMAJ5.0A", "TVS diode, 5V standoff", [(MPN, "SMAJ5.0A"), (MFR, "Littelfuse")]),
    comp("R1", "5.1k", "Resistor", [(MPN, "RC0402FR-075K1L"), (MFR, "Yageo")]),
    comp("R2", "5.1k", "Resistor", [(MPN, "RC0402FR-075K1L"), (MFR, "Yageo")]),
    comp("C1", "22uF", "Unpolarized capacitor", [(MPN, "GRM21BR61A226ME44L"), (MFR, "Murata")]),
    comp("J2", "Conn_01x02", "Generic connector, single row, 01x02, 5V output", []),
], [
    ("VBUS", [("J1", "A4", "VBUS"), ("J1", "B4", "VBUS"), ("F1", "1", "")]),
    ("+5V", [("F1", "2", ""), ("D1", "1", "K"), ("C1", "1", ""), ("J2", "1", "Pin_1")]),
    ("GND", [("J1", "A1", "GND"), ("J1", "B1", "GND"), ("D1", "2", "A"), ("C1", "2", ""), ("R1", "2", ""), ("R2", "2", ""), ("J2", "2", "Pin_2")]),
    ("/CC1", [("J1", "A5", "CC1"), ("R1", "1", "")]),
    ("/CC2", [("J1", "B5", "CC2"), ("R2", "1", "")]),
    ("/D+", [("J1", "A6", "D+"), ("J1", "B6", "D+")]),
    ("/D-", [("J1", "A7", "D-"), ("J1", "B7", "D-")]),
])
EOF
# Copies for the servers that write: context-manager writes context files
# into its projects, typescript's rename/move/delete tools edit theirs.
mkdir -p "$D/ctx"
cp -r "$D/tsproj" "$D/ctx/shopcart"
cp -r "$D/notes" "$D/ctx/notes"
cp -r "$D/tsproj" "$D/tsproj-edit"

# A second GraphQL schema (an issue tracker) for graphql-schema's phase 3.
cat > "$D/graphql/tracker.graphql" <<'EOF'
scalar Date

enum Priority { LOW MEDIUM HIGH URGENT }

type User {
  login: String!
  displayName: String
  email: String
}

type Label {
  name: String!
  color: String!
}

type Comment {
  id: ID!
  author: User!
  body: String!
  createdAt: Date!
}

type Issue {
  id: ID!
  number: Int!
  title: String!
  state: IssueState!
  priority: Priority
  assignees: [User!]!
  labels: [Label!]!
  comments(last: Int): [Comment!]!
  dueOn: Date
}

enum IssueState { OPEN CLOSED }

input IssueFilter {
  state: IssueState
  label: String
  assignee: String
}

type Query {
  issue(number: Int!): Issue
  issues(filter: IssueFilter, first: Int = 30): [Issue!]!
  labels: [Label!]!
  viewer: User!
}

type Mutation {
  createIssue(title: String!, body: String, labels: [String!]): Issue!
  closeIssue(number: Int!): Issue
  addComment(issueNumber: Int!, body: String!): Comment!
  setPriority(number: Int!, priority: Priority!): Issue
}
EOF

echo "data in $D"
