// Package npmservers installs the real MCP servers pinned in
// testdata/npm/package-lock.json (with `npm ci`, on first use, into the
// ignored folder testdata/npm/node_modules) so tests can run them.
//
// Owns: installing the pinned npm servers into testdata/npm/node_modules, once across test binaries.
// Imports: internal/filelock and the standard library only; never the pipeline packages.
package npmservers
