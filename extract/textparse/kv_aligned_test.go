package textparse

import "testing"

func TestKeyValuesAlignedBlocks(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Session\nUser        ana.k\nIP address  10.0.0.4\nClient      cli/1.2.3\n",
			"User=ana.k|IP address=10.0.0.4|Client=cli/1.2.3|"},
		{"Hostname ...... web-7\nUptime ........ 12 days\nLoad average .. 0.1 0.2 0.3\n",
			"Hostname=web-7|Uptime=12 days|Load average=0.1 0.2 0.3|"},
		{"Hostname\tweb-7\nUptime\t12 days\nKernel\t6.8.1\n", "Hostname=web-7|Uptime=12 days|Kernel=6.8.1|"},
		// two lines: not a block
		{"Hostname    web-7\nUptime      12 days\n", ""},
		// values in different columns
		{"Hostname    web-7\nUptime  12 days\nKernel      6.8.1\n", ""},
		// table rows (several gaps) and an upper-case header
		{"NAME     STATUS\nweb      running   3d\ndb       stopped   1d\n", ""},
		// aligned lines mixed with colon pairs
		{"Name: x\nOwner       ana\nRegion      eu-west-1\nTier        gold\n", "Name=x|Owner=ana|Region=eu-west-1|Tier=gold|"},
	} {
		var got string
		ns := KeyValues(c.text, KVOptions{})
		for _, n := range ns {
			got += n.Key + "=" + n.Value + "|"
		}
		if got != c.want {
			t.Errorf("KeyValues(%q) = %q, want %q", c.text, got, c.want)
		}
		checkKVSpans(t, c.text, ns)
		if HasAlignedPairs(c.text) != (c.want != "") {
			t.Errorf("HasAlignedPairs(%q) = %v, want %v", c.text, c.want == "", c.want != "")
		}
	}
}
