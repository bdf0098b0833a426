package corpus

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// SaveServer stores one capture of a server (the server row, its tools,
// calls and events) in one transaction under run runID: either all of it is
// stored or, on error, nothing.
//
// Raw JSON values must be valid JSON; whitespace around them is trimmed and
// their bytes are otherwise kept exactly. A call without an ID gets
// capture.CallID; a call without a status gets one derived from its answer
// (see [Import]). s itself is not modified.
func (db *DB) SaveServer(ctx context.Context, runID int64, s *capture.Server) error {
	if s == nil {
		return db.errf("save server: nil server")
	}
	cs, err := normalizeServer(s)
	if err != nil {
		return db.errf("save server %q: %w", s.Name, err)
	}
	err = db.writeTx(ctx, func(t *rawTx) error {
		w, err := newWriter(t)
		if err != nil {
			return err
		}
		defer w.close()
		return w.writeServer(runID, cs)
	})
	if err != nil {
		return db.errf("save server %q: %w", s.Name, err)
	}
	return nil
}

// normalizeServer checks s and returns a copy ready for storage.
func normalizeServer(s *capture.Server) (*capture.Server, error) {
	if s.Name == "" {
		return nil, errors.New("empty server name")
	}
	if s.Status == "" {
		return nil, errors.New("empty server status")
	}
	cs := *s
	var err error
	if cs.InitializeResult, err = cleanRaw(s.InitializeResult); err != nil {
		return nil, fmt.Errorf("initialize_result: %w", err)
	}
	cs.Tools = slices.Clone(s.Tools)
	for i := range cs.Tools {
		t := &cs.Tools[i]
		if t.Def, err = cleanRaw(t.Def); err != nil {
			return nil, fmt.Errorf("tool %q: definition: %w", t.Name, err)
		}
	}
	cs.Calls = slices.Clone(s.Calls)
	for i := range cs.Calls {
		if err := normalizeCall(cs.Name, &cs.Calls[i]); err != nil {
			return nil, err
		}
	}
	return &cs, nil
}

// normalizeCall checks one call's raw values and fills its ID and status
// when they are empty.
func normalizeCall(server string, c *capture.Call) error {
	var err error
	if c.Arguments, err = cleanRaw(c.Arguments); err != nil {
		return fmt.Errorf("call %q: arguments: %w", c.ID, err)
	}
	if c.Result, err = cleanRaw(c.Result); err != nil {
		return fmt.Errorf("call %q: result: %w", c.ID, err)
	}
	if c.Error, err = cleanRaw(c.Error); err != nil {
		return fmt.Errorf("call %q: error: %w", c.ID, err)
	}
	if len(c.Result) > 0 && len(c.Error) > 0 {
		return fmt.Errorf("call %q: result and error are both present", c.ID)
	}
	if c.ID == "" {
		c.ID = capture.CallID(server, c.Tool, c.Seq)
	}
	if c.Status == "" {
		c.Status = deriveStatus(c.Result, c.Error)
	}
	return nil
}

// cleanRaw trims whitespace around a raw JSON value and checks it; null
// counts as absent.
func cleanRaw(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	t := bytes.TrimSpace(raw)
	if len(t) == 0 || string(t) == "null" {
		return nil, nil
	}
	if !json.Valid(t) {
		return nil, errors.New("not valid JSON")
	}
	return t, nil
}

// deriveStatus gives the status of a call known only by its answer: a
// result with isError true is a tool_error, any other result ok, an error
// rpc_error, and no answer invalid.
func deriveStatus(result, rpcErr []byte) string {
	switch {
	case len(rpcErr) > 0:
		return capture.CallRPCError
	case len(result) > 0:
		var r struct {
			IsError    json.RawMessage `json:"isError"`
			ResultType string          `json:"resultType"`
		}
		if json.Unmarshal(result, &r) != nil {
			return capture.CallOK
		}
		switch {
		case r.ResultType == capture.ResultInputRequired:
			return capture.CallInputRequired
		case string(r.IsError) == "true":
			return capture.CallToolError
		}
		return capture.CallOK
	}
	return capture.CallInvalid
}
