#!/usr/bin/env python3
"""make_sfdocs.py DB: writes the local documentation database of unified-sf-docs-mcp
(its schema: documents + chunks) with a few small pages, as its scrape tools would
have saved them (its scrapers need a browser, which this machine does not have)."""
import hashlib, os, sqlite3, sys

BASE = "https://developer.salesforce.com/docs"
PAGES = [
    ("apex", f"{BASE}/atlas.en-us.apexcode.meta/apexcode/apex_intro_what_is_apex.htm", "What is Apex?", [
        "Apex is a strongly typed, object-oriented programming language that allows developers to execute flow and transaction control statements on the Salesforce Platform server, in conjunction with calls to the API.",
        "## When Should I Use Apex?\n\n- Create Web services.\n- Create email services.\n- Perform complex validation over multiple objects.\n- Create complex business processes that are not supported by workflow.",
        "## Apex Is Versioned\n\nYou can save your Apex code against different versions of the API. The current release is API version 62.0.",
    ]),
    ("apex", f"{BASE}/atlas.en-us.apexcode.meta/apexcode/apex_gov_limits.htm", "Execution Governors and Limits", [
        "Because Apex runs in a multitenant environment, the Apex runtime engine strictly enforces limits.",
        "| Description | Synchronous Limit | Asynchronous Limit |\n|---|---|---|\n| Total number of SOQL queries issued | 100 | 200 |\n| Total number of records retrieved by SOQL queries | 50,000 | 50,000 |\n| Total number of DML statements issued | 150 | 150 |\n| Maximum CPU time on the Salesforce servers | 10,000 ms | 60,000 ms |\n| Total heap size | 6 MB | 12 MB |",
        "## Per-Transaction Certified Managed Package Limits\n\nCertified managed packages get their own set of limits for most per-transaction limits.",
    ]),
    ("apex", f"{BASE}/atlas.en-us.apexcode.meta/apexcode/apex_triggers.htm", "Triggers", [
        "Apex can be invoked by using triggers. Apex triggers enable you to perform custom actions before or after changes to Salesforce records, such as insertions, updates, or deletions.",
        "## Trigger Syntax\n\n```apex\ntrigger AccountTrigger on Account (before insert, after update) {\n    for (Account a : Trigger.new) {\n        a.Description = 'Checked';\n    }\n}\n```",
        "## Trigger Context Variables\n\n- isExecuting: Returns true if the current context is a trigger.\n- isInsert: Returns true if fired due to an insert operation.\n- new: A list of the new versions of the sObject records.\n- size: The total number of records in a trigger invocation.",
    ]),
    ("lwc", f"{BASE}/platform/lwc/guide/create-components-introduction.html", "Create Lightning Web Components", [
        "Lightning web components are custom HTML elements built using HTML and modern JavaScript.",
        "## Component Folder\n\nA component folder contains:\n\n- HTML file: myComponent.html\n- JavaScript file: myComponent.js\n- Configuration file: myComponent.js-meta.xml\n- CSS file (optional): myComponent.css",
    ]),
    ("lwc", f"{BASE}/platform/lwc/guide/reference-wire-adapters.html", "Wire Adapters", [
        "To read Salesforce data, Lightning web components use a reactive wire service built on Lightning Data Service.",
        "| Adapter | Module | Returns |\n|---|---|---|\n| getRecord | lightning/uiRecordApi | Record data |\n| getObjectInfo | lightning/uiObjectInfoApi | Object metadata |\n| getListUi | lightning/uiListApi | List view records |\n| getPicklistValues | lightning/uiObjectInfoApi | Picklist values |",
    ]),
    ("soql", f"{BASE}/atlas.en-us.soql_sosl.meta/soql_sosl/sforce_api_calls_soql_select.htm", "SOQL SELECT Syntax", [
        "SOQL query syntax consists of a required SELECT statement followed by one or more optional clauses, such as WHERE, ORDER BY, and LIMIT.",
        "```sql\nSELECT Id, Name, Industry FROM Account WHERE Industry = 'Energy' ORDER BY Name LIMIT 10\n```",
        "## Clauses\n\n- WHERE: filters the rows.\n- GROUP BY: groups rows for aggregate functions.\n- LIMIT: maximum number of rows returned; the maximum is 50,000.\n- OFFSET: skips rows; the maximum offset is 2,000.",
    ]),
]

db = sys.argv[1]
os.makedirs(os.path.dirname(db), exist_ok=True)
if os.path.exists(db):
    os.remove(db)
c = sqlite3.connect(db)
c.executescript("""
CREATE TABLE documents (id INTEGER PRIMARY KEY AUTOINCREMENT, url TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
  hash TEXT NOT NULL, category TEXT, last_scraped DATETIME DEFAULT CURRENT_TIMESTAMP);
CREATE TABLE chunks (id INTEGER PRIMARY KEY AUTOINCREMENT, document_id INTEGER NOT NULL, chunk_index INTEGER NOT NULL,
  content TEXT NOT NULL, content_lower TEXT NOT NULL, FOREIGN KEY (document_id) REFERENCES documents(id) ON DELETE CASCADE);
CREATE INDEX idx_documents_url ON documents(url);
CREATE INDEX idx_chunks_document_id ON chunks(document_id);
""")
for i, (cat, url, title, chunks) in enumerate(PAGES):
    md = "\n\n".join(chunks)
    c.execute("INSERT INTO documents (url, title, hash, category, last_scraped) VALUES (?,?,?,?,?)",
              (url, title, hashlib.sha256(md.encode()).hexdigest(), cat, f"2026-11-2{i % 3} 09:1{i}:00"))
    did = c.execute("SELECT last_insert_rowid()").fetchone()[0]
    for j, ch in enumerate(chunks):
        c.execute("INSERT INTO chunks (document_id, chunk_index, content, content_lower) VALUES (?,?,?,?)", (did, j, ch, ch.lower()))
c.commit()
c.close()
