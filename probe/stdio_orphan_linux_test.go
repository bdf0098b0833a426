//go:build linux

package probe

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStdioServerDiesWithProbe: a server started by DialStdio does not
// outlive a probe that dies without closing it (a kill, a test binary's
// timeout panic). The test binary runs itself as the probe, which starts a
// long sleep as its "server", prints its pid and exits at once.
func TestStdioServerDiesWithProbe(t *testing.T) {
	if os.Getenv("MCPSURVEY_TEST_ORPHAN_PARENT") == "1" {
		conn, err := DialStdio(context.Background(), "sleep", []string{"300"}, nil, "", DialOptions{})
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(2)
		}
		fmt.Println("pid", conn.(*StdioConn).cmd.Process.Pid)
		os.Exit(0) // no Close: the probe just dies
	}
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep command")
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestStdioServerDiesWithProbe$")
	cmd.Env = append(os.Environ(), "MCPSURVEY_TEST_ORPHAN_PARENT=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("probe process: %v\n%s", err, out)
	}
	var pid int
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "pid "); ok {
			pid, _ = strconv.Atoi(strings.TrimSpace(rest))
		}
	}
	if pid <= 0 {
		t.Fatalf("no server pid in %q", out)
	}
	// bounded wait for the kernel's kill: 200 polls of 25 ms
	for range 200 {
		if !alive(pid) {
			return
		}
		time.Sleep(25 * time.Millisecond)
	}
	syscall.Kill(pid, syscall.SIGKILL)
	t.Fatalf("server %d outlived the probe that started it", pid)
}

// alive reports whether process pid exists and is not a zombie (an
// orphan's zombie waits for a reaper that a container's init may never
// be).
func alive(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// "pid (comm) S …": the state follows the last ')'
	if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) {
		return stat[i+2] != 'Z' && stat[i+2] != 'X'
	}
	return true
}
