package realservers

// Files2 are the files of HeldOut2Set.Files (relative path -> content).
var Files2 = map[string]string{
	"notes.txt":         "Kickoff moved to Thursday.\nBring the signed budget sheet.\n",
	"inventory.csv":     "sku,name,qty,price\nK-101,Kettle,12,39.90\nM-202,Mug,140,6.50\nT-303,Teapot,7,54.00\n",
	"config/app.json":   "{\n  \"name\": \"ledger\",\n  \"port\": 8081,\n  \"debug\": false,\n  \"owners\": [\"ines\", \"tomas\"]\n}\n",
	"config/db.env":     "DB_HOST=10.1.4.7\nDB_PORT=6432\nDB_NAME=ledger\n",
	"docs/README.md":    "# Ledger\n\nA small bookkeeping service.\n\n## Endpoints\n\n- `GET /accounts` - list accounts\n- `POST /entries` - add an entry\n",
	"docs/CHANGES.md":   "## 1.4.0 (2026-10-02)\n\n- Added CSV export\n- Fixed rounding of VAT\n",
	"logs/app.log":      "2026-11-20T08:01:12Z INFO started pid=3110\n2026-11-20T08:05:44Z WARN slow query ms=912\n2026-11-20T08:09:03Z ERROR timeout upstream=billing\n",
	"src/main.go":       "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"ledger\")\n}\n",
	"src/util/round.go": "package util\n\n// Round2 rounds to cents.\nfunc Round2(x float64) float64 { return float64(int(x*100+0.5)) / 100 }\n",
}

// Vault2 are the notes of HeldOut2Set.Vault (an Obsidian vault).
var Vault2 = map[string]string{
	".obsidian/app.json":     "{}\n",
	"Inbox.md":               "# Inbox\n\n- [ ] Call the plumber #home\n- [ ] Renew passport #admin\n- [x] Pay rent #home\n",
	"Projects/Ledger.md":     "---\nstatus: active\nowner: Ines Duarte\ndue: 2026-12-15\ntags: [project, finance]\n---\n# Ledger\n\nMigrate the VAT tables. See [[Meetings/2026-11-18]].\n",
	"Projects/Garden.md":     "# Garden\n\nPlant tulip bulbs before the frost. #home #seasonal\n\n| bed | plant | count |\n|---|---|---|\n| north | tulip | 40 |\n| south | crocus | 25 |\n",
	"Meetings/2026-11-18.md": "# Meeting 2026-11-18\n\nAttendees: Ines Duarte, Tomas Berg\n\n1. VAT tables - Ines\n2. Export format - Tomas\n",
	"Recipes/Pancakes.md":    "# Pancakes\n\nFlour: 200 g\nMilk: 300 ml\nEggs: 2\nSalt: 1 pinch\n",
	"Reading.md":             "# Reading list\n\n- *The Mythical Man-Month* by Fred Brooks (1975)\n- *Thinking in Systems* by Donella Meadows (2008)\n- *The Design of Everyday Things* by Don Norman (1988)\n",
}

// PDFPages2 are the HTML pages printed to HeldOut2Set.PDFs (<name>.pdf).
var PDFPages2 = map[string]string{
	"invoice.html": "<html><head><title>Invoice INV-2041</title></head><body><h1>Invoice INV-2041</h1>" +
		"<p>Customer: Halvorsen AS</p><p>Date: 2026-11-03</p><table border=1><tr><th>Item</th><th>Qty</th><th>Amount</th></tr>" +
		"<tr><td>Kettle</td><td>4</td><td>159.60</td></tr><tr><td>Mug</td><td>20</td><td>130.00</td></tr></table><p>Total: 289.60 EUR</p></body></html>",
	"memo.html": "<html><head><title>Office memo</title></head><body><h1>Office move</h1>" +
		"<p>The office moves to Storgata 12 on 2026-12-01. Desks are packed on Friday.</p>" +
		"<h2>Contacts</h2><ul><li>Facilities: Petra Lind</li><li>IT: Omar Haddad</li></ul></body></html>",
	"report.html": "<html><head><title>Quarterly report</title></head><body><h1>Q3 2026</h1><p>Revenue grew 12 percent.</p>" +
		"<div style=\"page-break-after: always\"></div><h1>Regions</h1><p>North: 410</p><p>South: 275</p></body></html>",
}

// WebPages2 are the pages HeldOut2Set's HTTP server serves (path -> body).
var WebPages2 = map[string]string{
	"index.html": "<html><head><title>Acme Store</title></head><body><h1>Acme Store</h1><nav><a href=\"/products.html\">Products</a> " +
		"<a href=\"/contact.html\">Contact</a></nav><p>Open Monday to Friday.</p></body></html>",
	"products.html": "<html><head><title>Products</title></head><body><h1>Products</h1><table><thead><tr><th>Name</th><th>Price</th><th>Stock</th></tr></thead>" +
		"<tbody><tr><td>Kettle</td><td>39.90</td><td>12</td></tr><tr><td>Mug</td><td>6.50</td><td>140</td></tr><tr><td>Teapot</td><td>54.00</td><td>7</td></tr></tbody></table></body></html>",
	"contact.html": "<html><head><title>Contact</title></head><body><h1>Contact us</h1><form><label>Name <input name=\"name\"></label>" +
		"<label>Email <input name=\"email\" type=\"email\"></label><select name=\"topic\"><option>Sales</option><option>Support</option></select>" +
		"<button type=\"submit\">Send</button></form><script>console.log('contact form ready'); console.warn('captcha disabled');</script></body></html>",
	"team.json":  "[{\"name\":\"Petra Lind\",\"role\":\"Facilities\",\"ext\":2201},{\"name\":\"Omar Haddad\",\"role\":\"IT\",\"ext\":2317}]",
	"status.txt": "service: ledger\nversion: 1.4.0\nuptime: 3d 4h\nhealthy: yes\n",
	"article.html": "<html><head><title>Winter hours</title></head><body><header><nav><a href=\"/index.html\">Home</a></nav></header>" +
		"<article><h1>Winter opening hours</h1><p>From 2026-12-01 the store opens at 10:00 and closes at 17:00.</p>" +
		"<p>On Sundays we stay closed until March.</p><ul><li>Monday-Friday: 10:00-17:00</li><li>Saturday: 10:00-15:00</li></ul></article>" +
		"<footer>Acme Store, Storgata 12</footer></body></html>",
	"data.json": "{\"items\":[{\"id\":1,\"name\":\"Kettle\"},{\"id\":2,\"name\":\"Mug\"}],\"count\":2}",
}

// PostgresSQL2 creates and fills the tables of HeldOut2Set's database.
const PostgresSQL2 = `
CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, city text, joined date);
CREATE TABLE products (sku text PRIMARY KEY, name text NOT NULL, price numeric(8,2), stock int);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), sku text REFERENCES products(sku), qty int, placed_at timestamp);
CREATE VIEW order_totals AS SELECT o.id, c.name, p.price * o.qty AS total FROM orders o JOIN customers c ON c.id = o.customer_id JOIN products p ON p.sku = o.sku;
CREATE INDEX orders_customer ON orders(customer_id);
INSERT INTO customers (name, city, joined) VALUES ('Halvorsen AS', 'Bergen', '2024-03-11'), ('Nordlys Cafe', 'Tromsø', '2025-01-20'), ('Kaffe & Co', 'Oslo', '2023-09-02');
INSERT INTO products VALUES ('K-101', 'Kettle', 39.90, 12), ('M-202', 'Mug', 6.50, 140), ('T-303', 'Teapot', 54.00, 7);
INSERT INTO orders (customer_id, sku, qty, placed_at) VALUES (1, 'K-101', 4, '2026-11-03 10:15'), (1, 'M-202', 20, '2026-11-03 10:15'), (2, 'T-303', 1, '2026-11-10 14:02'), (3, 'M-202', 48, '2026-11-12 09:30');
`
