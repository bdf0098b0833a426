// Package schema infers JSON Schemas from sample tool outputs and compiles
// and validates schemas offline.
//
// Infer follows genson's contract: every sample validates against the result,
// which stays as strict as that allows (types unioned per position, integer
// vs number, required only for keys every object has, formats only when
// every string matches), with quicktype's rule for enums (at least
// Options.EnumMinSamples values and fewer distinct values than their square
// root). Objects whose keys are data (IDs, numbers, dates, paths, URLs as
// keys, or key sets that vary across samples, such as the rows of
// different SQL queries) are maps: "additionalProperties" with the schema
// of their values and no fixed "properties", since projection keeps only
// the declared properties of a record and would drop every key not seen
// while fitting. It never writes "additionalProperties": false, so schemas
// stay usable as servers evolve.
// The root is always an object, as MCP's outputSchema requires.
//
// Compile and Validate wrap github.com/santhosh-tekuri/jsonschema/v6 with a
// loader that never touches the network or the disk, and with ECMA-262
// regular expressions (github.com/dlclark/regexp2 in ECMAScript mode, each
// match bounded by PatternTimeout) instead of Go's RE2, since JSON Schema's
// "pattern" is ECMA-262: lookahead and backreferences compile. NewCompiler
// gives other packages a compiler set up the same way.
//
// The package is pure: no I/O, no globals that change.
//
// Owns: JSON Schema inference from samples, and offline compiling and validation (ECMA-262 patterns).
// Imports: jsonschema/v6, regexp2 and the I/O-free standard library only; never another mcpsurvey package.
package schema
