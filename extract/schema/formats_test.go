package schema

import (
	"strings"
	"testing"
)

func TestFormatDetectors(t *testing.T) {
	cases := []struct {
		s    string
		want format // exact set of matching formats
	}{
		{"2025-12-23T09:46:14-05:00", fmtDateTime},
		{"2025-12-23T09:46:14Z", fmtDateTime},
		{"2025-12-23T09:46:14.123456789+09:30", fmtDateTime},
		{"2025-12-23 09:46:14Z", 0},      // space instead of T
		{"2025-12-23T09:46:14", 0},       // no offset
		{"2025-12-23T24:00:00Z", 0},      // hour out of range
		{"2025-12-23T09:46:60Z", 0},      // leap second: not inferred
		{"2025-12-23T09:46:14+24:00", 0}, // offset out of range
		{"2025-12-23T09:46:14.Z", 0},
		{"2025-12-23", fmtDate},
		{"2024-02-29", fmtDate},
		{"2023-02-29", 0},
		{"2025-1-2", 0},
		{"20251223", 0},
		{"123e4567-e89b-12d3-a456-426614174000", fmtUUID},
		{"123E4567-E89B-12D3-A456-426614174000", fmtUUID},
		{"123e4567e89b12d3a456426614174000", 0},
		{"123e4567-e89b-12d3-a456-42661417400g", 0},
		{"alice@example.com", fmtEmail},
		{"a.b-c+tag@mail.example.org", fmtEmail},
		{"alice@localhost", 0},
		{"alice@@example.com", 0},
		{".alice@example.com", 0},
		{"al..ice@example.com", 0},
		{"alice@-example.com", 0},
		{"al ice@example.com", 0},
		{`"quoted"@example.com`, 0},
		{"https://example.com", fmtURI},
		{"https://example.com/a/b?q=1&r=%20#frag", fmtURI},
		{"http://127.0.0.1:8080/x", fmtURI},
		{"ftp://user@files.example.org/pub", fmtURI},
		{"https://example.com/a b", 0},
		{"https://example.com/%zz", 0},
		{"https://[::1]/", 0},
		{"https://exa_mple.com/", 0},
		{"/relative/path", 0},
		{"example.com/path", 0},
		{"mailto:alice@example.com", 0},
		{"urn:isbn:0451450523", 0},
		{"https://例え.jp/", 0},
		{"file:///etc/passwd", 0},
		{"", 0},
		{"hello", 0},
	}
	for _, tc := range cases {
		if got := matchFormats(tc.s, fmtAll); got != tc.want {
			t.Errorf("matchFormats(%q) = %q, want %q", tc.s, got.name(), tc.want.name())
		}
	}
}

// TestFormatDetectorsStricterThanValidator checks that every string a
// detector accepts also passes jsonschema/v6's format assertion, so an
// inferred format never rejects the sample it came from.
func TestFormatDetectorsStricterThanValidator(t *testing.T) {
	inputs := []string{
		"2025-12-23T09:46:14-05:00", "2025-12-23T09:46:14.5Z", "2000-01-01T00:00:00+00:00",
		"2025-12-23", "1999-12-31",
		"123e4567-e89b-12d3-a456-426614174000",
		"alice@example.com", "x_y.z!#$%&'*+/=?^`{|}~-@sub.example-host.io",
		"https://example.com", "http://a.b:1/c?d#e", "ssh://git@github.com/a/b.git", "http://0.0.0.0/",
		"https://x.io/" + strings.Repeat("a", 3000),
	}
	for _, s := range inputs {
		f := matchFormats(s, fmtAll)
		if f == 0 {
			t.Errorf("%q: no format detected (test input should match one)", s)
			continue
		}
		c, err := compile([]byte(`{"type":"string","format":"`+f.name()+`"}`), "2020-12", true)
		if err != nil {
			t.Fatal(err)
		}
		if vs := c.Validate(s); len(vs) > 0 {
			t.Errorf("%q detected as %s but the validator rejects it: %v", s, f.name(), vs)
		}
	}
}

func TestFormatName(t *testing.T) {
	if got := format(0).name(); got != "" {
		t.Errorf("empty set name = %q", got)
	}
	if got := (fmtURI | fmtDate).name(); got != "date" {
		t.Errorf("priority: got %q, want date", got)
	}
}
