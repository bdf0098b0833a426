#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout8b servers read into DIR
# (default $HOME/mcpsurvey-heldout8b/data), deleting it first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout8b/data}"
rm -rf "$D"; mkdir -p "$D/cortex-home" "$D/sqlite-out"
sqlite3 "$D/library.db" <<'SQL'
CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT, born INTEGER);
CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL, author_id INTEGER REFERENCES authors(id), year INTEGER, pages INTEGER, genre TEXT, price REAL);
CREATE TABLE loans (id INTEGER PRIMARY KEY, book_id INTEGER REFERENCES books(id), member TEXT, loaned_on TEXT, returned_on TEXT);
CREATE INDEX idx_books_author ON books(author_id);
CREATE VIEW open_loans AS SELECT l.id, b.title, l.member, l.loaned_on FROM loans l JOIN books b ON b.id = l.book_id WHERE l.returned_on IS NULL;
INSERT INTO authors VALUES (1,'Ursula K. Le Guin','USA',1929),(2,'Stanisław Lem','Poland',1921),(3,'Octavia E. Butler','USA',1947),(4,'Liu Cixin','China',1963),(5,'Tove Jansson','Finland',1914);
INSERT INTO books VALUES
 (1,'The Left Hand of Darkness',1,1969,304,'sci-fi',12.5),
 (2,'The Dispossessed',1,1974,387,'sci-fi',13.0),
 (3,'Solaris',2,1961,204,'sci-fi',9.99),
 (4,'The Cyberiad',2,1965,295,'satire',11.25),
 (5,'Kindred',3,1979,264,'fiction',10.0),
 (6,'Parable of the Sower',3,1993,345,'sci-fi',14.75),
 (7,'The Three-Body Problem',4,2008,400,'sci-fi',16.2),
 (8,'The Summer Book',5,1972,172,'fiction',8.5),
 (9,'Comet in Moominland',5,1946,192,'children',7.0),
 (10,'A Wizard of Earthsea',1,1968,183,'fantasy',9.0);
INSERT INTO loans VALUES
 (1,3,'Priya Nair','2026-10-02','2026-10-20'),
 (2,7,'Tomas Berg','2026-11-01',NULL),
 (3,1,'Priya Nair','2026-11-05',NULL),
 (4,9,'Ana Souza','2026-09-14','2026-09-30'),
 (5,5,'Tomas Berg','2026-11-12',NULL),
 (6,2,'Lee Min-jun','2026-08-21','2026-09-02');
SQL

# storybook (forgekit-storybook-mcp): a small React component library.
P="$D/shop-ui"; mkdir -p "$P/.storybook" "$P/src/components" "$D/debug"
echo 'export default { stories: ["../src/**/*.stories.@(ts|tsx)"], framework: "@storybook/react-vite" };' > "$P/.storybook/main.ts"
echo '{"name":"shop-ui","version":"0.1.0","devDependencies":{"storybook":"^10.2.0","@storybook/react":"^10.2.0","@storybook/react-vite":"^10.2.0","react":"^18.3.0"}}' > "$P/package.json"
cat > "$P/src/components/Button.tsx" <<'TSX'
import React from 'react';
export interface ButtonProps {
  /** Visible label */
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
  onClick?: () => void;
}
export function Button({ label, variant = 'primary', size = 'md', disabled = false, onClick }: ButtonProps) {
  return <button className={`btn btn-${variant} btn-${size}`} disabled={disabled} onClick={onClick}>{label}</button>;
}
TSX
cat > "$P/src/components/PriceTag.tsx" <<'TSX'
import React from 'react';
export interface PriceTagProps {
  amount: number;
  currency?: string;
  discountPercent?: number;
}
export const PriceTag = ({ amount, currency = 'EUR', discountPercent }: PriceTagProps) => {
  const final = discountPercent ? amount * (1 - discountPercent / 100) : amount;
  return <span className="price">{final.toFixed(2)} {currency}</span>;
};
TSX
cat > "$P/src/components/CartSummary.tsx" <<'TSX'
import React, { useState } from 'react';
import { Button } from './Button';
import { PriceTag } from './PriceTag';
export interface CartItem { sku: string; name: string; qty: number; price: number }
export interface CartSummaryProps {
  items: CartItem[];
  onCheckout: (items: CartItem[]) => void;
  loading?: boolean;
}
export default function CartSummary({ items, onCheckout, loading }: CartSummaryProps) {
  const [open, setOpen] = useState(true);
  const total = items.reduce((s, i) => s + i.qty * i.price, 0);
  return (<div>{open && items.map(i => <div key={i.sku}>{i.name} x{i.qty}</div>)}<PriceTag amount={total} /><Button label="Checkout" disabled={loading} onClick={() => onCheckout(items)} /><Button label="Hide" variant="secondary" onClick={() => setOpen(false)} /></div>);
}
TSX
cat > "$P/src/components/Button.stories.tsx" <<'TSX'
import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './Button';
const meta: Meta<typeof Button> = { title: 'Components/Button', component: Button };
export default meta;
type Story = StoryObj<typeof Button>;
export const Primary: Story = { args: { label: 'Buy now' } };
export const Danger: Story = { args: { label: 'Delete', variant: 'danger' } };
TSX
cat > "$P/src/components/Badge.tsx" <<'TSX'
import React from 'react';
type Tone = 'info' | 'success' | 'warning';
export function Badge({ text, tone = 'info', count }: { text: string; tone?: Tone; count?: number }) {
  return <span className={`badge badge-${tone}`}>{text}{count !== undefined ? ` (${count})` : ''}</span>;
}
TSX
cat > "$P/src/components/Broken.stories.tsx" <<'TSX'
import { Badge } from './Badge';
export default { component: Badge };
export const One = { args: { text: 'New' } };
TSX
printf 'function total(items){\n  let sum = 0;\n  for (const it of items) sum += it.price * it.qty;\n  return sum;\n}\nconsole.log(total([{price: 2, qty: 3}]));\n' > "$D/debug/cart.js"
