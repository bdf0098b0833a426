package realout

import (
	"encoding/json"
	"sort"
)

// StripStructured returns the raw CallToolResult without its
// structuredContent member, so that extraction has to work from the text.
// A result that is not a JSON object, or has no such member, is returned
// unchanged.
func StripStructured(result json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(result, &m) != nil || m == nil {
		return result
	}
	if _, ok := m["structuredContent"]; !ok {
		return result
	}
	delete(m, "structuredContent")
	b, err := json.Marshal(m)
	if err != nil {
		return result
	}
	return b
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
