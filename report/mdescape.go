package report

import (
	"strings"
)

// Markdown escaping for the PR reports and survey.md. Every string from a
// server is untrusted: it must not break a table row, open a code block,
// start a link, or inject HTML (GitHub sanitises HTML, other renderers may
// not).

var mdHTML = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

var mdInlineMarks = strings.NewReplacer("`", "\\`", "*", "\\*", "_", "\\_", "[", "\\[", "]", "\\]", "~", "\\~")

// mdCell escapes text for a Markdown table cell: HTML special characters
// become entities, then MarkdownCell escapes backslashes and pipes and
// turns line breaks into <br>, then inline marks (backticks, emphasis,
// brackets) are backslash-escaped so the text shows literally.
func mdCell(s string) string {
	return mdInlineMarks.Replace(MarkdownCell(mdHTML.Replace(s)))
}

// mdText escapes text for a Markdown paragraph on one line: like mdCell,
// with line breaks turned into spaces.
func mdText(s string) string {
	s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	return mdCell(s)
}

// codeSpan renders s as inline code whatever it contains: the fence is one
// backtick longer than the longest backtick run in s, padded with spaces
// when s starts or ends with a backtick; line breaks become spaces.
func codeSpan(s string) string {
	s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	if s == "" {
		return "` `"
	}
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || (strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ")) {
		s = " " + s + " "
	}
	return fence + s + fence
}

// cellCode is codeSpan for a table cell: GitHub splits cells at "|" even
// inside code spans unless it is escaped.
func cellCode(s string) string {
	return strings.ReplaceAll(codeSpan(s), "|", `\|`)
}

// codeBlock renders content as a fenced code block with the given
// language; the fence is longer than any backtick run in content, so the
// content cannot close it.
func codeBlock(lang, content string) string {
	n := longestRun(content, '`') + 1
	if n < 3 {
		n = 3
	}
	fence := strings.Repeat("`", n)
	content = strings.TrimRight(content, "\n")
	return fence + lang + "\n" + content + "\n" + fence + "\n"
}

func longestRun(s string, c byte) int {
	best, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			if run > best {
				best = run
			}
		} else {
			run = 0
		}
	}
	return best
}

// mdLink is a Markdown link to u when u is an http(s) URL (HTTPURL), else
// the escaped text alone. Characters that end a link destination are
// percent-encoded.
func mdLink(text, u string) string {
	if !HTTPURL(u) {
		return mdText(text)
	}
	dest := strings.NewReplacer("(", "%28", ")", "%29", " ", "%20", "<", "%3C", ">", "%3E").Replace(u)
	return "[" + mdText(text) + "](" + dest + ")"
}
