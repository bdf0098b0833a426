//go:build !linux

package probe

import "syscall"

// serverProcAttr is how a stdio server is started: in its own process
// group (the kernel has no parent-death signal here; Close ends it).
func serverProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
