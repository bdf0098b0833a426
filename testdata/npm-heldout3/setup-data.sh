#!/usr/bin/env bash
# setup-data.sh DIR: writes the data the heldout3 servers read (a JS project,
# HTML pages, CSV files, a git repository, plain files) into DIR (default
# $HOME/mcpsurvey-heldout3), removing what an earlier run left there.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout3}"
rm -rf "$D"
mkdir -p "$D"/{jsproj/src/lib,html,csv,files/notes,files/config,ohno,tryll,drawio,libsql,astro}

# A small JS project with unused files, exports and dependencies (knip, ast-grep).
cat > "$D/jsproj/package.json" <<'J'
{
  "name": "inventory-app",
  "version": "1.2.0",
  "type": "module",
  "main": "src/index.js",
  "dependencies": {"lodash": "^4.17.21", "left-pad": "^1.3.0", "chalk": "^5.3.0"},
  "devDependencies": {"prettier": "^3.2.0"}
}
J
cat > "$D/jsproj/src/index.js" <<'J'
import { formatPrice, roundTo } from './lib/money.js';
import { loadItems } from './lib/store.js';

export async function main() {
  const items = await loadItems('items.json');
  for (const item of items) {
    console.log(item.name, formatPrice(item.price));
  }
  console.log('total', roundTo(items.reduce((s, i) => s + i.price, 0), 2));
}

main();
J
cat > "$D/jsproj/src/lib/money.js" <<'J'
export function formatPrice(value) {
  return '$' + value.toFixed(2);
}

export function roundTo(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function parsePrice(text) {
  var cleaned = text.replace('$', '');
  return parseFloat(cleaned);
}

export const CURRENCY = 'USD';
J
cat > "$D/jsproj/src/lib/store.js" <<'J'
import { readFile } from 'node:fs/promises';

export async function loadItems(path) {
  const text = await readFile(path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    console.error('bad items file', err);
    return [];
  }
}

export async function saveItems(path, items) {
  console.log('saving', items.length, 'items to', path);
}
J
cat > "$D/jsproj/src/legacy.js" <<'J'
var count = 0;
function bump() {
  count = count + 1;
  console.log('count is', count);
  return count;
}
export default bump;
J
cat > "$D/jsproj/src/helpers.ts" <<'J'
export interface Item { name: string; price: number; sku?: string }

export function byName(a: Item, b: Item): number {
  return a.name.localeCompare(b.name);
}

export class Inventory {
  private items: Item[] = [];
  add(item: Item): void { this.items.push(item); }
  total(): number { return this.items.reduce((s, i) => s + i.price, 0); }
}
J

# HTML pages with accessibility problems (accesslint).
cat > "$D/html/home.html" <<'H'
<!DOCTYPE html>
<html>
<head><title>Acme Store</title></head>
<body>
  <img src="logo.png">
  <a href="/cart"></a>
  <form><input type="text" name="q"><button></button></form>
  <p style="color:#aaa;background:#fff">Free shipping over $50</p>
</body>
</html>
H
cat > "$D/html/signup.html" <<'H'
<!DOCTYPE html>
<html lang="en">
<head><title>Sign up</title></head>
<body>
  <h1>Create an account</h1>
  <h3>Your details</h3>
  <input type="email" id="email">
  <input type="password" id="pw">
  <select id="country"><option>France</option><option>Japan</option></select>
  <div role="button">Submit</div>
  <img src="badge.png" alt="badge.png">
</body>
</html>
H
cat > "$D/html/about.html" <<'H'
<!DOCTYPE html>
<html lang="en">
<head><title>About us</title></head>
<body>
  <main>
    <h1>About Acme</h1>
    <p>Founded in 1999 in Lyon.</p>
    <img src="team.jpg" alt="The Acme team at the 2019 fair">
    <a href="/contact">Contact us</a>
  </main>
</body>
</html>
H

# CSV files (duckdb).
cat > "$D/csv/orders.csv" <<'C'
order_id,customer,country,amount,status,ordered_at
1001,Alice Martin,FR,120.50,shipped,2026-03-01
1002,Bob Chen,US,75.00,pending,2026-03-02
1003,Chiara Rossi,IT,310.25,shipped,2026-03-02
1004,Dmitri Ivanov,DE,42.10,cancelled,2026-03-04
1005,Alice Martin,FR,18.99,shipped,2026-03-05
1006,Emeka Obi,NG,220.00,pending,2026-03-07
1007,Bob Chen,US,99.95,shipped,2026-03-08
C
cat > "$D/csv/products.csv" <<'C'
sku,name,category,price,stock
A-100,Steel Kettle,kitchen,34.90,12
A-101,Cast Iron Pan,kitchen,49.00,0
B-200,Desk Lamp,office,27.50,40
B-201,Notebook A5,office,4.20,310
C-300,Yoga Mat,sport,22.00,18
C
cat > "$D/csv/cities.csv" <<'C'
city,country,population,founded
Lyon,FR,522250,-43
Osaka,JP,2752412,645
Porto,PT,231962,-300
Tromso,NO,77544,1794
C

# Plain files (filesystem).
printf 'Meeting notes 2026-03-10\n- budget approved\n- hire two engineers\n' > "$D/files/notes/meeting.md"
printf 'Groceries\n1. eggs\n2. rice\n3. lemons\n' > "$D/files/notes/todo.txt"
printf 'name: billing\nreplicas: 3\nimage: acme/billing:2.4.1\nport: 8080\n' > "$D/files/config/billing.yaml"
printf '{"service":"search","timeout_ms":2500,"retries":2,"regions":["eu-west","us-east"]}\n' > "$D/files/config/search.json"
printf 'id,label\n1,red\n2,green\n3,blue\n' > "$D/files/colors.csv"
printf 'The quick brown fox jumps over the lazy dog.\nPack my box with five dozen liquor jugs.\n' > "$D/files/pangrams.txt"

# A git repository with a few commits, a branch and a tag (git-mcp-go).
R="$D/repo"
mkdir -p "$R"
git -C "$R" init -q -b main
git -C "$R" config user.name "Ada Lovelace"
git -C "$R" config user.email ada@example.com
export GIT_AUTHOR_DATE="2026-02-01T10:00:00Z" GIT_COMMITTER_DATE="2026-02-01T10:00:00Z"
printf '# Weather station\n\nReads sensors and logs them.\n' > "$R/README.md"
git -C "$R" add README.md && git -C "$R" commit -q -m "Initial commit"
printf 'def read_temp():\n    return 21.5\n' > "$R/sensors.py"
GIT_AUTHOR_DATE="2026-02-03T09:30:00Z" GIT_COMMITTER_DATE="2026-02-03T09:30:00Z" git -C "$R" add sensors.py
GIT_AUTHOR_DATE="2026-02-03T09:30:00Z" GIT_COMMITTER_DATE="2026-02-03T09:30:00Z" git -C "$R" commit -q -m "Add temperature sensor"
git -C "$R" tag v0.1.0
git -C "$R" config user.name "Grace Hopper"
git -C "$R" config user.email grace@example.com
printf 'def read_temp():\n    return 21.5\n\ndef read_humidity():\n    return 0.43\n' > "$R/sensors.py"
GIT_AUTHOR_DATE="2026-02-05T14:00:00Z" GIT_COMMITTER_DATE="2026-02-05T14:00:00Z" git -C "$R" commit -q -am "Add humidity sensor"
git -C "$R" branch feature/logging
printf 'interval: 60\nunits: metric\n' > "$R/config.yaml"
GIT_AUTHOR_DATE="2026-02-07T08:15:00Z" GIT_COMMITTER_DATE="2026-02-07T08:15:00Z" git -C "$R" add config.yaml
GIT_AUTHOR_DATE="2026-02-07T08:15:00Z" GIT_COMMITTER_DATE="2026-02-07T08:15:00Z" git -C "$R" commit -q -m "Add config file"
printf 'logs/\n' > "$R/.gitignore"
printf '# Weather station\n\nReads sensors and logs them every minute.\n' > "$R/README.md"
# A second JS project for knip: one unused file and an unlisted dependency.
mkdir -p "$D/jsproj2/src"
printf '{"name":"tiny-cli","version":"0.3.1","type":"module","main":"src/cli.js","dependencies":{"commander":"^12.0.0","dayjs":"^1.11.0"}}\n' > "$D/jsproj2/package.json"
printf "import { parse } from './parse.js';\nimport yaml from 'yaml';\nconsole.log(parse(process.argv[2]), yaml);\n" > "$D/jsproj2/src/cli.js"
printf "export function parse(s) { return s.split(','); }\nexport function unparse(a) { return a.join(','); }\n" > "$D/jsproj2/src/parse.js"
printf "export const OLD = 1;\n" > "$D/jsproj2/src/old.js"

# The codegraph index of the first JS project.
if [ -n "${NM:-}" ] && [ -x "$NM/.bin/codegraph" ]; then
  (cd "$D/jsproj" && CODEGRAPH_NO_DAEMON=1 CODEGRAPH_TELEMETRY=0 "$NM/.bin/codegraph" init --yes >/dev/null)
fi
mkdir -p "$D/ohno/.ohno" "$D/cron"
echo "done: $D"
