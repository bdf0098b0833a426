package probe

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

func TestSandboxDescribe(t *testing.T) {
	for _, tc := range []struct{ net, want string }{
		{"", "bwrap net=none"},
		{SandboxNetNone, "bwrap net=none"},
		{SandboxNetHost, "bwrap net=host"},
	} {
		s := &Sandbox{Net: tc.net}
		if got := s.Describe(); got != tc.want {
			t.Errorf("Net %q: Describe() = %q; want %q", tc.net, got, tc.want)
		}
	}
}

func TestSandboxArgs(t *testing.T) {
	l := sandboxLaunch{
		Command: "/usr/bin/server", Args: []string{"--db", "/w/data/x.db"}, Cwd: "/w",
		Binds: []sandboxBind{
			{Src: "/s/copy-2", Dst: "/w/data", Writable: true},
			{Src: "/tmp/pkg", Dst: "/tmp/pkg"},
			{Src: "/s/copy-0", Dst: "/w", Writable: true},
		},
	}
	want := []string{
		"--unshare-all", "--die-with-parent", "--new-session",
		"--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
		"--dir", "/tmp/.mcpsurvey-home", "--tmpfs", "/run",
		"--bind", "/s/copy-0", "/w", // parents first
		"--bind", "/s/copy-2", "/w/data",
		"--ro-bind", "/tmp/pkg", "/tmp/pkg",
		"--chdir", "/w", "--", "/usr/bin/server", "--db", "/w/data/x.db",
	}
	if got := (&Sandbox{}).args(l); !reflect.DeepEqual(got, want) {
		t.Errorf("args:\n got %q\nwant %q", got, want)
	}
	got := (&Sandbox{Net: SandboxNetHost}).args(l)
	if !reflect.DeepEqual(got[:3], []string{"--unshare-all", "--share-net", "--die-with-parent"}) {
		t.Errorf("net=host args start %q; want --unshare-all --share-net", got[:3])
	}
	if !strings.Contains(strings.Join(got, " "), " --tmpfs /run --ro-bind-try /run/systemd/resolve /run/systemd/resolve --bind ") {
		t.Errorf("net=host args %q do not bind systemd-resolved's folder back after the empty /run", got)
	}
}

func TestSandboxEnv(t *testing.T) {
	env := []string{"PATH=/usr/bin", "HOME=/home/u", "TMPDIR=/var/tmp", "XDG_CONFIG_HOME=/home/u/.config",
		"XDG_RUNTIME_DIR=/run/user/1000", "XDG_DATA_HOME=/data", "TOKEN=s3cret"}
	got := sandboxEnv(env, map[string]string{"XDG_DATA_HOME": "/data"})
	want := []string{"PATH=/usr/bin", "XDG_DATA_HOME=/data", "TOKEN=s3cret", "HOME=/tmp/.mcpsurvey-home", "TMPDIR=/tmp"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sandboxEnv:\n got %q\nwant %q", got, want)
	}
}

func TestSandboxCheckMissingBwrap(t *testing.T) {
	s := &Sandbox{Bwrap: filepath.Join(t.TempDir(), "no-such-bwrap")}
	err := s.Check(context.Background())
	if err == nil {
		t.Fatal("Check with a missing bwrap succeeded")
	}
	for _, want := range []string{"bubblewrap", "not installed", "no-such-bwrap"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Check error %q does not say %q", err, want)
		}
	}
	if err2 := s.Check(context.Background()); err2 != err {
		t.Errorf("second Check = %v; want the kept %v", err2, err)
	}
}

// trFakeBwrap writes an executable script standing in for bwrap.
func trFakeBwrap(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "bwrap")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSandboxCheckNoUserNamespaces(t *testing.T) {
	for _, msg := range []string{
		"bwrap: No permissions to create new namespace, likely because the kernel does not allow non-privileged user namespaces. See <https://deb.li/bubblewrap> or <file:///usr/share/doc/bubblewrap/README.Debian.gz>.",
		"bwrap: setting up uid map: Permission denied",
	} {
		s := &Sandbox{Bwrap: trFakeBwrap(t, "echo \""+msg+"\" >&2; exit 1")}
		err := s.Check(context.Background())
		if err == nil {
			t.Fatalf("Check succeeded with a bwrap saying %q", msg)
		}
		for _, want := range []string{"user namespaces", "bubblewrap", msg} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("Check error %q does not say %q", err, want)
			}
		}
	}
	s := &Sandbox{Bwrap: trFakeBwrap(t, "echo 'bwrap: Unknown option --frobnicate' >&2; exit 1")}
	err := s.Check(context.Background())
	if err == nil || !strings.Contains(err.Error(), "bubblewrap") || !strings.Contains(err.Error(), "Unknown option") {
		t.Errorf("Check with a failing bwrap = %v; want the message and the package name", err)
	}
}

func TestSandboxCheckBadNet(t *testing.T) {
	err := (&Sandbox{Net: "lan"}).Check(context.Background())
	if err == nil || !strings.Contains(err.Error(), `"lan"`) {
		t.Errorf("Check with Net lan = %v; want an error naming it", err)
	}
}

// TestSandboxStartFailedNotUnsandboxed: when the sandbox cannot work, the
// server is start_failed with the reason, and it never runs.
func TestSandboxStartFailedNotUnsandboxed(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "ran")
	spec := ServerSpec{Name: "marker", Transport: capture.TransportStdio,
		Command: "sh", Args: []string{"-c", "touch " + marker + "; sleep 5"}}
	for _, s := range []*Sandbox{
		{Bwrap: filepath.Join(dir, "no-such-bwrap")},
		{Bwrap: trFakeBwrap(t, "echo 'bwrap: setting up uid map: Permission denied' >&2; exit 1")},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		srv := Probe(ctx, spec, Options{Sandbox: s, ServerTimeout: 10 * time.Second})
		cancel()
		if srv.Status != capture.ServerStartFailed {
			t.Errorf("status %q; want %q", srv.Status, capture.ServerStartFailed)
		}
		if !strings.Contains(srv.Error, "bubblewrap") {
			t.Errorf("error %q does not name bubblewrap", srv.Error)
		}
		if srv.Sandbox != "bwrap net=none" {
			t.Errorf("Sandbox = %q; want bwrap net=none", srv.Sandbox)
		}
		if _, err := os.Stat(marker); err == nil {
			t.Fatal("the server ran although it could not be sandboxed")
		}
	}
}

func TestSandboxWritable(t *testing.T) {
	root := t.TempDir()
	mk := func(p string) string {
		p = filepath.Join(root, p)
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cwd, allowed, dbDir, memDir, extra := mk("cwd"), mk("allowed"), mk("db"), mk("mem"), mk("extra")
	inner := mk("allowed/inner")
	spec := ServerSpec{
		Args: []string{allowed, "--db=" + filepath.Join(dbDir, "x.db"), "relative/path", "/usr/share/doc",
			inner, filepath.Join(root, "missing", "file")},
		Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(memDir, "memory.jsonl"), "PATH": "/usr/bin:/bin"},
	}
	got := sandboxWritable(cwd, []string{extra, "/", "/tmp", "/etc"}, spec)
	want := []string{cwd, extra, allowed, dbDir, memDir, inner}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sandboxWritable:\n got %q\nwant %q", got, want)
	}
}

func TestSandboxTmpTop(t *testing.T) {
	for _, tc := range []struct {
		p, top string
		ok     bool
	}{
		{"/tmp/a/b/c", "/tmp/a", true},
		{"/tmp/a", "/tmp/a", true},
		{"/tmp", "", false},
		{"/tmpx/a", "", false},
		{"/var/tmp/a", "", false},
	} {
		top, ok := tmpTop(tc.p)
		if top != tc.top || ok != tc.ok {
			t.Errorf("tmpTop(%q) = %q, %v; want %q, %v", tc.p, top, ok, tc.top, tc.ok)
		}
	}
}

func TestSandboxCopyTree(t *testing.T) {
	src := t.TempDir()
	os.MkdirAll(filepath.Join(src, "sub", "deep"), 0o755)
	os.WriteFile(filepath.Join(src, "a.txt"), []byte("alpha"), 0o640)
	os.WriteFile(filepath.Join(src, "sub", "deep", "b.bin"), []byte{0, 1, 2}, 0o600)
	os.Symlink("a.txt", filepath.Join(src, "link"))
	os.Chmod(filepath.Join(src, "sub"), 0o555)
	t.Cleanup(func() { os.Chmod(filepath.Join(src, "sub"), 0o755) })

	scratch := t.TempDir()
	dst := filepath.Join(scratch, "copy-0")
	b := &copyBudget{bytes: 1 << 20, files: 100}
	if err := copyTree(context.Background(), src, dst, scratch, b); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dst, "sub", "deep", "b.bin")); string(got) != "\x00\x01\x02" {
		t.Errorf("b.bin = %q", got)
	}
	if fi, err := os.Stat(filepath.Join(dst, "a.txt")); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("a.txt: %v, %v; want mode 0640", fi, err)
	}
	if fi, err := os.Stat(filepath.Join(dst, "sub")); err != nil || fi.Mode().Perm() != 0o555 {
		t.Errorf("sub: %v, %v; want mode 0555", fi, err)
	}
	if l, err := os.Readlink(filepath.Join(dst, "link")); err != nil || l != "a.txt" {
		t.Errorf("link = %q, %v", l, err)
	}
	if b.files != 100-6 || b.bytes != 1<<20-8 {
		t.Errorf("budget left %d files, %d bytes; want 94, %d", b.files, b.bytes, 1<<20-8)
	}

	small := &copyBudget{bytes: 6, files: 100}
	err := copyTree(context.Background(), src, filepath.Join(scratch, "copy-1"), scratch, small)
	if !errors.Is(err, errCopyBudget) {
		t.Errorf("copy over budget = %v; want errCopyBudget", err)
	}
	if small.bytes != 6 || small.files != 100 {
		t.Errorf("budget after a failed copy = %+v; want it restored", *small)
	}
	removeScratch(scratch)
	if _, err := os.Stat(scratch); !os.IsNotExist(err) {
		t.Errorf("removeScratch left %s (%v)", scratch, err)
	}
}
