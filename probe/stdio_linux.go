package probe

import "syscall"

// serverProcAttr is how a stdio server is started on Linux: in its own
// process group, and killed by the kernel if the probe dies without
// closing it (killed, a test binary's timeout panic), so no server is left
// running orphaned. Go never ends the thread that started it while the
// probe lives (no goroutine here locks its thread), which Pdeathsig keys on.
func serverProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
