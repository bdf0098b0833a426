#!/usr/bin/env bash
# setup-data.sh [DIR]: writes the data the heldout5b servers read into DIR
# (default $HOME/mcpsurvey-heldout5b/data), deleting it first:
#   claude/  Claude Code usage history for ccusage-mcp (mkclaude.py)
#   vt/      a small JS project with vitest tests (one failing on purpose)
#   code/    a small TypeScript shop project for vibgrate's code map
#   panda/, panda2/  two Panda CSS configs for panda-mcp (phase 1, phase 2)
#   astro/   an empty astrotask SQLite database (schema from the package)
#   home1/ ... home3/  agentaudit's HOME in phases 1-3 (MCP client configs)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NM="$HERE/node_modules"
D="${1:-$HOME/mcpsurvey-heldout5b/data}"
rm -rf "$D"; mkdir -p "$D"

python3 "$HERE/mkclaude.py" "$D/claude"

# vitest project
mkdir -p "$D/vt/src" "$D/vt/tests"; ln -s "$NM" "$D/vt/node_modules"
cat > "$D/vt/package.json" <<'EOF'
{"name":"cartkit","version":"1.0.0","type":"module","scripts":{"test":"vitest run"}}
EOF
cat > "$D/vt/vitest.config.js" <<'EOF'
export default { test: { include: ['tests/**/*.test.js'], coverage: { provider: 'v8' } } }
EOF
cat > "$D/vt/src/cart.js" <<'EOF'
export function subtotal(items) {
  return items.reduce((s, i) => s + i.price * i.qty, 0)
}
export function applyDiscount(total, code) {
  if (code === 'SAVE10') return total * 0.9
  if (code === 'HALF') return total / 2
  if (code === 'FREESHIP') return total
  return total
}
export function shipping(total, country) {
  if (country === 'NZ') return total > 100 ? 0 : 12
  if (country === 'AU') return 15
  return 25
}
EOF
cat > "$D/vt/src/slug.js" <<'EOF'
export function slugify(s) {
  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}
export function truncate(s, n) {
  if (s.length <= n) return s
  return s.slice(0, n - 1) + '…'
}
EOF
cat > "$D/vt/tests/cart.test.js" <<'EOF'
import { describe, it, expect } from 'vitest'
import { subtotal, applyDiscount, shipping } from '../src/cart.js'
describe('subtotal', () => {
  it('sums price times qty', () => { expect(subtotal([{ price: 5, qty: 2 }, { price: 1.5, qty: 4 }])).toBe(16) })
  it('is zero for an empty cart', () => { expect(subtotal([])).toBe(0) })
})
describe('applyDiscount', () => {
  it('takes 10% off with SAVE10', () => { expect(applyDiscount(200, 'SAVE10')).toBe(180) })
  it('halves with HALF', () => { expect(applyDiscount(80, 'HALF')).toBe(40) })
  it('rounds to cents', () => { expect(applyDiscount(19.99, 'SAVE10')).toBe(17.99) })
})
describe('shipping', () => {
  it('is free in NZ over 100', () => { expect(shipping(150, 'NZ')).toBe(0) })
  it('charges AU a flat 15', () => { expect(shipping(10, 'AU')).toBe(15) })
})
EOF
cat > "$D/vt/tests/slug.test.js" <<'EOF'
import { test, expect } from 'vitest'
import { slugify, truncate } from '../src/slug.js'
test('slugify lowercases and dashes', () => { expect(slugify('  Hello World! ')).toBe('hello-world') })
test('slugify keeps digits', () => { expect(slugify('Top 10 Tips')).toBe('top-10-tips') })
test('truncate adds an ellipsis', () => { expect(truncate('abcdefgh', 5)).toBe('abcd…') })
test.skip('truncate handles emoji', () => { expect(truncate('👍👍👍', 2)).toBe('👍…') })
EOF
cat > "$D/vt/tests/fail.test.js" <<'EOF'
import { test, expect } from 'vitest'
test('intentionally broken expectation', () => { expect({ a: 1, b: [1, 2] }).toEqual({ a: 1, b: [1, 3] }) })
EOF

# TypeScript shop project for vibgrate
mkdir -p "$D/code/src/inventory" "$D/code/src/orders" "$D/code/src/util" "$D/code/test"
cat > "$D/code/package.json" <<'EOF'
{"name":"tinyshop","version":"0.3.0","private":true,
 "dependencies":{"express":"^4.18.2","zod":"^3.22.4","lodash":"^4.17.21"},
 "devDependencies":{"typescript":"^5.4.0","vitest":"^1.6.0"}}
EOF
cat > "$D/code/src/util/money.ts" <<'EOF'
export function roundCents(x: number): number {
  return Math.round(x * 100) / 100
}
export function formatPrice(cents: number, currency = 'NZD'): string {
  return `${currency} ${(cents / 100).toFixed(2)}`
}
EOF
cat > "$D/code/src/inventory/stock.ts" <<'EOF'
import { roundCents } from '../util/money'
export interface Item { sku: string; name: string; price: number; qty: number }
const items = new Map<string, Item>()
export function addItem(item: Item): void { items.set(item.sku, item) }
export function getItem(sku: string): Item | undefined { return items.get(sku) }
export function reserve(sku: string, n: number): boolean {
  const it = items.get(sku)
  if (!it || it.qty < n) return false
  it.qty -= n
  return true
}
export function stockValue(): number {
  let v = 0
  for (const it of items.values()) v += it.price * it.qty
  return roundCents(v)
}
EOF
cat > "$D/code/src/orders/checkout.ts" <<'EOF'
import { getItem, reserve } from '../inventory/stock'
import { roundCents, formatPrice } from '../util/money'
export interface Line { sku: string; qty: number }
export function orderTotal(lines: Line[]): number {
  let t = 0
  for (const l of lines) {
    const it = getItem(l.sku)
    if (it) t += it.price * l.qty
  }
  return roundCents(t)
}
export function checkout(lines: Line[]): string {
  for (const l of lines) {
    if (!reserve(l.sku, l.qty)) throw new Error(`out of stock: ${l.sku}`)
  }
  return formatPrice(orderTotal(lines) * 100)
}
EOF
cat > "$D/code/src/orders/refund.ts" <<'EOF'
import { addItem, getItem } from '../inventory/stock'
import { orderTotal, Line } from './checkout'
export function refund(lines: Line[]): number {
  for (const l of lines) {
    const it = getItem(l.sku)
    if (it) addItem({ ...it, qty: it.qty + l.qty })
  }
  return orderTotal(lines)
}
EOF
cat > "$D/code/src/server.ts" <<'EOF'
import { checkout } from './orders/checkout'
import { refund } from './orders/refund'
import { stockValue } from './inventory/stock'
export function handle(path: string, body: any): unknown {
  if (path === '/checkout') return checkout(body.lines)
  if (path === '/refund') return refund(body.lines)
  if (path === '/stock') return stockValue()
  return null
}
EOF
cat > "$D/code/test/checkout.test.ts" <<'EOF'
import { addItem } from '../src/inventory/stock'
import { orderTotal, checkout } from '../src/orders/checkout'
addItem({ sku: 'SKU-1', name: 'Mug', price: 12.5, qty: 3 })
if (orderTotal([{ sku: 'SKU-1', qty: 2 }]) !== 25) throw new Error('total')
checkout([{ sku: 'SKU-1', qty: 1 }])
EOF

# Panda CSS projects (phase 1: panda, phase 2: panda2)
for p in panda panda2; do mkdir -p "$D/$p/src"; ln -s "$NM" "$D/$p/node_modules"; done
cat > "$D/panda/panda.config.mjs" <<'EOF'
const defineConfig = (c) => c
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{js,jsx,ts,tsx}'],
  exclude: [],
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: { 50: { value: '#eef6ff' }, 500: { value: '#2563eb' }, 900: { value: '#1e3a8a' } },
          moss: { value: '#5a7d3a' }
        },
        spacing: { gutter: { value: '18px' } },
        radii: { card: { value: '10px' } }
      },
      semanticTokens: {
        colors: {
          fg: { default: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } } },
          accent: { value: { base: '{colors.brand.500}', _dark: '{colors.brand.50}' } }
        }
      },
      recipes: {
        button: {
          className: 'button',
          description: 'The primary action button',
          base: { px: '4', py: '2', borderRadius: 'card' },
          variants: {
            size: { sm: { fontSize: 'sm' }, lg: { fontSize: 'lg', px: '6' } },
            tone: { solid: { bg: 'accent', color: 'white' }, ghost: { bg: 'transparent', color: 'accent' } }
          },
          defaultVariants: { size: 'sm', tone: 'solid' }
        }
      }
    }
  },
  outdir: 'styled-system'
})
EOF
cat > "$D/panda/src/App.tsx" <<'EOF'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
export const App = () => <div className={css({ p: 'gutter', color: 'fg', bg: 'brand.50' })}><button className={button({ size: 'lg' })}>Go</button></div>
EOF
cat > "$D/panda2/panda.config.mjs" <<'EOF'
const defineConfig = (c) => c
export default defineConfig({
  include: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      tokens: {
        colors: { ink: { value: '#111827' }, paper: { value: '#fdfcf7' }, signal: { value: '#e11d48' } },
        durations: { snappy: { value: '120ms' } }
      },
      semanticTokens: {
        colors: { danger: { value: { base: '{colors.signal}', _dark: '{colors.red.300}' } } },
        spacing: { page: { value: { base: '16px', md: '32px' } } }
      },
      keyframes: {
        pulseRing: { '0%': { transform: 'scale(0.9)', opacity: '1' }, '100%': { transform: 'scale(1.4)', opacity: '0' } },
        slideIn: { from: { transform: 'translateX(-8px)' }, to: { transform: 'translateX(0)' } }
      },
      textStyles: {
        headline: { description: 'Page titles', value: { fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.2' } },
        caption: { value: { fontSize: 'xs', letterSpacing: 'wide' } }
      },
      layerStyles: {
        card: { description: 'Raised surface', value: { bg: 'paper', borderRadius: 'lg', boxShadow: 'md' } },
        inset: { value: { bg: 'gray.100', borderWidth: '1px' } }
      },
      animationStyles: {
        attention: { description: 'Draws the eye', value: { animationName: 'pulseRing', animationDuration: 'slow' } }
      },
      recipes: {
        badge: {
          className: 'badge',
          base: { px: '2', borderRadius: 'full' },
          variants: { status: { ok: { bg: 'green.100' }, warn: { bg: 'amber.100' }, fail: { bg: 'red.100' } } },
          defaultVariants: { status: 'ok' }
        }
      }
    }
  },
  outdir: 'styled-system'
})
EOF
cat > "$D/panda2/src/Badge.tsx" <<'EOF'
import { css } from '../styled-system/css'
import { badge } from '../styled-system/recipes'
export const Badge = () => <span className={badge({ status: 'warn' })}><b className={css({ textStyle: 'caption', color: 'danger', p: 'page' })}>late</b></span>
EOF

# astrotask: an empty database with the package's own schema (its MCP
# server does not run the migrations itself)
mkdir -p "$D/astro"
sed 's/--> statement-breakpoint//' "$NM/@astrotask/core/migrations/drizzle-sqlite/0000_initial_schema.sql" | sqlite3 "$D/astro/astrotask.db"
# agentaudit's discover_servers reads the MCP client configs under HOME;
# one HOME per phase (home3 has none).
mkdir -p "$D/home1/.cursor" "$D/home1/.claude" "$D/home2/.vscode" "$D/home2/.codeium/windsurf" "$D/home3"
cat > "$D/home1/.cursor/mcp.json" <<'EOF'
{"mcpServers": {
  "notes": {"command": "npx", "args": ["-y", "quicknotes-mcp@1.2.0"]},
  "tracker": {"url": "https://tracker.example.com/mcp"},
  "local-tools": {"command": "node", "args": ["/opt/tools/server.js", "--stdio"], "env": {"TOOLS_TOKEN": "x"}}
}}
EOF
cat > "$D/home1/.claude/mcp.json" <<'EOF'
{"mcpServers": {
  "fs": {"command": "npx", "args": ["-y", "@acme/fs-mcp"]},
  "pyrun": {"command": "uvx", "args": ["pyrun-mcp==0.4.1"]}
}}
EOF
cat > "$D/home2/.vscode/mcp.json" <<'EOF'
{"servers": {
  "weather": {"type": "stdio", "command": "npx", "args": ["weather-now-mcp"]},
  "docs": {"type": "http", "url": "https://docs.example.org/mcp"}
}}
EOF
cat > "$D/home2/.codeium/windsurf/mcp_config.json" <<'EOF'
{"mcpServers": {
  "git-helper": {"command": "docker", "args": ["run", "-i", "--rm", "acme/git-helper:2.1"]}
}}
EOF
echo "data in $D"
