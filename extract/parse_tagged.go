package extract

import (
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract/textparse"
)

// taggedFields reports whether fs, the fields textparse.ItemFields finds
// in a tagged record line ("[FILE] notes.txt (1.2 KB)"), split its one
// cell after the tag further: a type, a name and some field past them.
func taggedFields(fs []textparse.ItemField) bool {
	if len(fs) < 3 || fs[0].Name != textparse.FieldType {
		return false
	}
	// "[HIGH] [bug] TASK-2 - …": further tags (type_2, …) before the name
	for _, f := range fs[1:] {
		if f.Name == textparse.FieldName {
			return true
		}
		if !strings.HasPrefix(f.Name, textparse.FieldType+"_") {
			return false
		}
	}
	return false
}
