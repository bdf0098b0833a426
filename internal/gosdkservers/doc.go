// Package gosdkservers builds the example MCP servers of the go-sdk this
// module requires (github.com/modelcontextprotocol/go-sdk/examples/server/...)
// into the ignored folder testdata/gosdk/bin, on first use, so tests can run
// them as real servers.
//
// Owns: building the go-sdk's example servers into testdata/gosdk/bin, once across test binaries.
// Imports: internal/filelock and the standard library only; never the pipeline packages.
package gosdkservers
