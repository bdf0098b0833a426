package report

import (
	"fmt"
	"sort"
	"strconv"
)

// This file computes chart geometry for the HTML report. Charts are data
// (rectangles, texts, lines in a viewBox); templates/report.html.tmpl turns
// them into inline SVG, so every label passes html/template's escaping.

// chart is one inline SVG chart with its data-table fallback.
type chart struct {
	ID     string // element id prefix, constant
	Title  string
	Desc   string
	Width  int
	Height int
	Bars   []svgRect
	Texts  []svgText
	Lines  []svgLine
	Legend []legendItem
	Note   string // e.g. "showing 40 of 1000 servers"
	Table  dataTable
}

type svgRect struct {
	X, Y, W, H float64
	Class      string
	Tip        string // <title> inside the rect: hover text
}

type svgText struct {
	X, Y   float64
	Text   string
	Anchor string // "start", "end", "middle"
	Class  string
}

type svgLine struct {
	X1, Y1, X2, Y2 float64
	Class          string
}

type legendItem struct {
	Class, Label string
}

// dataTable is the chart's data as a table (for screen readers, for
// copying, and for readers whose browser shows no SVG).
type dataTable struct {
	Header []string
	Rows   [][]string
}

// Chart layout constants, in viewBox units.
const (
	chartWidth  = 640
	labelWidth  = 170 // left column for category labels
	valueWidth  = 110 // right column for value labels
	barAreaW    = chartWidth - labelWidth - valueWidth
	chartTop    = 28 // room for the legend
	chartBottom = 22 // room for the axis labels
	maxChartRow = 40 // rows shown in a per-server chart
)

// xOf maps a percentage (0..100, clamped) to an x coordinate.
func xOf(pct float64) float64 {
	if pct < 0 || pct != pct { // negative or NaN
		pct = 0
	}
	if pct > 100 {
		pct = 100
	}
	return labelWidth + barAreaW*pct/100
}

// axis adds the 0/50/100% grid lines and labels below rows ending at y.
func (c *chart) axis(y float64) {
	for _, p := range []float64{0, 25, 50, 75, 100} {
		x := xOf(p)
		c.Lines = append(c.Lines, svgLine{X1: x, Y1: chartTop - 4, X2: x, Y2: y, Class: "grid"})
		c.Texts = append(c.Texts, svgText{X: x, Y: y + 14, Text: pct(p), Anchor: "middle", Class: "axis"})
	}
}

// patternChart is the pattern prevalence chart: per pattern, the share of
// servers using it and the share of calls answered in it.
func patternChart(s *Survey) chart {
	c := chart{ID: "chart-patterns", Title: "Pattern prevalence",
		Desc:   "For each output pattern: share of servers with usable outputs that use it, and share of usable outputs in it. Error answers are not counted (see the error chart).",
		Legend: []legendItem{{"bar-a", "servers using it"}, {"bar-b", "calls"}}}
	c.Table.Header = []string{"Pattern", "Servers using it", "Dominant in", "Calls"}
	const rowH, barH = 34.0, 13.0
	y := float64(chartTop)
	d := s.Denominators
	for _, p := range s.Patterns {
		c.Texts = append(c.Texts, svgText{X: labelWidth - 8, Y: y + barH + 4, Text: truncateRunes(p.Pattern, 24), Anchor: "end", Class: "label"})
		sv := fmt.Sprintf("%s (%d/%d)", pct(p.ServerShare), p.Servers, d.ServersUsable)
		cv := fmt.Sprintf("%s (%d/%d)", pct(p.CallShare), p.Calls, d.CallsUsable)
		c.Bars = append(c.Bars,
			svgRect{X: labelWidth, Y: y, W: xOf(p.ServerShare) - labelWidth, H: barH, Class: "bar-a", Tip: p.Pattern + ": " + sv + " of servers"},
			svgRect{X: labelWidth, Y: y + barH + 2, W: xOf(p.CallShare) - labelWidth, H: barH, Class: "bar-b", Tip: p.Pattern + ": " + cv + " of calls"})
		c.Texts = append(c.Texts,
			svgText{X: xOf(p.ServerShare) + 4, Y: y + barH - 2, Text: sv, Anchor: "start", Class: "value"},
			svgText{X: xOf(p.CallShare) + 4, Y: y + 2*barH, Text: cv, Anchor: "start", Class: "value"})
		c.Table.Rows = append(c.Table.Rows, []string{p.Pattern, sv, strconv.Itoa(p.Dominant), cv})
		y += rowH
	}
	c.axis(y)
	c.Width, c.Height = chartWidth, int(y)+chartBottom
	return c
}

// errorChart shows the error answers apart from the patterns: per form of
// failure, its share of the calls made.
func errorChart(s *Survey) chart {
	c := chart{ID: "chart-errors", Title: "Error answers",
		Desc:   "For each form of failure: share of the calls made that ended so. These answers are not counted in the pattern prevalence.",
		Legend: []legendItem{{"bar-no", "calls"}}}
	c.Table.Header = []string{"Form", "Meaning", "Calls", "Servers"}
	const rowH, barH = 24.0, 14.0
	y := float64(chartTop)
	d := s.Denominators
	for _, e := range s.Errors {
		cv := fmt.Sprintf("%s (%d/%d)", pct(e.CallShare), e.Calls, d.CallsMade)
		c.Texts = append(c.Texts, svgText{X: labelWidth - 8, Y: y + barH - 2, Text: e.Form, Anchor: "end", Class: "label"})
		c.Bars = append(c.Bars, svgRect{X: labelWidth, Y: y, W: xOf(e.CallShare) - labelWidth, H: barH, Class: "bar-no", Tip: e.Form + ": " + cv + " of calls made"})
		c.Texts = append(c.Texts, svgText{X: xOf(e.CallShare) + 4, Y: y + barH - 2, Text: cv, Anchor: "start", Class: "value"})
		c.Table.Rows = append(c.Table.Rows, []string{e.Form, e.Meaning, cv, strconv.Itoa(e.Servers)})
		y += rowH
	}
	c.axis(y)
	c.Width, c.Height = chartWidth, int(y)+chartBottom
	return c
}

// adoptionChart is the outputSchema adoption chart: one 100% stacked bar
// for all tools, then one per server (the servers with most tools first,
// at most maxChartRow).
func adoptionChart(servers []ServerView) chart {
	c := chart{ID: "chart-adoption", Title: "outputSchema adoption",
		Desc:   "Share of listed tools that declare an outputSchema, over all servers and per server (servers with most tools first).",
		Legend: []legendItem{{"bar-ok", "with outputSchema"}, {"bar-no", "without"}}}
	c.Table.Header = []string{"Server", "Tools", "With outputSchema", "Share"}
	type row struct {
		name        string
		with, total int
	}
	var rows []row
	all := row{name: "All servers"}
	for i := range servers {
		s := &servers[i]
		r := row{name: s.Name, total: len(s.Tools)}
		for j := range s.Tools {
			if s.Tools[j].HasOutputSchema {
				r.with++
			}
		}
		all.with += r.with
		all.total += r.total
		if r.total > 0 {
			rows = append(rows, r)
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].total > rows[j].total })
	for _, r := range rows {
		share := Ratio{Covered: r.with, Total: r.total}.Pct()
		c.Table.Rows = append(c.Table.Rows, []string{r.name, strconv.Itoa(r.total), strconv.Itoa(r.with), pct(share)})
	}
	if len(rows) > maxChartRow {
		c.Note = fmt.Sprintf("Chart shows the %d servers with most tools of %d; the table has all.", maxChartRow, len(rows))
		rows = rows[:maxChartRow]
	}
	rows = append([]row{all}, rows...)
	const rowH, barH = 22.0, 15.0
	y := float64(chartTop)
	for i, r := range rows {
		share := Ratio{Covered: r.with, Total: r.total}.Pct()
		label := fmt.Sprintf("%s (%d/%d)", pct(share), r.with, r.total)
		cls := "label"
		if i == 0 {
			cls = "label strong"
		}
		c.Texts = append(c.Texts, svgText{X: labelWidth - 8, Y: y + barH - 3, Text: truncateRunes(r.name, 24), Anchor: "end", Class: cls})
		if r.total > 0 {
			c.Bars = append(c.Bars,
				svgRect{X: labelWidth, Y: y, W: xOf(share) - labelWidth, H: barH, Class: "bar-ok", Tip: r.name + ": " + label + " with outputSchema"},
				svgRect{X: xOf(share), Y: y, W: xOf(100) - xOf(share), H: barH, Class: "bar-no", Tip: r.name + ": " + strconv.Itoa(r.total-r.with) + " without"})
		}
		c.Texts = append(c.Texts, svgText{X: xOf(100) + 4, Y: y + barH - 3, Text: label, Anchor: "start", Class: "value"})
		y += rowH
	}
	c.axis(y)
	c.Width, c.Height = chartWidth, int(y)+chartBottom
	return c
}

// coverageChart is the coverage per server chart: the share of each
// server's text calls its suggested configs turn into structured data,
// with the goal line (seed 000: 90%). Servers with most calls first, at
// most maxChartRow.
func coverageChart(servers []ServerView, goal float64) chart {
	c := chart{ID: "chart-coverage", Title: "Structured-data coverage per server",
		Desc:   "Share of each server's text-only calls that its suggested text_extraction config turns into structured data (servers with most calls first).",
		Legend: []legendItem{{"bar-a", "covered calls"}}}
	if goal > 0 {
		c.Desc += " The dashed line is the goal of " + pct(goal) + "; servers below it are drawn in orange."
		c.Legend = []legendItem{{"bar-a", "at or above goal"}, {"bar-b", "below goal"}, {"goal", "goal " + pct(goal)}}
	}
	c.Table.Header = []string{"Server", "Text calls", "Covered", "Coverage"}
	var rows []*ServerView
	for i := range servers {
		if servers[i].Coverage != nil {
			rows = append(rows, &servers[i])
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Coverage.Calls > rows[j].Coverage.Calls })
	for _, s := range rows {
		sc := s.Coverage
		c.Table.Rows = append(c.Table.Rows, []string{s.Name, strconv.Itoa(sc.Calls), strconv.Itoa(sc.Covered), pct(round1(sc.Pct))})
	}
	if len(rows) > maxChartRow {
		c.Note = fmt.Sprintf("Chart shows the %d servers with most calls of %d; the table has all.", maxChartRow, len(rows))
		rows = rows[:maxChartRow]
	}
	const rowH, barH = 22.0, 15.0
	y := float64(chartTop)
	for _, s := range rows {
		sc := s.Coverage
		cls := "bar-a"
		if goal > 0 && sc.Pct < goal {
			cls = "bar-b"
		}
		label := fmt.Sprintf("%s (%d/%d)", pct(round1(sc.Pct)), sc.Covered, sc.Calls)
		c.Texts = append(c.Texts, svgText{X: labelWidth - 8, Y: y + barH - 3, Text: truncateRunes(s.Name, 24), Anchor: "end", Class: "label"})
		c.Bars = append(c.Bars, svgRect{X: labelWidth, Y: y, W: xOf(sc.Pct) - labelWidth, H: barH, Class: cls, Tip: s.Name + ": " + label})
		c.Texts = append(c.Texts, svgText{X: xOf(100) + 4, Y: y + barH - 3, Text: label, Anchor: "start", Class: "value"})
		y += rowH
	}
	if len(rows) == 0 {
		c.Texts = append(c.Texts, svgText{X: chartWidth / 2, Y: y + 14, Text: "No server has a coverage score yet.", Anchor: "middle", Class: "label"})
		y += 24
	}
	c.axis(y)
	if goal > 0 {
		c.Lines = append(c.Lines, svgLine{X1: xOf(goal), Y1: chartTop - 6, X2: xOf(goal), Y2: y, Class: "goal"})
	}
	c.Width, c.Height = chartWidth, int(y)+chartBottom
	return c
}

// num formats a coordinate for an SVG attribute.
func num(f float64) string {
	if f != f || f < 0 { // NaN or negative widths from rounding
		f = 0
	}
	return strconv.FormatFloat(f, 'f', 1, 64)
}
