package extract

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mcpsurvey/mcpsurvey/internal/jsonx"
)

// Apply compiles vt and applies it to one raw CallToolResult. See
// (*Extractor).Apply.
func Apply(vt *VirtualTool, result []byte) (Result, error) {
	x, err := Compile(vt)
	if err != nil {
		return Result{}, err
	}
	return x.Apply(result)
}

// Apply turns one raw CallToolResult ({"content":[...],
// "structuredContent":..., "isError":...}) into a value, following seed
// 000's flowchart:
//
//   - isError: true: nothing is extracted (Source error_result);
//   - text_extraction absent or enabled: false: the value is the projected
//     structuredContent if there is one, else nil (Source disabled);
//   - structuredContent present: it is projected, the text is not parsed;
//   - otherwise the text blocks, joined with "\n", are parsed: JSON first
//     when auto_detect_json is set, then the parser as a fallback; the
//     value is then projected onto output_schema when there is one.
//
// The error is only for a result that is not a JSON object; everything
// else (no text, no match, values that do not convert) is reported in the
// account.
func (x *Extractor) Apply(result []byte) (Result, error) {
	var res Result
	cr, err := decodeResult(result)
	if err != nil {
		return res, err
	}
	acc := &res.Account
	r := newRun(cr.text, acc)
	r.blocks, r.starts = cr.blocks, cr.starts
	acc.Blocks = cr.blocks
	for _, w := range cr.warnings {
		r.warn(w)
	}
	te := x.te
	switch {
	case cr.isError:
		acc.Source = SourceError
		r.finish(nil, true)
		return res, nil
	case te == nil || !te.Enabled:
		acc.Source = SourceDisabled
		if cr.hasStructured {
			res.Value = x.projectOnly(r, cr.structured)
		}
		r.finish(nil, true)
		return res, nil
	case cr.hasStructured:
		acc.Source = SourceStructured
		res.Value = x.projectOnly(r, cr.structured)
		r.finish(nil, true)
		return res, nil
	case len(cr.blocks) == 0:
		acc.Source = SourceNoText
		r.miss("", MissNoStructure, "the result has no text content")
		r.finish(nil, true)
		return res, nil
	}
	acc.Source = SourceText
	v, ok := x.extractText(r)
	if !ok {
		r.finish(nil, false)
		return res, nil
	}
	if x.schema == nil {
		res.Value = v
		r.finish(nil, true)
		return res, nil
	}
	p := &projector{r: r}
	if pv, ok := p.project(v, x.schema, "", ""); ok {
		res.Value = pv
	}
	r.finish(p.moves, false)
	return res, nil
}

// projectOnly projects a structuredContent value (no text positions).
func (x *Extractor) projectOnly(r *run, v any) any {
	if x.schema == nil {
		return v
	}
	p := &projector{r: r}
	pv, _ := p.project(v, x.schema, "", "")
	return pv
}

// callResult is the part of a CallToolResult that extraction reads.
type callResult struct {
	text          string
	blocks        []int // content indexes of the text blocks
	starts        []int // where each text block starts in text
	structured    any
	hasStructured bool
	isError       bool
	warnings      []string
}

// decodeResult reads a raw CallToolResult leniently: only a result that is
// not a JSON object is an error.
func decodeResult(b []byte) (*callResult, error) {
	t := bytes.TrimSpace(b)
	if len(t) == 0 || t[0] != '{' {
		return nil, errors.New("extract: the result is not a JSON object (want a raw CallToolResult: {\"content\": [...]})")
	}
	return decodeResultJSON(t)
}

// decodeResultJSON decodes a trimmed result that starts with '{' with
// encoding/json.
func decodeResultJSON(t []byte) (*callResult, error) {
	if cr, ok := scanResult(t); ok {
		return cr, nil
	}
	return decodeResultStruct(t)
}

// decodeResultStruct decodes a result with encoding/json: a well-formed
// one in one pass, others block by block, leniently.
func decodeResultStruct(t []byte) (*callResult, error) {
	var fast struct {
		Content []struct {
			Type string  `json:"type"`
			Text *string `json:"text"`
		} `json:"content"`
		StructuredContent json.RawMessage `json:"structuredContent"`
		IsError           json.RawMessage `json:"isError"`
	}
	if json.Unmarshal(t, &fast) == nil {
		cr := &callResult{}
		_ = json.Unmarshal(fast.IsError, &cr.isError)
		cr.setStructured(fast.StructuredContent)
		var texts []string
		for i, c := range fast.Content {
			if c.Type != "text" {
				continue
			}
			if c.Text == nil {
				cr.warnings = append(cr.warnings, textNotString(i))
				continue
			}
			texts = append(texts, *c.Text)
			cr.blocks = append(cr.blocks, i)
		}
		cr.setTexts(texts)
		return cr, nil
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(t, &top); err != nil {
		return nil, fmt.Errorf("extract: the result is not a JSON object (want a raw CallToolResult): %v", err)
	}
	cr := &callResult{}
	if raw, ok := top["isError"]; ok {
		_ = json.Unmarshal(raw, &cr.isError)
	}
	cr.setStructured(top["structuredContent"])
	raw, ok := top["content"]
	if !ok || isNull(raw) {
		return cr, nil
	}
	var blocks []json.RawMessage
	if err := json.Unmarshal(raw, &blocks); err != nil {
		cr.warnings = append(cr.warnings, "content is not an array: no text to extract from")
		return cr, nil
	}
	var texts []string
	for i, blk := range blocks {
		var c struct {
			Type string          `json:"type"`
			Text json.RawMessage `json:"text"`
		}
		if json.Unmarshal(blk, &c) != nil || c.Type != "text" {
			continue
		}
		var s string
		if json.Unmarshal(c.Text, &s) != nil {
			cr.warnings = append(cr.warnings, textNotString(i))
			continue
		}
		texts = append(texts, s)
		cr.blocks = append(cr.blocks, i)
	}
	cr.setTexts(texts)
	return cr, nil
}

// setTexts joins the text blocks' texts with "\n" and records where each
// starts.
func (cr *callResult) setTexts(texts []string) {
	cr.starts = make([]int, len(texts))
	off := 0
	for i, t := range texts {
		cr.starts[i] = off
		off += len(t) + 1
	}
	cr.text = strings.Join(texts, "\n")
}

// setStructured decodes structuredContent (numbers as json.Number); null
// or absent means none.
func (cr *callResult) setStructured(raw json.RawMessage) {
	if len(raw) == 0 || isNull(raw) {
		return
	}
	if v, _, err := jsonx.FirstBytes(raw); err == nil {
		cr.structured, cr.hasStructured = v, true
	}
}

func isNull(raw json.RawMessage) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}

// extractText runs the configured extraction over the text.
func (x *Extractor) extractText(r *run) (any, bool) {
	te := x.te
	if te.Parser == ParserAuto {
		return x.extractAuto(r)
	}
	if te.AutoDetectJSON {
		if v, ok := x.jsonPayload(r); ok {
			return v, true
		}
		if te.Parser == "" {
			r.miss("", MissNoStructure, "no JSON object or array found in the text")
			return x.fallBack(r, "auto_detect_json")
		}
		r.warn(fmt.Sprintf("auto_detect_json: no JSON found; fell back to %s", te.Parser))
	}
	r.acc.Parser = te.Parser
	var v any
	ok := false
	switch te.Parser {
	case ParserNumberedList:
		v, ok = x.parseList(r)
	case ParserKeyValue:
		v, ok = x.parseKeyValues(r)
	case ParserTable:
		v, ok = x.parseTable(r)
	case ParserCustomRegex:
		v, ok = x.parseCustomRegex(r)
	default:
		return nil, false
	}
	if !ok || te.Fallback == ParserAuto && ScalarLeaves(v) == 0 {
		// nothing, or nothing but headers without values
		if fv, fok := x.fallBack(r, te.Parser); fok || !ok {
			return fv, fok
		}
	}
	return v, true
}

// fallBack reads the output with parser auto when the config asks for it
// ("fallback": "auto") after what (a parser, or auto_detect_json alone)
// found nothing: seed 000's "Pattern type?" branch decided for this
// output alone. The misses of the failed attempt stay in the account,
// with a warning naming it; without the fallback nothing is extracted.
func (x *Extractor) fallBack(r *run, what string) (any, bool) {
	if x.te.Fallback != ParserAuto {
		return nil, false
	}
	r.warn(fmt.Sprintf("%s found nothing in this output; fallback: parser auto read it", what))
	r.acc.FellBack = what
	return nestedAuto().extractAuto(r) // auto's readers with their defaults
}
