package realout

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// PatternError is the hand label of an error answer (isError, or text that
// is an error message). It is not a classify pattern.
const PatternError = "error"

// Output is one captured, hand-labelled tool output (one JSONL line).
type Output struct {
	ID        string          `json:"id"` // "<server>/<tool>/<n>"
	Server    string          `json:"server"`
	Tool      string          `json:"tool"`
	Package   string          `json:"package"`
	ToolDef   json.RawMessage `json:"tool_def"`
	Arguments json.RawMessage `json:"arguments"`
	Result    json.RawMessage `json:"result"` // raw CallToolResult
	Pattern   string          `json:"pattern"`
	Values    []string        `json:"values"`
	Note      string          `json:"note,omitempty"`
}

// N returns the numeric n of the id "<server>/<tool>/<n>", and false when
// the id does not end in a positive integer.
func (o Output) N() (int, bool) {
	i := strings.LastIndexByte(o.ID, '/')
	if i < 0 {
		return 0, false
	}
	n, err := strconv.Atoi(o.ID[i+1:])
	if err != nil || n <= 0 {
		return 0, false
	}
	return n, true
}

// ValidPattern reports whether p is a hand label: a classify pattern or
// "error".
func ValidPattern(p string) bool {
	if p == PatternError {
		return true
	}
	for _, q := range classify.Patterns() {
		if p == q {
			return true
		}
	}
	return false
}

// Load reads every *.jsonl file of dir (sorted by name), one Output per
// non-blank line. Errors name the file and line; all of them are returned
// (errors.Join), together with the outputs that loaded.
func Load(dir string) ([]Output, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, fmt.Errorf("realout: %s: %w", dir, err)
	}
	sort.Strings(files)
	var outs []Output
	var errs []error
	where := map[string]string{} // id -> file:line
	for _, f := range files {
		got, ferrs := loadFile(f)
		errs = append(errs, ferrs...)
		for _, g := range got {
			if prev, ok := where[g.out.ID]; ok {
				errs = append(errs, fmt.Errorf("%s:%d: id %q already used at %s", f, g.line, g.out.ID, prev))
				continue
			}
			where[g.out.ID] = fmt.Sprintf("%s:%d", f, g.line)
			outs = append(outs, g.out)
		}
	}
	return outs, errors.Join(errs...)
}

type lineOutput struct {
	out  Output
	line int
}

func loadFile(path string) ([]lineOutput, []error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, []error{fmt.Errorf("realout: %w", err)}
	}
	defer f.Close()
	var outs []lineOutput
	var errs []error
	rerr := jsonx.ReadLines(f, 0, func(line int, b []byte) error {
		o, perr := ParseLine(b)
		if perr != nil {
			errs = append(errs, fmt.Errorf("%s:%d: %w", path, line, perr))
		} else {
			outs = append(outs, lineOutput{o, line})
		}
		return nil
	})
	var le *jsonx.LineError
	if errors.As(rerr, &le) {
		errs = append(errs, fmt.Errorf("%s:%d: %w", path, le.Line, le.Err))
	} else if rerr != nil {
		errs = append(errs, fmt.Errorf("%s: %w", path, rerr))
	}
	return outs, errs
}

// ParseLine decodes and validates one JSONL line: known members only, an id
// "<server>/<tool>/<n>" matching server and tool, a result that is a JSON
// object, a valid pattern, no values on error outputs and no blank values.
func ParseLine(b []byte) (Output, error) {
	var o Output
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return Output{}, err
	}
	if dec.More() {
		return Output{}, errors.New("more than one JSON value on the line")
	}
	if o.Server == "" || o.Tool == "" {
		return o, fmt.Errorf("id %q: server and tool are required", o.ID)
	}
	if n, ok := o.N(); !ok || o.ID != fmt.Sprintf("%s/%s/%d", o.Server, o.Tool, n) {
		return o, fmt.Errorf("id %q is not %q", o.ID, o.Server+"/"+o.Tool+"/<n>")
	}
	if t := bytes.TrimSpace(o.Result); len(t) == 0 || t[0] != '{' {
		return o, fmt.Errorf("id %q: result is not a JSON object", o.ID)
	}
	if !ValidPattern(o.Pattern) {
		return o, fmt.Errorf("id %q: pattern %q is not one of %s, %s", o.ID, o.Pattern,
			strings.Join(classify.Patterns(), ", "), PatternError)
	}
	if o.Pattern == PatternError && len(o.Values) > 0 {
		return o, fmt.Errorf("id %q: an error output has no values", o.ID)
	}
	for k, v := range o.Values {
		if canon(v) == "" {
			return o, fmt.Errorf("id %q: value %d is blank", o.ID, k)
		}
	}
	return o, nil
}
