#!/usr/bin/env bash
# setup-data.sh DIR: writes the small local web site the heldout13a servers
# read (served on 127.0.0.1 by capture.sh), deleting DIR first.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout13a/data}"
rm -rf "$D"
mkdir -p "$D/site/api" "$D/site/docs" "$D/out"
S="$D/site"

cat > "$S/index.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbor Tools Co-op</title></head>
<body>
<header><nav><a href="/index.html">Home</a> | <a href="/products.html">Products</a> | <a href="/team.html">Team</a> | <a href="/blog/ferry.html">Blog</a></nav></header>
<main>
<h1>Harbor Tools Co-op</h1>
<p>A member-owned workshop on Pier 9 renting tools and running repair evenings since 2011.</p>
<h2>This week</h2>
<ul>
<li><a href="/events.html#repair">Repair evening</a> — Tuesday 18:00, bring one broken item</li>
<li><a href="/events.html#sharpen">Sharpening clinic</a> — Thursday 19:30, chisels and planes</li>
<li><a href="/products.html">New: cordless track saw</a> — members only</li>
</ul>
<h2>Opening hours</h2>
<dl><dt>Monday–Friday</dt><dd>10:00–20:00</dd><dt>Saturday</dt><dd>09:00–17:00</dd><dt>Sunday</dt><dd>closed</dd></dl>
</main>
<footer>Harbor Tools Co-op · Pier 9, Unit 4 · <a href="mailto:desk@harbortools.example">desk@harbortools.example</a></footer>
</body></html>
EOF

cat > "$S/products.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rental catalogue</title></head>
<body>
<nav><a href="/index.html">Home</a></nav>
<main>
<h1>Rental catalogue</h1>
<p>Prices per day for members; deposits are refunded on return.</p>
<table id="catalogue">
<tr><th>SKU</th><th>Tool</th><th>Day rate</th><th>Deposit</th><th>In stock</th></tr>
<tr><td>HT-104</td><td>Cordless track saw</td><td>€18.50</td><td>€120</td><td>2</td></tr>
<tr><td>HT-221</td><td>Orbital sander 125 mm</td><td>€6.00</td><td>€40</td><td>5</td></tr>
<tr><td>HT-309</td><td>Tile cutter 600 mm</td><td>€9.75</td><td>€60</td><td>0</td></tr>
<tr><td>HT-412</td><td>Pressure washer</td><td>€14.00</td><td>€80</td><td>1</td></tr>
<tr><td>HT-518</td><td>Wallpaper steamer</td><td>€7.25</td><td>€35</td><td>3</td></tr>
</table>
<p><button id="reserve" onclick="document.getElementById('msg').textContent='Reserved HT-104 for Saturday'">Reserve track saw</button></p>
<p id="msg"></p>
</main>
</body></html>
EOF

cat > "$S/team.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Team</title></head>
<body>
<main>
<h1>Who runs the co-op</h1>
<ul class="people">
<li><strong>Ines Okafor</strong> — coordinator, <a href="mailto:ines@harbortools.example">ines@harbortools.example</a>, Mondays and Wednesdays</li>
<li><strong>Tomasz Berg</strong> — workshop safety lead, <a href="mailto:tomasz@harbortools.example">tomasz@harbortools.example</a>, Saturdays</li>
<li><strong>Ruth Alvarez</strong> — treasurer, <a href="mailto:ruth@harbortools.example">ruth@harbortools.example</a>, by appointment</li>
<li><strong>Kenji Mori</strong> — repair evening host, <a href="mailto:kenji@harbortools.example">kenji@harbortools.example</a>, Tuesdays</li>
</ul>
<h2>Board</h2>
<ol><li>Ines Okafor (chair, since 2019)</li><li>Ruth Alvarez (since 2021)</li><li>Samir Haddad (since 2023)</li></ol>
</main>
</body></html>
EOF

mkdir -p "$S/blog"
cat > "$S/blog/ferry.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fixing the ferry bench</title></head>
<body>
<header><nav><a href="/index.html">Home</a> · <a href="/blog/">Blog</a></nav></header>
<article>
<h1>Fixing the ferry bench</h1>
<p class="byline">By Kenji Mori · 3 November 2026 · 4 min read</p>
<p>The oak bench at the ferry landing had been wobbling since the spring storms. Three of us spent two repair evenings taking it apart, and the culprit turned out to be a single rotten tenon on the rear left leg.</p>
<p>We cut a new tenon from offcuts of the old pier decking, glued it with polyurethane glue, and pinned it with two dowels. The seat slats got a fresh coat of linseed oil.</p>
<p>If you sit on it this week, mind the oil: it needs another few days to cure.</p>
</article>
<footer>Comments are closed.</footer>
</body></html>
EOF

cat > "$S/events.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Events</title>
<script>
console.log("events page loaded");
console.warn("calendar feed is 2 days old");
fetch("/api/events.json").then(r => r.json()).then(d => console.log("loaded " + d.events.length + " events"));
fetch("/api/missing-feed.json").then(r => { if (!r.ok) console.error("feed failed: " + r.status); });
</script></head>
<body>
<main>
<h1>Events</h1>
<h2 id="repair">Repair evening</h2>
<p>Tuesday 18:00–21:00 · free for members · €5 for guests</p>
<h2 id="sharpen">Sharpening clinic</h2>
<p>Thursday 19:30–21:00 · €12 · max 8 people</p>
<form id="signup" onsubmit="event.preventDefault(); document.getElementById('done').textContent = 'Signed up: ' + this.name.value + ' for ' + this.event.value;">
<label>Name <input name="name" id="name"></label>
<label>Email <input name="email" id="email" type="email"></label>
<label>Event <select name="event" id="event"><option value="repair">Repair evening</option><option value="sharpen">Sharpening clinic</option></select></label>
<label><input type="checkbox" name="guest" id="guest"> Guest</label>
<button type="submit">Sign up</button>
</form>
<p id="done"></p>
</main>
</body></html>
EOF

cat > "$S/api/events.json" <<'EOF'
{"updated": "2026-11-23T08:00:00Z", "events": [
  {"id": "ev-301", "title": "Repair evening", "day": "Tuesday", "start": "18:00", "capacity": 20, "booked": 14},
  {"id": "ev-302", "title": "Sharpening clinic", "day": "Thursday", "start": "19:30", "capacity": 8, "booked": 8},
  {"id": "ev-303", "title": "Intro to the lathe", "day": "Saturday", "start": "10:00", "capacity": 4, "booked": 1}
]}
EOF

cat > "$S/api/members.csv" <<'EOF'
member_id,name,joined,plan,loans_open
M-0007,Ines Okafor,2011-04-02,founder,0
M-0142,Tomasz Berg,2016-09-18,standard,2
M-0388,Lea Fontaine,2022-01-07,student,1
M-0415,Samir Haddad,2023-03-30,standard,0
EOF

cat > "$S/docs/rules.txt" <<'EOF'
HARBOR TOOLS CO-OP - WORKSHOP RULES (rev. 7, 2026-02-01)

1. Sign the logbook when you arrive and when you leave.
2. Eye protection for every powered tool, no exceptions.
3. Return rentals clean; a cleaning fee of EUR 10 applies otherwise.
4. Children under 14 only with an adult member.

Contact: safety@harbortools.example
EOF

cat > "$S/docs/opening.ics" <<'EOF'
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Harbor Tools//Events//EN
BEGIN:VEVENT
UID:ev-301@harbortools.example
DTSTART:20261201T180000
DTEND:20261201T210000
SUMMARY:Repair evening
LOCATION:Pier 9 Unit 4
END:VEVENT
END:VCALENDAR
EOF

cat > "$S/status.html" <<'EOF'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Service status</title>
<style>body{font-family:sans-serif} .ok{color:green} .down{color:#c00}</style></head>
<body>
<h1>Service status</h1>
<table>
<thead><tr><th>Service</th><th>State</th><th>Last check</th></tr></thead>
<tbody>
<tr><td>Booking system</td><td class="ok">operational</td><td>2026-11-25 06:55</td></tr>
<tr><td>Door access</td><td class="down">degraded</td><td>2026-11-25 06:50</td></tr>
<tr><td>Payment terminal</td><td class="ok">operational</td><td>2026-11-25 06:58</td></tr>
</tbody></table>
<img src="/missing-logo.png" alt="">
</body></html>
EOF
echo "data in $D"
