package extract_test

import (
	"strings"
	"testing"
)

// TestAutoListKeepsBothKinds: under parser auto, a bulleted list beside a
// numbered one is kept under the name of its heading instead of being
// dropped; the seed's parser still reads the numbered list alone.
func TestAutoListKeepsBothKinds(t *testing.T) {
	text := "## Who runs it\n\n- **Ines Okafor** — coordinator, Mondays\n- **Tomasz Berg** — safety lead, Saturdays\n\n## Board\n\n1. Ines Okafor (chair, since 2019)\n2. Ruth Alvarez (since 2021)\n3. Samir Haddad (since 2023)\n"
	b := string(applyParser(t, "auto", text))
	for _, w := range []string{"Tomasz Berg", "Saturdays", "Samir Haddad", `"who_runs_it":[`} {
		if !strings.Contains(b, w) {
			t.Errorf("want %s in %s", w, b)
		}
	}
}
