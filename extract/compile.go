package extract

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
)

// Extractor is a compiled virtual tool: regexes and the output schema are
// prepared once, and Apply may be called any number of times, also from
// several goroutines at once.
type Extractor struct {
	vt     *VirtualTool
	te     *TextExtraction // nil: projection only
	schema *schemaNode     // nil: no output_schema
	fields []*field        // item_patterns or patterns, sorted by name
}

// field is one compiled item pattern or custom_regex pattern.
type field struct {
	name       string
	re         *regexp.Regexp // the regex as written (first match)
	reAll      *regexp.Regexp // (?m) version, for multiline
	group      int            // capture group taken; 0 = whole match
	typ        string
	transforms []string
	multiline  bool
	required   bool
}

// Compile checks a virtual tool and prepares it for Apply. The error is an
// errors.Join of *ConfigError values whose paths start at the virtual tool
// ($.text_extraction.parser).
func Compile(vt *VirtualTool) (*Extractor, error) {
	x, errs := compile(vt, "$", "$.text_extraction")
	if len(errs) > 0 {
		out := make([]error, len(errs))
		for i, e := range errs {
			out[i] = e
		}
		return nil, errors.Join(out...)
	}
	return x, nil
}

// compile checks and prepares vt; vtPath and tePath are the JSON paths of
// the virtual tool and of its text_extraction object, for messages.
func compile(vt *VirtualTool, vtPath, tePath string) (*Extractor, []*ConfigError) {
	var errs []*ConfigError
	bad := func(path, format string, a ...any) {
		errs = append(errs, &ConfigError{Path: path, Msg: fmt.Sprintf(format, a...)})
	}
	if vt == nil {
		bad(vtPath, "missing virtual tool (null)")
		return nil, errs
	}
	x := &Extractor{vt: vt, te: vt.TextExtraction}
	if vt.SourceTool != "" {
		if _, _, ok := splitSource(vt.SourceTool); !ok {
			bad(vtPath+".source_tool", "want \"server:tool\", got %q", vt.SourceTool)
		}
	}
	if len(vt.OutputSchema) > 0 {
		s, serrs := compileSchema(vt.OutputSchema, vtPath+".output_schema")
		errs = append(errs, serrs...)
		x.schema = s
	}
	te := vt.TextExtraction
	if te == nil {
		return x, errs
	}
	p := tePath
	switch te.Parser {
	case "", ParserNumberedList, ParserKeyValue, ParserTable, ParserCustomRegex, ParserAuto:
	default:
		msg := fmt.Sprintf("unknown parser %q", te.Parser)
		if s := didYouMean(te.Parser, parserNames()); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		} else {
			msg += " (known: " + strings.Join(parserNames(), ", ") + ")"
		}
		bad(p+".parser", "%s", msg)
	}
	known := contains(parserNames(), te.Parser) || te.Parser == ""
	if te.Enabled && !te.AutoDetectJSON && te.Parser == "" {
		bad(p, "enabled but nothing to extract with: set \"auto_detect_json\": true and/or a \"parser\"")
	}
	auto := te.Parser == ParserAuto // auto takes the settings of every parser it may choose but custom_regex
	if known && te.ListField != "" && te.Parser != ParserNumberedList && !auto {
		bad(p+".list_field", "list_field needs \"parser\": %q or %q (parser is %s)", ParserNumberedList, ParserAuto, parserOrNone(te.Parser))
	}
	if known && te.TableField != "" && te.Parser != ParserTable && !auto {
		bad(p+".table_field", "table_field needs \"parser\": %q or %q (parser is %s)", ParserTable, ParserAuto, parserOrNone(te.Parser))
	}
	if known && te.ItemPatterns != nil && te.Parser != ParserNumberedList && !auto {
		hint := ""
		switch te.Parser {
		case ParserCustomRegex:
			hint = "; custom_regex takes \"patterns\""
		case ParserKeyValue:
			hint = "; key_value_pairs takes its keys from the text (use output_schema to pick them)"
		case ParserTable:
			hint = "; markdown_table takes its columns from the header row (use output_schema to pick them)"
		}
		bad(p+".item_patterns", "item_patterns needs \"parser\": %q (parser is %s)%s", ParserNumberedList, parserOrNone(te.Parser), hint)
	}
	if known && te.Patterns != nil && te.Parser != ParserCustomRegex {
		bad(p+".patterns", "patterns needs \"parser\": %q (parser is %s)", ParserCustomRegex, parserOrNone(te.Parser))
	}
	if te.NestedText && !te.AutoDetectJSON && !auto {
		bad(p+".nested_text", "nested_text reads text inside extracted JSON: it needs \"auto_detect_json\": true or \"parser\": %q (parser is %s)", ParserAuto, parserOrNone(te.Parser))
	}
	switch te.Fallback {
	case "":
	case ParserAuto:
		if te.Parser == ParserAuto {
			bad(p+".fallback", "fallback %q is for another parser: parser auto reads every output already", ParserAuto)
		}
	default:
		bad(p+".fallback", "unknown fallback %q (the one fallback is %q)", te.Fallback, ParserAuto)
	}
	if te.Parser == ParserCustomRegex && len(te.Patterns) == 0 {
		bad(p+".patterns", "custom_regex needs at least one entry in \"patterns\"")
	}
	if te.Config != nil {
		if known && te.Parser != ParserKeyValue && !auto {
			bad(p+".config", "config needs \"parser\": %q or %q (parser is %s)", ParserKeyValue, ParserAuto, parserOrNone(te.Parser))
		}
		if strings.ContainsAny(te.Config.Separator, "\r\n") {
			bad(p+".config.separator", "a separator cannot contain a line break")
		}
	}
	for _, name := range sortedKeys(te.ItemPatterns) {
		ip := te.ItemPatterns[name]
		fp := p + ".item_patterns" + pathKey(name)
		if ip == nil {
			bad(fp, "missing pattern (null)")
			continue
		}
		f, ferrs := compileField(fp, name, ip.Regex, -1, ip.Type, ip.Transform, ip.Multiline, ip.Required)
		errs = append(errs, ferrs...)
		x.fields = append(x.fields, f)
	}
	for _, name := range sortedKeys(te.Patterns) {
		rf := te.Patterns[name]
		fp := p + ".patterns" + pathKey(name)
		if rf == nil {
			bad(fp, "missing pattern (null)")
			continue
		}
		f, ferrs := compileField(fp, name, rf.Regex, rf.Group, rf.Type, rf.Transform, rf.Multiline, rf.Required)
		errs = append(errs, ferrs...)
		x.fields = append(x.fields, f)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return x, nil
}

func parserOrNone(p string) string {
	if p == "" {
		return "not set"
	}
	return fmt.Sprintf("%q", p)
}

// compileField checks and compiles one pattern. group < 0 means "not
// configurable" (item patterns): group 1 when the regex has one, else the
// whole match; group 0 means the same for custom_regex.
func compileField(path, name, regex string, group int, typ string, tr Transforms, multiline, required bool) (*field, []*ConfigError) {
	var errs []*ConfigError
	bad := func(p, format string, a ...any) {
		errs = append(errs, &ConfigError{Path: p, Msg: fmt.Sprintf(format, a...)})
	}
	f := &field{name: name, typ: typ, transforms: tr, multiline: multiline, required: required}
	if regex == "" {
		bad(path+".regex", "missing or empty regex")
	} else if re, err := regexp.Compile(regex); err != nil {
		bad(path+".regex", "invalid regex: %s", regexMessage(err))
	} else {
		f.re = re
		if f.reAll, err = regexp.Compile("(?m)" + regex); err != nil {
			f.reAll = re
		}
		n := re.NumSubexp()
		switch {
		case group < 0 || group == 0:
			if n >= 1 {
				f.group = 1
			}
		case group > n:
			bad(path+".group", "group %d, but the regex has %d capture group(s)", group, n)
		default:
			f.group = group
		}
	}
	if group < -1 {
		bad(path+".group", "group must be 0 or more, got %d", group)
	}
	switch typ {
	case "", "string":
	case "integer", "number", "boolean":
		if multiline {
			bad(path+".multiline", "multiline joins every match into one string; it cannot be combined with \"type\": %q", typ)
		}
	default:
		msg := fmt.Sprintf("unknown type %q", typ)
		if s := didYouMean(typ, valueTypes()); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		} else {
			msg += " (known: " + strings.Join(valueTypes(), ", ") + ")"
		}
		bad(path+".type", "%s", msg)
	}
	for i, t := range tr {
		if contains(transformNames(), t) {
			continue
		}
		tp := path + ".transform"
		if len(tr) > 1 {
			tp = fmt.Sprintf("%s[%d]", tp, i)
		}
		msg := fmt.Sprintf("unknown transform %q", t)
		if s := didYouMean(t, transformNames()); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		} else {
			msg += " (known: " + strings.Join(transformNames(), ", ") + ")"
		}
		bad(tp, "%s", msg)
	}
	return f, errs
}

// regexMessage shortens Go's "error parsing regexp: " prefix.
func regexMessage(err error) string {
	var se *syntax.Error
	if errors.As(err, &se) {
		msg := fmt.Sprintf("%s: `%s`", se.Code, se.Expr)
		if se.Code == syntax.ErrInvalidPerlOp || se.Code == syntax.ErrInvalidEscape {
			msg += " (regexes are RE2: no lookaround, no backreferences)"
		}
		return msg
	}
	return err.Error()
}
