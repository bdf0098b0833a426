// Package realout is the evaluation harness for the real-output test sets
// (internal/realout/testdata/<set>/<server>.jsonl, format in the set's
// README): outputs captured from real MCP servers and labelled by hand with
// a pattern and the data values a person would want as structured fields.
//
// Evaluate measures, per tool, how many reference values a config suggested
// from one half of the outputs (extract/suggest) recovers from the other
// half (extract), and how often classify agrees with the hand label. It is
// pure; only Load reads files.
//
// Owns: the real-output test sets (Load) and their evaluation of suggest, extract and classify against the hand labels.
// Imports: classify, extract, extract/suggest, internal/jsonx and the standard library (files in Load only) only; never probe, corpus, check or report.
package realout
