package report

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"
)

//go:embed templates/report.html.tmpl templates/report.css templates/report.js
var templateFS embed.FS

// The page's own script and style: constants from the embedded files, the
// only script on the page (the Content-Security-Policy allows exactly this
// script by its hash, so nothing injected can run even if escaping failed).
var (
	pageOnce   sync.Once
	pageTmpl   *template.Template
	pageJS     string
	pageCSS    string
	pageCSP    string
	pageTmplEr error
)

func loadPage() {
	js, err := templateFS.ReadFile("templates/report.js")
	if err != nil {
		pageTmplEr = err
		return
	}
	css, err := templateFS.ReadFile("templates/report.css")
	if err != nil {
		pageTmplEr = err
		return
	}
	pageJS, pageCSS = string(js), string(css)
	sum := sha256.Sum256(js)
	pageCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; script-src 'sha256-" +
		base64.StdEncoding.EncodeToString(sum[:]) + "'"
	pageTmpl, pageTmplEr = template.New("report").Funcs(htmlFuncs).ParseFS(templateFS, "templates/report.html.tmpl")
}

var htmlFuncs = template.FuncMap{
	"pct":         pct,
	"pct01":       pct01,
	"num":         num,
	"httpURL":     HTTPURL,
	"pretty":      prettyJSON,
	"statusClass": statusClass,
	"sevOrder":    sevOrder,
	"date":        func(t time.Time) string { return t.UTC().Format("2006-01-02") },
	"legendX":     func(i int) float64 { return float64(labelWidth + i*150) },
	"legendTextX": func(i int) float64 { return float64(labelWidth + i*150 + 16) },
}

// WriteHTML writes the report as one self-contained HTML file: inline CSS,
// one small inline script (table sort and filter; the page reads fine
// without it), charts as inline SVG with data-table fallbacks, and a
// section per server (anchor #server-<slug>, slugs as ServerSlugs). Every
// string from the bundle is escaped by html/template; only http(s) URLs
// become links. No external resource is referenced.
func WriteHTML(w io.Writer, b *Bundle) error {
	if b == nil {
		return fmt.Errorf("report: WriteHTML: nil bundle")
	}
	pageOnce.Do(loadPage)
	if pageTmplEr != nil {
		return fmt.Errorf("report: HTML template: %w", pageTmplEr)
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := pageTmpl.ExecuteTemplate(bw, "page", buildPage(b)); err != nil {
		return fmt.Errorf("report: rendering HTML: %w", err)
	}
	return bw.Flush()
}

// htmlPage is what the template sees.
type htmlPage struct {
	B         *Bundle
	Generated string
	CSP       string
	Style     template.HTML
	Script    template.HTML
	Charts    []chart
	ROI       []roiRow
	Rows      []serverRow
	Sections  []serverSection
}

type roiRow struct {
	ParserROI
	ServerPct, ToolPct, CallPct string
}

type serverRow struct {
	Slug, Name, Status, SDK, Dominant  string
	Tools, WithSchema, Calls, Findings int
	SchemaPct                          float64
	CoverageV                          float64 // -1 when unscored, for sorting
	CoverageText                       string
}

type serverSection struct {
	Slug string
	S    *ServerView
}

func buildPage(b *Bundle) *htmlPage {
	p := &htmlPage{B: b, CSP: pageCSP,
		Style:  template.HTML("<style>" + pageCSS + "</style>"),
		Script: template.HTML("<script>" + pageJS + "</script>")}
	if b.GeneratedAt.IsZero() {
		p.Generated = "at an unknown time"
	} else {
		p.Generated = b.GeneratedAt.UTC().Format("2006-01-02 15:04 UTC")
	}
	p.Charts = []chart{patternChart(&b.Survey), errorChart(&b.Survey), adoptionChart(b.Servers), coverageChart(b.Servers, b.Coverage.GoalPct)}
	p.ROI = roiRows(b)
	dominant := make(map[string]string, len(b.Survey.Servers))
	for _, r := range b.Survey.Servers {
		dominant[r.Server] = r.Dominant
		if r.Dominant == "" {
			dominant[r.Server] = "– (" + NoUsableOutput + ")"
		}
	}
	slugs := ServerSlugs(b.Servers)
	p.Rows = make([]serverRow, len(b.Servers))
	p.Sections = make([]serverSection, len(b.Servers))
	for i := range b.Servers {
		s := &b.Servers[i]
		r := serverRow{Slug: slugs[i], Name: s.Name, Status: s.Status, SDK: s.SDK.Name, Tools: len(s.Tools), CoverageV: -1, CoverageText: "–"}
		for j := range s.Tools {
			if s.Tools[j].HasOutputSchema {
				r.WithSchema++
			}
			r.Calls += s.Tools[j].Calls
			r.Findings += len(s.Tools[j].Findings)
		}
		r.Findings += len(s.Findings)
		r.SchemaPct = Ratio{Covered: r.WithSchema, Total: r.Tools}.Pct()
		if d, ok := dominant[s.Name]; ok {
			r.Dominant = d
		} else {
			r.Dominant = toolsDominant(s.Tools)
		}
		if s.Coverage != nil {
			r.CoverageV = round1(s.Coverage.Pct)
			r.CoverageText = pct(r.CoverageV)
		}
		p.Rows[i] = r
		p.Sections[i] = serverSection{Slug: slugs[i], S: s}
	}
	return p
}

// roiRows adds shares to the ROI rows: of the coverage denominators
// (servers, tools, calls with text-only output).
func roiRows(b *Bundle) []roiRow {
	out := make([]roiRow, len(b.ROI))
	for i, r := range b.ROI {
		out[i] = roiRow{ParserROI: r,
			ServerPct: fmt.Sprintf("%s (%d/%d)", pct(Share(r.Servers, r.OfServers)), r.Servers, r.OfServers),
			ToolPct:   fmt.Sprintf("%s (%d/%d)", pct(Share(r.Tools, r.OfTools)), r.Tools, r.OfTools),
			CallPct:   fmt.Sprintf("%s (%d/%d)", pct(Share(r.Calls, r.OfCalls)), r.Calls, r.OfCalls)}
	}
	return out
}

// toolsDominant is the pattern most of the tools answer in, for servers
// missing from the survey table.
func toolsDominant(tools []ToolView) string {
	n := map[string]int{}
	best := ""
	for _, t := range tools {
		if t.Pattern == "" {
			continue
		}
		n[t.Pattern]++
		if n[t.Pattern] > n[best] || (n[t.Pattern] == n[best] && t.Pattern < best) {
			best = t.Pattern
		}
	}
	return best
}

// HTTPURL reports whether s is an absolute http or https URL with a host:
// the only URLs the reports turn into links.
func HTTPURL(s string) bool {
	if strings.ContainsAny(s, " \t\r\n\"'<>`") {
		return false
	}
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.Opaque == ""
}

// prettyJSON indents raw JSON for a <pre>; invalid JSON is shown as is.
func prettyJSON(raw json.RawMessage) string {
	var buf bytes.Buffer
	if err := json.Indent(&buf, raw, "", "  "); err != nil {
		return string(raw)
	}
	return buf.String()
}

// pct01 formats a 0..1 fraction (float64 or *float64) as a percentage.
func pct01(v any) string {
	switch f := v.(type) {
	case float64:
		return pct(round1(100 * f))
	case *float64:
		if f != nil {
			return pct(round1(100 * *f))
		}
	}
	return "–"
}

func statusClass(status string) string {
	if status == "ok" {
		return "status-ok"
	}
	return "status-bad"
}

type sevCount struct {
	Name  string
	Count int
}

// sevOrder lists severities error, warning, info first, then others by
// name, skipping zero counts.
func sevOrder(m map[string]int) []sevCount {
	rank := map[string]int{"error": 0, "warning": 1, "info": 2}
	var out []sevCount
	for k, v := range m {
		if v > 0 {
			out = append(out, sevCount{k, v})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		ri, oki := rank[out[i].Name]
		rj, okj := rank[out[j].Name]
		if oki != okj {
			return oki
		}
		if ri != rj {
			return ri < rj
		}
		return out[i].Name < out[j].Name
	})
	return out
}
