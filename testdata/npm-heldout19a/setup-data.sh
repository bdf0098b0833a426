#!/usr/bin/env bash
# setup-data.sh DIR: writes, deleting DIR first, the local data of the
# heldout19a servers: the small web site puppeteer-mcp-claude reads (served
# on 127.0.0.1 by capture.sh), two draw.io files for
# @next-ai-drawio/mcp-server, a small Next.js app for next-devtools-mcp
# (capture.sh links its node_modules and runs `next dev`) and a no-op
# xdg-open for claude-mermaid. The Opik and Currents stand-ins
# (standin.py) keep their data in the script itself.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout19a/data}"
rm -rf "$D"
mkdir -p "$D/site/api" "$D/out" "$D/home" "$D/bin"
S="$D/site"

cat > "$S/index.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Linden Street Library</title></head>
<body>
<header><nav><a href="/index.html">Home</a> | <a href="/catalog.html">Catalogue</a> | <a href="/events.html">Events</a> | <a href="/staff.html">Staff</a> | <a href="/branches.html">Branches</a></nav></header>
<main>
<h1>Linden Street Library</h1>
<p>A neighbourhood library with 41,200 items, a maker corner and free study rooms.</p>
<h2>News</h2>
<ul id="news">
<li><a href="/events.html#storytime">Storytime moves to Saturdays</a> — from 6 December, 10:30 in the children's room</li>
<li><a href="/catalog.html">New: 120 graphic novels</a> — donated by the Elm Road book club</li>
<li><a href="/branches.html">Harbour branch closed 22–24 December</a> — floor repairs</li>
</ul>
<h2>Opening hours</h2>
<dl id="hours"><dt>Monday–Thursday</dt><dd>09:00–20:00</dd><dt>Friday</dt><dd>09:00–18:00</dd><dt>Saturday</dt><dd>10:00–16:00</dd><dt>Sunday</dt><dd>closed</dd></dl>
<p><input id="q" placeholder="Search the catalogue"> <button id="go" onclick="document.getElementById('res').textContent='3 results for ' + document.getElementById('q').value">Search</button></p>
<p id="res"></p>
</main>
<footer>Linden Street Library · 14 Linden Street · <a href="mailto:desk@lindenlib.example">desk@lindenlib.example</a> · 0161 555 0142</footer>
</body></html>
EOF

cat > "$S/catalog.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Catalogue — new arrivals</title></head>
<body>
<nav><a href="/index.html">Home</a></nav>
<main>
<h1>New arrivals</h1>
<table id="books">
<thead><tr><th>Call no.</th><th>Title</th><th>Author</th><th>Year</th><th>Copies</th><th>Status</th></tr></thead>
<tbody>
<tr><td>823.92 OKO</td><td>The River Between Us</td><td>Adaeze Okonkwo</td><td>2025</td><td>3</td><td>available</td></tr>
<tr><td>641.5 LAR</td><td>Bread for Beginners</td><td>Mette Larsen</td><td>2024</td><td>2</td><td>on loan</td></tr>
<tr><td>005.13 PAT</td><td>Learning Rust the Slow Way</td><td>Ravi Patel</td><td>2026</td><td>1</td><td>reserved</td></tr>
<tr><td>912 HOL</td><td>Atlas of Small Islands</td><td>Judith Holm</td><td>2023</td><td>2</td><td>available</td></tr>
<tr><td>741.5 MOR</td><td>Night Trains (graphic novel)</td><td>Léa Moreau</td><td>2025</td><td>4</td><td>available</td></tr>
</tbody></table>
<p><label><input type="checkbox" id="avail"> Show only available</label></p>
<p><select id="sort"><option value="title">Sort by title</option><option value="year">Sort by year</option><option value="author">Sort by author</option></select></p>
</main>
</body></html>
EOF

cat > "$S/events.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Events at Linden Street</title>
<script>
console.log("events page ready");
console.warn("room booking feed is 3 days old");
fetch("/api/events.json").then(r => r.json()).then(d => console.log("loaded " + d.events.length + " events"));
fetch("/api/waitlist.json").then(r => { if (!r.ok) console.error("waitlist failed: " + r.status); });
</script></head>
<body>
<main>
<h1>Events</h1>
<h2 id="storytime">Storytime</h2>
<p>Saturday 10:30–11:15 · ages 3–6 · free</p>
<h2 id="repair">Repair café</h2>
<p>Second Wednesday 18:00–20:30 · bring one item · donations welcome</p>
<h2 id="code">Code club</h2>
<p>Thursday 16:00–17:30 · ages 10–14 · 12 places</p>
<form id="signup" onsubmit="event.preventDefault(); document.getElementById('done').textContent = 'Booked: ' + this.name.value + ' for ' + this.event.value + (this.reminder.checked ? ' (reminder on)' : '');">
<label>Name <input name="name" id="name"></label>
<label>Email <input name="email" id="email" type="email"></label>
<label>Event <select name="event" id="event"><option value="storytime">Storytime</option><option value="repair">Repair café</option><option value="code">Code club</option></select></label>
<label><input type="checkbox" name="reminder" id="reminder"> Email reminder</label>
<button type="submit" id="book">Book a place</button>
</form>
<p id="done"></p>
</main>
</body></html>
EOF

cat > "$S/staff.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Staff</title></head>
<body>
<main>
<h1>Who works here</h1>
<ul class="people">
<li><strong>Grace Achterberg</strong> — branch manager, <a href="mailto:grace@lindenlib.example">grace@lindenlib.example</a>, weekdays</li>
<li><strong>Omar Said</strong> — children's librarian, <a href="mailto:omar@lindenlib.example">omar@lindenlib.example</a>, Tuesday to Saturday</li>
<li><strong>Hanna Virtanen</strong> — digital services, <a href="mailto:hanna@lindenlib.example">hanna@lindenlib.example</a>, Monday to Thursday</li>
<li><strong>Tomás Ruiz</strong> — maker corner, <a href="mailto:tomas@lindenlib.example">tomas@lindenlib.example</a>, evenings</li>
</ul>
</main>
</body></html>
EOF

cat > "$S/branches.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Branches</title></head>
<body>
<main>
<h1>Branches</h1>
<table id="branches">
<tr><th>Branch</th><th>Address</th><th>Phone</th><th>Study rooms</th><th>State</th></tr>
<tr><td>Linden Street</td><td>14 Linden Street</td><td>0161 555 0142</td><td>6</td><td>open</td></tr>
<tr><td>Harbour</td><td>2 Quay Road</td><td>0161 555 0187</td><td>2</td><td>closed 22–24 Dec</td></tr>
<tr><td>Northfield</td><td>88 Moor Lane</td><td>0161 555 0203</td><td>3</td><td>open</td></tr>
</table>
<p><a href="/api/branches.csv">Download as CSV</a></p>
</main>
</body></html>
EOF

cat > "$S/api/events.json" <<'EOF'
{"updated": "2026-11-22T07:30:00Z", "events": [
  {"id": "lev-81", "title": "Storytime", "day": "Saturday", "start": "10:30", "places": 25, "booked": 19},
  {"id": "lev-82", "title": "Repair café", "day": "Wednesday", "start": "18:00", "places": 15, "booked": 15},
  {"id": "lev-83", "title": "Code club", "day": "Thursday", "start": "16:00", "places": 12, "booked": 7}
]}
EOF

cat > "$S/api/branches.csv" <<'EOF'
branch,address,phone,study_rooms
Linden Street,14 Linden Street,0161 555 0142,6
Harbour,2 Quay Road,0161 555 0187,2
Northfield,88 Moor Lane,0161 555 0203,3
EOF

# draw.io files for @next-ai-drawio/mcp-server's load_diagram.
mkdir -p "$D/diagrams"
cat > "$D/diagrams/branches.drawio" <<'EOF'
<mxfile host="lindenlib"><diagram id="net" name="Branch network"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="ls" value="Linden Street (hub)" style="rounded=1;fillColor=#dae8fc;" vertex="1" parent="1"><mxGeometry x="200" y="40" width="160" height="50" as="geometry"/></mxCell><mxCell id="hb" value="Harbour" style="rounded=1;" vertex="1" parent="1"><mxGeometry x="40" y="180" width="120" height="50" as="geometry"/></mxCell><mxCell id="nf" value="Northfield" style="rounded=1;" vertex="1" parent="1"><mxGeometry x="400" y="180" width="120" height="50" as="geometry"/></mxCell><mxCell id="v1" value="van Tue/Fri" edge="1" source="ls" target="hb" parent="1"><mxGeometry relative="1" as="geometry"/></mxCell><mxCell id="v2" value="van Wed" edge="1" source="ls" target="nf" parent="1"><mxGeometry relative="1" as="geometry"/></mxCell></root></mxGraphModel></diagram><diagram id="rooms" name="Study rooms"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="r1" value="Room A (6 seats)" vertex="1" parent="1"><mxGeometry x="20" y="20" width="140" height="60" as="geometry"/></mxCell><mxCell id="r2" value="Room B (4 seats)" vertex="1" parent="1"><mxGeometry x="180" y="20" width="140" height="60" as="geometry"/></mxCell></root></mxGraphModel></diagram></mxfile>
EOF
cat > "$D/diagrams/returns.drawio" <<'EOF'
<mxfile host="lindenlib"><diagram id="ret" name="Returns flow"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="drop" value="Book drop" vertex="1" parent="1"><mxGeometry x="20" y="40" width="120" height="50" as="geometry"/></mxCell><mxCell id="scan" value="Scan RFID" vertex="1" parent="1"><mxGeometry x="180" y="40" width="120" height="50" as="geometry"/></mxCell><mxCell id="hold" value="Hold shelf?" style="rhombus;" vertex="1" parent="1"><mxGeometry x="340" y="30" width="100" height="70" as="geometry"/></mxCell><mxCell id="e1" edge="1" source="drop" target="scan" parent="1"><mxGeometry relative="1" as="geometry"/></mxCell><mxCell id="e2" edge="1" source="scan" target="hold" parent="1"><mxGeometry relative="1" as="geometry"/></mxCell></root></mxGraphModel></diagram></mxfile>
EOF

# A small Next.js app for next-devtools-mcp (capture.sh links its
# node_modules to this folder's and runs `next dev` on 127.0.0.1).
mkdir -p "$D/webapp/app/events" "$D/webapp/app/catalog/[callno]" "$D/webapp/app/api/loans"
cat > "$D/webapp/package.json" <<'EOF'
{"name": "lindenlib-web", "private": true, "scripts": {"dev": "next dev"}}
EOF
cat > "$D/webapp/app/layout.js" <<'EOF'
export const metadata = { title: "Linden Street Library", description: "Catalogue, events and branches" };
export default function RootLayout({ children }) { return (<html lang="en"><body>{children}</body></html>); }
EOF
cat > "$D/webapp/app/page.js" <<'EOF'
export default function Home() { return (<main><h1>Linden Street Library</h1><p>41,200 items, 3 branches.</p></main>); }
EOF
cat > "$D/webapp/app/events/page.js" <<'EOF'
export const metadata = { title: "Events" };
export default function Events() { return (<main><h1>Events</h1><ul><li>Storytime</li><li>Repair café</li><li>Code club</li></ul></main>); }
EOF
cat > "$D/webapp/app/catalog/[callno]/page.js" <<'EOF'
export default async function Title({ params }) { const { callno } = await params; return (<main><h1>Call number {callno}</h1></main>); }
EOF
cat > "$D/webapp/app/api/loans/route.js" <<'EOF'
export async function GET() { return Response.json({ open_loans: 1874, overdue: 63 }); }
EOF

# claude-mermaid opens each preview with xdg-open: a stand-in that opens
# nothing (capture.sh puts $D/bin first on its PATH).
printf '#!/bin/sh\nexit 0\n' > "$D/bin/xdg-open"
chmod +x "$D/bin/xdg-open"
echo "data in $D"
