package extract_test

import (
	"strings"
	"testing"
)

// TestAutoProseTokens: prose a server writes for people gives its data
// tokens: a quantity with its unit, a date in words, proper names, and
// the values of a label's sentence, also in a paragraph written on one
// line longer than a message.
func TestAutoProseTokens(t *testing.T) {
	x := tool(t, autoCfg)
	long := strings.Repeat("The nightly job checked every queue of the service desk and found nothing unusual to report. ", 6)
	text := "Container api-gateway uses 212 MiB of memory and answered in 42 ms.\n\n" +
		long + "The next review is planned for November 30, 2026 with Laura Stein from the platform team. " +
		"Word count for chapter-3.md: 4,812 words, 214 paragraphs.\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	for _, v := range []string{`"text":"212 MiB","unit":"MiB","value":"212"`, `"text":"42 ms"`, `"November 30, 2026"`, `"Laura Stein"`, `"words":"4,812"`, `"paragraphs":"214"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s (%s)", v, got, res.Account.Parser)
		}
	}
}

// TestAutoNumberedHeadingRecords: "## 1. Tom Becker" over pairs is a
// record named "Tom Becker" with index 1, not "1. Tom Becker".
func TestAutoNumberedHeadingRecords(t *testing.T) {
	x := tool(t, autoCfg)
	text := "## 1. Tom Becker\n- Email: tom@acme.test\n- Role: Support lead\n\n## 2. Sara Kim\n- Email: sara@acme.test\n- Role: Network engineer\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"index":1,"name":"Tom Becker"`, `"index":2,"name":"Sara Kim"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoPairValueTokens: a pair's value holding two data tokens or more
// among its words gives each token beside the value as written (a value
// in quotes without them); a duration or a range stays one value.
func TestAutoPairValueTokens(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Memory: 512 MB used of 2 GB\nLast login: 2 hours ago from 10.0.4.17\nLoad: 0.42, 0.38, 0.35\nUptime: 3d 4h\nHours: 10:00 - 18:00\nOwner: \"ana\" (admin)\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"quantity":"512 MB","quantity_2":"2 GB"`, `"host":"10.0.4.17"`, `"details":"admin","text":"\"ana\" (admin)","value":"ana"`, `"Load":["0.42","0.38","0.35"]`, `"Uptime":"3d 4h"`, `"Hours":"10:00 - 18:00"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoTableCellFields: a table cell with inline structure keeps its
// text and gets the fields of a pair's value beside it; a link cell and a
// plain cell do not.
func TestAutoTableCellFields(t *testing.T) {
	x := tool(t, autoCfg)
	text := "| Pod | Status | Node |\n|---|---|---|\n| api-1 | ✅ Running | node-a (10.0.1.12) |\n| [w-2](http://k.local/w-2) | Pending | node-b |\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"Status":"✅ Running","Status_fields":{"state":"✅","value":"Running"}`, `"Node":"node-a (10.0.1.12)","Node_fields":{"details":"10.0.1.12","value":"node-a"}`, `"Pod":"w-2","Pod_url":"http://k.local/w-2","Status":"Pending"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoCaptionedGrids: blocks of tab-separated rows, each under a
// caption line ("Schema:", "Tables:"), are read block by block, named by
// their captions: not only the largest.
func TestAutoCaptionedGrids(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Database inspection: shop\n\nSchema:\nname\tcharset\nshop\tutf8mb4\n\nTables:\ntable\trows\npages\t3\norders\t12\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	for _, v := range []string{`"name":"Schema"`, `{"charset":"utf8mb4","name":"shop"}`, `"name":"Tables"`, `{"rows":"12","table":"orders"}`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s (%s)", v, got, res.Account.Parser)
		}
	}
}

// TestAutoHeadingProse: a heading that key-value text reads as a key with
// no value takes the paragraph under it, with its data tokens.
func TestAutoHeadingProse(t *testing.T) {
	x := tool(t, autoCfg)
	text := "## Invoice INV-1\n### Details\n- Customer: Hotel Aurora\n- Amount: EUR 980.00\n- Status: paid\n### Notes\nSent by Maria Lopez on 2026-11-02.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"Notes":{"date":"2026-11-02","name":"Maria Lopez","text":"Sent by Maria Lopez on 2026-11-02."}`, `"Customer":"Hotel Aurora"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoNumberedHeadingProse: numbered headings over a pairs line and a
// line of prose are records with index, name and their text.
func TestAutoNumberedHeadingProse(t *testing.T) {
	x := tool(t, autoCfg)
	text := "## 1. acme/limiter\n**Stars:** 1,204 | **Language:** Go | **Updated:** 2026-11-02\nToken bucket rate limiter for Go.\n\n## 2. tide/throttle\n**Stars:** 87 | **Language:** TypeScript | **Updated:** 2026-10-15\nSliding window middleware.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"index":1,"name":"acme/limiter","text":"Token bucket rate limiter for Go."`, `"index":2,"name":"tide/throttle","text":"Sliding window middleware."`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoNumberedHeadingTables: numbered headings each over a table are
// records holding their rows, not one table of all the rows.
func TestAutoNumberedHeadingTables(t *testing.T) {
	x := tool(t, autoCfg)
	text := "### 1. Fix retry cap\n| Field | Value |\n|---|---|\n| Author | @mlopez |\n\n### 2. Add dark mode\n| Field | Value |\n|---|---|\n| Author | @pnair |\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"index":1,"name":"Fix retry cap","rows":[{"Field":"Author","Value":"@mlopez"}]`, `"index":2,"name":"Add dark mode","rows":[{"Field":"Author","Value":"@pnair"}]`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoReportLineTokens: a text read line by line keeps the tokens of
// short lines with little wording around them.
func TestAutoReportLineTokens(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Nightly scan of the archive finished without trouble.\nErrors 3\nWarnings 12\nScanned /srv/archive in 42 s\nNext run is planned for tomorrow night.\nNothing else to report.\nThe archive keeps growing slowly.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`3`, `12`, `"/srv/archive"`} {
		if !strings.Contains(got, ":"+v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoFenceProseTokens: the prose beside a fenced block gives its
// data tokens, a heading written as a pair its value.
func TestAutoFenceProseTokens(t *testing.T) {
	x := tool(t, autoCfg)
	text := "# Apex Class: InvoicePriceSync\n\n```apex\npublic class InvoicePriceSync {\n  void run() {}\n}\n```\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	if !strings.Contains(got, `"apex_class":"InvoicePriceSync"`) {
		t.Errorf("the heading's pair is missing from %s", got)
	}
}

// TestAutoERDiagram: a Mermaid entity-relationship diagram, fenced among
// prose or as the whole text, gives its entities with their attributes
// and its relationships.
func TestAutoERDiagram(t *testing.T) {
	x := tool(t, autoCfg)
	diagram := "erDiagram\n    pages {\n        varchar40 slug PK\n        varchar80 title \"the title\"\n    }\n    pages ||--o{ revisions : has\n"
	for _, text := range []string{"ER diagram for database: shop\n\n```mermaid\n" + diagram + "```\n", diagram} {
		res := apply(t, x, textResult(text))
		got := mustJSON(t, res.Value)
		for _, v := range []string{`"entities":[{"attributes":[{"keys":["PK"],"name":"slug","type":"varchar40"},{"comment":"the title","name":"title","type":"varchar80"}],"name":"pages"}]`, `"relationships":[{"cardinality":"||--o{","from":"pages","label":"has","to":"revisions"}]`} {
			if !strings.Contains(got, v) {
				t.Errorf("%s missing from %s (%s)", v, got, res.Account.Parser)
			}
		}
	}
}

// TestAutoJSONItemAmongProse: a list item that is one JSON object among prose
// gives the object.
func TestAutoJSONItemAmongProse(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Relationships found for entity SERVICE-AA00 in environment prod:\nFound 1 fromRelationships:\n* {\"calls\":[{\"id\":\"SERVICE-5A1C\",\"type\":\"SERVICE\"}]}\nNext Steps:\n* Use get_entity_details tool to get more details.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	if !strings.Contains(got, `"json":[{"calls":[{"id":"SERVICE-5A1C","type":"SERVICE"}]}]`) {
		t.Errorf("the item's JSON is missing from %s", got)
	}
}

// TestAutoResidualNotes: the lines beside a table or pairs that no field
// took give their data tokens under "notes".
func TestAutoResidualNotes(t *testing.T) {
	x := tool(t, autoCfg)
	text := "| Pod | Status |\n|---|---|\n| api-1 | Running |\n| api-2 | Pending |\n\nLast sync at 2026-11-24 09:12 by ci-bot.\nNext check in 5 minutes.\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"notes":{`, `"date":"2026-11-24"`, `"time":"09:12"`, `"id":"ci-bot"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoProsePairValue: a pair's value of eight words or more is read
// as a message: its names, dates and quantities beside the value.
func TestAutoProsePairValue(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Owner: platform team\nSummary: Migrated by Maria Lopez on November 21, 2026 after the outage that lasted 42 minutes\nStatus: done\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"name":"Maria Lopez"`, `"date":"November 21, 2026"`, `"quantity":"42 minutes"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoProseItemDescription: a list item's description of eight words
// or more gives its names and dates with no digit or mark needed.
func TestAutoProseItemDescription(t *testing.T) {
	x := tool(t, autoCfg)
	text := "Open incidents:\n- **INC-7** — paged the whole night and was finally resolved by Maria Lopez on Monday morning\n- **INC-9** — still open and waiting for a reply from the storage team in Lisbon\n"
	got := mustJSON(t, apply(t, x, textResult(text)).Value)
	for _, v := range []string{`"Maria Lopez"`, `"Lisbon"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// TestAutoCSS: a stylesheet gives its rules, their declarations without
// the ';', and the rules inside an at-rule.
func TestAutoCSS(t *testing.T) {
	x := tool(t, autoCfg)
	text := "/* buttons */\n.button {\n  display: inline-flex;\n  color: var(--accent);\n}\n@media (max-width: 600px) {\n  .button { padding: 4px 8px; }\n}\n"
	res := apply(t, x, textResult(text))
	got := mustJSON(t, res.Value)
	want := `{"rules":[{"declarations":{"color":"var(--accent)","display":"inline-flex"},"selector":".button"},{"rules":[{"declarations":{"padding":"4px 8px"},"selector":".button"}],"selector":"@media (max-width: 600px)"}]}`
	if got != want || res.Account.Parser != "css" {
		t.Errorf("got %s (%s), want %s", got, res.Account.Parser, want)
	}
}
