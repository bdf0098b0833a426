package extract_test

import (
	"strings"
	"testing"
)

// TestAutoHintsDoNotDecide: advice ending the text ("Next Steps:" and
// items) is left out of the pattern readers, so the pairs above it are
// read as the payload; a text that is only such advice is still read.
func TestAutoHintsDoNotDecide(t *testing.T) {
	text := "Listing 2 hosts.\nHost: web-1\nStatus: up\nRegion: eu-west\n\nNext Steps:\n" +
		"* If the user is interested in a specific host, use the get_host_details tool with the host's id for the details.\n" +
		"* Suggest to the user that they view the hosts in the console at http://127.0.0.1:1/hosts, using the host id in the URL.\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{`"Host":"web-1"`, `"Region":"eu-west"`, `"Status":"up"`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
	if strings.Contains(b, "get_host_details") {
		t.Errorf("the advice was read as data: %s", b)
	}
	only := "Next Steps:\n* Deploy the build to staging\n* Run the smoke tests\n"
	if b := string(applyParser(t, "auto", only)); !strings.Contains(b, "Deploy the build") {
		t.Errorf("a text of advice alone lost: %s", b)
	}
}
