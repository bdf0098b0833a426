package textline

import (
	"testing"

	"github.com/mcpsurvey/mcpsurvey/internal/purity"
)

func TestAlignedPair(t *testing.T) {
	cases := []struct {
		line      string
		key, val  string
		loose, ok bool
	}{
		{"Kernel version   6.8.0", "Kernel version", "6.8.0", false, true},
		{"Uptime\t12 days", "Uptime", "12 days", true, true},
		{"Owner ..... ana", "Owner", "ana", true, true},
		{"Status   running  ", "Status", "running", false, true},
		{"Status running", "", "", false, false},
		{"NAME   READY   STATUS", "", "", false, false},
		{"1st place   ana", "", "", false, false},
		{"Owner . ana", "", "", false, false},
		{"Key   ", "", "", false, false},
		{"", "", "", false, false},
	}
	for _, c := range cases {
		k, vs, loose, ok := AlignedPair(c.line)
		kb, vsb, looseb, okb := AlignedPair([]byte(c.line))
		if k != kb || vs != vsb || loose != looseb || ok != okb {
			t.Errorf("%q: string and []byte readings differ", c.line)
		}
		if ok != c.ok || ok && (c.line[:k] != c.key || c.line[vs:vs+len(c.val)] != c.val || loose != c.loose) {
			t.Errorf("AlignedPair(%q) = %d %d %v %v", c.line, k, vs, loose, ok)
		}
	}
}

// TestPurity keeps the package free of I/O and imports.
func TestPurity(t *testing.T) { purity.Check(t, ".", purity.Rules{}) }
