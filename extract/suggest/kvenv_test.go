package suggest

import (
	"strings"
	"testing"

	"github.com/mcpsurvey/mcpsurvey/extract"
)

// TestEnvPairs: `NAME=value` lines with no blanks around '=' (an .env
// file, printenv) are key-value text with separator "=", and a later
// output's new names are kept.
func TestEnvPairs(t *testing.T) {
	s := Suggest(toolOf("show_env", "LANG=C\nTZ=UTC\n", "LANG=de_DE.UTF-8\nTZ=Europe/Berlin\nDEBUG=1\n"))
	if s.Parser != extract.ParserKeyValue || s.VirtualTool.TextExtraction.Config.Separator != "=" {
		t.Fatalf("parser %q (%s)", s.Parser, s.Reason)
	}
	got := mustJSON(t, apply(t, s.VirtualTool, textResult("LANG=C\nPATH=/usr/bin:/bin\nHOME=/srv\n")))
	for _, v := range []string{"/usr/bin:/bin", "/srv", "C"} {
		if !strings.Contains(got, `"`+v+`"`) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}
