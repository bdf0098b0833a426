#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout12b servers read into DIR
# (default $HOME/mcpsurvey-heldout12b/data), deleting it first.
#   mem/    memories' working folder (a git checkout of github.com/acme/shop)
#           and HOME (mem/home: its store, created by phase 1)
#   repo/   a small git repository with commits, staged and unstaged edits (diffprism)
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout12b/data}"
rm -rf "$D"
mkdir -p "$D/mem/home" "$D/repo"
# memories takes the project from the git remote of its working folder
git -C "$D/mem" init -q -b main .
git -C "$D/mem" remote add origin https://github.com/acme/shop.git
cd "$D/repo"
g() { git -c user.name="Dana Ortiz" -c user.email=dana@example.com "$@"; }
git init -q -b main .
mkdir -p src/cart src/api test docs
cat > src/cart/cart.js <<'JS'
export function total(items) {
  return items.reduce((sum, it) => sum + it.price * it.qty, 0);
}
JS
cat > src/api/server.js <<'JS'
import http from "node:http";
export function start(port) {
  return http.createServer((req, res) => res.end("ok")).listen(port);
}
JS
cat > package.json <<'JS'
{"name": "shop", "version": "1.0.0", "dependencies": {"express": "^4.19.0"}}
JS
printf '# Shop\n\nA tiny demo shop.\n' > README.md
g add -A && g commit -qm "Initial shop skeleton"
cat > test/cart.test.js <<'JS'
import { total } from "../src/cart/cart.js";
console.assert(total([{ price: 2, qty: 3 }]) === 6);
JS
g add -A && g commit -qm "Add cart test"
cat >> src/cart/cart.js <<'JS'
export function discount(sum, pct) {
  if (pct < 0 || pct > 100) throw new Error("bad pct");
  return sum - (sum * pct) / 100;
}
JS
printf '\n## Running\n\nnpm start\n' >> README.md
g add -A && g commit -qm "Add discount and docs"
# working copy: one staged change, two unstaged changes, one new file
sed -i 's/"ok"/"shop ok"/' src/api/server.js
g add src/api/server.js
cat > package.json <<'JS'
{"name": "shop", "version": "1.1.0", "dependencies": {"express": "^4.19.0", "zod": "^3.23.0"}}
JS
printf 'export const TAX_RATE = 0.21;\n' > src/cart/tax.js
sed -i 's/A tiny demo shop./A tiny demo shop with a cart and an API./' README.md
echo "data in $D"
