// Package score measures how much structured data suggested
// text_extraction configs recover from captured tool outputs (DESIGN.md
// §6), honestly: for every tool the suggestion is fitted on one part of its
// distinct outputs and measured on the rest, never on the samples it was
// fitted to. Where results carry both structuredContent and text, the
// structuredContent is hidden, the text is extracted, and the two are
// compared field by field (precision and recall).
//
// The package is pure: no I/O, no globals that change. Score is
// deterministic: the split is decided by a hash of the call id, not a
// random draw, and the outcome does not depend on the order of the tools.
//
// Owns: held-out scoring of suggested configs per tool, and the field-by-field comparison with hidden structuredContent.
// Imports: extract, extract/suggest, extract/schema, classify and the I/O-free standard library (sync and runtime for parallel tools) only; never probe, corpus, report or I/O.
package score
