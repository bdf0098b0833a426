// Package purity checks, from a package's source, the rules that keep the
// pure packages pure (DESIGN.md §2): only allowed imports (no os, io, net,
// database/sql, log, ...), no printing or reading (print/println,
// fmt.Print* and fmt.Scan* on standard input, binary.Read/Write), no goroutines, and
// no package-level variables beyond an allowed few. Pure packages call it
// from a test.
//
// Owns: the source-level rules that keep pure packages pure (imports, printing, goroutines, package variables).
// Imports: go/ast, go/parser, go/token, path/filepath, testing and the I/O-free standard library only; imported by tests only.
package purity
