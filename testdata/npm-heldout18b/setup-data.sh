#!/usr/bin/env bash
# setup-data.sh DIR: writes the local data of the heldout18b capture into DIR
# (default $HOME/mcpsurvey-heldout18b/data), deleting DIR first:
#   site/sb1, site/sb2 (Storybook 8 index.json builds) and site/sb3 (a
#   Storybook 6 stories.json build), each with an iframe.html that renders
#   the props table (table.docblock-argstable) of the component in ?id=;
#   pg.sql (a small PostgreSQL database: a bicycle-repair shop) and
#   my.sql (a small MariaDB database: a bakery), loaded by capture.sh;
#   xampp/: the XAMPP folder layout xampp-mcp expects, its mysql.exe and
#   mysqldump.exe being links to Debian's mariadb client tools.
set -euo pipefail
D="${1:-$HOME/mcpsurvey-heldout18b/data}"
rm -rf "$D"
mkdir -p "$D/site" "$D/xampp/mysql/bin" "$D/xampp/php" "$D/home" "$D/out"
ln -s "$(command -v mariadb)" "$D/xampp/mysql/bin/mysql.exe"
ln -s "$(command -v mariadb-dump)" "$D/xampp/mysql/bin/mysqldump.exe"

# --- Storybook builds -------------------------------------------------------
iframe() { # iframe.html: renders the props table of ?id= from the PROPS map
cat > "$1/iframe.html" <<EOF
<!doctype html><html><head><meta charset="utf-8"><title>$2</title></head>
<body><div id="docs-root"></div>
<script>
const PROPS = $3;
const id = new URLSearchParams(location.search).get('id') || '';
const key = id.split('--')[0];
const rows = PROPS[key];
const root = document.getElementById('docs-root');
if (rows) {
  const t = document.createElement('table');
  t.className = 'docblock-argstable';
  let h = '<thead><tr><th>Name</th><th>Description</th><th>Default</th><th>Control</th></tr></thead><tbody>';
  for (const r of rows) h += '<tr><td>' + r[0] + (r[3] ? '<span>*</span>' : '') + '</td><td><div>' + r[1] + '</div><div><span>' + r[2] + '</span></div></td><td><span>' + (r[4] || '-') + '</span></td><td>' + (r[5] || 'Set object') + '</td></tr>';
  t.innerHTML = h + '</tbody>';
  root.appendChild(t);
} else {
  root.innerHTML = '<p>No documentation for ' + key + '</p>';
}
</script></body></html>
EOF
}

mkdir -p "$D/site/sb1"
cat > "$D/site/sb1/index.json" <<'EOF'
{"v":5,"entries":{
"forms-button--docs":{"id":"forms-button--docs","title":"Button","name":"Docs","type":"docs","importPath":"./src/Button.mdx","storiesImports":[],"tags":["autodocs"]},
"forms-button--primary":{"id":"forms-button--primary","title":"Button","name":"Primary","type":"story","importPath":"./src/Button.stories.tsx","tags":["story"]},
"forms-input--docs":{"id":"forms-input--docs","title":"Input","name":"Docs","type":"docs","importPath":"./src/Input.mdx","storiesImports":[],"tags":["autodocs"]},
"layout-stack--docs":{"id":"layout-stack--docs","title":"Stack","name":"Docs","type":"docs","importPath":"./src/Stack.mdx","storiesImports":[],"tags":["autodocs"]},
"overlay-modal--docs":{"id":"overlay-modal--docs","title":"Modal","name":"Docs","type":"docs","importPath":"./src/Modal.mdx","storiesImports":[],"tags":["autodocs"]},
"data-badge--docs":{"id":"data-badge--docs","title":"Badge","name":"Docs","type":"docs","importPath":"./src/Badge.mdx","storiesImports":[],"tags":["autodocs"]},
"data-table--docs":{"id":"data-table--docs","title":"DataTable","name":"Docs","type":"docs","importPath":"./src/DataTable.mdx","storiesImports":[],"tags":["autodocs"]},
"nav-breadcrumbs--docs":{"id":"nav-breadcrumbs--docs","title":"Breadcrumbs","name":"Docs","type":"docs","importPath":"./src/Breadcrumbs.mdx","storiesImports":[],"tags":["autodocs"]}
}}
EOF
iframe "$D/site/sb1" "Lantern UI" '{
"forms-button": [["variant","Visual style","\"solid\" | \"outline\" | \"ghost\"",0,"\"solid\"","radio"],["size","Height and padding","\"sm\" | \"md\" | \"lg\"",0,"\"md\"","select"],["disabled","Blocks clicks","boolean",0,"false","boolean"],["onClick","Click handler","(event: MouseEvent) => void",0,"-","-"],["children","Label","ReactNode",1,"-","text"]],
"forms-input": [["value","Current text","string",0,"-","text"],["placeholder","Hint shown when empty","string",0,"\"\"","text"],["maxLength","Character limit","number",0,"-","number"],["invalid","Shows the error style","boolean",0,"false","boolean"]],
"layout-stack": [["gap","Space between children","number",0,"2","number"],["direction","Main axis","\"row\" | \"column\"",0,"\"column\"","radio"],["wrap","Wrap children","boolean",0,"false","boolean"]],
"overlay-modal": [["open","Whether the modal is shown","boolean",1,"-","boolean"],["onClose","Called on Escape and backdrop click","() => void",1,"-","-"],["size","Width","\"sm\" | \"md\" | \"lg\" | \"full\"",0,"\"md\"","select"],["title","Heading","string",0,"-","text"]],
"data-badge": [["tone","Colour","\"neutral\" | \"info\" | \"success\" | \"critical\"",0,"\"neutral\"","select"],["count","Number shown","number",0,"-","number"],["max","Cap before 99+","number",0,"99","number"]],
"data-table": [["columns","Column definitions","Column<T>[]",1,"-","object"],["rows","Data rows","T[]",1,"-","object"],["pageSize","Rows per page","number",0,"25","number"],["sortable","Header click sorts","boolean",0,"true","boolean"],["emptyText","Shown with no rows","string",0,"\"No data\"","text"]]
}'

mkdir -p "$D/site/sb2"
cat > "$D/site/sb2/index.json" <<'EOF'
{"v":5,"entries":{
"atoms-icon--docs":{"id":"atoms-icon--docs","title":"Icon","name":"Docs","type":"docs","importPath":"./atoms/Icon.mdx","storiesImports":[],"tags":["autodocs"]},
"atoms-tag--docs":{"id":"atoms-tag--docs","title":"Tag","name":"Docs","type":"docs","importPath":"./atoms/Tag.mdx","storiesImports":[],"tags":["autodocs"]},
"molecules-datepicker--docs":{"id":"molecules-datepicker--docs","title":"DatePicker","name":"Docs","type":"docs","importPath":"./molecules/DatePicker.mdx","storiesImports":[],"tags":["autodocs"]},
"molecules-searchbox--docs":{"id":"molecules-searchbox--docs","title":"SearchBox","name":"Docs","type":"docs","importPath":"./molecules/SearchBox.mdx","storiesImports":[],"tags":["autodocs"]},
"organisms-ordersummary--docs":{"id":"organisms-ordersummary--docs","title":"OrderSummary","name":"Docs","type":"docs","importPath":"./organisms/OrderSummary.mdx","storiesImports":[],"tags":["autodocs"]},
"organisms-ordersummary--empty":{"id":"organisms-ordersummary--empty","title":"OrderSummary","name":"Empty","type":"story","importPath":"./organisms/OrderSummary.stories.tsx","tags":["story"]},
"atoms-tag--removable":{"id":"atoms-tag--removable","title":"Tag","name":"Removable","type":"story","importPath":"./atoms/Tag.stories.tsx","tags":["story"]}
}}
EOF
iframe "$D/site/sb2" "Orchard Kit" '{
"atoms-icon": [["name","Icon id from the sprite","IconName",1,"-","select"],["size","Pixel size","16 | 20 | 24 | 32",0,"20","select"],["label","Accessible label","string",0,"-","text"]],
"atoms-tag": [["label","Text","string",1,"-","text"],["removable","Shows a close button","boolean",0,"false","boolean"],["onRemove","Called by the close button","() => void",0,"-","-"]],
"molecules-datepicker": [["value","Selected date","Date | null",0,"null","date"],["minDate","Earliest selectable date","Date",0,"-","date"],["maxDate","Latest selectable date","Date",0,"-","date"],["locale","Formatting locale","string",0,"\"en-GB\"","text"],["firstDayOfWeek","0 = Sunday","0 | 1",0,"1","radio"]],
"molecules-searchbox": [["query","Search text","string",0,"\"\"","text"],["debounceMs","Delay before onSearch","number",0,"300","number"],["onSearch","Called with the query","(q: string) => void",1,"-","-"]]
}'

mkdir -p "$D/site/sb3"
cat > "$D/site/sb3/stories.json" <<'EOF'
{"v":3,"stories":{
"legacy-forms-checkbox--default":{"id":"legacy-forms-checkbox--default","kind":"Legacy/Forms/Checkbox","name":"Default","parameters":{"fileName":"./Checkbox.stories.js"}},
"legacy-forms-radiogroup--default":{"id":"legacy-forms-radiogroup--default","kind":"Legacy/Forms/RadioGroup","name":"Default","parameters":{"fileName":"./RadioGroup.stories.js"}},
"legacy-layout-grid--default":{"id":"legacy-layout-grid--default","kind":"Legacy/Layout/Grid","name":"Default","parameters":{"fileName":"./Grid.stories.js"}},
"legacy-feedback-toast--default":{"id":"legacy-feedback-toast--default","kind":"Legacy/Feedback/Toast","name":"Default","parameters":{"fileName":"./Toast.stories.js"}},
"legacy-feedback-toast--warning":{"id":"legacy-feedback-toast--warning","kind":"Legacy/Feedback/Toast","name":"Warning","parameters":{"fileName":"./Toast.stories.js"}},
"legacy-intro--page":{"id":"legacy-intro--page","kind":"Legacy/Intro","name":"Page","parameters":{"docsOnly":true}}
}}
EOF
iframe "$D/site/sb3" "Legacy kit" '{
"legacy-forms-checkbox": [["checked","Checked state","bool",0,"false","boolean"],["label","Text next to the box","string",1,"-","text"],["onChange","Change handler","func",0,"-","-"]],
"legacy-forms-radiogroup": [["options","Choices","arrayOf(shape)",1,"-","object"],["value","Selected value","string",0,"-","text"],["inline","Lay out in a row","bool",0,"false","boolean"]],
"legacy-feedback-toast": [["kind","Style","enum(\"info\",\"warning\",\"error\")",0,"\"info\"","select"],["timeout","Auto-close after ms (0 keeps it)","number",0,"5000","number"],["message","Body text","node",1,"-","text"]]
}'

# --- PostgreSQL: a bicycle-repair shop ----------------------------------------
cat > "$D/pg.sql" <<'EOF'
CREATE SCHEMA workshop;
CREATE SCHEMA billing;
CREATE TABLE workshop.customers (id serial PRIMARY KEY, name text NOT NULL, email text UNIQUE, phone text, joined date NOT NULL DEFAULT '2024-01-01');
CREATE TABLE workshop.bikes (id serial PRIMARY KEY, customer_id int REFERENCES workshop.customers(id), brand text NOT NULL, model text, frame_size_cm int, kind text CHECK (kind IN ('road','city','cargo','mtb','gravel')));
CREATE TABLE workshop.repairs (id serial PRIMARY KEY, bike_id int REFERENCES workshop.bikes(id), opened date NOT NULL, closed date, status text NOT NULL DEFAULT 'open', mechanic text, labour_minutes int, notes text);
CREATE TABLE workshop.parts (sku text PRIMARY KEY, name text NOT NULL, price_eur numeric(8,2) NOT NULL, stock int NOT NULL DEFAULT 0);
CREATE TABLE billing.invoices (id serial PRIMARY KEY, repair_id int REFERENCES workshop.repairs(id), issued date NOT NULL, total_eur numeric(9,2) NOT NULL, paid boolean NOT NULL DEFAULT false);
INSERT INTO workshop.customers (name, email, phone, joined) VALUES
 ('Marta Kowalczyk','marta.k@example.org','+48 601 220 114','2023-03-14'),
 ('Jonas Weber','jonas.weber@example.org','+49 151 4420 8810','2023-07-02'),
 ('Aoife Byrne','aoife@example.org',NULL,'2024-02-19'),
 ('Tomás Ruiz','t.ruiz@example.org','+34 612 009 331','2024-05-30'),
 ('Lena Holm','lena.holm@example.org','+46 70 118 42 90','2025-01-11');
INSERT INTO workshop.bikes (customer_id, brand, model, frame_size_cm, kind) VALUES
 (1,'Cube','Attain GTC',56,'road'),(1,'Urban Arrow','Family',NULL,'cargo'),(2,'Gazelle','Ultimate C8',57,'city'),
 (3,'Trek','Marlin 7',48,'mtb'),(4,'Canyon','Grizl 7',54,'gravel'),(5,'Brompton','C Line',NULL,'city');
INSERT INTO workshop.repairs (bike_id, opened, closed, status, mechanic, labour_minutes, notes) VALUES
 (1,'2026-10-02','2026-10-03','done','Piotr',45,'Replaced chain and cassette'),
 (2,'2026-10-15',NULL,'waiting_parts','Sanne',30,'Front hub motor error E12'),
 (3,'2026-10-21','2026-10-21','done','Piotr',20,'Brake pads'),
 (4,'2026-11-03',NULL,'open','Sanne',NULL,'Fork service'),
 (5,'2026-11-08','2026-11-10','done','Ilyas',95,'Tubeless conversion, wheel truing'),
 (6,'2026-11-19',NULL,'open',NULL,NULL,'Gear cable sticks');
INSERT INTO workshop.parts VALUES
 ('CH-11S','11-speed chain',34.90,12),('CS-1132','Cassette 11-32',69.00,3),('BP-SH','Disc brake pads (Shimano)',18.50,40),
 ('TL-KIT','Tubeless kit 29"',44.00,6),('HM-E12','Hub motor controller',212.00,0),('GC-SS','Gear cable stainless',6.90,55);
INSERT INTO billing.invoices (repair_id, issued, total_eur, paid) VALUES
 (1,'2026-10-03',148.40,true),(3,'2026-10-21',41.00,true),(5,'2026-11-10',226.50,false);
CREATE VIEW workshop.open_repairs AS SELECT r.id, c.name AS customer, b.brand, b.model, r.opened, r.status FROM workshop.repairs r JOIN workshop.bikes b ON b.id = r.bike_id JOIN workshop.customers c ON c.id = b.customer_id WHERE r.closed IS NULL;
CREATE INDEX repairs_status_idx ON workshop.repairs (status);
CREATE FUNCTION workshop.labour_cost(minutes int) RETURNS numeric LANGUAGE sql AS 'SELECT round(minutes * 1.1, 2)';
EOF

# --- MariaDB: a bakery ---------------------------------------------------------
cat > "$D/my.sql" <<'EOF'
CREATE DATABASE bakery CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
USE bakery;
CREATE TABLE products (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(80) NOT NULL, category VARCHAR(30) NOT NULL, price DECIMAL(6,2) NOT NULL, gluten_free TINYINT(1) NOT NULL DEFAULT 0, created_at DATETIME NOT NULL DEFAULT '2026-01-05 06:00:00') ENGINE=InnoDB;
CREATE TABLE orders (id INT AUTO_INCREMENT PRIMARY KEY, customer VARCHAR(60) NOT NULL, placed_at DATETIME NOT NULL, pickup DATE NOT NULL, status ENUM('new','baking','ready','collected','cancelled') NOT NULL DEFAULT 'new') ENGINE=InnoDB;
CREATE TABLE order_items (order_id INT NOT NULL, product_id INT NOT NULL, qty INT NOT NULL, PRIMARY KEY (order_id, product_id), FOREIGN KEY (order_id) REFERENCES orders(id), FOREIGN KEY (product_id) REFERENCES products(id)) ENGINE=InnoDB;
CREATE TABLE suppliers (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(60) NOT NULL, city VARCHAR(40), phone VARCHAR(20)) ENGINE=InnoDB;
INSERT INTO products (name, category, price, gluten_free) VALUES
 ('Sourdough loaf','bread',5.40,0),('Rye and caraway','bread',4.90,0),('Cinnamon bun','pastry',3.20,0),
 ('Almond financier','pastry',2.80,1),('Buckwheat crackers','snack',4.10,1),('Seeded baguette','bread',3.60,0),
 ('Lemon tart','cake',4.50,0),('Flourless chocolate cake','cake',5.90,1);
INSERT INTO orders (customer, placed_at, pickup, status) VALUES
 ('Noor Haddad','2026-11-20 08:14:00','2026-11-21','collected'),('Felix Braun','2026-11-21 17:40:00','2026-11-22','ready'),
 ('Ana Souza','2026-11-22 09:05:00','2026-11-24','baking'),('Café Linde','2026-11-23 06:30:00','2026-11-25','new'),
 ('Mei Tanaka','2026-11-23 12:12:00','2026-11-25','cancelled');
INSERT INTO order_items VALUES (1,1,2),(1,3,4),(2,6,3),(3,8,1),(3,4,6),(4,1,10),(4,2,6),(4,3,24),(5,7,2);
INSERT INTO suppliers (name, city, phone) VALUES ('Mühle Ostermann','Lüneburg','+49 4131 22 07'),('Nordic Grain Co','Aarhus','+45 86 12 44 10'),('Valle Cacao','Valencia',NULL);
CREATE DATABASE shopfront CHARACTER SET utf8mb4;
USE shopfront;
CREATE TABLE pages (slug VARCHAR(40) PRIMARY KEY, title VARCHAR(80), updated DATE) ENGINE=InnoDB;
INSERT INTO pages VALUES ('home','Fresh every morning','2026-11-01'),('opening-hours','Opening hours','2026-10-12'),('allergens','Allergen guide','2026-09-30');
DROP USER IF EXISTS ''@'localhost';
CREATE USER 'baker'@'%' IDENTIFIED BY 'crumb42';
CREATE USER 'baker'@'localhost' IDENTIFIED BY 'crumb42';
GRANT ALL PRIVILEGES ON *.* TO 'baker'@'%' WITH GRANT OPTION;
GRANT ALL PRIVILEGES ON *.* TO 'baker'@'localhost' WITH GRANT OPTION;
FLUSH PRIVILEGES;
EOF
echo "data written to $D"
