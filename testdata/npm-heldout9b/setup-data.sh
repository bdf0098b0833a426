#!/usr/bin/env bash
# setup-data.sh [DIR]: writes the data the heldout9b servers read into DIR
# (default $HOME/mcpsurvey-heldout9b/data), deleting it first:
#   site/       a small static web site (served on 127.0.0.1 for fetch and readpage)
#   drawio/     a .drawio file with three pages (drawio)
#   nxws/       a four-project npm-workspaces Nx monorepo (nx), git-initialised
#   autotel/    an OTel telemetry fixture: traces, metrics, logs (autotel)
#   pdf-home/   HOME of the pdf server (it stores its PDFs under ~/.mcp-z)
# Needs: npm ci here first (nxws links this folder's node_modules/nx), git.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
D="${1:-$HOME/mcpsurvey-heldout9b/data}"
rm -rf "$D"
mkdir -p "$D/site/api" "$D/site/docs" "$D/site/news" "$D/drawio" "$D/autotel" "$D/pdf-home" "$D/pdf-out"

# --- site -------------------------------------------------------------------
cat > "$D/site/index.html" <<'EOF'
<!doctype html><html><head><title>Harbor Tools Co-op</title><meta name="description" content="Community tool library in Portside"></head>
<body><header><nav><a href="/">Home</a> <a href="/catalog.html">Catalog</a> <a href="/docs/borrowing.html">Borrowing rules</a></nav></header>
<main><h1>Harbor Tools Co-op</h1>
<p>We lend hand and power tools to members of the Portside neighbourhood. Open Tuesday to Saturday, 10:00 to 18:00.</p>
<h2>Opening hours</h2>
<ul><li>Tuesday: 10:00 - 18:00</li><li>Wednesday: 10:00 - 18:00</li><li>Saturday: 09:00 - 14:00</li></ul>
<h2>Contact</h2><p>Email: desk@harbortools.example<br>Phone: +44 20 7946 0321</p>
</main><footer>&copy; 2026 Harbor Tools Co-op</footer></body></html>
EOF
cat > "$D/site/catalog.html" <<'EOF'
<!doctype html><html><head><title>Catalog - Harbor Tools Co-op</title></head><body>
<h1>Tool catalog</h1>
<table><thead><tr><th>Code</th><th>Tool</th><th>Category</th><th>Deposit</th><th>Available</th></tr></thead>
<tbody>
<tr><td>HT-101</td><td>Cordless drill 18V</td><td>Power</td><td>£25</td><td>yes</td></tr>
<tr><td>HT-102</td><td>Orbital sander</td><td>Power</td><td>£20</td><td>no</td></tr>
<tr><td>HT-205</td><td>Pipe wrench 14in</td><td>Plumbing</td><td>£5</td><td>yes</td></tr>
<tr><td>HT-310</td><td>Ladder 3.5 m</td><td>Access</td><td>£15</td><td>yes</td></tr>
<tr><td>HT-412</td><td>Tile cutter</td><td>Masonry</td><td>£30</td><td>no</td></tr>
</tbody></table>
<p>Deposits are refunded on return.</p></body></html>
EOF
cat > "$D/site/docs/borrowing.html" <<'EOF'
<!doctype html><html><head><title>Borrowing rules</title></head><body><article>
<h1>Borrowing rules</h1>
<p>Last updated: 3 March 2026</p>
<h2>Loan periods</h2>
<ol><li>Hand tools: 7 days</li><li>Power tools: 3 days</li><li>Ladders and access equipment: 2 days</li></ol>
<h2>Fees</h2>
<dl><dt>Late return</dt><dd>£2 per day</dd><dt>Lost tool</dt><dd>Full replacement cost</dd><dt>Cleaning</dt><dd>£5</dd></dl>
<blockquote>Please return tools clean and charged.</blockquote>
<pre><code>member id: HT-M-0042
limit: 3 tools at once</code></pre>
</article></body></html>
EOF
cat > "$D/site/docs/faq.html" <<'EOF'
<!doctype html><html><head><title>FAQ</title></head><body><main>
<h1>Frequently asked questions</h1>
<h3>Who can join?</h3><p>Anyone living or working in Portside. Membership is £12 a year.</p>
<h3>Can I reserve a tool?</h3><p>Yes, up to 14 days ahead, by email or at the desk.</p>
<h3>Do you deliver?</h3><p>No. Cargo bikes can be borrowed for bulky items.</p>
</main></body></html>
EOF
cat > "$D/site/docs/volunteers.html" <<'EOF'
<!doctype html><html><head><title>Volunteers</title></head><body>
<h1>Volunteer team</h1>
<ul>
<li><strong>Priya Shah</strong> - desk lead - <a href="mailto:priya@harbortools.example">priya@harbortools.example</a></li>
<li><strong>Tom Okafor</strong> - repairs - <a href="mailto:tom@harbortools.example">tom@harbortools.example</a></li>
<li><strong>Aisha Rahman</strong> - inventory - <a href="mailto:aisha@harbortools.example">aisha@harbortools.example</a></li>
<li><strong>Marek Nowak</strong> - workshops - <a href="mailto:marek@harbortools.example">marek@harbortools.example</a></li>
</ul></body></html>
EOF
cat > "$D/site/news/2026-11-repair-cafe.html" <<'EOF'
<!doctype html><html><head><title>Repair cafe returns</title></head><body><article>
<h1>Repair cafe returns on 6 December</h1>
<p class="byline">Posted by Marek Nowak on 18 November 2026</p>
<p>After a summer break the repair cafe is back. Bring a broken lamp, toaster or bike and our volunteers will help you fix it. Coffee and cake are on the house, and there is a spare parts table for small items such as fuses, washers and cables.</p>
<p>Sessions run from 10:00 to 13:00 in the back workshop. No booking is needed, but large items should be announced at the desk a day before.</p>
</article></body></html>
EOF
cat > "$D/site/api/tools.json" <<'EOF'
{"count":3,"tools":[{"code":"HT-101","name":"Cordless drill 18V","available":true,"deposit":25},{"code":"HT-205","name":"Pipe wrench 14in","available":true,"deposit":5},{"code":"HT-412","name":"Tile cutter","available":false,"deposit":30}]}
EOF
cat > "$D/site/notes.txt" <<'EOF'
Volunteer rota - week 48
Tue: Priya, Tom
Wed: Aisha
Sat: Marek, Jo
Stocktake due: 2026-12-06
EOF
cat > "$D/site/members.csv" <<'EOF'
id,name,joined,tools_borrowed
M-0042,Priya Shah,2024-05-11,17
M-0057,Tom Okafor,2025-01-20,4
M-0061,Aisha Rahman,2025-03-02,9
EOF

cat > "$D/site/stock.html" <<'EOF'
<!doctype html><html><head><title>Stock check</title></head><body>
<h1>Stock check, 20 November 2026</h1>
<table><tr><th>Shelf</th><th>Items</th><th>Missing</th></tr>
<tr><td>A1</td><td>24</td><td>0</td></tr>
<tr><td>A2</td><td>31</td><td>2</td></tr>
<tr><td>B1</td><td>12</td><td>1</td></tr>
</table></body></html>
EOF
cat > "$D/site/events.html" <<'EOF'
<!doctype html><html><head><title>Events</title></head><body>
<h1>Upcoming events</h1>
<ul>
<li>6 December 2026 - Repair cafe - back workshop</li>
<li>13 December 2026 - Intro to woodturning - main hall</li>
<li>10 January 2027 - Annual members meeting - community centre</li>
</ul></body></html>
EOF
cat > "$D/site/docs/status.html" <<'EOF'
<!doctype html><html><head><title>Desk status</title></head><body>
<h1>Desk status</h1>
<p><b>Open now:</b> yes</p>
<p><b>Tools out on loan:</b> 46</p>
<p><b>Overdue:</b> 3</p>
<p><b>Next delivery:</b> 28 November 2026</p>
</body></html>
EOF
cat > "$D/site/about.txt" <<'EOF'
Harbor Tools Co-op started in 2019 when a few neighbours pooled their drills and ladders in a garage. Today the co-op has more than 300 members and a shop front on Quay Street, run entirely by volunteers.
EOF

# --- drawio -----------------------------------------------------------------
cat > "$D/drawio/network.drawio" <<'EOF'
<mxfile host="app.diagrams.net" version="24.7.5">
  <diagram id="p1" name="Office LAN">
    <mxGraphModel dx="1000" dy="600" grid="1" gridSize="10">
      <root>
        <mxCell id="0"/>
        <mxCell id="1" parent="0"/>
        <mxCell id="fw" value="Firewall" style="rounded=1;fillColor=#f8cecc;" vertex="1" parent="1"><mxGeometry x="40" y="40" width="120" height="60" as="geometry"/></mxCell>
        <mxCell id="sw" value="Core switch" style="rounded=1;" vertex="1" parent="1"><mxGeometry x="240" y="40" width="120" height="60" as="geometry"/></mxCell>
        <mxCell id="e1" edge="1" source="fw" target="sw" parent="1"><mxGeometry relative="1" as="geometry"/></mxCell>
      </root>
    </mxGraphModel>
  </diagram>
  <diagram id="p2" name="Rack layout">
    <mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="r1" value="Rack A" style="shape=rect;" vertex="1" parent="1"><mxGeometry x="10" y="10" width="80" height="200" as="geometry"/></mxCell></root></mxGraphModel>
  </diagram>
  <diagram id="p3" name="Wi-Fi plan">
    <mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/></root></mxGraphModel>
  </diagram>
</mxfile>
EOF
cat > "$D/drawio/orgchart.drawio" <<'EOF'
<mxfile host="app.diagrams.net">
  <diagram id="org" name="Board">
    <mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="c" value="Chair" vertex="1" parent="1"><mxGeometry x="100" y="20" width="100" height="40" as="geometry"/></mxCell><mxCell id="t" value="Treasurer" vertex="1" parent="1"><mxGeometry x="20" y="120" width="100" height="40" as="geometry"/></mxCell></root></mxGraphModel>
  </diagram>
</mxfile>
EOF

# --- nx workspace -----------------------------------------------------------
W="$D/nxws"
mkdir -p "$W/apps/storefront/src" "$W/apps/admin/src" "$W/libs/ui/src" "$W/libs/data-access/src" "$W/node_modules"
cat > "$W/package.json" <<'EOF'
{"name":"shopmono","version":"0.0.0","private":true,"workspaces":["apps/*","libs/*"],"devDependencies":{"nx":"22.6.1"}}
EOF
cat > "$W/nx.json" <<'EOF'
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "namedInputs": {"default": ["{projectRoot}/**/*"], "production": ["default", "!{projectRoot}/**/*.spec.ts"]},
  "targetDefaults": {"build": {"dependsOn": ["^build"], "cache": true}, "test": {"cache": true}},
  "defaultBase": "main"
}
EOF
for p in storefront admin; do
  cat > "$W/apps/$p/package.json" <<EOF
{"name":"@shop/$p","version":"1.2.0","private":true,"dependencies":{"@shop/ui":"*","@shop/data-access":"*"},"scripts":{"build":"echo build $p","test":"echo test $p","serve":"echo serve $p"}}
EOF
  echo "export const app = '$p';" > "$W/apps/$p/src/main.ts"
done
cat > "$W/apps/admin/project.json" <<'EOF'
{"name":"@shop/admin","tags":["scope:admin","type:app"],"targets":{"e2e":{"command":"echo e2e admin","dependsOn":["build"]}}}
EOF
cat > "$W/libs/ui/package.json" <<'EOF'
{"name":"@shop/ui","version":"0.4.1","private":true,"scripts":{"build":"echo build ui","lint":"echo lint ui"}}
EOF
cat > "$W/libs/ui/project.json" <<'EOF'
{"name":"@shop/ui","tags":["scope:shared","type:ui"],"targets":{"storybook":{"command":"echo storybook"}}}
EOF
cat > "$W/libs/data-access/package.json" <<'EOF'
{"name":"@shop/data-access","version":"0.9.0","private":true,"dependencies":{"@shop/ui":"*"},"scripts":{"build":"echo build data","test":"echo test data"}}
EOF
echo "export const Button = () => 'btn';" > "$W/libs/ui/src/index.ts"
echo "import '@shop/ui'; export const load = () => [];" > "$W/libs/data-access/src/index.ts"
ln -s "$HERE/node_modules/nx" "$W/node_modules/nx"
mkdir -p "$W/node_modules/@shop"
ln -s ../../apps/storefront "$W/node_modules/@shop/storefront"
ln -s ../../apps/admin "$W/node_modules/@shop/admin"
ln -s ../../libs/ui "$W/node_modules/@shop/ui"
ln -s ../../libs/data-access "$W/node_modules/@shop/data-access"
printf 'node_modules\n.nx\n' > "$W/.gitignore"
(cd "$W" && git init -q -b main . && git add -A && git -c user.email=ci@example.com -c user.name=ci commit -qm init)

# --- autotel fixture --------------------------------------------------------
cp "$HERE/telemetry.json" "$D/autotel/telemetry.json"
echo "data in $D"
