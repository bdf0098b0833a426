package corpus

import (
	"strconv"

	"github.com/mcpsurvey/mcpsurvey/probe/capture"
)

// optWire appends the wire messages of a stateless session unless there
// are none: [{"dir":..,"method":..,"raw":{raw},"truncated":true,"at_ms":..}].
func (l line) optWire(k string, msgs []capture.WireMessage) line {
	if len(msgs) == 0 {
		return l
	}
	l = append(l.key(k), '[')
	for i := range msgs {
		m := &msgs[i]
		if i > 0 {
			l = append(l, ',')
		}
		l = append(l, `{"dir":`...)
		l = appendString(l, m.Dir)
		l = l.optStr("method", m.Method)
		raw := m.Raw
		if len(raw) == 0 {
			raw = []byte("null")
		}
		l = appendRaw(l.key("raw"), raw)
		if m.Truncated {
			l = append(l.key("truncated"), "true"...)
		}
		l = strconv.AppendInt(l.key("at_ms"), m.AtMS, 10)
		l = append(l, '}')
	}
	return append(l, ']')
}

// optListResults appends the raw tools/list pages of a stateless session
// unless there are none: [{"round":..,"page":..,"raw":{raw}}].
func (l line) optListResults(k string, lrs []capture.ListResult) line {
	if len(lrs) == 0 {
		return l
	}
	l = append(l.key(k), '[')
	for i := range lrs {
		lr := &lrs[i]
		if i > 0 {
			l = append(l, ',')
		}
		l = strconv.AppendInt(append(l, `{"round":`...), int64(lr.Round), 10)
		l = strconv.AppendInt(l.key("page"), int64(lr.Page), 10)
		raw := lr.Raw
		if len(raw) == 0 {
			raw = []byte("null")
		}
		l = append(appendRaw(l.key("raw"), raw), '}')
	}
	return append(l, ']')
}
