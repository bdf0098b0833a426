package suggest

import "github.com/mcpsurvey/mcpsurvey/extract"

// degradeWhy ends the reason of a suggestion degraded to parser auto.
const degradeWhy = "parser auto reads whatever the next output is"

// degradeAuto is the suggestion when the samples give no better choice
// (only error answers, one-line texts too few for a template, text with
// no structure the learners read, a learnt config that reads nothing of
// its own samples): parser auto, which classifies each output and reads
// it with the generic parser of its pattern, the text itself as
// {"text": …} when it has none. The reason says why. With usable samples
// the schema is inferred from auto's reading of them; without (only
// errors seen) the config has no output_schema, so nothing is projected
// away from an output whose form no sample showed.
func degradeAuto(out Suggestion, t Tool, usable []decoded, why string) Suggestion {
	l := learnAuto(why + ": " + degradeWhy)
	out.Reason, out.Fallback = l.reason, true
	vt := &extract.VirtualTool{SourceTool: t.Server + ":" + t.Tool, TextExtraction: l.te}
	if len(usable) > 0 {
		if res := fit(out, vt, usable, l.parser); res.VirtualTool != nil {
			res.Reason = l.reason
			return res
		}
		vt = &extract.VirtualTool{SourceTool: t.Server + ":" + t.Tool, TextExtraction: l.te}
	}
	out.VirtualTool, out.Parser, out.Schema = vt, l.parser, nil
	out.Fitted = len(usable)
	// no schema: no fitted value can fail it
	out.SchemaValidates = true
	return out
}
