package probe

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Timings of StdioConn.Close.
const (
	stdioStdinGrace = 300 * time.Millisecond // after closing stdin
	stdioTermGrace  = 500 * time.Millisecond // after SIGTERM to the group
	stdioDrainGrace = 500 * time.Millisecond // for the pipes to reach EOF once the group is dead
	stdioExitWait   = 2 * time.Second        // for the exit status once stdout reached EOF
)

// StdioConn is a Conn over a child process's stdin and stdout, one JSON
// message per line. Lines that are not JSON are reported as stdout noise
// and skipped; stderr is kept as a bounded tail. The child runs in its own
// process group, which Close kills as a whole.
type StdioConn struct {
	cmd     *exec.Cmd
	command string
	opts    DialOptions
	limit   int64

	stdin  *os.File // our end of the child's stdin
	stdout *os.File // our end of the child's stdout
	stderr *os.File // our end of the child's stderr
	tail   *tailRing

	sendMu sync.Mutex

	msgs       chan stdioItem // reader -> Recv, unbuffered
	readerDone chan struct{}  // closed when the stdout reader has stopped
	readerErr  error          // why it stopped; set before readerDone closes
	stderrDone chan struct{}

	exited  chan struct{} // closed when the child has been reaped
	exitErr error         // cmd.Wait's result; set before exited closes

	closing   chan struct{} // closed when Close starts
	closeOnce sync.Once
	closeDone chan struct{}
}

type stdioItem struct {
	msg []byte
	err error
}

// DialStdio starts command with args in its own process group (killed
// with the probe on Linux, serverProcAttr) and returns
// a Conn over its stdin and stdout. env is the child's full environment as
// KEY=VALUE pairs (nil means the probe's own environment); a command
// without a slash is looked up in env's PATH. cwd, when not empty, is the
// working directory. ctx bounds only the start: the child lives until
// Close.
func DialStdio(ctx context.Context, command string, args []string, env []string, cwd string, opts DialOptions) (Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}
	if command == "" {
		return nil, errors.New("starting server: empty command")
	}
	path, err := stdioLookPath(command, env, cwd)
	if err != nil {
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}

	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}

	cmd := exec.Command(path, args...)
	cmd.Args[0] = command
	cmd.Env = env
	cmd.Dir = cwd
	cmd.Stdin = inR
	cmd.Stdout = outW
	cmd.Stderr = errW
	cmd.SysProcAttr = serverProcAttr()
	cmd.WaitDelay = 200 * time.Millisecond

	err = cmd.Start()
	// The child has its own copies now; ours would keep the pipes open.
	inR.Close()
	outW.Close()
	errW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}

	c := &StdioConn{
		cmd:        cmd,
		command:    command,
		opts:       opts,
		limit:      msgLimit(opts),
		stdin:      inW,
		stdout:     outR,
		stderr:     errR,
		tail:       newTailRing(opts.StderrTail),
		msgs:       make(chan stdioItem),
		readerDone: make(chan struct{}),
		stderrDone: make(chan struct{}),
		exited:     make(chan struct{}),
		closing:    make(chan struct{}),
		closeDone:  make(chan struct{}),
	}
	go c.wait()
	go c.readStderr()
	go c.readStdout()
	return c, nil
}

// stdioLookPath resolves a command without a slash in the PATH of env (or
// of the probe when env has none).
func stdioLookPath(command string, env []string, cwd string) (string, error) {
	if strings.ContainsRune(command, '/') {
		return command, nil
	}
	pathVar, found := "", false
	for i := len(env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(env[i], "PATH="); ok {
			pathVar, found = v, true
			break
		}
	}
	if env == nil || !found {
		return exec.LookPath(command)
	}
	for _, dir := range filepath.SplitList(pathVar) {
		if dir == "" {
			dir = "."
		}
		p := filepath.Join(dir, command)
		check := p
		if !filepath.IsAbs(check) && cwd != "" {
			check = filepath.Join(cwd, check)
		}
		fi, err := os.Stat(check)
		if err != nil || fi.IsDir() || fi.Mode()&0o111 == 0 {
			continue
		}
		if !filepath.IsAbs(p) {
			// exec resolves relative paths against Dir; keep it explicit.
			return "./" + p, nil
		}
		return p, nil
	}
	return "", fmt.Errorf("executable file not found in PATH %q", pathVar)
}

// Pid returns the child's process id (also its process group id).
func (c *StdioConn) Pid() int { return c.cmd.Process.Pid }

// StderrTail returns the last bytes the child wrote to stderr and whether
// earlier output was dropped.
func (c *StdioConn) StderrTail() (string, bool) {
	b, truncated := c.tail.Tail()
	return string(b), truncated
}

func (c *StdioConn) wait() {
	c.exitErr = c.cmd.Wait()
	close(c.exited)
}

func (c *StdioConn) readStderr() {
	defer close(c.stderrDone)
	buf := make([]byte, 32<<10)
	for {
		n, err := c.stderr.Read(buf)
		if n > 0 {
			c.tail.Write(buf[:n])
		}
		if err != nil {
			return
		}
	}
}

// readStdout splits stdout into lines and hands JSON lines to Recv.
func (c *StdioConn) readStdout() {
	defer close(c.readerDone)
	br := bufio.NewReaderSize(c.stdout, 64<<10)
	line := newCapBuf(c.limit)
	for {
		seg, err := br.ReadSlice('\n')
		complete := err == nil
		if complete {
			seg = seg[:len(seg)-1]
		}
		line.Write(seg)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if complete || line.Len() > 0 {
			if !c.handleLine(line) {
				c.readerErr = fmt.Errorf("%s: connection closed: %w", c.command, io.EOF)
				return
			}
		}
		if err != nil {
			c.readerErr = c.endErr(err)
			return
		}
	}
}

// handleLine delivers or reports one line; false means Close has started.
func (c *StdioConn) handleLine(line *capBuf) bool {
	msg, tl := line.Take()
	if tl != nil {
		return c.deliver(stdioItem{err: tl})
	}
	msg = bytes.TrimRight(msg, "\r")
	if len(bytes.TrimSpace(msg)) == 0 {
		return true
	}
	if !json.Valid(msg) {
		dialEvent(c.opts, capture.EventStdoutNoise, "non-JSON line on stdout", msg)
		return true
	}
	return c.deliver(stdioItem{msg: msg})
}

func (c *StdioConn) deliver(it stdioItem) bool {
	select {
	case c.msgs <- it:
		return true
	case <-c.closing:
		return false
	}
}

// endErr builds Recv's error once stdout has ended.
func (c *StdioConn) endErr(readErr error) error {
	if !errors.Is(readErr, io.EOF) {
		select {
		case <-c.closing:
			return fmt.Errorf("%s: connection closed: %w", c.command, io.EOF)
		default:
		}
		return fmt.Errorf("%s: reading stdout: %v: %w", c.command, readErr, io.EOF)
	}
	t := time.NewTimer(stdioExitWait)
	defer t.Stop()
	select {
	case <-c.exited:
		return fmt.Errorf("server exited: %s: %w", exitStatus(c.exitErr), io.EOF)
	case <-c.closing:
		return fmt.Errorf("%s: connection closed: %w", c.command, io.EOF)
	case <-t.C:
		return fmt.Errorf("server closed stdout: %w", io.EOF)
	}
}

func exitStatus(err error) string {
	if err == nil {
		return "exit status 0"
	}
	return err.Error()
}

// Recv returns the next JSON line from the child. See Conn.
func (c *StdioConn) Recv(ctx context.Context) ([]byte, error) {
	select {
	case it := <-c.msgs:
		return it.msg, it.err
	case <-c.readerDone:
		return nil, c.readerErr
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Send writes msg and a newline to the child's stdin. A write blocked by a
// child that does not read stops when ctx ends; the stream may then hold
// part of msg.
func (c *StdioConn) Send(ctx context.Context, msg []byte) error {
	select {
	case <-c.closing:
		return fmt.Errorf("%s: connection closed", c.command)
	case <-c.exited:
		return fmt.Errorf("server exited: %s", exitStatus(c.exitErr))
	default:
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	buf := make([]byte, 0, len(msg)+1)
	buf = append(buf, msg...)
	buf = append(buf, '\n')

	c.sendMu.Lock()
	defer c.sendMu.Unlock()
	fired := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		defer close(fired)
		c.stdin.SetWriteDeadline(time.Unix(1, 0))
	})
	_, err := c.stdin.Write(buf)
	if !stop() {
		// The deadline was (or is being) set: let that finish, then clear
		// it for the next Send.
		<-fired
		c.stdin.SetWriteDeadline(time.Time{})
		if err != nil {
			return ctx.Err()
		}
	}
	if err != nil {
		if errors.Is(err, syscall.EPIPE) {
			// The child closed stdin, most likely by exiting: give the
			// reaper a moment so the error can say how it ended.
			waitClosed(c.exited, 200*time.Millisecond)
		}
		select {
		case <-c.exited:
			return fmt.Errorf("server exited: %s", exitStatus(c.exitErr))
		case <-c.closing:
			return fmt.Errorf("%s: connection closed", c.command)
		default:
		}
		return fmt.Errorf("%s: writing stdin: %w", c.command, err)
	}
	return nil
}

// Close ends the child: it closes stdin, gives the child stdioStdinGrace
// to exit, sends SIGTERM to its process group, waits stdioTermGrace, and
// finally sends SIGKILL to the group (always, so that grandchildren die
// too). It returns once the child is reaped and the reader goroutines have
// stopped. Close is idempotent and safe to call concurrently with Recv.
func (c *StdioConn) Close() error {
	c.closeOnce.Do(func() {
		close(c.closing)
		c.shutdown()
		close(c.closeDone)
	})
	<-c.closeDone
	return nil
}

func (c *StdioConn) shutdown() {
	pgid := c.cmd.Process.Pid
	c.stdin.Close()
	if !waitClosed(c.exited, stdioStdinGrace) {
		syscall.Kill(-pgid, syscall.SIGTERM)
		waitClosed(c.exited, stdioTermGrace)
	}
	syscall.Kill(-pgid, syscall.SIGKILL)
	select {
	case <-c.exited:
	default:
		// Still alive outside its group: kill it directly.
		c.cmd.Process.Kill()
		<-c.exited
	}
	// The group is dead, so the pipes reach EOF unless a process that left
	// the group still holds them; then cut them off.
	if !waitClosed(c.stderrDone, stdioDrainGrace) || !waitClosed(c.readerDone, stdioDrainGrace) {
		c.stdout.Close()
		c.stderr.Close()
	}
	<-c.stderrDone
	<-c.readerDone
	c.stdout.Close()
	c.stderr.Close()
}

// waitClosed waits up to d for ch to close.
func waitClosed(ch <-chan struct{}, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ch:
		return true
	case <-t.C:
		return false
	}
}
