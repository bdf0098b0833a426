// Command mcpsurvey is the offline conformance and corpus-analysis tool for
// Model Context Protocol servers: it probes many servers at once and keeps
// their tool definitions and raw tool-call results in a SQLite corpus.
//
// Run `mcpsurvey help` for the commands.
//
// Owns: the subcommands: flags, help text, wiring of the pipeline stages, files, terminal output and exit codes.
// Imports: any package of the module, go-sarif and the standard library; nothing imports it.
package main
