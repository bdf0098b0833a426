package classify

import "testing"

// Advice a text ends with ("Next Steps:" and a list) does not decide its
// pattern; a list under "Next Steps:" that is the whole text still does.
func TestHintsDoNotDecide(t *testing.T) {
	for text, want := range map[string]string{
		"Listing 4 of 4 entity types for environment prod.\n\nCommon entity types include: SERVICE,HOST\n\nSERVICE - Service\nHOST - Host\nAPPLICATION - Web application\nNext Steps:\n" +
			"* To get details of a particular entity type, use the get_entity_type_details tool, passing in the type name\n" +
			"* For subsequent user queries, consider using the entity type in the entitySelector parameter like \"type(HOST)\".\n" +
			"* Suggest to the user that they look in the Dynatrace UI at http://127.0.0.1:1/dt/e/prod/\n": Unstructured,
		"Next Steps:\n* **Deploy** — push the build to staging (2 min)\n* **Verify** — run the smoke tests (5 min)\n": MarkdownList,
	} {
		if got := patternOfText(t, text); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}
