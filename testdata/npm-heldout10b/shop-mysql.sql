DROP DATABASE IF EXISTS workshop;
CREATE DATABASE workshop;
USE workshop;
CREATE TABLE tools (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(80) NOT NULL, kind VARCHAR(40), bought DATE, price DECIMAL(8,2), on_loan BOOLEAN DEFAULT FALSE);
CREATE TABLE loans (id INT AUTO_INCREMENT PRIMARY KEY, tool_id INT NOT NULL, borrower VARCHAR(80) NOT NULL, since DATE NOT NULL, due DATE, FOREIGN KEY (tool_id) REFERENCES tools(id));
INSERT INTO tools (name, kind, bought, price, on_loan) VALUES
 ('Bandsaw 14in','machine','2021-04-12',1290.00,FALSE),
 ('Router plane','hand','2019-11-02',145.50,TRUE),
 ('Block plane','hand','2018-06-20',89.90,FALSE),
 ('Track saw','power','2023-02-14',610.00,TRUE),
 ('Marking gauge','hand','2020-09-01',34.00,FALSE);
INSERT INTO loans (tool_id, borrower, since, due) VALUES (2,'Tomasz','2025-09-01','2025-09-15'),(4,'Amara','2025-09-04',NULL);
DROP USER IF EXISTS 'shed'@'127.0.0.1';
CREATE USER 'shed'@'127.0.0.1' IDENTIFIED BY 'shed-local-pass';
GRANT ALL ON workshop.* TO 'shed'@'127.0.0.1';
