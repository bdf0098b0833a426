package ghub

import (
	"encoding/json"
	"net/url"
	"strings"
)

// Repo is a GitHub repository named by a server's repository field.
type Repo struct {
	Owner string
	Name  string
	// Path is the directory inside the repository a monorepo URL points to
	// (".../tree/main/src/memory" gives "src/memory", an npm repository
	// object's "directory" likewise); "" for the repository root.
	Path string
}

// Key returns "owner/name" in lower case, the key the corpus remembers
// filed issues under (GitHub names are case-insensitive).
func (r Repo) Key() string { return strings.ToLower(r.Owner + "/" + r.Name) }

// String returns "owner/name" as written.
func (r Repo) String() string { return r.Owner + "/" + r.Name }

// valid reports whether r has a plausible owner and name.
func (r Repo) valid() bool { return validOwner(r.Owner) && validName(r.Name) }

// githubHost is the web host of github.com repositories.
const githubHost = "github.com"

// maxRepoInput bounds the length of a repository value ParseRepo looks at.
const maxRepoInput = 4096

// ParseRepo extracts a github.com repository from a repository value as
// servers, registries and package.json files give it:
//
//	https://github.com/o/r  https://github.com/o/r.git  http://www.github.com/o/r
//	git+https://github.com/o/r.git  git+ssh://git@github.com/o/r.git
//	ssh://git@github.com/o/r  git://github.com/o/r.git  git@github.com:o/r.git
//	github:o/r  github.com/o/r  o/r (npm shorthand)
//	{"type":"git","url":"…","directory":"packages/x"} (npm object form)
//
// A monorepo address such as
// https://github.com/modelcontextprotocol/servers/tree/main/src/memory gives
// Repo{"modelcontextprotocol", "servers", "src/memory"}. Query strings,
// fragments ("#readme", "#main") and a ".git" suffix are ignored. ok is false
// for anything else: other hosts (gitlab:, bitbucket:, npm scopes like
// "@scope/pkg"), malformed names, site pages such as github.com/orgs/x.
func ParseRepo(s string) (Repo, bool) { return parseRepo(s, []string{githubHost}) }

// parseRepo is ParseRepo accepting the given web hosts (lower case).
func parseRepo(s string, hosts []string) (Repo, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > maxRepoInput {
		return Repo{}, false
	}
	if strings.HasPrefix(s, "{") {
		return parseRepoObject(s, hosts)
	}
	s = strings.TrimPrefix(s, "git+")
	lower := strings.ToLower(s)
	var host, path string
	switch {
	case strings.HasPrefix(lower, "github:"):
		host, path = githubHost, s[len("github:"):]
	case strings.Contains(s, "://"):
		u, err := url.Parse(s)
		if err != nil {
			return Repo{}, false
		}
		switch strings.ToLower(u.Scheme) {
		case "http", "https", "git", "ssh":
		default:
			return Repo{}, false
		}
		host, path = u.Hostname(), u.Path
	case scpLike(s):
		at := strings.IndexByte(s, '@')
		rest := s[at+1:]
		colon := strings.IndexByte(rest, ':')
		host, path = rest[:colon], rest[colon+1:]
	default:
		// "github.com/o/r" or the npm shorthand "o/r". Other "x:y" prefixes
		// (gitlab:, bitbucket:, gist:, file:) name something else.
		if strings.Contains(strings.SplitN(s, "/", 2)[0], ":") {
			return Repo{}, false
		}
		first, _, _ := strings.Cut(stripSuffixes(s), "/")
		if h := strings.ToLower(first); strings.Contains(h, ".") && h != "" && !strings.HasPrefix(h, ".") {
			host, path = h, s[len(first):]
		} else {
			host, path = githubHost, s
			if strings.Count(strings.Trim(stripSuffixes(s), "/"), "/") != 1 || strings.HasPrefix(s, "/") {
				return Repo{}, false // shorthand is exactly owner/name
			}
		}
	}
	host = strings.TrimPrefix(strings.ToLower(host), "www.")
	if !hostAllowed(host, hosts) {
		return Repo{}, false
	}
	return repoFromPath(stripSuffixes(path))
}

// parseRepoObject reads npm's object form {"url": …, "directory": …}.
func parseRepoObject(s string, hosts []string) (Repo, bool) {
	var o struct {
		URL       string `json:"url"`
		Directory string `json:"directory"`
	}
	if json.Unmarshal([]byte(s), &o) != nil || strings.HasPrefix(strings.TrimSpace(o.URL), "{") {
		return Repo{}, false
	}
	r, ok := parseRepo(o.URL, hosts)
	if ok && r.Path == "" {
		r.Path = cleanDir(o.Directory)
	}
	return r, ok
}

// scpLike reports whether s is an scp-like Git address, user@host:path.
func scpLike(s string) bool {
	at := strings.IndexByte(s, '@')
	if at <= 0 || strings.ContainsAny(s[:at], "/:") {
		return false
	}
	rest := s[at+1:]
	colon := strings.IndexByte(rest, ':')
	return colon > 0 && !strings.Contains(rest[:colon], "/")
}

// stripSuffixes drops a query string and a fragment.
func stripSuffixes(s string) string {
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	return s
}

// hostAllowed reports whether host is one of hosts.
func hostAllowed(host string, hosts []string) bool {
	for _, h := range hosts {
		if host == h {
			return true
		}
	}
	return false
}

// reservedOwners are github.com paths that look like an owner but are site
// pages.
var reservedOwners = map[string]bool{
	"orgs": true, "sponsors": true, "settings": true, "marketplace": true, "apps": true,
	"topics": true, "features": true, "about": true, "login": true, "join": true,
	"enterprise": true, "collections": true, "explore": true, "notifications": true,
	"search": true, "site": true, "pricing": true, "users": true, "organizations": true,
}

// repoFromPath reads "/owner/name[.git][/tree/ref/dir…]".
func repoFromPath(p string) (Repo, bool) {
	segs := strings.Split(strings.Trim(p, "/"), "/")
	if len(segs) < 2 {
		return Repo{}, false
	}
	r := Repo{Owner: segs[0], Name: strings.TrimSuffix(segs[1], ".git")}
	if reservedOwners[strings.ToLower(r.Owner)] || !r.valid() {
		return Repo{}, false
	}
	if len(segs) >= 5 && (segs[2] == "tree" || segs[2] == "blob") {
		// segs[3] is the branch or tag; a ref with a slash in it cannot be
		// told apart from a directory, so the first segment is taken.
		r.Path = cleanDir(strings.Join(segs[4:], "/"))
	}
	return r, true
}

// cleanDir normalizes a directory inside a repository: no leading "./" or
// slashes, no empty or ".." segments (a path that climbs out is dropped).
func cleanDir(d string) string {
	var out []string
	for _, s := range strings.Split(strings.TrimSpace(d), "/") {
		switch s {
		case "", ".":
		case "..":
			return ""
		default:
			out = append(out, s)
		}
	}
	return strings.Join(out, "/")
}

// validOwner accepts GitHub user and organization names: letters, digits,
// hyphens (and underscores, which managed users have), at most 39.
func validOwner(s string) bool {
	if s == "" || len(s) > 39 || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlnum(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// validName accepts repository names: letters, digits, '.', '-', '_', at
// most 100, not "." or "..".
func validName(s string) bool {
	if s == "" || len(s) > 100 || s == "." || s == ".." {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlnum(c) && c != '-' && c != '_' && c != '.' {
			return false
		}
	}
	return true
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
