package probe

import (
	"sort"

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
