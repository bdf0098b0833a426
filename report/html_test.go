package report

import (
	"bytes"
	"html"
	"strings"
	"testing"
)

// tag is one start or end tag found by scanTags.
type tag struct {
	name  string
	end   bool
	attrs map[string]string // values entity-decoded
	raw   string
}

// scanTags is a small HTML tokenizer: it lists every tag, skipping
// comments/doctype and the raw text of <script>, <style>, <title> and
// <textarea> (which it returns separately). Since every "<" in escaped
// text is written as "&lt;", a "<" followed by a letter or "/" starts a
// real tag.
func scanTags(t *testing.T, doc string) (tags []tag, rawTexts map[string][]string) {
	t.Helper()
	rawTexts = map[string][]string{}
	i := 0
	for {
		j := strings.IndexByte(doc[i:], '<')
		if j < 0 {
			return tags, rawTexts
		}
		i += j
		if strings.HasPrefix(doc[i:], "<!") {
			k := strings.IndexByte(doc[i:], '>')
			if k < 0 {
				t.Fatalf("unterminated <! at %d", i)
			}
			i += k + 1
			continue
		}
		end := strings.HasPrefix(doc[i:], "</")
		p := i + 1
		if end {
			p++
		}
		if p >= len(doc) || !isASCIILetter(doc[p]) {
			t.Fatalf("bare '<' in output at %d: %q", i, snippetAt(doc, i))
		}
		q := p
		for q < len(doc) && (isASCIILetter(doc[q]) || (doc[q] >= '0' && doc[q] <= '9') || doc[q] == '-') {
			q++
		}
		tg := tag{name: strings.ToLower(doc[p:q]), end: end, attrs: map[string]string{}}
		// attributes
		for q < len(doc) && doc[q] != '>' {
			c := doc[q]
			if c == ' ' || c == '\n' || c == '\t' || c == '/' {
				q++
				continue
			}
			a := q
			for q < len(doc) && doc[q] != '=' && doc[q] != ' ' && doc[q] != '>' && doc[q] != '\n' {
				q++
			}
			name := strings.ToLower(doc[a:q])
			val := ""
			if q < len(doc) && doc[q] == '=' {
				q++
				if q < len(doc) && (doc[q] == '"' || doc[q] == '\'') {
					quote := doc[q]
					k := strings.IndexByte(doc[q+1:], quote)
					if k < 0 {
						t.Fatalf("unterminated attribute in %q", snippetAt(doc, i))
					}
					val = doc[q+1 : q+1+k]
					q += k + 2
				} else {
					v := q
					for q < len(doc) && doc[q] != ' ' && doc[q] != '>' {
						q++
					}
					val = doc[v:q]
				}
			}
			tg.attrs[name] = html.UnescapeString(val)
		}
		if q >= len(doc) {
			t.Fatalf("unterminated tag at %d", i)
		}
		tg.raw = doc[i : q+1]
		tags = append(tags, tg)
		i = q + 1
		if !end && (tg.name == "script" || tg.name == "style" || tg.name == "title" || tg.name == "textarea") {
			closeTag := "</" + tg.name
			k := strings.Index(strings.ToLower(doc[i:]), closeTag)
			if k < 0 {
				t.Fatalf("<%s> not closed", tg.name)
			}
			rawTexts[tg.name] = append(rawTexts[tg.name], doc[i:i+k])
			i += k
		}
	}
}

func isASCIILetter(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

func snippetAt(s string, i int) string {
	a, b := i-40, i+80
	if a < 0 {
		a = 0
	}
	if b > len(s) {
		b = len(s)
	}
	return s[a:b]
}

// allowedTags is every element the report template writes.
var allowedTags = map[string]bool{
	"html": true, "head": true, "meta": true, "title": true, "style": true, "body": true, "main": true, "h1": true, "h2": true,
	"h3": true, "h4": true, "p": true, "nav": true, "a": true, "code": true, "div": true, "b": true, "strong": true, "figure": true,
	"svg": true, "desc": true, "rect": true, "text": true, "line": true, "figcaption": true, "details": true, "summary": true,
	"table": true, "thead": true, "tbody": true, "tr": true, "th": true, "td": true, "span": true, "label": true, "input": true,
	"section": true, "dl": true, "dt": true, "dd": true, "ul": true, "li": true, "pre": true, "script": true,
}

func renderHTML(t *testing.T, b *Bundle) string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteHTML(&buf, b); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestHTMLEscapesUntrustedStrings(t *testing.T) {
	out := renderHTML(t, sampleBundle())
	for _, payload := range []string{alertTag, alertImg, pwnScript, pwnImg, "</pre>{{", "href=\"javascript:", `onerror="document`} {
		if strings.Contains(out, payload) {
			t.Errorf("payload %q appears unescaped:\n%s", payload, snippetAt(out, strings.Index(out, payload)))
		}
	}
	tags, raw := scanTags(t, out)
	var scripts, preOpen, preClose int
	for _, tg := range tags {
		if !allowedTags[tg.name] {
			t.Errorf("unexpected element <%s>: %s", tg.name, tg.raw)
		}
		for name, val := range tg.attrs {
			if strings.HasPrefix(name, "on") {
				t.Errorf("event handler attribute %s=%q in %s", name, val, tg.raw)
			}
			if name == "href" || name == "src" || name == "xlink:href" || name == "action" {
				if !(strings.HasPrefix(val, "https://") || strings.HasPrefix(val, "http://") || strings.HasPrefix(val, "#")) {
					t.Errorf("%s=%q is not an http(s) or fragment link: %s", name, val, tg.raw)
				}
			}
			if name == "style" {
				t.Errorf("inline style attribute in %s", tg.raw)
			}
		}
		switch {
		case tg.name == "script" && !tg.end:
			scripts++
		case tg.name == "pre" && !tg.end:
			preOpen++
		case tg.name == "pre" && tg.end:
			preClose++
		}
	}
	pageOnce.Do(loadPage)
	if scripts != 1 || len(raw["script"]) != 1 || raw["script"][0] != pageJS {
		t.Errorf("want exactly one <script> with the page's own code, got %d (%d raw)", scripts, len(raw["script"]))
	}
	if preOpen == 0 || preOpen != preClose {
		t.Errorf("<pre> opened %d times, closed %d times: a payload closed one", preOpen, preClose)
	}
	// The payloads are shown, as text.
	for _, shown := range []string{html.EscapeString(pwnScript), "{{.}}", "{{.Title}}"} {
		if !strings.Contains(out, shown) {
			t.Errorf("escaped payload %q not shown as text", shown)
		}
	}
	// javascript: URLs are text, not links.
	if !strings.Contains(out, "<dd>javascript:alert(1)</dd>") {
		t.Errorf("javascript: repository should be plain text")
	}
	// http(s) URLs are links.
	if !strings.Contains(out, `<a href="https://github.com/modelcontextprotocol/servers/issues/1234"`) {
		t.Errorf("https issue link missing")
	}
}

func TestHTMLSelfContained(t *testing.T) {
	out := renderHTML(t, sampleBundle())
	tags, _ := scanTags(t, out)
	for _, tg := range tags {
		for name, val := range tg.attrs {
			if (name == "src" || name == "href" && tg.name != "a") && val != "" {
				t.Errorf("external resource reference %s", tg.raw)
			}
		}
		if tg.name == "a" && !tg.end && !strings.HasPrefix(tg.attrs["href"], "#") && !strings.Contains(tg.attrs["rel"], "noopener") {
			t.Errorf("external link without rel=noopener: %s", tg.raw)
		}
	}
	if !strings.Contains(out, `name="viewport"`) || !strings.Contains(out, "Content-Security-Policy") {
		t.Error("viewport meta or CSP missing")
	}
	if strings.Contains(out, "@import") || strings.Contains(out, "url(") {
		t.Error("CSS fetches something")
	}
}

func TestHTMLStructure(t *testing.T) {
	b := sampleBundle()
	out := renderHTML(t, b)
	slugs := ServerSlugs(b.Servers)
	for i, s := range slugs {
		if !strings.Contains(out, `id="server-`+s+`"`) || !strings.Contains(out, `href="#server-`+s+`"`) {
			t.Errorf("server %q: anchor #server-%s or its link missing", b.Servers[i].Name, s)
		}
	}
	for _, id := range []string{"chart-patterns", "chart-adoption", "chart-coverage"} {
		fig := section(out, `<figure id="`+id+`"`, "</figure>")
		if fig == "" {
			t.Fatalf("chart %s missing", id)
		}
		if strings.Count(fig, "<rect") < 3 || !strings.Contains(fig, "<title id=") || !strings.Contains(fig, `role="img"`) ||
			!strings.Contains(fig, "<details><summary>Data table</summary>") {
			t.Errorf("chart %s lacks bars, title, role or data table:\n%s", id, fig)
		}
	}
	cov := section(out, `<figure id="chart-coverage"`, "</figure>")
	if !strings.Contains(cov, `class="goal"`) {
		t.Error("coverage chart has no goal line")
	}
	// server table: one row per server
	tbl := section(out, `<table id="server-table"`, "</table>")
	if got := strings.Count(section(tbl, "<tbody>", "</tbody>"), "<tr>"); got != len(b.Servers) {
		t.Errorf("server table has %d rows, want %d", got, len(b.Servers))
	}
	// suggestion is pretty-printed
	if !strings.Contains(out, "&#34;auto_detect_json&#34;: true") {
		t.Error("suggested config not pretty-printed")
	}
	if !strings.Contains(out, "75%") { // 3/4 servers covered
		t.Error("coverage headline missing")
	}
}

// section returns s from the first start to the next end (inclusive), or "".
func section(s, start, end string) string {
	i := strings.Index(s, start)
	if i < 0 {
		return ""
	}
	j := strings.Index(s[i:], end)
	if j < 0 {
		return ""
	}
	return s[i : i+j+len(end)]
}

func TestHTMLEmptyBundle(t *testing.T) {
	out := renderHTML(t, &Bundle{})
	if !strings.Contains(out, "No server has a coverage score yet.") || !strings.Contains(out, "</html>") {
		t.Errorf("empty bundle page incomplete:\n%s", out)
	}
	if err := WriteHTML(&bytes.Buffer{}, nil); err == nil {
		t.Error("nil bundle: want an error")
	}
}

func TestHTTPURL(t *testing.T) {
	for u, want := range map[string]bool{
		"https://github.com/a/b": true, "http://x.org/": true, "javascript:alert(1)": false, "JAVASCRIPT:alert(1)": false,
		"data:text/html,x": false, "//evil.com/x": false, "https:///x": false, "ftp://x.org": false, "https://x.org/\"onclick": false,
		" https://x.org": false, "": false, "vbscript:x": false, "https:x.org": false,
	} {
		if got := HTTPURL(u); got != want {
			t.Errorf("HTTPURL(%q) = %v, want %v", u, got, want)
		}
	}
}

func TestSlugs(t *testing.T) {
	servers := []ServerView{{Name: "../../etc/passwd"}, {Name: "A B"}, {Name: "a-b"}, {Name: ""}, {Name: "CON"}, {Name: "日本語"},
		{Name: "a b"}, {Name: strings.Repeat("x", 200)}, {Name: "a-b-2"}}
	got := ServerSlugs(servers)
	seen := map[string]bool{}
	for i, s := range got {
		if seen[s] {
			t.Errorf("slug %q not unique", s)
		}
		seen[s] = true
		if s == "" || len(s) > maxSlugLen+10 || strings.ContainsAny(s, "/\\.") || strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			t.Errorf("slug %q of %q is not safe", s, servers[i].Name)
		}
	}
	if got[0] != "etc-passwd" || got[1] != "a-b" || got[2] != "a-b-2" || got[4] != "con-server" || got[6] != "a-b-3" || got[8] != "a-b-2-2" {
		t.Errorf("slugs = %q", got)
	}
}

func BenchmarkWriteHTML(b *testing.B) {
	bundle := bigBundle(1000, 10)
	var buf bytes.Buffer
	if err := WriteHTML(&buf, bundle); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf.Reset()
		if err := WriteHTML(&buf, bundle); err != nil {
			b.Fatal(err)
		}
	}
}
