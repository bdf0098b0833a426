// Package filelock serializes work across processes with an exclusive
// flock(2) on a file: test binaries of several packages, run in parallel,
// install or build the same shared things once.
//
// Owns: an exclusive cross-process flock(2) lock on a file, for shared test setup.
// Imports: os and syscall only; never another mcpsurvey package.
package filelock
