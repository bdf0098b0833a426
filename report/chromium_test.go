//go:build linux

package report

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const chromiumPath = "/usr/bin/chromium"

// chromium returns the browser's path, or skips the test when it is
// missing and MCPSURVEY_REQUIRE_CHROMIUM is unset (CI sets it, so CI
// never skips silently).
func chromium(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("MCPSURVEY_REQUIRE_CHROMIUM") != "" {
			t.Fatalf("MCPSURVEY_REQUIRE_CHROMIUM is set but %s is missing: %v", chromiumPath, err)
		}
		t.Skipf("skipping: %s not found (install Debian package chromium, or set MCPSURVEY_REQUIRE_CHROMIUM=1 to make this a failure)", chromiumPath)
	}
	return chromiumPath
}

// runChromium runs headless Chromium with args and a time limit; on
// timeout the whole process group is killed.
func runChromium(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
		"--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
		"--user-data-dir=" + t.TempDir()}
	cmd := exec.CommandContext(ctx, bin, append(base, args...)...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("chromium %v: timed out after 90s; stderr:\n%s", args, stderr.String())
	}
	if err != nil {
		t.Fatalf("chromium %v: %v; stderr:\n%s", args, err, stderr.String())
	}
	return stdout.Bytes()
}

func TestReportInHeadlessChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping browser test in -short mode")
	}
	bin := chromium(t)
	dir := t.TempDir()
	b := sampleBundle()
	if _, err := WriteAll(context.Background(), dir, b, []byte(`{"virtual_tools":{}}`)); err != nil {
		t.Fatal(err)
	}
	page := "file://" + filepath.Join(dir, "index.html")

	dom := string(runChromium(t, bin, "--dump-dom", page))
	if !strings.Contains(dom, "</html>") {
		t.Fatalf("no DOM dumped:\n%s", dom)
	}
	if !strings.Contains(dom, `data-ready="1"`) {
		t.Errorf("the page's own script did not run (CSP hash or script error): body is %q", snippetAt(dom, strings.Index(dom, "<body")))
	}
	// The payload text mentions data-pwned (shown as text, in single
	// quotes); only running it would create the attribute data-pwned="1".
	if !strings.Contains(dom, "data-pwned") {
		t.Errorf("payload text not shown")
	}
	if strings.Contains(dom, `data-pwned="`) {
		t.Fatalf("a payload executed: data-pwned attribute set")
	}
	if strings.Contains(strings.ToLower(dom), "<img") {
		t.Errorf("a payload created an <img> element")
	}
	for _, id := range []string{"chart-patterns", "chart-adoption", "chart-coverage"} {
		fig := section(dom, `<figure id="`+id+`"`, "</figure>")
		if fig == "" {
			t.Errorf("chart %s missing from the DOM", id)
			continue
		}
		svg := section(fig, "<svg", "</svg>")
		if n := strings.Count(svg, "<rect"); n == 0 {
			t.Errorf("chart %s: no <rect> in the rendered SVG", id)
		}
		if strings.Count(svg, "<text") == 0 {
			t.Errorf("chart %s: no text labels", id)
		}
	}
	tbody := section(section(dom, `<table id="server-table"`, "</table>"), "<tbody>", "</tbody>")
	if got := strings.Count(tbody, "<tr>"); got != len(b.Servers) {
		t.Errorf("server table has %d rows in the DOM, want %d", got, len(b.Servers))
	}
	// The script made the header cells buttons and showed the filter box.
	if !strings.Contains(section(dom, `<table id="server-table"`, "</thead>"), "<button") {
		t.Error("sortable headers were not set up")
	}
	if strings.Contains(section(dom, `<input id="server-filter"`, ">"), "hidden") {
		t.Error("filter box still hidden after the script ran")
	}

	// Phone width screenshot.
	shot := filepath.Join(t.TempDir(), "phone.png")
	runChromium(t, bin, "--screenshot="+shot, "--window-size=390,844", "--hide-scrollbars", page)
	png, err := os.ReadFile(shot)
	if err != nil {
		t.Fatalf("no screenshot written: %v", err)
	}
	if len(png) < 1000 || !bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")) {
		t.Errorf("screenshot is not a PNG (%d bytes)", len(png))
	}
	if out := os.Getenv("MCPSURVEY_SCREENSHOT_OUT"); out != "" { // for looking at it by hand
		_ = os.WriteFile(out, png, 0o644)
	}
}
