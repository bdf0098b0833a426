package classify

import "testing"

// Advice a text ends with ("Next Steps:" and a list) does not decide its
// pattern; a list under "Next Steps:" that is the whole text still does.
func TestHintsDoNotDecide(t *testing.T) {
	for text, want := range map[string]string{
		"Listing 4 of 4 entity types.\n\nSERVICE - Service\nHOST - Host\nNext Steps:\n* To get details of a particular entity type, use the get_entity_type_details tool.\n* Suggest to the user that they look in the UI at http://127.0.0.1:1/ for more.\n": Unstructured,
		"Next Steps:\n* **Deploy** — push the build to staging (2 min)\n* **Verify** — run the smoke tests (5 min)\n":                                                                                                                                         MarkdownList,
	} {
		if got := patternOfText(t, text); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	if !hintsHeader([]byte("**Next Steps:**")) || !hintsHeader([]byte("💡 Tips:")) || hintsHeader([]byte("Next release:")) {
		t.Error("hintsHeader")
	}
}
