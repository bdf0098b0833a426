package suggest

import (
	"regexp"
	"testing"
)

// TestHeadValueNumbersFirst: for first-line values that were whole
// numbers in the samples, the value group tried first also reads the
// next output's fraction or thousands ("12.5", "1,024"), before the
// digits-only one.
func TestHeadValueNumbersFirst(t *testing.T) {
	r := rightCtx{expr: ` MB`, first: ' '}
	vals := r.values(valueKinds([]string{"12", "7"}))
	if len(vals) < 2 {
		t.Fatalf("values %v", vals)
	}
	re := regexp.MustCompile(`^` + vals[0] + r.expr + `$`)
	for _, s := range []string{"12 MB", "12.5 MB", "1,024 MB"} {
		if m := re.FindStringSubmatch(s); m == nil || m[1]+" MB" != s {
			t.Errorf("%s: first group %s reads %q", s, vals[0], m)
		}
	}
}
