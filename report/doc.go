// Package report turns a classified corpus into what people read and CI
// consumes: the survey tables (terminal, Markdown, JSON), the HTML report
// with SVG charts, and the upstream-PR reports with SDK snippets.
//
// Owns: survey tables, the HTML report and its charts, PR plans, reports and index, and the Go/Python/TypeScript snippets.
// Imports: corpus, tablewriter and the standard library only; never probe, classify, extract or check.
package report
