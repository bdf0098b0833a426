package main

// Exit codes, defined once. Scripts and CI read them.
const (
	exitOK          = 0   // the command did its job
	exitFailure     = 1   // the run failed (I/O, corpus, bad input file)
	exitUsage       = 2   // wrong flags or arguments
	exitFindings    = 3   // reserved: findings at or above --fail-on
	exitServers     = 4   // --strict and at least one server did not reach status ok
	exitToolError   = 5   // call: the tool answered with isError: true
	exitInterrupted = 130 // Ctrl-C or SIGTERM; what was captured is kept
)
