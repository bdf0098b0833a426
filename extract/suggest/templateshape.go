package suggest

import (
	"regexp"
	"strings"
)

// The inline forms a line of data takes without any constant wording, in
// the order shapeTemplate tries them: a bracketed tag before a text ("[P5]
// Write offline sync", "[WARN] disk almost full"), a note in parentheses
// after one ("Build cache (3 files)"), or both. Each regex's groups are
// named by lineShapeNames.
var (
	tagTextNoteShape = regexp.MustCompile(`^\s*\[([^\[\]\n]{1,40})\]\s+(\S.*?)\s+\(([^()\n]{1,60})\)\s*$`)
	tagTextShape     = regexp.MustCompile(`^\s*\[([^\[\]\n]{1,40})\]\s+(\S.*?)\s*$`)
	textNoteShape    = regexp.MustCompile(`^\s*(\S.*?)\s+\(([^()\n]{1,60})\)\s*$`)
)

// lineShapeNames names the groups of a line shape's regex.
func lineShapeNames(re *regexp.Regexp) []string {
	switch re {
	case tagTextNoteShape:
		return []string{"tag", "text", "note"}
	case tagTextShape:
		return []string{"tag", "text"}
	}
	return []string{"text", "note"}
}

// shapeTemplate is learnTemplate's answer for one-line texts that share
// no wording but one inline form (the first of the shapes above that every text
// takes): its parts are the fields. It returns nil when no form fits
// them all, or the texts are all the same.
func shapeTemplate(texts []string) map[string]regexField {
	same := true
	for _, t := range texts {
		if strings.TrimSpace(t) != strings.TrimSpace(texts[0]) {
			same = false
		}
	}
	if same || len(texts) < 2 {
		return nil
	}
next:
	for _, re := range []*regexp.Regexp{tagTextNoteShape, tagTextShape, textNoteShape} {
		for _, t := range texts {
			if !re.MatchString(t) {
				continue next
			}
		}
		out := map[string]regexField{}
		for g, name := range lineShapeNames(re) {
			out[name] = regexField{regex: re.String(), group: g + 1, kind: "string"}
		}
		return out
	}
	return nil
}
