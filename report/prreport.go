package report

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ErrNothingToPropose is returned by WritePR for a server PlanPR gives no
// PR report; the error names the reason.
var ErrNothingToPropose = errors.New("nothing to propose")

// prNamesMax bounds the tool names one "not proposed" line lists.
const prNamesMax = 20

// prFewOutputs: a schema inferred from fewer usable outputs gets a note to
// check which of its fields are optional.
const prFewOutputs = 3

// WritePR writes the upstream-PR report for one server (prs/<slug>.md), if
// PlanPR gives it one: title; existing issues/PRs to check first;
// repository facts; a summary of what structured output gives clients
// (seed 001, "Long Term: Advocate for structuredOutput"); the tools with a
// proposal, and the other tools lacking outputSchema in one line per
// reason; per proposed tool the outputSchema and a before/after of one
// real call; the code change for the SDK the server uses (all three when
// unknown); the findings with a concrete fix; and the pitfalls the
// proposal avoids. Every server-provided string is escaped.
func WritePR(w io.Writer, s *ServerView, b *Bundle) error {
	if s == nil {
		return errors.New("report: WritePR: nil server")
	}
	plan := PlanPR(s)
	if !plan.Write() {
		return fmt.Errorf("report: PR for server %q: %w (%s)", s.Name, ErrNothingToPropose, plan.Reason)
	}
	bw := bufio.NewWriter(w)
	p := &prWriter{w: bw}
	p.write(s, b, plan)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("report: PR for server %q: %w", s.Name, err)
	}
	return nil
}

type prWriter struct {
	w *bufio.Writer
}

func (p *prWriter) f(format string, args ...any) { fmt.Fprintf(p.w, format, args...) }
func (p *prWriter) s(text string)                { p.w.WriteString(text) }

func (p *prWriter) write(s *ServerView, b *Bundle, plan PRPlan) {
	proposed := len(plan.Proposed)
	if proposed > 0 {
		p.f("# Add `outputSchema` and `structuredContent` to %s\n\n", mdText(s.Name))
	} else {
		p.f("# Fix the structured output of %s\n\n", mdText(s.Name))
	}

	if len(s.Related) > 0 {
		p.s("> **Check these first**: existing issues/PRs that already mention outputSchema:\n")
		for _, r := range s.Related {
			kind := "issue"
			if r.IsPR {
				kind = "PR"
			}
			state := ""
			if r.State != "" {
				state = ", " + mdText(r.State)
			}
			p.f("> - %s %s (%s%s)\n", mdLink("#"+strconv.Itoa(r.Number), r.URL), mdText(r.Title), kind, state)
		}
		p.s("\n")
	}
	if r := s.Repo; r != nil {
		p.f("Repository: %s · ★ %d", mdLink(r.FullName, r.URL), r.Stars)
		if r.DefaultBranch != "" {
			p.f(" · default branch %s", codeSpan(r.DefaultBranch))
		}
		if !r.PushedAt.IsZero() {
			p.f(" · last push %s", r.PushedAt.UTC().Format("2006-01-02"))
		}
		if r.Archived {
			p.s(" · **archived: a PR will not be merged**")
		}
		p.s("\n\n")
	} else if s.Repository != "" {
		p.f("Repository: %s\n\n", mdLink(s.Repository, s.Repository))
	}
	p.f("SDK: %s", sdkLabel(s.SDK.Name))
	if s.SDK.Via != "" {
		p.f(" — detected: %s", mdText(s.SDK.Via))
		if s.SDK.Confidence != "" {
			p.f(" (%s)", mdText(s.SDK.Confidence))
		}
	}
	if s.ServerInfo != "" {
		p.f(" · serverInfo %s", codeSpan(s.ServerInfo))
	}
	p.s("\n\n")

	p.s("## Summary\n\n")
	if plan.Lacking > 0 {
		p.f("%d of %d tools of %s return their results only as text, without an `outputSchema`. ",
			plan.Lacking, len(s.Tools), mdText(s.Name))
	}
	if proposed > 0 {
		p.f("This report proposes an `outputSchema` for %d of them, inferred from usable outputs of real calls (answered, no error), and shows the change in the server's SDK. ", proposed)
	}
	if n := len(plan.Fixes); n > 0 {
		p.f("It lists %s with a concrete fix. ", countOf(n, "finding"))
	}
	p.s("Declaring an `outputSchema` and returning the same data as `structuredContent` (MCP 2025-06-18 and later) gives clients:\n\n")
	p.s("- **Field projection and filtering**: clients and gateways pick the fields they need instead of parsing prose.\n")
	p.s("- **Type validation**: clients validate `structuredContent` against the schema; a format change shows up as an error, not as silently wrong data.\n")
	p.s("- **Better LLM understanding**: the model sees field names and types, not layout.\n")
	p.s("- **Gateway transformations for free**: hiding internal fields, normalization and projection work without per-server parsers.\n\n")
	p.s("The text block stays, so clients that do not read `structuredContent` see no change.\n\n")

	p.s("## Tools affected\n\n")
	if proposed > 0 {
		p.s("| Tool | Description | Output pattern today | Usable outputs / calls | Proposal |\n")
		p.s("|---|---|---|---|---|\n")
		for _, t := range plan.Proposed {
			p.f("| %s | %s | %s | %d/%d | outputSchema proposed below |\n", cellCode(t.Name), mdCell(truncateRunes(t.Description, 200)),
				mdCell(t.Pattern), t.Usable, t.Calls)
		}
		p.s("\n")
	}
	if len(plan.Unproposed) > 0 || len(plan.Declared) > 0 {
		p.s("Not proposed here:\n\n")
		for _, g := range plan.Unproposed {
			p.f("- %s (%d): %s\n", upperFirst(g.Reason), len(g.Tools), codeList(g.Tools))
		}
		if n := len(plan.Declared); n > 0 {
			p.f("- Already declare an `outputSchema` (%d): %s\n", n, codeList(plan.Declared))
		}
		p.s("\n")
	}

	if proposed > 0 {
		p.s("## Proposed outputSchema per tool\n\n")
		for _, t := range plan.Proposed {
			p.tool(t)
		}
		p.code(s, plan.Proposed)
	}

	if len(plan.Fixes) > 0 {
		p.s("## Findings with a concrete fix\n\n")
		for _, f := range plan.Fixes {
			where := "server"
			if f.Tool != "" {
				where = codeSpan(f.Tool)
			}
			title := ""
			if f.Title != "" {
				title = " " + mdText(f.Title)
			}
			p.f("- %s: %s%s (%s): %s\n", where, codeSpan(f.CheckID), title, countOf(f.Count, "call"), mdText(f.Message))
		}
		p.s("\n")
	}

	p.s("## Pitfalls avoided\n\n")
	p.s("- **No `additionalProperties: false`**: the schemas leave objects open, so adding a field later does not break clients that validate.\n")
	p.s("- **No `structuredContent` on error results** unless it conforms to the schema: an error (`isError: true`) keeps returning text only.\n")
	p.s("- **The text block stays** (a JSON serialization of the same object, or the current text) for clients that predate `structuredContent`.\n\n")

	p.s("---\n\n")
	p.s("Generated by mcpsurvey")
	if b != nil {
		if b.ToolVersion != "" {
			p.f(" %s", mdText(b.ToolVersion))
		}
		if !b.GeneratedAt.IsZero() {
			p.f(" on %s", b.GeneratedAt.UTC().Format("2006-01-02"))
		}
		if b.CorpusPath != "" {
			p.f(" from corpus %s", codeSpan(b.CorpusPath))
		}
	}
	p.s(". The schemas are inferred from observed calls: review them against the code before filing.\n")
}

// tool writes one tool's proposed schema and before/after.
func (p *prWriter) tool(t *ToolView) {
	p.f("### %s\n\n", codeSpan(t.Name))
	p.f("Inferred from %s.", countOf(t.Usable, "usable output"))
	if t.Usable < prFewOutputs {
		p.s(" Few outputs: check which fields are optional before filing.")
	}
	p.s("\n\n")
	p.s(codeBlock("json", prettyJSON(openSchema(t.ProposedSchema))))
	p.s("\n")
	before, after := t.Before, t.After
	if len(before) == 0 {
		before = beforeFromExamples(t.Examples)
	}
	if len(before) == 0 && len(after) == 0 {
		p.s("No captured call to show before/after.\n\n")
		return
	}
	p.s("<details><summary>Before / after for one real call</summary>\n\n")
	if len(before) > 0 {
		p.s("Before (text only, as captured):\n\n")
		p.s(codeBlock("json", prettyJSON(before)))
		p.s("\n")
	}
	if len(after) > 0 {
		p.s("After (the same result with `structuredContent`):\n\n")
		p.s(codeBlock("json", prettyJSON(after)))
		p.s("\n")
	} else {
		p.s("After: not shown (the suggested extraction did not cover this call).\n\n")
	}
	p.s("</details>\n\n")
}

// beforeFromExamples builds a text-only result from the first non-error
// example, for tools whose view model has no Before.
func beforeFromExamples(ex []ExampleView) json.RawMessage {
	for _, e := range ex {
		if e.IsError || e.Truncated() {
			continue
		}
		out, err := json.Marshal(map[string]any{"content": []map[string]string{{"type": "text", "text": e.Text}}})
		if err == nil {
			return out
		}
	}
	return nil
}

// code writes the SDK code change for every tool with a proposed schema:
// the detected SDK's snippet, or all three when the SDK is unknown.
func (p *prWriter) code(s *ServerView, proposed []*ToolView) {
	sdks := []string{s.SDK.Name}
	switch s.SDK.Name {
	case SDKTypeScript, SDKPython, SDKGo:
	default:
		sdks = []string{SDKTypeScript, SDKPython, SDKGo}
		p.s("## Code change\n\nThe server's SDK could not be detected; the change is shown for the TypeScript, Python (FastMCP) and Go SDKs.\n\n")
	}
	if len(sdks) == 1 {
		p.f("## Code change (%s)\n\n", sdkLabel(sdks[0]))
	}
	for _, sdk := range sdks {
		if len(sdks) > 1 {
			p.f("### %s\n\n", sdkLabel(sdk))
		}
		p.s(sdkIntro(sdk))
		for _, t := range proposed {
			schema := openSchema(t.ProposedSchema)
			root, err := parseSchema(schema)
			if err != nil {
				p.f("%s: the proposed schema cannot be turned into code (%s).\n\n", codeSpan(t.Name), mdText(err.Error()))
				continue
			}
			if root.Kind != "object" {
				p.f("%s: the proposed schema is not an object schema; MCP requires `\"type\": \"object\"` for outputSchema.\n\n", codeSpan(t.Name))
				continue
			}
			p.f("%s:\n\n", codeSpan(t.Name))
			switch sdk {
			case SDKTypeScript:
				p.s(codeBlock("ts", tsSnippet(t, root)))
			case SDKPython:
				p.s(codeBlock("python", pySnippet(t, root)))
			case SDKGo:
				p.s(codeBlock("go", goSnippet(t, root, json.RawMessage(prettyJSON(schema)))))
			}
			p.s("\n")
		}
	}
}

func sdkLabel(name string) string {
	switch name {
	case SDKTypeScript:
		return "TypeScript SDK (`@modelcontextprotocol/sdk`)"
	case SDKPython:
		return "Python SDK (FastMCP)"
	case SDKGo:
		return "Go SDK (`github.com/modelcontextprotocol/go-sdk/mcp`)"
	}
	return "unknown"
}

func sdkIntro(sdk string) string {
	switch sdk {
	case SDKTypeScript:
		return "Register the tool with `server.registerTool` and an `outputSchema` (a Zod shape); return the object as `structuredContent` and keep a text block.\n\n"
	case SDKPython:
		return "Give the tool function a typed return annotation (a `TypedDict`; a pydantic model works too): FastMCP derives the `outputSchema` from it and sends the returned value as `structuredContent` with a JSON text block.\n\n"
	case SDKGo:
		return "Use `mcp.AddTool` with a typed output struct: the SDK fills `structuredContent` (and a JSON text block) from the returned value. With `github.com/mark3labs/mcp-go`, the same shape goes into the tool's output schema option and a structured result.\n\n"
	}
	return ""
}

// codeList is names as code spans, comma-separated, at most prNamesMax of
// them ("… and 3 more").
func codeList(names []string) string {
	var b strings.Builder
	for i, n := range names {
		if i == prNamesMax {
			fmt.Fprintf(&b, " … and %d more", len(names)-i)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(codeSpan(n))
	}
	return b.String()
}

// upperFirst capitalises the first letter of an ASCII phrase.
func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
