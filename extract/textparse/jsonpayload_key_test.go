package textparse

import "testing"

// TestFindJSONAfterKeyOnOneLine: JSON behind a header on the same line,
// after ": ", ":" or a full-width colon.
func TestFindJSONAfterKeyOnOneLine(t *testing.T) {
	arr := `[{"name":"Affix","description":"pins an element"},{"name":"Alert","description":"shows a warning"}]`
	for _, s := range []string{
		"Components: " + arr,
		"Components:" + arr,
		"以下是可用的组件：" + arr,
	} {
		m, ok := FindJSON(s)
		if !ok {
			t.Errorf("%q: no JSON found", s)
			continue
		}
		if a, isArr := m.Value.([]any); !isArr || len(a) != 2 {
			t.Errorf("%q: value %v", s, m.Value)
		}
	}
	if m, ok := FindJSON("see the docs: [the link] for more"); ok {
		t.Errorf("prose with brackets read as JSON: %v", m.Value)
	}
}
