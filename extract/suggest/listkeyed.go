package suggest

import (
	"regexp"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// Item patterns of keyed items: "- key: value", "- **key**: value" and
// "- **key:** value", the key one token.
const (
	reKeyedName  = `^\*{0,2}([^\s:*]+)(?:\*\*:|:\*\*|:)[ \t]`
	reKeyedValue = `^\*{0,2}[^\s:*]+(?:\*\*:|:\*\*|:)[ \t]+(\S[^\n]*)`
)

var keyedItemRE = regexp.MustCompile(reKeyedName)

// learnKeyedItems accepts name and value fields when every item starts
// with a `key: value` pair whose key (one token, bold or not) is a
// different one in each item: the keys are then the records' names
// ("- **task_a**: text", "- task_b: text"), not labels of fields. It
// reports whether it did.
func (l *listLearner) learnKeyedItems() bool {
	if len(l.items) < 2 {
		return false
	}
	seen := map[string]bool{}
	for _, it := range l.items {
		first, _, _ := strings.Cut(it.text, "\n")
		m := keyedItemRE.FindStringSubmatch(first)
		if m == nil || seen[strings.ToLower(m[1])] {
			return false
		}
		seen[strings.ToLower(m[1])] = true
	}
	if !l.try(newCandidate("name", &extract.ItemPattern{Regex: reKeyedName, Required: true}, "the key leading each item, a different one per item")) {
		return false
	}
	l.try(newCandidate("value", &extract.ItemPattern{Regex: reKeyedValue}, "the value after the item's key"))
	return true
}
