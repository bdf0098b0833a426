package extract

import "github.com/mcpsurvey/mcpsurvey/extract/textparse"

// taggedFields reports whether fs, the fields textparse.ItemFields finds
// in a tagged record line ("[FILE] notes.txt (1.2 KB)"), split its one
// cell after the tag further: a type, a name and some field past them.
func taggedFields(fs []textparse.ItemField) bool {
	if len(fs) < 3 || fs[0].Name != textparse.FieldType || fs[1].Name != textparse.FieldName {
		return false
	}
	return true
}
