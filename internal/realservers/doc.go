// Package realservers prepares the real MCP servers pinned for the
// integration tests (the npm packages of testdata/npm and the go-sdk's
// example servers) and writes a Claude-Desktop-style config listing them.
//
// Setup installs or builds the servers, creates the data they work on (SQLite
// databases, a folder of files, a git repository, storage files of the memory
// servers) under one folder, and writes that folder's servers.json. Every
// server runs in that folder's work/ and keeps its storage under it, so
// nothing it writes lands in the repository or the home directory.
//
// Owns: setting up the pinned real servers, the data they work on and their servers.json, for integration tests.
// Imports: internal/npmservers, internal/gosdkservers, modernc.org/sqlite and the standard library only; never the pipeline packages.
package realservers
