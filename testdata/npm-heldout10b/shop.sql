DROP DATABASE IF EXISTS shop;
CREATE DATABASE shop;
\c shop
CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, email text UNIQUE, city text, joined date);
CREATE TABLE products (sku text PRIMARY KEY, title text NOT NULL, price numeric(8,2) NOT NULL, stock int DEFAULT 0, category text);
CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), sku text REFERENCES products(sku), qty int NOT NULL, ordered_at timestamp NOT NULL);
CREATE INDEX orders_customer_idx ON orders(customer_id);
CREATE VIEW order_totals AS SELECT o.id, c.name, p.title, o.qty, o.qty*p.price AS total FROM orders o JOIN customers c ON c.id=o.customer_id JOIN products p ON p.sku=o.sku;
INSERT INTO customers (name,email,city,joined) VALUES
 ('Ines Duarte','ines@example.org','Porto','2024-02-11'),
 ('Tomasz Wrona','tomasz@example.org','Gdansk','2023-11-30'),
 ('Amara Okafor','amara@example.org','Lagos','2025-01-05'),
 ('Lena Vogel','lena@example.org','Bremen','2024-07-19'),
 ('Rui Sato','rui@example.org','Osaka','2025-03-22');
INSERT INTO products VALUES
 ('BK-101','Field Notebook',6.50,120,'stationery'),
 ('BK-102','Dot Grid Journal',14.00,45,'stationery'),
 ('PN-201','Brass Fountain Pen',39.90,12,'pens'),
 ('PN-202','Gel Pen 5-pack',4.75,300,'pens'),
 ('IN-301','Blue-Black Ink 50ml',11.20,60,'ink');
INSERT INTO orders (customer_id,sku,qty,ordered_at) VALUES
 (1,'BK-101',3,'2025-09-01 10:15'),(1,'PN-201',1,'2025-09-01 10:16'),
 (2,'PN-202',2,'2025-09-03 18:40'),(3,'BK-102',1,'2025-09-04 08:05'),
 (4,'IN-301',4,'2025-09-05 12:30'),(5,'BK-101',10,'2025-09-06 16:45'),
 (2,'IN-301',1,'2025-09-07 09:00');
