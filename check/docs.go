package check

import (
	"encoding/json"
	"fmt"
	"strings"
)

// VersionsText renders the versions a check applies to ("all versions" or
// a comma-separated list).
func (c *Check) VersionsText() string {
	if len(c.Versions) == 0 {
		return "all versions"
	}
	return strings.Join(c.Versions, ", ")
}

// SpecRevision is the spec revision the check's SpecURL points to (the
// version folder of the link), or "" for a link outside the versioned
// specification.
func (c *Check) SpecRevision() string {
	if !strings.HasPrefix(c.SpecURL, specBase) {
		return ""
	}
	rest := strings.TrimPrefix(c.SpecURL, specBase)
	if i := strings.IndexByte(rest, '/'); i > 0 && IsKnownVersion(rest[:i]) {
		return rest[:i]
	}
	return ""
}

// Doc renders one check's documentation as plain text (what `mcpsurvey
// explain ID` prints).
func (c *Check) Doc() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n\n", c.ID, c.Title)
	fmt.Fprintf(&b, "Severity:  %s\n", c.Severity)
	fmt.Fprintf(&b, "Category:  %s\n", c.Category)
	fmt.Fprintf(&b, "Versions:  %s\n", c.VersionsText())
	fmt.Fprintf(&b, "Spec:      revision %s, %s\n           %s\n", c.SpecRevision(), c.SpecSection, c.SpecURL)
	if c.SpecQuote != "" {
		fmt.Fprintf(&b, "Rests on:  %s\n", c.SpecQuote)
	}
	b.WriteString("\n")
	b.WriteString(strings.TrimSpace(c.Explanation))
	b.WriteString("\n\nBefore (fails):\n")
	b.WriteString(indent(c.Before, "  "))
	b.WriteString("\n\nAfter (passes):\n")
	b.WriteString(indent(c.After, "  "))
	b.WriteString("\n")
	return b.String()
}

// indent prefixes every line of s.
func indent(s, prefix string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = prefix + l
	}
	return strings.Join(lines, "\n")
}

// categoryTitle names a category for documentation.
func categoryTitle(cat string) string {
	switch cat {
	case CategoryToolDefinition:
		return "MCP1xxx: tool definitions"
	case CategoryResult:
		return "MCP2xxx: results and structured output"
	case CategoryError:
		return "MCP3xxx: error reporting"
	case CategoryProtocol:
		return "MCP4xxx: protocol, transport and lifecycle"
	}
	return cat
}

// fence renders a snippet in a Markdown code fence, labelled json when it
// is JSON.
func fence(s string) string {
	lang := "text"
	if json.Valid([]byte(s)) {
		lang = "json"
	}
	return "```" + lang + "\n" + strings.TrimRight(s, "\n") + "\n```\n"
}

// Markdown renders the documentation of every registered check:
// docs/checks.md is this text (a test keeps them equal).
func Markdown() string {
	var b strings.Builder
	b.WriteString(`# Conformance checks

<!-- Generated from the registry in check by
     go test ./check -run TestChecksDoc -update   (or: go generate ./check)
     Do not edit by hand. -->

` + "`mcpsurvey check`" + ` runs these checks over the latest capture of every server in a
corpus; ` + "`mcpsurvey explain ID`" + ` prints one of them. IDs are stable. Severities:
**error** = a MUST of the spec (or a requirement of its schema) is broken,
**warning** = a SHOULD is broken, **info** = advice. Rules follow the protocol
version the server negotiated; a version mcpsurvey does not know is checked
with the rules of the latest known one (` + LatestVersion + `), and its findings say so.
Known versions: ` + strings.Join(KnownVersions(), ", ") + `.

| ID | Severity | Versions | Spec revision › section | Title |
|---|---|---|---|---|
`)
	all := All()
	for _, c := range all {
		fmt.Fprintf(&b, "| [%s](#%s) | %s | %s | %s › %s | %s |\n", c.ID, strings.ToLower(c.ID), c.Severity, c.VersionsText(), c.SpecRevision(), mdEscape(c.SpecSection), mdEscape(c.Title))
	}
	cat := ""
	for _, c := range all {
		if c.Category != cat {
			cat = c.Category
			fmt.Fprintf(&b, "\n## %s\n", categoryTitle(cat))
		}
		fmt.Fprintf(&b, "\n### %s\n\n**%s**\n\n", c.ID, mdEscape(c.Title))
		fmt.Fprintf(&b, "- Severity: %s\n- Applies to: %s\n- Spec: revision %s, [%s](%s)\n", c.Severity, c.VersionsText(), c.SpecRevision(), mdEscape(c.SpecSection), c.SpecURL)
		if c.SpecQuote != "" {
			fmt.Fprintf(&b, "- Rests on: %s\n", mdEscape(c.SpecQuote))
		}
		b.WriteString("\n")
		b.WriteString(strings.TrimSpace(c.Explanation))
		b.WriteString("\n\nBefore (fails):\n\n")
		b.WriteString(fence(c.Before))
		b.WriteString("\nAfter (passes):\n\n")
		b.WriteString(fence(c.After))
	}
	return b.String()
}

// mdEscape escapes the characters that break a Markdown table cell or
// heading.
func mdEscape(s string) string {
	return strings.NewReplacer("|", `\|`, "<", "&lt;", ">", "&gt;").Replace(s)
}
