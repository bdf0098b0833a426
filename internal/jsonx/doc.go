// Package jsonx is mcpsurvey's one JSON layer, a thin shell over the
// standard library's encoding/json/jsontext and encoding/json/v2 (Go 1.27):
// validation, string unquoting and decoding with encoding/json (v1)
// semantics, a pooled token scanner that reports byte offsets into the
// caller's buffer (for evidence and extraction accounts), and the JSON Lines
// reader every command and loader shares.
//
// Owns: JSON syntax handling (validation, scanning with offsets, lenient decoding, JSON Lines reading).
// Imports: the standard library only; it is pure except ReadLines, which reads the io.Reader it is given.
package jsonx
