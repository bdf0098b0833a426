package textparse

import "github.com/mcpsurvey/mcpsurvey/internal/textline"

// HintsHeader reports whether t, a trimmed line, heads advice to the
// reader ("Next Steps:", "Tips:"), as the classifier reads it
// (textline.HintsHeader).
func HintsHeader(t string) bool { return textline.HintsHeader(t) }
