package check

import (
	"slices"
	"strings"
)

// Protocol versions this package knows, oldest first.
const (
	V20241105 = "2024-11-05"
	V20250326 = "2025-03-26"
	V20250618 = "2025-06-18"
	V20251125 = "2025-11-25"
	V20260728 = "2026-07-28"
)

// LatestVersion is the newest protocol version whose rules this package
// knows; unknown versions are checked with its rules.
const LatestVersion = V20260728

// KnownVersions returns the released protocol versions this package knows,
// oldest first.
func KnownVersions() []string {
	return []string{V20241105, V20250326, V20250618, V20251125, V20260728}
}

// IsKnownVersion reports whether v is a released protocol version this
// package knows.
func IsKnownVersion(v string) bool { return slices.Contains(KnownVersions(), v) }

// versionsFrom returns the known versions from first on.
func versionsFrom(first string) []string {
	all := KnownVersions()
	i := slices.Index(all, first)
	if i < 0 {
		return nil
	}
	return all[i:]
}

// versionsBetween returns the known versions from first to last, inclusive.
func versionsBetween(first, last string) []string {
	all := KnownVersions()
	i, j := slices.Index(all, first), slices.Index(all, last)
	if i < 0 || j < i {
		return nil
	}
	return all[i : j+1]
}

// atLeast reports whether known version v is first or later. Versions are
// dates, so they compare as strings.
func atLeast(v, first string) bool { return v >= first }

// NormalizeVersion returns the version whose rules apply to a server that
// negotiated negotiated after the client offered offered, and a note when
// that is not simply the negotiated version: the offered version when the
// server never answered one (initialize failed), the latest known rules for
// an unknown version.
func NormalizeVersion(negotiated, offered string) (version, note string) {
	v := strings.TrimSpace(negotiated)
	switch {
	case IsKnownVersion(v):
		return v, ""
	case v == "" && IsKnownVersion(strings.TrimSpace(offered)):
		return strings.TrimSpace(offered), "no protocol version negotiated: checked with the rules of the offered version " + strings.TrimSpace(offered)
	case v == "":
		return LatestVersion, "no protocol version negotiated: checked with the rules of the latest known version " + LatestVersion
	}
	return LatestVersion, "protocol version " + quoteCap(v, 64) + " is unknown to mcpsurvey: checked with the rules of the latest known version " + LatestVersion
}

// specBase is the root of the versioned specification pages.
const specBase = "https://modelcontextprotocol.io/specification/"

// specURL builds the link to a page (and #anchor) of one spec version.
func specURL(version, page string) string { return specBase + version + "/" + page }

// URLFor returns the check's spec link for one protocol version: the same
// page under that version's folder. A version the check does not apply to,
// an unknown one, or one newer than the revision SpecURL cites (whose pages
// may have gone: 2026-07-28 has no lifecycle page) gives SpecURL.
func (c *Check) URLFor(version string) string {
	if !IsKnownVersion(version) || !c.AppliesTo(version) || !strings.HasPrefix(c.SpecURL, specBase) {
		return c.SpecURL
	}
	if rev := c.SpecRevision(); rev != "" && version > rev {
		return c.SpecURL
	}
	rest := strings.TrimPrefix(c.SpecURL, specBase)
	i := strings.IndexByte(rest, '/')
	if i < 0 {
		return c.SpecURL
	}
	return specBase + version + rest[i:]
}

// AppliesTo reports whether the check applies to protocol version v (every
// version when Versions is empty).
func (c *Check) AppliesTo(v string) bool {
	return len(c.Versions) == 0 || slices.Contains(c.Versions, v)
}
