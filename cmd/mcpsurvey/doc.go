// Command mcpsurvey is the offline conformance and corpus-analysis tool for
// Model Context Protocol servers: it probes many servers at once and keeps
// their tool definitions and raw tool-call results in a SQLite corpus.
//
// Run `mcpsurvey help` for the commands.
//
// Files: cmd_<command>.go holds one command (cmd_survey_table.go for
// survey-table): its options, flag set, run function and help text (usage
// and examples); app.go lists the commands. A command's larger output or
// format code is in <command>_<topic>.go (check_sarif.go, score_text.go …).
// Shared: flags_common.go (flag set with help, parsing, flag types),
// output.go (errors, JSON, short text forms), input.go (named inputs and the
// JSON Lines interchange records), bundle*.go (the report bundle survey and
// report build), samples.go (tool samples for suggest and score),
// progress.go, pkginfo.go and exitcode.go. docs_test.go keeps every --help
// and the README in step.
//
// Owns: the subcommands: flags, help text, wiring of the pipeline stages, files, terminal output and exit codes.
// Imports: any package of the module, go-sarif and the standard library; nothing imports it.
package main
