#!/usr/bin/env bash
# setup-data.sh [DIR [NM]]: writes the data the heldout12a servers read into DIR
# (default $HOME/mcpsurvey-heldout12a/data), deleting it first; NM is the
# node_modules folder the Playwright test project links to.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout12a/data}"
rm -rf "$D"
mkdir -p "$D/tsproj/src/util" "$D/tsproj/src/services" "$D/tsproj/test" "$D/home"

# A small TypeScript project for the code-metrics server.
cat > "$D/tsproj/src/util/math.ts" <<'TS'
export function clamp(n: number, lo: number, hi: number): number {
  if (n < lo) return lo;
  if (n > hi) return hi;
  return n;
}

export function mean(xs: number[]): number {
  if (xs.length === 0) return 0;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

export const square = (x: number) => x * x;
TS
cat > "$D/tsproj/src/util/strings.ts" <<'TS'
export function slugify(s: string): string {
  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function truncate(s: string, n: number, tail = "..."): string {
  if (n <= 0) return "";
  if (s.length <= n) return s;
  return s.slice(0, Math.max(0, n - tail.length)) + tail;
}
TS
cat > "$D/tsproj/src/services/orders.ts" <<'TS'
import { mean } from "../util/math";

export interface Order { id: string; total: number; status: "open" | "paid" | "void"; items: number }

export class OrderBook {
  private orders: Order[] = [];

  add(o: Order): void {
    if (!o.id) throw new Error("id required");
    if (this.orders.some((x) => x.id === o.id)) throw new Error("duplicate " + o.id);
    this.orders.push(o);
  }

  settle(id: string): boolean {
    const o = this.orders.find((x) => x.id === id);
    if (!o) return false;
    if (o.status === "void") return false;
    if (o.status === "paid") return true;
    o.status = "paid";
    return true;
  }

  averageTotal(status?: Order["status"]): number {
    const sel = status ? this.orders.filter((o) => o.status === status) : this.orders;
    return mean(sel.map((o) => o.total));
  }

  classify(o: Order): string {
    switch (o.status) {
      case "open":
        return o.total > 1000 ? "large-open" : o.items > 10 ? "bulk-open" : "open";
      case "paid":
        return o.total > 1000 ? "large-paid" : "paid";
      default:
        return "void";
    }
  }
}
TS
cat > "$D/tsproj/src/services/pricing.ts" <<'TS'
import { clamp } from "../util/math";

export abstract class Rule { abstract apply(price: number, qty: number): number }

export class BulkDiscount extends Rule {
  constructor(private readonly threshold: number, private readonly pct: number) { super(); }
  apply(price: number, qty: number): number {
    if (qty >= this.threshold) {
      return price * (1 - clamp(this.pct, 0, 0.9));
    }
    return price;
  }
}

export class SeasonalDiscount extends BulkDiscount {
  apply(price: number, qty: number): number {
    const month = new Date().getMonth();
    const base = super.apply(price, qty);
    if (month === 11 || month === 0) return base * 0.95;
    if (month >= 5 && month <= 7) return base * 0.97;
    return base;
  }
}

export function quote(rules: Rule[], price: number, qty: number): number {
  let p = price;
  for (const r of rules) {
    p = r.apply(p, qty);
    if (p < 0) p = 0;
  }
  return Math.round(p * qty * 100) / 100;
}
TS
cat > "$D/tsproj/src/index.ts" <<'TS'
import { OrderBook } from "./services/orders";
import { quote, BulkDiscount } from "./services/pricing";

const book = new OrderBook();
book.add({ id: "A1", total: 120, status: "open", items: 2 });
console.log(quote([new BulkDiscount(10, 0.1)], 9.99, 12), book.averageTotal());
TS
cat > "$D/tsproj/test/orders.spec.ts" <<'TS'
import { OrderBook } from "../src/services/orders";

describe("OrderBook", () => {
  it("settles", () => {
    const b = new OrderBook();
    b.add({ id: "x", total: 1, status: "open", items: 1 });
    expect(b.settle("x")).toBe(true);
  });
});
TS

# A Playwright Test project with unit-style tests only (no browser needed)
# for the test-runner server. Its node_modules links to NM (arg 2).
mkdir -p "$D/pwproj/tests"
cat > "$D/pwproj/playwright.config.js" <<'JS'
// Unit-style tests only: no browser is needed.
const { defineConfig } = require('@playwright/test');
module.exports = defineConfig({ testDir: './tests', reporter: 'list', workers: 1 });
JS
cat > "$D/pwproj/tests/math.spec.js" <<'JS'
const { test, expect } = require('@playwright/test');
const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));
test.describe('clamp', () => {
  test('keeps values inside the range', () => { expect(clamp(5, 0, 10)).toBe(5); });
  test('raises values below the range', () => { expect(clamp(-3, 0, 10)).toBe(0); });
  test('lowers values above the range', () => { expect(clamp(42, 0, 10)).toBe(10); });
});
test('mean of an empty list is zero', () => {
  const mean = (xs) => xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
  expect(mean([])).toBe(0);
});
JS
cat > "$D/pwproj/tests/strings.spec.js" <<'JS'
const { test, expect } = require('@playwright/test');
const slugify = (s) => s.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
test('slugify joins words with dashes', () => { expect(slugify('Hello World')).toBe('hello-world'); });
test('slugify drops punctuation', () => { expect(slugify('Ship it!')).toBe('ship-it'); });
test('slugify keeps unicode letters', () => { expect(slugify('Crème brûlée')).toBe('creme-brulee'); });
test.skip('slugify handles emoji (not implemented)', () => {});
JS
cat > "$D/pwproj/tests/orders.spec.js" <<'JS'
const { test, expect } = require('@playwright/test');
test.describe('order totals', () => {
  const total = (items) => items.reduce((s, i) => s + i.price * i.qty, 0);
  test('sums line items', () => { expect(total([{ price: 2, qty: 3 }, { price: 1.5, qty: 2 }])).toBe(9); });
  test('empty order costs nothing', () => { expect(total([])).toBe(0); });
  test('applies a ten percent discount @slow', async () => {
    await new Promise((r) => setTimeout(r, 200));
    expect(Math.round(total([{ price: 10, qty: 1 }]) * 0.9 * 100) / 100).toBe(9);
  });
  test.fixme('rounds half cents', () => {});
});
JS
if [ -n "${2:-}" ]; then ln -sfn "$2" "$D/pwproj/node_modules"; fi

echo "data in $D"
