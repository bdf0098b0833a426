package probe

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Sandbox network modes (Sandbox.Net).
const (
	// SandboxNetNone gives the server a network namespace of its own with
	// nothing but its own loopback (the default).
	SandboxNetNone = "none"
	// SandboxNetHost shares the host's network.
	SandboxNetHost = "host"
)

// Defaults for Sandbox.
const (
	// DefaultSandboxCopyBytes bounds the bytes copied into one launch's
	// scratch folder.
	DefaultSandboxCopyBytes = 64 << 20
	// DefaultSandboxCopyFiles bounds the files, folders and links copied
	// into one launch's scratch folder.
	DefaultSandboxCopyFiles = 10000

	// sandboxHome is the private HOME inside the sandbox (on its /tmp).
	sandboxHome = "/tmp/.mcpsurvey-home"
	// sandboxScratchPrefix starts the name of every scratch folder.
	sandboxScratchPrefix = "mcpsurvey-sandbox-"
	// sandboxExitWait bounds how long Close waits for the sandbox's PID
	// namespace to empty once bwrap is dead.
	sandboxExitWait = 3 * time.Second
)

// Sandbox runs stdio servers under bubblewrap (bwrap, the Debian package
// bubblewrap) so that whatever their tools write, delete or kill stays
// inside and vanishes when the session ends. With it, `--calls all
// --allow-destructive` cannot change the host.
//
// Each launch runs as
//
//	bwrap --unshare-all [--share-net] --die-with-parent --new-session
//	      --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp
//	      --dir /tmp/.mcpsurvey-home --tmpfs /run
//	      [--ro-bind-try /run/systemd/resolve /run/systemd/resolve]
//	      [--ro-bind P P]... [--bind SCRATCH/copy-N P]...
//	      --chdir CWD -- COMMAND ARGS...
//
// that is: the host file system read-only; fresh /dev, /proc and a
// private in-memory /tmp; an empty /run, which hides the host's sockets
// there (Docker, D-Bus, agents, databases: a socket on a read-only mount
// still accepts connections), with, for net=host, systemd-resolved's
// folder bound back for DNS; HOME=/tmp/.mcpsurvey-home and TMPDIR=/tmp (the
// rest of the environment passes through unchanged, outside bwrap's
// argument list so that secrets do not show in ps); its own user, PID,
// IPC, UTS and cgroup namespaces; and, unless Net is "host", its own
// network namespace with only a loopback of its own (the host's 127.0.0.1
// is out of reach). The PID namespace makes bwrap's reaper PID 1 of
// everything the server starts, and --die-with-parent kills that reaper
// when bwrap dies, which takes the whole namespace with it: when Close
// returns, nothing the server started is left.
//
// Writes: bubblewrap 0.8.0 (Debian 12) has no --overlay-src or
// --tmp-overlay (they came with 0.9.0), and mounting overlayfs by hand
// inside the sandbox needs capabilities in it (which would let the server
// remount the host read-write) and fails on files whose owner is not
// mapped into the user namespace. So the folders a server is likely to
// write to are copied instead: its working directory, the Writable
// folders, and, for every absolute path among its arguments (also in
// --flag=/path form) and the values of its spec's Env, that path when it
// is a folder or else the folder holding it (a SQLite database or a memory
// file). Each is copied into a fresh scratch folder, within
// MaxCopyBytes and MaxCopyFiles per launch, and the copy is bound
// writable over the original path. The server sees its files and can
// change them; the host's stay untouched and the copies (made at each
// launch) are deleted on Close. A folder too large to copy stays
// read-only (an event says so), as do system folders (/usr, /etc, ...);
// writes anywhere but the copies, HOME, /tmp, /run and /dev fail with
// "read-only file system".
//
// The private /tmp hides the host's. For host paths under /tmp that a
// launch names (the executable, the working directory, Writable, paths in
// arguments and spec Env), the entry of /tmp each is in is bound back
// read-only (a node package's executable needs its node_modules around
// it), under the writable copies.
//
// A missing bwrap, or a kernel that does not let bwrap create its
// namespaces, makes every launch fail with an error naming the cause (see
// Check); a server is never run unsandboxed instead.
//
// A Sandbox is safe for concurrent use; it must not be copied after first
// use.
type Sandbox struct {
	// Bwrap is the bwrap executable (default: "bwrap" on PATH).
	Bwrap string
	// Net is SandboxNetNone (default) or SandboxNetHost.
	Net string
	// Writable are further folders the server may change (copies of
	// them), e.g. the survey's --root folders.
	Writable []string
	// MaxCopyBytes and MaxCopyFiles bound the copies made for one launch
	// (defaults DefaultSandboxCopyBytes, DefaultSandboxCopyFiles).
	MaxCopyBytes int64
	MaxCopyFiles int
	// ScratchDir is where each launch's scratch folder is made (default
	// os.TempDir()).
	ScratchDir string

	mu       sync.Mutex
	checked  bool
	bwrap    string // resolved path, once checked
	checkErr error
	tooLarge map[string]bool // folders that did not fit the copy budget
}

// Describe says which sandbox servers run in, for capture.Server.Sandbox:
// "bwrap net=none" or "bwrap net=host".
func (s *Sandbox) Describe() string {
	return "bwrap net=" + s.net()
}

func (s *Sandbox) net() string {
	if s.Net == "" {
		return SandboxNetNone
	}
	return s.Net
}

// Check makes sure sandboxed launches can work: Net is valid, bwrap is
// installed, and a trial sandbox (bwrap with the launch options running
// true) starts. The outcome is kept: later calls return it at once
// (unless the first was cut short by ctx). The error names the cause and
// the Debian package bubblewrap.
func (s *Sandbox) Check(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.checked {
		return s.checkErr
	}
	bwrap, err := s.check(ctx)
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("sandbox: checking bwrap: %w", ctx.Err())
	}
	s.checked, s.bwrap, s.checkErr = true, bwrap, err
	return err
}

func (s *Sandbox) check(ctx context.Context) (string, error) {
	if n := s.net(); n != SandboxNetNone && n != SandboxNetHost {
		return "", fmt.Errorf("sandbox: network %q: want %q or %q", n, SandboxNetNone, SandboxNetHost)
	}
	name := s.Bwrap
	if name == "" {
		name = "bwrap"
	}
	bwrap, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("sandbox: bubblewrap is not installed (%v); install the Debian package bubblewrap (apt-get install bubblewrap)", err)
	}
	trueCmd, err := exec.LookPath("true")
	if err != nil {
		trueCmd = "/bin/true"
	}
	cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	args := append(s.baseArgs(), "--", trueCmd)
	out, err := exec.CommandContext(cctx, bwrap, args...).CombinedOutput()
	if err == nil {
		return bwrap, nil
	}
	return "", sandboxCheckError(bwrap, err, out)
}

// sandboxCheckError explains a failed trial run of bwrap.
func sandboxCheckError(bwrap string, err error, out []byte) error {
	msg := strings.TrimSpace(string(out))
	if len(msg) > 500 {
		msg = msg[:500] + "..."
	}
	if msg == "" {
		msg = err.Error()
	}
	low := strings.ToLower(msg)
	for _, hint := range []string{"namespace", "uid map", "gid map", "operation not permitted", "permission denied", "no permissions"} {
		if strings.Contains(low, hint) {
			return fmt.Errorf("sandbox: %s cannot create its namespaces on this system (%s): unprivileged user namespaces look disabled "+
				"(sysctl kernel.unprivileged_userns_clone, user.max_user_namespaces, an AppArmor or container restriction); "+
				"enable them or use a setuid bwrap from the Debian package bubblewrap", bwrap, msg)
		}
	}
	return fmt.Errorf("sandbox: trial run of %s failed (%s); check the Debian package bubblewrap", bwrap, msg)
}

// baseArgs are the bwrap options common to every launch (and Check).
func (s *Sandbox) baseArgs() []string {
	a := []string{"--unshare-all"}
	if s.net() == SandboxNetHost {
		a = append(a, "--share-net")
	}
	a = append(a,
		"--die-with-parent", "--new-session",
		"--ro-bind", "/", "/",
		"--dev", "/dev",
		"--proc", "/proc",
		"--tmpfs", "/tmp",
		"--dir", sandboxHome,
		"--tmpfs", "/run",
	)
	if s.net() == SandboxNetHost {
		// /etc/resolv.conf may point at systemd-resolved's stub file.
		a = append(a, "--ro-bind-try", "/run/systemd/resolve", "/run/systemd/resolve")
	}
	return a
}

// sandboxBind is one bind mount of a launch: a writable copy (Src is in
// the scratch folder) or the host path itself, read-only.
type sandboxBind struct {
	Src, Dst string
	Writable bool
}

// sandboxLaunch is what one sandboxed launch runs.
type sandboxLaunch struct {
	Command string // absolute path
	Args    []string
	Cwd     string // absolute
	Binds   []sandboxBind
}

// args returns bwrap's argument list for l.
func (s *Sandbox) args(l sandboxLaunch) []string {
	a := s.baseArgs()
	binds := append([]sandboxBind(nil), l.Binds...)
	// Parents before children, so that a bind inside another stays visible.
	sort.SliceStable(binds, func(i, j int) bool { return pathDepth(binds[i].Dst) < pathDepth(binds[j].Dst) })
	for _, b := range binds {
		if b.Writable {
			a = append(a, "--bind", b.Src, b.Dst)
		} else {
			a = append(a, "--ro-bind", b.Src, b.Dst)
		}
	}
	a = append(a, "--chdir", l.Cwd, "--", l.Command)
	return append(a, l.Args...)
}

func pathDepth(p string) int { return strings.Count(filepath.Clean(p), "/") }

// sandboxEnv returns env with HOME and TMPDIR pointing into the sandbox and
// the XDG folders the spec does not set itself removed (they would name
// read-only host folders).
func sandboxEnv(env []string, specEnv map[string]string) []string {
	if env == nil {
		env = os.Environ()
	}
	out := make([]string, 0, len(env)+2)
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "HOME", "TMPDIR":
			continue
		case "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR":
			if _, own := specEnv[k]; !own {
				continue
			}
		}
		out = append(out, kv)
	}
	return append(out, "HOME="+sandboxHome, "TMPDIR=/tmp")
}

// DialStdio starts spec's command inside the sandbox, like the package's
// DialStdio does outside: env is the child's full environment (nil means
// the probe's own) and the spec's Command, Args, Cwd and Env are used.
// It fails, without starting anything, when Check fails. Close kills the
// sandbox, waits for its PID namespace to empty and deletes its scratch
// folder.
func (s *Sandbox) DialStdio(ctx context.Context, spec ServerSpec, env []string, opts DialOptions) (Conn, error) {
	if err := s.Check(ctx); err != nil {
		return nil, err
	}
	if spec.Command == "" {
		return nil, errors.New("starting server: empty command")
	}
	cwd := spec.Cwd
	if cwd == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, fmt.Errorf("sandbox: %w", err)
		}
		cwd = wd
	}
	cwd, err := filepath.Abs(cwd)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	if fi, err := os.Stat(cwd); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("starting %q: working directory %s: not a folder (%v)", spec.Command, cwd, err)
	}
	if env == nil {
		env = os.Environ()
	}
	command, err := stdioLookPath(spec.Command, env, cwd)
	if err != nil {
		return nil, fmt.Errorf("starting %q: %w", spec.Command, err)
	}
	if !filepath.IsAbs(command) {
		command = filepath.Join(cwd, command)
	}

	base := s.ScratchDir
	if base == "" {
		base = os.TempDir()
	}
	scratch, err := os.MkdirTemp(base, sandboxScratchPrefix)
	if err != nil {
		return nil, fmt.Errorf("sandbox: scratch folder: %w", err)
	}
	binds, err := s.plan(ctx, scratch, command, cwd, spec, opts)
	if err != nil {
		removeScratch(scratch)
		return nil, err
	}
	l := sandboxLaunch{Command: command, Args: spec.Args, Cwd: cwd, Binds: binds}
	c, err := DialStdio(ctx, s.bwrap, s.args(l), sandboxEnv(env, spec.Env), "", opts)
	if err != nil {
		removeScratch(scratch)
		return nil, err
	}
	return &sandboxConn{StdioConn: c.(*StdioConn), scratch: scratch}, nil
}

// plan makes the writable copies of a launch in scratch and returns its
// binds.
func (s *Sandbox) plan(ctx context.Context, scratch, command, cwd string, spec ServerSpec, opts DialOptions) ([]sandboxBind, error) {
	budget := &copyBudget{bytes: s.MaxCopyBytes, files: s.MaxCopyFiles}
	if budget.bytes <= 0 {
		budget.bytes = DefaultSandboxCopyBytes
	}
	if budget.files <= 0 {
		budget.files = DefaultSandboxCopyFiles
	}
	var binds []sandboxBind
	for i, dir := range sandboxWritable(cwd, s.Writable, spec) {
		if covered(binds, dir) {
			continue
		}
		if s.isTooLarge(dir) {
			dialEvent(opts, capture.EventTransport, "sandbox: "+dir+" is too large to copy: read-only inside", nil)
			continue
		}
		dst := filepath.Join(scratch, "copy-"+strconv.Itoa(i))
		err := copyTree(ctx, dir, dst, scratch, budget)
		if err == nil {
			binds = append(binds, sandboxBind{Src: dst, Dst: dir, Writable: true})
			continue
		}
		if ctx.Err() != nil {
			return nil, fmt.Errorf("sandbox: copying %s: %w", dir, ctx.Err())
		}
		removeScratch(dst)
		if errors.Is(err, errCopyBudget) {
			s.markTooLarge(dir)
		}
		dialEvent(opts, capture.EventTransport, fmt.Sprintf("sandbox: %s not copied (%v): read-only inside", dir, err), nil)
	}
	// Host paths under /tmp the launch names are hidden by the private
	// /tmp: bind back their top folders (a node package's executable
	// needs the package's node_modules next to it), read-only.
	names := []string{command, cwd}
	if real, err := filepath.EvalSymlinks(command); err == nil {
		names = append(names, real)
	}
	names = append(names, s.Writable...)
	names = append(names, sandboxPathHints(spec)...)
	seen := map[string]bool{}
	for _, p := range names {
		top, ok := tmpTop(p)
		if !ok || seen[top] || covered(binds, top) {
			continue
		}
		seen[top] = true
		if fi, err := os.Lstat(top); err != nil || fi.Mode()&fs.ModeSymlink != 0 {
			continue
		}
		binds = append(binds, sandboxBind{Src: top, Dst: top})
	}
	return binds, nil
}

func (s *Sandbox) isTooLarge(dir string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tooLarge[dir]
}

func (s *Sandbox) markTooLarge(dir string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tooLarge == nil {
		s.tooLarge = map[string]bool{}
	}
	s.tooLarge[dir] = true
}

// covered reports whether p is one of the writable binds or inside one.
func covered(binds []sandboxBind, p string) bool {
	for _, b := range binds {
		if b.Writable && within(b.Dst, p) {
			return true
		}
	}
	return false
}

// within reports whether p is dir or inside it (both clean and absolute).
func within(dir, p string) bool {
	return p == dir || strings.HasPrefix(p, dir+"/") || dir == "/"
}

// tmpTop returns the entry of /tmp that p is or is inside of.
func tmpTop(p string) (string, bool) {
	p = filepath.Clean(p)
	rest, ok := strings.CutPrefix(p, "/tmp/")
	if !ok || rest == "" {
		return "", false
	}
	first, _, _ := strings.Cut(rest, "/")
	return "/tmp/" + first, true
}

// sandboxSystemDirs are never made writable: a server has no business
// writing there, and copying them is costly.
var sandboxSystemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
	"/etc", "/boot", "/proc", "/sys", "/dev", "/run", "/snap", "/nix"}

// sandboxWritable lists the existing folders of a launch to copy, outer
// folders first: the working directory, the extra folders, and the
// folders named by absolute paths in the arguments and spec Env (a folder
// itself, else the folder holding the path).
func sandboxWritable(cwd string, extra []string, spec ServerSpec) []string {
	var cands []string
	cands = append(cands, cwd)
	cands = append(cands, extra...)
	for _, p := range sandboxPathHints(spec) {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			cands = append(cands, p)
		} else {
			cands = append(cands, filepath.Dir(p))
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, c := range cands {
		if c == "" || !filepath.IsAbs(c) {
			continue
		}
		if real, err := filepath.EvalSymlinks(c); err == nil {
			c = real
		} else {
			continue // does not exist
		}
		if fi, err := os.Stat(c); err != nil || !fi.IsDir() {
			continue
		}
		if c == "/" || c == "/tmp" || seen[c] || isSystemDir(c) {
			continue
		}
		seen[c] = true
		out = append(out, c)
	}
	sort.SliceStable(out, func(i, j int) bool { return pathDepth(out[i]) < pathDepth(out[j]) })
	return out
}

func isSystemDir(p string) bool {
	for _, d := range sandboxSystemDirs {
		if within(d, p) {
			return true
		}
	}
	return false
}

// sandboxPathHints returns the absolute paths among spec's arguments
// (whole, or after the = of --flag=/path) and its Env values, cleaned.
func sandboxPathHints(spec ServerSpec) []string {
	var vals []string
	for _, a := range spec.Args {
		vals = append(vals, a)
		if _, v, ok := strings.Cut(a, "="); ok {
			vals = append(vals, v)
		}
	}
	keys := make([]string, 0, len(spec.Env))
	for k := range spec.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		vals = append(vals, spec.Env[k])
	}
	var out []string
	for _, v := range vals {
		if strings.HasPrefix(v, "/") && !strings.ContainsAny(v, ":\n") {
			out = append(out, filepath.Clean(v))
		}
	}
	return out
}

// errCopyBudget is returned by copyTree when the budget is exhausted.
var errCopyBudget = errors.New("over the sandbox's copy budget")

// copyBudget is what remains of a launch's copy allowance.
type copyBudget struct {
	bytes int64
	files int
}

// copyTree copies the folder src to dst (which must not exist): folders,
// regular files (with their modes and times) and symbolic links (as
// links); other files are left out, as are unreadable files and the
// scratch folder skip. On errCopyBudget the budget is restored to what it
// was.
func copyTree(ctx context.Context, src, dst, skip string, b *copyBudget) error {
	saved := *b
	type dirMode struct {
		path string
		mode fs.FileMode
		mt   time.Time
	}
	var dirs []dirMode
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == src {
				return err
			}
			return nil // unreadable: the server could not read it either
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if p != src && (p == skip || strings.HasPrefix(d.Name(), sandboxScratchPrefix)) {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		fi, err := d.Info()
		if err != nil {
			return nil
		}
		if b.files--; b.files < 0 {
			return errCopyBudget
		}
		switch {
		case d.IsDir():
			if err := os.Mkdir(target, 0o700); err != nil {
				return err
			}
			dirs = append(dirs, dirMode{target, fi.Mode().Perm(), fi.ModTime()})
		case d.Type()&fs.ModeSymlink != 0:
			link, err := os.Readlink(p)
			if err != nil {
				return nil
			}
			return os.Symlink(link, target)
		case d.Type().IsRegular():
			if b.bytes -= fi.Size(); b.bytes < 0 {
				return errCopyBudget
			}
			return copyFile(p, target, fi)
		}
		return nil
	})
	if err != nil {
		if errors.Is(err, errCopyBudget) {
			*b = saved
		}
		return err
	}
	for i := len(dirs) - 1; i >= 0; i-- {
		os.Chmod(dirs[i].path, dirs[i].mode)
		os.Chtimes(dirs[i].path, dirs[i].mt, dirs[i].mt)
	}
	return nil
}

func copyFile(src, dst string, fi fs.FileInfo) error {
	in, err := os.Open(src)
	if err != nil {
		return nil // unreadable: left out
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, fi.Mode().Perm()|0o200)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	os.Chmod(dst, fi.Mode().Perm())
	os.Chtimes(dst, fi.ModTime(), fi.ModTime())
	return nil
}

// removeScratch deletes a scratch folder, also when the server left
// folders without write permission in it.
func removeScratch(dir string) {
	if os.RemoveAll(dir) == nil {
		return
	}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o700)
		}
		return nil
	})
	os.RemoveAll(dir)
}

// sandboxConn is a StdioConn to bwrap whose Close also waits for the
// sandbox's PID namespace to end and deletes the scratch folder.
type sandboxConn struct {
	*StdioConn
	scratch   string
	closeOnce sync.Once
}

// Close ends the sandbox. See Conn.
func (c *sandboxConn) Close() error {
	var err error
	c.closeOnce.Do(func() {
		// bwrap's child is PID 1 of the sandbox's namespace; it ends only
		// once every process in it has.
		inner := childProcs(c.Pid())
		err = c.StdioConn.Close()
		deadline := time.Now().Add(sandboxExitWait)
		for _, p := range inner {
			for p.alive() && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
		}
		removeScratch(c.scratch)
	})
	return err
}

// procRef names a process by pid and start time (so a reused pid is not
// taken for it).
type procRef struct {
	pid   int
	start string
}

// childProcs lists the children of pid.
func childProcs(pid int) []procRef {
	var pids []string
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid)); err == nil {
		pids = strings.Fields(string(b))
	} else {
		// A kernel without CONFIG_PROC_CHILDREN: look for the parent pid.
		ents, _ := os.ReadDir("/proc")
		for _, e := range ents {
			if _, err := strconv.Atoi(e.Name()); err == nil && procPPid(e.Name()) == strconv.Itoa(pid) {
				pids = append(pids, e.Name())
			}
		}
	}
	var out []procRef
	for _, f := range pids {
		n, err := strconv.Atoi(f)
		if err != nil {
			continue
		}
		if st, _, ok := procStat(n); ok {
			out = append(out, procRef{n, st})
		}
	}
	return out
}

// procPPid returns the parent pid of a process from /proc.
func procPPid(pid string) string {
	f := procStatFields(pid)
	if len(f) < 2 {
		return ""
	}
	return f[1]
}

// alive reports whether the process still exists and is not a zombie.
func (p procRef) alive() bool {
	st, state, ok := procStat(p.pid)
	return ok && st == p.start && state != "Z" && state != "X"
}

// procStat returns a process's start time and state from /proc.
func procStat(pid int) (start, state string, ok bool) {
	f := procStatFields(strconv.Itoa(pid))
	if len(f) < 20 {
		return "", "", false
	}
	return f[19], f[0], true
}

// procStatFields returns the fields of /proc/PID/stat after the command
// name: state (field 3 of proc(5)) first, ppid, ..., starttime (22) at
// index 19.
func procStatFields(pid string) []string {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return nil
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(s[i+1:])
}
