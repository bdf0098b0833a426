package classify

import "testing"

// TestHeadedRecords: sections under headings of one level holding the
// same keys are records of a list; sections with different keys, or a
// single section, stay key-value.
func TestHeadedRecords(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"bold pairs per heading",
			"# Jobs\n\n### Build image\n\n**ID:** `j1`\n\n**State:** done\n\n### Run tests\n\n**ID:** `j2`\n\n**State:** queued\n",
			MarkdownList},
		{"bulleted pairs per heading",
			"## Hosts\n\n### web-1 (eu)\n- Address: 10.0.0.1\n- Role: web\n### web-2 (us)\n- Address: 10.0.0.2\n- Role: web\n",
			MarkdownList},
		{"sections with different keys",
			"## Server\n- Host: a.local\n- Port: 80\n## Database\n- Name: app\n- User: svc\n", KeyValue},
		{"one section", "### Build image\n\n**ID:** `j1`\n\n**State:** done\n", KeyValue},
		{"prose inside a section",
			"### A\n- Address: 1\n- Role: web\nSome words here.\n### B\n- Address: 2\n- Role: db\n", "not " + MarkdownList},
	}
	for _, c := range cases {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want && (c.want != "not "+MarkdownList || l.Pattern == MarkdownList) {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
}

// TestHeadedLists: sections under headings of one level holding only
// lists are records (heading + items) unless most items are pairs; an
// identifier with a phrase after its colon is a name and description.
func TestHeadedLists(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"changelog sections",
			"# Changes\n\n## 1.2.0 (2025-02-01)\n- Added export\n- Fixed crash on empty input\n\n## 1.1.0 (2025-01-10)\n- Faster start\n",
			MarkdownList},
		{"named items in sections, an empty section skipped",
			"# Notes\n\n## Open\n- fix_login: Repair the login form\n\n## Parked\n\n## Done\n- doc_api: Describe every endpoint\n",
			MarkdownList},
		{"config sections of pairs",
			"## Server\n- Host: a.local\n- Port: 80\n\n## Cache\n- Size: 512\n", KeyValue},
		{"one section", "## Open\n- Added export\n- Fixed crash on empty input\n", Unstructured},
		{"identifier pairs with short values", "- log_level: debug\n- max_retries: 3\n", KeyValue},
		{"identifiers with descriptions",
			"- read_file: Read a file from disk\n- write_file: Write a file to disk\n", MarkdownList},
	}
	for _, c := range cases {
		l := Classify(Input{Result: textResult(c.text)})
		if l.Pattern != c.want {
			t.Errorf("%s: got %s, want %s\n%s", c.name, l.Pattern, c.want, describe(l))
		}
	}
}

// TestHeadedListsDocument: one-word headings over one-field items are a
// document's sections, not records.
func TestHeadedListsDocument(t *testing.T) {
	text := "# Changelog\n\n### Added\n- Pagination for `list_commits`\n- Dark mode\n\n### Fixed\n- Crash when the cache directory is missing (#482)\n"
	if l := Classify(Input{Result: textResult(text)}); l.Pattern == MarkdownList {
		t.Errorf("document sections: %s", describe(l))
	}
}
