// Package suggest proposes, per tool, a seed-000 text_extraction config and
// an output_schema from the tool's captured outputs: the virtual_tools entry
// a person would write for a gateway, learnt from the samples' structure
// (JSON in text, a markdown list's item fields, key-value text, a GFM
// table, or a one-line template), checked by applying it to every sample.
//
// The package is pure: no I/O, no globals that change. Suggest is
// deterministic: the same samples in any order give the same suggestion.
//
// Owns: the per-tool suggestion of a text_extraction config and an output_schema from captured outputs.
// Imports: extract, extract/textparse, extract/schema, classify and the I/O-free standard library only; never probe, corpus, report or I/O.
package suggest
