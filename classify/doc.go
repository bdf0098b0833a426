// Package classify labels captured MCP tool-call results with the
// six-pattern taxonomy of DESIGN.md §4 (seed 001): structured, json_in_text,
// markdown_list, key_value, markdown_table and unstructured.
//
// It is pure: bytes in, a Label out. No files, network, SQL or printing,
// and no mutable package state (the one package-level value, the goldmark
// block parser, is immutable after its first use and safe for concurrent
// use). Classify never panics and is deterministic. TestPurity enforces the
// import rule.
//
// How a text block is decided:
//   - a text whose trimmed content is one JSON object or array is
//     json_in_text at once (a bare scalar such as "42" is unstructured);
//   - otherwise the text (its first 1 MiB) is parsed once with goldmark at
//     block level, with GFM tables, which gives every line a kind: table,
//     list, fenced code, quote, heading, paragraph...; texts without any
//     block syntax skip the parse (same result, tested);
//   - lists of two or more items are judged item by item (seed 001
//     Pattern 3: records "each carrying several fields"): mostly single
//     `Key: value` items → key_value; two or more items with several
//     fields (and at least half of the items) → markdown_list. Fields are
//     counted per item: a leading bold or code name, the rest of the text,
//     link text and URL (two), a bare URL, a `(parenthetical)`, a
//     `[bracket]`, a task box, text after a " - " / " — " / " | "
//     separator, every continuation line and every sub-item. A list of
//     one-field items (file names, regions, bare links, sentences) is not
//     a list of records: it supports no pattern (unstructured), or, right
//     under a `Key:` line, is that key's value (a YAML-like sequence);
//   - JSON values found on the raw text become json_in_text regions: one
//     starting in the first three lines (after a short header, found with a
//     streaming json.Decoder so trailing text does not matter), one value
//     per line (JSON Lines), a fence holding JSON or JSON Lines;
//   - paragraph lines are scanned for `Key: value` pairs (also
//     `**Key:** v`, `**Key**: v`, emoji-decorated keys) and `Section:`
//     headers over indented pairs or a pair list (YAML-like text included);
//   - each candidate pattern explains the non-blank bytes of its lines;
//     headings and separators count for nobody; a preamble (≤ 2 short lines
//     before the pattern's first line) and a footer (≤ 2 after its last) are
//     left out of the denominator; json_in_text also needs 60 % of all the
//     bytes, or 60 % of what a short header and trailer leave when the
//     JSON is not an empty {} or [] (a key on the JSON's own first line,
//     "Echo: {…}", is not a header line and counts against the JSON);
//     key_value needs two data pairs
//     (section headers name pairs but are not pairs); the largest share
//     wins (ties in taxonomy order) and below 40 % the text is
//     unstructured, with the candidates in Hybrid.
//
// Decisions on borderline shapes (each has a labelled file in testdata):
//   - one `Key: value` line ("Clicked element: button.submit") is a status
//     message: unstructured; so is a `Section:` header with one pair under
//     it (seed 002's "Data Summary" / "Data Access ID": one data pair);
//     a blank line may separate a `Section:` header from its indented
//     pairs;
//   - keys are at most 40 runes and 5 words, start with a letter, hold no
//     quotes, brackets or pipes, do not end in a function word ("Filled
//     input with:") and are not log levels (INFO:, ERROR:): logs, stack
//     traces and sentences are not key-value text;
//   - `key=value` (or `key = value`) lines, and list items that are one
//     such pair, are pairs when the key is an
//     identifier with no spaces, the line holds one pair (logfmt lines with
//     several are log records) and two or more such lines stand together
//     at one indent (env listings, INI sections, printouts); a lone
//     `x = y` line is an assignment in code or prose;
//   - a one-item list is not a list of records: its lines are scanned as
//     paragraph lines (a single search hit with Address:/Phone: lines is
//     key_value);
//   - block quotes, fenced code, HTML and unified diffs are prose/code:
//     message blocks whose bold names and "Reactions:" line are minor stay
//     unstructured;
//   - json_in_fence is flagged when a fence holds JSON and the label is not
//     json_in_text (a fence that is the whole payload is json_in_text);
//   - with structuredContent the label is structured; the text blocks are
//     still analysed and their patterns (a JSON mirror, a table) go to
//     Hybrid;
//   - result-level evidence (Block -1) points into the raw Input.Result
//     bytes (Input.Error for rpc_error).
//
// Owns: the six-pattern taxonomy: Classify (bytes in, Label with evidence out), the pattern names and the classifier Version.
// Imports: goldmark, internal/jsonx (all its JSON reading), internal/textline (line shapes read alike by the extractor) and the I/O-free standard library only; no other mcpsurvey package.
package classify
