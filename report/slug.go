package report

import (
	"strconv"
	"strings"
)

// maxSlugLen bounds a slug's length (file names, anchors).
const maxSlugLen = 60

// Slug turns a server name into a lower-case [a-z0-9-] token, safe as a
// file name on every OS and as an HTML id: runs of other characters become
// one "-", leading/trailing "-" are dropped, the result is cut to 60 bytes,
// an empty result becomes "server", and names reserved on Windows (con,
// nul, com1, …) get "-server" appended. It never contains "/", "\" or "..".
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			if b.Len() >= maxSlugLen {
				break
			}
			continue
		}
		dash = true
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "server"
	}
	if windowsReserved(s) {
		s += "-server"
	}
	return s
}

func windowsReserved(s string) bool {
	switch s {
	case "con", "prn", "aux", "nul":
		return true
	}
	if len(s) == 4 && (strings.HasPrefix(s, "com") || strings.HasPrefix(s, "lpt")) && s[3] >= '0' && s[3] <= '9' {
		return true
	}
	return false
}

// ServerSlugs gives every server a unique slug, in order: the second
// server whose name slugs to "x" gets "x-2", and so on (skipping slugs
// already taken).
func ServerSlugs(servers []ServerView) []string {
	out := make([]string, len(servers))
	taken := make(map[string]bool, len(servers))
	for i := range servers {
		base := Slug(servers[i].Name)
		s := base
		for n := 2; taken[s]; n++ {
			s = base + "-" + strconv.Itoa(n)
		}
		taken[s] = true
		out[i] = s
	}
	return out
}
