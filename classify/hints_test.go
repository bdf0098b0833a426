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

// Advice items under the header are advice even when the header and its
// items read as a `Section:` list: JSON behind a status line stays the
// payload.
func TestHintsHeadedItems(t *testing.T) {
	text := "Details of the problem in the following json:\n" +
		`{"id":"2919","displayId":"S-1042","status":"OPEN","title":"Remote code execution","riskScore":10,"cveIds":["CVE-2021-44228"]}` + "\n" +
		"Next Steps:\n* If there are affected entities, get further information about them with the entity tool.\n" +
		"* View the problem in the UI using its id in the URL\n at http://127.0.0.1:9/ui/problems/<id>, using the id\n"
	if got := patternOfText(t, text); got != JSONInText {
		t.Errorf("pattern = %s, want %s", got, JSONInText)
	}
}

// A record's fields over its content in one fence (three pairs or more,
// a heading, no prose) are key_value: the code is one value of the
// record, however many bytes it takes.
func TestPairsBesideCode(t *testing.T) {
	code := "```apex\npublic with sharing class DeliveryScheduler {\n    public static List<Delivery_Route__c> activeRoutes() {\n        return [SELECT Id, Name FROM Delivery_Route__c WHERE Active__c = true];\n    }\n}\n```\n"
	text := "# Apex Class: DeliveryScheduler\n\n**API Version:** 59\n**Status:** Active\n**Valid:** Yes\n\n" + code
	if got := patternOfText(t, text); got != KeyValue {
		t.Errorf("pairs over code: %s, want %s", got, KeyValue)
	}
	prose := "# Triggers\n\nApex can be invoked by using triggers, which run custom actions before or after changes to records.\nThey are defined per object and run in bulk, so write them to handle many records at once.\n\n**API Version:** 59\n\n" + code
	if got := patternOfText(t, prose); got != Unstructured {
		t.Errorf("a docs page with one pair and code: %s, want %s", got, Unstructured)
	}
	// two lines about a file over its source, a blank line inside the
	// fence: the code is the payload
	styles := "# Button Styles\n\n**File:** `styles/button.css`\n**GitHub:** [View on GitHub](https://git.local/a/b/blob/main/styles/button.css)\n\n" +
		"```css\n.button {\n  display: inline-flex;\n  gap: 2px;\n}\n.button--primary {\n  background: var(--accent);\n  color: var(--accent-foreground);\n}\n\n```\n"
	if got := patternOfText(t, styles); got != Unstructured {
		t.Errorf("two pairs over a larger fence: %s, want %s", got, Unstructured)
	}
}
