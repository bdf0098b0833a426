package probe

import (
	"context"
	"fmt"
)

// Conn is a raw JSON-RPC message stream to one server. Transports implement
// it; the session on top assigns ids, matches answers and keeps every result
// byte-exact.
//
// Send may be called from several goroutines; Recv from one only.
type Conn interface {
	// Send writes one JSON-RPC message (a complete JSON value).
	Send(ctx context.Context, msg []byte) error
	// Recv returns the next message from the server: one JSON value exactly
	// as received (no re-encoding). Lines or bodies that are not JSON are not
	// returned; the transport reports them through DialOptions.Event and
	// reads on. At the end of the stream Recv returns io.EOF (or an error
	// wrapping it). A message larger than DialOptions.MaxMessage is not
	// returned either: Recv returns a *TooLargeError and the stream stays
	// usable.
	Recv(ctx context.Context) ([]byte, error)
	// Close ends the session and releases everything it holds; for a
	// subprocess that means its whole process group is gone when Close
	// returns. Close is idempotent.
	Close() error
}

// StderrTailer is implemented by transports that own a subprocess.
type StderrTailer interface {
	// StderrTail returns the last bytes the child wrote to stderr and
	// whether earlier output was dropped.
	StderrTail() (tail string, truncated bool)
}

// SessionIDer is implemented by HTTP transports.
type SessionIDer interface {
	SessionID() string
}

// VersionSetter is implemented by transports that send the negotiated
// protocol version on later requests (Streamable HTTP's
// MCP-Protocol-Version header).
type VersionSetter interface {
	SetProtocolVersion(v string)
}

// DialOptions configure a transport.
type DialOptions struct {
	// MaxMessage caps the size of one incoming message in bytes.
	MaxMessage int64
	// StderrTail is how many bytes of the child's stderr to keep.
	StderrTail int
	// Event receives transport facts (stdout noise, HTTP statuses, stream
	// ends). kind is one of the capture.Event* constants; raw is the line
	// or body concerned (capped by the transport at 4 KiB). It may be
	// called from any goroutine and must not block for long.
	Event func(kind, detail, raw string)
}

// TooLargeError reports a message over the size cap. Head and Tail are the
// first and last bytes of the message (at most 4 KiB each) so the session
// can still find its id.
type TooLargeError struct {
	Size  int64 // bytes seen; at least Limit+1
	Limit int64
	Head  []byte
	Tail  []byte
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("message of %d bytes or more exceeds the %d-byte cap", e.Size, e.Limit)
}
