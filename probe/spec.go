package probe

import (
	"sort"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// ServerSpec says how to start or reach one server. Values in Env and
// Headers are expanded and secret: they are used to launch or connect and
// never leave the probe (Launch() keeps names only, and Secrets drives the
// redaction of everything captured).
type ServerSpec struct {
	Name      string
	Source    string // file the spec came from, or "cli"
	Transport string // capture.TransportStdio, TransportHTTP or TransportSSE

	Command string
	Args    []string // expanded
	RawArgs []string // as written, before ${VAR} expansion
	Env     map[string]string
	Cwd     string

	URL     string // expanded
	RawURL  string // as written, before ${VAR} expansion
	Headers map[string]string

	Package    string
	Repository string

	// Secrets are the values to scrub from every captured byte, by the
	// name a marker will show.
	Secrets []Secret
}

// Secret is one secret value and the name it is reported under.
type Secret struct {
	Name  string // e.g. "env:GITHUB_TOKEN" or "header:Authorization"
	Value string
}

// Launch returns the spec without secret values, as stored in the corpus.
func (s ServerSpec) Launch() capture.Launch {
	l := capture.Launch{Command: s.Command, Args: s.RawArgs, Cwd: s.Cwd, URL: s.RawURL}
	if l.Args == nil {
		l.Args = s.Args
	}
	if l.URL == "" {
		l.URL = s.URL
	}
	l.Args = scrubArgs(l.Args)
	l.URL = scrubValue(l.URL)
	for k := range s.Env {
		l.Env = append(l.Env, k)
	}
	for k := range s.Headers {
		l.Headers = append(l.Headers, k)
	}
	sort.Strings(l.Env)
	sort.Strings(l.Headers)
	return l
}

// launchRedacted replaces a credential written literally in a config's
// arguments or URL.
const launchRedacted = "[REDACTED]"

// scrubArgs returns args with the credentials written literally in them
// replaced: values with a credential's shape or credential parts (a URL's
// password), and the value of a credential-named flag ("--token abc",
// "--api-key=abc", "token=abc"). ${VAR} references are kept: they name a
// variable, not its value.
func scrubArgs(args []string) []string {
	if args == nil {
		return nil
	}
	out := make([]string, len(args))
	for i, a := range args {
		switch k, v, ok := strings.Cut(a, "="); {
		case ok && isCredentialName(strings.TrimLeft(k, "-")) && v != "" && !strings.Contains(v, "{"):
			out[i] = k + "=" + launchRedacted
		case i > 0 && strings.HasPrefix(args[i-1], "-") && !strings.Contains(args[i-1], "=") &&
			isCredentialName(strings.TrimLeft(args[i-1], "-")) && a != "" && !strings.HasPrefix(a, "-") && !strings.Contains(a, "{"):
			out[i] = launchRedacted
		default:
			out[i] = scrubValue(a)
		}
	}
	return out
}

// scrubValue replaces the credentials a value holds by shape or in its
// parts.
func scrubValue(v string) string {
	if strings.Contains(v, "${") {
		return v
	}
	secs := valueSecrets(v, 0)
	sort.Slice(secs, func(i, j int) bool { return len(secs[i]) > len(secs[j]) })
	for _, sec := range secs {
		if sec != "" {
			v = strings.ReplaceAll(v, sec, launchRedacted)
		}
	}
	return v
}
