package corpus

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"io"
	"time"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// Export writes the latest capture of every server as JSONL (the format is
// described in the package documentation), from one consistent snapshot.
// Memory use is bounded by the largest single server capture.
func Export(ctx context.Context, db *DB, w io.Writer) error {
	bw := bufio.NewWriterSize(w, 256<<10)
	var buf []byte
	err := db.readTx(ctx, func(tx *sql.Tx) error {
		refs, err := latestRefs(ctx, tx)
		if err != nil {
			return err
		}
		for _, r := range refs {
			if err := ctx.Err(); err != nil {
				return err
			}
			s, err := loadServer(ctx, tx, r.id)
			if err != nil {
				return fmt.Errorf("server %q: %w", r.name, err)
			}
			if buf, err = writeServer(bw, buf, s); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return db.errf("export: %w", err)
	}
	return nil
}

// writeServer writes the lines of one server capture; buf is scratch space,
// returned for reuse.
func writeServer(w *bufio.Writer, buf []byte, s *capture.Server) ([]byte, error) {
	buf = serverLine(buf[:0], s)
	if _, err := w.Write(buf); err != nil {
		return buf, err
	}
	// The calls of each tool name, in their (already sorted) order.
	first := make(map[string]int, len(s.Tools))
	for i := range s.Tools {
		if _, ok := first[s.Tools[i].Name]; !ok {
			first[s.Tools[i].Name] = i
		}
	}
	byTool := make(map[string][]int, len(s.Tools))
	var unlisted []int
	for i := range s.Calls {
		name := s.Calls[i].Tool
		if _, ok := first[name]; ok {
			byTool[name] = append(byTool[name], i)
		} else {
			unlisted = append(unlisted, i)
		}
	}
	for i := range s.Tools {
		t := &s.Tools[i]
		var calls []int
		if first[t.Name] == i {
			calls = byTool[t.Name]
		}
		// A tool line when there is no call to carry the tool, or when the
		// call lines cannot carry all of it (no definition, a skip or call
		// reason).
		if len(calls) == 0 || len(t.Def) == 0 || t.SkipReason != "" || t.CallReason != "" {
			buf = toolLine(buf[:0], s.Name, t)
			if _, err := w.Write(buf); err != nil {
				return buf, err
			}
		}
		for _, ci := range calls {
			buf = callLine(buf[:0], s.Name, &s.Calls[ci], t)
			if _, err := w.Write(buf); err != nil {
				return buf, err
			}
		}
	}
	for _, ci := range unlisted {
		buf = callLine(buf[:0], s.Name, &s.Calls[ci], nil)
		if _, err := w.Write(buf); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// serverLine encodes every field of s except its tools and calls.
func serverLine(b []byte, s *capture.Server) []byte {
	l := begin(b, "server").str("server", s.Name).
		optStr("source", s.Source).optStr("transport", s.Transport).optLaunch("launch", &s.Launch).
		optStr("package", s.Package).optStr("repository", s.Repository).
		optStr("status", s.Status).optStr("error", s.Error).
		optStr("offered_version", s.OfferedVersion).optStr("protocol_version", s.ProtocolVersion).
		optRaw("initialize_result", s.InitializeResult).
		optStr("server_name", s.ServerName).optStr("server_version", s.ServerVersion).
		optStr("instructions", s.Instructions).optStr("session_id", s.SessionID).
		optStr("call_policy", s.CallPolicy).optStr("sandbox", s.Sandbox).optStrings("roots", s.Roots).
		optStr("stderr_tail", s.StderrTail)
	if !s.StartedAt.IsZero() {
		l = l.str("started_at", s.StartedAt.UTC().Format(time.RFC3339Nano))
	}
	l = l.optInt("duration_ms", s.DurationMS).optInt("init_ms", s.InitMS).optInt("list_ms", s.ListMS).
		optInt("list_pages", int64(s.ListPages)).
		optStr("protocol_path", s.ProtocolPath).optStrings("advertised_versions", s.AdvertisedVersions).
		optRaw("discover_result", s.DiscoverResult).optRaw("discover_error", s.DiscoverError).
		optWire("wire", s.Wire).optListResults("list_results", s.ListResults).
		optEvents("events", s.Events)
	return l.end()
}

// toolLine encodes a listed tool that has no call, or what its call lines
// cannot carry.
func toolLine(b []byte, server string, t *capture.Tool) []byte {
	l := begin(b, "tool").str("server", server).str("tool", t.Name)
	if t.Page > 1 {
		l = l.optInt("tool_page", int64(t.Page))
	}
	return l.optRaw("tool_def", t.Def).optStr("skip_reason", t.SkipReason).optStr("call_reason", t.CallReason).end()
}

// callLine encodes one call; t is its listed tool, or nil.
func callLine(b []byte, server string, c *capture.Call, t *capture.Tool) []byte {
	l := begin(b, "call").str("id", c.ID).str("server", server).str("tool", c.Tool).
		optInt("seq", int64(c.Seq)).optRaw("arguments", c.Arguments).optStr("origin", c.Origin).
		optStrMap("arg_origins", c.ArgOrigins).optInt("round", int64(c.Round)).
		optStr("status", c.Status).optRaw("result", c.Result).optRaw("error", c.Error).
		optStr("detail", c.Detail).optInt("duration_ms", c.DurationMS).optInt("size", c.Size).
		optStr("result_type", c.ResultType).optRaw("input_requests", c.InputRequests).
		optRaw("input_responses", c.InputResponses).optInt("retries", int64(c.Retries))
	if t != nil {
		if t.Page > 1 {
			l = l.optInt("tool_page", int64(t.Page))
		}
		l = l.optRaw("tool_def", t.Def)
	}
	return l.end()
}
