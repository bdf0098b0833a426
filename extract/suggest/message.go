package suggest

import "github.com/mcpsurvey/mcpsurvey/extract/textparse"

// shortMessages reports whether every sample is a short message holding a
// data token (textparse.MessageFields) other than the value of a `Label:
// value` line: parser auto hands those tokens over as fields of each
// output, with no template needed. A message that is only `Label: value`
// is a status line (DESIGN.md §4, seed 001's puppeteer_click): no entry.
func shortMessages(ds []decoded) bool {
	for _, d := range ds {
		if !dataTokens(textparse.MessageFields(d.text)) {
			return false
		}
	}
	return len(ds) > 0
}

// dataTokens: a token of a kind (path, number, file, …), not only labelled
// values.
func dataTokens(fs []textparse.MessageField) bool {
	for _, f := range fs {
		switch f.Name {
		case "path", "url", "email", "date", "time", "number", "file", "id", "name", "item":
			return true
		}
	}
	return false
}
