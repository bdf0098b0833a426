-- Data for the three MySQL servers of npm-heldout12c (MariaDB 10.11).
DROP DATABASE IF EXISTS bookshop;
CREATE DATABASE bookshop;
USE bookshop;
CREATE USER IF NOT EXISTS 'survey'@'127.0.0.1' IDENTIFIED BY 'survey12c';
CREATE USER IF NOT EXISTS 'survey'@'localhost' IDENTIFIED BY 'survey12c';
GRANT ALL PRIVILEGES ON *.* TO 'survey'@'127.0.0.1';
GRANT ALL PRIVILEGES ON *.* TO 'survey'@'localhost';
CREATE TABLE authors (
  id INT PRIMARY KEY AUTO_INCREMENT,
  name VARCHAR(80) NOT NULL,
  country CHAR(2),
  born SMALLINT
) COMMENT='Book authors';
CREATE TABLE books (
  id INT PRIMARY KEY AUTO_INCREMENT,
  title VARCHAR(200) NOT NULL,
  author_id INT NOT NULL,
  isbn CHAR(13) UNIQUE,
  price DECIMAL(6,2) NOT NULL,
  stock INT NOT NULL DEFAULT 0,
  published DATE,
  FOREIGN KEY (author_id) REFERENCES authors(id),
  INDEX idx_books_published (published)
) COMMENT='Catalogue';
CREATE TABLE orders (
  id INT PRIMARY KEY AUTO_INCREMENT,
  customer VARCHAR(80) NOT NULL,
  book_id INT NOT NULL,
  qty INT NOT NULL,
  status ENUM('new','paid','shipped','cancelled') NOT NULL DEFAULT 'new',
  ordered_at DATETIME NOT NULL,
  FOREIGN KEY (book_id) REFERENCES books(id)
);
INSERT INTO authors (name, country, born) VALUES
 ('Ursula K. Le Guin','US',1929),('Chinua Achebe','NG',1930),('Italo Calvino','IT',1923),
 ('Octavia E. Butler','US',1947),('Stanisław Lem','PL',1921),('Tove Jansson','FI',1914);
INSERT INTO books (title, author_id, isbn, price, stock, published) VALUES
 ('The Left Hand of Darkness',1,'9780441478125',9.99,14,'1969-03-01'),
 ('The Dispossessed',1,'9780061054884',12.50,3,'1974-05-01'),
 ('Things Fall Apart',2,'9780385474542',8.75,22,'1958-06-17'),
 ('Invisible Cities',3,'9780156453806',11.00,0,'1972-11-01'),
 ('If on a winter''s night a traveler',3,'9780156439619',13.25,5,'1979-06-01'),
 ('Kindred',4,'9780807083697',10.40,9,'1979-06-01'),
 ('Parable of the Sower',4,'9781538732182',15.99,11,'1993-10-01'),
 ('Solaris',5,'9780156027601',14.00,2,'1961-06-01'),
 ('The Summer Book',6,'9781590170687',12.95,7,'1972-01-01');
INSERT INTO orders (customer, book_id, qty, status, ordered_at) VALUES
 ('Ada Byron',3,2,'shipped','2026-11-02 09:14:00'),('Alan Kay',7,1,'paid','2026-11-10 17:40:12'),
 ('Grace Hopper',1,1,'new','2026-11-21 08:03:55'),('Ada Byron',8,1,'cancelled','2026-11-05 12:00:00'),
 ('Barbara Liskov',6,3,'shipped','2026-10-28 15:22:31'),('Edsger Dijkstra',9,1,'paid','2026-11-19 19:05:02'),
 ('Alan Kay',2,2,'new','2026-11-24 10:10:10');
CREATE VIEW stock_value AS SELECT b.title, a.name AS author, b.stock, b.price * b.stock AS value
  FROM books b JOIN authors a ON a.id = b.author_id;
DROP DATABASE IF EXISTS garden;
CREATE DATABASE garden;
USE garden;
CREATE TABLE plants (name VARCHAR(40) PRIMARY KEY, bed CHAR(1), sown DATE, water_every_days TINYINT, notes TEXT);
INSERT INTO plants VALUES ('tomato','A','2026-04-02',2,'staked, cherry variety'),('basil','A','2026-04-20',1,NULL),
 ('kale','B','2026-03-15',3,'overwinters'),('garlic','C','2025-10-30',7,'harvest in July');
FLUSH PRIVILEGES;
