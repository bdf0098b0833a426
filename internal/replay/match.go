package replay

import (
	"encoding/json"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// decodeArgs decodes raw arguments for matching, numbers as json.Number.
// Absent or null arguments count as an empty object, as MCP treats them.
func decodeArgs(raw json.RawMessage) (any, error) {
	if isNull(raw) {
		return map[string]any{}, nil
	}
	v, err := jsonx.DecodeNumbers(raw)
	if err != nil {
		return nil, err
	}
	if v == nil {
		return map[string]any{}, nil
	}
	return v, nil
}

// jsonEqual reports whether two decoded JSON values are equal: same type,
// numbers equal in value, objects with the same keys and equal values,
// arrays equal element by element.
func jsonEqual(a, b any) bool { return jsonx.Equal(a, b) }

// similarity scores how close captured arguments are to requested ones:
// shared is the number of top-level key/value pairs both hold, differing
// the number of other keys in either.
func similarity(req, captured any) (shared, differing int) {
	rm, rok := req.(map[string]any)
	cm, cok := captured.(map[string]any)
	if !rok || !cok {
		return 0, len(rm) + len(cm) + 1
	}
	for k, rv := range rm {
		if cv, ok := cm[k]; ok && jsonEqual(rv, cv) {
			shared++
		}
	}
	return shared, len(rm) + len(cm) - 2*shared
}

// match picks the capture to answer a call with arguments args: the first
// capture whose arguments are equal to args (exact), else the one sharing
// the most top-level key/value pairs, ties broken by the fewest differing
// keys, then by capture order. Captures without an answer are skipped; nil
// means there is none with an answer.
func match(calls []*capturedCall, args any) (best *capturedCall, exact bool) {
	bestShared, bestDiff := -1, 0
	for _, c := range calls {
		if !c.answered() {
			continue
		}
		if jsonEqual(args, c.args) {
			return c, true
		}
		shared, diff := similarity(args, c.args)
		if best == nil || shared > bestShared || (shared == bestShared && diff < bestDiff) {
			best, bestShared, bestDiff = c, shared, diff
		}
	}
	return best, false
}

// matchCycle picks the capture to answer a call with arguments args when
// captures are served in turn: the candidates are the captures whose
// arguments equal args when there are any, else all captures with an
// answer; among them, the one served least often in this session (served
// counts per capture), ties broken by the most shared and fewest differing
// top-level key/value pairs, then by capture order. So N successive calls
// get N different captures while there are N candidates, the nearest one
// first, and then the round starts again. nil means no capture has an
// answer.
func matchCycle(calls []*capturedCall, args any, served map[*capturedCall]int) (best *capturedCall, exact bool) {
	var cands []*capturedCall
	for _, c := range calls {
		if c.answered() && jsonEqual(args, c.args) {
			cands = append(cands, c)
		}
	}
	exact = len(cands) > 0
	if !exact {
		for _, c := range calls {
			if c.answered() {
				cands = append(cands, c)
			}
		}
	}
	bestServed, bestShared, bestDiff := 0, 0, 0
	for _, c := range cands {
		shared, diff := similarity(args, c.args)
		n := served[c]
		if best == nil || n < bestServed ||
			(n == bestServed && (shared > bestShared || (shared == bestShared && diff < bestDiff))) {
			best, bestServed, bestShared, bestDiff = c, n, shared, diff
		}
	}
	return best, exact
}
