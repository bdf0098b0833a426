package extract_test

import (
	"strings"
	"testing"
)

// TestAutoSQLDDL: CREATE TABLE statements (PostgreSQL in a fence, MySQL
// with backticks and table constraints, SQLite inline keys) give tables
// with their columns' names, types and constraints as written; prose that
// mentions creating a table is no DDL.
func TestAutoSQLDDL(t *testing.T) {
	pg := "```sql\ncreate table \"orders\" (\n    \"id\" integer default nextval('orders_id_seq'::regclass),\n    \"sku\" text not null,\n    \"placed\" timestamp without time zone\n);\n```\n"
	b := string(applyParser(t, "auto", pg))
	for _, w := range []string{`"name":"orders"`, `{"default":"nextval('orders_id_seq'::regclass)","name":"id","type":"integer"}`,
		`{"name":"sku","null":"not null","type":"text"}`, `{"name":"placed","type":"timestamp without time zone"}`} {
		if !strings.Contains(b, w) {
			t.Errorf("postgres: want %s in %s", w, b)
		}
	}
	my := "CREATE TABLE IF NOT EXISTS `shop`.`customers` (\n  `id` int NOT NULL AUTO_INCREMENT,\n  `email` varchar(255) DEFAULT NULL,\n  PRIMARY KEY (`id`),\n  UNIQUE KEY `email` (`email`)\n) ENGINE=InnoDB;\n"
	b = string(applyParser(t, "auto", my))
	for _, w := range []string{`"name":"customers"`, `"extra":"AUTO_INCREMENT"`, `"null":"NOT NULL"`, `{"default":"NULL","name":"email","type":"varchar(255)"}`,
		"\"constraints\":[\"PRIMARY KEY (`id`)\",\"UNIQUE KEY `email` (`email`)\"]"} {
		if !strings.Contains(b, w) {
			t.Errorf("mysql: want %s in %s", w, b)
		}
	}
	lite := "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT, created_at TEXT DEFAULT CURRENT_TIMESTAMP);\nCREATE TABLE tags (name TEXT UNIQUE, note_id INTEGER REFERENCES notes(id));"
	b = string(applyParser(t, "auto", lite))
	for _, w := range []string{`"key":"PRIMARY KEY"`, `"default":"CURRENT_TIMESTAMP"`, `"references":"notes(id)"`, `"name":"tags"`} {
		if !strings.Contains(b, w) {
			t.Errorf("sqlite: want %s in %s", w, b)
		}
	}
	prose := "To keep the drafts, create table entries for each post before the import runs. The importer then fills them (one row each) and reports how many it wrote, which takes a while on a large blog."
	if b := string(applyParser(t, "auto", prose)); strings.Contains(b, `"tables"`) {
		t.Errorf("prose read as DDL: %s", b)
	}
}
