package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/mcpsurvey/mcpsurvey/corpus"
	"github.com/mcpsurvey/mcpsurvey/probe"
	"github.com/mcpsurvey/mcpsurvey/probe/callplan"
	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

const probeExamples = `  # every server of a Claude Desktop / Cursor / VS Code config file
  mcpsurvey probe --config servers.json --db corpus.db

  # several files, 8 servers at a time, resuming an interrupted run
  mcpsurvey probe --config a.json --config b.json --jobs 8 --resume

  # one stdio server given as a command
  mcpsurvey probe --db c.db -- npx -y @modelcontextprotocol/server-everything

  # a Streamable HTTP server, and a legacy SSE one
  mcpsurvey probe --url http://127.0.0.1:3001/mcp
  mcpsurvey probe --url http://127.0.0.1:3001/sse --transport sse

  # call the tools a plan names (arguments inline or from CSV/JSON/YAML/XML/TXT files)
  mcpsurvey probe --config servers.json --plan plan.yaml --calls plan

  # shard 2 of 4 of a large survey (run the 4 shards as a CI matrix, then
  # combine them with "mcpsurvey corpus merge")
  mcpsurvey probe --config registry.json --shard 2/4 --db shard2.db
`

// probeOptions are the flags of `mcpsurvey probe`.
type probeOptions struct {
	configs       listFlag
	discover      bool
	urls          listFlag
	headers       listFlag
	transport     string
	name          string
	db            string
	jobs          int
	callTimeout   time.Duration
	initTimeout   time.Duration
	serverTimeout time.Duration
	maxOutput     byteSize
	protocol      string
	forceProtocol string
	discoverWait  time.Duration
	resume        bool
	shard         string
	callsPerTool  int
	callJobs      int
	roots         listFlag
	sandbox       bool
	sandboxNet    string
	calls         string
	plan          string
	allowDestr    bool
	format        string
	strict        bool
	quiet         bool
	// fallback gives the servers to probe when no source names any
	// (survey's embedded default).
	fallback func() []probe.ServerSpec
}

func runProbe(ctx context.Context, e *env, args []string) int {
	o := probeOptions{maxOutput: probe.DefaultMaxOutput}
	fs := newFlags(e, "probe", "mcpsurvey probe [flags] [-- COMMAND ARGS...]", probeExamples)
	registerProbeFlags(fs, &o)
	fs.StringVar(&o.db, "db", "mcpsurvey.db", "corpus `file` (SQLite)")
	fs.StringVar(&o.format, "format", "text", "summary format: text or json")
	fs.BoolVar(&o.strict, "strict", false, "exit 4 when a server does not reach status ok")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress and no summary")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if !checkFormat(e, o.format, "text", "json") {
		return exitUsage
	}
	st := probeStage(ctx, e, &o, fs, args, "probe")
	if st.code != exitOK {
		return st.code
	}
	results, specs, runErr := st.results, st.specs, st.runErr
	if !o.quiet {
		printProbeSummary(e, o.format, o.db, results, len(specs))
	}
	switch {
	case runErr != nil:
		return failf(e, "%v", runErr)
	case ctx.Err() != nil:
		fmt.Fprintf(e.stderr, "mcpsurvey probe: interrupted; %d captured servers kept in %s\n", len(results), o.db)
		return exitInterrupted
	case o.strict:
		for _, s := range results {
			if s.Status != capture.ServerOK {
				return exitServers
			}
		}
	}
	return exitOK
}

// probeResult is what the probe stage of probe and survey produced.
type probeResult struct {
	results []*capture.Server
	specs   []probe.ServerSpec
	runErr  error // the run itself failed (corpus write); servers' failures are data
	code    int   // exitOK, or the exit code of a usage/setup error already reported
}

// probeStage collects the servers, probes them into o.db and records the run.
func probeStage(ctx context.Context, e *env, o *probeOptions, fs *flag.FlagSet, args []string, cmd string) probeResult {
	mode, err := probe.ParseCallsMode(o.calls)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey %s: %v\n", cmd, err)
		return probeResult{code: exitUsage}
	}
	policy := probe.Policy{Mode: mode, AllowDestructive: o.allowDestr, CallsPerTool: o.callsPerTool}
	forced, err := parseProtocolFlag(o.forceProtocol)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey %s: %v\n", cmd, err)
		return probeResult{code: exitUsage}
	}
	roots, err := absRoots(o.roots)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey %s: %v\n", cmd, err)
		return probeResult{code: exitUsage}
	}
	if o.plan != "" {
		pl, code := loadPlan(e, o.plan)
		if pl == nil {
			return probeResult{code: code}
		}
		policy.CallPlan = pl
	} else if mode == probe.CallsPlan {
		fmt.Fprintf(e.stderr, "mcpsurvey %s: --calls plan needs --plan FILE\n", cmd)
		return probeResult{code: exitUsage}
	}
	var sandbox *probe.Sandbox
	if o.sandbox {
		if o.sandboxNet != probe.SandboxNetNone && o.sandboxNet != probe.SandboxNetHost {
			fmt.Fprintf(e.stderr, "mcpsurvey %s: --sandbox-net %q: want none or host\n", cmd, o.sandboxNet)
			return probeResult{code: exitUsage}
		}
		sandbox = &probe.Sandbox{Net: o.sandboxNet, Writable: roots}
		if err := sandbox.Check(ctx); err != nil {
			return probeResult{code: failf(e, "--sandbox: %v", err)}
		}
	}
	specs, code := collectSpecs(e, o, fs, cmd)
	if code != exitOK {
		return probeResult{code: code}
	}
	if len(specs) == 0 && o.fallback != nil {
		specs = o.fallback()
	}
	if len(specs) == 0 {
		fmt.Fprintf(e.stderr, "mcpsurvey %s: no servers: give --config FILE, --discover, --url URL or -- COMMAND ARGS...\n", cmd)
		return probeResult{code: exitUsage}
	}
	if o.shard != "" {
		sh, err := probe.ParseShard(o.shard)
		if err != nil {
			fmt.Fprintf(e.stderr, "mcpsurvey %s: %v\n", cmd, err)
			return probeResult{code: exitUsage}
		}
		specs = sh.Select(specs)
	}

	db, err := corpus.Open(ctx, o.db)
	if err != nil {
		return probeResult{code: failf(e, "%v", err)}
	}
	defer db.Close()
	if o.resume {
		done, err := db.CapturedServers(ctx)
		if err != nil {
			return probeResult{code: failf(e, "%v", err)}
		}
		kept := specs[:0]
		for _, s := range specs {
			if st, ok := done[s.Name]; ok && st != capture.ServerInterrupted {
				continue
			}
			kept = append(kept, s)
		}
		if skipped := len(specs) - len(kept); skipped > 0 && !o.quiet {
			fmt.Fprintf(e.stderr, "resume: %d servers already in %s, %d to probe\n", skipped, o.db, len(kept))
		}
		specs = kept
	}

	saveCtx := context.WithoutCancel(ctx)
	runID, err := db.BeginRun(saveCtx, corpus.RunMeta{Tool: "mcpsurvey " + cmd, Version: version, Args: redactArgs(args), StartedAt: time.Now().UTC()})
	if err != nil {
		return probeResult{code: failf(e, "%v", err)}
	}
	prog := newProgress(e.stderr, !o.quiet && o.format == "text" && isTerminal(e.stderr))
	var results []*capture.Server
	ropts := probe.RunOptions{
		Options: probe.Options{
			ProtocolVersion: o.protocol, Protocol: forced, DiscoverTimeout: o.discoverWait, CallTimeout: o.callTimeout, InitTimeout: o.initTimeout, ServerTimeout: o.serverTimeout,
			MaxOutput: int64(o.maxOutput), Planner: policy,
			ClientVersion: version, CallJobs: o.callJobs, Roots: roots, Sandbox: sandbox,
		},
		Jobs: o.jobs,
		Save: func(s *capture.Server) error {
			results = append(results, s)
			return db.SaveServer(saveCtx, runID, s)
		},
		Progress: prog.update,
	}
	runErr := probe.Run(ctx, specs, ropts)
	prog.finish()
	status := "ok"
	if ctx.Err() != nil {
		status = "interrupted"
	}
	if runErr != nil {
		status = "failed"
	}
	if err := db.FinishRun(saveCtx, runID, status); err != nil && runErr == nil {
		runErr = err
	}
	return probeResult{results: results, specs: specs, runErr: runErr, code: exitOK}
}

// registerProbeFlags adds the server-source, safety and timeout flags that
// probe and survey share.
func registerProbeFlags(fs *flag.FlagSet, o *probeOptions) {
	fs.Var(&o.configs, "config", "server source `file` (mcpServers, VS Code servers, or registry server.json; repeatable)")
	fs.BoolVar(&o.discover, "discover", false, "also read the MCP client configs found in their well-known places (Claude, Cursor, Windsurf, VS Code, Gemini, Kiro)")
	fs.Var(&o.urls, "url", "MCP server `URL` to connect to (repeatable)")
	fs.Var(&o.headers, "header", "HTTP header `Name=Value` for --url servers (repeatable; ${VAR} expands; never stored)")
	fs.StringVar(&o.transport, "transport", "http", "transport for --url: http (Streamable HTTP) or sse (legacy HTTP+SSE)")
	fs.StringVar(&o.name, "name", "", "server name for a --url or -- COMMAND server")
	fs.IntVar(&o.jobs, "jobs", probe.DefaultJobs(), "servers probed at once")
	fs.DurationVar(&o.callTimeout, "call-timeout", probe.DefaultCallTimeout, "timeout per request (each tools/list page, each call)")
	fs.DurationVar(&o.initTimeout, "init-timeout", probe.DefaultInitTimeout, "timeout of initialize (server start-up: npx downloads can be slow)")
	fs.DurationVar(&o.serverTimeout, "server-timeout", probe.DefaultServerTimeout, "timeout per server session, start to finish")
	fs.Var(&o.maxOutput, "max-output", "largest answer kept per call (e.g. 8MiB, 512KiB, 1000000)")
	fs.StringVar(&o.protocol, "protocol-version", probe.DefaultProtocolVersion, "protocol version offered in initialize (when the server is surveyed through initialize)")
	fs.StringVar(&o.forceProtocol, "protocol", "auto", "protocol `version`: auto (server/discover first, 2026-07-28 stateless when the server supports it, else initialize), or force one: 2026-07-28 (stateless, no discover) or 2025-11-25 and older (initialize only)")
	fs.DurationVar(&o.discoverWait, "discover-timeout", probe.DefaultDiscoverTimeout, "how long server/discover may take before the server is taken for a legacy one and surveyed through initialize")
	fs.BoolVar(&o.resume, "resume", false, "skip servers the corpus already holds (except interrupted ones)")
	fs.StringVar(&o.shard, "shard", "", "probe only shard `i/n` of the servers (1-based, stable by server name)")
	fs.StringVar(&o.calls, "calls", probe.CallsReadOnly, "call policy: readonly (read-only tools + plan), explore (tools that read, by annotations or by name and description, with arguments discovered from earlier answers), plan (plan only), all, none")
	fs.Var(&o.roots, "root", "`folder` offered to servers as an MCP root and used for file and directory arguments (repeatable)")
	fs.IntVar(&o.callJobs, "call-jobs", probe.DefaultCallJobs, "tool calls in flight at once per server")
	fs.BoolVar(&o.sandbox, "sandbox", false, "run each stdio server under bubblewrap: read-only host, throw-away copies of the folders it writes, private HOME/TMPDIR, own PID namespace, no network but its own loopback")
	fs.StringVar(&o.sandboxNet, "sandbox-net", probe.SandboxNetNone, "network of --sandbox: none (own loopback only) or host")
	fs.StringVar(&o.plan, "plan", "", "call plan `file` (JSON or YAML): argument sets per server and tool, inline or from files")
	fs.BoolVar(&o.allowDestr, "allow-destructive", false, "also call tools whose destructiveHint is true (or unannotated and not read-only)")
	fs.IntVar(&o.callsPerTool, "calls-per-tool", 0, "distinct argument sets per called tool without a plan (default 1; 3 with --calls explore)")
}

// loadPlan reads a call plan file.
func loadPlan(e *env, path string) (*callplan.Plan, int) {
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey: call plan: %v\n", err)
		return nil, exitFailure
	}
	pl, err := callplan.Load(path, data)
	if err != nil {
		fmt.Fprintf(e.stderr, "mcpsurvey: call plan: %v\n", err)
		return nil, exitFailure
	}
	return pl, exitOK
}

// collectSpecs gathers servers from --config files, --url flags and a
// trailing command.
func collectSpecs(e *env, o *probeOptions, fs *flag.FlagSet, cmd string) ([]probe.ServerSpec, int) {
	var specs []probe.ServerSpec
	load := func(path string, discovered bool) bool {
		data, err := os.ReadFile(path)
		if err == nil {
			var got []probe.ServerSpec
			var warnings []string
			got, warnings, err = probe.LoadSources(path, data, e.getenv)
			for _, w := range warnings {
				fmt.Fprintf(e.stderr, "warning: %s\n", w)
			}
			specs = append(specs, got...)
		}
		if err != nil {
			if discovered {
				fmt.Fprintf(e.stderr, "warning: discovered %s not used: %v\n", path, err)
				return true
			}
			fmt.Fprintf(e.stderr, "mcpsurvey %s: server source: %v\n", cmd, err)
			return false
		}
		return true
	}
	for _, path := range o.configs {
		if !load(path, false) {
			return nil, exitFailure
		}
	}
	if o.discover {
		home, _ := e.getenv("HOME")
		appData, _ := e.getenv("APPDATA")
		for _, path := range probe.WellKnownConfigs(home, runtime.GOOS, appData) {
			if _, err := os.Stat(path); err == nil {
				fmt.Fprintf(e.stderr, "discovered %s\n", path)
				load(path, true)
			}
		}
	}
	headers := map[string]string{}
	for _, h := range o.headers {
		k, v, ok := strings.Cut(h, "=")
		if !ok {
			k, v, ok = strings.Cut(h, ":")
		}
		if !ok || strings.TrimSpace(k) == "" {
			fmt.Fprintf(e.stderr, "mcpsurvey probe: --header %q: want Name=Value\n", h)
			return nil, exitUsage
		}
		headers[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	if o.transport != "http" && o.transport != "sse" {
		fmt.Fprintf(e.stderr, "mcpsurvey probe: --transport %q: want http or sse\n", o.transport)
		return nil, exitUsage
	}
	for _, u := range o.urls {
		name := o.name
		if len(o.urls) > 1 {
			name = ""
		}
		s, err := probe.SpecFromURL(name, u, o.transport, headers, e.getenv)
		if err != nil {
			fmt.Fprintf(e.stderr, "mcpsurvey probe: --url %s: %v\n", u, err)
			return nil, exitUsage
		}
		specs = append(specs, s)
	}
	if argv := fs.Args(); len(argv) > 0 {
		specs = append(specs, probe.SpecFromCommand(o.name, argv, e.getenv))
	}
	specs, warnings := probe.DedupeNames(specs)
	for _, w := range warnings {
		fmt.Fprintf(e.stderr, "warning: %s\n", w)
	}
	return specs, exitOK
}

// redactArgs keeps the command line for the run record without header
// values (which may hold tokens).
func redactArgs(args []string) []string {
	out := make([]string, len(args))
	copy(out, args)
	for i := range out {
		if strings.HasPrefix(out[i], "--header=") || strings.HasPrefix(out[i], "-header=") {
			k, _, _ := strings.Cut(strings.SplitN(out[i], "=", 2)[1], "=")
			out[i] = "--header=" + k + "=[REDACTED]"
		} else if (out[i] == "--header" || out[i] == "-header") && i+1 < len(out) {
			k, _, _ := strings.Cut(out[i+1], "=")
			out[i+1] = k + "=[REDACTED]"
		}
	}
	return out
}

// absRoots checks the --root folders and makes them absolute.
func absRoots(roots []string) ([]string, error) {
	var out []string
	for _, r := range roots {
		abs, err := filepath.Abs(r)
		if err != nil {
			return nil, fmt.Errorf("--root %s: %v", r, err)
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, fmt.Errorf("--root %s: %v", r, err)
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("--root %s: not a folder", r)
		}
		out = append(out, abs)
	}
	return out, nil
}
