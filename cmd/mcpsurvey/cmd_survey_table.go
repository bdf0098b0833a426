package main

import (
	"context"
	"fmt"

	"github.com/mcpsurvey/mcpsurvey/classify"
	"github.com/mcpsurvey/mcpsurvey/report"
)

const surveyTableExamples = `  mcpsurvey survey-table --db corpus.db
  mcpsurvey survey-table --db corpus.db --format markdown > SURVEY.md
  mcpsurvey survey-table --db corpus.db --format json | jq '.patterns'
`

// runSurveyTable prints seed 001's "Servers Analyzed" and "Pattern
// Taxonomy" tables for a corpus, labelling its calls first when they have
// no label of the current classifier version.
func runSurveyTable(ctx context.Context, e *env, args []string) int {
	fs := newFlags(e, "survey-table", "mcpsurvey survey-table [--db FILE] [--format text|markdown|json]", surveyTableExamples)
	db := fs.String("db", "mcpsurvey.db", "corpus `file`")
	format := fs.String("format", "text", "text, markdown or json")
	if code, ok := parseFlags(e, fs, args); !ok {
		return code
	}
	if !checkFormat(e, *format, "text", "markdown", "json") {
		return exitUsage
	}
	d, code := openExisting(ctx, e, *db)
	if d == nil {
		return code
	}
	defer d.Close()
	sums, err := d.Summaries(ctx, classify.Version)
	if err != nil {
		return failf(e, "%v", err)
	}
	answered, labelled := 0, 0
	for _, s := range sums {
		answered += s.Calls
		labelled += s.Labelled
	}
	if labelled < answered {
		fmt.Fprintf(e.stderr, "labelling %d calls with classifier version %s first\n", answered-labelled, classify.Version)
		if _, _, err := classifyDB(ctx, d, classify.Classify); err != nil {
			return failf(e, "classify: %v", err)
		}
		if sums, err = d.Summaries(ctx, classify.Version); err != nil {
			return failf(e, "%v", err)
		}
	}
	s := report.BuildSurvey(classify.Version, sums)
	switch *format {
	case "json":
		err = s.WriteJSON(e.stdout)
	case "markdown":
		err = s.WriteMarkdown(e.stdout)
	default:
		err = s.WriteText(e.stdout)
	}
	if err != nil {
		return failf(e, "%v", err)
	}
	return exitOK
}
