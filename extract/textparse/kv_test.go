package textparse

import (
	"fmt"
	"strings"
	"testing"
)

// kvString renders a tree as "key=value{children}" for compact assertions.
func kvString(ns []*KVNode) string {
	var parts []string
	for _, n := range ns {
		s := n.Key
		if n.Value != "" {
			s += "=" + n.Value
		}
		if len(n.Children) > 0 {
			s += "{" + kvString(n.Children) + "}"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

func checkKVSpans(t *testing.T, text string, ns []*KVNode) {
	t.Helper()
	for _, n := range ns {
		checkSpan(t, "key "+n.Key, text, n.KeySpan)
		checkSpan(t, "value "+n.Key, text, n.ValueSpan)
		if n.Line != LineOf(text, n.KeySpan.Start) {
			t.Errorf("key %q: line %d, span on line %d", n.Key, n.Line, LineOf(text, n.KeySpan.Start))
		}
		checkKVSpans(t, text, n.Children)
	}
}

func TestKeyValuesWeather(t *testing.T) {
	text := fixtureText(t, "server-weather", "get_weather")
	cases := []struct {
		o    KVOptions
		want string
	}{
		{KVOptions{Separator: ":", IndentAware: true, SectionMarker: "\n\n"},
			"Weather for San Francisco, CA; Current Conditions{Temperature=58°F (14°C); Feels like=55°F (13°C); Conditions=Partly Cloudy; Humidity=72%; Wind=12 mph NW; Pressure=30.12 inHg}; Last updated=2025-12-23 09:45 AM PST"},
		{KVOptions{}, "Weather for San Francisco, CA; Current Conditions; Temperature=58°F (14°C); Feels like=55°F (13°C); Conditions=Partly Cloudy; Humidity=72%; Wind=12 mph NW; Pressure=30.12 inHg; Last updated=2025-12-23 09:45 AM PST"},
	}
	for _, c := range cases {
		got := KeyValues(text, c.o)
		if s := kvString(got); s != c.want {
			t.Errorf("%+v:\n got %s\nwant %s", c.o, s, c.want)
		}
		checkKVSpans(t, text, got)
	}
	n := KeyValues(text, KVOptions{IndentAware: true})[1].Children[0]
	if text[n.ValueSpan.Start:n.ValueSpan.End] != "58°F (14°C)" || text[n.KeySpan.Start:n.KeySpan.End] != "Temperature" || n.Line != 4 {
		t.Errorf("spans: %+v", n)
	}
}

func TestKeyValuesForecastSections(t *testing.T) {
	text := fixtureText(t, "server-weather", "get_forecast")
	got := kvString(KeyValues(text, KVOptions{IndentAware: true, SectionMarker: "\n\n"}))
	want := "3-day forecast for San Francisco, CA; Tuesday, Dec 23{High=61°F (16°C); Low=49°F (9°C); Conditions=Partly Cloudy; Chance of rain=10%}; " +
		"Wednesday, Dec 24{High=59°F (15°C); Low=48°F (9°C); Conditions=Light Rain; Chance of rain=70%}; " +
		"Thursday, Dec 25{High=57°F (14°C); Low=46°F (8°C); Conditions=Showers; Chance of rain=80%}; Last updated=2025-12-23 09:45 AM PST"
	if got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

func TestKeyValuesShapes(t *testing.T) {
	cases := []struct {
		name, text string
		o          KVOptions
		want       string
	}{
		{"slack post", fixtureText(t, "server-slack", "post_message"), KVOptions{},
			"Message ID=1734972345.123456; Timestamp=2025-12-23 09:45:45 PST; Permalink=https://workspace.slack.com/..."},
		{"bold keys colon inside", "- **Name:** mcp-server-fetch\n- **Homepage:** https://github.com/x\n", KVOptions{},
			"Name=mcp-server-fetch; Homepage=https://github.com/x"},
		{"bold keys colon outside", "- **Status**: healthy\n- **Last deploy**: 2025-12-22 16:10 UTC\n", KVOptions{},
			"Status=healthy; Last deploy=2025-12-22 16:10 UTC"},
		{"emoji keys and code values", "🎯 **Task Created**\n\n- 🆔 **Task ID:** `task_8f3a2c`\n- 🏷️ **Labels:** backend, urgent\n🌡️ Temperature: 72°F\n", KVOptions{},
			"Task ID=task_8f3a2c; Labels=backend, urgent; Temperature=72°F"},
		{"seed 002 staged summary", "✅ **🔍 Protein Search Results Data Staged**\n\n📊 **Data Summary:**\n- **Operation:** search_json\n- **Data Access ID:** search_json_1764792555209_7hb77x\n",
			KVOptions{IndentAware: true}, "Protein Search Results Data Staged{Data Summary{Operation=search_json; Data Access ID=search_json_1764792555209_7hb77x}}"},
		{"times and urls", "Starts: 10:30 AM PST\nsee https://x.example/a\nJoin URL: https://meet.example.com/abc\nChecksum: sha256:9f86\n10:30 standup\n", KVOptions{},
			"Starts=10:30 AM PST; Join URL=https://meet.example.com/abc; Checksum=sha256:9f86"},
		{"long prose with a colon is not a pair", "This is a long sentence that keeps going on and on about things: really\n", KVOptions{}, ""},
		{"yaml-like nesting", "server:\n  host: 0.0.0.0\n  port: 8080\nlogging:\n  level: info\nfeatures:\n  - search\n", KVOptions{IndentAware: true},
			"server{host=0.0.0.0; port=8080}; logging{level=info}; features{=search}"},
		{"markdown headings", "## Deployment\n\nEnvironment: production\nVersion: v2.5.0\n\n## Health\n\nStatus: healthy\n", KVOptions{IndentAware: true},
			"Deployment{Environment=production; Version=v2.5.0}; Health{Status=healthy}"},
		{"setext heading", "Server\n------\nName: demo\n", KVOptions{IndentAware: true}, "Server{Name=demo}"},
		{"bold list items hold indented pairs", "1. **Union Square Roasters**\n   Address: 100 Example St\n   Phone: (415) 555-0134\n2. **Geary**\n   Rating: 4.6\n", KVOptions{IndentAware: true},
			"Union Square Roasters{Address=100 Example St; Phone=(415) 555-0134}; Geary{Rating=4.6}"},
		{"section marker makes the first line a parent", "Current:\nTemp: 5\n\nOther: x\n", KVOptions{IndentAware: true, SectionMarker: "\n\n"},
			"Current{Temp=5}; Other=x"},
		{"literal section marker", "a: 1\n---\nHdr:\nb: 2\n", KVOptions{IndentAware: true, SectionMarker: "---\n"}, "a=1; Hdr{b=2}"},
		{"equals separator", "host=example.com\nport = 8080\nurl=http://x?a=b\n", KVOptions{Separator: "="}, "host=example.com; port=8080; url=http://x?a=b"},
		{"dash separator", "api - running\nworker - stopped - since 3d\n", KVOptions{Separator: " - "}, "api=running; worker=stopped - since 3d"},
		{"framed title line", "==== Build report: web-7 ====\nStatus: passed\n--- Timing: 42 s ---\n== x ==\n", KVOptions{},
			"Build report=web-7; Status=passed; Timing=42 s"},
		{"fenced code is skipped", "a: 1\n```\nb: 2\n```\nc: 3\n", KVOptions{}, "a=1; c=3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := KeyValues(c.text, c.o)
			if s := kvString(got); s != c.want {
				t.Errorf("\n got %s\nwant %s", s, c.want)
			}
			checkKVSpans(t, c.text, got)
		})
	}
}

func TestKeyValuesSpansCoverPairs(t *testing.T) {
	text := "Name: x\nnot a pair\n  Size: 2 MB\n"
	got := KeyValues(text, KVOptions{})
	if len(got) != 2 {
		t.Fatalf("%s", kvString(got))
	}
	used := map[int]bool{}
	for _, n := range got {
		used[LineOf(text, n.KeySpan.Start)] = true
		if text[n.ValueSpan.Start:n.ValueSpan.End] != n.Value {
			t.Errorf("value span %q != %q", text[n.ValueSpan.Start:n.ValueSpan.End], n.Value)
		}
	}
	if fmt.Sprint(used) != "map[1:true 3:true]" {
		t.Errorf("used lines %v", used)
	}
}
